/**
 * The JSON report of `arbiter report` (a balance run): what was played, every game's record, and the
 * summary computed from those records alone. Shards of a run (`--shard i/n`) each list their games;
 * `merge-reports` joins them and computes the summary again, so the merged report is exactly the one
 * an unsharded run writes.
 */
import { type BalanceGame, type BalanceSummary, summarizeBalance } from '@arbiter/harness';

export interface BalanceReport {
  readonly version: 1;
  readonly kind: 'balance';
  readonly game: 'megacorp';
  readonly revision: string;
  readonly decks: string;
  readonly players: number;
  readonly seed: number;
  /** The whole run's games (a shard plays game i when i mod count = index - 1). */
  readonly games: number;
  readonly maxActionsPerGame: number;
  /** Only in a shard's report: 1-based. */
  readonly shard?: { readonly index: number; readonly count: number };
  /** The clause each ending's rule key is cited by under the revision. */
  readonly clauses: Readonly<Record<string, string>>;
  readonly summary: BalanceSummary;
  readonly records: readonly BalanceGame[];
}

/** What was played, as the report names it (everything but the games and their summary). */
export type BalanceRunInfo = Omit<
  BalanceReport,
  'version' | 'kind' | 'game' | 'summary' | 'records' | 'clauses'
>;

export function balanceReport(
  info: BalanceRunInfo,
  records: readonly BalanceGame[],
  clauses: Readonly<Record<string, string>>,
): BalanceReport {
  const { shard } = info;
  return {
    version: 1,
    kind: 'balance',
    game: 'megacorp',
    revision: info.revision,
    decks: info.decks,
    players: info.players,
    seed: info.seed,
    games: info.games,
    maxActionsPerGame: info.maxActionsPerGame,
    ...(shard && shard.count > 1 ? { shard } : {}),
    clauses,
    summary: summarizeBalance(records, info.players),
    records,
  };
}

export class BalanceMergeError extends Error {}

/** Shards of one balance run (each shard once, all of them) as the report of the whole run. */
export function mergeBalanceReports(
  named: readonly { name: string; report: BalanceReport }[],
): BalanceReport {
  const first = named[0];
  if (!first) throw new BalanceMergeError('no report to merge');
  const identity = (r: BalanceReport) =>
    JSON.stringify([r.revision, r.decks, r.players, r.seed, r.games, r.maxActionsPerGame, r.shard?.count]);
  const seen = new Map<number, string>();
  for (const { name, report } of named) {
    if (!report.shard) throw new BalanceMergeError(`${name} is not a shard's report (it has no --shard i/n)`);
    if (identity(report) !== identity(first.report))
      throw new BalanceMergeError(
        `${name} and ${first.name} are not shards of one run (revision, decks, players, seed, games, cap or shard count differ)`,
      );
    const earlier = seen.get(report.shard.index);
    if (earlier)
      throw new BalanceMergeError(
        `${name} and ${earlier} are both shard ${report.shard.index}: merge disjoint shards`,
      );
    seen.set(report.shard.index, name);
  }
  const count = first.report.shard?.count ?? 1;
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0)
    throw new BalanceMergeError(
      `shard${missing.length === 1 ? '' : 's'} ${missing.join(', ')} of ${count} missing: a balance report needs every game of the run`,
    );
  const records = named.flatMap((n) => n.report.records).sort((a, b) => a.index - b.index);
  const clauses = Object.fromEntries(
    named.flatMap((n) => Object.entries(n.report.clauses)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const r = first.report;
  const info: BalanceRunInfo = {
    revision: r.revision,
    decks: r.decks,
    players: r.players,
    seed: r.seed,
    games: r.games,
    maxActionsPerGame: r.maxActionsPerGame,
  };
  return balanceReport(info, records, clauses);
}
