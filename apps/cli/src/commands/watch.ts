import { existsSync, type FSWatcher, statSync, watch } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { CARDS_EXT, SCENARIO_EXT, uriOf } from '../files.js';
import type { Io } from '../io.js';
import { type RunCommandOptions, runCommand } from './run.js';

export interface WatchOptions {
  /** Ends the watch; the promise then resolves with the last run's exit code. */
  readonly signal: AbortSignal;
  /** Changes closer together than this are one re-run (an editor saves in several writes). */
  readonly debounceMs?: number;
  /** Called after each run with its exit code (tests wait on it). */
  readonly onRun?: (code: number) => void;
}

/**
 * `run --watch`: runs once, then again whenever a file under the paths changes: the changed
 * scenario files alone, or everything when a card library or a draft revision changed (any
 * scenario may read it). Node's own recursive `fs.watch` is enough here: one folder tree, a re-run
 * per burst of changes, nothing to glob.
 */
export function watchRun(
  paths: readonly string[],
  opts: RunCommandOptions,
  io: Io,
  w: WatchOptions,
): Promise<number> {
  const roots = (paths.length ? paths : ['scenarios']).map((p) => resolve(io.cwd, p));
  let last = runCommand(paths, opts, io);
  w.onRun?.(last);
  const changed = new Set<string>();
  let everything = false;
  let timer: NodeJS.Timeout | undefined;
  const rerun = () => {
    timer = undefined;
    const files = [...changed].filter((f) => existsSync(f));
    const all = everything;
    changed.clear();
    everything = false;
    if (!all && files.length === 0) return;
    const what = all
      ? 'a library or revision changed: every file'
      : files.map((f) => uriOf(f, io.cwd)).join(', ');
    io.err(`\n[watch] ${new Date().toISOString().slice(11, 19)} re-running ${what}`);
    try {
      last = all ? runCommand(paths, opts, io) : runCommand(files, { ...opts, allowEmpty: true }, io);
    } catch (e) {
      io.err(`[watch] internal error: ${(e as Error).message}`);
      last = 3;
    }
    w.onRun?.(last);
    io.err('[watch] waiting for changes (Ctrl+C to stop)');
  };
  const seen = (root: string, name: string | null) => {
    if (!name) return;
    const path = statSync(root).isDirectory() ? join(root, name) : root;
    const ext = extname(path);
    if (ext === SCENARIO_EXT) changed.add(path);
    else if (ext === CARDS_EXT || ext === '.revision') everything = true;
    else return;
    clearTimeout(timer);
    timer = setTimeout(rerun, w.debounceMs ?? 150);
  };
  const watchers: FSWatcher[] = roots.map((root) =>
    watch(root, { recursive: statSync(root).isDirectory() }, (_event, name) => seen(root, name)),
  );
  io.err('[watch] waiting for changes (Ctrl+C to stop)');
  return new Promise((done) => {
    const stop = () => {
      clearTimeout(timer);
      for (const x of watchers) x.close();
      done(last);
    };
    if (w.signal.aborted) stop();
    else w.signal.addEventListener('abort', stop, { once: true });
  });
}
