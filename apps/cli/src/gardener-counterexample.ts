import type { Action, GameConfig, GameEvent, GameState, GardenerProfile } from '@arbiter/gardener';
import { generic } from '@arbiter/harness';
import { GAMES } from '@arbiter/scenario';

type Writer = generic.CounterexampleWriter<GameState, Action, GameEvent, GameConfig, GardenerProfile>;

/**
 * A Gardener counterexample as a scenario file: the latest position of the failing run that a `given`
 * can describe (the dialect's one state→given writer, `givenOf`), then the remaining actions as
 * steps in the game's words. Not replayed by the harness (`reproduced: false`); a run no `given`
 * can cut falls back to the plain account from the start.
 */
export const gardenerCounterexample: Writer = (run, origin, engine) => {
  const plain = generic.plainCounterexample(run, origin, engine);
  const dialect = GAMES.gardener?.dialect;
  if (!dialect) return plain;
  for (let cut = run.actions.length - 1; cut >= 0; cut--) {
    const given = dialect.write.given(run.states[cut] as GameState);
    if (!given.ok) continue;
    const steps = run.actions
      .slice(cut)
      .map((a, k) => `  ${engine.module.describeAction(run.states[cut + k] as GameState, a)}`);
    const text = [
      'game gardener',
      '',
      `# Found by the Arbiter harness (${origin.kind}) in ${engine.module.title}. ${generic.describeOrigin(origin)}`,
      `# Broken after the last step: ${generic.describeFailure(run.failure)}`,
      `scenario "${plain.title}"`,
      `  revisions ${engine.module.profile(run.states[0] as GameState).id}`,
      given.text,
      'when',
      ...steps,
      '',
    ].join('\n');
    return {
      ...plain,
      fileName: plain.fileName.replace(/\.txt$/, '.scenario'),
      text,
      cut,
      steps: steps.length,
    };
  }
  return plain;
};
