import { type Action, acceptedEvents, type GameState, legalActions } from '@arbiter/megacorp';

/**
 * The move the runner makes on its own when a step cannot be taken yet: the first priority pass among
 * the legal actions, else keeping the defending card in the challenge (5.4.1.6); undefined when the
 * game waits for a real decision. Callers have checked there is no result and no pending decision.
 *
 * Same answer as `legalActions(s).find(pass) ?? legalActions(s).find(defender stays)`, without
 * enumerating every legal action for the common case: `legalActions` lists a pass only for the
 * priority holder, when the chart takes `pass` where the state stands and the holder is still in the
 * game, so that pass is the only one it can list. Enumerating everything (every buy on every docking
 * space in a Buy Phase window) was a sixth of a corpus run, spent on passes that never needed it.
 * `test/run/implicit.test.ts` checks both answers agree on every state the corpus reaches.
 */
export function implicitAction(s: GameState): Action | undefined {
  const holder = s.priority?.holder;
  if (
    holder !== undefined &&
    acceptedEvents(s.flow).has('pass') &&
    s.players.some((p) => p.id === holder && !p.lost)
  )
    return { type: 'pass', player: holder };
  return legalActions(s).find((a) => a.type === 'defender-leaves' && !a.leave);
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
