import { deriveProfile, type Sourced, splitSources } from '@arbiter/core';
import { GOT_2008 } from './got-2008.js';
import { type GardenerParameters, type GardenerProfile, PARAMETER_SPECS } from './parameters.js';

/** A draft revision over a Gardener profile: every override checked against the specs. */
export const deriveGardenerProfile = (
  base: GardenerProfile,
  overrides: Readonly<Record<string, unknown>>,
  meta: { id: string; title?: string; notes?: string },
): GardenerProfile =>
  deriveProfile(PARAMETER_SPECS, base, overrides, meta, {
    reservedIds: ['got-2008', 'got-strict'],
    docs: 'docs/gardener-readings.md',
  });

const STRICT: Sourced<GardenerParameters> = {
  comparison: ['strict', 'the signs read as in arithmetic (GA-01)'],
  unstatedOperator: ['exactly', 'a bare number is matched exactly (GA-06)'],
  requirementTotals: ['single-card', '“individually” read as one card per requirement (GA-03)'],
  competitorAdditions: ['per-requirement', 'each requirement raised on its own (GA-04)'],
  reputationOf: ['buildsite-sum', 'Reputation calculation: the sum of the reputation cards (GA-11)'],
  reputationToWin: [4, 'another invented amount (GA-12)'],
  idleRotationsToEnd: [2, 'two idle rotations, as two failed biddings (GA-13)'],
  endWhenVoidEmpty: [true, 'nothing left to win ends the game (GA-13)'],
  voidReputation: ['twice-to-win', 'a fixed Void (GA-32)'],
  failedAdventureCard: ['wreckage', 'a failed adventure is lost (GA-14)'],
  failedHeroPlayground: ['wreckage', 'the hero’s cards are spent either way (GA-14)'],
  heroMayDecline: [false, 'the hero must open when he can (GA-15)'],
  playsPerTurn: [0, 'Turn ► Pass: a turn goes on until the player will do no more (GA-16)'],
  drawsPerTurn: [0, 'likewise for draws (GA-16)'],
  adventureEnd: ['round-of-passes', 'a round that does nothing at all (GA-17)'],
  stashChoice: ['after-wrecking-two', 'any two cards wrecked in a turn open the stash (GA-18)'],
  heroAfterRewind: ['same-hero', 'a rewound adventure is replayed by its hero (GA-20)'],
  freezeStops: ['every-action', 'frozen competitors may only pass (GA-23)'],
  opsHalf: ['larger', 'the larger half goes to the ops (GA-27)'],
  firstPlayer: ['first-seated', 'the first seated player turns first (GA-28)'],
  textualRestriction: [
    'hero-only',
    'only the hero fulfils requirements, so only his plays are restricted (GA-30)',
  ],
  adventureCardIsPlayed: [false, 'only support cards count as played (GA-31)'],
  recoverItself: [false, 'the recovering card stays (GA-36)'],
  lastRound: ['round-before-turn', 'Definitions ► Round: one turn of every player, his own included (GA-19)'],
  swapChecks: ['outgoing-present', 'the swapped-out card is still played when the swap is made (GA-21)'],
  abilityTiming: ['same-turn', 'Abilities: “(= in the same turn)”, any time in it (GA-22)'],
  wreckTo: ['wrecker', 'Definitions ► Wreck card: “a player’s wreckage”, the wrecking player’s (GA-24)'],
  identicalAdventure: [
    'same-attributes',
    'the Identifier has no effect, so equal attributes are identical (GA-26)',
  ],
  openingInFirstTurn: [true, 'the adventure card is the hero’s first play (GA-33)'],
  proposalSupports: [false, 'Bidding: a proposal only shows the card; support is expressed apart (GA-34)'],
  giving: ['action', 'Definitions ► Give: a player “may give” what he owns (GA-25)'],
  featlessAdventure: ['unplayable', 'Feats: “all adventure cards have this attribute category” (GA-29)'],
  affiliationCounted: ['largest-shared', 'adventure cards sharing an Affiliation among themselves (GA-07)'],
};

/**
 * The literal draft: the signs read as in arithmetic, a requirement met by one card, and the other
 * candidate reading of every lost list. Under it the rulebook's worked examples fail, which is what
 * it is for (GA-02): every parameter differs from `got-2008`. Checked against the specs as a draft.
 */
export const GOT_STRICT: GardenerProfile = (() => {
  const { parameters, sources } = splitSources(STRICT);
  const derived = deriveGardenerProfile(GOT_2008, parameters, { id: 'got-strict-check' });
  return Object.freeze({
    ...derived,
    id: 'got-strict',
    title: 'The 2008 draft read literally, with the other candidate reading of every gap',
    sources: Object.freeze(sources),
  });
})();
