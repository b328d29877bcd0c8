import { parse } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import { explore, fuzz } from '../src/megacorp/index.js';
import { doubleChargeOnBuy, produceDrainsPool } from './helpers.js';

/**
 * The harness can fail: bugs planted on purpose (through the `applyFn` seam, never in the engine) are
 * found, shrunk and written as short scenarios.
 */
describe('the harness finds a planted bug', () => {
  it('fuzzing finds a purchase charged twice and shrinks it to a scenario of a few steps', () => {
    const s = fuzz({
      games: 40,
      seed: 1,
      revisions: ['v1.7'],
      policy: 'uniform',
      maxActionsPerGame: 300,
      applyFn: doubleChargeOnBuy,
      stopOnViolation: true,
      shrinkTimeSeconds: 4,
    });
    expect(s.violations).toHaveLength(1);
    const [v] = s.violations;
    if (!v) return;
    expect(v.failure.kind).toBe('invariant');
    expect(v.text).toContain('# Broken: money never negative (1.2.6.1)');
    expect(v.text).toMatch(/fast-check seed \d+, path "[\d:]+"/);
    expect(v.reproduced).toBe(true);
    expect(v.steps).toBeGreaterThanOrEqual(1);
    // A few steps, and the passes that draw the cards the purchases name: the runner binds a step's
    // names before it moves on, so those passes stay written.
    expect(v.steps).toBeLessThanOrEqual(12);
    expect(v.origin).toMatchObject({ kind: 'fuzz', revision: 'v1.7', policy: 'uniform' });
    if (v.origin.kind === 'fuzz') expect(v.origin.choices.length).toBeLessThanOrEqual(v.origin.found ?? 0);
    expect(parse(v.text, v.fileName).diagnostics).toEqual([]);
    expect(v.text).toMatch(
      /\ngiven\n[\s\S]*\nwhen\n[\s\S]*\n {2}(Ana|Nick) buys [^\n]+\nthen\n[\s\S]*money 0\n$/,
    );
  });

  it('exploration finds a trait pool drained below zero on the shortest path', () => {
    const s = explore({ maxDepth: 8, applyFn: produceDrainsPool });
    expect(s.complete).toBe(false);
    const [v] = s.violations;
    expect(v?.failure.kind).toBe('invariant');
    expect(v?.text).toContain('trait pools never negative');
    expect(v?.reproduced).toBe(true);
    expect(v?.steps).toBeLessThanOrEqual(3);
    expect(v?.text).toMatch(/\n {2}(Ana|Nick) produces BQ with [^\n]+\n/);
    expect(v?.text).toMatch(/\n {2}(Ana|Nick) pool BQ 0\n/);
    expect(parse(v?.text ?? '', 'x.scenario').diagnostics).toEqual([]);
  });
});
