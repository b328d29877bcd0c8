import type { ClauseMap } from '@arbiter/core';

/**
 * The readings of the 2008 text as rule parameters. The text is a scraped draft that lost every
 * bulleted list and prints examples that contradict its rules (docs/gardener-readings.md); where it
 * is silent or contradicts itself the engine reads a parameter, never a revision id, so another
 * reading is a profile (or a draft) that sets other values. `PARAMETER_SPECS` gives each parameter's
 * values with their meaning, the heading paths it rests on, and the gap (GA-xx of
 * `../shared/design/SECOND-GAME.md` §1.10) it settles.
 */
export interface GardenerParameters {
  /** GA-01. How `>` and `<` compare. */
  readonly comparison: 'inclusive' | 'strict';
  /** GA-06. A numeric condition printed without operator. */
  readonly unstatedOperator: 'at-least' | 'exactly';
  /** GA-03. How the hero's cards fulfil one numeric requirement. */
  readonly requirementTotals: 'sum-of-hero-cards' | 'single-card';
  /** GA-04. How competitors' plays raise requirements. */
  readonly competitorAdditions: 'total' | 'per-requirement' | 'none';
  /** GA-11. What a player's reputation is. */
  readonly reputationOf: 'vault' | 'buildsite-sum';
  /** GA-12. Reputation that ends and wins the game. */
  readonly reputationToWin: number;
  /** GA-13. Individual mode: full rotations of heroes playing no adventure card that end the game (0: never). */
  readonly idleRotationsToEnd: number;
  /** GA-13. Whether an empty Void ends the game. */
  readonly endWhenVoidEmpty: boolean;
  /** GA-32. How much reputation the Void holds at the start. */
  readonly voidReputation: 'all-adventures' | 'twice-to-win';
  /** GA-14. Where a failed adventure's card goes. */
  readonly failedAdventureCard: 'ops' | 'wreckage';
  /** GA-14. Where the hero's played cards go after a failure. */
  readonly failedHeroPlayground: 'ops' | 'wreckage';
  /** GA-15. Whether the hero may play no adventure card though he could. */
  readonly heroMayDecline: boolean;
  /** GA-16. Cards a player may play in one turn (0: any number). */
  readonly playsPerTurn: number;
  /** GA-16. Cards a player may draw in one turn (0: any number). */
  readonly drawsPerTurn: number;
  /** GA-17. When "no player wants to play any more cards". */
  readonly adventureEnd: 'round-without-play' | 'round-of-passes';
  /** GA-18. What "wrecks 2 cards" in Turn ► Choose stash card is. */
  readonly stashChoice: 'action' | 'after-wrecking-two';
  /** GA-20. Who is hero after AbleToRewind "Adventure" ended the adventure. */
  readonly heroAfterRewind: 'next-player' | 'same-hero';
  /** GA-23. What a freeze stops competitors doing. */
  readonly freezeStops: 'plays-and-swaps' | 'every-action';
  /** GA-27. Which half of the stash goes to the ops when its size is odd. */
  readonly opsHalf: 'smaller' | 'larger';
  /** GA-28. How the first player is established when the game does not name him. */
  readonly firstPlayer: 'random' | 'first-seated';
  /** GA-30. Whose plays the textual requirements restrict. */
  readonly textualRestriction: 'every-player' | 'hero-only';
  /** GA-31. Whether the adventure card counts for PlayIfPlayground(Card). */
  readonly adventureCardIsPlayed: boolean;
  /** GA-36. Whether AbleToRecoverPlayed may take back the card that carries it. */
  readonly recoverItself: boolean;
}

export type ParameterName = keyof GardenerParameters;

/** A revision of the rules: its parameters, and each rule key's heading path in its text. */
export interface GardenerProfile extends ClauseMap {
  readonly title: string;
  readonly parameters: GardenerParameters;
  /** Why each value differs from the base it was derived from, or where it comes from. */
  readonly notes: Readonly<Partial<Record<ParameterName, string>>>;
}

export type ParameterKind =
  | { readonly kind: 'enum'; readonly values: Readonly<Record<string, string>> }
  | { readonly kind: 'boolean'; readonly values: { readonly true: string; readonly false: string } }
  | { readonly kind: 'integer'; readonly min: number; readonly max: number; readonly meaning: string };

export type ParameterSpec = ParameterKind & {
  /** What the parameter controls, in our words. */
  readonly description: string;
  /** The heading paths the reading rests on. */
  readonly sources: readonly string[];
  /** The gap of SECOND-GAME.md §1.10 it settles. */
  readonly gap: string;
};

const enumOf = (values: Record<string, string>) => ({ kind: 'enum' as const, values });
const bool = (t: string, f: string) => ({ kind: 'boolean' as const, values: { true: t, false: f } });
const int = (min: number, max: number, meaning: string) => ({ kind: 'integer' as const, min, max, meaning });

