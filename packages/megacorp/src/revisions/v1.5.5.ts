import { v17Clauses } from '../rules/registry.js';
import { reading } from './catalog.js';
import type { RevisionProfile } from './profile.js';
import { type CitationEntry, mapClauses, silent, splitSources } from './sourced.js';

/*
 * Megacorp Comprehensive Rules V1.5.5 (12 May 2018). The text has no clause numbers: it is cited by
 * section heading path, as ../shared/rules/revision-divergences.md cites it. Where V1.5.5 contradicts
 * itself (catalog §L V1.5.5) the value is the reading catalog.ts states; the other reading is another
 * value of the same parameter.
 */

const PLAYERS = '§Overview › Number of players';
const WIN = '§Overview › How to win';
const PLAYER = '§Basic Concepts › Player';
const CONTROL = '§Basic Concepts › Control';
const MONEY = '§Basic Concepts › Money';
const CASHFLOW = '§Basic Concepts › Cashflow';
const TYPE = '§Characteristic of the Cards › Type';
const TRAITS = '§Characteristic of the Cards › Traits';
const ZONE = '§Zone › General';
const ORIENTATION = '§Zone › Cards Orientation';
const BONDED = '§Zone › Bonded Cards';
const OPEN_MARKET = '§Zone › Open Market';
const HAND = '§Zone › Hand';
const NETWORK = '§Zone › Network';
const DECK = '§Setting up the Game › Constructing the deck';
const SETUP = '§Setting up the Game › Setting up the game';
const TURN = '§Turn Sequences';
const A = '§Turn Sequences › A – Accounting Phase';
const B = '§Turn Sequences › B – Buy Phase';
const C = '§Turn Sequences › C – Challenge Phase';
const BLOCK = '§Turn Sequences › Block Step';
const D = '§Turn Sequences › D – Divest Phase';
const E = '§Turn Sequences › E – End Phase';
const DEPLOY_EVENT = "§Player's Action › Deploy Event";
const DEPLOY_PERMANENT = "§Player's Action › Deploy Permanent Event";
const DEPLOY_ASSET = "§Player's Action › Deploy Asset";
const DEPLOY_RESOURCE = "§Player's Action › Deploy revealed Resource";
const PLAYING = "§Player's Action › Playing a Card and Response Windows";
const PRODUCE = "§Player's Action › Produce trait";
const SELLING = "§Player's Action › Selling of cards";
const DRAWING = "§Player's Action › Drawing of cards";
const SEARCHING = "§Player's Action › Searching";
const ABILITIES = '§Cards & Abilities › Ability and effects';
const ACTIVATED = '§Cards & Abilities › Activated ability';
const AUTOMATIC = '§Cards & Abilities › Automatic Ability';
const ONE_TIME = '§Cards & Abilities › One time effect';
const UNIQUE = '§Cards & Abilities › Unique Cards';
const TOKENS = '§Cards & Abilities › Tokens';
const COUNTERS = '§Cards & Abilities › Counters';
const PAYING = '§Rules of Actions › Paying of costs';
const DESTROY = '§Rules of Actions › Destroy/discard';
const ANNIHILATE = '§Rules of Actions › Annihilate';
const ENGAGE = '§Rules of Actions › Engage/Disengage';
const DISCARD = '§Rules of Actions › Discard';
const BID = '§Rules of Actions › Bid';
const CONFLICT = '§Rules of Actions › Conflict of Priority';
const KEYWORD = (name: string) => `§Keywords Abilities › ${name}`;
const CONTINUOUS = '§Cards & Abilities › Continuous Ability';

