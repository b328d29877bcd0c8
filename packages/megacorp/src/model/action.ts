import type { CardId, NetworkSpace, PlayerId, Space } from './state.js';
import type { Trait } from './traits.js';

/** Every player decision is one of these (a pass is a decision too). */
export type Action =
  | { readonly type: 'pass'; readonly player: PlayerId }
  | { readonly type: 'concede'; readonly player: PlayerId }
  | { readonly type: 'bid'; readonly player: PlayerId; readonly amount: number }
  | { readonly type: 'go-first'; readonly player: PlayerId; readonly accept: boolean }
  | { readonly type: 'mulligan'; readonly player: PlayerId }
  /** Keeps the opening hand; with `card`, keeps that copy of a unique card (a `keep-unique` decision). */
  | { readonly type: 'keep'; readonly player: PlayerId; readonly card?: CardId }
  | { readonly type: 'place-founder'; readonly player: PlayerId; readonly card: CardId; readonly at: Space }
  | { readonly type: 'pay-upkeep'; readonly player: PlayerId; readonly card: CardId; readonly pay: boolean }
  | { readonly type: 'produce'; readonly player: PlayerId; readonly card: CardId; readonly trait: Trait }
  | {
      readonly type: 'buy';
      readonly player: PlayerId;
      readonly card: CardId;
      /** Where an asset will dock; omitted for non-permanent events. */
      readonly at?: NetworkSpace;
      readonly targets?: readonly CardId[];
      /** Cards chosen, without targeting, for the card's "choose" effects. */
      readonly choices?: readonly CardId[];
    }
  | {
      readonly type: 'activate';
      readonly player: PlayerId;
      readonly card: CardId;
      readonly ability: number;
      readonly targets?: readonly CardId[];
      /** Cards named for the cost (a card to annihilate or engage), then for "choose" effects. */
      readonly choices?: readonly CardId[];
    }
  | {
      readonly type: 'attack';
      readonly player: PlayerId;
      readonly attacker: CardId;
      readonly target: NetworkSpace;
      readonly trait: Trait;
      /** The attacked card when it lies bonded under the top card of the target space (PENETRATOR, 3.10.11). */
      readonly card?: CardId;
    }
  | { readonly type: 'block'; readonly player: PlayerId; readonly blockers: readonly CardId[] }
  | { readonly type: 'defender-leaves'; readonly player: PlayerId; readonly leave: boolean }
  | {
      readonly type: 'assign-damage';
      readonly player: PlayerId;
      readonly split: Readonly<Record<CardId, number>>;
    }
  | { readonly type: 'retaliate'; readonly player: PlayerId; readonly cards: readonly CardId[] }
  /** The attacker's choice of the defender a SUPPRESSOR engages, when there are several (9.28). */
  | { readonly type: 'engage-defender'; readonly player: PlayerId; readonly card: CardId }
  | { readonly type: 'sell'; readonly player: PlayerId; readonly card: CardId }
  /**
   * Orders cards that reached an open market together (8.3.1), or, with `abilities`, effects triggered
   * together (3.9.4): the i-th named is ability `abilities[i]` (an index into the card's abilities) of
   * `cards[i]`. Either way the first named is the top.
   */
  | {
      readonly type: 'order';
      readonly player: PlayerId;
      readonly cards: readonly CardId[];
      readonly abilities?: readonly number[];
    }
  | { readonly type: 'dock'; readonly player: PlayerId; readonly card: CardId; readonly at: NetworkSpace }
  /** Answers a pending choice: the cards a search finds (6.8), or none to decline what the rules offer. */
  | { readonly type: 'choose'; readonly player: PlayerId; readonly cards: readonly CardId[] }
  /** Answers a pending move (MOVE 9.21, INDEPENDENT 9.16): where the card goes; without `to`, it stays. */
  | { readonly type: 'move'; readonly player: PlayerId; readonly card: CardId; readonly to?: NetworkSpace };

export type ActionType = Action['type'];

/**
 * Every action type, once: `satisfies` makes a type added to `Action` and missing here (or a stale one
 * left here) a compile error, so probes and tests that try every type cannot silently skip one.
 */
const EVERY_TYPE = {
  pass: true,
  concede: true,
  bid: true,
  'go-first': true,
  mulligan: true,
  keep: true,
  'place-founder': true,
  'pay-upkeep': true,
  produce: true,
  buy: true,
  activate: true,
  attack: true,
  block: true,
  'defender-leaves': true,
  'assign-damage': true,
  retaliate: true,
  'engage-defender': true,
  sell: true,
  order: true,
  dock: true,
  choose: true,
  move: true,
} as const satisfies Record<ActionType, true>;

export const ACTION_TYPES = Object.keys(EVERY_TYPE) as readonly ActionType[];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** An action an enumerator writes part by part: its optional parts are set after the object is made. */
export type ActionDraft<T extends ActionType> = { -readonly [K in keyof ActionOf<T>]: ActionOf<T>[K] };
