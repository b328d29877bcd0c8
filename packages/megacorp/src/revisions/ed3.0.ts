import { v17Clauses } from '../rules/registry.js';
import { reading } from './catalog.js';
import type { RevisionProfile } from './profile.js';
import { type CitationEntry, mapClauses, type SourcedParameters, silent, splitSources } from './sourced.js';

/*
 * Megacorp rulebook, Edition 3.0: one skeleton for its English and French texts. The edition has no
 * clause numbers: it is cited by section heading, as ../shared/rules/revision-divergences.md cites it
 * (§Blocking, §GLOSSARY › FLYING). The two texts share their sections, so the values, their sources and
 * the clause maps are written once here over heading names, and each language supplies its headings
 * (ed3.0-en.ts, ed3.0-fr.ts) and, for French, only what its text says differently (the catalog lists
 * where they part). Where the edition contradicts itself (catalog §L Ed3.0) the value is the reading catalog.ts
 * states; the other reading is another value of the same parameter.
 */

/** The glossary entries the skeleton cites, by their English name. */
export type GlossaryTerm =
  | 'ABRUPT'
  | 'ANNIHILATE'
  | 'AREA ATTACK'
  | 'ASSASSIN'
  | 'BOND'
  | 'CAMOUFLAGE'
  | 'CANCEL'
  | 'CARD RADIUS'
  | 'DEAD DROP'
  | 'DEMOLISHER'
  | 'DISASTER LEVEL X'
  | 'DISCARD'
  | 'DISENGAGE'
  | 'DISRUPTOR'
  | 'ELUSIVE'
  | 'ENGAGE'
  | 'FLYING'
  | 'INDEPENDENT'
  | 'INDESTRUCTIBLE'
  | 'INITIATIVE'
  | 'LOYAL'
  | 'MELEE'
  | 'MOVE'
  | 'MUTATION'
  | 'ORPHANED'
  | 'OVERWATCH'
  | 'PENETRATOR'
  | 'PERMANENT'
  | 'PRECISION'
  | 'REDEPLOY'
  | 'REFLEXES'
  | 'REGENERATE'
  | 'SUPPRESSOR'
  | 'SWAP'
  | 'TARGET'
  | 'TERRAIN'
  | 'UNIQUE';

/** One language's section headings, by the names the skeleton uses. */
export interface Ed3Headings {
  readonly TYPES: string;
  readonly EVENTS: string;
  readonly MAKING: string;
  readonly RESOURCE_DECK: string;
  readonly MAIN_DECK: string;
  readonly BUSINESS: string;
  readonly STATES: string;
  readonly MONEY: string;
  readonly TRAITS: string;
  readonly NULL_NOTE: string;
  readonly ZONES: string;
  readonly HAND: string;
  readonly OPEN_MARKET: string;
  readonly BEGIN: string;
  readonly TURN: string;
  readonly A: string;
  readonly B: string;
  readonly HOW_TO_BUY: string;
  readonly DOCKING: string;
  readonly C: string;
  readonly ATTACKING: string;
  readonly BLOCKING: string;
  readonly DAMAGE: string;
  readonly D: string;
  readonly E: string;
  readonly WIN: string;
  readonly STACK: string;
  readonly BONDING: string;
  readonly ZONES_NOTE: string;
  /** A glossary entry's heading. */
  readonly GLOSSARY: (term: GlossaryTerm) => string;
}

/** What a language's text says differently from the skeleton (values, sources, citations). */
export interface Ed3Differences {
  readonly parameters?: Partial<SourcedParameters>;
  readonly byClause?: Readonly<Record<string, CitationEntry>>;
  readonly byKey?: Readonly<Record<string, CitationEntry>>;
}

