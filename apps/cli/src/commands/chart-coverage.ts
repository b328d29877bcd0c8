import { ArrowRecorder, fuzz, type TransitionCoverageReport } from '@arbiter/harness';
import { type GameState, megacorpModule } from '@arbiter/megacorp';
import { gameOfText, runScenarioText } from '@arbiter/scenario';
import { diskLoader, findFiles, readSource } from '../files.js';

export interface ChartCoverageOptions {
  /** The fuzz run after the corpus: its budget in actions (0: none) and its seed. */
  readonly actions: number;
  readonly seed: number;
}

/**
 * Statechart transition coverage of Megacorp from the compiled chart's own trace: every Megacorp
 * scenario under every revision it runs under (as `arbiter run` runs it), then a seeded fuzz run across
 * all built-in revisions, with the chart listened to throughout. The arrows never taken are listed
 * with the reason `flow/unreachable.ts` gives.
 */
export function chartCoverage(
  roots: readonly string[],
  cwd: string,
  opts: ChartCoverageOptions,
): TransitionCoverageReport {
  const chart = megacorpModule.flow.chart;
  if (!chart) throw new Error('the Megacorp module exposes no compiled chart');
  const recorder = new ArrowRecorder(chart);
  recorder.during(() => {
    for (const f of findFiles(roots, cwd)) {
      const text = readSource(f.path).text;
      if (gameOfText(text) !== 'megacorp') continue;
      const result = runScenarioText(text, f.uri, { loader: diskLoader(cwd, { file: f.uri }) });
      // A `given` starts mid-chart: the states it stands in are reached though no arrow entered them.
      for (const r of result.scenarios)
        if (r.initial) recorder.visit(megacorpModule.flow.value(r.initial as GameState));
    }
    if (opts.actions > 0) fuzz({ actions: opts.actions, seed: opts.seed, shard: { index: 0, count: 1 } });
  });
  return recorder.report();
}