const { parameters, sources } = splitSources({
  // setup
  startingMoney: [10, `${SETUP}; ${MONEY}`],
  minMainDeck: [40, DECK],
  minResourceDeck: [20, DECK],
  maxCopies: [4, DECK],
  openingHand: [5, SETUP],
  competitiveBanList: [[], `no banned list (${DECK}; §Zone › Main deck only says formats may vary)`],
  vehicleCards: [
    'equipment',
    `${TYPE}: four card types; ${KEYWORD('BOND')} treats a mech as a bonded upgrade`,
  ],
  firstPlayerMethod: ['random', `${SETUP}: a random player chooses; the players may opt to bid instead`],
  bidPayment: [
    'winner-if-two-players',
    `${SETUP}: only the higher bidder pays with two players, each his own bid with more`,
  ],
  turnOrder: ['bid-order', `${SETUP}: multiplayer seats follow the bids, highest first`],
  bidRounds: reading('V1.5.5.10', 'bidRounds', `${SETUP}; ${BID}`),
  rebidFloor: [false, `${BID}: a rebid has no floor`],
  bidFinalTie: [
    'random-winner-pays',
    `${SETUP}: after the rebids a die decides who counts as the higher bidder`,
  ],
  openingHandTiming: [
    'before-starting-player',
    `${SETUP}: hands and mulligans come before the first player is chosen`,
  ],
  mulligans: ['repeatable', SETUP],
  // winning
  businessDestroyedLoses: [
    'in-challenge',
    `${WIN}: a business is lost when defeated in a Challenge or bought`,
  ],
  noMoneyLoss: ['end-phase-check', `${E} (second step); ${WIN} says end of any turn and no window follows`],
  concession: [true, WIN],
  simultaneousLoss: ['tie', WIN],
  // D-WIN-DECKOUT (L): the loss is tied to being unable to draw, read as a draw the game requires;
  // 'empty-deck' (losing as soon as the deck is empty) is the literal alternative the catalog mentions.
  deckOut: ['forced-draw', `${WIN}: unable to draw from the main deck (read as a required draw)`],
  // zones
  orphan: reading('V1.5.5.4', 'orphan', NETWORK),
  orphanFate: ['discarded-every-end-phase', `${NETWORK}; ${E} (third step)`],
  destroyedCardsTo: ['owner', `${DESTROY}; ${ZONE}: an unnamed zone is the owner's`],
  disengageScope: ['own-network', `${A}: all cards in the player's network`],
  produceScope: ['controlled', `${PRODUCE}: any disengaged card, read as one the player controls`],
  // turn structure
  accountingTriggers: ['game-start-on-each-first-turn', `${A}: first bullet`],
  accountingWindows: ['after-draw', `${A}: no window until after the draw`],
  accountingPoolsEmpty: ['before-upkeep', `${A}: cashflow, disengage, empty pools, upkeep in order`],
  revealedResourceBuy: ['buy-phase', `${A}; ${DEPLOY_RESOURCE}`],
  revealedResourceNetwork: ['any', `${DEPLOY_ASSET}: own or opponent's network`],
  assetTiming: ['own-turn-with-priority', `${DEPLOY_ASSET}: the turn player deploys while he has priority`],
  permanentEventTiming: ['any-time', `${DEPLOY_PERMANENT}: at any point of the game`],
  endPhaseWindow: ['none', `${E}: the step list names no window`],
  firstTurnDraw: ['skip-two-player', `${A}: no draw on the very first turn of a two-player game`],
  endOfTurnHealing: [true, `${E} (fifth step)`],
  // buying
  buyProtectionTurns: [2, B],
  freshCardProtection: [false, `${B}: only the second-turn restriction`],
  buyFromPlay: ['opponent-controlled', `${ORIENTATION}: engaged cards are bought by opponents`],
  boughtCardPayee: reading('V1.5.5.2', 'boughtCardPayee', ORIENTATION),
  boughtPilePrice: [
    'top-card',
    `${ORIENTATION}: the engaged card's total valuation; nothing on bonded cards`,
  ],
  boughtPileBonded: [
    'come-along',
    `silent (${ORIENTATION}; ${BONDED} moves bonded cards with their top card)`,
  ],
  businessBuyPrice: ['fixed-10', `${ORIENTATION}: an engaged business costs its valuation (10M)`],
  tokensBuyable: [false, `${TOKENS}: tokens have no valuation`],
  // the stack
  deploymentTriggers: [
    'stack-after-window',
    `${PLAYING}: a response window before the deploy effects resolve`,
  ],
  deploySpaceLost: reading('V1.5.5.7', 'deploySpaceLost', PLAYING),
  declaredSpaceReserved: [true, `${DEPLOY_EVENT}: a chosen slot is closed to other events`],
  resolvedEvents: ['waits-for-end-phase', `${DEPLOY_EVENT}; ${E} (fourth step)`],
  cancelledCardsTo: ['open-market', KEYWORD('Cancel')],
  abilitySourceGone: ['still-resolves', `${ABILITIES}: nothing links an ability to its card leaving play`],
  // §Playing a Card resolves the effects of playing a card before the card docks: the event is on the
  // stack, not in play, while its effect waits.
  eventDeployment: ['one-item', `${PLAYING}: the effects resolve before the card docks`],
  automaticAbilities: ['may-decline', `${AUTOMATIC}: the controller may miss the opportunity`],
  simultaneousTriggers: [
    'printed-order',
    `silent (${PLAYING}: the effects of playing a card go on the stack; nothing orders several)`,
  ],
  // challenge
  attackerMustBeDisengaged: [
    true,
    `${C}: the attacker is engaged to attack (read as needing a disengaged one)`,
  ],
  attackTraitMinimum: ['positive', C],
  targetLeavesSpace: ['attack-is-nullified', C],
  targetWithBlockers: ['may-stay-or-leave', BLOCK],
  blockersDropOut: [false, `${ORIENTATION}: engaged cards cannot block; nothing removes a declared blocker`],
  retaliators: ['any-card', `${BLOCK}: the defending card may deal damage back`],
  retaliation: [
    'once-per-turn',
    `${BLOCK} (${KEYWORD('REFLEXES')} says once per Challenge Phase: one per turn)`,
  ],
  damageModel: ['lowers-trait', BLOCK],
  damageDestroys: ['any-card', BLOCK],
  effectDamageDestroys: [
    true,
    `${BLOCK} applied to effect damage (V1.5.5 states no rule outside a challenge)`,
  ],
  counterAtZeroDestroys: [false, `${COUNTERS}: counters modify traits; no destruction rule`],
  // selling
  sellPile: reading('V1.5.5.1', 'sellPile', D),
  sellCardEnteredThisTurn: [true, `${D}: no such restriction`],
  sellScope: ['controlled', D],
  businessSellable: [false, D],
  saleValuation: ['current', `${D}: a unit sells for its current valuation, money part only`],
  // unique cards
  uniqueDuplicate: ['older-to-open-market-with-refund', UNIQUE],
  uniqueRevealsHand: [true, UNIQUE],
  uniqueCopiesInHand: ['may-sell', UNIQUE],
  // combat keywords
  engagedContinuousKeywords: [
    'active',
    `${CONTINUOUS}: its continuous abilities are Cashflow, Flying and Disruptor, not CAMOUFLAGE, ELUSIVE or REFLEXES`,
  ],
  flyingWhileEngaged: reading('V1.5.5.5 (FLYING)', 'flyingWhileEngaged', KEYWORD('FLYING')),
  flyingRetaliation: ['flyers-only', KEYWORD('FLYING')],
  flyingTarget: [
    'flyers-unless-engaged',
    `${KEYWORD('FLYING')}: an engaged flyer can be attacked by non-flyers, so a disengaged one cannot`,
  ],
  disruptorWhileEngaged: reading('V1.5.5.5 (DISRUPTOR)', 'disruptorWhileEngaged', KEYWORD('DISRUPTOR')),
  disruptorScope: ['challenge-damage', `${KEYWORD('DISRUPTOR')}: the defending player's business`],
  initiativeStrikers: [
    'attacker-only',
    `${KEYWORD('INITIATIVE')}: first unless its defender has INITIATIVE too; ${BLOCK}: initiative attacks first`,
  ],
  demolisherReach: ['any-card-it-damages', KEYWORD('DEMOLISHER')],
  penetratorReach: reading('V1.5.5.8', 'penetratorReach', KEYWORD('PENETRATOR')),
  areaAttackBlockers: ['any-adjacent-card', `silent (${KEYWORD('AREA ATTACK')} says nothing on blocking)`],
  suppressorEngages: ['blocker-if-any', KEYWORD('SUPPRESSOR')],
  camouflageChosenBy: [
    'anyone',
    `${KEYWORD('CAMOUFLAGE')}: effects that do not say "target" still affect it`,
  ],
  meleeReachesSurrounded: [true, `${KEYWORD('MELEE')}: its reach includes surrounded cards`],
  cardRadiusShape: ['square', `${KEYWORD('CARD RADIUS')}: a (2X+1) x (2X+1) square`],
  // searching
  searchDecks: reading('V1.5.5.9', 'searchDecks', SEARCHING),
  searchShufflesOpenMarket: [true, `${SEARCHING}: every search ends by shuffling what was searched`],
  searchMayFail: ['qualitative-only', SEARCHING],
  // keywords
  disasterLevelSearchers: ['other-players', KEYWORD('Disaster Level')],
  disasterLevelZones: ['deck-or-open-market', KEYWORD('Disaster Level')],
  // D-DEAD-DROP (L): "combined valuation" read as the total valuation; the example's "7M" reads money.
  deadDropValuation: ['total', `${KEYWORD('DEAD DROP')}: combined valuation (the example's 7M reads money)`],
  deadDropPlacement: ['any-legal-space', `${KEYWORD('DEAD DROP')}: placement not stated`],
  mutationTrigger: ['from-hand', KEYWORD('MUTATION')],
  independentMove: ['must-own-network', `${KEYWORD('INDEPENDENT')}; ${KEYWORD('MOVE')}: within the network`],
  moveScope: ['same-network', KEYWORD('MOVE')],
  // D-SWAP-NETWORK (L): "two cards in a network" read as one network.
  swapScope: ['same-network', `${KEYWORD('SWAP')} (read as one network)`],
  terrainEngage: reading('V1.5.5.6', 'terrainEngage', KEYWORD('TERRAIN')),
  pileKeywords: ['own-only', `silent (${KEYWORD('BOND')}: bonded cards bestow their text only)`],
  bondedImmunity: ['all-effects', `${KEYWORD('BOND')}: impervious to attacks, damage and effects`],
  regenerationReset: ['printed-values', KEYWORD('REGENERATE')],
  regenerationDisengages: [true, KEYWORD('REGENERATE')],
  regeneratedMayRetaliate: [true, `silent (${KEYWORD('INITIATIVE')} covers the first-strike case)`],
  regenerationAgainst: [
    'lethal-damage',
    `${KEYWORD('REGENERATE')}: when dealt enough damage to be destroyed`,
  ],
  competitiveErrata: [false, `no errata (${DECK})`],
});

