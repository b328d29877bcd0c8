/**
 * The 28 names the rulebook predefines (Cards ► Predefined attributes, ► Predefined attribute ►
 * Abilities, ► Predefined attribute categories): what each is, which cards carry it, the values it
 * takes, and the heading that states it. Every tool that names them (the editor's completion and
 * hover, library diagnostics) reads this one table; a card's other names are the designer's own.
 */
import { H } from '../rules/headings.js';
import type { Operator } from './attributes.js';

export type PredefinedKind =
  /** A plain attribute: a name and a value. */
  | 'attribute'
  /** An ability: used right after its card is played (Cards ► Predefined attribute ► Abilities). */
  | 'ability'
  /** A condition on playing the card, written with an operator. */
  | 'play-condition'
  /** A category of conditions: an ability or a play allowed when cards match them. */
  | 'condition-category'
  /** A category holding the card's own attributes (`Ply`, `Feats`). */
  | 'category';

export interface PredefinedName {
  readonly name: string;
  readonly kind: PredefinedKind;
  /** The card type that may carry it. */
  readonly on: 'any' | 'adventure' | 'support';
  /** Its values in words: `a whole number from 1`, `text`, `conditions`. */
  readonly values: string;
  /** The values it may take, when they are a closed set. */
  readonly choices?: readonly string[];
  /** For a number: the least value a card may give it. */
  readonly min?: number;
  /** What it does, in our words (the rulebook is cited by heading, never quoted). */
  readonly summary: string;
  /** The heading path of the rulebook that states it. */
  readonly heading: string;
}

const YES_NO = ['No', 'Yes'] as const;

