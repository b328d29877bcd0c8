import { sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The three kinds of file the server reads. */
export type FileKind = 'scenario' | 'cards' | 'revision';

const KINDS: Readonly<Record<string, FileKind>> = {
  '.scenario': 'scenario',
  '.cards': 'cards',
  '.revision': 'revision',
};

/** What a file is, from its name; undefined for any other file. */
export function fileKind(uri: string): FileKind | undefined {
  const path = uri.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot < 0 ? undefined : KINDS[path.slice(dot).toLowerCase()];
}

/** A file URI's path on disk, or undefined for other schemes (`untitled:`) and malformed URIs. */
export function uriToPath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export function pathToUri(path: string): string {
  return pathToFileURL(path).href;
}

/**
 * One spelling per file, to compare URIs: clients encode file URIs differently (`%3A`, `%20`...),
 * so file URIs go through their path; other URIs are kept as they are.
 */
export function uriKey(uri: string): string {
  const path = uriToPath(uri);
  return path === undefined ? uri : pathToUri(path);
}

/** Is `path` the folder itself or below it? */
export function isPathInside(folder: string, path: string): boolean {
  if (path === folder) return true;
  const prefix = folder.endsWith(sep) ? folder : folder + sep;
  return path.startsWith(prefix);
}

/** The URI a `use "relative"` line names, resolved against the file that holds it. */
export function resolveRelative(from: string, relative: string): string | undefined {
  try {
    return uriKey(new URL(relative.replace(/\\/g, '/'), from).href);
  } catch {
    return undefined;
  }
}

/** The file name without folders and without its extension. */
export function baseName(uri: string): string {
  const path = decodeURIComponent((uri.split(/[?#]/)[0] ?? '').replace(/\/+$/, ''));
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
