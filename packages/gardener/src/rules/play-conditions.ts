import { ruleSet, type Violation } from '@arbiter/core';
import {
  type AttributeTree,
  type AttributeValue,
  type ConditionNode,
  conditionOf,
  conditionsIn,
  formatCondition,
  valueAt,
} from '../model/attributes.js';
import {
  attributesOf,
  cardsIn,
  cardType,
  competitorSides,
  isHero,
  player,
  teamMates,
} from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { compareNumber, meets, meetsAll } from './compare.js';
import { H } from './headings.js';
import { reputationOf } from './reputation.js';
import { violation } from './tx.js';

/**
 * The conditions on the card itself that decide whether it may be played (Cards ► Predefined
 * attributes ► Conditional play; ► Predefined attribute categories ► Conditional play), checked in
 * the order a player would read them on the card.
 */
export const CONDITIONS = ruleSet('play-if', {
  player: {
    clause: H.playIfPlayer,
    summary: 'PlayIfPlayer limits a card to the hero or to the competitors.',
  },
  heroOnly: {
    clause: H.playIfCompetitorBuildsite,
    summary: 'A card with PlayIfCompetitorBuildsite(Card) may be played only by the hero.',
  },
  reputation: {
    clause: H.playIfReputation,
    summary: 'PlayIfReputation: the player’s reputation must satisfy the condition.',
  },
  buildsite: {
    clause: H.playIfBuildsite,
    summary: 'PlayIfBuildsite: each condition is met by some card of the player’s (team’s) buildsite.',
  },
  buildsiteCard: {
    clause: H.playIfBuildsiteCard,
    summary: 'PlayIfBuildsiteCard: one card of the player’s (team’s) buildsite meets every condition.',
  },
  competitorBuildsite: {
    clause: H.playIfCompetitorBuildsite,
    summary: 'PlayIfCompetitorBuildsite: each condition is met by some card of one competitor’s buildsite.',
  },
  competitorBuildsiteCard: {
    clause: H.playIfCompetitorBuildsiteCard,
    summary: 'PlayIfCompetitorBuildsiteCard: one card of a competitor’s buildsite meets every condition.',
  },
  playground: {
    clause: H.playIfPlayground,
    summary: 'PlayIfPlayground: each condition is met by some card the player played in this adventure.',
  },
  playgroundCard: {
    clause: H.playIfPlaygroundCard,
    summary: 'PlayIfPlaygroundCard: one card the player played in this adventure meets every condition.',
  },
  wreckageCard: {
    clause: H.playIfWreckageCard,
    summary: 'PlayIfWreckageCard: one card of the player’s (team’s) wreckage meets every condition.',
  },
  affiliation: {
    clause: H.playIfBuildsiteAffiliation,
    summary:
      'PlayIfBuildsiteAffiliation: the count of buildsite adventures sharing this card’s Affiliation must satisfy it.',
  },
});

/** Where the condition categories look, and whether one card must meet them all. */
const CATEGORY_RULES = [
  ['PlayIfBuildsite', CONDITIONS.buildsite, 'buildsite', false],
  ['PlayIfBuildsiteCard', CONDITIONS.buildsiteCard, 'buildsite', true],
  ['PlayIfPlayground', CONDITIONS.playground, 'playground', false],
  ['PlayIfPlaygroundCard', CONDITIONS.playgroundCard, 'playground', true],
  ['PlayIfWreckageCard', CONDITIONS.wreckageCard, 'wreckage', true],
] as const;

/** Each condition met by some card (values never added), or all by one card. */
function metBy(
  s: GameState,
  cards: readonly CardId[],
  cs: readonly ConditionNode[],
  oneCard: boolean,
): ConditionNode | null {
  const p = s.profile.parameters;
  const trees = cards.map((c) => attributesOf(s, c));
  if (oneCard) return trees.some((t) => meetsAll(t, cs, p)) ? null : (cs[0] ?? null);
  return cs.find((c) => !trees.some((t) => meets(t, c, p))) ?? null;
}

/** The cards a category looks at for this player; `without` is a card about to leave (a swap, GA-21). */
function zoneFor(
  s: GameState,
  who: PlayerId,
  zone: 'buildsite' | 'playground' | 'wreckage',
  without: CardId | null,
): CardId[] {
  if (zone === 'playground') {
    // GA-31: the adventure card counts as played only when the reading says so.
    return player(s, who).playground.filter(
      (c) => c !== without && (s.profile.parameters.adventureCardIsPlayed || cardType(s, c) !== 'adventure'),
    );
  }
  // Teams mode: the buildsite or wreckage of the whole team.
  return cardsIn(s, teamMates(s, who), zone);
}

