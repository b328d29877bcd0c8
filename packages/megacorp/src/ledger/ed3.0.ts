import { ED3_0_EN } from '../revisions/ed3.0-en.js';
import { ED3_0_FR } from '../revisions/ed3.0-fr.js';
import { citedLoudly } from './cited.js';
import { ED3_0_EN_HEADINGS_INDEX, ED3_0_FR_HEADINGS_INDEX } from './headings.js';
import { buildLedger, type Ledger, type UnkeyedClause } from './ledger.js';

const def = (reason: string): UnkeyedClause => ({ status: 'definitional', reason });
const off = (reason: string): UnkeyedClause => ({ status: 'not-checkable', reason });

/** A chapter or section whose content is carried by the sections under it. */
const heading = def('a heading: the sections under it carry the rules');
/** A zone the model holds for every player, with nothing to allow or refuse. */
const zone = def('defines a zone the model holds for every player');
/** The world's factions and themes: story, with no rule in it. */
const story = off('the setting’s story, with no rule in it');

/**
 * The Edition 3.0 (English) headings no rule key cites for what they say (keys citing a heading only
 * as the closest one of a silent rulebook do not count), each with why. Every other heading is
 * implemented: the profile's own citations say by which keys.
 */
export const ED3_0_EN_UNCITED: Readonly<Record<string, UnkeyedClause>> = {
  '§CARDS AND CARD TYPES › FOUNDERS': def(
    'a founder is a character the game starts with: the setup keys of §Beginning of the game place it',
  ),
  '§CARDS AND CARD TYPES › EQUIPMENT': def('defines a card type the card model holds'),
  '§CARDS AND CARD TYPES › LOCATIONS': def('defines a card type the card model holds'),
  '§THE FACTIONS': story,
  '§THE FACTIONS › Corp': story,
  '§THE FACTIONS › Incarnate': story,
  '§THE FACTIONS › Gnost': story,
  '§MAKING A DECK': heading,
  '§CARD STATES › Disengaged': def('defines disengaged; the engage and disengage keys cite §CARD STATES'),
  '§CARD STATES › Engaged': def('defines engaged; the engage and disengage keys cite §CARD STATES'),
  '§RESOURCES': heading,
  '§THE ZONES OF THE GAME › Main deck': zone,
  '§THE ZONES OF THE GAME › Resource Deck': zone,
  '§THE ZONES OF THE GAME › Network': def(
    'defines the network; docking in it is keyed under §Deploying and Docking',
  ),
  '§THE ZONES OF THE GAME › Annihilated Zone': zone,
  '§GAMEPLAY': heading,
  '§Combat': heading,
  '§ADVANCED RULES': heading,
  '§Keywords': def(
    'subtype keywords (#GMO, #PSIONIC) have no rule of their own: cards that name them filter by them',
  ),
  '§#GMOs, #Cyborgs and #Humans': story,
  '§#Buildings and #Infrastructure': story,
  '§#Projects': def(
    'development counters on projects: keyed under the glossary’s counters and DEVELOPMENT cards',
  ),
  '§GLOSSARY': heading,
  '§GLOSSARY › CARD KEYWORDS': def(
    'defines keywords as abilities written on cards, as the card language reads them',
  ),
  '§GLOSSARY › DEPLOY': def('defines deploying; its steps are keyed under §Deploying and Docking'),
  '§CREDITS': off('who made the game, with no rule in it'),
};

/**
 * The same for the French text, whose headings are its own (no card-states chapter: the glossary's
 * ENGAGEMENT carries it) and whose reasons are the English ones.
 */
export const ED3_0_FR_UNCITED: Readonly<Record<string, UnkeyedClause>> = {
  '§CARTES ET LEURS TYPES › FOUNDERS': ED3_0_EN_UNCITED['§CARDS AND CARD TYPES › FOUNDERS'] as UnkeyedClause,
  '§CARTES ET LEURS TYPES › ÉQUIPEMENT': def('defines a card type the card model holds'),
  '§CARTES ET LEURS TYPES › LOCATIONS': def('defines a card type the card model holds'),
  '§LES FACTIONS': story,
  '§LES FACTIONS › Corporation': story,
  '§LES FACTIONS › Incarnés': story,
  '§LES FACTIONS › Gnosts': story,
  '§FAIRE UN DECK': heading,
  '§LES RESSOURCES': heading,
  '§LES ZONES DU JEU › Deck principal': zone,
  '§LES ZONES DU JEU › Deck de ressources': zone,
  '§LES ZONES DU JEU › Réseau': def(
    'defines the network; docking in it is keyed under §Déploiement et ancrage',
  ),
  '§GAMEPLAY': heading,
  '§Combat': heading,
  '§RÈGLES AVANCÉES': heading,
  '§Mots clés': ED3_0_EN_UNCITED['§Keywords'] as UnkeyedClause,
  '§OGM, Cyborgs et Humains': story,
  '§Bâtiments et infrastructure': def(
    'subtype keywords with no rule of their own; a card that names them (the Hypermarché) reads them',
  ),
  '§Projets': ED3_0_EN_UNCITED['§#Projects'] as UnkeyedClause,
  '§GLOSSAIRE': heading,
  '§GLOSSAIRE › DÉPLOYER': def('defines deploying; its steps are keyed under §Déploiement et ancrage'),
  '§GLOSSAIRE › MOTS CLÉS DE LA CARTE': ED3_0_EN_UNCITED['§GLOSSARY › CARD KEYWORDS'] as UnkeyedClause,
};

/** The Edition 3.0 (French) ledger: every heading, with the rule keys that cite it or why none does. */
export function ed30FrLedger(): Ledger {
  return buildLedger('ed3.0-fr', ED3_0_FR_HEADINGS_INDEX, citedLoudly(ED3_0_FR), ED3_0_FR_UNCITED);
}

/** The Edition 3.0 (English) ledger: every heading, with the rule keys that cite it or why none does. */
export function ed30Ledger(): Ledger {
  return buildLedger('ed3.0-en', ED3_0_EN_HEADINGS_INDEX, citedLoudly(ED3_0_EN), ED3_0_EN_UNCITED);
}
