import type { KeywordInstance } from '../../model/card.js';
import { card, def, parametersOf, pileOf } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { grantedKeywords } from '../continuous.js';
import { ruleSet } from '../rule-set.js';

/**
 * What keywords and subtypes a card has in play, and whether a keyword works right now. A card has its
 * printed keywords, those of the cards bonded under it where the revision says so (`pileKeywords`), and
 * those abilities grant it. Continuous keywords stop working while their card is engaged where the
 * revision has ability classes (`engagedContinuousKeywords`, 7.3.1). The combat keyword modules read
 * their keyword through `activeKeyword`.
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

/** Cards bonded under `id` when it is the top card of a pile with bonded cards. */
function bondedUnder(s: GameState, id: CardId): readonly CardId[] {
  const at = pileOf(s, id);
  if (!at || at.depth > 0) return [];
  return at.pile.cards.slice(1);
}

/**
 * The card's keywords: printed, then (under `pileKeywords: 'top-gains-bonded'`) those printed on the
 * cards bonded under it, then those granted by abilities (modifiers with a keyword) where the ability
 * vocabulary provides them.
 */
export function keywordsOf(s: GameState, id: CardId): readonly KeywordInstance[] {
  const own = def(s, id).keywords;
  const inherited =
    parametersOf(s).pileKeywords === 'top-gains-bonded'
      ? bondedUnder(s, id).flatMap((b) => def(s, b).keywords)
      : [];
  const granted = grantedKeywords(s, id);
  return inherited.length === 0 && granted.length === 0 ? own : [...own, ...inherited, ...granted];
}

/** The card's instance of a keyword, printed or gained (a card never has the same keyword twice). */
export function cardKeyword(s: GameState, id: CardId, name: string): KeywordInstance | undefined {
  return keywordsOf(s, id).find((k) => k.name.toUpperCase() === name);
}

/** The same as `cardKeyword` (the name other keyword modules use). */
export const keywordOf = cardKeyword;

/** Whether the keyword works now: the card has it and, if it is continuous, engagement has not switched it off. */
export function activeKeyword(s: GameState, id: CardId, name: string): KeywordInstance | undefined {
  const k = cardKeyword(s, id, name);
  if (!k) return undefined;
  if (
    CONTINUOUS.includes(name) &&
    card(s, id).engaged &&
    parametersOf(s).engagedContinuousKeywords === 'inactive'
  )
    return undefined;
  return k;
}

export const hasActive = (s: GameState, id: CardId, name: string): boolean =>
  activeKeyword(s, id, name) !== undefined;

/** A keyword's arguments as plain lower-case words: punctuation dropped, `#` and `:` stripped. */
export function keywordWords(k: KeywordInstance): string[] {
  return k.args
    .flatMap((a) => a.split(/[\s,()]+/))
    .map((w) => w.replace(/^#/, '').replace(/:$/, '').toLowerCase())
    .filter((w) => w !== '' && w !== ':');
}

const plain = (w: string) => w.replace(/^#/, '').toLowerCase();

/** The card's subtypes in lower case; under `pileKeywords: 'top-gains-bonded'` those of its bonded cards too. */
export function subtypesOf(s: GameState, id: CardId): string[] {
  const own = def(s, id).subtypes.map(plain);
  if (parametersOf(s).pileKeywords !== 'top-gains-bonded') return own;
  const more = bondedUnder(s, id).flatMap((b) => def(s, b).subtypes.map(plain));
  return more.length === 0 ? own : [...new Set([...own, ...more])];
}

/** Whether the card is of one of the listed card types or subtypes (CAMOUFLAGE, DEMOLISHER); plurals match. */
export function isOfListedKind(s: GameState, id: CardId, listed: readonly string[]): boolean {
  if (listed.length === 0) return false;
  const kinds = [def(s, id).type as string, ...subtypesOf(s, id)];
  return listed.some((l) => kinds.includes(l) || kinds.includes(l.replace(/s$/, '')));
}