/** V1.5.5's section for each V1.7 clause the engine's rule keys cite. */
const BY_CLAUSE: Record<string, CitationEntry> = {
  '1.1': PLAYERS,
  '1.1.2': PLAYERS,
  '1.2.2.2': UNIQUE,
  '1.2.3': PLAYER,
  '1.2.5': CONTROL,
  '1.2.5.3': silent(ABILITIES),
  '1.2.6': MONEY,
  '1.2.6.1': MONEY,
  '1.2.6.2': MONEY,
  '1.2.7.1': CASHFLOW,
  '1.2.7.2': A,
  '1.2.8': PLAYING,
  '1.2.8.1': DEPLOY_ASSET,
  '1.2.8.2': silent(PLAYING),
  '1.2.8.3': PLAYING,
  '1.2.9.1': BID,
  '1.2.9.1.2': CONFLICT,
  '1.2.9.1.3': BID,
  '1.2.9.1.4': silent(BID),
  '1.2.9.2': BID,
  '1.2.9.3': BID,
  '1.2.9.4': BID,
  '1.2.9.5': BID,
  '1.2.9.5.1': BID,
  '1.2.10': WIN,
  '1.2.10.1': WIN,
  '1.2.10.2': WIN,
  '1.2.10.2.1': WIN,
  '1.2.10.2.2': WIN,
  '1.2.10.3': WIN,
  '1.2.10.4': WIN,
  '1.2.10.5': WIN,
  '1.2.10.6': WIN,
  '1.2.10.7': silent(WIN),
  '1.2.10.8': WIN,
  '10.3.1.1': silent(DECK),
  '2.1.1': TYPE,
  '2.1.2': TYPE,
  '2.5': TRAITS,
  '2.5.5.1': TRAITS,
  '3.1': ZONE,
  '3.2.1.2': ENGAGE,
  '3.2.1.4': ENGAGE,
  '3.2.1.5': ORIENTATION,
  '3.2.1.6': ORIENTATION,
  '3.2.1.7': ORIENTATION,
  '3.2.1.8': ORIENTATION,
  '3.5.2': OPEN_MARKET,
  '3.5.3.2': OPEN_MARKET,
  '3.7': silent(NETWORK),
  '3.7.1': NETWORK,
  '3.7.1.1': NETWORK,
  '3.7.1.2': NETWORK,
  '3.9.2': PLAYING,
  '3.9.2.1': PLAYING,
  '3.9.3': PLAYING,
  '3.9.4': silent(PLAYING),
  '3.9.5': silent(PLAYING),
  '3.10.2': BONDED,
  '3.10.3': BONDED,
  '3.10.4': BONDED,
  '3.10.5': BONDED,
  '3.10.6': silent(BONDED),
  '3.10.7': BONDED,
  '3.10.8': silent(ORIENTATION),
  '3.10.9': silent(BONDED),
  '3.10.10': BONDED,
  '3.10.11': BONDED,
  '4.1': DECK,
  '4.1.1': DECK,
  '4.1.1.1': DECK,
  '4.1.2': DECK,
  '4.2.1': SETUP,
  '4.2.1.1': SETUP,
  '4.2.2': SETUP,
  '4.2.3': SETUP,
  '4.2.3.1': SETUP,
  '4.2.3.2': SETUP,
  '4.2.4.1': SETUP,
  '4.2.4.2': SETUP,
  '4.2.4.3': silent(SETUP),
  '4.2.5': SETUP,
  '4.2.5.1': SETUP,
  '4.2.6': silent(SETUP),
  '4.2.7': SETUP,
  '4.2.8': SETUP,
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
  '5.3.4': DEPLOY_RESOURCE,
  '5.4.1': C,
  '5.4.1.1': C,
  '5.4.1.1.1': C,
  '5.4.1.1.2': C,
  '5.4.1.1.4': C,
  '5.4.1.1.5': C,
  '5.4.1.1.6': C,
  '5.4.1.1.7': C,
  '5.4.1.2': C,
  '5.4.1.3': C,
  '5.4.1.4': BLOCK,
  '5.4.1.4.1': BLOCK,
  '5.4.1.4.2': BLOCK,
  '5.4.1.4.3': BLOCK,
  '5.4.1.5.1': silent(BLOCK),
  '5.4.1.6': BLOCK,
  '5.4.1.7': BLOCK,
  '5.4.1.8.1': BLOCK,
  '5.4.1.8.1.1': BLOCK,
  '5.4.1.8.1.2': BLOCK,
  '5.4.1.8.1.3': BLOCK,
  '5.4.1.8.1.4': BLOCK,
  '5.4.1.8.1.5': BLOCK,
  '5.4.1.8.2': BLOCK,
  '5.4.1.8.2.1': BLOCK,
  '5.4.1.8.3': BLOCK,
  '5.4.1.8.4': silent(BLOCK),
  '5.4.1.9': silent(BLOCK),
  '5.4.3': C,
  '5.4.4': BLOCK,
  '5.5.1': D,
  '5.5.2': SELLING,
  '5.5.3': D,
  '5.5.4': D,
  '5.5.5': silent(D),
  '5.5.6.2': D,
  '5.5.6.3': OPEN_MARKET,
  '5.6.3': E,
  '5.6.4': E,
  '5.6.6': E,
  '5.6.7': PRODUCE,
  '5.7': silent(TURN),
  '5.7.1': SETUP,
  '6.1': PRODUCE,
  '6.1.1': PRODUCE,
  '6.1.1.1': PRODUCE,
  '6.1.2': PRODUCE,
  '6.1.2.1': PRODUCE,
  '6.2': DEPLOY_ASSET,
  '6.2.1': DEPLOY_ASSET,
  '6.2.2.3': PLAYING,
  '6.2.2.5': PLAYING,
  '6.2.2.7': PLAYING,
  '6.3': DEPLOY_EVENT,
  '6.3.1': DEPLOY_EVENT,
  '6.3.2': DEPLOY_EVENT,
  '6.4.1': silent(ORIENTATION),
  '6.6.1': PLAYING,
  '6.7': DRAWING,
  '6.7.1': silent(DRAWING),
  '7.1': PLAYING,
  '7.1.1': ABILITIES,
  '7.2': ACTIVATED,
  '7.2.1': ACTIVATED,
  '7.2.2': silent(ACTIVATED),
  '7.2.3': BONDED,
  '7.4.1': AUTOMATIC,
  '7.6': ONE_TIME,
  '7.8': UNIQUE,
  '7.8.1': UNIQUE,
  '7.9.1': TOKENS,
  '7.9.4': TOKENS,
  '7.10.1.1': COUNTERS,
  '7.10.1.2': COUNTERS,
  '7.10.2': COUNTERS,
  '8.1': PAYING,
  '8.3': DESTROY,
  '8.3.1': silent(DESTROY),
  '8.5': ANNIHILATE,
  '8.6': DISCARD,
  '8.7.1': CONFLICT,
  '8.7.2': CONFLICT,
  '8.7.3': CONFLICT,
  '9.2': KEYWORD('ABRUPT'),
  '9.7': KEYWORD('Cancel'),
  '9.19': KEYWORD('LOYAL'),
  // searching, tokens, counters and the keywords of abilities
  '6.8': SEARCHING,
  '3.6.3': HAND,
  '3.6.3.1': HAND,
  '6.8.1': SEARCHING,
  '6.8.2': SEARCHING,
  '6.8.2.1': SEARCHING,
  '6.8.2.2': SEARCHING,
  '6.8.2.3': SEARCHING,
  '6.8.2.3.1': SEARCHING,
  '7.9.2': TOKENS,
  '7.10': COUNTERS,
  '8.2': silent(KEYWORD('MOVE')),
  '3.10': BONDED,
  '9.5': KEYWORD('BOND'),
  '9.9': KEYWORD('DEAD DROP'),
  '9.11': KEYWORD('DEVELOPMENT'),
  '9.11.1': KEYWORD('DEVELOPMENT'),
  '9.12': KEYWORD('Disaster Level'),
  '9.16': KEYWORD('INDEPENDENT'),
  '9.21': KEYWORD('MOVE'),
  '9.22': KEYWORD('MUTATION'),
  '9.26': KEYWORD('REGENERATE'),
  '9.26.1': KEYWORD('REGENERATE'),
  '9.26.2': KEYWORD('REGENERATE'),
  '9.26.3': KEYWORD('REGENERATE'),
  '9.27': KEYWORD('SWAP'),
  '9.29': KEYWORD('TERRAIN'),
  '9.29.1': KEYWORD('TERRAIN'),
  '10.1.1': silent(DECK),
  '10.1.2': silent(DECK),
  // combat keywords
  '9.3': KEYWORD('AREA ATTACK'),
  '9.4': KEYWORD('ASSASSIN'),
  '9.6': KEYWORD('CAMOUFLAGE'),
  '9.8': KEYWORD('CARD RADIUS'),
  '9.10': KEYWORD('DEMOLISHER'),
  '9.13': KEYWORD('DISRUPTOR'),
  '9.14': KEYWORD('ELUSIVE'),
  '9.15': KEYWORD('FLYING'),
  '9.17': KEYWORD('INDESTRUCTIBLE'),
  '9.18': KEYWORD('INITIATIVE'),
  '9.20': KEYWORD('MELEE'),
  '9.23': KEYWORD('OVERWATCH'),
  '9.24': KEYWORD('PRECISION'),
  '9.25': KEYWORD('REFLEXES'),
  '9.28': KEYWORD('SUPPRESSOR'),
};

