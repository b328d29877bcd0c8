/** Who must decide what, with the legal answers; derived from the state, never a callback. */
export interface DecisionPrompt<A> {
  readonly player: string;
  /** A short machine-readable kind, e.g. `priority`, `blockers`, `upkeep`. */
  readonly kind: string;
  /** The question in words a player understands. */
  readonly question: string;
  readonly options: readonly A[];
}
