import { V1_7_CLAUSE_IDS } from '../revisions/v1.7-clause-ids.js';
import { v17Clauses } from '../rules/registry.js';
import { buildLedger, type Ledger, type UnkeyedClause } from './ledger.js';

const def = (reason: string): UnkeyedClause => ({ status: 'definitional', reason });
const off = (reason: string): UnkeyedClause => ({ status: 'not-checkable', reason });

/** A heading whose content is carried by the clauses numbered under it. */
const heading = def('a heading: the numbered clauses under it carry the rules');
/** A priority window in a step sequence: the chart opens it, the keys cite 1.2.8.3. */
const window = def('a priority window in the step sequence; windows are keyed under 1.2.8.3');
/** A term of a card's frame the card language reads, with nothing to allow or refuse. */
const frame = def('names a part of the card frame, which the card language reads');
/** Which zones exist: the model has them, there is nothing to allow or refuse. */
const zone = def('defines a zone the model holds for every player');
/**
 * Conflicts of priority (8.7): one player holds priority at a time and acts alone (1.2.8), so no two
 * players ever act on the same object at the same moment for a scenario to show (D-CONFLICT-PRIORITY).
 */
const serialised = off(
  'one player holds priority at a time (1.2.8), so two players never act at the same moment',
);
/**
 * A bid for an open-market card (3.5.3) is that conflict over a purchase: buying takes priority (1.2.8),
 * held by one player at a time and passed on in turn (1.2.8.2), so two players never try to buy the
 * same card at once. The engine has no such bid, hence no card minimum and no lock after a tie.
 */
const noCardBid = off(
  'a bid for a card needs two players buying it at once (3.5.3), but one player holds priority at a time (1.2.8), as for 8.7.1',
);
/** Visibility between players: the engine keeps one open state and has no per-player view to check. */
const visibility = off('who may see what is a matter between players; the engine has one open state');

/**
 * The V1.7 clauses no rule key cites, each with why. Every other clause is implemented: the rule sets'
 * own citations say by which keys.
 */
