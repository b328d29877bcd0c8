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
    }
  | {
      readonly type: 'activate';
      readonly player: PlayerId;
      readonly card: CardId;
      readonly ability: number;
      readonly targets?: readonly CardId[];
    }
  | {
      readonly type: 'attack';
      readonly player: PlayerId;
      readonly attacker: CardId;
      readonly target: NetworkSpace;
      readonly trait: Trait;
    }
  | { readonly type: 'block'; readonly player: PlayerId; readonly blockers: readonly CardId[] }
  | { readonly type: 'defender-leaves'; readonly player: PlayerId; readonly leave: boolean }
  | {
      readonly type: 'assign-damage';
      readonly player: PlayerId;
      readonly split: Readonly<Record<CardId, number>>;
    }
  | { readonly type: 'retaliate'; readonly player: PlayerId; readonly cards: readonly CardId[] }
  | { readonly type: 'sell'; readonly player: PlayerId; readonly card: CardId }
  | { readonly type: 'order'; readonly player: PlayerId; readonly cards: readonly CardId[] }
  | { readonly type: 'dock'; readonly player: PlayerId; readonly card: CardId; readonly at: NetworkSpace };

export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
