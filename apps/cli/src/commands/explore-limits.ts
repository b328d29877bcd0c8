/** What `explore` reports about why it stopped: the summary fields it reads. */
export interface ExploreEnd {
  readonly states: number;
  readonly complete: boolean;
  readonly turnsComplete: number;
  readonly elapsedMs: number;
  readonly violations: number;
  readonly leaves: { readonly depth: number; readonly turn: number; readonly over: number };
}

/** The bounds the run had, as given or by default. */
export interface ExploreBounds {
  readonly maxStates: number;
  readonly maxDepth: number;
  readonly maxTurns: number;
  readonly timeSeconds?: number;
  /** Reductions and order already in use: advice does not suggest what is on. */
  readonly order: string;
  readonly production: string;
  readonly symmetry: string;
}

/**
 * Which limit ended the exploration and what to try next: with the defaults, a run that stops at its
 * state budget inside the first turn says only "0 turns explored exhaustively", which tells nobody
 * whether to raise a bound or reduce the search.
 */
export function exploreLimits(s: ExploreEnd, b: ExploreBounds): string[] {
  const stopped: string[] = [];
  if (!s.complete) {
    if (s.violations > 0) stopped.push('a violation stopped the search');
    else if (s.states >= b.maxStates)
      stopped.push(`the state limit stopped it (--max-states ${b.maxStates})`);
    else if (b.timeSeconds !== undefined && s.elapsedMs >= b.timeSeconds * 1000)
      stopped.push(`the time limit stopped it (--time ${b.timeSeconds})`);
    else stopped.push('a budget stopped it before the bounds were exhausted');
  }
  if (s.leaves.depth > 0)
    stopped.push(`${s.leaves.depth} states lie on the depth bound (--max-depth ${b.maxDepth})`);
  if (s.leaves.turn > 0)
    stopped.push(`${s.leaves.turn} states lie past the turn bound (--max-turns ${b.maxTurns})`);
  const tries: string[] = [];
  if (!s.complete && s.violations === 0) {
    if (b.order === 'breadth-first') tries.push('--order turns (complete turns first)');
    if (b.production === 'all') tries.push('--production active-player');
    if (b.symmetry === 'none') tries.push('--symmetry networks');
    tries.push(`--max-states ${b.maxStates * 4}`);
  } else if (s.complete && s.turnsComplete === 0 && s.leaves.depth > 0) {
    tries.push(`--max-depth ${b.maxDepth * 2} (the first turn is longer than ${b.maxDepth} actions)`);
  }
  const lines = [`  limits: ${stopped.length ? stopped.join('; ') : 'none reached'}`];
  if (tries.length)
    lines.push(
      `  to explore ${s.turnsComplete === 0 ? 'a whole turn' : 'further'}, try ${tries.join(', ')} (see the harness README)`,
    );
  return lines;
}
