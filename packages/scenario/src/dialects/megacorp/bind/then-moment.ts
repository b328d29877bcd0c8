import { def, flowPaths, type GameState } from '@arbiter/megacorp';
import type { ThenStatement, WhenStatement } from '../../../syntax/ast.js';
import { describePoint } from './time.js';

/**
 * `then` is checked right after the last step, before the game moves on: the same moment under every
 * revision. Where a revision is still in the middle of a sequence there (something waits on the
 * stack, a deployment's window and triggers are still to come), the expectations may read a state
 * another revision has already left behind: unless the file names the moment, the run warns.
 */
export function midSequence(s: GameState): string | null {
  if (s.result) return null;
  const top = s.stack[s.stack.length - 1];
  if (top) {
    const id = top.kind === 'deployment' ? top.card : top.source;
    const name = s.cards[id] ? def(s, id).name : id;
    return `${describePoint(s)}: "${name}" waits on the stack`;
  }
  if (flowPaths(s.flow).some((p) => p.split('.').includes('afterDeployment')))
    return `${describePoint(s)}: the deployment's window and triggers are still to come`;
  return null;
}

/**
 * Whether the file names the moment `then` reads: its steps end on an anchor (`at turn 5 challenge`),
 * or `then` (or an `expect` after the last step) states where the game stands (`phase buy, ...`,
 * `stack ...`, `waiting for ...`).
 */
export function momentNamed(statements: readonly WhenStatement[], then: readonly ThenStatement[]): boolean {
  const states = (e: ThenStatement) => e.kind === 'time' || e.kind === 'stack' || e.kind === 'waiting';
  // The checkpoints after the last step check the same moment as `then`.
  for (let i = statements.length - 1; i >= 0; i--) {
    const st = statements[i] as WhenStatement;
    if (st.kind === 'anchor') return true;
    if (st.kind !== 'checkpoint') break;
    if (states(st.expectation)) return true;
  }
  return then.some(states);
}
