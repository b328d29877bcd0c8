import { player } from '../model/query.js';
import type { CardId, PlayerId } from '../model/state.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';
import { lose, WINNING } from './winning.js';
import { playerDraft } from './zones.js';

export const DRAWING = ruleSet('drawing', {
  draw: { clause: '6.7', summary: 'To draw is to take a card from one’s own main deck into the hand.' },
  fromTop: { clause: '6.7.1', summary: 'Cards are drawn from the top of the deck.' },
});

/**
 * Draws `n` cards from the top of the player's main deck (6.7, 6.7.1). A forced draw from an empty
 * main deck loses the game (1.2.10.4); drawing stops there. Returns the cards drawn. The event names
 * no card: the hand is hidden information (3.6.1).
 */
export function drawCards(tx: Tx, who: PlayerId, n: number, key: string = DRAWING.draw): CardId[] {
  const drawn: CardId[] = [];
  for (let i = 0; i < n; i++) {
    if (player(tx.g, who).lost || tx.g.result) break;
    const p = playerDraft(tx, who);
    const top = p.mainDeck[0];
    if (top === undefined) {
      lose(tx, [who], WINNING.deckOut, 'has to draw but the main deck is empty');
      break;
    }
    p.mainDeck.shift();
    p.hand.push(top);
    drawn.push(top);
    emit(tx, key, `${who} draws a card (${p.mainDeck.length} left in the main deck)`, {
      player: who,
      card: top,
    });
  }
  // 6.7.1: which cards a draw takes, whatever the reason to draw.
  if (drawn.length > 0)
    emit(
      tx,
      DRAWING.fromTop,
      `${who} took ${drawn.length === 1 ? 'the top card' : `the top ${drawn.length} cards`} of the main deck`,
      { player: who },
    );
  return drawn;
}
