import type { RuleSet } from '../rule-set.js';
import { ABRUPT } from './abrupt.js';
import { BOND } from './bond.js';
import { CANCEL } from './cancel.js';
import { DEAD_DROP } from './dead-drop.js';
import { DEVELOPMENT } from './development.js';
import { DISASTER_LEVEL } from './disaster-level.js';
import { ERRATA } from './errata.js';
import { INDEPENDENT } from './independent.js';
import { LOYAL } from './loyal.js';
import { MOVE } from './move.js';
import { MUTATION } from './mutation.js';
import { PERMANENT } from './permanent.js';
import { REDEPLOY } from './redeploy.js';
import { REGENERATION } from './regeneration.js';
import { SWAP } from './swap.js';
import { TERRAIN } from './terrain.js';

/** The rule sets of the keywords that are not about combat (chapter 9, 8.2, errata 10.1). */
export const ABILITY_KEYWORD_RULE_SETS: readonly RuleSet<string>[] = [
  ABRUPT,
  BOND,
  CANCEL,
  DEAD_DROP,
  DEVELOPMENT,
  DISASTER_LEVEL,
  INDEPENDENT,
  LOYAL,
  MOVE,
  MUTATION,
  PERMANENT,
  REDEPLOY,
  REGENERATION,
  SWAP,
  TERRAIN,
  ERRATA,
];
