import { seedRng } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  buildState,
  cautiousChooser,
  cautiousConsidered,
  type GameState,
  hasLegalAction,
  legalActions,
  megacorpModule,
  newGame,
  type PlayerSpec,
  playRandom,
  priorityPass,
} from '../../src/index.js';
import { BUILT_IN_PROFILES } from '../../src/revisions/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { buyPrice, leavesReserve } from '../../src/rules/buy.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';

/**
 * The cautious player is handed only the legal actions it weighs first (issue 16): every action but
 * the buys that would leave it under its reserve of M. Its games must be the games it played when it
 * was handed every legal action, and the shorter listing must be exactly that list without those buys.
 */

interface SeededGame {
  readonly revision: string;
  readonly seed: number;
  readonly states: readonly GameState[];
  readonly actions: readonly Action[];
}

/** The start of a seeded game with the demo decks. */
function startOf(profile: RevisionProfile, seed: number): GameState {
  const start = newGame(megacorpModule.play.randomConfig(seed, profile));
  if (!start.ok) throw new Error('the demo decks are illegal');
  return start.state;
}

/** Every state of a few seeded games with the demo decks under each built-in revision. */
function visitedStates(): SeededGame[] {
  return BUILT_IN_PROFILES.flatMap((profile) =>
    [11, 12, 13].map((seed) => {
      const first = startOf(profile, seed);
      const { actions } = playRandom(first, { seed, maxActions: 400 });
      const states = [first];
      for (const a of actions) {
        const r = apply(states[states.length - 1] as GameState, a);
        if (!r.ok) throw new Error(r.violation.message);
        states.push(r.state);
      }
      return { revision: profile.id, seed, states, actions };
    }),
  );
}

/** A Buy Phase window of Ana's turn between Ana and Nick, each with a business and what `players` add. */
function buyPhase(ana: Partial<PlayerSpec>, nick: Partial<PlayerSpec> = {}): GameState {
  return buildState({
    library: TEST_LIBRARY,
    profile: V1_7,
    turn: 5,
    flow: { turn: { buy: { main: 'open' } } },
    players: [
      { id: 'ana', network: [{ x: 0, y: 0, cards: ['Ana Corp'] }], ...ana },
      { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }], ...nick },
    ],
  }).state;
}

const GAMES = visitedStates();

const withinReserve = (s: GameState, reserve: number) => (a: Action) =>
  a.type !== 'buy' || leavesReserve(s, a.player, buyPrice(s, a.card), reserve);

describe('the legal actions within a reserve of M', () => {
  it('are every legal action but the buys whose price leaves the buyer under the reserve', () => {
    let left = 0;
    let kept = 0;
    for (const { states } of GAMES)
      for (const s of states)
        for (const reserve of [0, 3, 7]) {
          const all = legalActions(s);
          const within = legalActions(s, { reserve });
          expect(within).toEqual(all.filter(withinReserve(s, reserve)));
          // Conceding (1.2.10.3) is asked for on its own, reserve or not.
          const concessions = legalActions(s, { includeConcede: true }).slice(all.length);
          expect(legalActions(s, { reserve, includeConcede: true })).toEqual([...within, ...concessions]);
          const buys = (l: readonly Action[]) => l.filter((a) => a.type === 'buy').length;
          left += buys(all) - buys(within);
          kept += buys(within);
        }
    // Both sides of the reserve occur, so the comparison above judged buys left out and buys kept.
    expect(left).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });

  it('whether anyone may act, and the pass, agree with listing every action, priority held or not', () => {
    let withoutPriority = 0;
    for (const { states } of GAMES)
      for (const s of states) {
        expect(hasLegalAction(s), JSON.stringify(s.flow)).toBe(legalActions(s).length > 0);
        expect(priorityPass(s)).toEqual(legalActions(s).find((a) => a.type === 'pass'));
        if (!s.priority) withoutPriority++;
      }
    expect(withoutPriority).toBeGreaterThan(0);
    // Priority held by a player who has lost is no pass of his (1.2.8): the answer comes from the list.
    const s = buyPhase({}, { lost: true });
    const heldByTheLoser: GameState = { ...s, priority: { holder: 'nick', passes: 0 } };
    expect(priorityPass(heldByTheLoser)).toBeUndefined();
    expect(hasLegalAction(heldByTheLoser)).toBe(legalActions(heldByTheLoser).length > 0);
  });
});

describe('the cautious player handed what it weighs first', () => {
  it('plays the same games as when handed every legal action, under every revision', () => {
    for (const { revision, seed, states, actions } of GAMES) {
      const everyAction = playRandom(states[0] as GameState, {
        seed,
        maxActions: 400,
        engine: { legalActions: (s) => legalActions(s) },
      });
      expect(everyAction.actions, `${revision} seed ${seed}`).toEqual(actions);
    }
  });

  it('chooses in each state what it chooses from every legal action, for any dice', () => {
    for (const { states } of GAMES)
      for (const s of states.filter((_, i) => i % 5 === 0)) {
        if (s.result) continue;
        for (const dice of [1, 2]) {
          const fromAll = cautiousChooser(s, legalActions(s), seedRng(dice))[0];
          const fromConsidered = cautiousChooser(s, cautiousConsidered(s), seedRng(dice), apply, (x) =>
            legalActions(x),
          )[0];
          expect(fromConsidered).toEqual(fromAll);
        }
      }
  });

  it('when everything it was handed loses, buys past its reserve from every legal action', () => {
    // Raamaa costs 4 M and 1 BQ: with 5 M it leaves less than the reserve, and buying it loses nothing.
    const s = buyPhase({ money: 5, pools: { BQ: 3 }, hand: ['Raamaa'] });
    const buys = legalActions(s).filter((a) => a.type === 'buy');
    expect(buys.length).toBeGreaterThan(0);
    expect(cautiousConsidered(s).some((a) => a.type === 'buy')).toBe(false);
    // Handed only a losing action (conceding, 1.2.10.3), it looks for another among every legal action.
    const concede: Action = { type: 'concede', player: 'ana' };
    const [chosen] = cautiousChooser(s, [concede], seedRng(1), apply, (x) => legalActions(x));
    expect(buys).toContainEqual(chosen);
    // Without `everyLegal`, what it was handed is all it has.
    expect(cautiousChooser(s, [concede], seedRng(1), apply)[0]).toBe(concede);
  });
});