/** The skeleton read with one language's headings. */
function skeleton(h: Ed3Headings) {
  const {
    TYPES,
    EVENTS,
    MAKING,
    RESOURCE_DECK,
    MAIN_DECK,
    BUSINESS,
    STATES,
    MONEY,
    TRAITS,
    NULL_NOTE,
    ZONES,
    HAND,
    OPEN_MARKET,
    BEGIN,
    TURN,
    A,
    B,
    HOW_TO_BUY,
    DOCKING,
    C,
    ATTACKING,
    BLOCKING,
    DAMAGE,
    D,
    E,
    WIN,
    STACK,
    BONDING,
    ZONES_NOTE,
    GLOSSARY,
  } = h;
  const parameters: SourcedParameters = {
    // setup
    startingMoney: [10, `${MONEY}; ${BEGIN}`],
    minMainDeck: [40, MAIN_DECK],
    minResourceDeck: [20, RESOURCE_DECK],
    maxCopies: [4, MAIN_DECK],
    openingHand: [5, BEGIN],
    competitiveBanList: [[], `no banned list (silent; ${STACK} uses Tidal Wave in its examples)`],
    vehicleCards: ['equipment', `${TYPES}: four card types; ${BONDING}: vehicles are bonded upgrades`],
    firstPlayerMethod: ['bid', `${BEGIN}: both players bid; chance only if neither wants to`],
    bidPayment: ['every-bidder', `${BEGIN}: each player starts with 10 less his own bid`],
    turnOrder: ['seating', `${BEGIN}: play goes clockwise from the first player`],
    bidRounds: [3, `${BEGIN}: after three ties in a row, a random method`],
    rebidFloor: [false, `${BEGIN}: a tie is simply bid again`],
    bidFinalTie: ['random-method', BEGIN],
    openingHandTiming: ['after-starting-player', BEGIN],
    mulligans: ['repeatable', BEGIN],
    // winning
    businessDestroyedLoses: ['in-challenge', `${WIN} (fourth way: destroyed in combat)`],
    noMoneyLoss: reading('Ed3.0 EN.6', 'noMoneyLoss', `${WIN}, first way`),
    concession: [false, `${WIN}: six ways to win, no concession`],
    simultaneousLoss: ['no-winner', `${WIN}: no tie rule`],
    // D-WIN-DECKOUT (L): out of cards and unable to draw, read as a draw the game requires; 'empty-deck'
    // is the literal alternative the catalog mentions.
    deckOut: ['forced-draw', `${WIN} (fifth way: out of cards and unable to draw)`],
    // zones
    orphan: ['no-chain-to-business', GLOSSARY('ORPHANED')],
    orphanFate: reading('Ed3.0 EN.3, FR alike', 'orphanFate', DOCKING),
    destroyedCardsTo: ['owner', `${DAMAGE}: to its owner's Open Market Pile`],
    disengageScope: ['own-network', `${A}: all the cards in your network`],
    produceScope: ['controlled-in-own-network', `${HOW_TO_BUY}: a card in your network under your control`],
    // turn structure
    accountingTriggers: [
      'game-start-on-turn-one',
      `${A}: beginning-of-game texts on the first turn of the game`,
    ],
    accountingWindows: [
      'after-draw',
      `silent (${A} names no window; ${STACK}: the turn player has priority first in every phase)`,
    ],
    accountingPoolsEmpty: [
      'end-of-phase',
      `${A}: the pools are empty at the end of the phase (Ana's example)`,
    ],
    revealedResourceBuy: ['at-reveal', `${A}: buy it at this time, or it goes under`],
    revealedResourceNetwork: ['own', `${A}: place it on your network`],
    assetTiming: ['own-buy-phase', `${B}: when you buy and deploy cards`],
    permanentEventTiming: ['any-time', `${STACK}; ${EVENTS}: events at any time`],
    endPhaseWindow: ['before-end-phase', `${E}: a window before the End Phase; none once it begins`],
    firstTurnDraw: reading('Ed3.0 EN.1, FR.1', 'firstTurnDraw', A),
    endOfTurnHealing: [false, `${E}: no healing step; ${DAMAGE}: damage is assigned`],
    // buying
    buyProtectionTurns: [2, B],
    freshCardProtection: [false, `${B}: only the second-turn restriction`],
    buyFromPlay: ['in-opponent-network', `${B}; ${HOW_TO_BUY}: from your opponent's network`],
    boughtCardPayee: ['controller', `${HOW_TO_BUY}: pay your opponent`],
    boughtPilePrice: ['whole-pile', BONDING],
    boughtPileBonded: ['come-along', `${BONDING}: the bonded cards are paid for with the bought card`],
    businessBuyPrice: ['valuation', `${WIN} (third way: paying its Valuation)`],
    tokensBuyable: [true, 'silent (no token rules; the engine keeps V1.7’s reading)'],
    // the stack
    deploymentTriggers: ['immediate', `${STACK}: deploy triggers happen at once, without the stack`],
    deploySpaceLost: ['fixed-at-declaration', `${STACK}: a card is placed on the network as it is announced`],
    declaredSpaceReserved: [true, `${STACK}: the announced card already sits on its space`],
    resolvedEvents: reading('Ed3.0 EN.4, FR alike', 'resolvedEvents', `${EVENTS}; ${E}`),
    cancelledCardsTo: [
      'open-market',
      `${GLOSSARY('CANCEL')}: a cancelled event is destroyed (other cards: read alike)`,
    ],
    abilitySourceGone: ['countered', `${STACK}: destroying the source cancels its effect`],
    eventDeployment: ['on-play', `${STACK}: the event is deployed onto the network, then put on the stack`],
    automaticAbilities: ['must-resolve', 'silent (no rule lets a trigger be declined)'],
    simultaneousTriggers: [
      'printed-order',
      `silent (${STACK}: deploy triggers happen at once, without the stack; nothing orders them)`,
    ],
    // challenge
    attackerMustBeDisengaged: [true, ATTACKING],
    attackTraitMinimum: ['zero-or-more', `${ATTACKING}: only the target's null traits are barred`],
    targetLeavesSpace: ['attack-is-nullified', ATTACKING],
    targetWithBlockers: ['leaves', `${BLOCKING}; ${DAMAGE} example: only the blockers fight`],
    blockersDropOut: [false, `${BLOCKING}: nothing removes a declared blocker`],
    retaliators: ['characters', DAMAGE],
    retaliation: reading('Ed3.0 EN.7', 'retaliation', DAMAGE),
    damageModel: [
      'assigned-accumulates',
      `${DAMAGE}: damage does not lower the trait, it is assigned (and stays)`,
    ],
    damageDestroys: ['any-card', `${TRAITS}; ${DAMAGE}`],
    effectDamageDestroys: [true, `${TRAITS}: any card receiving enough damage; ${STACK} examples`],
    counterAtZeroDestroys: [false, `silent (no counter rules; ${NULL_NOTE}: a 0 alone destroys nothing)`],
    // selling
    sellPile: [
      'top-card-only',
      `silent (${D} has no rule for piles; ${BONDING}: bonded cards follow their top card)`,
    ],
    sellCardEnteredThisTurn: [true, `${D}: no such restriction`],
    sellScope: ['controlled-in-own-network', `${D}: a card in your network that you control`],
    businessSellable: [true, `${D}: no prohibition`],
    saleValuation: [
      'current',
      `${D}: for its Valuation; §#Buildings and #Infrastructure: Hypermarket sells for more with more infrastructure`,
    ],
    // unique cards
    uniqueDuplicate: ['older-to-open-market', GLOSSARY('UNIQUE')],
    uniqueRevealsHand: [
      false,
      `${GLOSSARY('UNIQUE')}: revealing the copies is optional (they show when sold)`,
    ],
    uniqueCopiesInHand: ['may-sell', GLOSSARY('UNIQUE')],
    // combat keywords
    engagedContinuousKeywords: [
      'active',
      `no ability classes (${GLOSSARY('CAMOUFLAGE')}, ${GLOSSARY('ELUSIVE')}, ${GLOSSARY('REFLEXES')})`,
    ],
    flyingWhileEngaged: reading('Ed3.0 EN.8', 'flyingWhileEngaged', GLOSSARY('FLYING')),
    flyingRetaliation: ['flyers-only', GLOSSARY('FLYING')],
    flyingTarget: [
      'flyers-unless-engaged',
      `${GLOSSARY('FLYING')}: an engaged flyer can be attacked by non-flyers, so a disengaged one cannot`,
    ],
    disruptorWhileEngaged: [true, `${GLOSSARY('DISRUPTOR')}: no ability classes`],
    disruptorScope: ['challenge-damage', `${GLOSSARY('DISRUPTOR')}: the defending player's business`],
    initiativeStrikers: [
      'any-card',
      `${DAMAGE}: INITIATIVE characters deal damage before the others (${GLOSSARY('INITIATIVE')} describes the attacker)`,
    ],
    demolisherReach: ['any-card-it-damages', `${GLOSSARY('DEMOLISHER')}: the cards it deals damage to`],
    penetratorReach: ['surrounded-and-bonded', GLOSSARY('PENETRATOR')],
    areaAttackBlockers: ['any-adjacent-card', `silent (${GLOSSARY('AREA ATTACK')} says nothing on blocking)`],
    suppressorEngages: ['blocker-if-any', GLOSSARY('SUPPRESSOR')],
    camouflageChosenBy: ['anyone', `${GLOSSARY('CAMOUFLAGE')}: it can still be chosen by "choose" effects`],
    meleeReachesSurrounded: [false, `${GLOSSARY('MELEE')}: "surrounding" cards, not surrounded ones`],
    cardRadiusShape: ['square', `${GLOSSARY('CARD RADIUS')}: the picture shows a square`],
    // searching
    searchDecks: ['one-deck', `${ZONES_NOTE}: either the Resource Deck or the Main Deck`],
    searchShufflesOpenMarket: [false, 'silent'],
    searchMayFail: ['always', 'silent'],
    // keywords
    disasterLevelSearchers: reading(
      'Ed3.0 EN.5, FR.5',
      'disasterLevelSearchers',
      GLOSSARY('DISASTER LEVEL X'),
    ),
    disasterLevelZones: ['deck-and-open-market', GLOSSARY('DISASTER LEVEL X')],
    deadDropValuation: ['money', `${GLOSSARY('DEAD DROP')}: the example counts €`],
    deadDropPlacement: ['adjacent', GLOSSARY('DEAD DROP')],
    mutationTrigger: ['from-hand', GLOSSARY('MUTATION')],
    independentMove: [
      'must-own-network',
      `${GLOSSARY('INDEPENDENT')}; ${GLOSSARY('MOVE')}: within the Network`,
    ],
    moveScope: ['same-network', GLOSSARY('MOVE')],
    // D-SWAP-NETWORK (L): "two cards in a Network" read as one network.
    swapScope: ['same-network', `${GLOSSARY('SWAP')} (read as one network)`],
    terrainEngage: [
      'only-when-bonded',
      `${GLOSSARY('TERRAIN')} (C. cannot be engaged; A. follows bonded rules)`,
    ],
    pileKeywords: ['top-gains-bonded', BONDING],
    bondedImmunity: ['all-effects', `${GLOSSARY('BOND')}: impervious to attacks, damage and effects`],
    regenerationReset: reading('Ed3.0 EN.9', 'regenerationReset', GLOSSARY('REGENERATE')),
    regenerationDisengages: [false, `${GLOSSARY('REGENERATE')} (silent: the card stays as it is)`],
    regeneratedMayRetaliate: [true, `silent (${GLOSSARY('INITIATIVE')} covers the first-strike case)`],
    regenerationAgainst: [
      'lethal-damage',
      `${GLOSSARY('REGENERATE')}: when dealt enough damage to be destroyed`,
    ],
    competitiveErrata: [false, 'no errata'],
  };

  /* The section for each V1.7 clause the engine's rule keys cite. */
  const byClause: Record<string, CitationEntry> = {
    '1.1': silent(BEGIN),
    '1.1.2': silent(BEGIN),
    '1.2.2.2': GLOSSARY('UNIQUE'),
    '1.2.3': silent(BEGIN),
    '1.2.5': silent(HOW_TO_BUY),
    '1.2.5.3': STACK,
    '1.2.6': MONEY,
    '1.2.6.1': silent(MONEY),
    '1.2.6.2': silent(MONEY),
    '1.2.7.1': silent(A),
    '1.2.7.2': A,
    '1.2.8': STACK,
    '1.2.8.1': STACK,
    '1.2.8.2': STACK,
    '1.2.8.3': STACK,
    '1.2.9.1': BEGIN,
    '1.2.9.1.2': silent(OPEN_MARKET),
    '1.2.9.1.3': silent(BEGIN),
    '1.2.9.1.4': BEGIN,
    '1.2.9.2': BEGIN,
    '1.2.9.3': BEGIN,
    '1.2.9.4': BEGIN,
    '1.2.9.5': BEGIN,
    '1.2.9.5.1': BEGIN,
    '1.2.10': WIN,
    '1.2.10.1': WIN,
    '1.2.10.2': WIN,
    '1.2.10.2.1': WIN,
    '1.2.10.2.2': WIN,
    '1.2.10.3': silent(WIN),
    '1.2.10.4': WIN,
    '1.2.10.5': WIN,
    '1.2.10.6': WIN,
    '1.2.10.7': silent(WIN),
    '1.2.10.8': silent(WIN),
    '10.3.1.1': silent(MAKING),
    '2.1.1': TYPES,
    '2.1.2': STACK,
    '2.5': TRAITS,
    '2.5.5.1': NULL_NOTE,
    '3.1': ZONES,
    '3.2.1.2': GLOSSARY('DISENGAGE'),
    '3.2.1.4': GLOSSARY('ENGAGE'),
    '3.2.1.5': HOW_TO_BUY,
    '3.2.1.6': BLOCKING,
    '3.2.1.7': silent(DAMAGE),
    '3.2.1.8': D,
    '3.5.2': OPEN_MARKET,
    '3.5.3.2': silent(OPEN_MARKET),
    '3.7': GLOSSARY('TARGET'),
    '3.7.1': DOCKING,
    '3.7.1.1': GLOSSARY('ORPHANED'),
    '3.7.1.2': GLOSSARY('ORPHANED'),
    '3.9.2': STACK,
    '3.9.2.1': STACK,
    '3.9.3': STACK,
    '3.9.4': silent(STACK),
    '3.9.5': STACK,
    '3.10.2': BONDING,
    '3.10.3': BONDING,
    '3.10.4': silent(BONDING),
    '3.10.5': silent(BONDING),
    '3.10.6': silent(BONDING),
    '3.10.7': silent(D),
    '3.10.8': BONDING,
    '3.10.9': silent(BONDING),
    '3.10.10': GLOSSARY('BOND'),
    '3.10.11': BONDING,
    '4.1': BUSINESS,
    '4.1.1': MAIN_DECK,
    '4.1.1.1': MAIN_DECK,
    '4.1.2': RESOURCE_DECK,
    '4.2.1': BEGIN,
    '4.2.1.1': BEGIN,
    '4.2.2': BEGIN,
    '4.2.3': BEGIN,
    '4.2.3.1': BEGIN,
    '4.2.3.2': BEGIN,
    '4.2.4.1': BEGIN,
    '4.2.4.2': silent(BEGIN),
    '4.2.4.3': silent(BEGIN),
    '4.2.5': BEGIN,
    '4.2.5.1': BEGIN,
    '4.2.6': BEGIN,
    '4.2.7': BEGIN,
    '4.2.8': BEGIN,
    '5.1': TURN,
    '5.1.2': TURN,
    '5.2': A,
    '5.2.2': A,
    '5.2.3': A,
    '5.2.4': A,
    '5.2.4.1': A,
    '5.2.6': A,
    '5.2.7': A,
    '5.2.7.1': A,
    '5.3.1': B,
    '5.3.1.1': B,
    '5.3.1.2': silent(B),
    '5.3.2': silent(B),
    '5.3.4': A,
    '5.4.1': C,
    '5.4.1.1': ATTACKING,
    '5.4.1.1.1': ATTACKING,
    '5.4.1.1.2': ATTACKING,
    '5.4.1.1.4': ATTACKING,
    '5.4.1.1.5': ATTACKING,
    '5.4.1.1.6': ATTACKING,
    '5.4.1.1.7': ATTACKING,
    '5.4.1.2': ATTACKING,
    '5.4.1.3': ATTACKING,
    '5.4.1.4': BLOCKING,
    '5.4.1.4.1': BLOCKING,
    '5.4.1.4.2': BLOCKING,
    '5.4.1.4.3': BLOCKING,
    '5.4.1.5.1': silent(BLOCKING),
    '5.4.1.6': silent(BLOCKING),
    '5.4.1.7': BLOCKING,
    '5.4.1.8.1': DAMAGE,
    '5.4.1.8.1.1': DAMAGE,
    '5.4.1.8.1.2': DAMAGE,
    '5.4.1.8.1.3': DAMAGE,
    '5.4.1.8.1.4': DAMAGE,
    '5.4.1.8.1.5': DAMAGE,
    '5.4.1.8.2': DAMAGE,
    '5.4.1.8.2.1': NULL_NOTE,
    '5.4.1.8.3': DAMAGE,
    '5.4.1.8.4': DAMAGE,
    '5.4.1.9': DAMAGE,
    '5.4.3': silent(ATTACKING),
    '5.4.4': BONDING,
    '5.5.1': D,
    '5.5.2': D,
    '5.5.3': silent(D),
    '5.5.4': silent(D),
    '5.5.5': silent(D),
    '5.5.6.2': D,
    '5.5.6.3': silent(OPEN_MARKET),
    '5.6.3': E,
    '5.6.4': E,
    '5.6.6': silent(E),
    '5.6.7': E,
    '5.7': E,
    '5.7.1': BEGIN,
    '6.1': HOW_TO_BUY,
    '6.1.1': HOW_TO_BUY,
    '6.1.1.1': NULL_NOTE,
    '6.1.2': HOW_TO_BUY,
    '6.1.2.1': HOW_TO_BUY,
    '6.2': B,
    '6.2.1': STACK,
    '6.2.2.3': HOW_TO_BUY,
    '6.2.2.5': DOCKING,
    '6.2.2.7': STACK,
    '6.3': STACK,
    '6.3.1': STACK,
    '6.3.2': EVENTS,
    '6.4.1': GLOSSARY('REDEPLOY'),
    '6.6.1': STACK,
    '6.7': HAND,
    '6.7.1': silent(HAND),
    '7.1': STACK,
    '7.1.1': silent(STACK),
    '7.2': STACK,
    '7.2.1': STACK,
    '7.2.2': silent(STACK),
    '7.2.3': silent(BONDING),
    '7.4.1': silent(STACK),
    '7.6': STACK,
    '7.8': GLOSSARY('UNIQUE'),
    '7.8.1': GLOSSARY('UNIQUE'),
    '7.9.1': silent(ZONES),
    '7.9.4': silent(ZONES),
    '7.10.1.1': silent(TRAITS),
    '7.10.1.2': silent(TRAITS),
    '7.10.2': silent(TRAITS),
    '8.1': HOW_TO_BUY,
    '8.3': DAMAGE,
    '8.3.1': silent(OPEN_MARKET),
    '8.5': GLOSSARY('ANNIHILATE'),
    '8.6': GLOSSARY('DISCARD'),
    '8.7.1': silent(STACK),
    '8.7.2': silent(STACK),
    '8.7.3': silent(STACK),
    '9.2': GLOSSARY('ABRUPT'),
    '9.7': GLOSSARY('CANCEL'),
    '9.19': GLOSSARY('LOYAL'),
    // searching, tokens, counters and the keywords of abilities
    '6.8': `${ZONES_NOTE}`,
    '3.6.3': silent(HAND),
    '3.6.3.1': silent(HAND),
    '6.8.1': `${ZONES_NOTE}`,
    '6.8.2': silent(`${ZONES_NOTE}`),
    '6.8.2.1': silent(`${ZONES_NOTE}`),
    '6.8.2.2': silent(`${ZONES_NOTE}`),
    '6.8.2.3': silent(`${ZONES_NOTE}`),
    '6.8.2.3.1': silent(`${ZONES_NOTE}`),
    '7.9.2': silent(TYPES),
    '7.10': silent('§#Projects'),
    '8.2': GLOSSARY('REDEPLOY'),
    '3.10': BONDING,
    '9.5': GLOSSARY('BOND'),
    '9.9': GLOSSARY('DEAD DROP'),
    '9.11': silent('§#Projects'),
    '9.11.1': silent('§#Projects'),
    '9.12': GLOSSARY('DISASTER LEVEL X'),
    '9.16': GLOSSARY('INDEPENDENT'),
    '9.21': GLOSSARY('MOVE'),
    '9.22': GLOSSARY('MUTATION'),
    '9.26': GLOSSARY('REGENERATE'),
    '9.26.1': GLOSSARY('REGENERATE'),
    '9.26.2': GLOSSARY('REGENERATE'),
    '9.26.3': GLOSSARY('REGENERATE'),
    '9.27': GLOSSARY('SWAP'),
    '9.29': GLOSSARY('TERRAIN'),
    '9.29.1': GLOSSARY('TERRAIN'),
    '10.1.1': silent(MAIN_DECK),
    '10.1.2': silent(MAIN_DECK),
    // combat keywords
    '9.3': GLOSSARY('AREA ATTACK'),
    '9.4': GLOSSARY('ASSASSIN'),
    '9.6': GLOSSARY('CAMOUFLAGE'),
    '9.8': GLOSSARY('CARD RADIUS'),
    '9.10': GLOSSARY('DEMOLISHER'),
    '9.13': GLOSSARY('DISRUPTOR'),
    '9.14': GLOSSARY('ELUSIVE'),
    '9.15': GLOSSARY('FLYING'),
    '9.17': GLOSSARY('INDESTRUCTIBLE'),
    '9.18': GLOSSARY('INITIATIVE'),
    '9.20': GLOSSARY('MELEE'),
    '9.23': GLOSSARY('OVERWATCH'),
    '9.24': GLOSSARY('PRECISION'),
    '9.25': GLOSSARY('REFLEXES'),
    '9.28': GLOSSARY('SUPPRESSOR'),
  };

  /* Keys whose section differs from the one their V1.7 clause maps to. */
  const byKey: Record<string, CitationEntry> = {
    // combat keywords
    'keyword.continuous-off-while-engaged': silent(STATES),
    'keyword.initiative.strikes-first': DAMAGE,
    'keyword.penetrator.attacks-bonded': GLOSSARY('PENETRATOR'),
    'keyword.penetrator.ignores-surround': GLOSSARY('PENETRATOR'),
    'keyword.area-attack.blocks-for-neighbours': silent(GLOSSARY('AREA ATTACK')),
    'keyword.area-attack.attacked-do-not-block': silent(GLOSSARY('AREA ATTACK')),
    'turn.lost-player-turn-ends': silent(WIN),
    'turn.already-lost': silent(WIN),
    'turn.game-over': silent(WIN),
    'turn.not-now': silent(TURN),
    'challenge.target-player-out': silent(WIN),
    'setup.known-cards': silent(MAKING),
    'setup.card-type': TYPES,
    'setup.banned': silent(MAKING),
    'setup.starting-money': MONEY,
    'setup.bid-tie-random': BEGIN,
    'setup.random-order': silent(BEGIN),
    'winning.all-lose': silent(WIN),
    'winning.empty-deck': WIN,
    'buy.business-fixed-price': WIN,
    'buy.resource-own-network': A,
    'buy.resource-at-reveal': A,
    'buy.space-reserved': STACK,
    'buy.needs-space': DOCKING,
    'buy.token-not-buyable': silent(ZONES),
    'buy.assets-in-own-buy-phase': B,
    'buy.permanent-event-own-turn': STACK,
    'deploy.space-fixed': STACK,
    'buy.event-deployed-at-once': STACK,
    'deploy.space-lost': silent(DOCKING),
    'deploy.event-to-bottom': STACK,
    'deploy.nowhere-to-dock': silent(DOCKING),
    'pending.dock-elsewhere': silent(DOCKING),
    'effect.damage': TRAITS,
    'damage.effect-damage-keeps': STACK,
    'damage.only-characters-destroyed': TRAITS,
    'keyword.cancel.card-annihilated': GLOSSARY('CANCEL'),
    'keyword.permanent.stays-in-play': GLOSSARY('PERMANENT'),
    'keyword.cancel.card-destroyed': GLOSSARY('CANCEL'),
    'effect.target-gone': STACK,
    'effect.gain-money': silent(STACK),
    'stack.immediate-triggers': STACK,
    'end.no-money-at-turn-end': MONEY,
    'end.orphans-destroyed': DOCKING,
    'end.order-discards': silent(OPEN_MARKET),
    'unique.refund': GLOSSARY('UNIQUE'),
    'unique.reveal-hand': GLOSSARY('UNIQUE'),
    'divest.unique-copies-sold': GLOSSARY('UNIQUE'),
    'orientation.engage': STATES,
    'orientation.disengage': STATES,
    'accounting.beginning-triggers': A,
    'accounting.empty-pools-end-of-phase': A,
    'challenge.blocked-target-leaves': silent(BLOCKING),
    'challenge.defending-cannot-block': BLOCKING,
    'challenge.destroy-after-window': DAMAGE,
    'priority.active-declares-done': silent(STACK),
    'money.pay-cost': HOW_TO_BUY,
    'money.not-enough-traits': HOW_TO_BUY,
    'drawing.draw': A,
  };

  return { parameters, byClause, byKey };
}

/** An Ed 3.0 profile: the skeleton read with `headings`, then the language's own differences. */
export function ed3Profile(
  meta: { readonly id: string; readonly title: string },
  headings: Ed3Headings,
  differences: Ed3Differences = {},
): { profile: RevisionProfile; stray: string[] } {
  const base = skeleton(headings);
  const { parameters, sources } = splitSources({ ...base.parameters, ...differences.parameters });
  const cited = mapClauses(
    v17Clauses(),
    { ...base.byClause, ...differences.byClause },
    { ...base.byKey, ...differences.byKey },
  );
  const profile: RevisionProfile = {
    ...meta,
    extends: null,
    parameters,
    sources,
    clauses: cited.clauses,
    silent: cited.silent,
  };
  return { profile, stray: cited.stray };
}
