import { parametersOf } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { cardKeyword } from './card-keywords.js';

/**
 * INITIATIVE (9.18): cards with INITIATIVE deal their combat damage first, all of them together; a card
 * they destroy deals none. V1.5.5 describes the attacking case only (`initiativeStrikers:
 * 'attacker-only'`): an INITIATIVE defender then strikes first only alongside an INITIATIVE attacker.
 * The two steps happen within the one dealing of damage (5.4.1.8.1.2): no window between them.
 */
export const INITIATIVE = ruleSet('keyword.initiative', {
  strikesFirst: {
    clause: '9.18',
    summary: 'Cards with INITIATIVE deal combat damage first, together; the cards they destroy deal none.',
  },
  attackerOnly: {
    clause: '9.18',
    silent: true,
    summary:
      'Where the revision says so, only an attacking card strikes first by INITIATIVE; a defender with it strikes with that attacker.',
  },
});

export const hasInitiative = (s: GameState, id: CardId): boolean =>
  cardKeyword(s, id, 'INITIATIVE') !== undefined;

/** Whether the card deals its combat damage in the first step. */
export function strikesFirst(s: GameState, id: CardId, attacker: CardId): boolean {
  if (!hasInitiative(s, id)) return false;
  if (parametersOf(s).initiativeStrikers === 'any-card') return true;
  // attacker-only: the attacker strikes first by its own INITIATIVE (id is the attacker), a defender
  // only alongside an attacker that has it too.
  return hasInitiative(s, attacker);
}
