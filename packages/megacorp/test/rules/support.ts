import { type Draft, edit } from '@arbiter/core';
import { type BuiltState, buildState, type StateSpec } from '../../src/build/state.js';
import type { GameEvent } from '../../src/model/event.js';
import type { GameState } from '../../src/model/state.js';
import type { RuleParameters } from '../../src/revisions/profile.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { type Tx, transact } from '../../src/rules/tx.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';

/** A state from a description, over the test card pool. */
export function given(
  spec: Omit<StateSpec, 'library'>,
): BuiltState & { id: (name: string, i?: number) => string } {
  const built = buildState({ library: TEST_LIBRARY, ...spec });
  const id = (name: string, i = 0): string => {
    const found = built.ids[name]?.[i];
    if (!found) throw new Error(`no card "${name}" #${i} in the description`);
    return found;
  };
  return { ...built, id };
}

/** Runs a rule effect and returns the new state and its events. */
export function run(s: GameState, fn: (tx: Tx) => void): { state: GameState; events: GameEvent[] } {
  return transact(s, fn);
}

/** Edits a built state where the description language cannot say it (e.g. a card controlled from another network). */
export function patch(s: GameState, fn: (g: Draft<GameState>) => void): GameState {
  return edit(s, fn);
}

/** The clauses the events cite, in order. */
export function clauses(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.citation.clause);
}

export function keys(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}

/** Ana (business at 0,0, Raamaa at 1,0) against Nick (business at 0,0, Illithis at 1,0). */
export const ANA_NETWORK = [
  { x: 0, y: 0, cards: ['Ana Corp'] },
  { x: 1, y: 0, cards: ['Raamaa'] },
] as const;
export const NICK_NETWORK = [
  { x: 0, y: 0, cards: ['Nick Corp'] },
  { x: 1, y: 0, cards: ['Illithis'] },
] as const;

export const BUY_MAIN = { turn: { buy: { main: 'open' } } } as const;
export const DIVEST_MAIN = { turn: { divest: { main: 'open' } } } as const;
export const UPKEEP = { turn: { accounting: 'upkeep' } } as const;

/** The subject of each event: its rule key, then the player and the card it names. */
export function subjects(events: readonly GameEvent[]): [string, string | null, string | null][] {
  return events.map((e) => [e.type, e.player ?? null, e.card ?? null]);
}

/** V1.7 with some parameters read otherwise: the profile a test of one parameter's reading runs under. */
export function reading(over: Partial<RuleParameters>): typeof V1_7 {
  return { ...V1_7, parameters: { ...V1_7.parameters, ...over } };
}
