import { v17Clauses } from '../rules/registry.js';
import type { RevisionProfile } from './profile.js';
import { type CitationEntry, mapClauses, silent, splitSources } from './sourced.js';

/*
 * Megacorp rulebook, Edition 3.0, French. Same edition as the English rulebook but not the same text
 * (the catalog lists where they part). Cited by French section heading, as
 * ../shared/rules/revision-divergences.md cites it (§Phase de ventes, §GLOSSAIRE › VOL). Where the text
 * contradicts itself (catalog §L Ed3.0 FR) the reading chosen is said next to the value; the other
 * reading is another value of the same parameter.
 */

const TYPES = '§CARTES ET LEURS TYPES';
const EVENTS = '§CARTES ET LEURS TYPES › EVÉNEMENTS';
const MAKING = '§FAIRE UN DECK';
const RESOURCE_DECK = '§FAIRE UN DECK › Le deck de Ressources';
const MAIN_DECK = '§FAIRE UN DECK › Le deck Principal(bleu)';
const BUSINESS = "§FAIRE UN DECK › L'entreprise et son Fondateur(rouge)";
const STATES = '§GLOSSAIRE › ENGAGEMENT';
const MONEY = "§LES RESSOURCES › L'argent";
const TRAITS = '§LES RESSOURCES › Caractéristiques';
const NULL_NOTE = '§LES RESSOURCES › Note';
const ZONES = '§LES ZONES DU JEU';
const HAND = '§LES ZONES DU JEU › Main';
const OPEN_MARKET = '§LES ZONES DU JEU › Marché';
const ANNIHILATED = "§LES ZONES DU JEU › Zone d'annihilation";
const BEGIN = '§Début du jeu';
const TURN = '§Structure des tours';
const A = '§Phase de comptabilité';
const B = "§Phase d'achat";
const HOW_TO_BUY = '§Comment acheter une carte';
const DOCKING = '§Déploiement et ancrage';
const C = '§Phase de défis';
const ATTACKING = "§L'Attaque";
const BLOCKING = '§Blocage';
const DAMAGE = '§Domage';
const D = '§Phase de ventes';
const E = '§Phase de Fin';
const WIN = '§Gagner la partie';
const STACK = '§Événements, capacités et la pile';
const BONDING = '§Lier';
const GLOSSARY = (term: string) => `§GLOSSAIRE › ${term}`;

