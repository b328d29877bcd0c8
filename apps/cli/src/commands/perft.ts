import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { ClauseMap } from '@arbiter/core';
import { type PerftEntry, parametersDiffering, perftCounts } from '@arbiter/harness/generic';
import { writeFileAtomic } from '../atomic-write.js';
import { UsageError } from '../files.js';
import { GOLDEN_GAMES, type GoldenGameEntry, gameById } from '../golden-games.js';
import type { Io } from '../io.js';
import { loadRevisions } from '../revisions.js';

/** The depth the committed table goes to: a few seconds for every game and revision. */
export const PERFT_TABLE_DEPTH = 5;
const PERFT_SEED = 1;

export interface PerftOptions {
  readonly game: string;
  /** Built-in ids or draft `.revision` files of the game; every built-in revision when empty. */
  readonly revision: readonly string[];
  readonly depth: number;
  readonly seed: number;
}

function profiles(game: GoldenGameEntry, ids: readonly string[], cwd: string): ClauseMap[] {
  if (ids.length === 0) return [...game.module.revisions.builtIn];
  const files = ids.filter((id) => id.endsWith('.revision'));
  const loaded = files.length > 0 ? loadRevisions(files, [], cwd) : undefined;
  return ids.map((id) => {
    if (id.endsWith('.revision')) {
      const draftId = loaded?.only?.[files.indexOf(id)];
      const draft = loaded?.drafts.find((d) => d.id === draftId);
      if (!draft) throw new UsageError(`no draft revision in ${id}`);
      // A draft is bound in its own game (its `game` line, else what it extends).
      const of = loaded?.gameOf(draft.id);
      if (of !== game.module.id)
        throw new UsageError(`${id} is a draft of ${of}, not of ${game.module.id}: pass --game ${of}`);
      return draft;
    }
    const p = game.module.revisions.byId(id);
    if (!p)
      throw new UsageError(
        `${game.module.id} has no built-in revision "${id}" (it has ${game.module.revisions.builtIn.map((r) => r.id).join(', ')})`,
      );
    return p;
  });
}

const num = (n: number) => n.toLocaleString('en-US');

/**
 * `arbiter perft`: the number of legal action sequences of each length from the start of a small game,
 * a column per revision; a depth whose counts differ between revisions is followed by the parameters
 * on which those revisions differ. Exit 0.
 */
export function perftCommand(opts: PerftOptions, io: Io): number {
  const game = gameById(opts.game);
  const list = profiles(game, opts.revision, io.cwd);
  const counts = list.map((p) => perftCounts(game.module, p, opts.seed, opts.depth));
  const widths = list.map((p, i) => Math.max(p.id.length, ...(counts[i] ?? []).map((c) => num(c).length)));
  const row = (first: string, cells: readonly string[]) =>
    [first.padEnd(5), ...cells.map((c, i) => c.padStart(widths[i] ?? 0))].join('  ');
  io.out(`perft: ${game.module.id}, seed ${opts.seed}, legal action sequences from the first decision`);
  io.out(
    row(
      'depth',
      list.map((p) => p.id),
    ),
  );
  for (let d = 0; d < opts.depth; d++)
    io.out(
      row(
        String(d + 1),
        counts.map((c) => num(c[d] ?? 0)),
      ),
    );
  // Name what explains each count that moved: the parameters of each pair that first differs.
  const explained = new Set<string>();
  for (let i = 1; i < list.length; i++) {
    const a = list[0] as ClauseMap;
    const b = list[i] as ClauseMap;
    const d = counts[0]?.findIndex((c, k) => c !== counts[i]?.[k]) ?? -1;
    if (d < 0 || explained.has(b.id)) continue;
    explained.add(b.id);
    const params = parametersDiffering(a, b);
    io.out(
      `${a.id} and ${b.id} first differ at depth ${d + 1} (${num(counts[0]?.[d] ?? 0)} vs ${num(counts[i]?.[d] ?? 0)}); ` +
        (params.length > 0
          ? `${params.length} parameter${params.length === 1 ? '' : 's'} differ: ${params.join(', ')}`
          : 'no parameter differs (the difference is in the clause map or the code)'),
    );
  }
  return 0;
}

/** Every row of the committed table, computed now. */
export function perftTable(): PerftEntry[] {
  return GOLDEN_GAMES.flatMap((g) =>
    g.module.revisions.builtIn.flatMap((p) =>
      perftCounts(g.module, p, PERFT_SEED, PERFT_TABLE_DEPTH).map((count, i) => ({
        game: g.module.id,
        seed: PERFT_SEED,
        revision: p.id,
        depth: i + 1,
        count,
      })),
    ),
  );
}

export function formatPerftTable(rows: readonly PerftEntry[]): string {
  return `{\n  "entries": [\n${rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]\n}\n`;
}

/**
 * `arbiter perft --table FILE`: checks the committed table (every position × revision × depth) against
 * the counts now; `--update` rewrites it. Exit 1 when a count changed.
 */
export function perftTableCommand(path: string, update: boolean, io: Io): number {
  const abs = resolve(io.cwd, path);
  const shown = relative(io.cwd, abs);
  if (update) {
    const rows = perftTable();
    writeFileAtomic(abs, formatPerftTable(rows));
    io.out(`perft: wrote ${shown} (${rows.length} counts)`);
    return 0;
  }
  if (!existsSync(abs))
    throw new UsageError(`no such file: ${path} (write it with \`arbiter perft --table ${path} --update\`)`);
  let rows: PerftEntry[];
  try {
    rows = (JSON.parse(readFileSync(abs, 'utf8')) as { entries: PerftEntry[] }).entries;
    if (!Array.isArray(rows)) throw new Error('no "entries" list');
  } catch (e) {
    throw new UsageError(`${shown}: not a perft table (${(e as Error).message}); rewrite it with --update`);
  }
  let changed = 0;
  const memo = new Map<string, number[]>();
  for (const r of rows) {
    const game = gameById(r.game);
    const profile = game.module.revisions.byId(r.revision);
    if (!profile) throw new UsageError(`${shown}: ${r.game} has no built-in revision "${r.revision}"`);
    const key = `${r.game} ${r.revision} ${r.seed}`;
    const deepest = Math.max(
      ...rows.filter((x) => `${x.game} ${x.revision} ${x.seed}` === key).map((x) => x.depth),
    );
    let counts = memo.get(key);
    if (!counts) {
      counts = perftCounts(game.module, profile, r.seed, deepest);
      memo.set(key, counts);
    }
    const now = counts[r.depth - 1] ?? 0;
    if (now !== r.count) {
      changed++;
      io.out(
        `${shown}: ${r.game} ${r.revision} seed ${r.seed} depth ${r.depth}: expected ${num(r.count)}, got ${num(now)}`,
      );
    }
  }
  io.out(
    changed === 0
      ? `perft: ${rows.length} counts, all as committed`
      : `perft: ${changed} of ${rows.length} counts changed; if intended, rewrite with \`arbiter perft --table ${path} --update\``,
  );
  return changed === 0 ? 0 : 1;
}
