import type { RngState } from '@arbiter/core';
import type { GardenerProfile } from '../revisions/parameters.js';
import type { Library } from './card.js';

export type PlayerId = string;
export type CardId = string;

/** The two play modes (Play modes; the list was lost, the rest of the text names both). */
export type PlayMode = 'individual' | 'teams';

/** A card instance: which printed card it is and whose it is. */
export interface CardState {
  readonly id: CardId;
  /** The library key of its definition. */
  readonly def: string;
  readonly owner: PlayerId;
}

/** The per-player play zones (Definitions ► Play zones, whose list was lost; named by the text's verbs). */
export const ZONES = ['stash', 'ops', 'playground', 'buildsite', 'wreckage'] as const;
export type ZoneName = (typeof ZONES)[number];

export interface PlayerState {
  readonly id: PlayerId;
  /** The team in teams mode, else null (Playing ► Begin the game). */
  readonly team: string | null;
  /** The draw pile, top first; its order never changes (Playing ► Adventure ► Turn). */
  readonly stash: readonly CardId[];
  /** The hand. */
  readonly ops: readonly CardId[];
  /** Cards played in the current adventure, in play order. */
  readonly playground: readonly CardId[];
  /** Adventure cards won. */
  readonly buildsite: readonly CardId[];
  readonly wreckage: readonly CardId[];
  /** Reputation received from the Void (Playing ► Adventure ► Resolution). */
  readonly vault: number;
}

/** A card entering a playground, kept for AbleToRewind (which returns what was played in the last round). */
export interface PlayRecord {
  readonly card: CardId;
  readonly player: PlayerId;
  /** The serial of the turn it was played in. */
  readonly turn: number;
}

/** An ability of a card just played, waiting for its player to use it or let it go. */
export interface PendingAbility {
  readonly source: CardId;
  readonly ability:
    | 'AbleToRecoverPlayed'
    | 'AbleToRecoverWrecked'
    | 'AbleToIncapacitatePlayedCardIf'
    | 'AbleToIncapacitatePlayedIf'
    | 'AbleToWreckBuildsiteCardIf'
    | 'AbleToWreckPlayedIf';
  /** Uses left; null for "any number". */
  readonly left: number | null;
}

/** A decision taken one card at a time (costs, swaps, stash choices), so legal actions stay few. */
export type Pending =
  /** The cost of `card` being paid; it enters play once `owed` reaches 0. `swapOut` is the swapped-out card. */
  | { readonly kind: 'cost'; readonly card: CardId; readonly owed: number; readonly swapOut: CardId | null }
  /** AbleToSwap: `card` chosen from ops; which played card goes back to ops is next. */
  | { readonly kind: 'swap'; readonly card: CardId }
  /** Turn ► Choose stash card: wrecking cards from ops before taking one from the stash. */
  | { readonly kind: 'dig'; readonly owed: number }
  /** Turn ► Choose stash card: choosing the stash card. */
  | { readonly kind: 'take' };

/** Team bidding (Playing ► Adventure ► Bidding). */
export interface BiddingState {
  /** Adventure cards shown so far, in order, with who proposed them. */
  readonly proposals: readonly { readonly card: CardId; readonly by: PlayerId }[];
  /** Every expression of support (a proposal is one), in order; the last one wins. */
  readonly supports: readonly { readonly card: CardId; readonly by: PlayerId }[];
  /** Who bid first: the next bidding, if this one settles nothing, starts after him. */
  readonly opener: PlayerId;
  /** Whose bid it is. */
  readonly bidder: PlayerId;
  /** Passes in a row; a full round of them ends the bidding. */
  readonly passes: number;
}

export interface AdventureState {
  /** 1 for the first adventure of the game. */
  readonly number: number;
  /** Individual mode: the hero. Teams mode: the member of the hero team who played the adventure card. */
  readonly hero: PlayerId | null;
  /** Teams mode: the hero team, once the bidding settled it. */
  readonly heroTeam: string | null;
  readonly card: CardId | null;
  /** After AbleToFreezeCompetitors, competitors play no more cards this adventure. */
  readonly frozen: boolean;
  /** Whose turn it is, once turns began. */
  readonly turn: PlayerId | null;
  /** Serial of the current turn (for AbleToRewind "Last round"). */
  readonly turnSerial: number;
  readonly playsThisTurn: number;
  readonly drawsThisTurn: number;
  readonly actedThisTurn: boolean;
  /** Cards wrecked from ops by the turn player this turn (Turn ► Choose stash card, one reading). */
  readonly wreckedThisTurn: number;
  readonly stashChoiceUsed: boolean;
  /** Turns in a row that ended quietly (Resolution: the adventure ends when nobody plays on). */
  readonly quietTurns: number;
  readonly plays: readonly PlayRecord[];
  readonly pending: Pending | null;
  readonly abilities: readonly PendingAbility[];
  /** Set when AbleToRewind "Adventure" ended it: no resolution follows. */
  readonly rewound: boolean;
  readonly outcome: 'success' | 'failure' | null;
}

export interface GameResult {
  readonly winners: readonly PlayerId[];
  readonly tie: boolean;
  readonly reason: string;
}

/** The whole game: plain, immutable, JSON-serialisable data (library and profile shared by reference). */
/** The fields every state of a game holds by reference, the same for all: left out of digests and frozen by their owner. */
export const SHARED_FIELDS = ['library', 'profile'] as const satisfies readonly (keyof GameState)[];

export interface GameState {
  readonly library: Library;
  readonly profile: GardenerProfile;
  readonly mode: PlayMode;
  /** The turn sequence (Playing ► Begin the game). */
  readonly seating: readonly PlayerId[];
  readonly players: readonly PlayerState[];
  readonly cards: Readonly<Record<CardId, CardState>>;
  /** Reputation not yet won (Playing ► Begin the game). */
  readonly void: number;
  /** All the reputation of the game: the Void's at the start. */
  readonly totalReputation: number;
  /** The player who turns first in the game (Playing ► Begin the game). */
  readonly firstPlayer: PlayerId;
  readonly adventure: AdventureState;
  readonly bidding: BiddingState | null;
  /** Teams: biddings in a row that settled no hero team. */
  readonly failedBiddings: number;
  /** Individual: heroes in a row who played no adventure card. */
  readonly idleHeroes: number;
  /** The player the next hero (or the next bidding) follows in the turn sequence. */
  readonly lastHero: PlayerId | null;
  readonly rng: RngState;
  readonly result: GameResult | null;
  /** The statechart's state value. */
  readonly flow: unknown;
}
