import type { RngState } from '@arbiter/core';
import type { RevisionProfile } from '../revisions/profile.js';
import type { CardDefinition, SearchSpec } from './card.js';
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
  readonly damage: Readonly<Partial<Record<Trait, Damage>>>;
  /** Trait counters (+1 BQ = `{ BQ: 1 }`) and named counters (development, magellan, ...). */
  readonly counters: Readonly<Record<string, number>>;
  readonly token: boolean;
  /** The turn number on which the card last came into play, or null while out of play. */
  readonly enteredTurn: number | null;
  readonly attackedTurn: number | null;
  readonly retaliatedTurn: number | null;
  /** The turn the card was last attacked (the defending card of a challenge); kept for ELUSIVE cards (9.14). */
  readonly targetedTurn?: number | null;
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
  /**
   * Non-permanent events in play, taking no space (2.1.2): deployed and waiting for the End Phase discard
   * (5.6.4, 6.3.2), their effect resolved or, where the revision deploys them first, still on the stack.
   */
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
      /** Cards chosen, without targeting, for the card's "choose" effects. */
      readonly choices?: readonly CardId[];
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
      /** Cards named for the cost and for "choose" effects (see the `activate` action). */
      readonly choices?: readonly CardId[];
      /**
       * The effect of the event `source` itself (its printed "when deployed" ability), on the stack as an
       * item of its own while the event is in play (`eventDeployment` other than `one-item`).
       */
      readonly eventEffect?: true;
    };

/**
 * Where a deploying card came from: bought (hand, open market, revealed resource, an opponent's
 * network), found by a search (6.8), or put on the stack by an effect (a token 7.9, a redeployment 8.2).
 */
export type CardOrigin = 'hand' | 'open-market' | 'resource' | 'opponent-network' | 'search' | 'effect';

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
  /** AREA ATTACK (9.3): every card attacked in the area, each a defending card; absent for a one-card attack. */
  readonly area?: readonly CardId[];
  /** SUPPRESSOR (9.28): the defender it engaged (null: none to engage), absent until decided. */
  readonly suppressed?: CardId | null;
  /** ASSASSIN (9.4): destroyed cards that are annihilated instead as they leave play. */
  readonly annihilate?: readonly CardId[];
  /** REGENERATION (9.26): cards that regenerated during this challenge (D-REGEN-RETALIATE). */
  readonly regenerated?: readonly CardId[];
}

/** Interrupting decisions that must be answered before anything else happens. */
export type PendingDecision =
  | {
      readonly kind: 'order-open-market';
      readonly player: PlayerId;
      readonly market: PlayerId;
      readonly cards: readonly CardId[];
    }
  /** Where a deploying card docks; `near`: only next to that card (DEAD DROP placing adjacent). */
  | { readonly kind: 'dock'; readonly player: PlayerId; readonly card: CardId; readonly near?: CardId }
  /** A search (6.8): the player names the cards he finds (a `choose`), or none. */
  | {
      readonly kind: 'search';
      readonly player: PlayerId;
      /** The card whose ability searches, if it is still known. */
      readonly source: CardId | null;
      readonly search: SearchSpec;
    }
  /** MOVE (9.21) or INDEPENDENT (9.16): where the card goes (`move`), or, if `optional`, nowhere. */
  | {
      readonly kind: 'move';
      readonly player: PlayerId;
      readonly card: CardId;
      readonly optional: boolean;
      readonly scope: 'any-network' | 'same-network';
      readonly reason: 'MOVE' | 'INDEPENDENT';
    }
  /**
   * REGENERATION (9.26): an effect is destroying the card; its controller activates its regeneration
   * ability (an `activate`, resolved at once) or lets it go (a `choose` of nothing).
   */
  | {
      readonly kind: 'regenerate';
      readonly player: PlayerId;
      readonly card: CardId;
      /** The rule key and words of the destruction that waits. */
      readonly key: string;
      readonly why: string;
    }
  /**
   * D-AUTO-OPTIONAL (`automaticAbilities: 'may-decline'`): an automatic ability has triggered and its
   * controller declares whether it resolves (a `choose` naming its card) or misses the opportunity (a
   * `choose` of nothing). `item` is what goes on the stack if he takes it.
   */
  | {
      readonly kind: 'trigger';
      readonly player: PlayerId;
      readonly item: Extract<StackItem, { kind: 'ability' }>;
      /** Taken, it applies at once instead of going on the stack (`deploymentTriggers: 'immediate'`). */
      readonly once?: true;
      /** The rule key cited as a trigger taken `once` applies (beginning-of-turn texts cite their step). */
      readonly key?: string;
    }
  /** Discarding from hand (8.6): the player names `count` cards of his hand (a `choose`). */
  | { readonly kind: 'discard'; readonly player: PlayerId; readonly count: number }
  /**
   * 3.9.4: effects triggered at the same time wait, in printed order, while their controller orders
   * them onto the stack (an `order` naming each one's card and ability, the first named on top).
   */
  | {
      readonly kind: 'order-triggers';
      readonly player: PlayerId;
      readonly items: readonly Extract<StackItem, { kind: 'ability' }>[];
    }
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
  /** The errata the cards of a competitive game were loaded with (10.1): each its rule key and card name. */
  readonly errata?: readonly { readonly key: string; readonly card: string; readonly says: string }[];
}

export interface GameResult {
  readonly winners: readonly PlayerId[];
  readonly tie: boolean;
}

/** The whole game: plain, immutable, JSON-serialisable data. */
/** The fields every state of a game holds by reference, the same for all: left out of digests and frozen by their owner. */
export const SHARED_FIELDS = ['library', 'profile'] as const satisfies readonly (keyof GameState)[];

export interface GameState {
  readonly schema: 1;
  /** The rule parameters and clause map in force; shared by reference between states. */
  readonly profile: RevisionProfile;
  /** Card definitions by name; shared by reference between states. */
  readonly library: Readonly<Record<string, CardDefinition>>;
  readonly players: readonly PlayerState[];
  readonly cards: Readonly<Record<CardId, CardState>>;
  /**
   * The engaged cards (3.2.1.3), each a key with the value `true`; a disengaged card has none. Kept
   * apart from the card records, and per card so that pile consistency (3.10.10) stays a checkable
   * invariant: turning a pile, the commonest write of a game, copies this short record instead of the
   * record of every card (docs/performance.md, "Orientation apart from the card records").
   */
  readonly engaged: Readonly<Record<CardId, true>>;
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
  /** The one sale of the Divest Phase has happened (5.5.2). */
  readonly soldThisTurn: boolean;
  readonly result: GameResult | null;
  readonly rng: RngState;
  /** The last stack item resolved: tells the 6.2.2.6 window from the others. */
  readonly lastResolved: StackItem | null;
  /**
   * Deployments whose 6.2.2.6 window is open, the latest last, with the stack height it opened at: what
   * is played in that window resolves first, then the window resumes and its triggers follow (6.2.2.7).
   */
  readonly deploymentsAwaitingTriggers?: readonly {
    readonly item: Extract<StackItem, { kind: 'deployment' }>;
    readonly depth: number;
  }[];
  readonly nextStackId: number;
  readonly nextTokenId: number;
  /** INDEPENDENT cards known to be orphaned, so that becoming orphaned triggers once (9.16). */
  readonly orphanedIndependent?: readonly CardId[];
  /** The statechart's state value: where the game is in the turn (phase, step, window). */
  readonly flow: FlowValue;
}

/** An xstate state value, kept as plain data. */
export type FlowValue = string | { readonly [k: string]: FlowValue };
