import { mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import {
  type BalanceDecks,
  BalancePool,
  type BalanceRun,
  balanceDecks,
  balanceMeasures,
  compareBalance,
  DIFF_ALPHA,
  endingsOf,
  type MeasureShift,
  playBalance,
} from '@arbiter/harness';
import { BUILT_IN_PROFILES, megacorpModule, type RevisionProfile } from '@arbiter/megacorp';
import { differingParameters, withParameters } from '@arbiter/scenario';
import { writeFileAtomic } from '../atomic-write.js';
import {
  ATTRIBUTION_ERRORS,
  type Attributions,
  attributeShifts,
  type ProbePlayer,
  type ShiftAttribution,
} from '../balance-attribution.js';
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
  /** Games `from` (default 0) to `games` - 1, or a shard of them. */
  play(
    profile: RevisionProfile,
    games: number,
    shard?: { index: number; count: number },
    from?: number,
  ): Promise<BalanceRun>;
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
  if (o.workers === undefined)
    return {
      play: async (profile, games, shard, from) =>
        playBalance({
          profile,
          decks,
          games,
          ...common,
          ...(shard ? { shard } : {}),
          ...(from ? { from } : {}),
        }),
      close: async () => {},
    };
  const pool = new BalancePool(o.workers);
  return {
    play: (profile, games, shard, from) =>
      pool.play({
        profile,
        games,
        decks: o.decks ?? 'demo',
        players: o.players ?? 2,
        ...common,
        ...(shard ? { shard } : {}),
        ...(from ? { from } : {}),
      }),
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
  /** Seeds a probe plays first when attributing a shift (default 20, at most `games`; then blocks doubling what it has). */
  readonly attributeGames?: number;
  /** Probes (distinct sets of parameters played besides A and B) at most (default 200). */
  readonly attributeProbes?: number;
}

/** The probe budget of `report --diff` when none is given. */
export const DEFAULT_ATTRIBUTE_PROBES = 200;

/** The first block of seeds a probe plays when none is given. */
export const DEFAULT_ATTRIBUTE_GAMES = 20;

export interface BalanceDiffReport {
  readonly version: 3;
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
  /** Seeds a probe plays first. */
  readonly attributeGames: number;
  readonly attributeProbes: number;
  /** The sequential test's error rates (α = β), tried in turn. */
  readonly attributeErrors: readonly number[];
  /** Every set played, and on how many seeds. */
  readonly probes: Attributions['probes'];
  /** Games played in probes. */
  readonly probeGames: number;
  /** The clause each ending's rule key is cited by (under A where both cite it). */
  readonly clauses: Readonly<Record<string, string>>;
  readonly shifts: readonly MeasureShift[];
  readonly attributions: readonly ShiftAttribution[];
}

/**
 * `arbiter report --diff A B`: both revisions on the same seeds, each measure's shift tested on the
 * pairs of games (McNemar for a share, the paired t-test for a mean; Holm's correction over the
 * measures at 5 %), and each marked shift attributed to parameters by group testing
 * (`attributeShifts`). Exit 0.
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
  const firstBlock = Math.min(o.attributeGames ?? DEFAULT_ATTRIBUTE_GAMES, o.games);
  const maxProbes = o.attributeProbes ?? DEFAULT_ATTRIBUTE_PROBES;
  const defs = balanceMeasures(players, endingsOf(a, b));
  const play: ProbePlayer = async (set, from, to) =>
    (await runner.play(withParameters(pa, pb, set), to, undefined, from)).games;
  const found = await attributeShifts(shifts, defs, names, a, b, play, {
    firstBlock,
    games: o.games,
    maxProbes,
    onShift: (at, probes, games) =>
      io.err(
        `report --diff: ${at.id} attributed (probes decided within ${at.seeds} seeds; ${probes} probes, ${games.toLocaleString('en-US')} games played so far)`,
      ),
  });
  const tAll = performance.now();
  const report: BalanceDiffReport = {
    version: 3,
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
    attributeGames: firstBlock,
    attributeProbes: maxProbes,
    attributeErrors: ATTRIBUTION_ERRORS,
    probes: found.probes,
    probeGames: found.games,
    clauses: { ...runB.clauses, ...runA.clauses },
    shifts,
    attributions: found.shifts,
  };
  if (o.json === true) {
    io.out(json(report).trimEnd());
    return 0;
  }
  io.out(balanceDiffText(report));
  io.out(
    `  time: ${((tPlay - t0) / 1000).toFixed(1)} s playing ${(2 * o.games).toLocaleString('en-US')} games, ${((tAll - tPlay) / 1000).toFixed(1)} s attributing (${found.probes.length} probe${found.probes.length === 1 ? '' : 's'}, ${found.games.toLocaleString('en-US')} games)`,
  );
  if (typeof o.json === 'string') write(o.json, json(report), io, 'JSON report');
  return 0;
}

/** An error rate as a percentage: `1%`, `0.1%`. */
const percent = (x: number) => `${Number((100 * x).toPrecision(2))}%`;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function causeText(set: readonly string[]): string {
  if (set.length === 1) return set[0] as string;
  return `${set.join(' + ')} together (${set.length === 2 ? 'neither alone moves it half as far' : 'each needed to move it half as far'})`;
}

/** What the attribution says of one shift, after the measure's name. */
function attributionText(at: ShiftAttribution, r: BalanceDiffReport): string {
  const head = `(${at.direction}, ${plural(at.asked, 'probe')} asked, each decided within ${plural(at.seeds, 'seed')} at ${percent(at.error)} error)`;
  if (at.rest === 'budget')
    return `${head}: not attributed: the probe budget (--attribute-probes ${r.attributeProbes}) was spent first`;
  const named = at.causes.length ? `caused by ${at.causes.map(causeText).join('; and by ')}` : '';
  const them = at.causes.flat().length === 1 ? 'it' : 'them';
  switch (at.rest) {
    case 'gone':
      return `${head}: ${named}; ${r.b} with ${r.a}'s values for ${them} moves it less than half as far`;
    case 'remains':
      return `${head}: ${named}; ${r.b} with ${r.a}'s values for ${them} still moves it more than half as far: more causes than the ${at.causes.length} named`;
    case 'unverified':
      return `${head}: ${named ? `${named}; beyond that, ` : ''}no minimal set verified on every seed: group testing ended on ${at.unverified?.join(' + ') || 'no parameter'}, which does not reproduce it alone or does not need each of its members (the measure does not move monotonically with the parameters, even at the strictest error rate)`;
  }
}

/** The probes played, by sample: `54 on 100 seeds, 20 on 200`. */
function probeSizes(r: BalanceDiffReport): string {
  const by = new Map<number, number>();
  for (const p of r.probes) by.set(p.seeds, (by.get(p.seeds) ?? 0) + 1);
  return [...by.entries()]
    .sort(([x], [y]) => x - y)
    .map(([seeds, n]) => `${n} on ${seeds.toLocaleString('en-US')} seeds`)
    .join(', ');
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
  if (marked.length === 0) {
    lines.push('  no measure moved significantly');
    return lines.join('\n');
  }
  lines.push(
    `  ${plural(marked.length, 'measure')} moved; attributed by group testing over the ${plural(r.parameters.length, 'differing parameter')}: a probe plays ${r.a} with ${r.b}'s values for a set of them on the same seeds (${r.attributeGames} first, then blocks doubling what it played) until Wald's sequential test on its pairs with ${r.a} decides, at ${r.attributeErrors.map(percent).join(' then ')} error, whether it moves the measure as far as ${r.b} does or not at all: it reproduces a shift when it moves it more than half as far; halving (QuickXplain) finds a minimal set, checked alone and with each member dropped, then ${r.b} with ${r.a}'s values for it is probed for further causes; a search ending on a set that does not verify is run again at the next error rate`,
    `  ${plural(r.probes.length, 'probe')} played (at most ${r.attributeProbes}), ${plural(r.probeGames, 'game')}${r.probes.length ? `: ${probeSizes(r)}` : ''}`,
  );
  for (const at of r.attributions) {
    const s = r.shifts.find((x) => x.id === at.id);
    lines.push(`    ${s ? measureLabel(s, clauses) : at.id} ${attributionText(at, r)}`);
  }
  return lines.join('\n');
}
