import type { KeywordInstance } from '../../model/card.js';
import { card, def, isEngaged, parametersOf } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { keywordsOf, subtypesOf } from '../card-in-play.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';

/**
 * Whether a card has a keyword and whether it works right now. What keywords and subtypes a card has
 * in play (printed; those of the cards bonded under it where the revision says so, `pileKeywords`;
 * those abilities grant it) is `keywordsOf` and `subtypesOf` (card-in-play.ts). Continuous keywords
 * stop working while their card is engaged where the revision has ability classes
 * (`engagedContinuousKeywords`, 7.3.1). The combat keyword modules read their keyword through
 * `activeKeyword`.
 */
export const KEYWORD = ruleSet('keyword', {
  continuousOffWhileEngaged: {
    clause: '7.3.1',
    summary:
      'Where the revision says so, CAMOUFLAGE, ELUSIVE and REFLEXES do nothing while their card is engaged.',
  },
});

/** The keywords V1.7 classes as continuous (9.6, 9.14, 9.25): off while engaged under `engagedContinuousKeywords`. */
const CONTINUOUS: readonly string[] = ['CAMOUFLAGE', 'ELUSIVE', 'REFLEXES'];

/** The card's instance of a keyword, printed or gained (a card never has the same keyword twice). */
export function cardKeyword(s: GameState, id: CardId, name: string): KeywordInstance | undefined {
  return keywordsOf(s, id).find((k) => k.name.toUpperCase() === name);
}

/** The same as `cardKeyword` (the name other keyword modules use). */
export const keywordOf = cardKeyword;

/** Whether the keyword works now: the card has it and, if it is continuous, engagement has not switched it off. */
export function activeKeyword(s: GameState, id: CardId, name: string): KeywordInstance | undefined {
  const k = cardKeyword(s, id, name);
  if (
    CONTINUOUS.includes(name) &&
    isEngaged(s, id) &&
    parametersOf(s).engagedContinuousKeywords === 'inactive'
  )
    return undefined;
  return k;
}

/**
 * 7.3.1 where it acts: says, for each card attacked, which of its continuous keywords do nothing
 * because it is engaged (an engaged CAMOUFLAGE or ELUSIVE card may be attacked all the same).
 */
export function reportSleepingKeywords(tx: Tx, ids: readonly CardId[]): void {
  for (const id of ids) {
    const asleep = CONTINUOUS.filter((k) => cardKeyword(tx.g, id, k) && !activeKeyword(tx.g, id, k));
    if (asleep.length === 0) continue;
    emit(
      tx,
      KEYWORD.continuousOffWhileEngaged,
      `${card(tx.g, id).name} is engaged: its ${asleep.join(' and ')} does nothing`,
      { card: id },
    );
  }
}

/** A keyword's arguments as plain lower-case words: punctuation dropped, `#` and `:` stripped. */
export function keywordWords(k: KeywordInstance): string[] {
  return (
    k.args
      // Stryker disable next-line Regex: splitting on single separators only leaves more empty words, dropped below
      .flatMap((a) => a.split(/[\s,()]+/))
      // Stryker disable next-line Regex: a keyword's words carry `#` only in front and `:` only at the end
      .map((w) => w.replace(/^#/, '').replace(/:$/, '').toLowerCase())
      .filter((w) => w !== '')
  );
}

/** Whether the card is of one of the listed card types or subtypes (CAMOUFLAGE, DEMOLISHER); plurals match. */
export function isOfListedKind(s: GameState, id: CardId, listed: readonly string[]): boolean {
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: a shortcut; nothing listed matches nothing below too
  if (listed.length === 0) return false;
  const kinds = [def(s, id).type as string, ...subtypesOf(s, id)];
  return listed.some((l) => kinds.includes(l) || kinds.includes(l.replace(/s$/, '')));
}
