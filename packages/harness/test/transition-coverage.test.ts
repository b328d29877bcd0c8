import type { ArrowListener, ChartArrow, ObservedChart } from '@arbiter/core';
import { megacorpModule } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { ArrowRecorder, playCase, transitionCoverageText } from '../src/megacorp/index.js';

const arrow = (id: string, eventless: boolean, entered: string[]): ChartArrow => ({
  id,
  source: id.split(' ')[0] as string,
  event: eventless ? 'always' : 'go',
  eventless,
  guard: null,
  targets: entered.slice(-1),
  entered,
});

/** A two-state chart whose trace the test plays by hand. */
function toyChart(unreachable: Record<string, string>) {
  const listeners = new Set<ArrowListener>();
  const arrows = [
    arrow('a --go--> b', false, ['b']),
    arrow('b --always--> a', true, ['a']),
    arrow('b --go--> c', false, ['c']),
  ];
  const chart: ObservedChart = {
    paths: ['a', 'b', 'c'],
    arrows,
    observe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    unreachable,
  };
  const fire = (...ids: string[]) => {
    for (const l of listeners) l(ids.map((id) => arrows.find((a) => a.id === id) as ChartArrow));
  };
  return { chart, fire };
}

describe('transition coverage from the chart’s own trace', () => {
  it('counts only what the chart reports while it is listened to, eventless arrows included', () => {
    const { chart, fire } = toyChart({ 'b --go--> c': 'c is the end of a game no run plays' });
    const rec = new ArrowRecorder(chart);
    fire('a --go--> b');
    rec.during(() => fire('a --go--> b', 'b --always--> a'));
    rec.visit('a');
    const r = rec.report();
    expect(r.transitions.hits).toEqual({ 'a --go--> b': 1, 'b --always--> a': 1, 'b --go--> c': 0 });
    expect(r.transitions.eventless).toEqual({ total: 1, reached: 1 });
    expect(r.states.unreached).toEqual(['c']);
    expect(r.unreached).toEqual([
      { id: 'b --go--> c', eventless: false, reason: 'c is the end of a game no run plays' },
    ]);
    expect(r.problems).toEqual([]);
  });

  it('reports a reason written for an arrow a run takes, or for one the chart does not have', () => {
    const { chart, fire } = toyChart({ 'a --go--> b': 'never', 'x --go--> y': 'gone' });
    const rec = new ArrowRecorder(chart);
    rec.during(() => fire('a --go--> b'));
    const r = rec.report();
    expect(r.problems).toEqual([
      'a reason is written for a --go--> b, but the runs took it 1 times: drop the reason',
      'a reason is written for x --go--> y, which the chart does not have',
    ]);
    // An arrow never taken and without a reason says so.
    expect(transitionCoverageText(r)).toContain('b --always--> a  (eventless)\n    why: no reason written');
  });

  it('reads the Megacorp chart as apply runs it: a game takes eventless arrows between decisions', () => {
    const chart = megacorpModule.flow.chart as ObservedChart;
    const rec = new ArrowRecorder(chart);
    rec.during(() =>
      playCase({ revision: 'v1.7', seed: 2, choices: [] }, { policy: 'cautious', maxActions: 300 }),
    );
    const r = rec.report();
    expect(r.transitions.hits['(root) --init--> setup.shuffle']).toBeGreaterThan(0);
    expect(r.transitions.eventless.reached).toBeGreaterThan(20);
    expect(r.states.reached).toBeGreaterThan(30);
  });
});
