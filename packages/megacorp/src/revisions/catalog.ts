import { formatValue } from '@arbiter/core';
import type { ParameterName, RuleParameters } from './parameters.js';

/*
 * What the revision work decided about ../shared/rules/revision-divergences.md, as data for the
 * profiles and docs/revisions.md: the readings chosen where a revision contradicts itself (catalog §L)
 * and the divergences no parameter settles yet. In our own words; the rulebooks are cited, not quoted.
 * Each reading is stated here only: a profile takes its value with `reading`, and the docs list it.
 */

/** What every §L entry says: the contradiction, the reading the engine takes and why, the other. */
interface ReadingText {
  /** The catalog's §L entry, e.g. `V1.5.5.1`. */
  readonly entry: string;
  readonly topic: string;
  /** Why the reading is taken (after its value, when it has one). */
  readonly chosen: string;
  /** The other reading: a value of the parameter, or why none is needed. */
  readonly other: string;
}

/** A reading that settles a parameter: the value the profile of that revision takes. */
export type ParameterReading = {
  readonly [K in ParameterName]: ReadingText & { readonly parameter: K; readonly value: RuleParameters[K] };
}[ParameterName];

/** A contradiction inside one revision (catalog §L) and the reading the engine takes. */
export type Reading = ParameterReading | (ReadingText & { readonly parameter?: undefined });

/** The reading taken, as docs/revisions.md shows it. */
export function readingTaken(r: Reading): string {
  return r.parameter === undefined ? r.chosen : `\`${formatValue(r.value)}\`: ${r.chosen}`;
}

