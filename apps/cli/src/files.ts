import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { type Diagnostic, decodeScenarioBytes, type SourceLoader } from '@arbiter/scenario';

/** A problem with what the user typed (a missing path, a bad option value): exit code 2. */
export class UsageError extends Error {}

export const SCENARIO_EXT = '.scenario';
export const CARDS_EXT = '.cards';

/** A file of the run: `uri` is how reports name it (relative to the working folder, `/`-separated). */
export interface SourceFile {
  readonly uri: string;
  readonly path: string;
}

/** The path as reports show it: relative to `cwd` when inside it, with forward slashes. */
export function uriOf(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  const shown = rel === '' ? path : rel;
  return sep === '/' ? shown : shown.split(sep).join('/');
}

/**
 * Every file with one of the extensions below the given folders, plus every file named
 * explicitly (whatever its extension), deduplicated and sorted by uri. The order is the same on
 * every machine (plain code-unit order), which is what makes `--shard` deterministic.
 */
export function findFiles(
  paths: readonly string[],
  cwd: string,
  exts: readonly string[] = [SCENARIO_EXT],
): SourceFile[] {
  const out = new Map<string, SourceFile>();
  const add = (path: string) => {
    const uri = uriOf(path, cwd);
    out.set(uri, { uri, path });
  };
  const walk = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else if (exts.includes(extname(name))) add(child);
    }
  };
  for (const p of paths) {
    const path = resolve(cwd, p);
    if (!existsSync(path)) throw new UsageError(`no such file or folder: ${p}`);
    if (statSync(path).isDirectory()) walk(path);
    else add(path);
  }
  return [...out.values()].sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
}

export interface DecodedSource {
  readonly bytes: Uint8Array;
  readonly text: string;
  /** Encoding problems (byte order mark, UTF-16, invalid UTF-8, NUL bytes) with line and column. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads a file as bytes and decodes it the way the language defines (never throws on bad bytes). */
export function readSource(path: string): DecodedSource {
  const bytes = readFileSync(path);
  const decoded = decodeScenarioBytes(bytes);
  return { bytes, text: decoded.text, diagnostics: decoded.diagnostics };
}

/** Reads `use`d card libraries from disk, relative to the file that names them. */
export function diskLoader(cwd: string): SourceLoader {
  return {
    read: (uri) => {
      try {
        return readSource(resolve(cwd, uri)).text;
      } catch {
        return undefined;
      }
    },
    resolve: (from, rel) => uriOf(resolve(cwd, dirname(from), rel), cwd),
  };
}

/** `a.scenario:3:5`, 1-based like compilers print it. */
export function at(uri: string, range: { start: { line: number; character: number } }): string {
  return `${uri}:${range.start.line + 1}:${range.start.character + 1}`;
}