const OPERATORS = 'Cards ► Attributes ► Conditional operators';
const REQ_OPERATORS = 'Cards ► Attributes ► Requirement operators';
const CALC = 'Cards ► Predefined attribute categories ► Requirements ► Requirements calculation';
const RESOLUTION = 'Playing ► Adventure ► Resolution';
const END = 'Playing ► End the game';

/** Every parameter, in the order docs/gardener-readings.md lists them. */
export const PARAMETER_SPECS: { readonly [K in ParameterName]: ParameterSpec } = {
  comparison: {
    ...enumOf({
      inclusive: '`>` reads "at least", `<` "at most": the worked examples then hold',
      strict: '`>` and `<` compare strictly, as the signs usually mean',
    }),
    description: 'How the conditions and requirements compare numbers with `>` and `<`.',
    sources: [
      OPERATORS,
      REQ_OPERATORS,
      'Game specific ► Examples ► Adventure',
      'Game specific ► Examples ► Incapacitation',
    ],
    gap: 'GA-01 (with the evidence of GA-02 and GA-10)',
  },
  unstatedOperator: {
    ...enumOf({
      'at-least': 'a number printed without operator is a lower bound',
      exactly: 'a number printed without operator must be matched exactly',
    }),
    description: 'A numeric condition printed without the operator the rules demand.',
    sources: [OPERATORS, 'Game specific ► Examples ► Espionage'],
    gap: 'GA-06',
  },
  requirementTotals: {
    ...enumOf({
      'sum-of-hero-cards': 'a numeric requirement is met by the sum over the hero’s played cards',
      'single-card': 'a numeric requirement is met by one of the hero’s played cards',
    }),
    description: 'What "individually fulfilled by the hero" adds up.',
    sources: [CALC, 'Game specific ► Examples ► Adventure'],
    gap: 'GA-03',
  },
  competitorAdditions: {
    ...enumOf({
      total:
        'competitors’ ply adds to the requirement it names; the hero’s totals must cover the sum of all raised requirements',
      'per-requirement':
        'competitors’ ply raises each requirement it names, which the hero must meet one by one',
      none: 'competitors’ cards raise nothing',
    }),
    description: 'How competitors increase the numeric requirements of an adventure.',
    sources: [CALC],
    gap: 'GA-04',
  },
  reputationOf: {
    ...enumOf({
      vault: 'the reputation received from the Void into the vault',
      'buildsite-sum': 'the sum of the Reputation of the adventure cards in the buildsite',
    }),
    description: 'What a player’s reputation is.',
    sources: [RESOLUTION, 'Playing ► Adventure ► Resolution ► Reputation calculation'],
    gap: 'GA-11',
  },
  reputationToWin: {
    ...int(1, 1000, 'the reputation a player (team) needs'),
    description: 'The reputation that ends the game and wins it; the text never states it (invented).',
    sources: ['Playing ► End of game ► Winner'],
    gap: 'GA-12',
  },
  idleRotationsToEnd: {
    ...int(0, 100, 'full rotations of heroes playing no adventure that end an individual game; 0 never'),
    description: 'When an individual game ends though nobody reached the winning reputation.',
    sources: [END, 'Playing ► Adventure ► Bidding'],
    gap: 'GA-13',
  },
  endWhenVoidEmpty: {
    ...bool('the game ends once the Void has no reputation left', 'an empty Void ends nothing'),
    description: 'Whether running out of reputation to win ends the game.',
    sources: [END, 'Playing ► Begin the game'],
    gap: 'GA-13',
  },
  voidReputation: {
    ...enumOf({
      'all-adventures': 'the sum of the Reputation of every adventure card in the game',
      'twice-to-win': 'twice the reputation needed to win',
    }),
    description: 'How much reputation "all the reputation used in the game" is.',
    sources: ['Playing ► Begin the game'],
    gap: 'GA-32',
  },
  failedAdventureCard: {
    ...enumOf({
      ops: 'back to the ops of its player, as AbleToRewind "Adventure" does',
      wreckage: 'to the wreckage of its player',
    }),
    description: 'Where the card of a failed adventure goes (the list of outcomes was lost).',
    sources: [RESOLUTION, 'Cards ► Predefined attribute ► Abilities ► AbleToRewind'],
    gap: 'GA-14',
  },
  failedHeroPlayground: {
    ...enumOf({
      ops: 'back to the ops, as the competitors’ cards',
      wreckage: 'to the wreckage, as after a success',
    }),
    description: 'Where the hero’s played support cards go after a failed adventure.',
    sources: [RESOLUTION],
    gap: 'GA-14',
  },
  heroMayDecline: {
    ...bool(
      'the hero may play no adventure card; the adventure is skipped',
      'the hero must play an adventure card when he can',
    ),
    description: 'Whether "the hero may play an adventure card" lets him decline.',
    sources: ['Playing ► Adventure ► Play adventure card'],
    gap: 'GA-15',
  },
  playsPerTurn: {
    ...int(0, 100, 'cards one player may play per turn; 0 any number'),
    description: 'How many cards a turn may play (tricks, Round and AbleToRewind suggest one).',
    sources: [
      'Playing ► Adventure ► Turn ► Play card',
      'Definitions',
      'Cards ► Predefined attribute ► Abilities ► AbleToRewind',
    ],
    gap: 'GA-16',
  },
  drawsPerTurn: {
    ...int(0, 100, 'cards one player may draw per turn; 0 any number'),
    description: 'How many cards a turn may draw.',
    sources: ['Playing ► Adventure ► Turn ► Draw card'],
    gap: 'GA-16',
  },
  adventureEnd: {
    ...enumOf({
      'round-without-play': 'a full round of turns in which nobody played a card',
      'round-of-passes': 'a full round of turns in which nobody did anything but pass',
    }),
    description: 'When "no player wants to play any more cards" and the adventure ends.',
    sources: [RESOLUTION, 'Playing ► Adventure ► Turn ► Pass', 'Definitions'],
    gap: 'GA-17',
  },
  stashChoice: {
    ...enumOf({
      action: 'an action of its own: wreck two cards of one’s ops, then take any stash card',
      'after-wrecking-two': 'a bonus: once a turn has wrecked two ops cards (costs), take any stash card',
    }),
    description: 'What wrecking two cards to choose a stash card is.',
    sources: ['Playing ► Adventure ► Turn ► Choose stash card'],
    gap: 'GA-18',
  },
  heroAfterRewind: {
    ...enumOf({
      'next-player': 'the hero passes on as after a resolution',
      'same-hero': 'the same hero opens the next adventure',
    }),
    description: 'Who is hero after AbleToRewind "Adventure" ended the adventure.',
    sources: ['Cards ► Predefined attribute ► Abilities ► AbleToRewind', 'Playing ► Adventure'],
    gap: 'GA-20',
  },
  freezeStops: {
    ...enumOf({
      'plays-and-swaps': 'frozen competitors neither play nor swap; they still draw and choose stash cards',
      'every-action': 'frozen competitors may only pass',
    }),
    description: 'What AbleToFreezeCompetitors stops.',
    sources: ['Cards ► Predefined attribute ► Abilities ► AbleToFreezeCompetitors'],
    gap: 'GA-23',
  },
  opsHalf: {
    ...enumOf({
      smaller: 'the smaller half (rounded down) goes to the ops',
      larger: 'the larger half (rounded up) goes to the ops',
    }),
    description: 'The split of an odd stash at the beginning of the game.',
    sources: ['Playing ► Begin the game'],
    gap: 'GA-27',
  },
  firstPlayer: {
    ...enumOf({
      random: 'drawn with the game’s seeded random generator',
      'first-seated': 'the first player of the turn sequence',
    }),
    description: 'How the player with the first turn is established.',
    sources: ['Playing ► Begin the game'],
    gap: 'GA-28',
  },
  textualRestriction: {
    ...enumOf({
      'every-player': 'no player may play a support card whose like-named attribute misses the alternatives',
      'hero-only': 'only the hero’s (team’s) plays are restricted',
    }),
    description: 'Whose plays the textual requirements of the adventure restrict.',
    sources: [
      'Playing ► Adventure ► Turn ► Play card',
      'Cards ► Predefined attribute categories ► Requirements',
    ],
    gap: 'GA-30',
  },
  adventureCardIsPlayed: {
    ...bool(
      'the adventure card in the hero’s playground counts as played for PlayIfPlayground(Card)',
      'only support cards count',
    ),
    description: 'Whether the adventure card is one of the hero’s played cards.',
    sources: ['Definitions', 'Cards ► Predefined attribute categories ► Conditional play ► PlayIfPlayground'],
    gap: 'GA-31',
  },
  recoverItself: {
    ...bool('the card carrying AbleToRecoverPlayed may return itself', 'it may not'),
    description: 'Whether AbleToRecoverPlayed may return the card that carries it.',
    sources: ['Cards ► Predefined attribute ► Abilities ► AbleToRecoverPlayed'],
    gap: 'GA-36',
  },
};

/** The parameter values a draft may set, checked against the specs. */
export function checkParameter(name: string, value: unknown): string | null {
  const spec = (PARAMETER_SPECS as Record<string, ParameterSpec | undefined>)[name];
  if (!spec) return `unknown parameter "${name}"`;
  switch (spec.kind) {
    case 'enum':
      return typeof value === 'string' && value in spec.values
        ? null
        : `${name} takes ${Object.keys(spec.values).join(', ')}`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${name} takes true or false`;
    case 'integer':
      return Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max
        ? null
        : `${name} takes a whole number from ${spec.min} to ${spec.max}`;
  }
}
