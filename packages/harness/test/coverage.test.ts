import { megacorpMachine, megacorpModule } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { Coverage, coverageHtml, coverageText, megacorpChart, playCase } from '../src/megacorp/index.js';

function machineCounts() {
  let states = 0;
  let arrows = 0;
  const walk = (n: AnyStateNode) => {
    if (n.path.length) states++;
    for (const [, defs] of n.transitions) arrows += defs.length;
    arrows += n.always?.length ?? 0;
    for (const c of Object.values(n.states) as AnyStateNode[]) walk(c);
  };
  walk(megacorpMachine.root as AnyStateNode);
  return { states, arrows };
}

function recorded(seed: number): Coverage {
  const c = new Coverage(megacorpModule);
  const t = playCase(
    { revision: 'v1.7', seed, choices: [] },
    { policy: 'cautious', maxActions: 300, onStep: (a, b, d, e) => c.step(a, b, d, e) },
  );
  c.visit(t.initial);
  return c;
}

describe('statechart coverage', () => {
  it('knows every state and every arrow of the chart, eventless ones included', () => {
    const chart = megacorpChart();
    const { states, arrows } = machineCounts();
    expect(chart.states.length).toBe(states);
    expect(chart.transitions.length).toBeLessThanOrEqual(arrows);
    expect(chart.transitions.length).toBeGreaterThan(arrows / 2);
    const ids = chart.states.map((s) => s.id);
    expect(ids).toContain('turn.buy.main.open');
    expect(ids).toContain('turn.challenge.attack.blockers');
    expect(chart.transitions.some((t) => t.event === 'auto')).toBe(true);
    expect(chart.transitions.some((t) => t.event === 'pass')).toBe(true);
  });

  it('records the states, arrows and rule keys a game reaches, also the passing steps in between', () => {
    const r = recorded(2).report();
    expect(r.states.hits['turn.buy.main.open']).toBeGreaterThan(0);
    // An automatic step between two decisions is reached through the microsteps of the action.
    expect(r.states.hits['turn.accounting.cashflow']).toBeGreaterThan(0);
    const fired = Object.keys(r.ruleKeys.fired);
    expect(fired.length).toBeGreaterThan(5);
    for (const key of fired) expect(r.ruleKeys.neverFired).not.toContain(key);
    expect(r.transitions.reached).toBeGreaterThan(20);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('adds up recorders and reports (shards, the corpus)', () => {
    const a = recorded(3);
    const b = recorded(4);
    const both = new Coverage(megacorpModule);
    both.merge(a);
    both.merge(b.report());
    const r = both.report();
    expect(r.steps).toBe(a.steps + b.steps);
    expect(r.states.hits['turn.buy.main.open']).toBe(
      (a.states.get('turn.buy.main.open') ?? 0) + (b.states.get('turn.buy.main.open') ?? 0),
    );
  });

  it('records the states and rule keys of a scenario run (the corpus)', () => {
    const t = playCase({ revision: 'v1.7', seed: 6, choices: [] }, { maxActions: 30, keepStates: true });
    const c = new Coverage(megacorpModule);
    c.recordRun({ initial: t.initial, steps: t.states.map((state) => ({ state })), events: [] });
    expect(c.report().states.reached).toBeGreaterThan(3);
  });

  it('prints text and a self-contained HTML page', () => {
    const r = recorded(5).report();
    const text = coverageText(r, { list: true });
    expect(text).toMatch(/^statechart states reached: \d+\/\d+ \(\d+\.\d%\)$/m);
    expect(text).toContain('transitions never taken:');
    const html = coverageHtml(r);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<table>');
    expect(html).not.toMatch(/<script|<link|src=|https?:/);
  });
});
