import { GOT_2008 } from './got-2008.js';
import {
  checkParameter,
  type GardenerParameters,
  type GardenerProfile,
  type ParameterName,
} from './parameters.js';

export class RevisionError extends Error {}

/**
 * A profile derived from another by overriding parameters (a draft revision): every name and value
 * is checked against the specs, and each override keeps a note saying why.
 */
export function deriveProfile(
  base: GardenerProfile,
  overrides: Partial<Record<ParameterName, { value: unknown; note: string }>>,
  meta: { id: string; title: string },
): GardenerProfile {
  const parameters: Record<string, unknown> = { ...base.parameters };
  const notes: Record<string, string> = {};
  for (const [name, o] of Object.entries(overrides)) {
    if (!o) continue;
    const problem = checkParameter(name, o.value);
    if (problem) throw new RevisionError(`${meta.id}: ${problem}`);
    parameters[name] = o.value;
    notes[name] = o.note;
  }
  return Object.freeze({
    id: meta.id,
    title: meta.title,
    parameters: Object.freeze(parameters as unknown as GardenerParameters),
    clauses: base.clauses,
    notes: Object.freeze(notes),
  });
}

/**
 * The literal draft: operators read as the signs usually mean, a requirement met by one card, and the
 * other candidate readings of the lost lists. Under it the rulebook's worked examples fail, which is
 * what it is for (GA-02).
 */
export const GOT_STRICT = deriveProfile(
  GOT_2008,
  {
    comparison: { value: 'strict', note: 'The signs read as in arithmetic (GA-01).' },
    unstatedOperator: { value: 'exactly', note: 'A bare number is matched exactly (GA-06).' },
    requirementTotals: {
      value: 'single-card',
      note: '"Individually" read as one card per requirement (GA-03).',
    },
    competitorAdditions: { value: 'per-requirement', note: 'Each requirement raised on its own (GA-04).' },
    failedAdventureCard: { value: 'wreckage', note: 'A failed adventure is lost (GA-14).' },
    failedHeroPlayground: { value: 'wreckage', note: 'The hero’s cards are spent either way (GA-14).' },
    heroMayDecline: { value: false, note: 'The hero must open when he can (GA-15).' },
    playsPerTurn: { value: 0, note: 'A turn plays any number of cards, as Pass suggests (GA-16).' },
    drawsPerTurn: { value: 0, note: 'A turn draws any number of cards (GA-16).' },
    adventureEnd: {
      value: 'round-of-passes',
      note: 'The adventure ends when a round does nothing at all (GA-17).',
    },
    stashChoice: {
      value: 'after-wrecking-two',
      note: 'Any two cards wrecked in a turn open the stash (GA-18).',
    },
    heroAfterRewind: {
      value: 'same-hero',
      note: 'A rewound adventure is replayed by the same hero (GA-20).',
    },
    freezeStops: { value: 'every-action', note: 'Frozen competitors may only pass (GA-23).' },
    opsHalf: { value: 'larger', note: 'The larger half goes to the ops (GA-27).' },
    firstPlayer: { value: 'first-seated', note: 'The first seated player turns first (GA-28).' },
    textualRestriction: { value: 'hero-only', note: 'Only the hero’s plays are restricted (GA-30).' },
    adventureCardIsPlayed: { value: false, note: 'Only support cards count as played (GA-31).' },
    recoverItself: { value: false, note: 'The recovering card stays (GA-36).' },
    reputationOf: { value: 'buildsite-sum', note: 'Reputation read from the buildsite’s cards (GA-11).' },
    voidReputation: { value: 'twice-to-win', note: 'A fixed Void (GA-32).' },
    endWhenVoidEmpty: { value: true, note: 'An empty Void ends the game (GA-13).' },
  },
  { id: 'got-strict', title: 'The 2008 draft read literally, with the other candidate readings' },
);
