import { type Action, ANSWER_FIRST, type GameState, type PendingDecision } from '@arbiter/megacorp';

/**
 * Refusals that say a step is not yet at its point: the player does not hold priority, the phase or
 * window for that kind of step has not come, or a question comes first (an offered trigger, which the
 * runner takes implicitly as before any step). Before any step the game moves on through these, as a
 * player waits for his turn to act; any other refusal is the rules' answer to the step itself.
 */
export const NOT_YET_KEYS: ReadonlySet<string> = new Set([
  'turn.not-now',
  ...Object.values(ANSWER_FIRST),
  'stack.trigger-offered',
  'priority.holder-only',
  'priority.no-window',
  'buy.needs-priority',
  'buy.assets-in-own-buy-phase',
  'ability.needs-priority',
  'produce.when-allowed',
  'challenge.declare-timing',
  'challenge.block-timing',
  'challenge.retaliation-timing',
  'divest.only-in-divest-phase',
]);

/** The question each answering step answers. */
const ANSWERS: Partial<Record<Action['type'], PendingDecision['kind']>> = {
  move: 'move',
  order: 'order-open-market',
  dock: 'dock',
};

/**
 * Whether a refusal only says the step's point has not come yet: a not-yet rule, or an answer (a
 * move, an order, a docking) to a question the game has not asked that player yet.
 */
export function notYet(s: GameState, action: Action, key: string): boolean {
  if (NOT_YET_KEYS.has(key)) return true;
  const question = action.type === 'order' && action.abilities ? 'order-triggers' : ANSWERS[action.type];
  if (question === undefined) return false;
  return !s.pending.some((p) => p.kind === question && p.player === action.player);
}