const { parameters, sources } = splitSources({
  // setup
  startingMoney: [10, `${MONEY}: 10 M, the most one starts with`],
  minMainDeck: [40, MAIN_DECK],
  minResourceDeck: [20, RESOURCE_DECK],
  maxCopies: [4, MAIN_DECK],
  openingHand: [5, BEGIN],
  competitiveBanList: [[], `no banned list (silent; ${STACK} uses Tidal Wave in its examples)`],
  vehicleCards: ['equipment', `${TYPES}: four card types; ${BONDING}: vehicles are bonded upgrades`],
  firstPlayerMethod: ['bid', `${BEGIN}: both players bid; chance only if neither wants to`],
  bidPayment: ['every-bidder', `${BEGIN}: the player who does not start pays too`],
  turnOrder: ['seating', `${BEGIN}: play goes clockwise from the first player`],
  bidRounds: [3, `${BEGIN}: after three ties in a row, a random method`],
  rebidFloor: [false, `${BEGIN}: a tie is simply bid again`],
  bidFinalTie: ['random-method', BEGIN],
  openingHandTiming: ['after-starting-player', BEGIN],
  mulligans: ['once', `${BEGIN}: one mulligan is described, none more`],
  // winning
  businessDestroyedLoses: ['in-challenge', `${WIN} (fourth way: destroyed in combat)`],
  noMoneyLoss: ['end-phase-check', `${WIN} (first way: at the beginning of an End Phase)`],
  concession: [false, `${WIN}: six ways to win, no concession`],
  simultaneousLoss: ['no-winner', `${WIN}: no tie rule`],
  // D-WIN-DECKOUT (L): as in English, read as a draw the game requires; 'empty-deck' is the alternative.
  deckOut: ['forced-draw', `${WIN} (fifth way: out of cards and unable to draw)`],
  // zones
  orphan: ['no-chain-to-business', GLOSSARY('ORPHELINS')],
  // As in English: §Déploiement et ancrage destroys orphans at the end of your turn; §Phase de Fin puts
  // them into their open markets at every End Phase (the other value).
  orphanFate: ['destroyed-at-controllers-end', `${DOCKING} (${E} reads discarded-every-end-phase)`],
  destroyedCardsTo: ['owner', `silent (${DAMAGE} names no market; the English §Damage says the owner's)`],
  disengageScope: ['own-network', `${A}: all the cards of your network`],
  produceScope: ['controlled-in-own-network', `${HOW_TO_BUY}: a card in your network`],
  // turn structure
  accountingTriggers: [
    'game-start-on-turn-one',
    `${A}: beginning-of-game texts on the first turn of the game`,
  ],
  accountingWindows: ['after-draw', `silent (${A} names no window; ${STACK})`],
  accountingPoolsEmpty: ['never', `${A} empties no pool; ${E} does`],
  revealedResourceBuy: ['at-reveal', `${A}: buy it at once, or it goes under`],
  revealedResourceNetwork: ['own', `${A}: place it in your network`],
  assetTiming: ['own-buy-phase', B],
  permanentEventTiming: ['any-time', `${STACK}: events at any time`],
  endPhaseWindow: ['none', `${E}: no window is mentioned`],
  // §L Ed3.0 FR.1: Ana's example draws on turn 1 against the rule just above it.
  firstTurnDraw: ['skip-always', `${A} (reading of §L Ed3.0 FR.1; the example's draw would be never-skip)`],
  endOfTurnHealing: [false, `${E}: no healing step; ${DAMAGE}: damage is assigned`],
  // buying
  buyProtectionTurns: [2, B],
  freshCardProtection: [false, `${B}: only the second-turn restriction`],
  buyFromPlay: ['in-opponent-network', `${B}; ${HOW_TO_BUY}: from your opponent's network`],
  boughtCardPayee: ['controller', `${HOW_TO_BUY}: pay your opponent`],
  boughtPilePrice: ['whole-pile', `${BONDING}; ${HOW_TO_BUY}`],
  boughtPileBonded: ['come-along', `${BONDING}: the bonded cards are paid for with the bought card`],
  businessBuyPrice: ['valuation', `silent (${WIN}, third way, names no price; the English reading)`],
  tokensBuyable: [true, 'silent (no token rules; the engine keeps V1.7’s reading)'],
  // the stack
  deploymentTriggers: ['immediate', `${STACK}: deploy triggers happen now, without the stack`],
  deploySpaceLost: ['fixed-at-declaration', `${STACK}: a card is deployed into a network as it is announced`],
  declaredSpaceReserved: [true, `${STACK}: the announced card already sits on its space`],
  // The Tidal Wave example puts the resolved event under the open market; §Phase de Fin discards events
  // at the end of the turn (the reading kept).
  resolvedEvents: ['waits-for-end-phase', `${E} (the ${STACK} example reads bottom-of-open-market)`],
  // §L Ed3.0 FR.4: §Zone d'annihilation holds cancelled cards; §GLOSSAIRE › ANNULER destroys a cancelled
  // event (the other value).
  cancelledCardsTo: [
    'annihilated-zone',
    `${ANNIHILATED} (reading of §L Ed3.0 FR.4; ${GLOSSARY('ANNULER')} reads open-market)`,
  ],
  abilitySourceGone: ['countered', `${STACK}: destroying the source cancels its effect`],
  // challenge
  attackerMustBeDisengaged: [true, ATTACKING],
  attackTraitMinimum: ['zero-or-more', `${ATTACKING}: only the target's null traits are barred`],
  targetLeavesSpace: ['attack-is-nullified', ATTACKING],
  targetWithBlockers: ['leaves', `${BLOCKING}: nothing lets the target stay beside its blockers`],
  blockersDropOut: [false, `${BLOCKING}: nothing removes a declared blocker`],
  retaliators: ['characters', DAMAGE],
  retaliation: ['once-per-turn', `${DAMAGE} (${GLOSSARY('REFLEXES')} reads once per Challenge Phase)`],
  damageModel: [
    'assigned-accumulates',
    `${DAMAGE}: damage does not lower traits, it is assigned (and stays)`,
  ],
  // §L Ed3.0 FR.3: §Caractéristiques destroys any card reaching 0, but damage never lowers a trait;
  // §Domage states the threshold for characters only. The business too can be destroyed in combat
  // (§Gagner la partie, fourth way).
  damageDestroys: [
    'characters-and-business',
    `${DAMAGE} (reading of §L Ed3.0 FR.3; ${TRAITS} reads any-card)`,
  ],
  effectDamageDestroys: [true, `${STACK} examples: effect damage destroys`],
  counterAtZeroDestroys: [true, `${TRAITS}: a card reaching 0 in a trait is destroyed`],
  // selling
  sellPile: ['whole-pile', `${D}: a sold pile pays every value in it`],
  sellCardEnteredThisTurn: [true, `${D}: no such restriction`],
  sellScope: ['owned-in-own-network', `${D}: a card of your network that belongs to you`],
  businessSellable: [true, `${D}: no prohibition`],
  // unique cards
  uniqueDuplicate: ['chooses-which-stays', GLOSSARY('UNIQUE')],
  uniqueRevealsHand: [true, `${GLOSSARY('UNIQUE')}: the hand must be revealed`],
  uniqueCopiesInHand: ['must-sell', GLOSSARY('UNIQUE')],
});

