import type { KeywordInstance } from '../../model/card.js';
import type { RuleSet } from '../rule-set.js';
import { AREA_ATTACK, parseArea } from './area-attack.js';
import { ASSASSIN } from './assassin.js';
import { CAMOUFLAGE } from './camouflage.js';
import { KEYWORD, keywordWords } from './card-keywords.js';
import { CARD_RADIUS, printedRadius } from './card-radius.js';
import { DEMOLISHER } from './demolisher.js';
import { DISRUPTOR } from './disruptor.js';
import { ELUSIVE } from './elusive.js';
import { FLYING } from './flying.js';
import { INDESTRUCTIBLE } from './indestructible.js';
import { INITIATIVE } from './initiative.js';
import { MELEE } from './melee.js';
import { OVERWATCH } from './overwatch.js';
import { PENETRATOR } from './penetrator.js';
import { PRECISION } from './precision.js';
import { REFLEXES } from './reflexes.js';
import { SUPPRESSOR } from './suppressor.js';

/** The rule sets of the combat keywords (chapter 9), for the registry. */
export const COMBAT_KEYWORD_RULE_SETS: readonly RuleSet<string>[] = [
  KEYWORD,
  AREA_ATTACK,
  ASSASSIN,
  CAMOUFLAGE,
  CARD_RADIUS,
  DEMOLISHER,
  DISRUPTOR,
  ELUSIVE,
  FLYING,
  INDESTRUCTIBLE,
  INITIATIVE,
  MELEE,
  OVERWATCH,
  PENETRATOR,
  PRECISION,
  REFLEXES,
  SUPPRESSOR,
];

/** The combat keywords (chapter 9, and PENETRATOR from the V1.5.5 and Ed 3.0 glossaries). */
export const COMBAT_KEYWORDS: readonly string[] = [
  'AREA ATTACK',
  'ASSASSIN',
  'CAMOUFLAGE',
  'CARD RADIUS',
  'DEMOLISHER',
  'DISRUPTOR',
  'ELUSIVE',
  'FLYING',
  'INDESTRUCTIBLE',
  'INITIATIVE',
  'MELEE',
  'OVERWATCH',
  'PENETRATOR',
  'PRECISION',
  'REFLEXES',
  'SUPPRESSOR',
];

/**
 * What is wrong with a combat keyword's arguments as written on a card, with an example of the right
 * form; null when the keyword reads (or is not a combat keyword).
 */
export function combatKeywordProblem(k: KeywordInstance): string | null {
  switch (k.name.toUpperCase()) {
    case 'AREA ATTACK':
      return parseArea(k.args)
        ? null
        : 'AREA ATTACK needs its area, columns by rows: e.g. AREA ATTACK BQ 1x4';
    case 'CAMOUFLAGE':
      return keywordWords(k).length > 0
        ? null
        : 'CAMOUFLAGE needs the kinds it hides next to: e.g. CAMOUFLAGE #water';
    case 'DEMOLISHER':
      return keywordWords(k).length > 0
        ? null
        : 'DEMOLISHER needs the kinds it destroys: e.g. DEMOLISHER #building';
    case 'CARD RADIUS':
      return printedRadius(k.args) !== null ? null : 'CARD RADIUS needs its radius: e.g. CARD RADIUS 2';
    default:
      return null;
  }
}
