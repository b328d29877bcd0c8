import { peek } from '@arbiter/core';
import type { Ability, CardFilter, Condition, KeywordInstance, Modifier } from '../model/card.js';
import { card, def, eventInPlay, isEngaged, isInPlay, parametersOf, pileOf, player } from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import type { Trait } from '../model/traits.js';
import { definitionFits } from './filters.js';
import { cardsInRadius } from './keywords/card-radius.js';
import { isDocked } from './network.js';

/**
 * A card as it stands in play: its keywords, subtypes, traits and valuation as what is in play modifies
 * them. One concept, because each part reads the others: continuous and static abilities (7.3, 7.5) give
 * keywords and change traits and valuations of the cards their filters and conditions describe; a filter
 * (`a #mutation card`) reads the keywords and subtypes a card has now, bonded cards' included where the
 * revision says so (`pileKeywords`, D-PILE-KEYWORDS). Pure reads of the state. The rules read a card
 * through this module; `filters.ts` holds what a filter says on paper, `keywords/card-keywords.ts` whether
 * a keyword works right now.
 *
 * A card's text says which kind a lasting ability is: a continuous one applies while its card is
 * disengaged (7.3.1; V1.5.5 §Continuous Ability alike), bonded or not (7.3.2); a static one while its
 * card is legally docked, engaged or not (7.5). (Which keywords are continuous is another matter,
 * `engagedContinuousKeywords`.)
 */

/**
 * The trait's current value: printed score, plus trait counters (7.10.1), minus damage (5.4.1.8.2) —
 * unless the revision's `damageModel` only assigns damage, which then leaves the value alone — plus
 * what continuous and static abilities in play add (7.3, 7.5).
 * `null` stays null: a null trait has no value to modify (2.5.5.1).
 */
export function currentTrait(s: GameState, id: CardId, trait: Trait): number | null {
  const printed = def(s, id).traits[trait];
  if (printed === null) return null;
  const c = card(s, id);
  const damage = parametersOf(s).damageModel === 'lowers-trait' ? (c.damage[trait]?.amount ?? 0) : 0;
  return printed + (c.counters[trait] ?? 0) - damage + traitModification(s, id, trait);
}

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

const plain = (w: string) => w.replace(/^#/, '').toLowerCase();

/** The card's subtypes in lower case; under `pileKeywords: 'top-gains-bonded'` those of its bonded cards too. */
export function subtypesOf(s: GameState, id: CardId): string[] {
  const own = def(s, id).subtypes.map(plain);
  if (parametersOf(s).pileKeywords !== 'top-gains-bonded') return own;
  const more = bondedUnder(s, id).flatMap((b) => def(s, b).subtypes.map(plain));
  return more.length === 0 ? own : [...new Set([...own, ...more])];
}

const lower = (s: string) => s.toLowerCase();

/**
 * Whether the card fits the filter, `controller` being the player the filter speaks for ("you") and
 * `self` the card with the ability ("another"). Cards in play are read as they are now: keywords and
 * subtypes they gained from bonded cards count (D-PILE-KEYWORDS).
 */
export function fits(
  s: GameState,
  id: CardId,
  f: CardFilter | undefined,
  controller: PlayerId,
  self: CardId | null = null,
): boolean {
  if (!f) return true;
  if (f.other && id === self) return false;
  const d = def(s, id);
  const inPlay = isInPlay(s, id) || eventInPlay(s, id);
  if (!inPlay) return definitionFits(d, f);
  if (f.types && f.types.length > 0 && !f.types.includes(d.type)) return false;
  if (f.name !== undefined && lower(f.name) !== lower(d.name)) return false;
  if (f.subtypes) {
    const has = subtypesOf(s, id);
    if (!f.subtypes.every((t) => has.includes(lower(t)))) return false;
  }
  if (f.keyword !== undefined) {
    const want = lower(f.keyword);
    if (!keywordsOf(s, id).some((k) => lower(k.name) === want)) return false;
  }
  if (f.withTrait !== undefined && d.traits[f.withTrait] === null) return false;
  if (f.controller === 'you' && card(s, id).controller !== controller) return false;
  if (f.controller === 'opponent' && card(s, id).controller === controller) return false;
  return true;
}

/** Top cards in play (the cards bonded beneath others are not counted) that fit the filter. */
export function cardsInPlay(
  s: GameState,
  f: CardFilter,
  controller: PlayerId,
  self: CardId | null,
): CardId[] {
  const out: CardId[] = [];
  for (const p of s.players)
    for (const pile of p.network) {
      const top = pile.cards[0];
      if (top !== undefined && fits(s, top, f, controller, self)) out.push(top);
    }
  return out;
}

/**
 * Whether an ability's condition holds now, for its controller, the card with the ability and its
 * chosen target (a condition on a target that left play does not hold).
 */
export function conditionHolds(
  s: GameState,
  c: Condition | undefined,
  controller: PlayerId,
  self: CardId | null,
  target: CardId | null,
): boolean {
  if (!c) return true;
  switch (c.kind) {
    case 'controls': {
      const who = c.who === 'you' ? { ...c.filter, controller: 'you' as const } : { ...c.filter };
      const found = cardsInPlay(s, who, controller, self).filter(
        (id) => c.who === 'you' || card(s, id).controller !== controller,
      );
      return found.length >= c.atLeast;
    }
    case 'self-engaged':
      return self !== null && isInPlay(s, self) && isEngaged(s, self) === c.engaged;
    case 'target-engaged':
      return target !== null && pileOf(s, target) !== null && isEngaged(s, target) === c.engaged;
    case 'money': {
      const m = player(s, controller).money;
      return (c.atLeast === undefined || m >= c.atLeast) && (c.atMost === undefined || m <= c.atMost);
    }
  }
}

/*
 * Continuous and static abilities (7.3, 7.5) printed on cards: the trait modifications, keywords and
 * changes of valuation they give the cards they reach while they apply.
 */

type Lasting = Extract<Ability, { kind: 'continuous' | 'static' }>;

const poolCache = new WeakMap<object, boolean>();

/** Whether any card of the pool prints a continuous or static ability (else nothing is computed). */
function poolHasLasting(s: GameState): boolean {
  // Inside a transaction `s.library` is a draft: key the cache on the library itself (never written).
  const library = peek(s.library);
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
    if (isEngaged(s, id)) return false;
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
function traitModification(s: GameState, id: CardId, trait: Trait): number {
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
function grantedKeywords(s: GameState, id: CardId): KeywordInstance[] {
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