/** Ed 3.0 FR's section for each V1.7 clause the engine's rule keys cite. */
const BY_CLAUSE: Record<string, CitationEntry> = {
  '1.1': silent(BEGIN),
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
  '3': ZONES,
  '3.2.1.2': GLOSSARY('DÉSENGAGEMENT'),
  '3.2.1.4': GLOSSARY('ENGAGEMENT'),
  '3.2.1.5': HOW_TO_BUY,
  '3.2.1.6': BLOCKING,
  '3.2.1.7': silent(DAMAGE),
  '3.2.1.8': D,
  '3.5.2': OPEN_MARKET,
  '3.5.3.2': silent(OPEN_MARKET),
  '3.7': GLOSSARY('CIBLER'),
  '3.7.1': DOCKING,
  '3.7.1.1': GLOSSARY('ORPHELINS'),
  '3.7.1.2': GLOSSARY('ORPHELINS'),
  '3.9.2': STACK,
  '3.9.2.1': STACK,
  '3.9.3': STACK,
  '3.9.5': STACK,
  '3.10.2': BONDING,
  '3.10.3': BONDING,
  '3.10.4': silent(BONDING),
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
  '5.5.3': D,
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
  '6.2.2.3': HOW_TO_BUY,
  '6.2.2.5': DOCKING,
  '6.2.2.7': STACK,
  '6.3': STACK,
  '6.3.1': STACK,
  '6.3.2': EVENTS,
  '6.4.1': GLOSSARY('REDÉPLOYER'),
  '6.6.1': STACK,
  '6.7': HAND,
  '6.7.1': silent(HAND),
  '7.1': STACK,
  '7.1.1': silent(STACK),
  '7.2': STACK,
  '7.2.1': STACK,
  '7.2.2': silent(STACK),
  '7.2.3': silent(BONDING),
  '7.6': STACK,
  '7.8': GLOSSARY('UNIQUE'),
  '7.8.1': GLOSSARY('UNIQUE'),
  '7.9.1': silent(ZONES),
  '7.9.4': silent(ZONES),
  '7.10.1.1': silent(TRAITS),
  '7.10.1.2': TRAITS,
  '7.10.2': silent(TRAITS),
  '8.1': HOW_TO_BUY,
  '8.3': silent(DAMAGE),
  '8.3.1': silent(OPEN_MARKET),
  '8.5': GLOSSARY('ANNIHILATION'),
  '8.6': GLOSSARY('DÉFAUSSE'),
  '8.7.1': silent(STACK),
  '8.7.2': silent(STACK),
  '8.7.3': silent(STACK),
  '9.2': GLOSSARY('ABRUPTION'),
  '9.7': GLOSSARY('ANNULER'),
  '9.19': GLOSSARY('LOYAL'),
};

/** Keys whose Ed 3.0 FR section differs from the one their V1.7 clause maps to. */
const BY_KEY: Record<string, CitationEntry> = {
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
  'deploy.space-lost': silent(DOCKING),
  'deploy.event-to-bottom': STACK,
  'deploy.nowhere-to-dock': silent(DOCKING),
  'pending.dock-elsewhere': silent(DOCKING),
  'effect.damage': TRAITS,
  'damage.effect-damage-keeps': STACK,
  'damage.only-characters-destroyed': TRAITS,
  'effect.cancelled-card-annihilated': ANNIHILATED,
  'effect.cancelled-card-destroyed': GLOSSARY('ANNULER'),
  'effect.target-gone': STACK,
  'effect.gain-money': silent(STACK),
  'stack.immediate-triggers': STACK,
  'end.market-locks-end': silent(OPEN_MARKET),
  'end.no-money-at-turn-end': MONEY,
  'setup.mulligan-count': BEGIN,
  'effect.counter-lethal': TRAITS,
  'effect.counter-not-lethal': TRAITS,
  'end.orphans-destroyed': DOCKING,
  'end.order-discards': silent(OPEN_MARKET),
  'unique.refund': GLOSSARY('UNIQUE'),
  'unique.reveal-hand': GLOSSARY('UNIQUE'),
  'divest.unique-copies-sold': GLOSSARY('UNIQUE'),
  'orientation.engage': STATES,
  'orientation.disengage': GLOSSARY('DÉSENGAGEMENT'),
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

const cited = mapClauses(v17Clauses(), BY_CLAUSE, BY_KEY);

export const ED3_0_FR: RevisionProfile = {
  id: 'ed3.0-fr',
  title: 'Megacorp Rulebook Edition 3.0 (French)',
  extends: null,
  parameters,
  sources,
  clauses: cited.clauses,
  silent: cited.silent,
};

/** Overrides naming no registered rule key (the profile tests require none). */
export const ED3_0_FR_STRAY_KEYS = cited.stray;
