import type { CardDefinition, CardFilter, Condition } from '../model/card.js';
import { card, def, eventInPlay, isInPlay, pileOf, player } from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { keywordsOf, subtypesOf } from './keywords/card-keywords.js';

/**
 * What a card of a filter is (`target #building`, `a #mutation card`, `an equipment you control`) and
 * the conditions abilities print (`if you control a #water card`). Pure reads of the state: an effect,
 * a cost, a search and a continuous ability all describe cards the same way.
 */

const lower = (s: string) => s.toLowerCase();

/** Whether a card definition fits the filter's printed parts (type, subtypes, name, keyword, trait). */
export function definitionFits(d: CardDefinition, f: CardFilter): boolean {
  if (f.types && f.types.length > 0 && !f.types.includes(d.type)) return false;
  if (f.name !== undefined && lower(f.name) !== lower(d.name)) return false;
  if (f.subtypes && !f.subtypes.every((t) => d.subtypes.some((u) => lower(u) === lower(t)))) return false;
  if (f.keyword !== undefined && !d.keywords.some((k) => lower(k.name) === lower(f.keyword as string)))
    return false;
  if (f.withTrait !== undefined && d.traits[f.withTrait] === null) return false;
  return true;
}

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

/** The filter in words: `a #mutation card`, `an equipment you control`, `a card named "X"`. */
export function describeFilter(f: CardFilter | undefined): string {
  if (!f) return 'a card';
  const parts: string[] = [];
  if (f.other) parts.push('another');
  if (f.subtypes) parts.push(...f.subtypes.map((t) => `#${t}`));
  parts.push(f.types && f.types.length > 0 ? f.types.join(' or ') : 'card');
  if (f.name !== undefined) parts.push(`named "${f.name}"`);
  if (f.keyword !== undefined) parts.push(`with ${f.keyword}`);
  if (f.withTrait !== undefined) parts.push(`with ${f.withTrait}`);
  if (f.controller === 'you') parts.push('you control');
  if (f.controller === 'opponent') parts.push('an opponent controls');
  return parts.join(' ');
}

/** Whether a search or filter asks for a quality (a type, subtype or name): 6.8.2 calls it qualitative. */
export function isQualitative(f: CardFilter): boolean {
  return (f.types?.length ?? 0) > 0 || (f.subtypes?.length ?? 0) > 0 || f.name !== undefined || !!f.keyword;
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
      return self !== null && isInPlay(s, self) && card(s, self).engaged === c.engaged;
    case 'target-engaged':
      return target !== null && pileOf(s, target) !== null && card(s, target).engaged === c.engaged;
    case 'money': {
      const m = player(s, controller).money;
      return (c.atLeast === undefined || m >= c.atLeast) && (c.atMost === undefined || m <= c.atMost);
    }
  }
}

/** The condition in words, for the log. */
export function describeCondition(c: Condition): string {
  switch (c.kind) {
    case 'controls':
      return `${c.who === 'you' ? 'its controller controls' : 'an opponent controls'} ${c.atLeast > 1 ? `${c.atLeast} × ` : ''}${describeFilter(c.filter)}`;
    case 'self-engaged':
      return `the card is ${c.engaged ? 'engaged' : 'disengaged'}`;
    case 'target-engaged':
      return `its target is ${c.engaged ? 'engaged' : 'disengaged'}`;
    case 'money':
      return c.atLeast !== undefined
        ? `its controller has ${c.atLeast} M or more`
        : `its controller has ${c.atMost} M or less`;
  }
}
