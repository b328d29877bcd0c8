import { resolve } from 'node:path';
import { type SmokeProblem, type SmokeReport, smokeRun } from '@arbiter/harness/generic';
import { DEFAULT_GAME, GAMES, type Override, parseRevisionFile, type Range } from '@arbiter/scenario';
import { visible } from '../escape.js';
import { readSource, UsageError, uriOf } from '../files.js';
import type { Io } from '../io.js';
import { loadRevisions } from '../revisions.js';

/** The smoke run's budget: a few seconds on one core for a revision whose games end. */
export const SMOKE_GAMES = 5;
export const SMOKE_DEPTH = 2;

export interface DraftCheck {
  readonly errors: number;
}

const at = (uri: string, r: Range) => `${uri}:${r.start.line + 1}:${r.start.character + 1}`;

/** Problems with the same words are one problem, listed with every seed that shows it. */
function grouped(problems: readonly SmokeProblem[]): { problem: SmokeProblem; seeds: number[] }[] {
  const out = new Map<string, { problem: SmokeProblem; seeds: number[] }>();
  for (const p of problems) {
    const g = out.get(p.message) ?? { problem: p, seeds: [] };
    if (p.seed !== undefined && !g.seeds.includes(p.seed)) g.seeds.push(p.seed);
    out.set(p.message, g);
  }
  return [...out.values()];
}

function summary(r: SmokeReport): string {
  const ended = r.games.filter((g) => g.outcome === 'over');
  const turns = ended.map((g) => g.turns);
  const span = turns.length ? ` in ${Math.min(...turns)}–${Math.max(...turns)} turns` : '';
  return `perft ${r.perft.join(', ') || '-'} from the start; ${r.games.length} games, ${ended.length} ended${span}`;
}

/**
 * `arbiter check draft.revision`: the static binding every draft gets (its game, parameters, values,
 * `extends`), then a smoke run of its game under it (`smokeRun`: perft to depth 2 from a start, a few seeded games with every
 * invariant after every action). What broke is reported at the draft's `set` line when it changes one
 * parameter, else at its `revision` line naming every parameter it sets: those are the suspects.
 */
export function checkDraft(path: string, io: Io, games = SMOKE_GAMES): DraftCheck {
  const abs = resolve(io.cwd, path);
  const uri = uriOf(abs, io.cwd);
  let loaded: ReturnType<typeof loadRevisions>;
  try {
    loaded = loadRevisions([path], [], io.cwd);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    const lines = e.message.split('\n');
    for (const l of lines) io.out(visible(l));
    return { errors: lines.filter((l) => / error: /.test(l)).length || 1 };
  }
  const profile = loaded.drafts.find((d) => d.id === loaded.only?.[0]);
  if (!profile) throw new UsageError(`no draft revision in ${path}`);
  const file = parseRevisionFile(readSource(abs).text, uri);
  // The draft's own game plays: its `game` line, or the game of the revision it extends.
  const game = loaded.gameOf(profile.id) ?? DEFAULT_GAME;
  const module = GAMES[game]?.module;
  if (!module) throw new UsageError(`no game ${game} to smoke-run ${path} in`);
  const report = smokeRun(module, profile, { games, depth: SMOKE_DEPTH });
  io.out(
    `${uri}: smoke run under ${profile.id}${game === DEFAULT_GAME ? '' : ` (${game})`}: ${summary(report)}`,
  );
  const sets = file.overrides;
  const only: Override | undefined = sets.length === 1 ? sets[0] : undefined;
  const where = only ? at(uri, only.nameRange) : at(uri, file.title?.range ?? file.id?.range ?? zero);
  const suspects = sets.map((o) => `${o.name} ${o.value} (line ${o.nameRange.start.line + 1})`).join(', ');
  const hint = only
    ? `the draft changes only ${only.name}: try another value`
    : sets.length
      ? `the draft sets ${suspects}: one of them is the likely cause`
      : 'the draft sets no parameter: its base revision breaks too';
  for (const { problem, seeds } of grouped(report.problems)) {
    const seedText = seeds.length ? ` (seed${seeds.length > 1 ? 's' : ''} ${seeds.join(', ')})` : '';
    io.out(visible(`${where}: error: smoke run, ${problem.stage}: ${problem.message}${seedText}`));
    io.out(visible(`    hint: ${hint}`));
  }
  return { errors: grouped(report.problems).length };
}

const zero: Range = {
  start: { line: 0, character: 0, offset: 0 },
  end: { line: 0, character: 0, offset: 0 },
};
