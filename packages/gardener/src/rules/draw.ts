import { ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { isHero, player } from '../model/query.js';
import type { GameState } from '../model/state.js';
import { H } from './headings.js';
import { checkTurnPlayer } from './turn.js';
import { emit, type Tx, violation } from './tx.js';

export const DRAW = ruleSet('draw', {
  draw: { clause: H.drawCard, summary: 'The turn player may move the top card of his stash to his ops.' },
  emptyStash: { clause: H.definitions, summary: 'A player with an empty stash has nothing to draw.' },
  perTurn: {
    clause: H.drawCard,
    summary: 'A turn draws at most as many cards as the reading allows (GA-16).',
  },
  frozen: {
    clause: H.freeze,
    summary: 'Where a freeze stops every action, frozen competitors may not draw (GA-23).',
  },
});

export function validateDraw(s: GameState, a: ActionOf<'draw'>): Violation | null {
  const turn = checkTurnPlayer(s, a.player);
  if (turn) return turn;
  const p = s.profile.parameters;
  if (s.adventure.frozen && p.freezeStops === 'every-action' && !isHero(s, a.player))
    return violation(s, DRAW.frozen, 'the competitors are frozen for this adventure', 'pass');
  if (player(s, a.player).stash.length === 0)
    return violation(s, DRAW.emptyStash, `${a.player}'s stash is empty`);
  if (p.drawsPerTurn > 0 && s.adventure.drawsThisTurn >= p.drawsPerTurn)
    return violation(
      s,
      DRAW.perTurn,
      `${a.player} has drawn ${s.adventure.drawsThisTurn} card(s) this turn`,
      'pass',
    );
  return null;
}

export function draw(tx: Tx, a: ActionOf<'draw'>): void {
  const p = tx.g.players.find((x) => x.id === a.player);
  const top = p?.stash[0];
  if (!p || top === undefined) return;
  p.stash.shift();
  p.ops.push(top);
  tx.g.adventure.drawsThisTurn += 1;
  tx.g.adventure.actedThisTurn = true;
  emit(tx, DRAW.draw, `${a.player} draws a card`, { player: a.player });
}
