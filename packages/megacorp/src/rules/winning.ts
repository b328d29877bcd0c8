import { activePlayers, parametersOf, player } from '../model/query.js';
import type { GameState, PlayerId } from '../model/state.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';
import { playerDraft } from './zones.js';

export const WINNING = ruleSet('winning', {
  noMoneyAtEndOfTurn: { clause: '1.2.10.1', summary: 'A player with 0 M at the end of a turn loses.' },
  businessLost: { clause: '1.2.10.2', summary: 'A player whose business is lost loses at once.' },
  businessDestroyed: { clause: '1.2.10.2.1', summary: 'A destroyed business counts as lost.' },
  businessBought: { clause: '1.2.10.2.2', summary: 'A business bought by another player counts as lost.' },
  concede: { clause: '1.2.10.3', summary: 'A player may concede and then loses at once.' },
  deckOut: { clause: '1.2.10.4', summary: 'A player who must draw from an empty main deck loses.' },
  businessOrphaned: {
    clause: '1.2.10.5',
    summary: 'An active player whose business is orphaned at end of turn loses.',
  },
  effectWins: { clause: '1.2.10.6', summary: 'When an effect makes a player win, every other player loses.' },
  lastStanding: { clause: '1.2.10.7', summary: 'The only player who has not lost wins.' },
  tie: { clause: '1.2.10.8', summary: 'If every remaining player loses at once, the game is a tie.' },
  allLose: {
    clause: '1.2.10.8',
    summary: 'Where the revision has no tie, players who all lose at once leave the game without a winner.',
  },
  emptyDeck: {
    clause: '1.2.10.4',
    summary: 'Where the revision says so, a player whose main deck runs out loses at once.',
  },
});

/**
 * Marks players as lost. Losses that happen in the same step are simultaneous: if they remove every
 * remaining player the game is a tie (1.2.10.8); if one player remains, that player wins (1.2.10.7).
 */
export function lose(tx: Tx, who: readonly PlayerId[], key: string, reason: string): void {
  const fresh = who.filter((id) => !player(tx.g, id).lost);
  if (fresh.length === 0 || tx.g.result) return;
  const before = activePlayers(tx.g).map((p) => p.id);
  for (const id of fresh) {
    playerDraft(tx, id).lost = true;
    emit(tx, key, `${id} loses the game: ${reason}`, { player: id });
  }
  const left = activePlayers(tx.g).map((p) => p.id);
  if (left.length === 0 && parametersOf(tx.g).simultaneousLoss === 'no-winner') {
    tx.g.result = { winners: [], tie: false };
    emit(tx, WINNING.allLose, `${before.join(', ')} all lose: the game has no winner`);
  } else if (left.length === 0) {
    tx.g.result = { winners: [], tie: true };
    emit(tx, WINNING.tie, `the game is a tie between ${before.join(', ')}`);
  } else if (left.length === 1) {
    tx.g.result = { winners: [left[0] as PlayerId], tie: false };
    emit(tx, WINNING.lastStanding, `${left[0]} wins the game`, { player: left[0] as PlayerId });
  }
}

export function win(tx: Tx, who: PlayerId, reason: string): void {
  const others = activePlayers(tx.g)
    .map((p) => p.id)
    .filter((id) => id !== who);
  lose(tx, others, WINNING.effectWins, `${who} won by an effect: ${reason}`);
}

/** Players still in the game whose main deck is empty, under `deckOut: 'empty-deck'` (during a turn). */
export function emptyDeckLosers(s: GameState): PlayerId[] {
  if (parametersOf(s).deckOut !== 'empty-deck' || s.result !== null || s.setup !== null) return [];
  return activePlayers(s)
    .filter((p) => p.mainDeck.length === 0)
    .map((p) => p.id);
}

/** `deckOut: 'empty-deck'`: a player whose main deck is empty loses at once. */
export function loseOnEmptyDeck(tx: Tx): void {
  const who = emptyDeckLosers(tx.g as GameState);
  if (who.length > 0) lose(tx, who, WINNING.emptyDeck, 'the main deck is empty');
}
