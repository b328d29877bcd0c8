import { canonicalJson, checkInvariants, replay } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  demoConfig,
  type GameState,
  INVARIANTS,
  legalActions,
  megacorpModule,
  newGame,
  playRandom,
} from '../src/index.js';

function start(seed: number, players?: string[]): GameState {
  const g = newGame(demoConfig(seed, undefined, players));
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state;
}

describe('seeded random games of legal actions', () => {
  const ruled = new Set<string>();
  const lengths: number[] = [];
  // Seeds whose random games include some long ones (every phase, healing, the End Phase), re-picked
  // when the legal actions change: the rulings below need a few games of six turns or more.
  for (const seed of [4, 6, 7, 8, 10]) {
    it(`seed ${seed}: runs to its end with every invariant holding after every action`, () => {
      const broken: string[] = [];
      const game = playRandom(start(seed), {
        seed,
        maxActions: 30_000,
        onStep: (next, prev, action, events) => {
          for (const e of events) ruled.add(e.type);
          const f = checkInvariants(INVARIANTS, next, prev, action);
          if (f.length) broken.push(...f.map((x) => `${x.invariant} (${x.clause}): ${x.message}`));
          return f.length ? 'broken' : undefined;
        },
      });
      expect(game.refused).toBeUndefined();
      expect(broken).toEqual([]);
      expect(game.final.result).not.toBeNull();
      lengths.push(game.final.turn.number);
    });
  }

  it('those games reach every phase and the rulings a designer would look for', () => {
    expect(lengths.filter((n) => n >= 6).length).toBeGreaterThanOrEqual(3);
    for (const key of [
      'accounting.cashflow',
      'buy.deployment-on-stack',
      'deploy.dock',
      'challenge.attacker-engages',
      'challenge.simultaneous',
      'divest.sale-pays-valuation',
      'end.heal',
      'winning.last-standing',
    ]) {
      expect([...ruled]).toContain(key);
    }
  });

  it('replaying the action log reproduces the final state exactly', () => {
    const initial = start(11);
    const game = playRandom(initial, { seed: 11, maxActions: 30_000 });
    const again = replay(megacorpModule.apply, initial, game.actions);
    expect(again.ok).toBe(true);
    if (again.ok) expect(canonicalJson(again.state)).toBe(canonicalJson(game.final));
  });

  it('the same seed and the same actions give the same game; another seed another game', () => {
    const a = playRandom(start(21), { seed: 21, maxActions: 2_000 });
    const b = playRandom(start(21), { seed: 21, maxActions: 2_000 });
    const c = playRandom(start(22), { seed: 22, maxActions: 2_000 });
    expect(canonicalJson(a.final)).toBe(canonicalJson(b.final));
    expect(canonicalJson(a.final)).not.toBe(canonicalJson(c.final));
  });

  it('every state survives a JSON round trip and stays playable', () => {
    const game = playRandom(start(31), { seed: 31, maxActions: 400 });
    const copy = JSON.parse(JSON.stringify(game.final)) as GameState;
    expect(copy).toEqual(game.final);
    expect(legalActions(copy)).toEqual(legalActions(game.final));
  });

  it('a four-player game passes priority clockwise and ends with invariants intact', () => {
    const broken: string[] = [];
    const game = playRandom(start(41, ['Ana', 'Nick', 'Olga', 'Piet']), {
      seed: 41,
      maxActions: 60_000,
      onStep: (next, prev, action) => {
        const f = checkInvariants(INVARIANTS, next, prev, action);
        broken.push(...f.map((x) => x.message));
        return f.length ? 'broken' : undefined;
      },
    });
    expect(game.refused).toBeUndefined();
    expect(broken).toEqual([]);
    expect(game.final.result).not.toBeNull();
  });
});

describe('atomicity: a refused action changes nothing', () => {
  it('every kind of refused action leaves the state deep-equal to its input', () => {
    const game = playRandom(start(51), { seed: 51, maxActions: 1_500 });
    let state = game.initial;
    let refusals = 0;
    const kinds = new Set<string>();
    for (const action of game.actions) {
      const snapshot = structuredClone(state);
      const legal = new Set(legalActions(state).map((a) => JSON.stringify(a)));
      for (const p of state.players) {
        const ids = Object.keys(state.cards).slice(0, 12);
        const probes: Action[] = [
          { type: 'pass', player: p.id },
          { type: 'sell', player: p.id, card: ids[0] ?? 'x' },
          {
            type: 'attack',
            player: p.id,
            attacker: ids[1] ?? 'x',
            target: { network: p.id, x: 0, y: 0 },
            trait: 'BQ',
          },
          { type: 'block', player: p.id, blockers: [ids[2] ?? 'x'] },
          { type: 'buy', player: p.id, card: ids[3] ?? 'x', at: { network: p.id, x: 5, y: 5 } },
          { type: 'produce', player: p.id, card: ids[4] ?? 'x', trait: 'IQ' },
          { type: 'pay-upkeep', player: p.id, card: ids[5] ?? 'x', pay: true },
          { type: 'sell', player: p.id, card: 'no-such-card' },
          { type: 'pass', player: 'Nobody' },
        ];
        for (const probe of probes) {
          if (legal.has(JSON.stringify(probe))) continue;
          const r = megacorpModule.apply(state, probe);
          if (!r.ok) {
            refusals++;
            kinds.add(probe.type);
            expect(r.violation.clause).not.toBe('?');
            expect(r.violation.message.length).toBeGreaterThan(0);
          }
          expect(state).toEqual(snapshot);
        }
      }
      const r = megacorpModule.apply(state, action);
      if (!r.ok) throw new Error(r.violation.message);
      state = r.state;
    }
    expect(refusals).toBeGreaterThan(100);
    expect([...kinds].sort()).toEqual(['attack', 'block', 'buy', 'pass', 'pay-upkeep', 'produce', 'sell']);
  });
});
