import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Position } from 'vscode-languageserver';
import type { FileSystem, ParsedFile } from '../src/workspace.js';
import { WorkspaceIndex } from '../src/workspace.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The corpus's card library, read once. */
export const BASIC_CARDS = readFileSync(join(here, '../../../scenarios/cards/basic.cards'), 'utf8');

/** An in-memory file system over absolute paths; records every path read. */
export function memoryFs(files: Record<string, string>): FileSystem & { reads: string[] } {
  const reads: string[] = [];
  const dirs = new Set<string>();
  for (const path of Object.keys(files)) {
    let d = dirname(path);
    while (!dirs.has(d)) {
      dirs.add(d);
      const up = dirname(d);
      if (up === d) break;
      d = up;
    }
  }
  return {
    reads,
    readFile: (path) => {
      reads.push(path);
      return files[path];
    },
    readDirectory: (path) => {
      const out = new Map<string, 'file' | 'directory'>();
      const prefix = path.endsWith('/') ? path : `${path}/`;
      for (const f of Object.keys(files))
        if (f.startsWith(prefix))
          out.set(
            f.slice(prefix.length).split('/')[0] as string,
            f.slice(prefix.length).includes('/') ? 'directory' : 'file',
          );
      for (const d of dirs)
        if (d.startsWith(prefix) && d !== path)
          out.set(d.slice(prefix.length).split('/')[0] as string, 'directory');
      return [...out].map(([name, kind]) => ({ name, kind }));
    },
    realPath: (path) => (files[path] !== undefined || dirs.has(path) ? path : undefined),
    size: (path) => files[path]?.length,
  };
}

export const uri = (path: string) => `file://${path}`;

/** A workspace folder `/ws` with `cards/basic.cards` and the given files (paths below /ws). */
export function workspace(
  files: Record<string, string> = {},
  options: { folders?: string[]; extra?: Record<string, string> } = {},
) {
  const all: Record<string, string> = { '/ws/cards/basic.cards': BASIC_CARDS, ...options.extra };
  for (const [p, t] of Object.entries(files)) all[p.startsWith('/') ? p : `/ws/${p}`] = t;
  const fs = memoryFs(all);
  const index = new WorkspaceIndex({ folders: (options.folders ?? ['/ws']).map(uri), fs });
  index.scan();
  return { index, fs };
}

/** Opens a document in the index (as the client would) and returns it parsed. */
export function open(index: WorkspaceIndex, path: string, text: string): ParsedFile {
  const u = uri(path.startsWith('/') ? path : `/ws/${path}`);
  index.open(u, text, 1);
  return index.parsed(u) as ParsedFile;
}

/** The position of the `n`th occurrence of `needle` (plus `offset` characters) in the text. */
export function at(text: string, needle: string, offset = 0, n = 0): Position {
  let i = -1;
  for (let k = 0; k <= n; k++) {
    i = text.indexOf(needle, i + 1);
    if (i < 0) throw new Error(`"${needle}" not in the text`);
  }
  const before = text.slice(0, i + offset);
  const line = before.split('\n').length - 1;
  return { line, character: before.length - before.lastIndexOf('\n') - 1 };
}

export const SELL = `use "../cards/basic.cards"

scenario "Selling a pile sells only its top card"
  revisions v1.7
  covers 5.5.3, 5.5.6.3
given
  turn 5, Ana active, phase divest
  Ana money 10
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
    0,1  "Hierarch" over "Lineage"
  Nick network
    0,0  business "Nick Corp"
    1,0  founder "Illithis"
when
  Ana sells "Ana Corp"  -> rejected 5.5.4
  Ana sells "Hierarch"
then
  Ana money 14
  Ana open market top "Lineage", "Hierarch"
`;

export const BUY = `use "../cards/basic.cards"

scenario "Buying from hand"
  revisions v1.7
given
  turn 5, Ana active, phase buy
  Ana money 10
  Ana hand "Grunt", "Gnost Cleric"
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
  Nick network
    0,0  business "Nick Corp"
    1,0  founder "Illithis"
when
  Ana buys "Grunt" at 0,1
  Nick passes
then
  Ana money 9
`;

/** A diagnostic's message as text. */
export const msg = (d: { message: string | { value: string } }) =>
  typeof d.message === 'string' ? d.message : d.message.value;
