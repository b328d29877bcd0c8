import { ruleHeadings } from '../rules/registry.js';
import type { GardenerParameters, GardenerProfile } from './parameters.js';

/**
 * The readings this project takes of the 2008 draft (George Hara, first public release 26.04.2008).
 * Where the worked examples only hold under one reading (inclusive operators, summed requirements),
 * that reading is taken; where the text gives nothing, the reading is the smallest that lets a game
 * run and end. `reputationToWin` is invented: the text never states the amount.
 */
export const GOT_2008_PARAMETERS: GardenerParameters = {
  comparison: 'inclusive',
  unstatedOperator: 'at-least',
  requirementTotals: 'sum-of-hero-cards',
  competitorAdditions: 'total',
  reputationOf: 'vault',
  reputationToWin: 6,
  idleRotationsToEnd: 1,
  endWhenVoidEmpty: false,
  voidReputation: 'all-adventures',
  failedAdventureCard: 'ops',
  failedHeroPlayground: 'ops',
  heroMayDecline: true,
  playsPerTurn: 1,
  drawsPerTurn: 1,
  adventureEnd: 'round-without-play',
  stashChoice: 'action',
  heroAfterRewind: 'next-player',
  freezeStops: 'plays-and-swaps',
  opsHalf: 'smaller',
  firstPlayer: 'random',
  textualRestriction: 'every-player',
  adventureCardIsPlayed: true,
  recoverItself: true,
};

export const GOT_2008: GardenerProfile = Object.freeze({
  id: 'got-2008',
  title: 'Gardener of Thoughts CCG rulebook, 2008 draft',
  parameters: Object.freeze(GOT_2008_PARAMETERS),
  clauses: Object.freeze(ruleHeadings()),
  notes: Object.freeze({
    comparison:
      'Examples ► Adventure and ► Incapacitation hold only if `>` and `<` include equality (GA-02, GA-10).',
    requirementTotals:
      'Examples ► Adventure needs two Scientists cards for FluonResearch: values add up (GA-02).',
    reputationToWin: 'Invented: End of game ► Winner names an amount the text never gives (GA-12).',
  }),
});
