import type { ClauseMap } from './citation.js';
import type { GameAction, GameModule, LoggedEvent } from './module.js';
import type { Violation } from './result.js';

/**
 * Why a player may not take `candidate` now: the rule key and clause of the first rule the engine
 * finds it breaks, or null when the engine accepts it. Any action a player might try, legal or not,
 * well formed or not: the answer is the engine's own refusal, so it cannot disagree with play.
 */
export function explainIllegal<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  state: S,
  candidate: A,
): Violation | null {
  const r = module.apply(state, candidate);
  return r.ok ? null : r.violation;
}
