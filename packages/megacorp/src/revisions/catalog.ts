import type { ParameterName } from './profile.js';

/*
 * What the revision work decided about ../shared/rules/revision-divergences.md, as data for
 * docs/revisions.md: the readings chosen where a revision contradicts itself (catalog §L) and the
 * divergences no parameter settles yet. In our own words; the rulebooks are cited, not quoted.
 */

/** A contradiction inside one revision (catalog §L) and the reading the engine takes. */
export interface Reading {
  /** The catalog's §L entry, e.g. `V1.5.5.1`. */
  readonly entry: string;
  readonly topic: string;
  /** The parameter whose values are the two readings; absent when no rule of the engine is affected. */
  readonly parameter?: ParameterName;
  /** The reading taken by the built-in profile, and why. */
  readonly chosen: string;
  /** The other reading: a value of `parameter`, or why none is needed. */
  readonly other: string;
}

export const READINGS: readonly Reading[] = [
  {
    entry: 'V1.5.5.1',
    topic: 'selling a pile',
    parameter: 'sellPile',
    chosen: '`whole-pile`: §D – Divest Phase, the phase’s own procedure, sells the whole unit',
    other: '`top-card-only`: §Zone › Bonded Cards sells the top card and discards the rest',
  },
  {
    entry: 'V1.5.5.2',
    topic: 'who is paid for a bought card',
    parameter: 'boughtCardPayee',
    chosen: '`controller`: §Zone › Cards Orientation, the section that defines buying engaged cards',
    other: '`owner`: §Zone › Network',
  },
  {
    entry: 'V1.5.5.3',
    topic: 'a tied bid for an open-market card',
    chosen: 'not applicable: the engine has no open-market bid (see D-OM-BID-TIE below)',
    other: '—',
  },
  {
    entry: 'V1.5.5.4',
    topic: 'what is orphaned',
    parameter: 'orphan',
    chosen: '`no-neighbour`: §Zone › Network and §How to win both read as "docked to no card at all"',
    other: '`no-chain-to-business`',
  },
  {
    entry: 'V1.5.5.7',
    topic: 'when the deployment space is chosen',
    parameter: 'deploySpaceLost',
    chosen: '`fixed-at-declaration`: §Playing a Card fixes network and space when the card is declared',
    other: '`chooses-another`: §Deploy Event chooses an event’s slot only once it resolved',
  },
  {
    entry: 'V1.5.5.10',
    topic: 'how many bidding rounds',
    parameter: 'bidRounds',
    chosen: '`4`: three rebids after the first round, as both §Setting up and §Bid are read',
    other: '`3`: three rounds in all',
  },
  {
    entry: 'V1.5.5.5, .6, .8, .9',
    topic: 'FLYING/DISRUPTOR while engaged, TERRAIN, BOND against PENETRATOR, searching',
    chosen: 'deferred with the keyword abilities (searches exist only through them)',
    other: '—',
  },
  {
    entry: 'V1.5.5.11–.14',
    topic: 'cut-off divest sentence, a V1.7 cross-reference, upkeep while engaged, events in the network',
    chosen: 'no outcome differs in the engine (sales pay money only; events take no space)',
    other: '—',
  },
  {
    entry: 'V1.7.1',
    topic: 'when 0 M loses',
    parameter: 'noMoneyLoss',
    chosen: '`end-phase-check`: the numbered step 5.6.2 places the check, before the 5.6.5 window',
    other: '`end-of-turn`: 1.2.10.1 read literally, checked again as the turn ends',
  },
  {
    entry: 'V1.7.2',
    topic: 'permanent events on another player’s turn',
    parameter: 'permanentEventTiming',
    chosen: '`own-turn`: 1.2.8.1 and 6.2 are specific; 6.3 is about events in general',
    other: '`any-time`',
  },
  {
    entry: 'V1.7.3',
    topic: 'buying engaged cards outside the Buy Phase',
    parameter: 'assetTiming',
    chosen: '`own-buy-phase`: 5.3.1 places buying in the active player’s Buy Phase',
    other: '`any-turn-with-priority`: 1.2.8 and 3.2.1.5 read on their own',
  },
  {
    entry: 'V1.7.5',
    topic: 'the bonded cards of a bought pile',
    parameter: 'boughtPileBonded',
    chosen: '`come-along`: 3.10.8 is the specific clause',
    other: '`destroyed`: 3.10.9 (a top card leaving play destroys its bonded cards)',
  },
  {
    entry: 'V1.7.9',
    topic: 'attacks on empty spaces',
    parameter: 'targetLeavesSpace',
    chosen:
      '`challenge-continues` once declared; declaring an attack on an empty space is refused until AREA ATTACK needs it',
    other: '`attack-is-nullified`',
  },
  {
    entry: 'V1.7.10',
    topic: 'destruction by damage outside a challenge',
    parameter: 'effectDamageDestroys',
    chosen: '`true`: 5.4.1.8.2 applied to damage dealt by effects',
    other: '`false`: no clause destroys by effect damage',
  },
  {
    entry: 'V1.7.4, .6, .7',
    topic: 'REGENERATION reset, "may" automatic keywords, PENETRATOR',
    chosen: 'deferred with the keyword abilities',
    other: '—',
  },
  {
    entry: 'V1.7.8, .11, .12',
    topic: 'bonded cards’ abilities, numbering gaps, money from engaging',
    chosen: 'no outcome differs in the engine (bonded cards activate nothing; 6.2.2.2 produces traits only)',
    other: '—',
  },
  {
    entry: 'Ed3.0 EN.1, FR.1',
    topic: 'Ana draws on turn 1 in the worked example',
    parameter: 'firstTurnDraw',
    chosen: '`skip-always`: the rule stated just above the example',
    other: '`never-skip`: the example',
  },
  {
    entry: 'Ed3.0 EN.3 (and FR alike)',
    topic: 'what happens to orphans',
    parameter: 'orphanFate',
    chosen: '`destroyed-at-controllers-end`: §Deploying and Docking / §Déploiement et ancrage',
    other: '`discarded-every-end-phase`: §End Phase / §Phase de Fin',
  },
  {
    entry: 'Ed3.0 EN.4 (and FR alike)',
    topic: 'where a resolved event goes',
    parameter: 'resolvedEvents',
    chosen: '`waits-for-end-phase`: the rules of §EVENTS and §End Phase',
    other: '`bottom-of-open-market`: the Tidal Wave example',
  },
  {
    entry: 'Ed3.0 EN.6',
    topic: 'when 0 M loses',
    parameter: 'noMoneyLoss',
    chosen: '`end-phase-check`: §Winning the Game (no action happens inside the End Phase anyway)',
    other: '`end-of-turn`: §RESOURCES › Money(€)',
  },
  {
    entry: 'Ed3.0 EN.7',
    topic: 'how often a card retaliates',
    parameter: 'retaliation',
    chosen: '`once-per-turn`: §Damage',
    other:
      'once per Challenge Phase (§GLOSSARY › REFLEXES) is the same thing with one Challenge Phase per turn; `once-per-challenge` lifts the limit',
  },
  {
    entry: 'Ed3.0 EN.15',
    topic: 'events "at any time" against no actions during the End Phase',
    parameter: 'endPhaseWindow',
    chosen: '`before-end-phase`: §End Phase, the specific rule',
    other: '`after-discards`: a window inside the End Phase',
  },
  {
    entry: 'Ed3.0 FR.3',
    topic: 'which cards damage destroys',
    parameter: 'damageDestroys',
    chosen:
      '`characters-and-business`: §Domage states the threshold for characters; §Gagner la partie lets the business be destroyed in combat',
    other: '`any-card`: §Caractéristiques (a card reaching 0 is destroyed)',
  },
  {
    entry: 'Ed3.0 FR.4',
    topic: 'where a cancelled card goes',
    parameter: 'cancelledCardsTo',
    chosen: '`annihilated-zone`: §Zone d’annihilation holds cancelled cards',
    other: '`open-market`: §GLOSSAIRE › ANNULER destroys a cancelled event',
  },
  {
    entry: 'Ed3.0 EN.5, .8, .9; FR.5',
    topic: 'DISASTER LEVEL, FLYING while engaged, REGENERATE',
    chosen: 'deferred with the keyword abilities',
    other: '—',
  },
  {
    entry: 'Ed3.0 EN.2, .10–.14, .16; FR.2, .6–.9',
    topic: 'names, currency, typos, garbled or untranslated passages',
    chosen: 'no rule outcome; the engine reads blockers as adjacent to the target',
    other: '—',
  },
];

