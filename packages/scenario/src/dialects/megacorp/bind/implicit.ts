import { type Action, type GameState, legalActions, priorityPass } from '@arbiter/megacorp';

/**
 * The move the runner makes on its own when a step cannot be taken yet: the first priority pass among
 * the legal actions, else keeping the defending card in the challenge (5.4.1.6); undefined when the
 * game waits for a real decision. Callers have checked there is no result and no pending decision.
 *
 * Same answer as `legalActions(s).find(pass) ?? legalActions(s).find(defender stays)`, without
 * enumerating every legal action for the common case (`priorityPass`): enumerating everything (every
 * buy on every docking space in a Buy Phase window) was a sixth of a corpus run, spent on passes that
 * never needed it. `test/run/implicit.test.ts` checks both answers agree on every state the corpus
 * reaches.
 */
export function implicitAction(s: GameState): Action | undefined {
  return priorityPass(s) ?? legalActions(s).find((a) => a.type === 'defender-leaves' && !a.leave);
}

/**
 * One move the runner makes by itself: a priority pass, keeping the defending card in the challenge
 * (5.4.1.6), or resolving a triggered ability its controller could decline (D-AUTO-OPTIONAL: declining
 * is written, `Ana chooses nothing`). Undefined when the game needs a real decision.
 */
export function runnerMove(s: GameState): Action | undefined {
  const trigger = s.pending[0];
  if (!s.result && trigger?.kind === 'trigger')
    return { type: 'choose', player: trigger.player, cards: [trigger.item.source] };
  if (s.result || s.pending.length > 0) return undefined;
  return implicitAction(s);
}
