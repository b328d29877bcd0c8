import { mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import {
  type BalanceDecks,
  type BalanceGame,
  BalancePool,
  type BalanceRun,
  balanceDecks,
  balanceMeasures,
  compareBalance,
  DIFF_ALPHA,
  direction,
  endingsOf,
  type MeasureShift,
  playBalance,
} from '@arbiter/harness';
import { BUILT_IN_PROFILES, megacorpModule, type RevisionProfile } from '@arbiter/megacorp';
import { attributeToParameters, differingParameters, withParameters } from '@arbiter/scenario';
import { writeFileAtomic } from '../atomic-write.js';
import { type BalanceReport, balanceReport } from '../balance-report.js';
import {
  balanceHtml,
  balanceText,
  differenceText,
  intervalText,
  measureLabel,
  pText,
} from '../balance-text.js';
import { UsageError } from '../files.js';
import type { Io } from '../io.js';
import { loadRevisions } from '../revisions.js';
import type { Shard } from '../shard.js';

export interface BalanceOptions {
  /** A built-in revision id, a draft's id or a draft `.revision` file. */
  readonly revision: string;
  readonly games: number;
  readonly decks?: BalanceDecks;
  readonly players?: number;
  readonly seed?: number;
  readonly maxActionsPerGame?: number;
  readonly shard?: Shard;
  /** Write the HTML report (with the money plot) here. */
  readonly html?: string;
  /** `true`: print the JSON report instead of the text; a path: write it there too. */
  readonly json?: string | true;
  /** Play across this many worker threads (the built CLI only); the report is the same. */
  readonly workers?: number;
}

/** What plays a run: this thread, or a pool of workers; both give the same games. */
interface Player {
  play(
    profile: RevisionProfile,
    games: number,
    shard?: { index: number; count: number },
  ): Promise<BalanceRun>;
  /** Plays in this thread whatever the pool (for a probe asked for synchronously). */
  playHere(profile: RevisionProfile, games: number): BalanceRun;
  close(): Promise<void>;
}

function player(o: {
  decks?: BalanceDecks;
  players?: number;
  seed?: number;
  maxActionsPerGame?: number;
  workers?: number;
}): Player {
  const decks = decksOf(o);
  const common = {
    seed: o.seed ?? 1,
    maxActionsPerGame: o.maxActionsPerGame ?? megacorpModule.play.maxActionsPerGame,
  };
  const playHere = (profile: RevisionProfile, games: number, shard?: { index: number; count: number }) =>
    playBalance({ profile, decks, games, ...common, ...(shard ? { shard } : {}) });
  if (o.workers === undefined)
    return { play: async (...args) => playHere(...args), playHere, close: async () => {} };
  const pool = new BalancePool(o.workers);
  return {
    play: (profile, games, shard) =>
      pool.play({
        profile,
        games,
        decks: o.decks ?? 'demo',
        players: o.players ?? 2,
        ...common,
        ...(shard ? { shard } : {}),
      }),
    playHere,
    close: () => pool.close(),
  };
}

/** A revision named on the command line: built in, or a draft by id or by file. */
export function balanceProfile(arg: string, cwd: string): RevisionProfile {
  const builtIn = BUILT_IN_PROFILES.find((p) => p.id === arg);
  if (builtIn) return builtIn;
  const loaded = loadRevisions([arg], [], cwd);
  const id = loaded.only?.[0] ?? arg;
  const draft = loaded.drafts.find((d) => d.id === id);
  if (!draft)
    throw new UsageError(
      `no revision "${arg}": the built-in ones are ${BUILT_IN_PROFILES.map((p) => p.id).join(', ')}; a draft is named by its .revision file`,
    );
  return draft;
}

function decksOf(o: { decks?: BalanceDecks; players?: number }) {
  const decks = balanceDecks(o.decks ?? 'demo', o.players ?? 2);
  if (typeof decks === 'string') throw new UsageError(decks);
  return decks;
}

function write(path: string, text: string, io: Io, what: string): void {
  const abs = resolve(io.cwd, path);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileAtomic(abs, text);
  io.out(`  ${what}: ${relative(io.cwd, abs)}`);
}

const json = (x: unknown) => `${JSON.stringify(x, null, 2)}\n`;

/**
 * `arbiter report`: N seeded games of the cautious player under one revision, and the measures a
 * designer weighs it by, each with its 95% interval. Exit 0 (2 on a usage error).
 */
export async function balanceCommand(o: BalanceOptions, io: Io): Promise<number> {
  const profile = balanceProfile(o.revision, io.cwd);
  const shard = o.shard ?? { index: 1, count: 1 };
  const maxActionsPerGame = o.maxActionsPerGame ?? megacorpModule.play.maxActionsPerGame;
  const players = player(o);
  let run: BalanceRun;
  try {
    run = await players.play(profile, o.games, { index: shard.index - 1, count: shard.count });
  } finally {
    await players.close();
  }
  const report: BalanceReport = balanceReport(
    {
      revision: profile.id,
      decks: o.decks ?? 'demo',
      players: o.players ?? 2,
      seed: o.seed ?? 1,
      games: o.games,
      maxActionsPerGame,
      shard,
    },
    run.games,
    run.clauses,
  );
  if (o.json === true) io.out(json(report).trimEnd());
  else io.out(balanceText(report));
  if (typeof o.json === 'string') write(o.json, json(report), io, 'JSON report');
  if (o.html) write(o.html, balanceHtml(report), io, 'HTML report');
  return 0;
}

export interface BalanceDiffOptions extends Omit<BalanceOptions, 'revision' | 'shard' | 'html'> {
  readonly a: string;
  readonly b: string;
  /** Games per probe when attributing a shift to parameters (default 100, at most `games`). */
  readonly attributeGames?: number;
  /** Probes (revisions played besides A and B) at most (default: one per differing parameter, plus 20). */
  readonly attributeProbes?: number;
}

/** Why a marked shift moved: the parameters that reproduce it, flipped from A's value to B's. */
export interface ShiftAttribution {
  readonly id: string;
  /** B's direction on the attribution sample; `same` when the sample alone does not show the shift. */
  readonly direction: 'up' | 'down' | 'same';
  readonly cause: readonly string[] | null;
  readonly sensitive: readonly string[];
  /** Parameters the probe budget left unflipped. */
  readonly unprobed: readonly string[];
}

export interface BalanceDiffReport {
  readonly version: 1;
  readonly kind: 'balance-diff';
  readonly a: string;
  readonly b: string;
  readonly decks: string;
  readonly players: number;
  readonly seed: number;
  readonly games: number;
  readonly maxActionsPerGame: number;
  readonly alpha: number;
  readonly parameters: readonly string[];
  readonly attributeGames: number;
  readonly probes: number;
  /** The clause each ending's rule key is cited by (under A where both cite it). */
  readonly clauses: Readonly<Record<string, string>>;
  readonly shifts: readonly MeasureShift[];
  readonly attributions: readonly ShiftAttribution[];
}

/**
 * `arbiter report --diff A B`: both revisions on the same seeds, each measure's shift tested on the
 * pairs of games (McNemar for a share, the paired t-test for a mean; Holm's correction over the
 * measures at 5 %), and each marked shift attributed to parameters: every differing parameter is
 * flipped alone from A's value to B's and the first `attributeGames` seeds replayed (then pairs of
 * the sensitive ones), `attributeToParameters` asking which way the measure moved. Exit 0.
 */
export async function balanceDiffCommand(o: BalanceDiffOptions, io: Io): Promise<number> {
  const pa = balanceProfile(o.a, io.cwd);
  const pb = balanceProfile(o.b, io.cwd);
  const runner = player(o);
  try {
    return await balanceDiff(o, pa, pb, runner, io);
  } finally {
    await runner.close();
  }
}

async function balanceDiff(
  o: BalanceDiffOptions,
  pa: RevisionProfile,
  pb: RevisionProfile,
  runner: Player,
  io: Io,
): Promise<number> {
  const players = o.players ?? 2;
  const seed = o.seed ?? 1;
  const maxActionsPerGame = o.maxActionsPerGame ?? megacorpModule.play.maxActionsPerGame;
  const t0 = performance.now();
  const [runA, runB] = await Promise.all([runner.play(pa, o.games), runner.play(pb, o.games)]);
  const a = runA.games;
  const b = runB.games;
  const shifts = compareBalance(a, b, players);
  const tPlay = performance.now();

  const names = differingParameters(pa, pb).map((p) => p.name);
  const m = Math.min(o.attributeGames ?? 100, o.games);
  const budget = o.attributeProbes ?? names.length + 20;
  const aSmall = a.filter((g) => g.index < m);
  const bSmall = b.filter((g) => g.index < m);
  const played = new Map<string, readonly BalanceGame[]>();
  const unprobed = new Set<string>();
  const gamesOf = (p: RevisionProfile): readonly BalanceGame[] | undefined => {
    const known = played.get(p.id);
    if (known) return known;
    if (played.size >= budget) return undefined;
    const games = runner.playHere(p, m).games;
    played.set(p.id, games);
    return games;
  };
  const defs = balanceMeasures(players, endingsOf(a, b));
  // Every attribution flips each parameter alone first: play those probes at once (across the workers).
  if (shifts.some((x) => x.significant)) {
    const singles = names.slice(0, budget).map((n) => withParameters(pa, pb, [n]));
    const runs = await Promise.all(singles.map((p) => runner.play(p, m)));
    for (const [i, p] of singles.entries()) played.set(p.id, (runs[i] as BalanceRun).games);
  }
  const attributions: ShiftAttribution[] = [];
  for (const s of shifts.filter((x) => x.significant)) {
    const def = defs.find((d) => d.id === s.id);
    if (!def) continue;
    const towards = direction(def, aSmall, bSmall);
    if (towards === 'same') {
      attributions.push({ id: s.id, direction: towards, cause: null, sensitive: [], unprobed: [] });
      continue;
    }
    const over = new Set<string>();
    const answer = (p: RevisionProfile) => {
      const games = gamesOf(p);
      if (!games) {
        over.add(p.id);
        return 'unprobed';
      }
      return direction(def, aSmall, games);
    };
    const found = attributeToParameters(pa, pb, names, answer, { a: 'same', b: towards }, 2);
    const left = names.filter((n) => over.has(`${pa.id}+${n}`));
    for (const n of left) unprobed.add(n);
    attributions.push({
      id: s.id,
      direction: towards,
      cause: found.cause,
      sensitive: found.sensitive.filter((n) => !left.includes(n)),
      unprobed: left,
    });
  }
  const tAll = performance.now();
  const report: BalanceDiffReport = {
    version: 1,
    kind: 'balance-diff',
    a: pa.id,
    b: pb.id,
    decks: o.decks ?? 'demo',
    players,
    seed,
    games: o.games,
    maxActionsPerGame,
    alpha: DIFF_ALPHA,
    parameters: names,
    attributeGames: m,
    probes: played.size,
    clauses: { ...runB.clauses, ...runA.clauses },
    shifts,
    attributions,
  };
  if (o.json === true) {
    io.out(json(report).trimEnd());
    return 0;
  }
  io.out(balanceDiffText(report));
  io.out(
    `  time: ${((tPlay - t0) / 1000).toFixed(1)} s playing ${(2 * o.games).toLocaleString('en-US')} games, ${((tAll - tPlay) / 1000).toFixed(1)} s attributing (${played.size} probe${played.size === 1 ? '' : 's'} of ${m} games)`,
  );
  if (typeof o.json === 'string') write(o.json, json(report), io, 'JSON report');
  return 0;
}

export function balanceDiffText(r: BalanceDiffReport): string {
  const { clauses } = r;
  const marked = r.shifts.filter((s) => s.significant);
  const lines = [
    `report --diff ${r.a} ${r.b}: ${r.games.toLocaleString('en-US')} games each on the same seeds (seed ${r.seed}, ${r.decks} decks, ${r.players} players, the cautious player)`,
    `  a shift is marked * when significant: McNemar's test on the paired games for a share, the paired t-test for a mean, Holm's correction over the ${r.shifts.length} measures (family-wise error ${Math.round(r.alpha * 100)}%)`,
  ];
  const width = Math.max(...r.shifts.map((s) => measureLabel(s, clauses).length));
  const cell = (t: string) => t.padEnd(24);
  lines.push(
    `    ${''.padEnd(width)}  ${cell(r.a)}  ${cell(r.b)}  ${'B - A'.padEnd(10)}  ${'p'.padEnd(8)}  test`,
  );
  for (const s of r.shifts)
    lines.push(
      `  ${s.significant ? '*' : ' '} ${measureLabel(s, clauses).padEnd(width)}  ${cell(intervalText(s.a))}  ${cell(intervalText(s.b))}  ${differenceText(s).padEnd(10)}  ${pText(s.p).padEnd(8)}  ${s.test}`,
    );
  lines.push(
    marked.length === 0
      ? '  no measure moved significantly'
      : `  ${marked.length} measure${marked.length === 1 ? '' : 's'} moved; attributed on the first ${r.attributeGames} seeds, each of the ${r.parameters.length} differing parameters flipped alone from ${r.a}'s value to ${r.b}'s (then pairs), ${r.probes} probe${r.probes === 1 ? '' : 's'} played:`,
  );
  for (const at of r.attributions) {
    const s = r.shifts.find((x) => x.id === at.id);
    const name = s ? measureLabel(s, clauses) : at.id;
    if (at.direction === 'same') {
      lines.push(
        `    ${name}: not significant on the first ${r.attributeGames} seeds alone; raise --attribute-games to attribute it`,
      );
      continue;
    }
    const cause = at.cause
      ? `caused by ${at.cause.join(' + ')}`
      : 'no parameter alone or in a pair reproduces it';
    lines.push(
      `    ${name} (${at.direction}): ${cause}${at.sensitive.length ? `; sensitive to ${at.sensitive.join(', ')}` : ''}${at.unprobed.length ? `; ${at.unprobed.length} parameter(s) not probed (--attribute-probes)` : ''}`,
    );
  }
  return lines.join('\n');
}
