import { didYouMean } from '@arbiter/core';
import type { KeywordInstance } from '../../model/card.js';
import { isTrait } from '../../model/traits.js';
import { combatKeywordProblem } from './combat.js';

/**
 * What a keyword's argument is, as a card prints it: nothing (FLYING), a cost (REGENERATION 1M), a
 * number (MUTATION 4), traits (DEVELOPMENT: IQ or BQ), kinds of card (CAMOUFLAGE #water), an area
 * (AREA ATTACK BQ 1x4) or a radius (CARD RADIUS 2).
 */
export type KeywordArgument = 'none' | 'cost' | 'number' | 'traits' | 'kinds' | 'area' | 'radius';

/**
 * Every keyword a card may print (chapter 9; PENETRATOR from the V1.5.5 and Ed 3.0 glossaries,
 * REGENERATE as V1.5.5 spells REGENERATION, PERMANENT and UNIQUE as the flags), with its argument.
 * A name outside this table would do nothing in any rule module, so it is refused where it is written.
 */
export const KEYWORD_ARGUMENTS: Readonly<Record<string, KeywordArgument>> = {
  ABRUPT: 'none',
  'AREA ATTACK': 'area',
  ASSASSIN: 'none',
  BOND: 'none',
  CAMOUFLAGE: 'kinds',
  'CARD RADIUS': 'radius',
  'DEAD DROP': 'number',
  DEMOLISHER: 'kinds',
  DEVELOPMENT: 'traits',
  'DISASTER LEVEL': 'number',
  DISRUPTOR: 'none',
  ELUSIVE: 'none',
  FLYING: 'none',
  INDEPENDENT: 'none',
  INDESTRUCTIBLE: 'none',
  INITIATIVE: 'none',
  LOYAL: 'none',
  MELEE: 'none',
  MOVE: 'cost',
  MUTATION: 'number',
  OVERWATCH: 'none',
  PENETRATOR: 'none',
  PERMANENT: 'none',
  PRECISION: 'none',
  REFLEXES: 'none',
  REGENERATE: 'cost',
  REGENERATION: 'cost',
  SUPPRESSOR: 'none',
  SWAP: 'cost',
  TERRAIN: 'none',
  UNIQUE: 'none',
};

export const KEYWORD_NAMES: readonly string[] = Object.keys(KEYWORD_ARGUMENTS);

/** What is wrong with a keyword as written, and what to write instead. */
export interface KeywordProblem {
  readonly message: string;
  readonly hint?: string;
}

/** The words of a keyword's argument, separators dropped. */
function argumentWords(args: readonly string[], separators: RegExp): string[] {
  return args.flatMap((a) => a.split(separators)).filter((w) => w !== '');
}

/** The first word `keywordCost` would leave out (it reads amounts, `engage` and `annihilate a card`). */
function strayCostWord(args: readonly string[]): string | undefined {
  // Stryker disable next-line Regex: single separators only leave more empty words, which are dropped
  const words = argumentWords(args, /[\s,+:]+/);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const lw = w.toLowerCase();
    if (/^\d+(m|€|iq|eq|mq|bq)?$/i.test(w) || lw === 'free' || lw === 'and') continue;
    if (/^(m|€|iq|eq|mq|bq)$/i.test(w) && /^\d+$/.test(words[i - 1] ?? '')) continue;
    if (lw === 'engage' || lw === 'engaging') continue;
    if (lw === 'annihilate' || lw === 'annihilating') {
      if (/^(a|an|one)$/i.test(words[i + 1] ?? '')) i++;
      while ((words[i + 1] ?? '').startsWith('#')) i++;
      if (/^cards?$/i.test(words[i + 1] ?? '')) i++;
      continue;
    }
    return w;
  }
  return undefined;
}

/**
 * Whether a printed keyword means something to the rules: a known name (did-you-mean otherwise) with
 * an argument of its form. Null when it reads.
 */
export function keywordProblem(k: KeywordInstance): KeywordProblem | null {
  const name = k.name.toUpperCase();
  const form = KEYWORD_ARGUMENTS[name];
  if (form === undefined) {
    const guess = didYouMean(name, KEYWORD_NAMES);
    return {
      message: `unknown keyword ${k.name}`,
      hint: guess ? `did you mean ${guess}?` : 'see docs/scenario-language.md, keywords the rules define',
    };
  }
  // Stryker disable next-line Regex: single separators only leave more empty words, which are dropped
  const words = argumentWords(k.args, /[\s,:()]+/);
  switch (form) {
    case 'none':
      return words.length === 0
        ? null
        : { message: `${name} takes no argument, not \`${words.join(' ')}\``, hint: `write ${name} alone` };
    case 'cost': {
      const stray = strayCostWord(k.args);
      return stray === undefined
        ? null
        : {
            message: `\`${stray}\` is not part of a cost: ${name}'s cost is amounts, engage or annihilate a card`,
            hint: `e.g. ${name} 1M, ${name}: 1M + 1BQ, engage`,
          };
    }
    case 'number':
      return words.length === 1 && /^\d+m?$/i.test(words[0] as string)
        ? null
        : { message: `${name} needs one number, not \`${words.join(' ')}\``, hint: `e.g. ${name} 4` };
    case 'traits': {
      const stray = words.find((w) => !isTrait(w.toUpperCase()) && !/^(or|and)$/i.test(w));
      return stray === undefined
        ? null
        : {
            message: `\`${stray}\` is not a trait`,
            hint: `e.g. ${name}: IQ or BQ; traits are IQ, EQ, MQ and BQ`,
          };
    }
    case 'kinds':
    case 'area':
    case 'radius': {
      const problem = combatKeywordProblem(k);
      return problem ? { message: problem } : null;
    }
  }
}
