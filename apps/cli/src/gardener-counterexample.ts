import type { Action, GameConfig, GameEvent, GameState, GardenerProfile } from '@arbiter/gardener';
import { generic } from '@arbiter/harness';
import { GAMES, oneGame, runGameText, type ScenarioDialect } from '@arbiter/scenario';

type Engine = generic.Engine<GameState, Action, GameEvent, GameConfig, GardenerProfile>;
type Writer = generic.CounterexampleWriter<GameState, Action, GameEvent, GameConfig, GardenerProfile>;
type Failure = generic.Counterexample<GameState, Action>['failure'];

/**
 * The Gardener dialect over the harness's engine: its `apply`, legal actions and invariants (a test's
 * planted bug or invariant included), so the runner replays a file exactly as the harness played it.
 */
function replayDialect(dialect: ScenarioDialect, engine: Engine): ScenarioDialect {
  return {
    ...dialect,
    module: {
      ...dialect.module,
      apply: engine.apply,
      legalActions: engine.legal,
      invariants: engine.invariants,
    },
  };
}

/**
 * Whether running `text` fails at its last step the way the harness's run failed: the same broken
 * invariants (the file's `tags counterexample` has the runner check them after each step), the same
 * refused rule, or the engine throwing.
 */
export function replaysTo(text: string, failure: Failure, dialect: ScenarioDialect): boolean {
  const run = runGameText(oneGame(dialect), text, 'counterexample.scenario');
  const [result] = run.scenarios;
  const steps = run.file.scenarios[0]?.sections.find((s) => s.kind === 'when')?.body ?? [];
  const last = steps[steps.length - 1]?.range.start.line;
  const [f] = result?.failures ?? [];
  if (!result || !f) return false;
  switch (failure.kind) {
    case 'invariant':
      return (
        result.status === 'failed' &&
        f.range.start.line === last &&
        f.actual === generic.failureNames(failure).join(', ')
      );
    case 'refused':
      return (
        result.status === 'failed' &&
        f.range.start.line === last &&
        f.actual?.includes(`(${failure.key})`) === true
      );
    case 'crash':
      return result.status === 'error';
  }
}

/**
 * A Gardener counterexample as a scenario file: the latest position of the failing run that a `given`
 * can describe (the dialect's one state→given writer, `givenOf`) and from which the file replays to
 * the same failure, then the remaining actions as steps in the game's words. Tagged `counterexample`,
 * so the runner checks every invariant after each step: `arbiter run` on it fails at its last step with
 * the invariant it broke. The harness runs it before writing it (`reproduced`); a run no `given` can
 * cut falls back to the plain account from the start.
 */
export const gardenerCounterexample: Writer = (run, origin, engine) => {
  const plain = generic.plainCounterexample(run, origin, engine);
  const dialect = GAMES.gardener?.dialect;
  if (!dialect) return plain;
  const replay = replayDialect(dialect, engine);
  let unreplayed: generic.Counterexample<GameState, Action> | undefined;
  for (let cut = run.actions.length - 1; cut >= 0; cut--) {
    const given = dialect.write.given(run.states[cut] as GameState);
    if (!given.ok) continue;
    const steps = run.actions
      .slice(cut)
      .map((a, k) => `  ${engine.module.describeAction(run.states[cut + k] as GameState, a)}`);
    const lines = (replayed: boolean) => [
      'game gardener',
      '',
      `# Found by the Arbiter harness (${origin.kind}) in ${engine.module.title}. ${generic.describeOrigin(origin)}`,
      `# Broken after the last step: ${generic.describeFailure(run.failure)}`,
      replayed
        ? `# The given is the game before action ${cut + 1} of ${run.actions.length}; the harness ran this file and it broke the same way.`
        : '# The harness could not replay this file to the same failure: the steps are the run as played.',
      `scenario "${plain.title}"`,
      `  revisions ${engine.module.profile(run.states[0] as GameState).id}`,
      '  tags counterexample',
      given.text,
      'when',
      ...steps,
      '',
    ];
    const reproduced = replaysTo(lines(true).join('\n'), run.failure, replay);
    const written = {
      ...plain,
      fileName: plain.fileName.replace(/\.txt$/, '.scenario'),
      text: lines(reproduced).join('\n'),
      cut,
      steps: steps.length,
      reproduced,
    };
    if (reproduced) return written;
    unreplayed ??= written;
  }
  return unreplayed ?? plain;
};