/** A catalogued divergence that no parameter settles yet, and why. */
export interface Deferred {
  readonly ids: readonly string[];
  readonly why: string;
}

export const DEFERRED: readonly Deferred[] = [
  {
    ids: [
      'D-INITIATIVE-DEFENDER',
      'D-REGEN-RESET',
      'D-REGEN-ORIENTATION',
      'D-REGEN-RETALIATE',
      'D-REGEN-NONDAMAGE',
      'D-PENETRATOR-V17',
      'D-ABILITY-CLASS',
      'D-DISRUPTOR-ENGAGED',
      'D-FLYING-RETALIATE',
      'D-FLYING-ENGAGED',
      'D-FLYING-ATTACK-TARGET',
      'D-PRECISION',
      'D-DEAD-DROP',
      'D-MUTATION',
      'D-DEMOLISHER',
      'D-DISRUPTOR-SCOPE',
      'D-INDEPENDENT',
      'D-MOVE-NETWORK',
      'D-SWAP-NETWORK',
      'D-TERRAIN',
      'D-CAMOUFLAGE',
      'D-CARD-RADIUS',
      'D-AREA-ATTACK',
      'D-SUPPRESSOR',
      'D-MELEE',
      'D-DEVELOPMENT',
      'D-DISASTER-LEVEL',
    ],
    why: 'deferred to the keyword issue: each is about a keyword ability (INITIATIVE, REGENERATE, FLYING, MUTATION, ...), which the engine does not implement yet.',
  },
  {
    ids: ['D-SEARCH-DECKS', 'D-SEARCH-OM-SHUFFLE', 'D-SEARCH-FAIL'],
    why: 'deferred to the keyword issue: the effect vocabulary has no search; the card pool searches only through MUTATION, DEAD DROP and DISASTER LEVEL.',
  },
  {
    ids: ['D-AUTO-OPTIONAL'],
    why: 'deferred to the keyword issue: declining a triggered ability needs a decision for it, to be designed with the automatic keywords whose own wording says "may" (§L V1.7.6).',
  },
  {
    ids: ['D-PILE-KEYWORDS', 'D-BONDED-IMPERVIOUS', 'D-UNBOND', 'D-TARGET-DEF', 'D-TARGET-AUTO-BLOCKER'],
    why: 'deferred to the keyword issue: only keyword-filtered or untargeted effects, unbonding, SWAP, block triggers, SUPPRESSOR or PRECISION would see a difference, and none exists yet.',
  },
  {
    ids: ['D-ASSET-DEF', 'D-SELL-VALUE'],
    why: 'no effect of the vocabulary targets by card type or changes a valuation, so no outcome can differ yet.',
  },
  {
    ids: ['D-OM-BID-TIE', 'D-CONFLICT-PRIORITY'],
    why: 'the engine has no bid for an open-market card nor conflict of priority: priority serialises every action (3.5.3 and 8.7 are cited, not played).',
  },
  {
    ids: ['D-GOLDEN-ERRATA'],
    why: 'errata change card definitions (Mindfire, Passionate Consumers), which belong to a card pool, not to rule parameters; ABRUPT itself is a keyword.',
  },
  {
    ids: ['D-MONEY-SYMBOL'],
    why: 'notation only: no rule outcome differs (a card-text reader must accept both M and €).',
  },
  {
    ids: ['D-EX-KICKBACK'],
    why: 'the EN and FR worked examples differ, not a rule: a scenario picks one.',
  },
];
