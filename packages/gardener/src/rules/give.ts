import { ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { isHero, player } from '../model/query.js';
import type { GameState, PlayerId } from '../model/state.js';
import { H } from './headings.js';
import { checkTurnPlayer } from './turn.js';
import { emit, type Tx, violation } from './tx.js';

/**
 * Definitions ► Give: a player may give items he owns to a player or to the Void, yet no turn step
 * lists giving (GA-25). Where the reading makes it an action, the player who turns gives one
 * reputation of his vault at a time, the only item he owns outside the zones whose moves the rules
 * fix (Playing ► Adventure ► Turn).
 */
export const GIVE = ruleSet('give', {
  notAnAction: {
    clause: H.definitions,
    summary: 'Giving is a verb of the definitions, not an action of the turn (GA-25).',
  },
  nothingToGive: { clause: H.definitions, summary: 'A player gives only reputation he holds in his vault.' },
  toWhom: { clause: H.definitions, summary: 'A player gives to another player or to the Void.' },
  frozen: {
    clause: H.freeze,
    summary: 'Where a freeze stops every action, frozen competitors may not give (GA-23).',
  },
  gives: { clause: H.definitions, summary: 'One reputation moves from the giver’s vault to the receiver.' },
});

/** Who may receive from this player: every other player, and the Void (null). */
export const receivers = (s: GameState, who: PlayerId): (PlayerId | null)[] => [
  ...s.seating.filter((p) => p !== who),
  null,
];

export function validateGive(s: GameState, a: ActionOf<'give'>): Violation | null {
  const turn = checkTurnPlayer(s, a.player);
  if (turn) return turn;
  const p = s.profile.parameters;
  if (p.giving === 'no-action')
    return violation(s, GIVE.notAnAction, 'no step of the turn gives', 'play, draw, swap or pass');
  if (s.adventure.frozen && p.freezeStops === 'every-action' && !isHero(s, a.player))
    return violation(s, GIVE.frozen, 'the competitors are frozen for this adventure', 'pass');
  if (a.to !== null && (a.to === a.player || !s.seating.includes(a.to)))
    return violation(
      s,
      GIVE.toWhom,
      `${a.player} cannot give to ${a.to}`,
      'give to another player or the Void',
    );
  if (player(s, a.player).vault < 1) return violation(s, GIVE.nothingToGive, `${a.player}'s vault is empty`);
  return null;
}

export function give(tx: Tx, a: ActionOf<'give'>): void {
  const from = tx.g.players.find((x) => x.id === a.player);
  if (!from) return;
  from.vault -= 1;
  const to = tx.g.players.find((x) => x.id === a.to);
  if (to) to.vault += 1;
  else tx.g.void += 1;
  tx.g.adventure.actedThisTurn = true;
  emit(tx, GIVE.gives, `${a.player} gives 1 reputation to ${a.to ?? 'the Void'}`, {
    player: a.player,
    amount: 1,
  });
}
