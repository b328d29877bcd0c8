import type { RuleKey } from '@arbiter/core';

/**
 * The rule parameters on which revisions disagree (see docs/revisions.md). The engine reads these
 * and never a revision id, so a divergence is a value here, not a branch on "which rulebook".
 */
export interface RuleParameters {
  /** Money each player starts with (1.2.6, 4.2.2). */
  readonly startingMoney: number;
  /** Deck minimums and the copy limit (4.1.1, 4.1.1.1, 4.1.2). */
  readonly minMainDeck: number;
  readonly minResourceDeck: number;
  readonly maxCopies: number;
  /** Cards drawn at setup (4.2.5). */
  readonly openingHand: number;
  /** Whether the starting player skips the first draw: only in two-player games, always, or never (5.2.7.1). */
  readonly firstTurnDraw: 'skip-two-player' | 'skip-always' | 'never-skip';
  /** Selling a pile: only the top card pays and the rest is destroyed (5.5.3), or the whole pile pays. */
  readonly sellPile: 'top-card-only' | 'whole-pile';
  /** How often a card may retaliate (5.4.1.8.1.4). */
  readonly retaliation: 'once-per-turn' | 'once-per-challenge';
  /** Whose open market a destroyed card goes to (8.3). */
  readonly destroyedCardsTo: 'controller' | 'owner';
  /** Who receives the money when an engaged card is bought (3.2.1.5). */
  readonly boughtCardPayee: 'controller' | 'owner';
  /** Opponents' cards cannot be bought until the end of their controller's Nth turn (5.3.1.1). */
  readonly buyProtectionTurns: number;
  /** Whether an orphan is a card with no chain to the business (3.7.1.2) or merely one with no neighbour. */
  readonly orphan: 'no-chain-to-business' | 'no-neighbour';
  /** Rounds of bidding before a tie stands (1.2.9.5). */
  readonly bidRounds: number;
}

export interface RevisionProfile {
  readonly id: string;
  readonly title: string;
  /** The profile this one was derived from, for drafts. */
  readonly extends: string | null;
  readonly parameters: RuleParameters;
  /** Rule key → clause id in this revision. */
  readonly clauses: Readonly<Record<RuleKey, string>>;
}
