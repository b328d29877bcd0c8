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

  it('counts the arrows the compiled chart took, among the transitions xstate microsteps allow, step by step', () => {
    // Without `arrows`, coverage asks xstate once per (flow before, action, flow after): a fresh recorder
    // per step asks it every time. Its answer holds every transition whose states match a microstep (a
    // pass that stays in a window matches the window's arrow and its parents'); the chart's own record
    // holds the one it took.
    const asXstate = { ...megacorpModule, flow: { ...megacorpModule.flow, arrows: undefined } };
    let steps = 0;
    let roundTrips = 0;
    for (const seed of [2, 5, 7, 11]) {
      playCase(
        { revision: 'v1.7', seed, choices: [] },
        {
          policy: 'cautious',
          maxActions: 300,
          onStep: (before, action, after, events) => {
            const exact = new Coverage(megacorpModule);
            const truth = new Coverage(asXstate);
            exact.step(before, action, after, events);
            truth.step(before, action, after, events);
            const allowed = new Set(truth.transitions.keys());
            for (const id of exact.transitions.keys()) expect(allowed).toContain(id);
            expect(exact.transitions.size > 0).toBe(allowed.size > 0);
            steps++;
            // The steps a cache by states got wrong: a pass that goes out of its window and back (the
            // stack resolved, triggers routed) looks, by its states alone, like a pass that stays.
            if (
              JSON.stringify(before.flow) === JSON.stringify(after.flow) &&
              [...exact.transitions.keys()].some((id) => !id.endsWith('(stays)'))
            )
              roundTrips++;
          },
        },
      );
    }
    expect(steps).toBeGreaterThan(200);
    expect(roundTrips).toBeGreaterThan(0);
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

  it('drains what a worker recorded: merged where the search is counted, nothing left behind', () => {
    const whole = recorded(3).report();
    const worker = recorded(3);
    const counted = new Coverage(megacorpModule);
    counted.merge(worker.drain());
    expect(counted.report()).toEqual(whole);
    // Drained, the worker's recorder reaches nothing until it records again.
    const after = worker.report();
    expect(after.states.reached).toBe(0);
    expect(after.transitions.reached).toBe(0);
    expect(after.ruleKeys.fired).toEqual({});
    expect(after.ruleKeys.neverFired).toEqual(
      [...whole.ruleKeys.neverFired, ...Object.keys(whole.ruleKeys.fired)].sort(),
    );
    expect(worker.drain()).toEqual({ states: [], transitions: [], ruleKeys: [], steps: 0 });
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
