import type { RevisionProfile, RuleParameters } from '@arbiter/megacorp';
import { minimalCause, searchWith } from '../../../analysis/cause-search.js';
import type { OutcomeObserver } from '../../../analysis/outcome-observer.js';
import { type RunOptions, runScenario, type ScenarioResult } from '../../../games.js';
import type { Scenario, ScenarioFile } from '../../../syntax/ast.js';
import { fingerprint, outcome } from '../write/observable.js';

export interface ScenarioDiff {
  readonly uri: string;
  readonly title: string;
  readonly line: number;
  /** The smallest set of parameters that, set to B's values on top of A, gives B's outcome; null if none up to the search bound. */
  readonly cause: readonly string[] | null;
  /** Parameters that alone change A's outcome here (a wider net than `cause`). */
  readonly sensitive: readonly string[];
  readonly a: { readonly steps: readonly string[]; readonly summary: string };
  readonly b: { readonly steps: readonly string[]; readonly summary: string };
  /** The first thing a designer would see differ: a step taken or refused, else a fact of the end state. */
  readonly first: string;
}

export interface RevisionDiff {
  readonly a: string;
  readonly b: string;
  /** Parameters whose values differ between A and B, with both values. */
  readonly parameters: readonly { readonly name: string; readonly a: unknown; readonly b: unknown }[];
  readonly scenarios: number;
  readonly differences: readonly ScenarioDiff[];
}

type Params = Record<string, unknown>;

/** A copy of A with some of B's parameter values: the probe `diff` uses to find a difference's cause. */
export function withParameters(
  a: RevisionProfile,
  b: RevisionProfile,
  names: readonly string[],
): RevisionProfile {
  const params: Params = { ...(a.parameters as unknown as Params) };
  for (const n of names) params[n] = (b.parameters as unknown as Params)[n];
  return { ...a, id: `${a.id}+${names.join('+')}`, parameters: params as unknown as RuleParameters };
}

/** The parameters whose values differ between A and B, sorted, with both values. */
export function differingParameters(a: RevisionProfile, b: RevisionProfile) {
  const pa = a.parameters as unknown as Params;
  const pb = b.parameters as unknown as Params;
  return [...new Set([...Object.keys(pa), ...Object.keys(pb)])]
    .filter((k) => JSON.stringify(pa[k]) !== JSON.stringify(pb[k]))
    .sort()
    .map((name) => ({ name, a: pa[name], b: pb[name] }));
}

function* subsets<T>(xs: readonly T[], size: number, start = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= xs.length - size; i++)
    for (const rest of subsets(xs, size - 1, i + 1)) yield [xs[i] as T, ...rest];
}

/** Which parameters explain that an answer differs between A and B. */
export interface Attribution {
  /** The smallest set of parameters that, set to B's values on top of A, gives B's answer; null if none up to the search bound. */
  readonly cause: string[] | null;
  /** Parameters that alone change A's answer (a wider net than `cause`). */
  readonly sensitive: string[];
}

/**
 * The smallest set of the parameters `names` that, flipped from A's value to B's, turns A's answer
 * into B's (sets of up to `maxSetSize` are tried, then a minimal set of any size by group testing,
 * `minimalCause`): what `diff` says caused a difference, for any answer a revision gives (a
 * scenario's outcome, a perft count). `known` saves asking A and B again.
 */
