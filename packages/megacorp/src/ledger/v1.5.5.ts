import { V1_5_5 } from '../revisions/v1.5.5.js';
import { citedLoudly } from './cited.js';
import { V1_5_5_HEADINGS } from './headings.js';
import { buildLedger, type Ledger, type UnkeyedClause } from './ledger.js';

const def = (reason: string): UnkeyedClause => ({ status: 'definitional', reason });
const off = (reason: string): UnkeyedClause => ({ status: 'not-checkable', reason });

/** A section whose content is carried by the entries under it. */
const heading = def('a section heading: the entries under it carry the rules');
/** A part of the card frame the card language reads, with nothing to allow or refuse. */
const frame = def('names a part of the card frame, which the card language reads');

/**
 * The V1.5.5 headings no rule key cites for what it says (a key citing a heading only as the closest
 * one of a silent rulebook does not count), each with why. Every other heading is implemented: the
 * profile's own citations say by which keys.
 */
export const V1_5_5_UNCITED: Readonly<Record<string, UnkeyedClause>> = {
  '§Overview': heading,
  '§Basic Concepts': heading,
  '§Basic Concepts › Basic Rule of Megacorp': def(
    'a precedence principle: the card language applies printed text over the defaults',
  ),
  '§Basic Concepts › Owner': def('defines the owner, a field of every card in the model'),
  '§Characteristic of the Cards': heading,
  '§Characteristic of the Cards › Name': frame,
  '§Characteristic of the Cards › Cost': def(
    'splits the cost into money and traits, as the card model does; payment is keyed under §Rules of Actions › Paying of costs',
  ),
  '§Characteristic of the Cards › Symbol': off('the faction symbol has no rules effect'),
  '§Characteristic of the Cards › Text': frame,
  '§Zone': heading,
  '§Zone › General': def(
    'lists the zones the model holds; that an unnamed zone is the owner’s is the parameter destroyedCardsTo',
  ),
  '§Zone › Resource': def(
    'defines a zone the model holds; its minimum size is keyed under §Setting up the Game › Constructing the deck',
  ),
  '§Zone › Main deck': def(
    'defines a zone the model holds; its minimum size is keyed under §Setting up the Game › Constructing the deck',
  ),
  '§Zone › Annihilated Area': def(
    'defines a zone the model holds; annihilation is keyed under §Rules of Actions › Annihilate',
  ),
  '§Setting up the Game': heading,
  "§Player's Action": heading,
  "§Player's Action › Initiate challenge": def(
    'declaring an attack: keyed under §Turn Sequences › C – Challenge Phase',
  ),
  '§Cards & Abilities': heading,
  '§Cards & Abilities › Continuous Ability': def(
    'lists which abilities are continuous: the parameter engagedContinuousKeywords reads it',
  ),
  '§Cards & Abilities › Continuous effect': def(
    'defines continuous effects; durations come from the card text',
  ),
  '§Rules of Actions': heading,
  '§Rules of Actions › Conflict of Priority': off(
    'two players acting at the same moment: priority passes to one player at a time (its priority windows; V1.7 1.2.8), so none arises, as for V1.7 8.7.1',
  ),
  '§Rules of Actions › Reveal': def(
    'defines revealing; the reveals are keyed where they happen (§Unique Cards, §Searching)',
  ),
  '§Keywords Abilities': heading,
};

/** The V1.5.5 ledger: every heading, with the rule keys that cite it or why none does. */
export function v155Ledger(): Ledger {
  return buildLedger('v1.5.5', V1_5_5_HEADINGS, citedLoudly(V1_5_5), V1_5_5_UNCITED);
}
