import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  type Stats,
  statSync,
} from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { type Diagnostic, decodeScenarioBytes, type SourceLoader } from '@arbiter/scenario';

/** A problem with what the user typed (a missing path, a bad option value): exit code 2. */
export class UsageError extends Error {}

export const SCENARIO_EXT = '.scenario';
export const CARDS_EXT = '.cards';

/**
 * The largest card library `use` reads: the corpus's biggest is a few kilobytes, and without a limit
 * `use "/dev/zero"` or a huge file would fill memory before the parser saw a byte.
 */
export const MAX_USED_FILE_BYTES = 1024 * 1024;

/** A file of the run: `uri` is how reports name it (relative to the working folder, `/`-separated). */
export interface SourceFile {
  readonly uri: string;
  readonly path: string;
}

/** Something a folder walk left out, and why (a link, a named pipe, an unreadable folder). */
export interface Skipped {
  readonly uri: string;
  readonly why: string;
}

/** The path as reports show it: relative to `cwd` when inside it, with forward slashes. */
export function uriOf(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  const shown = rel === '' ? path : rel;
  return sep === '/' ? shown : shown.split(sep).join('/');
}

/** What a non-regular file is, in words, for messages. */
export function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isSymbolicLink()) return 'a symbolic link';
  if (st.isFIFO()) return 'a named pipe';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  return 'not a regular file';
}

/**
 * Every regular file with one of the extensions below the given folders, plus every file named
 * explicitly (whatever its extension), deduplicated and sorted by uri. The order is the same on
 * every machine (plain code-unit order), which is what makes `--shard` deterministic.
 *
 * The walk reads entries without following them: a symbolic link is never followed (it could lead
 * out of the folders given, or round in a loop), and named pipes, sockets and devices are never
 * opened (reading one may block for ever). What it leaves out that looks meant to be read is passed
 * to `onSkip`. A path named on the command line is taken as named, links included, but must be a
 * regular file or a folder.
 */