export const READINGS: readonly Reading[] = [
  {
    entry: 'V1.5.5.1',
    topic: 'selling a pile',
    parameter: 'sellPile',
    value: 'whole-pile',
    chosen: '§D – Divest Phase, the phase’s own procedure, sells the whole unit',
    other: '`top-card-only`: §Zone › Bonded Cards sells the top card and discards the rest',
  },
  {
    entry: 'V1.5.5.2',
    topic: 'who is paid for a bought card',
    parameter: 'boughtCardPayee',
    value: 'controller',
    chosen: '§Zone › Cards Orientation, the section that defines buying engaged cards',
    other: '`owner`: §Zone › Network',
  },
  {
    entry: 'V1.5.5.3',
    topic: 'a tied bid for an open-market card',
    chosen: 'not applicable: the engine has no open-market bid (see D-OM-BID-TIE below)',
    other: '—',
  },
  {
    entry: 'V1.5.5.4',
    topic: 'what is orphaned',
    parameter: 'orphan',
    value: 'no-neighbour',
    chosen: '§Zone › Network and §How to win both read as "docked to no card at all"',
    other: '`no-chain-to-business`',
  },
  {
    entry: 'V1.5.5.7',
    topic: 'when the deployment space is chosen',
    parameter: 'deploySpaceLost',
    value: 'fixed-at-declaration',
    chosen: '§Playing a Card fixes network and space when the card is declared (assets follow it)',
    other: '`chooses-another`: §Deploy Event chooses an event’s slot only once it resolved',
  },
  {
    entry: 'V1.5.5.10',
    topic: 'how many bidding rounds',
    parameter: 'bidRounds',
    value: 4,
    chosen: 'three rebids after the first round, as both §Setting up and §Bid are read',
    other: '`3`: three rounds in all',
  },
  {
    entry: 'V1.5.5.6',
    topic: 'TERRAIN "cannot be engaged" against following the bonded-card rules',
    parameter: 'terrainEngage',
    value: 'only-when-bonded',
    chosen: 'an unbonded terrain never engages; a bonded one turns with its pile',
    other: 'a bonded terrain staying disengaged would break pile orientation (3.10.10 alike)',
  },
  {
    entry: 'V1.5.5.9',
    topic: 'which decks a search covers',
    parameter: 'searchDecks',
    value: 'both-decks',
    chosen: 'the third bullet, the specific default',
    other: '`one-deck`: the first bullet (main deck or resource deck or open market)',
  },
  {
    entry: 'V1.5.5.5 (FLYING)',
    topic: 'an engaged flyer loses FLYING, and every attacker engages',
    parameter: 'flyingWhileEngaged',
    value: 'loses-unless-attacking',
    chosen:
      'the flyer that loses FLYING is the one attacked, or else no flyer could keep its blocking and retaliation rules',
    other: '`loses`: the literal reading, under which anyone blocks an attacking flyer that engaged',
  },
  {
    entry: 'V1.5.5.5 (DISRUPTOR)',
    topic: 'DISRUPTOR is continuous, off while engaged, and every attacker engages',
    parameter: 'disruptorWhileEngaged',
    value: true,
    chosen: 'DISRUPTOR works on the attacker that engaged, or it would never work',
    other: '`false`: the literal reading',
  },
  {
    entry: 'V1.5.5.8',
    topic: 'BOND makes bonded cards impervious to attacks; PENETRATOR attacks them',
    parameter: 'penetratorReach',
    value: 'surrounded-and-bonded',
    chosen: 'PENETRATOR is the exception, as §Zone › Bonded Cards says',
    other: '`none` for bonded cards would leave PENETRATOR half its text',
  },
  {
    entry: 'V1.5.5.11–.14',
    topic: 'cut-off divest sentence, a V1.7 cross-reference, upkeep while engaged, events in the network',
    chosen: 'no outcome differs in the engine (sales pay money only; events take no space)',
    other: '—',
  },
  {
    entry: 'V1.7.1',
    topic: 'when 0 M loses',
    parameter: 'noMoneyLoss',
    value: 'end-of-turn',
    chosen:
      '1.2.10.1 states the condition and 5.6.2 is one check of it; D-WIN-MONEY-TIMING expects money lost in the 5.6.5 window to lose',
    other:
      '`end-phase-check`: only the numbered step 5.6.2 checks, so money lost in the 5.6.5 window is forgiven',
  },
  {
    entry: 'V1.7.2',
    topic: 'permanent events on another player’s turn',
    parameter: 'permanentEventTiming',
    value: 'own-turn',
    chosen: '1.2.8.1 and 6.2 are specific; 6.3 is about events in general',
    other: '`any-time`',
  },
  {
    entry: 'V1.7.3',
    topic: 'buying engaged cards outside the Buy Phase',
    parameter: 'assetTiming',
    value: 'own-buy-phase',
    chosen: '5.3.1 places buying in the active player’s Buy Phase',
    other: '`any-turn-with-priority`: 1.2.8 and 3.2.1.5 read on their own',
  },
  {
    entry: 'V1.7.5',
    topic: 'the bonded cards of a bought pile',
    parameter: 'boughtPileBonded',
    value: 'come-along',
    chosen: '3.10.8 is the specific clause',
    other: '`destroyed`: 3.10.9 (a top card leaving play destroys its bonded cards)',
  },
  {
    entry: 'V1.7.9',
    topic: 'attacks on empty spaces',
    parameter: 'targetLeavesSpace',
    value: 'challenge-continues',
    chosen: 'once declared; declaring an attack on an empty space is refused until AREA ATTACK needs it',
    other: '`attack-is-nullified`',
  },
  {
    entry: 'V1.7.10',
    topic: 'destruction by damage outside a challenge',
    parameter: 'effectDamageDestroys',
    value: true,
    chosen: '5.4.1.8.2 applied to damage dealt by effects',
    other: '`false`: no clause destroys by effect damage',
  },
  {
    entry: 'V1.7.4',
    topic: 'REGENERATION resets traits "to their current value"',
    parameter: 'regenerationReset',
    value: 'damage',
    chosen: 'the value before the damage (damage removed, counters kept)',
    other: '`printed-values`',
  },
  {
    entry: 'V1.7.6',
    topic: '"may" automatic keywords',
    chosen:
      'DEAD DROP, INDEPENDENT and MUTATION trigger always and offer their choice (a search may find nothing, a move may be declined)',
    other: '—',
  },
  {
    entry: 'V1.7.7',
    topic: 'PENETRATOR named by 3.10.11 but never defined; 5.4.4 reaches only the top card of a pile',
    parameter: 'penetratorReach',
    value: 'bonded-only',
    chosen: '3.10.11 lets it attack bonded cards; no clause lifts the surround rule (5.4.1.1.7) for it',
    other: '`none`: 5.4.4 read over 3.10.11',
  },
  {
    entry: 'V1.7.8, .11, .12',
    topic: 'bonded cards’ abilities, numbering gaps, money from engaging',
    chosen: 'no outcome differs in the engine (bonded cards activate nothing; 6.2.2.2 produces traits only)',
    other: '—',
  },
  {
    entry: 'Ed3.0 EN.1, FR.1',
    topic: 'Ana draws on turn 1 in the worked example',
    parameter: 'firstTurnDraw',
    value: 'skip-always',
    chosen: 'the rule stated just above the example',
    other: '`never-skip`: the example',
  },
  {
    entry: 'Ed3.0 EN.3, FR alike',
    topic: 'what happens to orphans',
    parameter: 'orphanFate',
    value: 'destroyed-at-controllers-end',
    chosen: '§Deploying and Docking / §Déploiement et ancrage',
    other: '`discarded-every-end-phase`: §End Phase / §Phase de Fin',
  },
  {
    entry: 'Ed3.0 EN.4, FR alike',
    topic: 'where a resolved event goes',
    parameter: 'resolvedEvents',
    value: 'waits-for-end-phase',
    chosen: 'the rules of §EVENTS and §End Phase',
    other: '`bottom-of-open-market`: the Tidal Wave example',
  },
  {
    entry: 'Ed3.0 EN.6',
    topic: 'when 0 M loses',
    parameter: 'noMoneyLoss',
    value: 'end-phase-check',
    chosen: '§Winning the Game (no action happens inside the End Phase anyway)',
    other: '`end-of-turn`: §RESOURCES › Money(€)',
  },
  {
    entry: 'Ed3.0 EN.7',
    topic: 'how often a card retaliates',
    parameter: 'retaliation',
    value: 'once-per-turn',
    chosen: '§Damage',
    other:
      'once per Challenge Phase (§GLOSSARY › REFLEXES) is the same thing with one Challenge Phase per turn; `once-per-challenge` lifts the limit',
  },
  {
    entry: 'Ed3.0 EN.15',
    topic: 'events "at any time" against no actions during the End Phase',
    parameter: 'endPhaseWindow',
    value: 'before-end-phase',
    chosen: '§End Phase, the specific rule',
    other: '`after-discards`: a window inside the End Phase',
  },
  {
    entry: 'Ed3.0 FR.3',
    topic: 'which cards damage destroys',
    parameter: 'damageDestroys',
    value: 'characters-and-business',
    chosen:
      '§Domage states the threshold for characters; §Gagner la partie lets the business be destroyed in combat',
    other: '`any-card`: §Caractéristiques (a card reaching 0 is destroyed)',
  },
  {
    entry: 'Ed3.0 FR.4',
    topic: 'where a cancelled card goes',
    parameter: 'cancelledCardsTo',
    value: 'annihilated-zone',
    chosen: '§Zone d’annihilation holds cancelled cards',
    other: '`open-market`: §GLOSSAIRE › ANNULER destroys a cancelled event',
  },
  {
    entry: 'Ed3.0 EN.5, FR.5',
    topic: 'who searches when DISASTER LEVEL triggers',
    parameter: 'disasterLevelSearchers',
    value: 'other-players',
    chosen: 'the glossary',
    other: '`every-player`: the Tidal Wave example',
  },
  {
    entry: 'Ed3.0 EN.9',
    topic: 'REGENERATE resets trait scores that damage never lowered',
    parameter: 'regenerationReset',
    value: 'printed-values',
    chosen: 'all damage (and trait counters) removed, as the example says',
    other: '—',
  },
  {
    entry: 'Ed3.0 EN.8',
    topic: 'an engaged flyer loses FLYING, and §Attacking engages every attacker',
    parameter: 'flyingWhileEngaged',
    value: 'loses-unless-attacking',
    chosen: 'the flyer that loses FLYING is the one attacked (the French VOL alike)',
    other: '`loses`: the literal reading',
  },
  {
    entry: 'Ed3.0 EN.2, .10–.14, .16; FR.2, .6–.9',
    topic: 'names, currency, typos, garbled or untranslated passages',
    chosen: 'no rule outcome; the engine reads blockers as adjacent to the target',
    other: '—',
  },
];

