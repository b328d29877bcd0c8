import type { KeywordInstance } from '../../model/card.js';

/** The first whole number a keyword prints (`MUTATION 4`, `DEAD DROP: 7M`, `DISASTER LEVEL 2`); else `fallback`. */
export function keywordNumber(k: KeywordInstance, fallback = 0): number {
  for (const a of k.args) {
    const m = /(\d+)/.exec(a);
    if (m) return Number(m[1]);
  }
  return fallback;
}