export const V1_7_UNKEYED: Readonly<Record<string, UnkeyedClause>> = {
  '0.1': off('about how the document marks its changes, not about the game'),
  '1.1.1': def('the default player count; a scenario always names its players'),
  '1.2': heading,
  '1.2.1': def('a precedence principle: the card language applies printed text over the defaults'),
  '1.2.2': def('sorts game information into open and hidden'),
  '1.2.2.1': visibility,
  '1.2.4': def('defines the owner, a field of every card in the model'),
  '1.2.5.1': def('the default controller, which the model sets to the owner'),
  '1.2.5.2': def('ties an ability to its card’s controller; the ability keys check that controller'),
  '1.2.6.3': visibility,
  '1.2.7': def('introduces cashflow; the payment and its rounding are keyed under 1.2.7.1–1.2.7.2'),
  '1.2.9': heading,
  '1.2.9.1.1': off('how a secret bid is physically written down'),
  '1.2.9.1.2': noCardBid,
  '2.1': def('defines card type; the types and what they allow are keyed under 2.1.1–2.1.2'),
  '2.2': frame,
  '2.2.1': off('typography of subtypes on the printed card'),
  '2.3': frame,
  '2.3.1': def('names are what the deck limits of 4.1.1.1 count'),
  '2.3.2': def('how card text refers to a name; the card language resolves it'),
  '2.4': frame,
  '2.4.1': def('splits the cost into money and traits, as the card model does'),
  '2.4.2': def('the cost is what deployment pays; the payment is keyed under 6.2.2.2’s steps'),
  '2.4.3': def('defines total valuation, a computed quantity used by the keys that compare it'),
  '2.5.1': def('names the IQ trait'),
  '2.5.2': def('names the EQ trait'),
  '2.5.3': def('names the MQ trait'),
  '2.5.4': def('names the BQ trait'),
  '2.5.5': def('a property of printed cards; the card loader requires a trait value'),
  '2.6': off('the faction symbol has no rules effect in V1.7'),
  '2.7': frame,
  '2.7.1': def('one paragraph, one ability: how the card language splits text'),
  '2.7.2': off('flavour text has no rules effect'),
  '3.1.1': zone,
  '3.1.2': def('the default destination zone, which the zone moves apply'),
  '3.2': heading,
  '3.2.1': def('the viewpoint for orientation; the model stores orientation directly'),
  '3.2.1.1': def('defines disengaged'),
  '3.2.1.3': def('defines engaged'),
  '3.2.1.9': def(
    'engaged cards lose continuous abilities: the parameter engagedContinuousKeywords and 7.3.1 key it',
  ),
  '3.3': zone,
  '3.3.1': def('the resource deck counts as a deck: the search keys of 6.8.1 read it so'),
  '3.3.2': visibility,
  '3.4': zone,
  '3.4.1': def('the main deck counts as a deck: the search keys of 6.8.1 read it so'),
  '3.4.2': visibility,
  '3.5': zone,
  '3.5.1': visibility,
  '3.5.3': noCardBid,
  '3.5.3.1': noCardBid,
  '3.5.3.2': noCardBid,
  '3.6': zone,
  '3.6.1': visibility,
  '3.6.2': def('no hand limit: there is nothing to refuse'),
  '3.7.1.1': def(
    'defines orphaned; what befalls an orphan is keyed where it happens (5.6.3, 9.16, 1.2.10.5)',
  ),
  '3.7.2': def('defines a row, used by the card radius and area keywords'),
  '3.7.3': def('defines a column, used by the card radius and area keywords'),
  '3.7.4': visibility,
  '3.8': zone,
  '3.8.1': visibility,
  '3.8.2': def('annihilated cards are out of the game: no action names them'),
  '3.9': zone,
  '3.9.1': def('one shared stack, as the model holds it'),
  '3.9.2': def('names the deployment effect; a bought card going to the stack is keyed under 6.2.2.3'),
  '3.9.2.1': def(
    'when a card counts as deployed: its docking as the deployment resolves is keyed under 6.2.2.5',
  ),
  '3.9.3': def('triggered effects go on the stack: keyed under 6.2.2.7 and 7.4.1, where they are put there'),
  '3.10.1': off('what bonding usually represents, with no rule in it'),
  '4.1.2.1': def('no copy limit in the resource deck: deck checks skip it, there is nothing to refuse'),
  '4.2': heading,
  '4.2.4': def('the random choice of starting player; its options are keyed under 4.2.4.1–4.2.4.3'),
  '5.1.1': def('names the five phases, which the chart encodes'),
  '5.2.1': def('a step of the Accounting Phase; the collection is keyed under 1.2.7.1–1.2.7.2'),
  '5.2.5': window,
  '5.2.8': window,
  '5.2.9': def('moves on to the Buy Phase: a transition of the chart'),
  '5.3': heading,
  '5.3.3': def('ends the Buy Phase: a transition of the chart'),
  '5.4': heading,
  '5.4.1.1.3': def('any card type may defend: there is nothing to refuse'),
  '5.4.1.5': window,
  '5.4.1.8': def('a step heading: combat is keyed under 5.4.1.8.1–5.4.1.8.3'),
  '5.4.2': def('one challenge per attacking character: each challenge is declared on its own'),
  '5.4.5': def('ends the Challenge Phase: a transition of the chart'),
  '5.5': heading,
  '5.5.6': heading,
  '5.5.6.1': def('naming the card is the sell action itself'),
  '5.5.7': def('ends the Divest Phase: a transition of the chart'),
  '5.6': heading,
  '5.6.1': def('places the orphaned-business check, keyed under 1.2.10.5, in the End Phase'),
  '5.6.2': def('places the money check, keyed under 1.2.10.1, in the End Phase (parameter noMoneyLoss)'),
  '5.6.5': window,
  '6.1.3': def('lists what pooled traits pay for; each payment is keyed where it is made'),
  '6.2.2': heading,
  '6.2.2.1': def('announcing the card is the deploy action itself'),
  '6.2.2.2': def('a step heading: payment is refused under 1.2.6.2 and the trait keys'),
  '6.2.2.4': window,
  '6.2.2.6': window,
  '6.4': heading,
  '6.4.2': def('a bought card is deployed: the deployment keys of 6.2.2 apply'),
  '6.5': def('the top card of an open market may be bought: keyed under 3.5.2'),
  '6.5.1': def('a card bought from an open market is deployed: the keys of 6.2.2 apply'),
  '6.6': heading,
  '7.1.2': def('sorts effects into one-time and continuous'),
  '7.3': def('defines continuous abilities; when they stop is keyed under 7.3.1'),
  '7.3.2': def('a bonded card keeps its continuous abilities: nothing turns them off'),
  '7.4': def('defines automatic abilities; triggering is keyed under 7.4.1'),
  '7.5': def('defines static abilities (parameters flyingWhileEngaged, disruptorWhileEngaged)'),
  '7.7': def('defines continuous effects; durations come from the card text'),
  '7.9': def('defines tokens; their life is keyed under 7.9.1–7.9.4'),
  '7.9.3': def('a token has a card type like a card, so type-based effects reach it'),
  '7.10.1': def('how a trait counter is written; its effect is keyed under 7.10.1.1–7.10.1.2'),
  '7.10.3': off('Magellan cell tokens belong to one card not in the card pool'),
  '8.4': def('defines revealing; the reveals are keyed where they happen (6.8.2, 1.2.2.2)'),
  '8.7': def('defines a conflict of priority; why none arises is under 8.7.1'),
  '8.7.1': serialised,
  '8.7.2': serialised,
  '8.7.3': serialised,
  '9.1': def('a keyword’s rule is part of the card’s text, as the card language expands it'),
  '9.26.2': def('regeneration applies afresh to each destruction: keyed under 9.26.1'),
  '10.1': heading,
  '10.2': off('restricted cards matter only to competitive deck registration'),
  '10.2.1': def('the restricted list is empty: there is nothing to refuse'),
  '10.3': heading,
  '10.3.1': def('introduces the banned list, keyed under 10.3.1.1'),
};

/** Scenarios bind every name before they run, and write each action in a well-formed shape. */
const NAMES = 'a scenario binds every name before it runs (an unknown one is an error at its line)';

/**
 * Implemented V1.7 clauses whose keys no scenario can make fire, each with why (the refusal gate checks
 * that none of their keys fires in the corpus, so a reason cannot outlive itself).
 */
export const V1_7_UNOBSERVABLE: Readonly<Record<string, string>> = {
  '1.2.2.2': 'V1.7 forbids showing the hand and the engine keeps one open state: not showing leaves no trace',
  '1.2.3': `${NAMES}: an action from a player not in the game, or of no known shape, cannot be written`,
  '2.1.1':
    'every card type the card language writes is one V1.7 knows (vehicleCards refuses only in a draft)',
  '3.1': `${NAMES}: an action naming a card in no zone cannot be written`,
  '4.2.1.1': 'a scenario’s seed is a whole number, and one seeded order cannot show that shuffles are random',
};

/** The V1.7 ledger: every numbered clause, with the rule keys that cite it or why none does. */
export function v17Ledger(): Ledger {
  return buildLedger('v1.7', V1_7_CLAUSE_IDS, v17Clauses(), V1_7_UNKEYED, V1_7_UNOBSERVABLE);
}
