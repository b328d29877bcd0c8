import type { Cost, ExtraCost } from '../../model/card.js';
import { isTrait, type Trait } from '../../model/traits.js';

/** A keyword's printed cost (`REGENERATION: annihilate a card`, `MOVE 1M`, `SWAP: 1M + 1BQ, engage`). */
export interface KeywordCost {
  readonly cost: Cost;
  readonly engage: boolean;
  readonly extraCosts: readonly ExtraCost[];
}

/**
 * Reads the words after an activated keyword as its cost: money and trait amounts (`2M`, `1BQ`,
 * `2 M`), `engage` (this card), and `annihilate a card` / `annihilate a #subtype` (a card of one's own
 * other than this one). Words it does not know are left out; no words: no cost.
 */
export function keywordCost(args: readonly string[]): KeywordCost {
  const words = args
    .flatMap((a) => a.split(/[\s,+:]+/))
    .map((w) => w.trim())
    .filter((w) => w !== '');
  let money = 0;
  const traits: Partial<Record<Trait, number>> = {};
  let engage = false;
  const extraCosts: ExtraCost[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const lw = w.toLowerCase();
    const amount = /^(\d+)([A-Za-z€]*)$/.exec(w);
    if (amount) {
      const n = Number(amount[1]);
      let unit = (amount[2] ?? '').toUpperCase();
      if (unit === '' && words[i + 1] && /^(M|€|IQ|EQ|MQ|BQ)$/i.test(words[i + 1] as string)) {
        unit = (words[i + 1] as string).toUpperCase();
        i++;
      }
      if (unit === '' || unit === 'M' || unit === '€') money += n;
      else if (isTrait(unit)) traits[unit] = (traits[unit] ?? 0) + n;
      continue;
    }
    if (lw === 'engage' || lw === 'engaging') {
      engage = true;
      continue;
    }
    if (lw === 'annihilate' || lw === 'annihilating') {
      let j = i + 1;
      if (/^(a|an|one)$/i.test(words[j] ?? '')) j++;
      const subtypes: string[] = [];
      while ((words[j] ?? '').startsWith('#')) subtypes.push((words[j++] as string).slice(1));
      extraCosts.push({
        kind: 'annihilate',
        filter: { controller: 'you', other: true, ...(subtypes.length ? { subtypes } : {}) },
      });
      // The next word is read on its own: `card`/`cards`, like any word the reader does not know, costs nothing.
      i = j - 1;
    }
  }
  return { cost: { money, traits }, engage, extraCosts };
}
