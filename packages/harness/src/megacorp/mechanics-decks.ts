import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeckSource } from './engine.js';
import { copies, type ReferenceDeck, seatedDecks } from './reference-decks.js';

/**
 * The mechanics pool's deck library (scenarios/cards/mechanics-decks.cards): the reference decks' cards
 * plus invented cards that carry, each, one mechanic of the card language. Found from this module as
 * the reference decks are.
 */
export const MECHANICS_DECKS_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../scenarios/cards/mechanics-decks.cards',
);

/**
 * Two legal decks that, between them, reach every mechanic (`MECHANICS`): every effect op on a card
 * that uses it as soon as it is deployed, a founder with each beginning-of-turn trigger, fractional
 * cashflow, upkeep, and one copy of each keyword card of the reference decks. One dear "win the game"
 * card, so that games still end mostly by the normal conditions.
 */
export const MECHANICS_DECKS: readonly ReferenceDeck[] = [
  {
    name: 'Tinkers',
    business: "Anna's Business",
    founder: 'Tinker Queen',
    mainDeck: copies([
      [3, 'Windfall'],
      [3, 'Briefing'],
      [3, 'Purge'],
      [3, 'Street Vendor'],
      [2, 'Demolition Charge'],
      [2, 'Sleeper Gas'],
      [3, 'Sapper'],
      [2, 'Surveyor'],
      [3, 'Pathfinder'],
      [2, 'Grapple Rig'],
      [2, 'Eviction'],
      [3, 'Drone Bay'],
      [2, 'Headhunt'],
      [3, 'Countermand'],
      [2, 'Kiosk'],
      [1, 'Hostile Takeover'],
      [2, 'Incarnate Neonate'],
      [2, 'Incarnate Hierarch'],
      [1, 'Tidal Wave'],
      [1, 'Stock Market Crash'],
      [2, 'Luxury Condominiums'],
      [1, 'Body Armor'],
      [1, 'Moss Golem'],
      [1, 'Sky Courier'],
      [1, 'Street Brawler'],
      [1, 'Quick Hand'],
      [1, 'Iron Golem'],
      [2, 'Driller'],
      [1, 'Artillerist'],
      [2, 'Wrecker'],
      [2, 'Shock Tower'],
      [1, 'Runner'],
      [1, 'Drop Agent'],
      [1, 'Company Man'],
      [1, 'Wetlands'],
    ]),
    resourceDeck: copies([
      [14, 'Selfish Consumers'],
      [6, 'Affluent Customers'],
    ]),
  },
  {
    name: 'Wardens',
    business: "Nicole's Business",
    founder: 'Night Mayor',
    mainDeck: copies([
      [3, 'Tax Audit'],
      [2, 'Void Lance'],
      [2, 'Wake Call'],
      [3, 'Drill Sergeant'],
      [3, 'Decoy'],
      [3, 'Recall Order'],
      [2, 'Drop Pod'],
      [2, 'Salvage Crew'],
      [2, 'Headhunt'],
      [2, 'Troll'],
      [2, 'Foundry'],
      [2, 'Martial Law'],
      [2, 'Drone Bay'],
      [2, 'Countermand'],
      [2, 'Psionic Scream'],
      [2, 'Gnost Cleric'],
      [1, 'Moss Golem'],
      [2, 'Luxury Condominiums'],
      [1, 'Hypermarket'],
      [1, 'Marksman'],
      [1, 'Sentinel'],
      [1, 'Night Knife'],
      [1, 'Ghost Broker'],
      [2, 'Duelist'],
      [1, 'Riot Officer'],
      [1, 'Jammer'],
      [1, 'Swamp Scout'],
      [2, 'Fixer'],
      [1, 'Drifter'],
      [1, 'Pop-up Shop'],
      [1, 'Relay Mast'],
      [1, 'Star Analyst'],
    ]),
    resourceDeck: copies([
      [10, 'Selfish Consumers'],
      [10, 'Affluent Consumers'],
    ]),
  },
];

/** The mechanics decks, seated alternately (Tinkers, Wardens, Tinkers...), for fuzzing. */
export const mechanicsDecks: DeckSource = seatedDecks(MECHANICS_DECKS, MECHANICS_DECKS_FILE);
