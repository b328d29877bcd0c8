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
  ATTRIBUTION_ALPHA,
  type Attributions,
  type DesignPlayer,
  type ParameterShare,
  type ShiftAttribution,
  screenShifts,
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
  /** Games the screening design plays to attribute the shifts (default: 4 × `games`). */
  readonly attributeGames?: number;
}

export interface BalanceDiffReport {
  readonly version: 4;
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
  /** The screening design: its rows, the seeds each row is played on, the games it played. */
  readonly design: Omit<Attributions, 'shifts'> & { readonly alpha: number };
  /** The clause each ending's rule key is cited by (under A where both cite it). */
  readonly clauses: Readonly<Record<string, string>>;
  readonly shifts: readonly MeasureShift[];
  readonly attributions: readonly ShiftAttribution[];
}

/**
 * `arbiter report --diff A B`: both revisions on the same seeds, each measure's shift tested on the
 * pairs of games (McNemar for a share, the paired t-test for a mean; Holm's correction over the
 * measures at 5 %), and each marked shift attributed to parameters by a screening design
 * (`screenShifts`). Exit 0.
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
  const defs = balanceMeasures(players, endingsOf(a, b));
  const play: DesignPlayer = async (set, from, to) =>
    (await runner.play(withParameters(pa, pb, set), to, undefined, from)).games;
  let told = 0;
  const found = await screenShifts(shifts, defs, names, play, {
    games: o.attributeGames ?? 4 * o.games,
    onGames: (done, of) => {
      const tenth = Math.floor((10 * done) / of);
      if (tenth <= told) return;
      told = tenth;
      io.err(
        `report --diff: screening design ${done.toLocaleString('en-US')} of ${of.toLocaleString('en-US')} games played`,
      );
    },
  });
  const tAll = performance.now();
  const { shifts: attributions, ...design } = found;
  const report: BalanceDiffReport = {
    version: 4,
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
    design: { ...design, alpha: ATTRIBUTION_ALPHA },
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
    `  time: ${((tPlay - t0) / 1000).toFixed(1)} s playing ${(2 * o.games).toLocaleString('en-US')} games, ${((tAll - tPlay) / 1000).toFixed(1)} s attributing (${found.games.toLocaleString('en-US')} games)`,
  );
  if (typeof o.json === 'string') write(o.json, json(report), io, 'JSON report');
  return 0;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A share of a shift as a whole percentage. */
const share = (x: number) => `${Math.round(100 * x)}%`;

/** One parameter's part: its effect with the 95 % interval, in the shift's unit, and its share. */
function partText(x: ParameterShare, s: MeasureShift | undefined): string {
  const e = x.effect;
  const v = (n: number) => (s ? differenceText({ ...s, difference: n }) : n.toFixed(2));
  return `${x.parameter} ${v(e.estimate)} [${v(e.low)}, ${v(e.high)}] (${share(x.share)})`;
}

/** What the design says of one shift, after the measure's name. */
function attributionText(at: ShiftAttribution, s: MeasureShift | undefined): string {
  const head = `(${at.direction}, ${s ? differenceText(s) : at.difference.toFixed(2)} on ${plural(at.pairs, 'pair')} of the design)`;
  if (!Number.isFinite(at.explained))
    return `${head}: not attributed: too few pairs counted this measure to separate the parameters`;
  const named = at.named.length
    ? `caused by ${at.named.map((x) => partText(x, s)).join(', ')}: ${share(at.explained)} of the shift`
    : 'no parameter is significant alone';
  const leading = at.leading.length
    ? `; the largest of the rest, not significant: ${at.leading.map((x) => partText(x, s)).join(', ')}`
    : '';
  return `${head}: ${named}${leading}`;
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
  const d = r.design;
  lines.push(
    `  ${plural(marked.length, 'measure')} moved; attributed by a screening design over the ${plural(r.parameters.length, 'differing parameter')}: ${d.runs} runs (the columns of Sylvester's Hadamard matrix), each ${r.a} with ${r.b}'s values for the parameters high in it, paired with its mirror on the same seeds, ${plural(d.replicates, 'seed')} a row, ${plural(d.games, 'game')}; a parameter's effect is the measure's mean change when it alone takes ${r.b}'s value, clear of every two-parameter interaction; it is named when significant (t-test over the pairs, Holm's correction over the parameters, family-wise error ${Math.round(d.alpha * 100)}%), its share the fraction of the shift it accounts for`,
  );
  for (const at of r.attributions) {
    const s = r.shifts.find((x) => x.id === at.id);
    lines.push(`    ${s ? measureLabel(s, clauses) : at.id} ${attributionText(at, s)}`);
  }
  return lines.join('\n');
}