export function attributeToParameters(
  a: RevisionProfile,
  b: RevisionProfile,
  names: readonly string[],
  answer: (p: RevisionProfile) => string,
  known?: { readonly a: string; readonly b: string },
  maxSetSize = 3,
): Attribution {
  const fa = known?.a ?? answer(a);
  const fb = known?.b ?? answer(b);
  const single = new Map(names.map((n) => [n, answer(withParameters(a, b, [n]))]));
  const sensitive = names.filter((n) => single.get(n) !== fa);
  let cause: string[] | null = null;
  // A parameter that alone leaves A's answer untouched is unlikely to be part of the cause, so
  // sets of two or more are drawn from the sensitive ones only (at most 10 of them): the search
  // stays a few dozen runs per difference instead of every subset of some 80 parameters.
  const alone = sensitive.find((n) => single.get(n) === fb);
  if (alone) cause = [alone];
  const pool = sensitive.slice(0, 10);
  search: for (let size = 2; cause === null && size <= Math.min(maxSetSize, pool.length); size++) {
    for (const set of subsets(pool, size)) {
      if (answer(withParameters(a, b, set)) === fb) {
        cause = [...set].sort();
        break search;
      }
    }
  }
  // A parameter may matter only together with another that changes the answer on its own.
  pairs: for (const n of cause === null ? sensitive : []) {
    for (const m of names) {
      if (m === n || sensitive.includes(m)) continue;
      if (answer(withParameters(a, b, [n, m])) === fb) {
        cause = [n, m].sort();
        break pairs;
      }
    }
  }
  if (cause === null && sensitive.length > 0 && answer(withParameters(a, b, sensitive)) === fb)
    cause = [...sensitive].sort();
  // No parameter moves the answer alone, yet all of them together do: a few at most, they are the cause.
  if (cause === null && names.length <= maxSetSize && answer(withParameters(a, b, names)) === fb)
    cause = [...names].sort();
  // Past those bounds, group testing over every parameter finds a minimal set of any size (in about
  // log2(n) answers per member), when all of them together give B's answer.
  if (cause === null && names.length > maxSetSize && answer(withParameters(a, b, names)) === fb) {
    const gives = (set: readonly string[]) => answer(withParameters(a, b, set)) === fb;
    const found = searchWith(minimalCause(names), gives);
    if (found.length > 0 && gives(found)) cause = found.sort();
  }
  return { cause, sensitive };
}

function summary(r: ScenarioResult): string {
  const o = outcome(r);
  const refused = o.steps.filter((s) => s.startsWith('failed')).length;
  const money = r.final ? r.final.players.map((p) => `${p.id} ${p.money} M`).join(', ') : 'no game';
  return `${o.steps.length - refused} step(s) taken, ${refused} refused; ${money}${r.final?.result ? `; ${r.final.result.tie ? 'tie' : `winner ${r.final.result.winners.join(', ')}`}` : ''}`;
}

/** A value in a line: JSON, cut short. */
function shown(v: unknown): string {
  const t = v === undefined ? 'nothing' : JSON.stringify(v);
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}

/** What names an element of a list of players or piles: its id or its space. */
function keyOf(x: unknown): string | undefined {
  if (typeof x !== 'object' || x === null) return undefined;
  if ('id' in x) return String((x as { id: unknown }).id);
  if ('at' in x) return String((x as { at: unknown }).at);
  return undefined;
}

/** The path to the first difference of two observable states (`Ana network 0,1 cards 1 engaged`). */
function firstDifference(
  a: unknown,
  b: unknown,
  path: readonly string[] = [],
): { path: string; a: unknown; b: unknown } | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  const here = { path: path.join(' '), a, b };
  if (Array.isArray(a) && Array.isArray(b)) {
    const keyed = [...a, ...b].every((x) => keyOf(x) !== undefined);
    if (keyed) {
      const keys = [...new Set([...a, ...b].map((x) => keyOf(x) as string))];
      for (const k of keys) {
        const d = firstDifference(
          a.find((x) => keyOf(x) === k),
          b.find((x) => keyOf(x) === k),
          [...path, k],
        );
        if (d) return d;
      }
      return here;
    }
    if (a.length !== b.length) return here;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], [...path, String(i + 1)]);
      if (d) return d;
    }
    return here;
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
      // A player is named by its id, not by the list that holds it; `openMarket` reads `open market`.
      const label = k === 'players' ? [] : [k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)];
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], [
        ...path,
        ...label,
      ]);
      if (d) return d;
    }
  }
  return here;
}

/** What a designer observes of a Megacorp run: its steps, its end state, and money and winner in a line. */
export const MEGACORP_OBSERVER: OutcomeObserver<ScenarioResult> = { outcome, fingerprint, summary };

/** The first step taken or refused differently, else the first fact of the end state that differs. */
export function firstDifferingFact(
  a: { readonly id: string; readonly run: ScenarioResult },
  b: { readonly id: string; readonly run: ScenarioResult },
  observer: OutcomeObserver<ScenarioResult> = MEGACORP_OBSERVER,
): string {
  const oa = observer.outcome(a.run);
  const ob = observer.outcome(b.run);
  for (let i = 0; i < Math.max(oa.steps.length, ob.steps.length); i++) {
    if (oa.steps[i] === ob.steps[i]) continue;
    return `step ${i + 1}: ${a.id} ${oa.steps[i] ?? 'no step'}; ${b.id} ${ob.steps[i] ?? 'no step'}`;
  }
  const d = firstDifference(oa.final, ob.final);
  if (!d) return 'the same steps and end state (another difference of the run)';
  return `${d.path || 'end state'}: ${a.id} ${shown(d.a)}, ${b.id} ${shown(d.b)}`;
}

