import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { megacorpModule } from '@arbiter/megacorp';
import { afterEach, describe, expect, it } from 'vitest';
import { exploreAcross, explore as genericExplore, serveExpansions } from '../src/generic.js';
import { type ExploreOptions, megacorpSearch } from '../src/megacorp/index.js';
import { crashOnAttack, produceDrainsPool } from './helpers.js';

// The workers serve on this thread, over message channels: the same messages, structured-cloned, as
// between threads, with the test's engine seams (a planted bug) in reach.
const open: MessagePort[] = [];
afterEach(() => {
  for (const p of open.splice(0)) p.close();
});

function across(options: ExploreOptions, workers: number) {
  const search = megacorpSearch(options);
  const ports = Array.from({ length: workers }, () => {
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    serveExpansions(megacorpModule, search, port2);
    return port1;
  });
  return exploreAcross(megacorpModule, search, ports);
}

/** Everything a summary says but its timings; counterexamples by their title and steps. */
function said(s: ReturnType<typeof genericExplore>) {
  const { elapsedMs: _e, statesPerSecond: _r, coverage, violations, ...rest } = s;
  return {
    ...rest,
    coverage: coverage.report(),
    violations: violations.map((v) => ({ title: v.title, text: v.text })),
  };
}

async function sameAsOneThread(options: ExploreOptions, workers: number[] = [1, 2, 3]) {
  const one = said(genericExplore(megacorpModule, megacorpSearch(options)));
  for (const n of workers) expect(said(await across(options, n)), `${n} workers`).toEqual(one);
  return one;
}

describe('explore across workers: the one-thread search, whatever the number of workers', () => {
  it('breadth-first to a depth: the same states in the same order (records), actions, leaves and coverage', async () => {
    const one = await sameAsOneThread({ maxDepth: 7, records: true, stats: true });
    expect(one.complete).toBe(true);
    expect(one.states).toBeGreaterThan(1500);
    expect(one.coverage.transitions.reached).toBeGreaterThan(20);
  }, 120_000);

  it('a state budget cuts the search at the same state, with the same states left unexpanded', async () => {
    const one = await sameAsOneThread({ maxDepth: 12, maxStates: 1500, records: true });
    expect(one.complete).toBe(false);
    expect(one.states).toBe(1500);
  }, 120_000);

  it('turn by turn past the end of turn 1 (no productions): the same positions begin turn 2', async () => {
    const one = await sameAsOneThread(
      {
        order: 'turns',
        maxDepth: 1000,
        maxTurns: 1,
        production: 'none',
        maxStates: 6000,
        endPositions: true,
        stats: true,
      },
      [2],
    );
    expect(one.stats?.byTurn[0]?.turn).toBe(1);
  }, 120_000);

  it('a planted bug (producing drains the pool): the same counterexamples, found at the same states', async () => {
    const one = await sameAsOneThread({ maxDepth: 8, applyFn: produceDrainsPool, maxViolations: 3 }, [2]);
    expect(one.violations.length).toBeGreaterThan(0);
    expect(one.violations[0]?.title).toMatch(/trait pool/i);
  }, 120_000);

  it('a planted crash (an attack throws): the same crash reported, and the turn it hides left open', async () => {
    const one = await sameAsOneThread(
      {
        maxDepth: 1000,
        maxTurns: 1,
        order: 'turns',
        production: 'none',
        applyFn: crashOnAttack,
        maxViolations: 5,
        maxStates: 8000,
      },
      [2],
    );
    expect(one.violations.map((v) => v.title)).toEqual(['Harness counterexample: engine error']);
    // Written as a scenario ending in the attack that crashed.
    expect(one.violations[0]?.text).toMatch(/\n {2}(Ana|Nick) attacks [^\n]+\n/);
    expect(one.turnsComplete).toBe(0);
  }, 120_000);

  it('refuses what needs one order of expansion, and says to explore on one thread', async () => {
    await expect(across({ maxDepth: 3, partialOrder: 'sleep-sets' }, 2)).rejects.toThrow(
      /sleep sets.*one thread/,
    );
    await expect(across({ maxDepth: 3, onState: () => {} }, 2)).rejects.toThrow(/onState/);
  });
});