/** Keys whose V1.5.5 section differs from the one their V1.7 clause maps to. */
const BY_KEY: Record<string, CitationEntry> = {
  // combat keywords
  'keyword.continuous-off-while-engaged': silent(CONTINUOUS),
  'keyword.penetrator.attacks-bonded': KEYWORD('PENETRATOR'),
  'keyword.penetrator.ignores-surround': KEYWORD('PENETRATOR'),
  'keyword.area-attack.blocks-for-neighbours': silent(KEYWORD('AREA ATTACK')),
  'keyword.area-attack.attacked-do-not-block': silent(KEYWORD('AREA ATTACK')),
  'action.malformed': silent(PLAYER),
  'action.unknown-card': silent(ZONE),
  'turn.lost-player-turn-ends': silent(WIN),
  'turn.not-now': silent(TURN),
  'challenge.target-player-out': silent(WIN),
  'buy.event-no-space': DEPLOY_EVENT,
  'buy.permanent-event-own-turn': DEPLOY_PERMANENT,
  'buy.events-any-time': DEPLOY_EVENT,
  'buy.resource-own-network': DEPLOY_ASSET,
  'buy.space-reserved': DEPLOY_EVENT,
  'buy.business-fixed-price': ORIENTATION,
  'buy.needs-priority': DEPLOY_ASSET,
  'buy.token-not-buyable': TOKENS,
  'ability.engage-cost': silent(ENGAGE),
  'ability.source-gone-countered': silent(ABILITIES),
  'accounting.beginning-triggers': A,
  'setup.bid-tie-random': silent(BID),
  'setup.tie-random-winner': SETUP,
  'setup.bidder-pays': SETUP,
  'setup.bid-order-seating': SETUP,
  'setup.mulligan-count': SETUP,
  'setup.random-order': silent(SETUP),
  'winning.empty-deck': WIN,
  'winning.all-lose': WIN,
  'winning.last-standing': silent(WIN),
  'effect.damage': silent(BLOCK),
  'damage.effect-damage-keeps': silent(BLOCK),
  'effect.target-gone': silent(ONE_TIME),
  'effect.counter-lethal': silent(COUNTERS),
  'keyword.cancel.card-annihilated': KEYWORD('Cancel'),
  'deploy.space-lost': PLAYING,
  'deploy.space-fixed': PLAYING,
  'deploy.event-to-bottom': DEPLOY_EVENT,
  'deploy.nowhere-to-dock': silent(NETWORK),
  'stack.immediate-triggers': PLAYING,
  'end.no-money-at-turn-end': WIN,
  'end.orphans-destroyed': NETWORK,
  'unique.reveal-hand': UNIQUE,
  'divest.unique-copies-sold': UNIQUE,
  'money.pay-cost': PAYING,
  'turn.already-lost': WIN,
  'turn.game-over': WIN,
  'setup.known-cards': silent(DECK),
};

const cited = mapClauses(v17Clauses(), BY_CLAUSE, BY_KEY);

export const V1_5_5: RevisionProfile = {
  id: 'v1.5.5',
  title: 'Megacorp Comprehensive Rules V1.5.5',
  extends: null,
  parameters,
  sources,
  clauses: cited.clauses,
  silent: cited.silent,
};

/** Overrides naming no registered rule key (the profile tests require none). */
export const V1_5_5_STRAY_KEYS = cited.stray;