/**
 * Runs every scenario under revisions A and B (whatever revisions the scenarios name), lists those
 * whose outcome differs, and attributes each difference to the smallest set of parameters that,
 * flipped from A's value to B's, reproduces B's outcome (sets of up to `maxSetSize` are tried).
 * A and B are revisions of the files' game; `observer` says what of a run is compared (Megacorp's
 * by default; `dialectObserver` for any game).
 */
export function diffRevisions(
  files: readonly ScenarioFile[],
  a: RevisionProfile,
  b: RevisionProfile,
  options: RunOptions & { maxSetSize?: number; observer?: OutcomeObserver<ScenarioResult> } = {},
): RevisionDiff {
  const { observer = MEGACORP_OBSERVER, ...runOptions } = options;
  const { fingerprint, outcome, summary } = observer;
  const params = differingParameters(a, b);
  const names = params.map((p) => p.name);
  const run = (file: ScenarioFile, sc: Scenario, p: RevisionProfile) =>
    runScenario(file, sc, p, { ...runOptions, mode: 'observe' });
  const differences: ScenarioDiff[] = [];
  let count = 0;
  for (const file of files) {
    for (const sc of file.scenarios) {
      count++;
      const ra = run(file, sc, a);
      const rb = run(file, sc, b);
      if (ra.status === 'error' || rb.status === 'error') continue;
      const fb = fingerprint(rb);
      if (fingerprint(ra) === fb) continue;
      const { cause, sensitive } = attributeToParameters(
        a,
        b,
        names,
        (p) => fingerprint(run(file, sc, p)),
        { a: fingerprint(ra), b: fb },
        options.maxSetSize,
      );
      differences.push({
        uri: file.uri,
        title: sc.header?.title?.value ?? '(untitled)',
        line: (sc.header?.range.start.line ?? 0) + 1,
        cause,
        sensitive,
        a: { steps: outcome(ra).steps, summary: summary(ra) },
        b: { steps: outcome(rb).steps, summary: summary(rb) },
        first: firstDifferingFact({ id: a.id, run: ra }, { id: b.id, run: rb }, observer),
      });
    }
  }
  return { a: a.id, b: b.id, parameters: params, scenarios: count, differences };
}

export function diffText(d: RevisionDiff): string {
  const lines = [
    `${d.differences.length} of ${d.scenarios} scenarios change outcome between ${d.a} and ${d.b}`,
  ];
  for (const x of d.differences) {
    lines.push('', `${x.uri}:${x.line} ${x.title}`);
    lines.push(
      `  cause: ${x.cause ? x.cause.join(' + ') : `no set of up to 3 parameters reproduces it (sensitive to: ${x.sensitive.join(', ') || 'none'})`}`,
    );
    lines.push(`  first difference: ${x.first}`);
    lines.push(`  ${d.a}: ${x.a.summary}`);
    lines.push(`  ${d.b}: ${x.b.summary}`);
  }
  if (d.parameters.length) {
    lines.push('', 'parameters that differ:');
    for (const p of d.parameters) lines.push(`  ${p.name}: ${JSON.stringify(p.a)} -> ${JSON.stringify(p.b)}`);
  }
  return lines.join('\n');
}

export function diffMarkdown(d: RevisionDiff): string {
  const lines = [
    `### ${d.a} → ${d.b}: ${d.differences.length} of ${d.scenarios} scenarios change outcome`,
    '',
  ];
  if (d.differences.length) {
    lines.push(`| scenario | cause | first difference | ${d.a} | ${d.b} |`, '|---|---|---|---|---|');
    const esc = (s: string) => s.replace(/\|/g, '\\|');
    for (const x of d.differences) {
      lines.push(
        `| \`${x.uri}:${x.line}\` ${esc(x.title)} | ${x.cause ? x.cause.map((c) => `\`${c}\``).join(' + ') : '_unattributed_'} | ${esc(x.first)} | ${esc(x.a.summary)} | ${esc(x.b.summary)} |`,
      );
    }
  }
  return lines.join('\n');
}
