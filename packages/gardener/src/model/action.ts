import type { CardId, PlayerId } from './state.js';

/**
 * Every player decision. Choices over many cards are taken one card at a time (`pay`, `use`), so the
 * legal actions of a state stay few.
 */
export type Action =
  /** Bidding: show an adventure card from one's ops, which expresses support for it. */
  | { readonly type: 'propose'; readonly player: PlayerId; readonly card: CardId }
  /** Bidding: support an adventure card a team-mate proposed. */
  | { readonly type: 'support'; readonly player: PlayerId; readonly card: CardId }
  /** Bidding or a turn: do nothing more now. */
  | { readonly type: 'pass'; readonly player: PlayerId }
  /** The hero plays no adventure card. */
  | { readonly type: 'decline'; readonly player: PlayerId }
  /** Play a card from one's ops (an adventure card as the hero's opening, else a support card). */
  | { readonly type: 'play'; readonly player: PlayerId; readonly card: CardId }
  /** Move one card of one's ops to one's wreckage toward what is owed (a cost, a stash choice). */
  | { readonly type: 'pay'; readonly player: PlayerId; readonly card: CardId }
  | { readonly type: 'draw'; readonly player: PlayerId }
  /** Start a swap: the AbleToSwap card from one's ops. */
  | { readonly type: 'swap'; readonly player: PlayerId; readonly card: CardId }
  /** Finish a swap: the played card that goes back to one's ops. */
  | { readonly type: 'swap-out'; readonly player: PlayerId; readonly card: CardId }
  /** Start a stash choice by wrecking cards from one's ops. */
  | { readonly type: 'dig'; readonly player: PlayerId }
  /** Take a card of one's stash into one's ops. */
  | { readonly type: 'take'; readonly player: PlayerId; readonly card: CardId }
  /** Use the first waiting ability of the card just played, on one card. */
  | { readonly type: 'use'; readonly player: PlayerId; readonly card: CardId }
  /** Let the first waiting ability go (or stop using it). */
  | { readonly type: 'done'; readonly player: PlayerId }
  /** Give one reputation of one's vault to a player, or to the Void (null), where giving is an action (GA-25). */
  | { readonly type: 'give'; readonly player: PlayerId; readonly to: PlayerId | null };

export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

export const ACTION_TYPES: readonly ActionType[] = [
  'propose',
  'support',
  'pass',
  'decline',
  'play',
  'pay',
  'draw',
  'swap',
  'swap-out',
  'dig',
  'take',
  'use',
  'done',
  'give',
];
