import { canonicalJson } from '@arbiter/core';
import type { ScenarioDialect } from '../dialect.js';
import type { ScenarioResult } from '../run/runner.js';

/** What a designer observes of a scenario's run: what `arbiter diff` compares and prints. */
export interface OutcomeObserver<R = ScenarioResult> {
  /** The steps taken or refused, and the end state in the game's observable form. */
  outcome(r: R): { steps: string[]; final: unknown };
  /** The outcome as a key: two runs with equal fingerprints look the same to a designer. */
  fingerprint(r: R): string;
  /** The outcome in one line. */
  summary(r: R): string;
}

/**
 * Any game's observer, from its dialect: the end state as its writer observes it, and the summary
 * from its module (steps taken and refused; each player's counters on the board, Gardener's
 * reputation among them; the winners once the game is over).
 */
export function dialectObserver(dialect: ScenarioDialect): OutcomeObserver {
  const outcome = (r: ScenarioResult) => ({
    steps: r.steps
      .filter((st) => st.kind === 'step')
      .map((st) => `${st.status}: ${st.actions[st.actions.length - 1] ?? ''}`),
    final: r.final === undefined ? null : dialect.write.observable(r.final),
  });
  return {
    outcome,
    fingerprint: (r) => canonicalJson(outcome(r)),
    summary: (r) => {
      const steps = outcome(r).steps;
      const refused = steps.filter((s) => s.startsWith('failed')).length;
      if (r.final === undefined)
        return `${steps.length - refused} step(s) taken, ${refused} refused; no game`;
      const board = dialect.module.view(r.final);
      const players = board.players
        .map((p) => [p.id, ...p.counters.map((c) => `${c.label} ${c.value}`)].join(' '))
        .join(', ');
      const result = board.result;
      const end = result
        ? `; ${result.winners.length === 0 ? 'nobody wins' : `winner ${result.winners.join(', ')}`}`
        : '';
      return `${steps.length - refused} step(s) taken, ${refused} refused; ${players}${end}`;
    },
  };
}
