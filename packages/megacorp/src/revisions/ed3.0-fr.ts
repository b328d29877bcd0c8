import { reading } from './catalog.js';
import { type Ed3Headings, ed3Profile, type GlossaryTerm } from './ed3.0.js';
import { silent } from './sourced.js';

/*
 * Megacorp rulebook, Edition 3.0, French. Same edition as the English rulebook but not the same text:
 * its section headings, read into the Ed 3.0 skeleton, and only what the French text says differently
 * (the catalog lists where they part). Cited by French section heading, as
 * ../shared/rules/revision-divergences.md cites it (§Phase de ventes, §GLOSSAIRE › VOL).
 */

/** The French names of the glossary entries that differ from the English ones. */
const TERMS: Partial<Record<GlossaryTerm, string>> = {
  ABRUPT: 'ABRUPTION',
  ANNIHILATE: 'ANNIHILATION',
  'AREA ATTACK': 'ATTAQUE DE ZONE',
  CANCEL: 'ANNULER',
  'CARD RADIUS': 'EFFET DE ZONE',
  'DISASTER LEVEL X': 'NIVEAU DE DESASTRE X',
  DISCARD: 'DÉFAUSSE',
  DISENGAGE: 'DÉSENGAGEMENT',
  ENGAGE: 'ENGAGEMENT',
  FLYING: 'VOL',
  INDEPENDENT: 'INDÉPENDANT',
  MELEE: 'MÊLÉE',
  ORPHANED: 'ORPHELINS',
  REDEPLOY: 'REDÉPLOYER',
  REGENERATE: 'REGENERER',
  TARGET: 'CIBLER',
};

export const ED3_0_FR_HEADINGS: Ed3Headings = {
  TYPES: '§CARTES ET LEURS TYPES',
  EVENTS: '§CARTES ET LEURS TYPES › EVÉNEMENTS',
  MAKING: '§FAIRE UN DECK',
  RESOURCE_DECK: '§FAIRE UN DECK › Le deck de Ressources',
  MAIN_DECK: '§FAIRE UN DECK › Le deck Principal(bleu)',
  BUSINESS: "§FAIRE UN DECK › L'entreprise et son Fondateur(rouge)",
  STATES: '§GLOSSAIRE › ENGAGEMENT',
  MONEY: "§LES RESSOURCES › L'argent",
  TRAITS: '§LES RESSOURCES › Caractéristiques',
  NULL_NOTE: '§LES RESSOURCES › Note',
  ZONES: '§LES ZONES DU JEU',
  HAND: '§LES ZONES DU JEU › Main',
  OPEN_MARKET: '§LES ZONES DU JEU › Marché',
  BEGIN: '§Début du jeu',
  TURN: '§Structure des tours',
  A: '§Phase de comptabilité',
  B: "§Phase d'achat",
  HOW_TO_BUY: '§Comment acheter une carte',
  DOCKING: '§Déploiement et ancrage',
  C: '§Phase de défis',
  ATTACKING: "§L'Attaque",
  BLOCKING: '§Blocage',
  DAMAGE: '§Domage',
  D: '§Phase de ventes',
  E: '§Phase de Fin',
  WIN: '§Gagner la partie',
  STACK: '§Événements, capacités et la pile',
  BONDING: '§Lier',
  ZONES_NOTE: '§LES ZONES DU JEU › Remarque',
  GLOSSARY: (term) => `§GLOSSAIRE › ${TERMS[term] ?? term}`,
};

const { A, B, BEGIN, BLOCKING, BONDING, D, DAMAGE, E, HOW_TO_BUY, MONEY, STACK, TRAITS, WIN, ZONES } =
  ED3_0_FR_HEADINGS;
const ANNIHILATED = "§LES ZONES DU JEU › Zone d'annihilation";
/** A glossary heading by its French name, for the entries only the French text cites. */
const GLOSSAIRE = (term: string) => `§GLOSSAIRE › ${term}`;

/*
 * Where the French text says something else than the English: other values (the catalog's D- entries
 * marked FR), and the same values found in other words or other sections.
 */
