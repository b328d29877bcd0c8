import { integer, oneOf, type ParametersOf, type RevisionProfile, yesNo } from '@arbiter/core';

/**
 * The readings of the 2008 text as rule parameters, declared once as data (the kernel's parameter
 * specs): the type the engine reads, the validation of drafts and docs/gardener-readings.md all come
 * from here. The text is a scraped draft that lost every bulleted list and prints examples that
 * contradict its rules; where it is silent or contradicts itself the engine reads a parameter, never
 * a revision id, so another reading is a profile (or a draft) with other values. Each spec names its
 * values with their meaning, the heading paths the reading rests on (`clause`), and the gap (GA-xx of
 * `../shared/design/SECOND-GAME.md` §1.10) it settles (`catalog`).
 */

export type ParameterGroup =
  | 'setup'
  | 'adventure'
  | 'turn'
  | 'play'
  | 'abilities'
  | 'requirements'
  | 'resolution'
  | 'reputation'
  | 'end';

export const PARAMETER_GROUPS: Readonly<Record<ParameterGroup, string>> = {
  setup: 'Begin the game',
  adventure: 'The adventure and its hero',
  turn: 'Turns',
  play: 'Playing cards',
  abilities: 'Abilities',
  requirements: 'Operators and the requirements calculation',
  resolution: 'Resolution',
  reputation: 'Reputation and the Void',
  end: 'The end of the game',
};

