import { v17Clauses, v17Silent } from '../rules/registry.js';
import { reading } from './catalog.js';
import type { RevisionProfile } from './profile.js';
import { splitSources } from './sourced.js';

/**
 * Megacorp Comprehensive Rules V1.7: the base revision, whose clause numbers the rule sets declare.
 * Each value cites its clause; where V1.7 contradicts itself (catalog §L V1.7) the value is the reading
 * catalog.ts states, and the other reading is another value of the same parameter.
 */
const { parameters, sources } = splitSources({
  // setup
  startingMoney: [10, '1.2.6, 4.2.2'],
  minMainDeck: [40, '4.1.1'],
  minResourceDeck: [20, '4.1.2'],
  maxCopies: [4, '4.1.1.1'],
  openingHand: [5, '4.2.5'],
  competitiveBanList: [['Tidal Wave'], '10.3.1.1 (the restricted list of 10.2.1 is empty)'],
  vehicleCards: ['card-type', '2.1.1'],
  firstPlayerMethod: ['random', '4.2.3, 4.2.4: bidding is an option the players choose'],
  bidPayment: ['winner', '4.2.3.1: only the winner pays'],
  turnOrder: ['seating', '5.7.1, 1.2.8.2'],
  bidRounds: [3, '1.2.9.5'],
  rebidFloor: [true, '1.2.9.5.1'],
  bidFinalTie: ['random-method', '4.2.3.2'],
  openingHandTiming: ['after-starting-player', '4.2.5'],
  mulligans: ['repeatable', '4.2.5.1'],
  // winning
  businessDestroyedLoses: ['any-destruction', '1.2.10.2.1'],
  noMoneyLoss: reading('V1.7.1', 'noMoneyLoss', '1.2.10.1, 5.6.2'),
  concession: [true, '1.2.10.3'],
  simultaneousLoss: ['tie', '1.2.10.8'],
  deckOut: ['forced-draw', '1.2.10.4'],
  // zones
  orphan: ['no-chain-to-business', '3.7.1.1–3.7.1.2'],
  orphanFate: ['discarded-every-end-phase', '5.6.3'],
  destroyedCardsTo: ['controller', '8.3'],
  disengageScope: ['controlled', '5.2.2'],
  produceScope: ['controlled', '6.1.1'],
  // turn structure
  accountingTriggers: ['no-step', '5.2.1–5.2.9 have no such step'],
  accountingWindows: ['after-upkeep-and-after-draw', '5.2.5, 5.2.8'],
  accountingPoolsEmpty: ['before-upkeep', '5.2.3'],
  revealedResourceBuy: ['buy-phase', '5.2.6, 5.3.4'],
  revealedResourceNetwork: ['any', '5.3.1, 6.2.2.5'],
  assetTiming: reading('V1.7.3', 'assetTiming', '5.3.1, 6.2'),
  permanentEventTiming: reading('V1.7.2', 'permanentEventTiming', '1.2.8.1, 6.2'),
  endPhaseWindow: ['after-discards', '5.6.5'],
  firstTurnDraw: ['skip-two-player', '5.2.7.1'],
  endOfTurnHealing: [true, '5.6.6'],
  // buying
  buyProtectionTurns: [2, '5.3.1.1'],
  freshCardProtection: [true, '5.3.1.2'],
  buyFromPlay: ['opponent-controlled', '5.3.1'],
  boughtCardPayee: ['controller', '3.2.1.5'],
  boughtPilePrice: ['whole-pile', '3.10.8'],
  boughtPileBonded: reading('V1.7.5', 'boughtPileBonded', '3.10.8'),
  businessBuyPrice: ['valuation', '1.2.10.2.2, 3.2.1.5'],
  tokensBuyable: [true, '7.9.1'],
  // the stack
  deploymentTriggers: ['stack-after-window', '6.2.2.6–6.2.2.7'],
  deploySpaceLost: ['chooses-another', '6.2.2.5'],
  declaredSpaceReserved: [false, '6.2.2.5: the space is chosen as the deployment resolves'],
  // §L Ed3.0 EN.4 concerns Ed 3.0; V1.7 is plain here.
  resolvedEvents: ['waits-for-end-phase', '5.6.4, 6.3.2'],
  cancelledCardsTo: ['open-market', '9.7'],
  abilitySourceGone: ['still-resolves', '1.2.5.3'],
  // 3.9.2.1: the card counts as deployed only once its deployment effect resolves, and an event takes
  // effect as it resolves (6.3.1): it is on the stack, not in play, while its effect waits (the
  // catalog's D-EVENT-SLOT reading). Reading an event's text as a trigger of its deployment (6.2.2.7)
  // is the other value, 'after-deployment'.
  eventDeployment: ['one-item', '3.9.2.1, 6.3.1 (6.2.2.7 read for events is after-deployment)'],
  automaticAbilities: ['must-resolve', '7.4.1'],
  simultaneousTriggers: ['controller-orders', '3.9.4'],
  // challenge
  // The text only says the attacker engages (5.4.1.2); the engine reads it as needing a disengaged
  // attacker, as the other revisions say outright. `false` is the literal reading.
  attackerMustBeDisengaged: [true, '5.4.1.2 (read as requiring a disengaged attacker)'],
  attackTraitMinimum: ['positive', '5.4.1.1.5'],
  targetLeavesSpace: ['challenge-continues', '5.4.1.1.2, 5.4.1.4 (attacks are on spaces)'],
  targetWithBlockers: ['may-stay-or-leave', '5.4.1.6'],
  blockersDropOut: [true, '5.4.1.5.1'],
  retaliators: ['characters', '5.4.1.8.1.1'],
  retaliation: ['once-per-turn', '5.4.1.8.1.4'],
  damageModel: ['lowers-trait', '5.4.1.8.2, 6.1.2.1'],
  damageDestroys: ['any-card', '5.4.1.8.2'],
  effectDamageDestroys: reading('V1.7.10', 'effectDamageDestroys', '5.4.1.8.2 applied to effect damage'),
  counterAtZeroDestroys: [true, '7.10.1.2'],
  // selling
  sellPile: ['top-card-only', '5.5.3, 5.5.6.2–5.5.6.3, 3.10.7'],
  sellCardEnteredThisTurn: [false, '5.5.5'],
  sellScope: ['controlled', '5.5.1'],
  businessSellable: [false, '5.5.4'],
  saleValuation: [
    'printed-or-own-text',
    '5.5.6.2 (the money valuation, read as printed), 1.2.1 (the sold card’s own text wins)',
  ],
  // unique cards
  uniqueDuplicate: ['destroy-older', '7.8'],
  uniqueRevealsHand: [false, '1.2.2.2: hidden information may not be shown'],
  uniqueCopiesInHand: ['keep', '7.8 (no rule for copies in hand)'],
  // combat keywords
  engagedContinuousKeywords: ['inactive', '3.2.1.9, 7.3.1 (9.6, 9.14 and 9.25 are continuous)'],
  flyingWhileEngaged: ['keeps', '9.15 (a static ability, 7.5)'],
  flyingRetaliation: ['any-card', '9.15 restricts blocking only'],
  flyingTarget: ['any-attacker', '9.15 restricts blocking only'],
  disruptorWhileEngaged: [true, '9.13 (a static ability, 7.5)'],
  disruptorScope: ['any-damage', '9.13: any damage to any player’s business'],
  initiativeStrikers: ['any-card', '9.18: first in any challenge'],
  demolisherReach: ['challenge-target', '9.10: the card it targets in a challenge'],
  penetratorReach: reading('V1.7.7', 'penetratorReach', '3.10.11'),
  areaAttackBlockers: ['not-attacked-cards', '9.3'],
  suppressorEngages: ['any-defender', '9.28'],
  camouflageChosenBy: ['anyone', '9.6 forbids targets of attacks and abilities only (silent on choosing)'],
  meleeReachesSurrounded: [true, '9.20'],
  cardRadiusShape: ['square', '9.8'],
  // searching
  searchDecks: ['both-decks', '6.8.1'],
  searchShufflesOpenMarket: [false, '6.8.2.3.1'],
  searchMayFail: ['always', '6.8.2.1–6.8.2.2'],
  // keywords
  disasterLevelSearchers: ['other-players', '9.12'],
  disasterLevelZones: ['deck-or-open-market', '9.12'],
  deadDropValuation: ['money', '9.9'],
  deadDropPlacement: ['any-legal-space', '9.9 (deployed like any card, 6.2.2.5)'],
  mutationTrigger: ['any-deployment', '9.22: deployed by any player'],
  independentMove: ['may-any-network', '9.16'],
  moveScope: ['any-network', '9.21'],
  swapScope: ['any-network', '9.27 (no restriction)'],
  terrainEngage: ['only-when-bonded', '9.29.1'],
  // §L V1.7.4: 9.26.1 resets traits "to their current value", circular after lethal damage; read as the
  // value before the damage (damage removed, counters kept). 'printed-values' is the other reading.
  pileKeywords: ['own-only', '3.10 (no inheritance rule)'],
  bondedImmunity: ['targeted', '3.10.11; 9.8 (a card radius does not target)'],
  regenerationReset: reading('V1.7.4', 'regenerationReset', '9.26.1'),
  regenerationDisengages: [false, '9.26 (silent: the card stays as it is)'],
  regeneratedMayRetaliate: [true, '9.18, 9.26 (a regenerated card is not destroyed, so nothing stops it)'],
  regenerationAgainst: ['damage-and-effects', '9.26'],
  competitiveErrata: [true, '10.1.1–10.1.2'],
});

export const V1_7: RevisionProfile = {
  id: 'v1.7',
  title: 'Megacorp Comprehensive Rules V1.7',
  extends: null,
  parameters,
  sources,
  clauses: v17Clauses(),
  silent: v17Silent(),
};
