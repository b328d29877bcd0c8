import type { ZoneName } from '../../../syntax/ast.js';
import { SECTION_KEYWORDS, WHEN_LEADERS } from '../../../syntax/keywords.js';

export {
  HEADER_PROPERTIES,
  isSectionKeyword,
  SECTION_KEYWORDS,
  WHEN_LEADERS,
} from '../../../syntax/keywords.js';

/**
 * Megacorp's words, beside the frame's own (`syntax/keywords.ts`, re-exported here). The parser, the
 * printer, the reference doc and editor completion all read these lists, so a new word is added in
 * one place.
 */

/** Card line clauses, in the order the printer writes them. */
export const CARD_CLAUSES = ['cost', 'traits', 'cashflow', 'upkeep', 'text', 'keywords'] as const;
export const CARD_FLAGS = ['unique', 'founder', 'permanent', 'token'] as const;

/** A line under a card starting with one of these is an ability (`activated: 1M -> draw 1`). */
export const ABILITY_LEADERS = ['ability', 'activated', 'when', 'continuous', 'static'] as const;

/** Zone names, longest first so that `main deck` wins over a one-word prefix. */
export const ZONE_NAMES: readonly ZoneName[] = [
  'revealed resource',
  'resource deck',
  'main deck',
  'open market',
  'annihilated',
  'network',
  'hand',
];

/** The zones a card reference may name (`"Windfall" in Nick's resolved events`): the fact zones and one more. */
export const REF_ZONE_NAMES: readonly ZoneName[] = [...ZONE_NAMES, 'resolved events'];

export const ORIENTATIONS = ['engaged', 'disengaged'] as const;
export const PILE_ROLES = ['business', 'founder'] as const;

/** Player properties a `given`/`then` line may start with after the player's name. */
export const PLAYER_PROPERTIES = ['money', 'pool', 'active', ...ZONE_NAMES] as const;

/** Properties of a card named at the start of a `given`/`then` line. */
export const CARD_PROPERTIES = [
  'damage',
  'counters',
  'engaged',
  'disengaged',
  'traits',
  'value',
  'controlled',
  'owned',
  'at',
  'in',
  'can',
  'cannot',
] as const;

/** Words that start a global fact. */
export const FACT_LEADERS = [
  'turn',
  'phase',
  'priority',
  'stack',
  'winner',
  'loser',
  'game',
  'tie',
  'log',
  'waiting',
] as const;

/** Step verbs (the word after the player), with the form each takes. */
export const STEP_FORMS: Readonly<Record<string, string>> = {
  sells: 'Ana sells "Hierarch"',
  buys: 'Ana buys "Raamaa" at 1,0 / Ana buys "Sapper" from hand at 1,-2 targeting "Scrap Drone" at 0,-1',
  attacks: 'Ana attacks "Illithis" with "Raamaa" using BQ',
  blocks: 'Nick blocks with "Cleric", "Guard"',
  does: 'Nick does not block / Nick does not retaliate / Ana does not move "Raamaa" / Nick does not withdraw "Illithis"',
  assigns: 'Ana assigns 2 to "Cleric", 2 to "Guard"',
  retaliates: 'Nick retaliates with "Cleric"',
  pays: 'Ana pays upkeep for "Raamaa"',
  skips: 'Ana skips upkeep for "Raamaa"',
  produces: 'Ana produces BQ with "Raamaa"',
  passes: 'Ana passes',
  bids: 'Ana bids 3',
  mulligans: 'Ana mulligans',
  keeps: 'Ana keeps',
  plays: 'Ana plays "Tidal Wave" targeting "Illithis"',
  responds: 'Nick responds with "Psionic Scream" targeting "Illithis"',
  activates: 'Ana activates "Raamaa"',
  concedes: 'Nick concedes',
  orders: 'Ana orders "A", "B" / Ana orders "Twin" ability 2, "Twin" ability 1',
  chooses: 'Ana chooses "Compulsive Consumer"',
  finds: 'Ana finds "Gallian Lineage" / Ana finds nothing',
  moves: 'Ana moves "Raamaa" to 2,0',
  docks: 'Ana docks "Grunt" at 0,-1',
  places: 'Ana places "Raamaa" at 0,1',
  withdraws: 'Nick withdraws "Illithis"',
  goes: 'Nick goes first / Nick goes second',
};

export const SETUP_LEADERS = ['players', 'seed', 'first', 'random', 'format'] as const;

/** Words that join the parts of a statement; never read as a card alias. */
export const CONNECTOR_WORDS = [
  'with',
  'using',
  'to',
  'at',
  'in',
  'from',
  'targeting',
  'choosing',
  'ability',
  'over',
  'by',
  'as',
  'for',
  'nothing',
  'under',
  'citing',
  'and',
] as const;

/** Words a player cannot be called, because a line starting with them means something else. */
export const RESERVED_WORDS: readonly string[] = [
  ...SECTION_KEYWORDS,
  ...FACT_LEADERS,
  ...SETUP_LEADERS,
  ...WHEN_LEADERS,
  'use',
];
