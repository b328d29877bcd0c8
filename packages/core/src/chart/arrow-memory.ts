import type { ChartArrow } from './compile.js';

/**
 * The arrows of the chart the action that made each state took, for statechart coverage
 * (`GameModule.flow.arrows`). A game's `apply` hands each state it makes to `remember` with its
 * `ChartResult.taken`; nothing is kept until a recorder calls `record`, since a map entry per state is
 * a cost to every action (about 3% of Megacorp's `apply`).
 */
export function arrowMemory<S extends object>() {
  const byState = new WeakMap<S, readonly ChartArrow[]>();
  let recording = false;
  return {
    record(): void {
      recording = true;
    },
    remember(s: S, taken: readonly ChartArrow[] | undefined): void {
      if (recording && taken) byState.set(s, taken);
    },
    taken: (s: S): readonly ChartArrow[] | undefined => byState.get(s),
  };
}
