import type { OutcomeRow, OutcomeTable } from './table.js';

/**
 * Why an outcome moved: the engine (same inputs, same parameters), a revision parameter (named),
 * an edit of the scenario or what it reads, or the scenario × revision appeared or went.
 */
export const DRIFT_KINDS = ['engine', 'parameter', 'edited', 'added', 'removed'] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

export interface Drift {
  readonly kind: DriftKind;
  readonly key: string;
  readonly uri: string;
  readonly title: string;
  readonly line: number;
  readonly revision: string;
  /** `parameter`: the parameters whose new values give the new outcome. */
  readonly parameters?: readonly string[];
  readonly note?: string;
  readonly before?: { readonly status: string; readonly fingerprint: string };
  readonly after?: { readonly status: string; readonly fingerprint: string };
}

/** The fingerprint of a current scenario run under its revision with these parameter values. */
export type Probe = (row: OutcomeRow, parameters: Readonly<Record<string, unknown>>) => string | undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedParameters(
  base: Readonly<Record<string, unknown>> | undefined,
  now: Readonly<Record<string, unknown>> | undefined,
): string[] {
  if (!base || !now) return [];
  return [...new Set([...Object.keys(base), ...Object.keys(now)])]
    .filter((k) => !same(base[k], now[k]))
    .sort();
}

/**
 * The parameters behind a change the baseline's values undo: one alone if one suffices, else a pair
 * (when few changed), else all of them together.
 */
function cause(
  row: OutcomeRow,
  base: Readonly<Record<string, unknown>>,
  now: Readonly<Record<string, unknown>>,
  names: readonly string[],
  probe: Probe,
): string[] {
  const gives = (set: readonly string[]) =>
    probe(row, { ...base, ...Object.fromEntries(set.map((n) => [n, now[n]])) }) === row.fingerprint;
  for (const n of names) if (gives([n])) return [n];
  if (names.length <= 8)
    for (const [i, a] of names.entries())
      for (const b of names.slice(i + 1)) if (gives([a, b])) return [a, b];
  return [...names];
}

/** Sorts every difference between the baseline's outcomes and the current ones into a kind. */
export function compareOutcomes(
  baseline: OutcomeTable,
  current: OutcomeTable,
  probe: Probe,
): { readonly compared: number; readonly unchanged: number; readonly drifts: readonly Drift[] } {
  const drifts: Drift[] = [];
  const at = (r: OutcomeRow) => ({
    key: r.key,
    uri: r.uri,
    title: r.title,
    line: r.line,
    revision: r.revision,
  });
  const outcomeOf = (r: OutcomeRow) => ({ status: r.status, fingerprint: r.fingerprint });
  let unchanged = 0;
  for (const [key, now] of current.rows) {
    const was = baseline.rows.get(key);
    if (!was) {
      drifts.push({ kind: 'added', ...at(now), after: outcomeOf(now) });
      continue;
    }
    if (was.fingerprint === now.fingerprint) {
      unchanged++;
      continue;
    }
    const change = { ...at(now), before: outcomeOf(was), after: outcomeOf(now) };
    if (was.inputs !== undefined && now.inputs !== undefined && was.inputs !== now.inputs) {
      drifts.push({ kind: 'edited', ...change });
      continue;
    }
    const base = baseline.parameters[now.revision];
    const params = current.parameters[now.revision];
    const names = changedParameters(base, params);
    if (base && params && names.length > 0) {
      if (probe(now, base) === was.fingerprint) {
        drifts.push({ kind: 'parameter', ...change, parameters: cause(now, base, params, names, probe) });
        continue;
      }
      drifts.push({
        kind: 'engine',
        ...change,
        note: `${names.join(', ')} also changed, but the baseline's values do not bring the baseline's outcome back`,
      });
      continue;
    }
    drifts.push({ kind: 'engine', ...change });
  }
  for (const [key, was] of baseline.rows)
    if (!current.rows.has(key)) drifts.push({ kind: 'removed', ...at(was), before: outcomeOf(was) });
  const order = (d: Drift) => DRIFT_KINDS.indexOf(d.kind);
  drifts.sort((a, b) => order(a) - order(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { compared: current.rows.size, unchanged, drifts };
}
