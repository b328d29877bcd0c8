import { type Sourced, splitSources } from '@arbiter/core';
import { ruleHeadings } from '../rules/registry.js';
import type { GardenerParameters, GardenerProfile } from './parameters.js';

const EXAMPLES = 'Game specific ► Examples';

/**
 * The readings this project takes of the 2008 draft (George Hara, first public release 26.04.2008),
 * each value with the heading it rests on and why. Where the worked examples hold under one reading
 * only (inclusive operators, summed requirements), that reading is taken; where the text gives
 * nothing, the smallest reading that lets a game run and end. `reputationToWin` is invented.
 */
const READINGS: Sourced<GardenerParameters> = {
  comparison: ['inclusive', `${EXAMPLES} ► Adventure and ► Incapacitation hold only so (GA-02, GA-10)`],
  unstatedOperator: ['at-least', `${EXAMPLES} ► Adventure prints a reputation gate without operator (GA-06)`],
  requirementTotals: ['sum-of-hero-cards', `${EXAMPLES} ► Adventure needs two Scientists together (GA-02)`],
  competitorAdditions: ['total', 'Requirements calculation: additions covered as a sum (GA-04)'],
  reputationOf: ['vault', 'Playing ► Adventure ► Resolution: reputation moves to the vault (GA-11)'],
  reputationToWin: [6, 'Playing ► End of game ► Winner names no amount: invented (GA-12)'],
  idleRotationsToEnd: [
    1,
    'Playing ► End the game: list lost; one idle rotation, as two failed biddings end a teams game (GA-13)',
  ],
  endWhenVoidEmpty: [false, 'Playing ► End the game: list lost (GA-13)'],
  voidReputation: ['all-adventures', 'Playing ► Begin the game: all the reputation of the game (GA-32)'],
  failedAdventureCard: ['ops', 'Resolution: list lost; as AbleToRewind “Adventure” returns it (GA-14)'],
  failedHeroPlayground: ['ops', 'Resolution: list lost; as the competitors’ cards (GA-14)'],
  heroMayDecline: [true, 'Playing ► Adventure ► Play adventure card: the hero “may” (GA-15)'],
  playsPerTurn: [1, 'Definitions ► Round and AbleToRewind: one card a turn, like a trick (GA-16)'],
  drawsPerTurn: [1, 'Playing ► Adventure ► Turn ► Draw card: “a card” (GA-16)'],
  adventureEnd: ['round-without-play', 'Playing ► Adventure ► Resolution: nobody plays on (GA-17)'],
  stashChoice: ['action', 'Playing ► Adventure ► Turn ► Choose stash card, listed among the actions (GA-18)'],
  heroAfterRewind: ['next-player', 'Playing ► Adventure: the hero passes on (GA-20)'],
  freezeStops: ['plays-and-swaps', 'AbleToFreezeCompetitors names plays only; a swap is a play (GA-23)'],
  opsHalf: ['smaller', 'Playing ► Begin the game: the smaller half (GA-27)'],
  firstPlayer: ['random', 'Playing ► Begin the game gives no method (GA-28)'],
  textualRestriction: [
    'every-player',
    'Playing ► Adventure ► Turn ► Play card applies to any player (GA-30)',
  ],
  adventureCardIsPlayed: [true, 'Definitions: the adventure card is a card played in the adventure (GA-31)'],
  recoverItself: [true, 'AbleToRecoverPlayed: any support card of the playground (GA-36)'],
  lastRound: ['since-own-turn', 'AbleToRewind: the plays since the rewinding player last turned (GA-19)'],
  swapChecks: ['outgoing-gone', 'AbleToSwap: the swapped-out card makes way for the new one (GA-21)'],
  abilityTiming: ['right-after-play', 'Abilities: “immediately” after playing the card (GA-22)'],
  wreckTo: [
    'owner',
    'Definitions ► Incapacitate card sends a card to “its player”; wrecking likewise (GA-24)',
  ],
  identicalAdventure: ['same-printed-card', 'Play adventure card: another copy of the same card (GA-26)'],
  openingInFirstTurn: [false, 'Play adventure card: turns begin after the adventure card (GA-33)'],
  proposalSupports: [true, 'Bidding: proposing a card is the first support for it (GA-34)'],
  giving: ['no-action', 'Playing ► Adventure ► Turn lists no giving; Miscellaneous forbids the rest (GA-25)'],
  featlessAdventure: ['allowed', 'Examples ► Adventure card prints an adventure without Feats (GA-29)'],
  affiliationCounted: [
    'own-affiliation',
    'PlayIfBuildsiteAffiliation: the card must carry an Affiliation (GA-07)',
  ],
};

const { parameters, sources } = splitSources(READINGS);

export const GOT_2008_PARAMETERS: GardenerParameters = Object.freeze(parameters);

export const GOT_2008: GardenerProfile = Object.freeze({
  id: 'got-2008',
  title: 'Gardener of Thoughts CCG rulebook, 2008 draft, as this project reads it',
  extends: null,
  parameters: GOT_2008_PARAMETERS,
  sources: Object.freeze(sources),
  clauses: Object.freeze(ruleHeadings()),
});
