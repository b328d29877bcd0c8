import { styleText } from 'node:util';
import { checkInvariants, formatEvent } from '@arbiter/core';
import {
  apply,
  demoConfig,
  describeAction,
  type GameEvent,
  type GameState,
  INVARIANTS,
  newGame,
  playRandom,
} from '@arbiter/megacorp';

export interface DemoOptions {
  readonly seed: number;
  readonly maxActions: number;
  readonly quiet: boolean;
}

/** A seeded game of random legal actions, printed turn by turn with the clause behind each ruling. */
export function demo(opts: DemoOptions, out: (line: string) => void = console.log): number {
  const start = newGame(demoConfig(opts.seed));
  if (!start.ok) {
    for (const p of start.problems) out(`deck problem: ${p.message} (${p.clause})`);
    return 2;
  }
  let turn = -1;
  let failures = 0;
  const print = (e: GameEvent) => {
    if (!opts.quiet) out(`    ${formatEvent(e)}`);
  };
  start.events.forEach(print);
  const game = playRandom(start.state, {
    seed: opts.seed,
    maxActions: opts.maxActions,
    onStep: (next: GameState, prev: GameState, action, events) => {
      if (prev.turn.number !== turn) {
        turn = prev.turn.number;
        const title = turn === 0 ? 'Setup (4.2)' : `Turn ${turn}: ${prev.turn.active} is active`;
        if (!opts.quiet) out(styleText('bold', `\n${title}`));
      }
      if (!opts.quiet) out(`  ${styleText('cyan', describeAction(prev, action))}`);
      events.forEach(print);
      const broken = checkInvariants(INVARIANTS, next, prev, action);
      for (const f of broken) out(styleText('red', `  INVARIANT ${f.invariant} (${f.clause}): ${f.message}`));
      failures += broken.length;
      return broken.length ? 'invariant broken' : undefined;
    },
  });
  if (game.refused) {
    out(
      styleText(
        'red',
        `refused legal action ${describeAction(game.final, game.refused.action)}: ${game.refused.message}`,
      ),
    );
    return 1;
  }
  const replayed = game.actions.reduce<GameState | null>((s, a) => {
    if (!s) return null;
    const r = apply(s, a);
    return r.ok ? r.state : null;
  }, start.state);
  const same = replayed !== null && JSON.stringify(replayed) === JSON.stringify(game.final);
  const result = game.final.result;
  out('');
  out(
    `${game.actions.length} actions, ${game.final.turn.number} turns; ` +
      (result
        ? result.tie
          ? 'tie'
          : `winner: ${result.winners.join(', ')}`
        : 'no winner within the action budget'),
  );
  for (const p of game.final.players) out(`  ${p.id}: ${p.money} M${p.lost ? ', lost' : ''}`);
  out(`replay of the action log reproduces the final state: ${same ? 'yes' : 'NO'}`);
  return failures > 0 || !same ? 1 : 0;
}
