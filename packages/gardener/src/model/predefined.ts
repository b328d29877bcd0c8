/**
 * The 28 predefined attribute and category names of the rulebook (Cards ► Predefined attributes;
 * ► Predefined attribute ► Abilities; ► Predefined attribute categories), what each holds and where
 * it is ruled: the vocabulary card libraries are checked against. Any other name is a custom
 * attribute (`Subtype`, `Ply.StarshipCapacity`), which the rules never read by name.
 */

/** What a predefined name stands for on a card. */
export type PredefinedKind =
  /** A global attribute with a value. */
  | 'attribute'
  /** A global condition: a number with an operator (`PlayIfReputation >= 2`). */
  | 'condition'
  /** A category of conditions (`Requirements`, `PlayIfBuildsite`, `AbleToWreckPlayedIf`). */
  | 'conditions'
  /** A category of plain attributes (`Ply`, `Feats`). */
  | 'attributes';

/** The values a predefined attribute takes: a whole number from `min`, or one of a few texts. */
export type ValueSet =
  | { readonly kind: 'number'; readonly min: number }
  | { readonly kind: 'text'; readonly values?: readonly string[] };

export interface PredefinedName {
  readonly name: string;
  readonly kind: PredefinedKind;
  /** For attributes and conditions: the values it takes. */
  readonly values?: ValueSet;
  /** The heading path that rules it. */
  readonly heading: string;
}

const A = 'Cards ► Predefined attributes';
const AB = 'Cards ► Predefined attribute ► Abilities';
const CP = 'Cards ► Predefined attributes ► Conditional play';
const CAT = 'Cards ► Predefined attribute categories';
const n = (min: number): ValueSet => ({ kind: 'number', min });
const texts = (...values: string[]): ValueSet => ({ kind: 'text', values });

export const PREDEFINED: readonly PredefinedName[] = [
  { name: 'Affiliation', kind: 'attribute', values: { kind: 'text' }, heading: `${A} ► Affiliation` },
  { name: 'Cost', kind: 'attribute', values: n(0), heading: `${A} ► Cost` },
  { name: 'Name', kind: 'attribute', values: { kind: 'text' }, heading: `${A} ► Name` },
  { name: 'Reputation', kind: 'attribute', values: n(0), heading: `${A} ► Reputation` },
  { name: 'Type', kind: 'attribute', values: texts('Adventure', 'Support'), heading: `${A} ► Type` },
  { name: 'Unique', kind: 'attribute', values: { kind: 'text' }, heading: `${A} ► Unique` },
  {
    name: 'AbleToFreezeCompetitors',
    kind: 'attribute',
    values: texts('No', 'Yes'),
    heading: `${AB} ► AbleToFreezeCompetitors`,
  },
  { name: 'AbleToRecoverPlayed', kind: 'attribute', values: n(1), heading: `${AB} ► AbleToRecoverPlayed` },
  { name: 'AbleToRecoverWrecked', kind: 'attribute', values: n(1), heading: `${AB} ► AbleToRecoverWrecked` },
  {
    name: 'AbleToRewind',
    kind: 'attribute',
    values: texts('No', 'Last round', 'Adventure'),
    heading: `${AB} ► AbleToRewind`,
  },
  { name: 'AbleToSwap', kind: 'attribute', values: texts('No', 'Yes'), heading: `${AB} ► AbleToSwap` },
  {
    name: 'PlayIfBuildsiteAffiliation',
    kind: 'condition',
    values: n(1),
    heading: `${CP} ► PlayIfBuildsiteAffiliation`,
  },
  {
    name: 'PlayIfPlayer',
    kind: 'attribute',
    values: texts('Anyone', 'Hero', 'Competitors'),
    heading: `${CP} ► PlayIfPlayer`,
  },
  { name: 'PlayIfReputation', kind: 'condition', values: n(1), heading: `${CP} ► PlayIfReputation` },
  ...[
    'AbleToIncapacitatePlayedCardIf',
    'AbleToIncapacitatePlayedIf',
    'AbleToWreckBuildsiteCardIf',
    'AbleToWreckPlayedIf',
  ].map((name) => ({
    name,
    kind: 'conditions' as const,
    heading: `${CAT} ► Conditional abilities ► ${name}`,
  })),
  ...[
    'PlayIfBuildsite',
    'PlayIfBuildsiteCard',
    'PlayIfCompetitorBuildsite',
    'PlayIfCompetitorBuildsiteCard',
    'PlayIfPlayground',
    'PlayIfPlaygroundCard',
    'PlayIfWreckageCard',
  ].map((name) => ({ name, kind: 'conditions' as const, heading: `${CAT} ► Conditional play ► ${name}` })),
  { name: 'Feats', kind: 'attributes', heading: `${CAT} ► Feats` },
  { name: 'Ply', kind: 'attributes', heading: `${CAT} ► Ply` },
  { name: 'Requirements', kind: 'conditions', heading: `${CAT} ► Requirements` },
];

const BY_NAME = new Map(PREDEFINED.map((p) => [p.name, p]));

/** The predefined name, or undefined for a custom one. */
export function predefined(name: string): PredefinedName | undefined {
  return BY_NAME.get(name);
}
