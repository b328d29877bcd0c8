/** The four traits (2.5). */
export const TRAITS = ['IQ', 'EQ', 'MQ', 'BQ'] as const;
export type Trait = (typeof TRAITS)[number];

/** Printed trait scores; `null` is the null trait "-" (2.5.5.1). */
export type TraitScores = Readonly<Record<Trait, number | null>>;

/** Amounts per trait: trait pools, trait costs. Missing means zero. */
export type TraitAmounts = Readonly<Partial<Record<Trait, number>>>;

export function isTrait(s: string): s is Trait {
  return (TRAITS as readonly string[]).includes(s);
}

export const EMPTY_POOLS: Readonly<Record<Trait, number>> = { IQ: 0, EQ: 0, MQ: 0, BQ: 0 };