/** Every parameter, in the order docs/gardener-readings.md lists them. */
export const PARAMETER_SPECS = {
  comparison: oneOf(
    {
      inclusive: '`>` reads "at least", `<` "at most": the worked examples then hold',
      strict: '`>` and `<` compare strictly, as the signs usually mean',
    },
    {
      description: 'How the conditions and requirements compare numbers with `>` and `<`.',
      catalog: ['GA-01', 'GA-02', 'GA-10'],
      clause:
        'Cards ► Attributes ► Conditional operators; Cards ► Attributes ► Requirement operators; Game specific ► Examples ► Adventure; Game specific ► Examples ► Incapacitation',
      group: 'requirements',
    },
  ),
  unstatedOperator: oneOf(
    {
      'at-least': 'a number printed without operator is a lower bound',
      exactly: 'a number printed without operator must be matched exactly',
    },
    {
      description: 'A numeric condition printed without the operator the rules demand.',
      catalog: ['GA-06'],
      clause: 'Cards ► Attributes ► Conditional operators; Game specific ► Examples ► Espionage',
      group: 'requirements',
    },
  ),
  requirementTotals: oneOf(
    {
      'sum-of-hero-cards': 'a numeric requirement is met by the sum over the hero’s played cards',
      'single-card': 'a numeric requirement is met by one of the hero’s played cards',
    },
    {
      description: 'What the hero’s cards add up to when each printed requirement is fulfilled by him.',
      catalog: ['GA-03'],
      clause:
        'Cards ► Predefined attribute categories ► Requirements ► Requirements calculation; Game specific ► Examples ► Adventure',
      group: 'requirements',
    },
  ),
  competitorAdditions: oneOf(
    {
      total:
        'competitors’ ply adds to the requirement it names; the hero’s totals must cover the sum of all raised requirements',
      'per-requirement':
        'competitors’ ply raises each requirement it names, which the hero must meet one by one',
      none: 'competitors’ cards raise nothing',
    },
    {
      description: 'How competitors increase the numeric requirements of an adventure.',
      catalog: ['GA-04'],
      clause: 'Cards ► Predefined attribute categories ► Requirements ► Requirements calculation',
      group: 'requirements',
    },
  ),
  reputationOf: oneOf(
    {
      vault: 'the reputation received from the Void into the vault',
      'buildsite-sum': 'the sum of the Reputation of the adventure cards in the buildsite',
    },
    {
      description: 'What a player’s reputation is.',
      catalog: ['GA-11'],
      clause: 'Playing ► Adventure ► Resolution; Playing ► Adventure ► Resolution ► Reputation calculation',
      group: 'reputation',
    },
  ),
  reputationToWin: integer({
    min: 1,
    max: 1000,
    description:
      'The reputation that ends the game and wins it; the text never states it (invented) (the reputation a player (team) needs).',
    catalog: ['GA-12'],
    clause: 'Playing ► End of game ► Winner',
    group: 'end',
  }),
  idleRotationsToEnd: integer({
    min: 0,
    max: 100,
    description:
      'When an individual game ends though nobody reached the winning reputation (full rotations of heroes playing no adventure that end an individual game; 0 never).',
    catalog: ['GA-13'],
    clause: 'Playing ► End the game; Playing ► Adventure ► Bidding',
    group: 'end',
  }),
  endWhenVoidEmpty: yesNo({
    description:
      'Whether running out of reputation to win ends the game: `true` the game ends once the Void has no reputation left; `false` an empty Void ends nothing.',
    catalog: ['GA-13'],
    clause: 'Playing ► End the game; Playing ► Begin the game',
    group: 'end',
  }),
  voidReputation: oneOf(
    {
      'all-adventures': 'the sum of the Reputation of every adventure card in the game',
      'twice-to-win': 'twice the reputation needed to win',
    },
    {
      description: 'How much reputation the Void holds when the game begins.',
      catalog: ['GA-32'],
      clause: 'Playing ► Begin the game',
      group: 'reputation',
    },
  ),
  failedAdventureCard: oneOf(
    {
      ops: 'back to the ops of its player, as AbleToRewind "Adventure" does',
      wreckage: 'to the wreckage of its player',
    },
    {
      description: 'Where the card of a failed adventure goes (the list of outcomes was lost).',
      catalog: ['GA-14'],
      clause: 'Playing ► Adventure ► Resolution; Cards ► Predefined attribute ► Abilities ► AbleToRewind',
      group: 'resolution',
    },
  ),
  failedHeroPlayground: oneOf(
    {
      ops: 'back to the ops, as the competitors’ cards',
      wreckage: 'to the wreckage, as after a success',
    },
    {
      description: 'Where the hero’s played support cards go after a failed adventure.',
      catalog: ['GA-14'],
      clause: 'Playing ► Adventure ► Resolution',
      group: 'resolution',
    },
  ),
  heroMayDecline: yesNo({
    description:
      'Whether the hero may leave the adventure unopened: `true` the hero may play no adventure card; the adventure is skipped; `false` the hero must play an adventure card when he can.',
    catalog: ['GA-15'],
    clause: 'Playing ► Adventure ► Play adventure card',
    group: 'adventure',
  }),
  playsPerTurn: integer({
    min: 0,
    max: 100,
    description:
      'How many cards a turn may play (tricks, Round and AbleToRewind suggest one) (cards one player may play per turn; 0 any number).',
    catalog: ['GA-16'],
    clause:
      'Playing ► Adventure ► Turn ► Play card; Definitions; Cards ► Predefined attribute ► Abilities ► AbleToRewind',
    group: 'turn',
  }),
  drawsPerTurn: integer({
    min: 0,
    max: 100,
    description: 'How many cards a turn may draw (cards one player may draw per turn; 0 any number).',
    catalog: ['GA-16'],
    clause: 'Playing ► Adventure ► Turn ► Draw card',
    group: 'turn',
  }),
  adventureEnd: oneOf(
    {
      'round-without-play': 'a full round of turns in which nobody played a card',
      'round-of-passes': 'a full round of turns in which nobody did anything but pass',
    },
    {
      description: 'When nobody wants to play on, so the adventure ends.',
      catalog: ['GA-17'],
      clause: 'Playing ► Adventure ► Resolution; Playing ► Adventure ► Turn ► Pass; Definitions',
      group: 'turn',
    },
  ),
  stashChoice: oneOf(
    {
      action: 'an action of its own: wreck two cards of one’s ops, then take any stash card',
      'after-wrecking-two': 'a bonus: once a turn has wrecked two ops cards (costs), take any stash card',
    },
    {
      description: 'What wrecking two cards to choose a stash card is.',
      catalog: ['GA-18'],
      clause: 'Playing ► Adventure ► Turn ► Choose stash card',
      group: 'turn',
    },
  ),
  heroAfterRewind: oneOf(
    {
      'next-player': 'the hero passes on as after a resolution',
      'same-hero': 'the same hero opens the next adventure',
    },
    {
      description: 'Who is hero after AbleToRewind “Adventure” ended the adventure.',
      catalog: ['GA-20'],
      clause: 'Cards ► Predefined attribute ► Abilities ► AbleToRewind; Playing ► Adventure',
      group: 'abilities',
    },
  ),
  freezeStops: oneOf(
    {
      'plays-and-swaps': 'frozen competitors neither play nor swap; they still draw and choose stash cards',
      'every-action': 'frozen competitors may only pass',
    },
    {
      description: 'What AbleToFreezeCompetitors stops.',
      catalog: ['GA-23'],
      clause: 'Cards ► Predefined attribute ► Abilities ► AbleToFreezeCompetitors',
      group: 'abilities',
    },
  ),
  opsHalf: oneOf(
    {
      smaller: 'the smaller half (rounded down) goes to the ops',
      larger: 'the larger half (rounded up) goes to the ops',
    },
    {
      description: 'The split of an odd stash at the beginning of the game.',
      catalog: ['GA-27'],
      clause: 'Playing ► Begin the game',
      group: 'setup',
    },
  ),
  firstPlayer: oneOf(
    {
      random: 'drawn with the game’s seeded random generator',
      'first-seated': 'the first player of the turn sequence',
    },
    {
      description: 'How the player with the first turn is established.',
      catalog: ['GA-28'],
      clause: 'Playing ► Begin the game',
      group: 'setup',
    },
  ),
  textualRestriction: oneOf(
    {
      'every-player': 'no player may play a support card whose like-named attribute misses the alternatives',
      'hero-only': 'only the hero’s (team’s) plays are restricted',
    },
    {
      description: 'Whose plays the textual requirements of the adventure restrict.',
      catalog: ['GA-30'],
      clause:
        'Playing ► Adventure ► Turn ► Play card; Cards ► Predefined attribute categories ► Requirements',
      group: 'play',
    },
  ),
  adventureCardIsPlayed: yesNo({
    description:
      'Whether the adventure card is one of the hero’s played cards: `true` the adventure card in the hero’s playground counts as played for PlayIfPlayground(Card); `false` only support cards count.',
    catalog: ['GA-31'],
    clause: 'Definitions; Cards ► Predefined attribute categories ► Conditional play ► PlayIfPlayground',
    group: 'play',
  }),
  recoverItself: yesNo({
    description:
      'Whether AbleToRecoverPlayed may return the card that carries it: `true` the card carrying AbleToRecoverPlayed may return itself; `false` it may not.',
    catalog: ['GA-36'],
    clause: 'Cards ► Predefined attribute ► Abilities ► AbleToRecoverPlayed',
    group: 'abilities',
  }),
  lastRound: oneOf(
    {
      'since-own-turn':
        'the turns since the rewinding player’s previous turn, this one included: his own previous turn stays',
      'round-before-turn':
        'the full round of turns before this one, one of each player: the rewinding player’s previous turn returns too',
    },
    {
      description: 'Which plays AbleToRewind “Last round” takes back: what “the last round” is.',
      catalog: ['GA-19'],
      clause: 'Cards ► Predefined attribute ► Abilities ► AbleToRewind; Definitions',
      group: 'abilities',
    },
  ),
  swapChecks: oneOf(
    {
      'outgoing-gone':
        'the play conditions of the card swapped in are checked with the card swapped out gone',
      'outgoing-present':
        'the play conditions are checked with the card swapped out still in play (its Name blocks a namesake)',
    },
    {
      description: 'Whether the card an AbleToSwap card replaces still counts when the swap is checked.',
      catalog: ['GA-21'],
      clause: 'Cards ► Predefined attribute ► Abilities ► AbleToSwap; Playing ► Adventure ► Turn ► Play card',
      group: 'abilities',
    },
  ),
  abilityTiming: oneOf(
    {
      'right-after-play':
        'right after their card is played, before anything else; one that can reach nothing lapses',
      'same-turn':
        'at any time later in the same turn, between other actions; what is unused lapses at the pass',
    },
    {
      description: 'When the abilities of a card just played are used (“immediately (= in the same turn)”).',
      catalog: ['GA-22'],
      clause:
        'Cards ► Predefined attribute ► Abilities; Cards ► Predefined attribute categories ► Conditional abilities',
      group: 'abilities',
    },
  ),
  wreckTo: oneOf(
    {
      owner: 'a wrecked card goes to its owner’s wreckage',
      wrecker: 'a wrecked card goes to the wreckage of the player who wrecks it, who holds it from then on',
    },
    {
      description: 'Whose wreckage a card wrecked by an ability goes to (“a player’s wreckage”).',
      catalog: ['GA-24'],
      clause:
        'Definitions; Cards ► Predefined attribute categories ► Conditional abilities ► AbleToWreckPlayedIf; Cards ► Predefined attribute categories ► Conditional abilities ► AbleToWreckBuildsiteCardIf',
      group: 'abilities',
    },
  ),
  identicalAdventure: oneOf(
    {
      'same-printed-card': 'another copy of the same printed card (the same library entry)',
      'same-attributes':
        'any adventure card with the same attributes: the Identifier and the other text areas have no effect',
    },
    {
      description: 'What an adventure card “identical” to one in the buildsite is.',
      catalog: ['GA-26'],
      clause: 'Playing ► Adventure ► Play adventure card; Definitions',
      group: 'adventure',
    },
  ),
  openingInFirstTurn: yesNo({
    description:
      'Whether the adventure card is the play of the hero’s first turn: `true` the opening counts as the first turn’s play (plays per turn, a quiet round); `false` the adventure card precedes the turns.',
    catalog: ['GA-33'],
    clause: 'Playing ► Adventure ► Play adventure card; Playing ► Adventure ► Turn ► Play card',
    group: 'adventure',
  }),
  proposalSupports: yesNo({
    description:
      'Whether proposing an adventure card in a bidding expresses support for it: `true` a proposal is its proposer’s support; `false` a proposal only shows the card, and support (which the proposer may give too) is a bid of its own.',
    catalog: ['GA-34'],
    clause: 'Playing ► Adventure ► Bidding',
    group: 'adventure',
  }),
  giving: oneOf(
    {
      'no-action': 'giving is a verb of the definitions; no step of the turn offers it',
      action: 'the player who turns may give one reputation of his vault at a time to a player or the Void',
    },
    {
      description: 'Whether giving (to a player or to the Void) is an action of the turn.',
      catalog: ['GA-25'],
      clause: 'Definitions; Playing ► Adventure ► Turn; Miscellaneous',
      group: 'turn',
    },
  ),
  featlessAdventure: oneOf(
    {
      allowed: 'an adventure card without Feats is played like any other; winning it achieves nothing',
      unplayable: 'an adventure card without Feats is no card of the game: it may not be played',
    },
    {
      description:
        'What an adventure card printed without Feats is, when the text says every adventure card has them.',
      catalog: ['GA-29'],
      clause: 'Cards ► Predefined attribute categories ► Feats; Game specific ► Examples ► Adventure card',
      group: 'play',
    },
  ),
  affiliationCounted: oneOf(
    {
      'own-affiliation':
        'the buildsite adventures whose Affiliation is the card’s own; a card without one is never playable',
      'largest-shared':
        'the largest group of buildsite adventures sharing one Affiliation, whatever the card’s',
    },
    {
      description: 'Which adventure cards PlayIfBuildsiteAffiliation counts (“the same value” as what).',
      catalog: ['GA-07'],
      clause: 'Cards ► Predefined attributes ► Conditional play ► PlayIfBuildsiteAffiliation',
      group: 'play',
    },
  ),
} as const;

export type GardenerParameters = ParametersOf<typeof PARAMETER_SPECS>;
export type ParameterName = keyof GardenerParameters & string;

/** A revision of the rules: its parameters, each with its source, and each rule key's heading path. */
export type GardenerProfile = RevisionProfile<GardenerParameters>;
