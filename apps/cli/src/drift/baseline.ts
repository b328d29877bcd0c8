import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { UsageError } from '../files.js';
import type { Io } from '../io.js';
import type { RunReport } from '../report.js';
import { type OutcomeTable, tableOfJson } from './table.js';

/** Runs the corpus found under `paths` with `cwd` as the working folder and `root` as the project. */
export type RunAt = (paths: readonly string[], cwd: string, root: string) => RunReport;

const git = (cwd: string, args: readonly string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function tryGit(cwd: string, args: readonly string[]): string | undefined {
  try {
    return git(cwd, args);
  } catch {
    return undefined;
  }
}

/**
 * The baseline's outcomes: a file written by `arbiter run --reporter json`, or a git ref whose
 * scenario folders are taken out (`git archive`) into a temporary folder and run with the current
 * engine, so any drift is the scenarios' or the revisions', never the engine's.
 */
export function loadBaseline(
  spec: string,
  paths: readonly string[],
  /** The folder `use` may read from: taken out whole, so the card libraries come along. */
  project: string,
  io: Io,
  runAt: RunAt,
  toTable: (report: RunReport) => OutcomeTable,
): OutcomeTable {
  const file = resolve(io.cwd, spec);
  if (existsSync(file) && statSync(file).isFile()) return tableOfJson(readFileSync(file, 'utf8'), spec);
  const top = tryGit(io.cwd, ['rev-parse', '--show-toplevel']);
  const commit = top && tryGit(io.cwd, ['rev-parse', '--verify', '--quiet', `${spec}^{commit}`]);
  if (!top || !commit)
    throw new UsageError(
      `--baseline ${spec}: neither a file nor a git commit${top ? '' : ' (and this folder is not in a git repository)'}; give a report of \`arbiter run --reporter json\` or a ref such as origin/main (fetch it first in a shallow clone)`,
    );
  const inRepo = (p: string) => relative(top, resolve(io.cwd, p)).split(sep).join('/') || '.';
  const wanted = (paths.length ? paths : ['scenarios']).map(inRepo);
  for (const p of wanted)
    if (p.startsWith('..'))
      throw new UsageError(`--baseline ${spec}: ${p} is outside the git repository ${top}`);
  const exists = (p: string) => p === '.' || tryGit(top, ['cat-file', '-e', `${commit}:${p}`]) !== undefined;
  // A folder the ref does not have yet is simply empty there: everything in it is added.
  const present = wanted.filter(exists);
  const whole = inRepo(project);
  const taken = whole.startsWith('..') ? present : [whole].filter(exists);
  const temp = mkdtempSync(join(tmpdir(), 'arbiter-baseline-'));
  try {
    if (taken.length) {
      const tar = execFileSync('git', ['archive', '--format=tar', commit, '--', ...taken], {
        cwd: top,
        maxBuffer: 1024 * 1024 * 1024,
      });
      execFileSync('tar', ['-x', '-C', temp], { input: tar });
    }
    const cwd = join(temp, relative(top, io.cwd));
    mkdirSync(cwd, { recursive: true });
    const roots = present.map((p) => relative(relative(top, io.cwd), p) || '.');
    try {
      return toTable(runAt(roots, cwd, whole.startsWith('..') ? temp : join(temp, whole)));
    } catch (e) {
      if (e instanceof UsageError)
        throw new UsageError(`--baseline ${spec}: at ${commit.slice(0, 12)}: ${e.message}`);
      throw e;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
