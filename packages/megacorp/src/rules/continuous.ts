import { isDraft, original } from 'immer';
import type { Ability, KeywordInstance, Modifier } from '../model/card.js';
import { card, def, pileOf } from '../model/query.js';
import type { CardId, GameState } from '../model/state.js';
import type { Trait } from '../model/traits.js';
import { cardsInPlay, conditionHolds, fits } from './filters.js';
import { cardsInRadius } from './keywords/card-radius.js';
import { isDocked } from './network.js';

/**
 * Continuous and static abilities (7.3, 7.5) printed on cards: trait modifications and keywords they
 * give to cards while they apply. A card's text says which kind an ability is: a continuous one applies
 * while its card is disengaged (7.3.1; V1.5.5 §Continuous Ability alike), bonded or not (7.3.2); a static
 * one while its card is legally docked, engaged or not (7.5). (Which keywords are continuous is another
 * matter, `engagedContinuousKeywords`.) Pure reads of the state: `currentTrait` adds the modifications,
 * `keywordsOf` the keywords, `valuation` (rules/valuation.ts) the changes of valuation.
 */

type Lasting = Extract<Ability, { kind: 'continuous' | 'static' }>;

const poolCache = new WeakMap<object, boolean>();

/** Whether any card of the pool prints a continuous or static ability (else nothing is computed). */
function poolHasLasting(s: GameState): boolean {
  // Inside a transaction `s.library` is a fresh immer draft each time: key the cache on the library itself.
  const library = isDraft(s.library) ? (original(s.library as never) as GameState['library']) : s.library;
  let has = poolCache.get(library);
  if (has === undefined) {
    has = Object.values(library).some((d) =>
      d.abilities.some((ab) => ab.kind === 'continuous' || ab.kind === 'static'),
    );
    poolCache.set(library, has);
  }
  return has;
}

/** Whether the lasting ability of the card applies now (7.3.1, 7.3.2, 7.5) and its condition holds. */
function applies(s: GameState, id: CardId, ab: Lasting): boolean {
  const at = pileOf(s, id);
  if (!at) return false;
  if (ab.kind === 'continuous') {
    if (card(s, id).engaged) return false;
  } else if (!isDocked(s, at.network, at.pile)) {
    return false;
  }
  return conditionHolds(s, ab.condition, card(s, id).controller, id, null);
}

/** Whether the modifier of the ability on `source` reaches `target`. */
function reaches(s: GameState, source: CardId, m: Modifier, target: CardId): boolean {
  const scope = m.scope;
  switch (scope.kind) {
    case 'self':
      return target === source;
    case 'bonded-top': {
      const at = pileOf(s, source);
      return at !== null && at.depth > 0 && at.pile.cards[0] === target;
    }
    case 'radius':
      return (
        cardsInRadius(s, source, scope.radius).includes(target) &&
        fits(s, target, scope.filter, card(s, source).controller, source)
      );
    case 'all':
      return pileOf(s, target) !== null && fits(s, target, scope.filter, card(s, source).controller, source);
  }
}

type Applying = readonly { source: CardId; m: Modifier }[];

/** The applying modifiers of a frozen state: keyword checks ask for them many times per state. */
const applyingCache = new WeakMap<GameState, Applying>();

/** Every applying modifier in play, with the card it comes from. */
function activeModifiers(s: GameState): Applying {
  const frozen = Object.isFrozen(s);
  const known = frozen ? applyingCache.get(s) : undefined;
  if (known) return known;
  const out = scanModifiers(s);
  if (frozen) applyingCache.set(s, out);
  return out;
}

function scanModifiers(s: GameState): Applying {
  const out: { source: CardId; m: Modifier }[] = [];
  for (const p of s.players)
    for (const pile of p.network)
      for (const id of pile.cards) {
        for (const ab of def(s, id).abilities) {
          if (ab.kind !== 'continuous' && ab.kind !== 'static') continue;
          if (!applies(s, id, ab)) continue;
          for (const m of ab.modifiers) out.push({ source: id, m });
        }
      }
  return out;
}

let busy = false;

/** The sum of the trait modifications that reach the card now (7.3, 7.5); 0 for a card out of play. */
export function traitModification(s: GameState, id: CardId, trait: Trait): number {
  if (busy || !poolHasLasting(s) || !pileOf(s, id)) return 0;
  busy = true;
  try {
    let sum = 0;
    for (const { source, m } of activeModifiers(s)) {
      if (m.trait === trait && m.amount !== undefined && reaches(s, source, m, id)) sum += m.amount;
    }
    return sum;
  } finally {
    busy = false;
  }
}

/** The keywords continuous and static abilities give the card now (a bonded card bestowing INITIATIVE). */
export function grantedKeywords(s: GameState, id: CardId): KeywordInstance[] {
  if (busy || !poolHasLasting(s) || !pileOf(s, id)) return [];
  busy = true;
  try {
    const out: KeywordInstance[] = [];
    for (const { source, m } of activeModifiers(s)) {
      if (m.keyword && reaches(s, source, m, id) && !out.some((k) => k.name === m.keyword?.name))
        out.push(m.keyword);
    }
    return out;
  } finally {
    busy = false;
  }
}

/** How many times a valuation change counts now: once, or once per card or counter it names. */
function valuationMultiple(s: GameState, source: CardId, m: Modifier): number {
  const per = m.valuation?.per;
  if (!per) return 1;
  if (per.kind === 'counters') return Math.max(0, card(s, source).counters[per.name] ?? 0);
  return cardsInPlay(s, per.filter, card(s, source).controller, source).length;
}

/**
 * The sum of the changes of money valuation that reach the card now (7.3, 7.5); 0 for a card out of
 * play. `onlyOwn`: only the abilities printed on the card itself count (its own text, 1.2.1).
 */
export function valuationModification(s: GameState, id: CardId, onlyOwn = false): number {
  if (busy || !poolHasLasting(s) || !pileOf(s, id)) return 0;
  busy = true;
  try {
    let sum = 0;
    for (const { source, m } of activeModifiers(s)) {
      if (!m.valuation || (onlyOwn && source !== id) || !reaches(s, source, m, id)) continue;
      sum += m.valuation.money * valuationMultiple(s, source, m);
    }
    return sum;
  } finally {
    busy = false;
  }
}
