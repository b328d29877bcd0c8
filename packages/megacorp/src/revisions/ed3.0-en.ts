import { type Ed3Headings, ed3Profile } from './ed3.0.js';

/* Megacorp rulebook, Edition 3.0, English: its section headings, read into the Ed 3.0 skeleton. */

export const ED3_0_EN_HEADINGS: Ed3Headings = {
  TYPES: '§CARDS AND CARD TYPES',
  EVENTS: '§CARDS AND CARD TYPES › EVENTS',
  MAKING: '§MAKING A DECK',
  RESOURCE_DECK: '§MAKING A DECK › The Resource Deck (Green)',
  MAIN_DECK: '§MAKING A DECK › The Main Deck (Blue)',
  BUSINESS: '§MAKING A DECK › The Business and its Founder (Red)',
  STATES: '§CARD STATES',
  MONEY: '§RESOURCES › Money(€)',
  TRAITS: '§RESOURCES › Traits',
  NULL_NOTE: '§RESOURCES › Important Note',
  ZONES: '§THE ZONES OF THE GAME',
  HAND: '§THE ZONES OF THE GAME › Hand',
  OPEN_MARKET: '§THE ZONES OF THE GAME › Open Market',
  BEGIN: '§Beginning of the game',
  TURN: '§Turn Structure',
  A: '§Accounting Phase',
  B: '§Buy Phase',
  HOW_TO_BUY: '§How to Buy a Card',
  DOCKING: '§Deploying and Docking',
  C: '§Challenge Phase',
  ATTACKING: '§Attacking',
  BLOCKING: '§Blocking',
  DAMAGE: '§Damage',
  D: '§Divest Phase',
  E: '§End Phase',
  WIN: '§Winning the Game',
  STACK: '§Events, Abilities and the Stack',
  BONDING: '§Bonding',
  ZONES_NOTE: '§THE ZONES OF THE GAME › Important Note',
  GLOSSARY: (term) => `§GLOSSARY › ${term}`,
};

const { profile, stray } = ed3Profile(
  { id: 'ed3.0-en', title: 'Megacorp Rulebook Edition 3.0 (English)' },
  ED3_0_EN_HEADINGS,
);

export const ED3_0_EN = profile;

/** Overrides naming no registered rule key (the profile tests require none). */
export const ED3_0_EN_STRAY_KEYS = stray;