/** The first conditional-play rule a card breaks for this player, or null. */
export function conditionRefusal(
  s: GameState,
  who: PlayerId,
  card: CardId,
  without: CardId | null = null,
): Violation | null {
  const tree: AttributeTree = attributesOf(s, card);
  const p = s.profile.parameters;
  const hero = isHero(s, who);
  const whoPlays = valueAt(tree, 'PlayIfPlayer');
  if (whoPlays === 'Hero' && !hero)
    return violation(
      s,
      CONDITIONS.player,
      'this card may be played only by the hero',
      'leave it to the hero',
    );
  if (whoPlays === 'Competitors' && hero)
    return violation(s, CONDITIONS.player, 'this card may be played only by a competitor');
  const onCompetitors = ['PlayIfCompetitorBuildsite', 'PlayIfCompetitorBuildsiteCard'].filter(
    (c) => conditionsIn(tree, c).length > 0,
  );
  if (onCompetitors.length > 0 && !hero)
    return violation(
      s,
      CONDITIONS.heroOnly,
      `a card with ${onCompetitors[0]} may be played only by the hero`,
    );
  const rep = conditionOf(tree, 'PlayIfReputation');
  if (rep && typeof rep.value === 'number' && !compareNumber(reputationOf(s, who), rep.op, rep.value, p))
    return violation(
      s,
      CONDITIONS.reputation,
      `${who} has ${reputationOf(s, who)} reputation, the card asks ${formatCondition(rep)}`,
      'win adventures first',
    );
  for (const [name, key, zone, oneCard] of CATEGORY_RULES) {
    const cs = conditionsIn(tree, name);
    if (cs.length === 0) continue;
    const missing = metBy(s, zoneFor(s, who, zone, without), cs, oneCard);
    if (missing)
      return violation(
        s,
        key,
        `${name} is not met: ${oneCard ? 'no single card meets every condition' : `nothing meets ${formatCondition(missing)}`}`,
      );
  }
  for (const [name, key, oneCard] of [
    ['PlayIfCompetitorBuildsite', CONDITIONS.competitorBuildsite, false],
    ['PlayIfCompetitorBuildsiteCard', CONDITIONS.competitorBuildsiteCard, true],
  ] as const) {
    const cs = conditionsIn(tree, name);
    if (cs.length === 0) continue;
    // All the conditions on the buildsite(s) of one competitor (side).
    const ok = competitorSides(s).some(
      (side) => metBy(s, cardsIn(s, side, 'buildsite'), cs, oneCard) === null,
    );
    if (!ok) return violation(s, key, `${name} is not met by any one competitor’s buildsite`);
  }
  const aff = conditionOf(tree, 'PlayIfBuildsiteAffiliation');
  if (aff && typeof aff.value === 'number') {
    const count = affiliationCount(s, who, valueAt(tree, 'Affiliation'));
    if (count === null || !compareNumber(count.n, aff.op, aff.value, p))
      return violation(
        s,
        CONDITIONS.affiliation,
        `${count?.n ?? 0} adventure(s) of Affiliation ${count?.label ?? '(none)'} in the buildsite; the card asks ${formatCondition(aff)}`,
      );
  }
  return null;
}

/**
 * GA-07: the buildsite adventures PlayIfBuildsiteAffiliation counts: those of the card's own
 * Affiliation (a card without one counts nothing and is never playable), or the largest group
 * sharing one Affiliation, whatever the card's.
 */
function affiliationCount(
  s: GameState,
  who: PlayerId,
  own: AttributeValue | undefined,
): { label: string; n: number } | null {
  const counts = new Map<AttributeValue, number>();
  for (const c of player(s, who).buildsite) {
    const a = valueAt(attributesOf(s, c), 'Affiliation');
    if (a !== undefined) counts.set(a, (counts.get(a) ?? 0) + 1);
  }
  if (s.profile.parameters.affiliationCounted === 'own-affiliation')
    return own === undefined ? null : { label: `"${own}"`, n: counts.get(own) ?? 0 };
  let best: { label: string; n: number } = { label: '(none)', n: 0 };
  for (const [a, n] of counts) if (n > best.n) best = { label: `"${a}"`, n };
  return best;
}
