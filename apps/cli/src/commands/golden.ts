import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ClauseMap } from '@arbiter/core';
import {
  checkGoldenFile,
  type Drift,
  formatGoldenFile,
  type GoldenResult,
  type GoldenStep,
  parametersDiffering,
  parseGoldenFile,
  recordGoldenFile,
} from '@arbiter/harness/generic';
import { writeFileAtomic } from '../atomic-write.js';
import { UsageError } from '../files.js';
import { GOLDEN_GAMES, type GoldenGameEntry, gameById } from '../golden-games.js';
import type { Io } from '../io.js';
import { loadRevisions } from '../revisions.js';

/** The seed every golden game is dealt and played from. */
export const GOLDEN_SEED = 1;

export interface GoldenOptions {
  /** Where the golden files live (default `scenarios/golden`). */
  readonly dir?: string;
  /** Rewrite the files instead of checking them. */
  readonly update?: boolean;
  /** Only this game. */
  readonly game?: string;
  /**
   * Check under this revision only: a built-in id, or a draft `.revision` file whose golden games are
   * those of the built-in revision it extends, so the report says what the draft moves.
   */
  readonly revision?: string;
}

/** The built-in revision a draft descends from. */
function builtInAncestor(game: GoldenGameEntry, profile: ClauseMap, drafts: readonly ClauseMap[]): ClauseMap {
  let p: ClauseMap | undefined = profile;
  for (let hops = 0; p && hops <= drafts.length; hops++) {
    const builtIn = game.module.revisions.byId(p.id);
    if (builtIn) return builtIn;
    const parent: string | null | undefined = (p as { extends?: string | null }).extends;
    p = parent ? (game.module.revisions.byId(parent) ?? drafts.find((d) => d.id === parent)) : undefined;
  }
  throw new UsageError(`the draft "${profile.id}" extends no built-in revision`);
}

interface Target {
  readonly game: GoldenGameEntry;
  /** The revision whose golden file is read. */
  readonly golden: ClauseMap;
  /** The revision the games are replayed under (the same, or a draft of it). */
  readonly played: ClauseMap;
}

function targets(opts: GoldenOptions, cwd: string): Target[] {
  const games = opts.game ? [gameById(opts.game)] : GOLDEN_GAMES;
  if (!opts.revision)
    return games.flatMap((game) =>
      game.module.revisions.builtIn.map((p) => ({ game, golden: p, played: p })),
    );
  if (opts.revision.endsWith('.revision')) {
    if (opts.update)
      throw new UsageError('--update rewrites built-in revisions only; a draft has no golden file');
    // A draft is bound in its own game (its `game` line, else what it extends).
    const loaded = loadRevisions([opts.revision], [], cwd);
    const played = loaded.drafts.find((d) => d.id === loaded.only?.[0]);
    if (!played) throw new UsageError(`no draft revision in ${opts.revision}`);
    const of = loaded.gameOf(played.id) ?? 'megacorp';
    const game = gameById(opts.game ?? of);
    if (game.module.id !== of)
      throw new UsageError(`${opts.revision} is a draft of ${of}, not of ${game.module.id}`);
    return [{ game, golden: builtInAncestor(game, played, loaded.drafts), played }];
  }
  const found = games.flatMap((game) => {
    const p = game.module.revisions.byId(opts.revision as string);
    return p ? [{ game, golden: p, played: p }] : [];
  });
  if (found.length === 0)
    throw new UsageError(
      `there is no built-in revision "${opts.revision}" (${games
        .map((g) => `${g.module.id}: ${g.module.revisions.builtIn.map((p) => p.id).join(', ')}`)
        .join('; ')}), nor is it a .revision file`,
    );
  return found;
}

const fileOf = (dir: string, game: string, revision: string) => join(dir, game, `${revision}.json`);

function describeSide(x: GoldenStep | GoldenResult | null): Record<string, string> {
  if (x === null) return {};
  if ('action' in x)
    return {
      legal: String(x.legal),
      chart: x.chart,
      action: x.action,
      rules: x.rules.join(', ') || '(none)',
    };
  const outcome =
    x.outcome === 'over'
      ? `over: ${x.tie ? 'tie' : `won by ${x.winners.join(', ') || 'nobody'}`}${x.reason ? ` (${x.reason})` : ''}`
      : x.outcome;
  return { chart: x.chart, action: '(the game stops)', outcome };
}