const { profile, stray } = ed3Profile(
  { id: 'ed3.0-fr', title: 'Megacorp Rulebook Edition 3.0 (French)' },
  ED3_0_FR_HEADINGS,
  {
    parameters: {
      startingMoney: [10, `${MONEY}: 10 M, the most one starts with`],
      bidPayment: ['every-bidder', `${BEGIN}: the player who does not start pays too`],
      mulligans: ['once', `${BEGIN}: one mulligan is described, none more`],
      noMoneyLoss: ['end-phase-check', `${WIN} (first way: at the beginning of an End Phase)`],
      destroyedCardsTo: ['owner', `silent (${DAMAGE} names no market; the English §Damage says the owner's)`],
      disengageScope: ['own-network', `${A}: all the cards of your network`],
      produceScope: ['controlled-in-own-network', `${HOW_TO_BUY}: a card in your network`],
      accountingWindows: ['after-draw', `silent (${A} names no window; ${STACK})`],
      accountingPoolsEmpty: ['never', `${A} empties no pool; ${E} does`],
      revealedResourceBuy: ['at-reveal', `${A}: buy it at once, or it goes under`],
      revealedResourceNetwork: ['own', `${A}: place it in your network`],
      assetTiming: ['own-buy-phase', B],
      permanentEventTiming: ['any-time', `${STACK}: events at any time`],
      endPhaseWindow: ['none', `${E}: no window is mentioned`],
      boughtPilePrice: ['whole-pile', `${BONDING}; ${HOW_TO_BUY}`],
      businessBuyPrice: ['valuation', `silent (${WIN}, third way, names no price; the English reading)`],
      deploymentTriggers: ['immediate', `${STACK}: deploy triggers happen now, without the stack`],
      deploySpaceLost: [
        'fixed-at-declaration',
        `${STACK}: a card is deployed into a network as it is announced`,
      ],
      resolvedEvents: reading('Ed3.0 EN.4, FR alike', 'resolvedEvents', E),
      cancelledCardsTo: reading('Ed3.0 FR.4', 'cancelledCardsTo', ANNIHILATED),
      eventDeployment: [
        'on-play',
        `${STACK}: the event is deployed into a network, then its effect is stacked`,
      ],
      targetWithBlockers: ['leaves', `${BLOCKING}: nothing lets the target stay beside its blockers`],
      retaliation: ['once-per-turn', `${DAMAGE} (${GLOSSAIRE('REFLEXES')} reads once per Challenge Phase)`],
      damageModel: [
        'assigned-accumulates',
        `${DAMAGE}: damage does not lower traits, it is assigned (and stays)`,
      ],
      damageDestroys: reading('Ed3.0 FR.3', 'damageDestroys', DAMAGE),
      effectDamageDestroys: [true, `${STACK} examples: effect damage destroys`],
      counterAtZeroDestroys: [true, `${TRAITS}: a card reaching 0 in a trait is destroyed`],
      sellPile: ['whole-pile', `${D}: a sold pile pays every value in it`],
      sellScope: ['owned-in-own-network', `${D}: a card of your network that belongs to you`],
      saleValuation: [
        'current',
        `${D}: as much money as its value; §Bâtiments et infrastructure: the Hypermarché sells for more with more infrastructure`,
      ],
      uniqueDuplicate: ['chooses-which-stays', GLOSSAIRE('UNIQUE')],
      uniqueRevealsHand: [true, `${GLOSSAIRE('UNIQUE')}: the hand must be revealed`],
      uniqueCopiesInHand: ['must-sell', GLOSSAIRE('UNIQUE')],
      camouflageChosenBy: [
        'owner',
        `${GLOSSAIRE('CAMOUFLAGE')}: its owner may still choose it for any action`,
      ],
      meleeReachesSurrounded: [true, `${GLOSSAIRE('MÊLÉE')}: its reach includes surrounded cards`],
      cardRadiusShape: [
        'square',
        `${GLOSSAIRE('EFFET DE ZONE')}: "a distance of X spaces", read as the English edition's square (the picture is missing; diamond is the orthogonal reading)`,
      ],
      searchDecks: ['both-decks', `${ZONES} › Remarque: both decks at once`],
      disasterLevelZones: ['deck', GLOSSAIRE('NIVEAU DE DESASTRE X')],
      deadDropValuation: ['money', `${GLOSSAIRE('DEAD DROP')}: the example counts M`],
      independentMove: [
        'must-own-network',
        `${GLOSSAIRE('INDÉPENDANT')}; ${GLOSSAIRE('MOVE')}: within the network`,
      ],
      swapScope: ['same-network', `${GLOSSAIRE('SWAP')}: within one network`],
      terrainEngage: ['allowed', `${GLOSSAIRE('TERRAIN')}: no engage restriction`],
      pileKeywords: ['own-only', `${BONDING} (no inheritance rule)`],
      bondedImmunity: ['all-effects', `${GLOSSAIRE('BOND')}: untargetable by attacks, damage and effects`],
      regenerationReset: ['printed-values', GLOSSAIRE('REGENERER')],
      regenerationDisengages: [false, `${GLOSSAIRE('REGENERER')}: an engaged card stays engaged`],
      regeneratedMayRetaliate: [false, GLOSSAIRE('REGENERER')],
    },
    byClause: {
      '5.5.3': D,
      '7.10': GLOSSAIRE('DÉVELOPPEMENT'),
      '7.10.1.2': TRAITS,
      '8.3': silent(DAMAGE),
      '9.11': GLOSSAIRE('DÉVELOPPEMENT'),
      '9.11.1': GLOSSAIRE('DÉVELOPPEMENT'),
    },
    byKey: {
      'keyword.cancel.card-annihilated': ANNIHILATED,
      'orientation.disengage': GLOSSAIRE('DÉSENGAGEMENT'),
      'setup.mulligan-count': BEGIN,
      'effect.counter-lethal': TRAITS,
      'effect.counter-not-lethal': TRAITS,
    },
  },
);

export const ED3_0_FR = profile;

/** Overrides naming no registered rule key (the profile tests require none). */
export const ED3_0_FR_STRAY_KEYS = stray;
