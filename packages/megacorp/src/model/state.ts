import type { RngState } from '@arbiter/core';
import type { RevisionProfile } from '../revisions/profile.js';
import type { CardDefinition } from './card.js';
import type { Trait } from './traits.js';

export type PlayerId = string;
export type CardId = string;

/** A space of a network, relative to its business at (0,0) (3.7). */
export interface Space {
  readonly x: number;
  readonly y: number;
}

/** A space in a named player's network. */
export interface NetworkSpace extends Space {
  readonly network: PlayerId;
}

/** Cards on one space: the top card first, then the cards bonded beneath it (3.10). */
export interface Pile extends Space {
  readonly cards: readonly CardId[];
}

export interface Damage {
  readonly amount: number;
  /** The part of `amount` that is not healed at end of turn (5.6.6). */
  readonly permanent: number;
}

/** A card instance: identity, ownership and everything that sticks to it while in play. */
export interface CardState {
  readonly id: CardId;
  readonly name: string;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  /** Orientation is stored per card so that pile consistency (3.10.10) is a checkable invariant. */
  readonly engaged: boolean;
  readonly damage: Readonly<Partial<Record<Trait, Damage>>>;
  /** Trait counters (+1 BQ = `{ BQ: 1 }`) and named counters (development, magellan, ...). */
  readonly counters: Readonly<Record<string, number>>;
  readonly token: boolean;
  /** The turn number on which the card last came into play, or null while out of play. */
  readonly enteredTurn: number | null;
  readonly attackedTurn: number | null;
  readonly retaliatedTurn: number | null;
}

export interface PlayerState {
  readonly id: PlayerId;
  readonly money: number;
  readonly pools: Readonly<Record<Trait, number>>;
  /** Top card first in every ordered zone. */
  readonly mainDeck: readonly CardId[];
  readonly resourceDeck: readonly CardId[];
  readonly hand: readonly CardId[];
  readonly openMarket: readonly CardId[];
  readonly annihilated: readonly CardId[];
  readonly network: readonly Pile[];
  /** Non-permanent events that resolved and wait for the End Phase discard (5.6.4, 6.3.2). */
  readonly resolvedEvents: readonly CardId[];
  /** The resource revealed this turn (5.2.6), still on top of the resource deck until bought or put under. */
  readonly revealedResource: CardId | null;
  readonly turnsTaken: number;
  readonly lost: boolean;
}

export type StackItem =
  | {
      readonly id: number;
      readonly kind: 'deployment';
      readonly card: CardId;
      readonly controller: PlayerId;
      /** Where the asset will dock; null for non-permanent events. */
      readonly at: NetworkSpace | null;
      readonly targets: readonly CardId[];
      readonly from: CardOrigin;
      /** Cards bonded under a bought card travel with it while it is redeployed (3.10.8, 6.4.1). */
      readonly bonded?: readonly CardId[];
    }
  | {
      readonly id: number;
      readonly kind: 'ability';
      readonly source: CardId;
      readonly ability: number;
      readonly controller: PlayerId;
      readonly targets: readonly CardId[];
    };

export type CardOrigin = 'hand' | 'open-market' | 'resource' | 'opponent-network';

export interface ChallengeState {
  readonly attacker: CardId;
  readonly attackerController: PlayerId;
  readonly target: NetworkSpace;
  /** The card on the target space when declared (5.4.1.1.3). */
  readonly defending: CardId | null;
  readonly trait: Trait;
  readonly blockers: readonly CardId[];
  readonly defenders: readonly CardId[];
  readonly defendingLeft: boolean;
  readonly assignment: Readonly<Record<CardId, number>> | null;
  /** Defenders whose controller chose to retaliate, keyed by controller once decided. */
  readonly retaliation: Readonly<Record<PlayerId, readonly CardId[]>>;
  /** Cards destroyed by combat damage, waiting for the 5.4.1.8.4 window to close. */
  readonly destroyed: readonly CardId[];
}

/** Interrupting decisions that must be answered before anything else happens. */
export type PendingDecision =
  | {
      readonly kind: 'order-open-market';
      readonly player: PlayerId;
      readonly market: PlayerId;
      readonly cards: readonly CardId[];
    }
  | { readonly kind: 'dock'; readonly player: PlayerId; readonly card: CardId }
  /** Two copies of a unique card: the player keeps one (`keep` with the card), the others are destroyed. */
  | { readonly kind: 'keep-unique'; readonly player: PlayerId; readonly cards: readonly CardId[] };