/** A catalogued divergence that no parameter settles yet, and why. */
export interface Deferred {
  readonly ids: readonly string[];
  readonly why: string;
}

export const DEFERRED: readonly Deferred[] = [
  {
    ids: ['D-PRECISION'],
    why: 'no outcome differs: in every revision a blocker stands next to the target, so "cannot be blocked" and "cannot be blocked by the target’s neighbours" forbid the same blocks; no card lets a distant card block.',
  },
  {
    ids: ['D-TARGET-AUTO-BLOCKER'],
    why: 'no outcome differs yet: an unblocked target defends either way (SUPPRESSOR engages it, PRECISION stops blockers, not it); only a "when this card blocks" trigger would tell, and no card has one.',
  },
  {
    ids: ['D-UNBOND', 'D-TARGET-DEF'],
    why: 'deferred to the keyword issue: only keyword-filtered or untargeted effects, unbonding, SWAP, block triggers, SUPPRESSOR or PRECISION would see a difference, and none exists yet.',
  },
  {
    ids: ['D-ASSET-DEF'],
    why: 'no effect of the vocabulary targets by card type, so no outcome can differ yet.',
  },
  {
    ids: ['D-OM-BID-TIE', 'D-CONFLICT-PRIORITY'],
    why: 'the engine has no bid for an open-market card nor conflict of priority: priority serialises every action (1.2.8), so 1.2.9.1.2, 3.5.3–3.5.3.2 and 8.7–8.7.3 are ledgered, not played, and no rule key cites them.',
  },
  {
    ids: ['D-MONEY-SYMBOL'],
    why: 'notation only: no rule outcome differs (a card-text reader must accept both M and €).',
  },
  {
    ids: ['D-EX-KICKBACK'],
    why: 'the EN and FR worked examples differ, not a rule: a scenario picks one.',
  },
];

/**
 * A parameter's value and source where a revision contradicts itself: the value is the one §L `entry`
 * takes for `parameter`, and the source names the section it is read from and the entry.
 */
export function reading<K extends ParameterName>(
  entry: string,
  parameter: K,
  where: string,
): readonly [RuleParameters[K], string] {
  const found = READINGS.find((r) => r.entry === entry && r.parameter === parameter);
  if (found === undefined) throw new Error(`no §L reading ${entry} settles ${parameter}`);
  return [(found as ParameterReading).value as RuleParameters[K], `${where} (reading of §L ${entry})`];
}
