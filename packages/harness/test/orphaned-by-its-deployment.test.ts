import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Action, apply, type GameState, megacorpModule, player } from '@arbiter/megacorp';
import {
  megacorpDialect,
  oneGame,
  parse,
  runGameText,
  runScenarioText,
  type ScenarioDialect,
} from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import {
  engineOf,
  type FailingRun,
  type MegacorpInvariant,
  writeCounterexample,
} from '../src/megacorp/index.js';

/**
 * Issue 13's fuzz finding, end to end: Sapper docked beside a Scrap Drone token and, under Ed 3.0, its
 * own "when deployed" effect destroyed the token linking it to the business in the same action. The
 * invariant as it stood then judged docking at the end of the action. Planted again here (never in the
 * engine), it breaks at the step that resolves the deployment; the counterexample written for it names
 * the targets as the grammar reads them and states Sapper's ability, so the runner replays it to the
 * same breach.
 */

const here = dirname(fileURLToPath(import.meta.url));
const SCENARIO = resolve(
  here,
  '../../../scenarios/megacorp/07-abilities/tokens/a-deployment-that-orphans-itself.scenario',
);

const loader = {
  read: (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
  resolve: (from: string, rel: string) => resolve(dirname(from), rel),
};

/** The invariant before the fix: a pile whose top card is new must be docked once the action is over. */
const dockedAtTheEnd: MegacorpInvariant = {
  name: 'test: a card that entered is docked when the action ends',
  clause: '3.7.1',
  check: (s, prev) => {
    if (!prev) return null;
    for (const p of s.players) {
      const was = new Set(player(prev, p.id).network.map((q) => `${q.cards[0]}@${q.x},${q.y}`));
      const linked = connected(s, p.id);
      for (const pile of p.network)
        if (!was.has(`${pile.cards[0]}@${pile.x},${pile.y}`) && !linked.has(`${pile.x},${pile.y}`))
          return `${s.cards[pile.cards[0] as string]?.name} entered ${p.id}'s network at ${pile.x},${pile.y} undocked`;
    }
    return null;
  },
};

/** Spaces linked to the business through occupied spaces (3.7.1.2). */
function connected(s: GameState, network: string): Set<string> {
  const piles = player(s, network).network;
  const occupied = new Set(piles.map((q) => `${q.x},${q.y}`));
  const business = piles.find(
    (q) => s.library[s.cards[q.cards[0] as string]?.name ?? '']?.type === 'business',
  );
  const seen = new Set<string>();
  const queue = business ? [`${business.x},${business.y}`] : [];
  for (const k of queue) seen.add(k);
  while (queue.length > 0) {
    const [x, y] = (queue.shift() as string).split(',').map(Number) as [number, number];
    for (const n of [`${x + 1},${y}`, `${x - 1},${y}`, `${x},${y + 1}`, `${x},${y - 1}`])
      if (occupied.has(n) && !seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
  }
  return seen;
}

const planted: ScenarioDialect = {
  ...megacorpDialect,
  module: { ...megacorpDialect.module, invariants: [...megacorpModule.invariants, dockedAtTheEnd] },
} as ScenarioDialect;

describe('a card orphaned by its own deployment (issue 13)', () => {
  const ran = runScenarioText(readFileSync(SCENARIO, 'utf8'), SCENARIO, { loader });
  const scenario = ran.scenarios.find((r) => r.revision === 'ed3.0-fr');
  const start = scenario?.initial as GameState;

  // Ana plays Sapper at 1,-2 targeting the drone at 0,-1, then both players pass: the deployment resolves.
  const ana = player(start, 'Ana');
  const sapper = ana.hand[0] as string;
  const link = ana.network.find((q) => q.x === 0 && q.y === -1)?.cards[0] as string;
  const actions: Action[] = [
    { type: 'buy', player: 'Ana', card: sapper, at: { network: 'Ana', x: 1, y: -2 }, targets: [link] },
    { type: 'pass', player: 'Ana' },
    { type: 'pass', player: 'Nick' },
  ];
  const states = [start];
  for (const a of actions) {
    const r = apply(states[states.length - 1] as GameState, a);
    if (!r.ok) throw new Error(r.violation.message);
    states.push(r.state);
  }
  const last = states[states.length - 1] as GameState;
  const before = states[states.length - 2] as GameState;

  it('passes as shipped, and breaks the invariant as it stood when the deployment resolves', () => {
    expect(scenario?.status).toBe('passed');
    expect(start).toBeDefined();
    expect(dockedAtTheEnd.check(last, before, actions[2])).toBe(
      "Sapper entered Ana's network at 1,-2 undocked",
    );
    for (const inv of megacorpModule.invariants)
      expect(inv.check(last, before, actions[2]), inv.name).toBeNull();
  });

  it('is written as a counterexample that parses, states Sapper and replays to the same breach', () => {
    const engine = engineOf({ invariants: [...megacorpModule.invariants, dockedAtTheEnd] });
    const failures = [
      {
        invariant: dockedAtTheEnd.name,
        clause: '3.7.1',
        message: "Sapper entered Ana's network at 1,-2 undocked",
      },
    ];
    const run: FailingRun = {
      states,
      actions,
      failure: { kind: 'invariant', step: actions.length - 1, action: actions[2] as Action, failures },
    };
    const c = writeCounterexample(run, { kind: 'test', note: 'issue 13' }, engine);
    expect(parse(c.text, c.fileName).diagnostics).toEqual([]);
    expect(c.text).toContain('    when deployed: put a -1 BQ counter on target character\n');
    // The drones are tokens in the file too: the one destroyed ceases to exist (7.9.4).
    expect(c.text).toMatch(/\n {2}character "Scrap Drone" [^\n]* token\n/);
    expect(c.text).toContain('\n  Ana buys "Sapper" at 1,-2 targeting drone1\n');
    const replay = runGameText(oneGame(planted), c.text, c.fileName, { loader });
    const [r] = replay.scenarios;
    expect(r?.failures[0]?.message).toMatch(
      /^the step breaks an invariant: test: a card that entered is docked/,
    );
  });

  it('breaks where the runner moves on by itself, when the file leaves the passes to it', () => {
    // The corpus scenario without its two passes: the anchor passes for the players.
    const text = readFileSync(SCENARIO, 'utf8').replace('  Ana passes\n  Nick passes\n', '');
    const lines = text.split('\n');
    const anchor = lines.findIndex((l) => l.startsWith('  at turn 5 challenge'));
    const ran = runGameText(oneGame(planted), text, SCENARIO, { loader }).scenarios;
    const r = ran.find((x) => x.revision === 'ed3.0-fr');
    // V1.7 stacks Sapper's effect: the drone dies at a later pass, once Sapper had been judged.
    expect(ran.find((x) => x.revision === 'v1.7')?.status).toBe('passed');
    expect(r?.status).toBe('failed');
    expect(r?.failures[0]?.range.start.line).toBe(anchor);
    expect(r?.failures[0]?.message).toBe(
      "moving on by itself (Nick passes), the game breaks an invariant: test: a card that entered is docked when the action ends (3.7.1): Sapper entered Ana's network at 1,-2 undocked",
    );
  });
});
