import type { CardDefinition } from '../../model/card.js';
import type { RuleParameters } from '../../revisions/profile.js';
import { ruleSet } from '../rule-set.js';

/**
 * Errata (10.1), applied where cards are loaded for a competitive game under a revision that has them
 * (`competitiveErrata`, D-GOLDEN-ERRATA): Mindfire gains ABRUPT (10.1.1); Passionate Consumers' trait
 * valuation becomes 1 EQ (10.1.2). Card text otherwise prevails (1.2.1).
 */
export const ERRATA = ruleSet('errata', {
  mindfire: { clause: '10.1.1', summary: 'Mindfire has the ABRUPT keyword.' },
  passionateConsumers: { clause: '10.1.2', summary: 'The trait valuation of Passionate Consumers is 1 EQ.' },
});

/** Each erratum: the card names it applies to (the rulebooks spell some in the singular too), and the change. */
const ERRATA_LIST: readonly {
  names: readonly string[];
  key: string;
  fix: (d: CardDefinition) => CardDefinition;
}[] = [
  {
    names: ['Mindfire'],
    key: ERRATA.mindfire,
    fix: (d) =>
      d.keywords.some((k) => k.name.toUpperCase() === 'ABRUPT')
        ? d
        : { ...d, keywords: [...d.keywords, { name: 'ABRUPT', args: [] }] },
  },
  {
    names: ['Passionate Consumers', 'Passionate Consumer'],
    key: ERRATA.passionateConsumers,
    fix: (d) => ({ ...d, cost: { money: d.cost.money, traits: { EQ: 1 } } }),
  },
];

/**
 * The card pool with the errata applied, and the rule keys of the errata that changed a card; the pool
 * itself when the revision has no errata or none of its cards is concerned.
 */
export function withErrata(
  library: Readonly<Record<string, CardDefinition>>,
  par: RuleParameters,
): { library: Readonly<Record<string, CardDefinition>>; applied: string[] } {
  if (!par.competitiveErrata) return { library, applied: [] };
  let out: Record<string, CardDefinition> | null = null;
  const applied: string[] = [];
  for (const e of ERRATA_LIST) {
    for (const name of e.names) {
      const d = library[name];
      if (!d) continue;
      out ??= { ...library };
      out[name] = e.fix(d);
      applied.push(e.key);
    }
  }
  return { library: out ?? library, applied };
}
