import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { type PerftEntry, perftCounts } from '@arbiter/harness/generic';
import { megacorpModule, type RevisionProfile } from '@arbiter/megacorp';
import { attributeToParameters, differingParameters } from '@arbiter/scenario';
import { UsageError } from '../files.js';

/** Where the committed perft table lives (`arbiter perft --table … --update` writes it). */
export const PERFT_TABLE = 'scenarios/golden/perft.json';

/** A committed position whose perft counts differ between two revisions, and why. */
export interface PerftDifference {
  readonly game: string;
  readonly seed: number;
  /** The first depth at which the counts differ. */
  readonly depth: number;
  readonly a: number;
  readonly b: number;
  /** The smallest set of parameters that, set to B's values on top of A, gives B's counts; null if none found. */
  readonly cause: readonly string[] | null;
  readonly sensitive: readonly string[];
}

export interface PerftDiff {
  /** The table the positions come from, as shown. */
  readonly table: string;
  readonly positions: number;
  readonly differences: readonly PerftDifference[];
}

/**
 * The perft counts of A and B at every Megacorp position of the committed table (each seed to its
 * deepest committed depth); a position whose counts differ is attributed to parameters as `diff`
 * attributes a scenario's outcome (`attributeToParameters`), the answer being the counts up to the
 * first differing depth. Undefined when there is no table.
 */
export function perftDiff(a: RevisionProfile, b: RevisionProfile, cwd: string): PerftDiff | undefined {
  const abs = resolve(cwd, PERFT_TABLE);
  if (!existsSync(abs)) return undefined;
  const table = relative(cwd, abs);
  let rows: PerftEntry[];
  try {
    rows = (JSON.parse(readFileSync(abs, 'utf8')) as { entries: PerftEntry[] }).entries;
    if (!Array.isArray(rows)) throw new Error('no "entries" list');
  } catch (e) {
    throw new UsageError(`${table}: not a perft table (${(e as Error).message})`);
  }
  const game = megacorpModule.id;
  const deepest = new Map<number, number>();
  for (const r of rows) if (r.game === game) deepest.set(r.seed, Math.max(deepest.get(r.seed) ?? 0, r.depth));
  const names = differingParameters(a, b).map((p) => p.name);
  const differences: PerftDifference[] = [];
  for (const [seed, depth] of deepest) {
    const counts = (p: RevisionProfile, d: number) => perftCounts(megacorpModule, p, seed, d);
    const ca = counts(a, depth);
    const cb = counts(b, depth);
    const first = ca.findIndex((c, i) => c !== cb[i]);
    if (first < 0) continue;
    const answer = (p: RevisionProfile) => counts(p, first + 1).join(',');
    const { cause, sensitive } = attributeToParameters(a, b, names, answer, {
      a: ca.slice(0, first + 1).join(','),
      b: cb.slice(0, first + 1).join(','),
    });
    differences.push({
      game,
      seed,
      depth: first + 1,
      a: ca[first] ?? 0,
      b: cb[first] ?? 0,
      cause,
      sensitive,
    });
  }
  return { table, positions: deepest.size, differences };
}

const num = (n: number) => n.toLocaleString('en-US');

function causeText(d: PerftDifference): string {
  return d.cause
    ? d.cause.join(' + ')
    : `no set of up to 3 parameters reproduces it (sensitive to: ${d.sensitive.join(', ') || 'none'})`;
}

export function perftDiffText(p: PerftDiff, a: string, b: string): string {
  const lines = [
    '',
    '',
    `perft: ${p.differences.length} of ${p.positions} committed position${p.positions === 1 ? '' : 's'} (${p.table}) count differently`,
  ];
  for (const d of p.differences) {
    lines.push(`  ${d.game} seed ${d.seed}, depth ${d.depth}: ${a} ${num(d.a)}, ${b} ${num(d.b)}`);
    lines.push(`    cause: ${causeText(d)}`);
  }
  return lines.join('\n');
}

export function perftDiffMarkdown(p: PerftDiff, a: string, b: string): string {
  if (p.differences.length === 0)
    return `\n**perft:** the ${p.positions} committed positions of \`${p.table}\` count alike.`;
  return [
    '',
    `**perft:** ${p.differences.length} of ${p.positions} committed positions of \`${p.table}\` count differently.`,
    '',
    `| position | first differing depth | ${a} | ${b} | cause |`,
    '|---|---|---|---|---|',
    ...p.differences.map(
      (d) => `| ${d.game} seed ${d.seed} | ${d.depth} | ${num(d.a)} | ${num(d.b)} | ${causeText(d)} |`,
    ),
  ].join('\n');
}
