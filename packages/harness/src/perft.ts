/**
 * Perft: the number of legal action sequences of a given length from a position, the rules' own
 * answer to "how many ways". Any change to what is legal anywhere in the first moves changes a count;
 * the committed table of counts per position, revision and depth catches it.
 */
import type { ClauseMap, GameAction, GameModule, LoggedEvent } from '@arbiter/core';
import { startFrom } from './play.js';

/** The legal action sequences of exactly `depth` actions from `state` (a finished game ends a sequence early). */
export function perft<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  state: S,
  depth: number,
): number {
  if (depth === 0 || module.result(state) !== null) return 1;
  let total = 0;
  for (const action of module.legalActions(state)) {
    const r = module.apply(state, action);
    if (!r.ok)
      throw new Error(
        `perft: the legal action "${module.describeAction(state, action)}" was refused (${r.violation.key})`,
      );
    total += depth === 1 ? 1 : perft(module, r.state, depth - 1);
  }
  return total;
}

/**
 * Where perft starts for a game: the module's small exploration game when it has one and it is under
 * this revision, else its random config from the seed; set up until the first decision.
 */
export function perftStart<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  profile: R,
  seed: number,
): S {
  const small = module.play.smallConfig?.() as (Cfg & { profile?: unknown }) | undefined;
  const config =
    small !== undefined && typeof small === 'object' && 'profile' in small
      ? ({ ...small, profile } as Cfg)
      : module.play.randomConfig(seed, profile);
  return startFrom(module, config).state;
}

/**
 * Counts at depths 1..`depth`, in one walk: `counts[i]` is the number of sequences of `i + 1` actions
 * (a sequence that ends the game early counts at every deeper depth, as `perft` counts it).
 */
export function perftCounts<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  profile: R,
  seed: number,
  depth: number,
): number[] {
  const counts = new Array<number>(depth).fill(0);
  const walk = (state: S, level: number): void => {
    if (level === depth) return;
    if (module.result(state) !== null) {
      for (let d = level; d < depth; d++) counts[d] = (counts[d] ?? 0) + 1;
      return;
    }
    for (const action of module.legalActions(state)) {
      const r = module.apply(state, action);
      if (!r.ok)
        throw new Error(
          `perft: the legal action "${module.describeAction(state, action)}" was refused (${r.violation.key})`,
        );
      counts[level] = (counts[level] ?? 0) + 1;
      walk(r.state, level + 1);
    }
  };
  walk(perftStart(module, profile, seed), 0);
  return counts;
}

/** One row of the committed table: a position (game, seed), a revision, a depth and its count. */
export interface PerftEntry {
  readonly game: string;
  readonly seed: number;
  readonly revision: string;
  readonly depth: number;
  readonly count: number;
}
