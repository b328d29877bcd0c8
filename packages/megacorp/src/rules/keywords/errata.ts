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

/** An erratum a card of the pool was loaded with: its rule key, the card and what it changes. */
export interface Erratum {
  readonly key: string;
  readonly card: string;
  readonly says: string;
}

/** Each erratum: the card names it applies to (the rulebooks spell some in the singular too), and the change. */
const ERRATA_LIST: readonly {
  names: readonly string[];
  key: string;
  says: string;
  fix: (d: CardDefinition) => CardDefinition;
}[] = [
  {
    names: ['Mindfire'],
    key: ERRATA.mindfire,
    says: 'it has ABRUPT',
    fix: (d) =>
      d.keywords.some((k) => k.name.toUpperCase() === 'ABRUPT')
        ? d
        : { ...d, keywords: [...d.keywords, { name: 'ABRUPT', args: [] }] },
  },
  {
    names: ['Passionate Consumers', 'Passionate Consumer'],
    key: ERRATA.passionateConsumers,
    says: 'its trait valuation is 1 EQ',
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
): { library: Readonly<Record<string, CardDefinition>>; applied: Erratum[] } {
  if (!par.competitiveErrata) return { library, applied: [] };
  let out: Record<string, CardDefinition> | null = null;
  const applied: Erratum[] = [];
  for (const e of ERRATA_LIST) {
    for (const name of e.names) {
      const d = library[name];
      if (!d) continue;
      out ??= { ...library };
      out[name] = e.fix(d);
      applied.push({ key: e.key, card: name, says: e.says });
    }
  }
  return { library: out ?? library, applied };
}
