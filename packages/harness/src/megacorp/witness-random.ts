/**
 * Witnesses by random play, for predicates too deep for breadth-first search: seeded games of the
 * cautious player from the small game's first turn until one reaches a position where the predicate
 * holds, then the game shrunk (actions dropped, in chunks and then one by one, while what is left is
 * still legal from the start and still reaches the predicate). The result is 1-minimal: no single
 * action can be dropped, though a shorter witness may exist elsewhere.
 */
import { type Action, type GameState, megacorpModule, playRandom } from '@arbiter/megacorp';
import { chunkSeed } from '../random-play.js';
import { checkPlayers, holds, type Predicate } from './predicate.js';
import type { ExploreConfig } from './small-game.js';
import { type Witness, witnessStart } from './witness.js';

export interface RandomWitnessOptions {
  readonly config?: ExploreConfig;
  /** Games tried at most (default 200). */
  readonly games?: number;
  /** Game g is played from `chunkSeed(seed, g)` (default 1). */
  readonly seed?: number;
  /** Actions per game at most (default 400). */
  readonly maxActionsPerGame?: number;
}

export interface RandomWitnessSearch {
  readonly witness: Witness | null;
  /** Games played until one reached the predicate (all of them when none did). */
  readonly games: number;
  /** Actions of the game that reached it, before shrinking. */
  readonly found: number;
  /** Positions visited: by the games and by the shrinking's replays. */
  readonly visited: number;
}

/**
 * The positions `actions` lead through from `start`, up to the first where the predicate holds;
 * null when an action is refused or the predicate never holds.
 */
export function replayToPredicate(
  p: Predicate,
  start: GameState,
  actions: readonly Action[],
): { states: GameState[]; actions: Action[] } | null {
  const states = [start];
  if (holds(p, start)) return { states, actions: [] };
  let s = start;
  for (let i = 0; i < actions.length; i++) {
    const r = megacorpModule.apply(s, actions[i] as Action);
    if (!r.ok) return null;
    s = r.state;
    states.push(s);
    if (holds(p, s)) return { states, actions: actions.slice(0, i + 1) };
  }
  return null;
}

/**
 * Drops actions while the rest still reaches the predicate from `start`: chunks of halving size,
 * then single actions, until no single action can go (delta debugging's 1-minimality).
 */
export function shrinkWitness(
  p: Predicate,
  start: GameState,
  actions: readonly Action[],
  onReplay: (actions: number) => void = () => {},
): Action[] {
  let best = replayToPredicate(p, start, actions)?.actions;
  if (!best) throw new RangeError('shrinkWitness needs actions that reach the predicate');
  for (let size = Math.max(1, Math.floor(best.length / 2)); ; size = Math.max(1, Math.floor(size / 2))) {
    let dropped = false;
    for (let at = 0; at < best.length; ) {
      const candidate = [...best.slice(0, at), ...best.slice(at + size)];
      const r = replayToPredicate(p, start, candidate);
      onReplay(r ? r.actions.length : candidate.length);
      if (r) {
        best = r.actions;
        dropped = true;
      } else at += size;
    }
    if (size === 1 && !dropped) return best;
  }
}

/** Seeded random games from the small game's first turn until one reaches the predicate; shrunk. */
export function findWitnessRandom(p: Predicate, options: RandomWitnessOptions = {}): RandomWitnessSearch {
  const start = witnessStart(options.config);
  checkPlayers(
    p,
    start.players.map((x) => x.id),
  );
  const games = options.games ?? 200;
  let visited = 1;
  if (holds(p, start))
    return { witness: { start, actions: [], states: [start], visited }, games: 0, found: 0, visited };
  for (let g = 0; g < games; g++) {
    const played = playRandom(start, {
      seed: chunkSeed(options.seed ?? 1, g),
      maxActions: options.maxActionsPerGame ?? 400,
      onStep: (next) => (holds(p, next) ? 'reached' : undefined),
    });
    visited += played.actions.length;
    if (played.stopped !== 'reached') continue;
    const actions = shrinkWitness(p, start, played.actions, (n) => {
      visited += n;
    });
    const path = replayToPredicate(p, start, actions) as NonNullable<ReturnType<typeof replayToPredicate>>;
    return {
      witness: { start, actions: path.actions, states: path.states, visited },
      games: g + 1,
      found: played.actions.length,
      visited,
    };
  }
  return { witness: null, games, found: 0, visited };
}