export interface SetupState {
  /** How the starting player is found: a bid (4.2.3) or the random method (4.2.4). */
  readonly method: 'bid' | 'random';
  /** Sealed bids of the current round (1.2.9.1), revealed together (1.2.9.2). */
  readonly bids: Readonly<Record<PlayerId, number>>;
  /** 1 for the first bid, 2 and 3 after ties (1.2.9.5). */
  readonly bidRound: number;
  /** Players still in the bid (1.2.9.3). */
  readonly bidders: readonly PlayerId[];
  /** What each remaining bidder bid in the previous round: the floor of a non-zero rebid (1.2.9.5.1). */
  readonly lastBids: Readonly<Record<PlayerId, number>>;
  /** Each player's latest bid in the starting bid, whatever round it was: what he pays where every bidder pays. */
  readonly finalBids?: Readonly<Record<PlayerId, number>>;
  /** Set by the random method (4.2.4.1) in a two-player game: this player chooses to go first or not. */
  readonly chosen: PlayerId | null;
  /** Cards each player drew in his latest draw (opening hand or mulligan); a mulligan draws one fewer (4.2.5.1). */
  readonly handSize: Readonly<Record<PlayerId, number>>;
  readonly kept: readonly PlayerId[];
  /**
   * Business and founder cards are set aside, in no zone, until they are placed (4.2.6, 4.2.7); an
   * entry is removed when its card enters the network. Conservation checks count these as a zone.
   */
  readonly businesses: Readonly<Record<PlayerId, CardId>>;
  readonly founders: Readonly<Record<PlayerId, CardId>>;
  readonly foundersPlaced: readonly PlayerId[];
  /** Main deck cards a scenario pinned on top of the shuffled deck (a scripted shuffle outcome). */
  readonly pinnedTops?: Readonly<Record<PlayerId, readonly CardId[]>>;
  /** A scripted outcome of the random pick (4.2.4.1). */
  readonly randomPick?: PlayerId;
}

export interface GameResult {
  readonly winners: readonly PlayerId[];
  readonly tie: boolean;
}

/** The whole game: plain, immutable, JSON-serialisable data. */
export interface GameState {
  readonly schema: 1;
  /** The rule parameters and clause map in force; shared by reference between states. */
  readonly profile: RevisionProfile;
  /** Card definitions by name; shared by reference between states. */
  readonly library: Readonly<Record<string, CardDefinition>>;
  readonly players: readonly PlayerState[];
  readonly cards: Readonly<Record<CardId, CardState>>;
  /** Turn number (1-based once play starts), active and starting player. */
  readonly turn: { readonly number: number; readonly active: PlayerId; readonly starting: PlayerId | null };
  /** Who holds priority in the current window, and how many players passed in a row. */
  readonly priority: { readonly holder: PlayerId; readonly passes: number } | null;
  /** The single stack (3.9.1): last element is the top. */
  readonly stack: readonly StackItem[];
  readonly challenge: ChallengeState | null;
  readonly setup: SetupState | null;
  /** Cards whose upkeep the active player still has to pay or skip this Accounting Phase (5.2.4). */
  readonly upkeepDue: readonly CardId[];
  readonly pending: readonly PendingDecision[];
  /** Open-market cards nobody may buy until the next turn after a tied bid (3.5.3.2). */
  readonly marketLocks: readonly CardId[];
  /** The one sale of the Divest Phase has happened (5.5.2). */
  readonly soldThisTurn: boolean;
  readonly result: GameResult | null;
  readonly rng: RngState;
  /** The last stack item resolved: tells the 6.2.2.6 window from the others and feeds 6.2.2.7 triggers. */
  readonly lastResolved: StackItem | null;
  readonly nextStackId: number;
  readonly nextTokenId: number;
  /** The statechart's state value: where the game is in the turn (phase, step, window). */
  readonly flow: FlowValue;
}

/** An xstate state value, kept as plain data. */
export type FlowValue = string | { readonly [k: string]: FlowValue };