/** The drift of one golden game as lines: the step, each differing field expected → actual, the rules. */
export function driftLines(drift: Drift, stepCount: number): string[] {
  const where =
    drift.step < 0
      ? 'at setup'
      : drift.step >= stepCount && drift.fields.includes('outcome')
        ? 'at the end'
        : `at step ${drift.step + 1} of ${stepCount}`;
  const lines = [`  ${drift.decks} decks, seed ${drift.seed}: drift ${where} (${drift.fields.join(', ')})`];
  const e = describeSide(drift.expected);
  const a = describeSide(drift.actual);
  const label: Record<string, string> = {
    legal: 'legal actions',
    chart: 'chart state',
    action: 'action',
    rules: 'rules cited',
    outcome: 'outcome',
  };
  for (const k of ['legal', 'chart', 'action', 'rules', 'outcome']) {
    if (e[k] === undefined && a[k] === undefined) continue;
    if (e[k] === a[k]) {
      if (k === 'action' || k === 'chart') lines.push(`    ${label[k]}: ${e[k]}`);
      continue;
    }
    lines.push(`    ${label[k]}: expected ${e[k] ?? '(none)'}, got ${a[k] ?? '(none)'}`);
  }
  if (drift.rules.length > 0) lines.push(`    rule keys and clauses involved: ${drift.rules.join(', ')}`);
  return lines;
}

/**
 * `arbiter golden`: replays every golden game and reports, per game that drifted, the first differing
 * step; `--update` rewrites the files. Exit 0 when nothing drifted (or after an update), 1 on drift.
 */
export function goldenCommand(opts: GoldenOptions, io: Io): number {
  const dir = resolve(io.cwd, opts.dir ?? 'scenarios/golden');
  const show = (p: string) => relative(io.cwd, p) || '.';
  const list = targets(opts, io.cwd);
  if (opts.update) {
    for (const t of list) {
      const file = recordGoldenFile(t.game.module, t.golden, t.game.deckSets, GOLDEN_SEED);
      const path = fileOf(dir, t.game.module.id, t.golden.id);
      mkdirSync(join(dir, t.game.module.id), { recursive: true });
      writeFileAtomic(path, formatGoldenFile(file));
      const actions = file.games.reduce((n, g) => n + g.steps.length, 0);
      io.out(`golden: wrote ${show(path)} (${file.games.length} games, ${actions} actions)`);
    }
    return 0;
  }
  let drifted = 0;
  let games = 0;
  for (const t of list) {
    const path = fileOf(dir, t.game.module.id, t.golden.id);
    if (!existsSync(path)) {
      io.out(`${show(path)}: missing; write it with \`arbiter golden --update\``);
      drifted++;
      continue;
    }
    const file = parseGoldenFile(readFileSync(path, 'utf8'), show(path));
    games += file.games.length;
    const drifts = checkGoldenFile(t.game.module, file, t.played, t.game.deckSets);
    if (drifts.length === 0) continue;
    drifted += drifts.length;
    const under = t.played === t.golden ? '' : ` under ${t.played.id}`;
    io.out(`${show(path)}: ${drifts.length} of ${file.games.length} golden games drifted${under}`);
    const params = parametersDiffering(t.golden, t.played);
    if (params.length > 0)
      io.out(`  parameters ${t.played.id} changes from ${t.golden.id}: ${params.join(', ')}`);
    for (const d of drifts) {
      const stepCount = file.games.find((g) => g.decks === d.decks)?.steps.length ?? 0;
      io.out(driftLines(d, stepCount).join('\n'));
    }
  }
  if (!opts.revision && !opts.game) {
    // A file for a revision that is no longer built in would never be checked again: say so.
    for (const g of GOLDEN_GAMES) {
      const sub = join(dir, g.module.id);
      if (!existsSync(sub)) continue;
      for (const name of readdirSync(sub)) {
        const id = name.replace(/\.json$/, '');
        if (name.endsWith('.json') && !g.module.revisions.byId(id)) {
          io.out(
            `${show(join(sub, name))}: ${g.module.id} has no built-in revision "${id}"; delete the file`,
          );
          drifted++;
        }
      }
    }
  }
  io.out(
    drifted === 0
      ? `golden: ${games} games, no drift`
      : `golden: ${drifted} drifted or missing; if the change is intended, rewrite with \`arbiter golden --update\``,
  );
  return drifted === 0 ? 0 : 1;
}