export function findFiles(
  paths: readonly string[],
  cwd: string,
  exts: readonly string[] = [SCENARIO_EXT],
  onSkip: (s: Skipped) => void = () => {},
): SourceFile[] {
  const out = new Map<string, SourceFile>();
  const add = (path: string) => {
    const uri = uriOf(path, cwd);
    out.set(uri, { uri, path });
  };
  const skip = (path: string, why: string) => onSkip({ uri: uriOf(path, cwd), why });
  const walk = (path: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch (e) {
      skip(path, `cannot read this folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const d of entries) {
      const name = d.name;
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const child = join(path, name);
      let kind: Stats | import('node:fs').Dirent = d;
      // Some file systems do not report entry types; ask without following links.
      if (!d.isFile() && !d.isDirectory() && !d.isSymbolicLink() && !d.isFIFO() && !d.isSocket()) {
        try {
          kind = lstatSync(child);
        } catch {
          continue;
        }
      }
      if (kind.isDirectory()) walk(child);
      else if (kind.isFile()) {
        if (exts.includes(extname(name))) add(child);
      } else if (kind.isSymbolicLink()) {
        skip(child, 'a symbolic link: not followed (name its target on the command line to include it)');
      } else if (exts.includes(extname(name))) {
        const what = kind.isFIFO()
          ? 'a named pipe'
          : kind.isSocket()
            ? 'a socket'
            : kind.isCharacterDevice() || kind.isBlockDevice()
              ? 'a device'
              : 'not a regular file';
        skip(child, `${what}: not read`);
      }
    }
  };
  for (const p of paths) {
    const path = resolve(cwd, p);
    let st: Stats;
    try {
      st = statSync(path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' && existsSync(path) === false) {
        let dangling = false;
        try {
          dangling = lstatSync(path).isSymbolicLink();
        } catch {}
        throw new UsageError(
          dangling ? `${p} is a symbolic link to nothing` : `no such file or folder: ${p}`,
        );
      }
      if (code === 'ELOOP') throw new UsageError(`${p} is a loop of symbolic links`);
      throw new UsageError(`cannot read ${p}: ${(e as Error).message}`);
    }
    if (st.isDirectory()) walk(path);
    else if (st.isFile()) add(path);
    else throw new UsageError(`${p} is ${kindOf(st)}, not a file or a folder: it is not read`);
  }
  return [...out.values()].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
}

/** Prints what a walk left out, one line each, on standard error. */
export const reportSkipped =
  (err: (text: string) => void) =>
  (s: Skipped): void =>
    err(`skipped ${s.uri}: ${s.why}`);

export interface DecodedSource {
  readonly bytes: Uint8Array;
  readonly text: string;
  /** Encoding problems (byte order mark, UTF-16, invalid UTF-8, NUL bytes) with line and column. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Why a file was not read, with what to do about it. */
export interface Refusal {
  readonly refused: string;
  readonly hint?: string;
}

/**
 * The bytes of a regular file, at most `limit` of them, or why not. It opens without blocking and
 * checks what it opened, so a named pipe or a device swapped in for a file cannot make it wait or
 * read for ever. Errors of the file system (missing, no permission) are thrown as they are.
 */
export function readRegularFile(path: string, limit = Number.POSITIVE_INFINITY): Uint8Array | Refusal {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { refused: `it is ${kindOf(st)}, not a regular file` };
    if (st.size > limit) return tooLarge(limit);
    const chunks: Buffer[] = [];
    let total = 0;
    // Read to the end rather than trusting the size: the file may grow while it is read.
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(Math.max(st.size - total, 0) + 65536, 1 << 24));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > limit) return tooLarge(limit);
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    }
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

const tooLarge = (limit: number): Refusal => ({
  refused: `it is larger than ${limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MiB` : `${limit} bytes`}`,
  hint: 'a card library is a small text file; split it or check the path',
});

export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'refused' in x;

/**
 * Reads a file as bytes and decodes it the way the language defines (never throws on bad bytes).
 * Something other than a regular file (a pipe, a device) is an error thrown, never waited on.
 */
export function readSource(path: string): DecodedSource {
  const bytes = readRegularFile(path);
  if (isRefusal(bytes)) throw new Error(`cannot read ${path}: ${bytes.refused}`);
  const decoded = decodeScenarioBytes(bytes);
  return { bytes, text: decoded.text, diagnostics: decoded.diagnostics };
}

/** Project roots found, by folder: one walk up per folder and run. */
const rootCache = new Map<string, string | null>();

/**
 * The project a file belongs to: the folder holding the nearest `package.json` above it. Without
 * one, the working folder when the file is inside it, else the file's own folder.
 */
export function projectRootOf(path: string, cwd: string): string {
  const start = dirname(resolve(cwd, path));
  let dir = start;
  const seen: string[] = [];
  let found: string | null | undefined;
  for (;;) {
    found = rootCache.get(dir);
    if (found !== undefined) break;
    seen.push(dir);
    if (existsSync(join(dir, 'package.json'))) {
      found = dir;
      break;
    }
    const up = dirname(dir);
    if (up === dir) {
      found = null;
      break;
    }
    dir = up;
  }
  for (const d of seen) rootCache.set(d, found);
  if (found) return found;
  return isInside(resolve(cwd), start) ? resolve(cwd) : start;
}

/** Is `path` the folder `root` or below it? Both absolute. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}

const realOr = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

export interface DiskLoaderOptions {
  /** The project `use` may read from; default: the project of the file being read ({@link projectRootOf}). */
  readonly root?: string;
  /** The file whose `use` lines are followed (a scenario or card library being checked or run). */
  readonly file?: string;
  /** The largest file read (default {@link MAX_USED_FILE_BYTES}). */
  readonly maxBytes?: number;
}

/**
 * Reads `use`d card libraries from disk, relative to the file that names them. Only regular files
 * inside the project (symbolic links resolved), at most `maxBytes` each: a scenario under review
 * in CI may be hostile, and `use "/etc/passwd"`, `use "/dev/zero"` or a named pipe must neither
 * read outside the project nor hang.
 */
export function diskLoader(cwd: string, options: DiskLoaderOptions = {}): SourceLoader {
  // Without a file, the project around the working folder.
  const root = resolve(cwd, options.root ?? projectRootOf(options.file ?? join(cwd, 'any'), cwd));
  const realRoot = realOr(root);
  const shownRoot = relative(cwd, root) === '' ? '.' : uriOf(root, cwd);
  const limit = options.maxBytes ?? MAX_USED_FILE_BYTES;
  return {
    read: (uri) => {
      const path = resolve(cwd, uri);
      const outside = {
        refused: `it is outside the project (${shownRoot})`,
        hint: 'card libraries are read only inside the project: the folder of the nearest package.json, or the one given with --root',
      };
      if (!isInside(root, path)) return outside;
      let real: string;
      try {
        real = realpathSync(path);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ELOOP')
          return { refused: 'it is a loop of symbolic links' };
        return undefined;
      }
      if (!isInside(realRoot, real))
        return { ...outside, refused: `a symbolic link leads outside the project (${shownRoot})` };
      try {
        const bytes = readRegularFile(real, limit);
        return isRefusal(bytes) ? { hint: 'name a .cards file', ...bytes } : decodeScenarioBytes(bytes).text;
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return undefined;
        return { refused: `it cannot be read (${code ?? (e as Error).message})` };
      }
    },
    resolve: (from, rel) => uriOf(resolve(cwd, dirname(from), rel), cwd),
  };
}

/** `a.scenario:3:5`, 1-based like compilers print it. */
export function at(uri: string, range: { start: { line: number; character: number } }): string {
  return `${uri}:${range.start.line + 1}:${range.start.character + 1}`;
}