/** In the rulebook's order. */
export const PREDEFINED: readonly PredefinedName[] = [
  {
    name: 'Affiliation',
    kind: 'attribute',
    on: 'any',
    values: 'text',
    summary: 'a grouping label, counted by PlayIfBuildsiteAffiliation',
    heading: 'Cards ► Predefined attributes ► Affiliation',
  },
  {
    name: 'Cost',
    kind: 'attribute',
    on: 'any',
    values: 'a whole number from 1 (none: free)',
    min: 1,
    summary: 'to play the card, that many cards go from ops to the wreckage; without enough, no play',
    heading: H.cost,
  },
  {
    name: 'Name',
    kind: 'attribute',
    on: 'any',
    values: 'text',
    summary: 'no support card may be played while a playground holds a support card of the same Name',
    heading: H.name,
  },
  {
    name: 'Reputation',
    kind: 'attribute',
    on: 'adventure',
    values: 'a whole number from 0',
    min: 0,
    summary: 'what the hero receives from the Void when the adventure succeeds',
    heading: H.reputation,
  },
  {
    name: 'Type',
    kind: 'attribute',
    on: 'any',
    values: 'Adventure or Support',
    choices: ['Adventure', 'Support'],
    summary: 'the card type',
    heading: H.type,
  },
  {
    name: 'Unique',
    kind: 'attribute',
    on: 'adventure',
    values: 'text',
    summary: 'no adventure may be played while a buildsite holds an adventure of the same Unique value',
    heading: H.unique,
  },
  {
    name: 'AbleToFreezeCompetitors',
    kind: 'ability',
    on: 'support',
    values: 'No or Yes',
    choices: YES_NO,
    summary:
      'played by the hero, the competitors play no more cards this adventure; competitors may not play it',
    heading: H.freeze,
  },
  {
    name: 'AbleToRecoverPlayed',
    kind: 'ability',
    on: 'support',
    values: 'a whole number from 1',
    min: 1,
    summary: "after it is played, up to that many support cards go back from its player's playground to ops",
    heading: H.recoverPlayed,
  },
  {
    name: 'AbleToRecoverWrecked',
    kind: 'ability',
    on: 'support',
    values: 'a whole number from 1',
    min: 1,
    summary: "after it is played, up to that many cards go back from its player's wreckage to ops",
    heading: H.recoverWrecked,
  },
  {
    name: 'AbleToRewind',
    kind: 'ability',
    on: 'support',
    values: 'No, Last round or Adventure',
    choices: ['No', 'Last round', 'Adventure'],
    summary:
      'Last round: what was played in the last round goes back to ops; Adventure: everything played this adventure goes back and the adventure ends',
    heading: H.rewind,
  },
  {
    name: 'AbleToSwap',
    kind: 'ability',
    on: 'support',
    values: 'No or Yes',
    choices: YES_NO,
    summary: 'a card from ops replaces one played this adventure, which goes back to ops; its cost is paid',
    heading: H.swap,
  },
  {
    name: 'PlayIfBuildsiteAffiliation',
    kind: 'play-condition',
    on: 'any',
    values: 'an operator and a whole number from 1',
    min: 1,
    summary:
      "playable when its player's buildsite holds that many adventures of this card's Affiliation (the card needs one)",
    heading: H.playIfBuildsiteAffiliation,
  },
  {
    name: 'PlayIfPlayer',
    kind: 'play-condition',
    on: 'support',
    values: 'Anyone, Hero or Competitors',
    choices: ['Anyone', 'Hero', 'Competitors'],
    summary: 'who may play the card',
    heading: H.playIfPlayer,
  },
  {
    name: 'PlayIfReputation',
    kind: 'play-condition',
    on: 'any',
    values: 'an operator and a whole number from 1',
    min: 1,
    summary: "playable when its player's reputation satisfies the condition",
    heading: H.playIfReputation,
  },
  {
    name: 'AbleToIncapacitatePlayedCardIf',
    kind: 'condition-category',
    on: 'support',
    values: 'conditions',
    summary:
      'after it is played, one support card played this adventure that matches every condition may go back to its player’s ops',
    heading: H.incapacitateCard,
  },
  {
    name: 'AbleToIncapacitatePlayedIf',
    kind: 'condition-category',
    on: 'support',
    values: 'conditions',
    summary: 'the same for any number of matching support cards played this adventure',
    heading: H.incapacitateAny,
  },
  {
    name: 'AbleToWreckBuildsiteCardIf',
    kind: 'condition-category',
    on: 'support',
    values: 'conditions',
    summary: 'after it is played, one matching adventure card of any buildsite may be wrecked',
    heading: H.wreckBuildsite,
  },
  {
    name: 'AbleToWreckPlayedIf',
    kind: 'condition-category',
    on: 'support',
    values: 'conditions',
    summary: 'after it is played, any number of matching support cards played this adventure may be wrecked',
    heading: H.wreckPlayed,
  },
  {
    name: 'PlayIfBuildsite',
    kind: 'condition-category',
    on: 'any',
    values: 'conditions',
    summary: "each condition met by some card of its player's buildsite (values are not added across cards)",
    heading: H.playIfBuildsite,
  },
  {
    name: 'PlayIfBuildsiteCard',
    kind: 'condition-category',
    on: 'any',
    values: 'conditions',
    summary: "every condition met by one card of its player's buildsite",
    heading: H.playIfBuildsiteCard,
  },
  {
    name: 'PlayIfCompetitorBuildsite',
    kind: 'condition-category',
    on: 'any',
    values: 'conditions',
    summary: "the hero only; each condition met by some card of one competitor's buildsite",
    heading: H.playIfCompetitorBuildsite,
  },
  {
    name: 'PlayIfCompetitorBuildsiteCard',
    kind: 'condition-category',
    on: 'any',
    values: 'conditions',
    summary: "the hero only; every condition met by one card of a competitor's buildsite",
    heading: H.playIfCompetitorBuildsiteCard,
  },
  {
    name: 'PlayIfPlayground',
    kind: 'condition-category',
    on: 'support',
    values: 'conditions',
    summary: 'each condition met by some card its player played this adventure',
    heading: H.playIfPlayground,
  },
  {
    name: 'PlayIfPlaygroundCard',
    kind: 'condition-category',
    on: 'support',
    values: 'conditions',
    summary: 'every condition met by one card its player played this adventure',
    heading: H.playIfPlaygroundCard,
  },
  {
    name: 'PlayIfWreckageCard',
    kind: 'condition-category',
    on: 'any',
    values: 'conditions',
    summary: "every condition met by one card of its player's wreckage",
    heading: H.playIfWreckageCard,
  },
  {
    name: 'Feats',
    kind: 'category',
    on: 'adventure',
    values: 'attributes',
    summary: 'what winning the adventure achieves, read by the buildsite conditions as Feats.X',
    heading: 'Cards ► Predefined attribute categories ► Feats',
  },
  {
    name: 'Ply',
    kind: 'category',
    on: 'support',
    values: 'attributes',
    summary: 'what the card contributes, read by requirements as Ply.X',
    heading: 'Cards ► Predefined attribute categories ► Ply',
  },
  {
    name: 'Requirements',
    kind: 'condition-category',
    on: 'adventure',
    values: 'conditions',
    summary: 'what the hero must fulfil by the end of the adventure',
    heading: H.requirements,
  },
];

/** The predefined name, or undefined for a name of the designer's own. */
export function predefined(name: string): PredefinedName | undefined {
  return PREDEFINED.find((p) => p.name === name);
}

/** The operators a condition may be written with (Cards ► Attributes ► Conditional operators). */
export const OPERATORS: readonly Exclude<Operator, 'unstated'>[] = ['>', '<', '>=', '<=', '='];

/**
 * How a card library writes a name: a value, a condition with its operator, a category of
 * conditions, or a category of plain attributes. Read from the kind, so the table says it once.
 */
export type LibraryShape = 'attribute' | 'condition' | 'conditions' | 'attributes';

export function shapeOf(p: PredefinedName): LibraryShape {
  switch (p.kind) {
    case 'attribute':
    case 'ability':
      return 'attribute';
    case 'play-condition':
      // PlayIfPlayer names who may play: a value from a closed set, not a comparison.
      return p.choices ? 'attribute' : 'condition';
    case 'condition-category':
      return 'conditions';
    case 'category':
      return 'attributes';
  }
}

/** The values a predefined attribute takes: a whole number from `min`, or one of a few texts. */
export type ValueSet =
  | { readonly kind: 'number'; readonly min: number }
  | { readonly kind: 'text'; readonly values?: readonly string[] };

export function valueSetOf(p: PredefinedName): ValueSet | undefined {
  if (p.min !== undefined) return { kind: 'number', min: p.min };
  if (p.choices) return { kind: 'text', values: p.choices };
  return p.values === 'text' ? { kind: 'text' } : undefined;
}
