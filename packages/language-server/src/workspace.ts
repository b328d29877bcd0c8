import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  bindDraftSet,
  type CardDef,
  Checkpoints,
  dialectOfFile,
  type Games,
  parse,
  parseInSlices,
  type GameRevisionSource as RevisionSource,
  type Diagnostic as ScenarioDiagnostic,
  type ScenarioDialect,
  type ScenarioFile,
  type SourceLoader,
  sourceFor,
} from '@arbiter/scenario';
import { defaultGames } from './games/index.js';
import { builtInRevisions, type Draft } from './knowledge.js';
import {
  type DraftProblem,
  type RevisionDocument,
  readRevisionDocument,
} from './service/revision-document.js';
import {
  type FileKind,
  fileKind,
  isPathInside,
  pathToUri,
  resolveRelative,
  uriKey,
  uriToPath,
} from './uri.js';

/** The file system as the index sees it; tests pass an in-memory one. */
export interface FileSystem {
  /** The file's text, or undefined when it cannot be read. */
  readFile(path: string): string | undefined;
  /** The entries of a folder; symbolic links are neither files nor folders here (never followed). */
  readDirectory(
    path: string,
  ): readonly { readonly name: string; readonly kind: 'file' | 'directory' | 'other' }[];
  /** The path with symbolic links resolved, or undefined when it does not exist. */
  realPath(path: string): string | undefined;
  /** Size in bytes, or undefined when it does not exist or is not a regular file (a pipe, a device). */
  size(path: string): number | undefined;
}

export const nodeFileSystem: FileSystem = {
  readFile: (path) => {
    let fd: number | undefined;
    try {
      // Opened without blocking and checked before reading: a named pipe (or a device) in the
      // workspace would otherwise stop the server, shutdown requests included, until a writer came.
      fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
      if (!fstatSync(fd).isFile()) return undefined;
      return readFileSync(fd, 'utf8');
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  },
  readDirectory: (path) => {
    try {
      return readdirSync(path, { withFileTypes: true }).map((d) => ({
        name: d.name,
        kind: d.isFile() ? 'file' : d.isDirectory() ? 'directory' : 'other',
      }));
    } catch {
      return [];
    }
  },
  realPath: (path) => {
    try {
      return realpathSync(path);
    } catch {
      return undefined;
    }
  },
  size: (path) => {
    try {
      const st = statSync(path);
      return st.isFile() ? st.size : undefined;
    } catch {
      return undefined;
    }
  },
};

/** A file of the workspace, parsed on first use. */
export interface ParsedFile {
  /** The URI as the client spells it (open files) or as built from the path (files read from disk). */
  readonly uri: string;
  readonly kind: FileKind;
  readonly text: string;
  /** Changes whenever the text changes; unique across files. */
  readonly rev: number;
  /** The client's version while the file is open. */
  readonly version: number | null;
  readonly open: boolean;
  /** The syntax tree (empty for `.revision` files). */
  readonly file: ScenarioFile;
  readonly diagnostics: readonly ScenarioDiagnostic[];
  /** Set for `.revision` files. */
  readonly revision?: RevisionDocument;
}

interface Entry {
  uri: string;
  key: string;
  kind: FileKind;
  text: string;
  rev: number;
  version: number | null;
  open: boolean;
  parsed?: ParsedFile;
  /** The tree of an earlier text, kept while a large text is parsed in slices (`lastParsed`). */
  stale?: ParsedFile;
}

/** Texts from this size on are parsed in slices that give way to the event loop (`parsedSoon`). */
export const SLICED_PARSE_BYTES = 256 * 1024;
/** Lines parsed between two pauses: a few milliseconds of work. */
const LINES_PER_SLICE = 400;

interface MemoEntry {
  readonly rev: number | undefined;
  readonly revisions: number;
  readonly deps: ReadonlyMap<string, number | undefined>;
  readonly value: unknown;
}

export interface WorkspaceOptions {
  /** Workspace folder URIs. */
  readonly folders?: readonly string[];
  readonly fs?: FileSystem;
  /** Files larger than this are not read from disk (default 4 MB). */
  readonly maxFileSize?: number;
  /** At most this many files are read from disk (default 20,000). */
  readonly maxFiles?: number;
  /** The built-in revisions of the default game, which drafts extend (default: the scenario package's). */
  readonly revisions?: RevisionSource;
  /** The games a file's `game` line may name (default: the scenario package's registry). */
  readonly games?: Games;
}

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', '.turbo', 'out', 'coverage']);
const MEMO_LIMIT = 400;

/**
 * The workspace as the language server knows it: every `.scenario`, `.cards` and `.revision` file of
 * the workspace folders (several, for multi-root workspaces) and the files the client opened. It
 * reads files inside the workspace folders only; a `use` line naming a file elsewhere gets nothing.
 */
export class WorkspaceIndex {
  readonly fs: FileSystem;
  readonly builtIn: RevisionSource;
  readonly games: Games;
  private readonly maxFileSize: number;
  private readonly maxFiles: number;
  private folderUris: string[] = [];
  private folderPaths: string[] = [];
  private readonly entries = new Map<string, Entry>();
  private readonly memo = new Map<string, MemoEntry>();
  private readonly contentMemo = new Map<string, unknown>();
  /** The parse in slices under way for a large text, by file key. */
  private readonly parsing = new Map<string, { rev: number; done: Promise<ParsedFile | undefined> }>();
  private nextRev = 1;
  private revisionsGeneration = 0;
  private revisionCache:
    | {
        generation: number;
        source: RevisionSource;
        drafts: Draft[];
        problems: Map<string, DraftProblem[]>;
        games: Map<string, string>;
      }
    | undefined;
  /**
   * The last run of each scenario under each revision (by document, scenario and revision), so a
   * re-run after an edit starts after the last unchanged statement. One run per slot, least recently
   * used slots dropped: about what the memo of runs holds anyway.
   */
  readonly checkpoints = new Checkpoints(64);
  /** Bumps on every change of any file. */
  generation = 0;
  /** Bumps when a card library or a revision file changes, or a file comes or goes. */
  libraryGeneration = 0;

  constructor(options: WorkspaceOptions = {}) {
    this.fs = options.fs ?? nodeFileSystem;
    this.builtIn = options.revisions ?? builtInRevisions;
    this.games = options.games ?? defaultGames;
    this.maxFileSize = options.maxFileSize ?? 4 * 1024 * 1024;
    this.maxFiles = options.maxFiles ?? 20_000;
    this.setFolders(options.folders ?? []);
  }

  // ---- folders -------------------------------------------------------------------------------

  folders(): readonly string[] {
    return this.folderUris;
  }

  /** Sets the workspace folders; files of folders no longer there are forgotten (unless open). */
  setFolders(uris: readonly string[]): void {
    this.folderUris = [...new Set(uris)];
    this.folderPaths = this.folderUris.flatMap((u) => {
      const p = uriToPath(u);
      if (p === undefined) return [];
      return [...new Set([p, this.fs.realPath(p) ?? p])];
    });
    for (const [key, e] of this.entries) if (!e.open && !this.contains(e.uri)) this.drop(key);
  }

  /** Is this URI a file inside one of the workspace folders (symbolic links resolved)? */
  contains(uri: string): boolean {
    const path = uriToPath(uri);
    if (path === undefined) return false;
    if (!this.folderPaths.some((f) => isPathInside(f, path))) return false;
    const real = this.fs.realPath(path);
    return real === undefined || this.folderPaths.some((f) => isPathInside(f, real));
  }

  /** Reads every scenario, card library and revision file below the workspace folders. */
  scan(): number {
    let count = 0;
    const walk = (dir: string, depth: number) => {
      if (depth > 32) return;
      for (const d of this.fs.readDirectory(dir)) {
        if (count >= this.maxFiles) return;
        const path = join(dir, d.name);
        if (d.kind === 'directory') {
          if (!SKIPPED_FOLDERS.has(d.name)) walk(path, depth + 1);
        } else if (d.kind === 'file' && fileKind(d.name)) {
          const uri = pathToUri(path);
          if (!this.entries.get(uriKey(uri))?.open && this.readFromDisk(uri)) count++;
        }
      }
    };
    for (const f of this.folderUris) {
      const p = uriToPath(f);
      if (p !== undefined) walk(p, 0);
    }
    return count;
  }

  // ---- documents -----------------------------------------------------------------------------

  /** The client opened a document: its text replaces what was read from disk. */
  open(uri: string, text: string, version: number | null = null): void {
    this.set(uri, text, version, true);
  }

  change(uri: string, text: string, version: number | null = null): void {
    this.set(uri, text, version, true);
  }

  /** The client closed a document: what is on disk counts again (inside the workspace only). */
  close(uri: string): void {
    const key = uriKey(uri);
    const e = this.entries.get(key);
    if (!e) return;
    e.open = false;
    if (!this.readFromDisk(uri)) this.drop(key);
  }

  /** A file changed on disk (a file watcher): re-read it unless the client has it open. */
  diskChanged(uri: string, deleted = false): void {
    const key = uriKey(uri);
    if (this.entries.get(key)?.open) return;
    if (deleted || !this.readFromDisk(uri)) this.drop(key);
  }

  private set(uri: string, text: string, version: number | null, open: boolean): void {
    const kind = fileKind(uri) ?? 'scenario';
    const key = uriKey(uri);
    const old = this.entries.get(key);
    if (old && old.text === text && old.open === open) {
      old.version = version;
      old.uri = uri;
      if (old.parsed) old.parsed = { ...old.parsed, version, uri };
      return;
    }
    const stale = old?.parsed ?? old?.stale;
    this.entries.set(key, {
      uri,
      key,
      kind,
      text,
      rev: this.nextRev++,
      version,
      open,
      ...(stale ? { stale } : {}),
    });
    this.generation++;
    if (!old || kind !== 'scenario') this.libraryGeneration++;
    if (kind === 'revision' || old?.kind === 'revision') this.revisionsGeneration++;
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.generation++;
    this.libraryGeneration++;
    if (e.kind === 'revision') this.revisionsGeneration++;
  }

  /** Reads a workspace file from disk into the index; false when it is outside or unreadable. */
  private readFromDisk(uri: string): boolean {
    const kind = fileKind(uri);
    const path = uriToPath(uri);
    if (!kind || path === undefined || !this.contains(uri)) return false;
    const size = this.fs.size(path);
    if (size === undefined || size > this.maxFileSize) return false;
    const text = this.fs.readFile(path);
    if (text === undefined) return false;
    const key = uriKey(uri);
    const old = this.entries.get(key);
    if (old && !old.open && old.text === text) return true;
    this.set(old?.uri ?? uri, text, null, false);
    return true;
  }

  private entry(uri: string, readDisk = true): Entry | undefined {
    const key = uriKey(uri);
    const found = this.entries.get(key);
    if (found || !readDisk) return found;
    return this.readFromDisk(uri) ? this.entries.get(key) : undefined;
  }

  /** Every known file's URI. */
  uris(): string[] {
    return [...this.entries.values()].map((e) => e.uri);
  }

  isOpen(uri: string): boolean {
    return this.entry(uri, false)?.open ?? false;
  }

  /** The text of a known file, or of a workspace file read now. */
  text(uri: string): string | undefined {
    return this.entry(uri)?.text;
  }

  /**
   * The parsed file, parsed once per text. A large text not parsed yet is not parsed here (that would
   * hold up every request for seconds): its parse in slices starts, and meanwhile the tree of the
   * text before it is returned (`lastParsed`), or nothing. `parsedSoon` waits for the current one.
   */
  parsed(uri: string): ParsedFile | undefined {
    const e = this.entry(uri);
    if (!e) return undefined;
    if (e.parsed?.rev === e.rev) return e.parsed;
    if (this.sliced(e)) {
      void this.parsedSoon(uri);
      return e.stale;
    }
    e.parsed = this.tree(e, e.kind === 'revision' ? undefined : parse(e.text, e.uri, { games: this.games }));
    // The earlier tree was only for while this one was missing; kept, every open document would hold
    // two trees until its next edit.
    delete e.stale;
    return e.parsed;
  }

  /** The tree of the current text when it is parsed, else of the last text that was. */
  lastParsed(uri: string): ParsedFile | undefined {
    const e = this.entry(uri, false);
    return e?.parsed?.rev === e?.rev ? e?.parsed : e?.stale;
  }

  /** Is the file in the index (without reading the disk)? */
  isKnown(uri: string): boolean {
    return this.entry(uri, false) !== undefined;
  }

  /** Is the current text's tree there (so `parsed` answers it without waiting)? */
  isParsed(uri: string): boolean {
    const e = this.entry(uri, false);
    return e !== undefined && (e.parsed?.rev === e.rev || !this.sliced(e));
  }

  /**
   * The current text's tree; a large one parsed in slices, giving way to the event loop between
   * them. Undefined when the file is unknown, or when a newer text arrived before the parse ended
   * (the caller asks again for the newer one).
   */
  parsedSoon(uri: string): Promise<ParsedFile | undefined> {
    const e = this.entry(uri);
    if (!e) return Promise.resolve(undefined);
    if (e.parsed?.rev === e.rev || !this.sliced(e)) return Promise.resolve(this.parsed(uri));
    const job = this.parsing.get(e.key);
    if (job?.rev === e.rev) return job.done;
    const done = this.parseInSlices(e.key, e.rev).finally(() => {
      if (this.parsing.get(e.key)?.rev === e.rev) this.parsing.delete(e.key);
    });
    this.parsing.set(e.key, { rev: e.rev, done });
    return done;
  }

  private sliced(e: Entry): boolean {
    return e.kind !== 'revision' && e.text.length >= SLICED_PARSE_BYTES;
  }

  private async parseInSlices(key: string, rev: number): Promise<ParsedFile | undefined> {
    const first = this.entries.get(key);
    if (!first) return undefined;
    const steps = parseInSlices(first.text, first.uri, LINES_PER_SLICE, { games: this.games });
    for (;;) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      // Superseded by a newer text (or closed): drop the work, the newer text gets its own parse.
      if (this.entries.get(key)?.rev !== rev) return undefined;
      const r = steps.next();
      if (!r.done) continue;
      const e = this.entries.get(key) as Entry;
      e.parsed = this.tree(e, r.value);
      delete e.stale;
      return e.parsed;
    }
  }

  /** The parsed file of an entry: a revision file is read here, other files bring their parse. */
  private tree(e: Entry, r: ReturnType<typeof parse> | undefined): ParsedFile {
    const base = { uri: e.uri, kind: e.kind, text: e.text, rev: e.rev, version: e.version, open: e.open };
    if (!r)
      return {
        ...base,
        file: parse('', e.uri).file,
        diagnostics: [],
        revision: readRevisionDocument(e.text, e.uri),
      };
    return { ...base, file: r.file, diagnostics: r.diagnostics };
  }

  /** Every known file, parsed. */
  all(kinds?: readonly FileKind[]): ParsedFile[] {
    const out: ParsedFile[] = [];
    for (const e of this.entries.values()) {
      if (kinds && !kinds.includes(e.kind)) continue;
      const p = this.parsed(e.uri);
      if (p) out.push(p);
    }
    return out;
  }

  /** The dialect (and through it the game module) of a scenario or card file; undefined for an unknown game. */
  dialectOf(f: ParsedFile): ScenarioDialect | undefined {
    return f.kind === 'revision' ? undefined : dialectOfFile(f.file, undefined, this.games);
  }

  /**
   * The revisions a file of this game runs under: the workspace's (built-in plus drafts) for the game
   * drafts are written for, each other game's own built-in ones.
   */
  revisionsFor(dialect: ScenarioDialect): RevisionSource {
    return sourceFor(dialect, this.revisionState().source);
  }

  // ---- reading other files -------------------------------------------------------------------

  /**
   * Where `use "path"` leads from a file: the target URI and whether the server may read it (only
   * files inside the workspace folders).
   */
  useTarget(from: string, path: string): { uri?: string; allowed: boolean } {
    const uri = resolveRelative(from, path);
    return uri === undefined ? { allowed: false } : { uri, allowed: this.contains(uri) };
  }

  /**
   * The runner's view of other files: only workspace files (open ones with the client's text). When
   * `deps` is given, each file read (or missed) is recorded with its revision.
   */
  loader(deps?: Map<string, number | undefined>): SourceLoader {
    return {
      resolve: (from, relative) => resolveRelative(from, relative) ?? relative,
      read: (target) => {
        const key = uriKey(target);
        if (!this.contains(target)) {
          deps?.set(key, undefined);
          return undefined;
        }
        const e = this.entry(target);
        deps?.set(key, e?.rev);
        return e?.text;
      },
    };
  }

  // ---- revisions -----------------------------------------------------------------------------

  /** The default game's built-in revisions and the workspace's drafts of it (what the revision picker lists). */
  revisions(): RevisionSource {
    return this.revisionsOfGame(this.games.fallback);
  }

  drafts(): readonly Draft[] {
    return this.revisionState().drafts;
  }

  /** Why a draft revision file does not bind (unknown base, parameter or value), for its diagnostics. */
  draftProblems(uri: string): readonly DraftProblem[] {
    return this.revisionState().problems.get(uriKey(uri)) ?? [];
  }

  /**
   * The game a draft revision file is for: its `game` line, else the game of the revision it extends;
   * the default game's when neither says.
   */
  draftGame(uri: string): string {
    return this.revisionState().games.get(uriKey(uri)) ?? this.games.fallback;
  }

  /** One game's revisions: its built-in ones and the workspace's drafts of it. */
  revisionsOfGame(game: string): RevisionSource {
    const all = this.revisionState().source;
    return all.forGame?.(game) ?? all;
  }

  private revisionState() {
    if (this.revisionCache?.generation !== this.revisionsGeneration) {
      const problems = new Map<string, DraftProblem[]>();
      const games = new Map<string, string>();
      // Each draft binds in its game (`game` line, else the game of what it extends), in rounds.
      const set = bindDraftSet(
        this.all(['revision']).map((f) => ({ uri: f.uri, text: f.text })),
        this.games,
        (game) => (game === this.games.fallback ? this.builtIn : undefined),
      );
      const drafts: Draft[] = set.files.map((b) => {
        // The parser's own problems are the syntax diagnostics; the binder's come after them.
        const own = b.diagnostics.slice(b.file.diagnostics.length);
        if (own.length)
          problems.set(
            uriKey(b.uri),
            own.map((d) => ({ range: d.range, message: d.message, ...(d.hint ? { hint: d.hint } : {}) })),
          );
        if (b.game !== undefined) games.set(uriKey(b.uri), b.game);
        return {
          uri: b.uri,
          id: b.profile?.id ?? b.id,
          ...(b.game !== undefined ? { game: b.game } : {}),
          ...(b.profile ? { profile: b.profile } : {}),
        };
      });
      this.revisionCache = {
        generation: this.revisionsGeneration,
        source: set.source,
        drafts,
        problems,
        games,
      };
    }
    return this.revisionCache;
  }

  // ---- derived data, cached ------------------------------------------------------------------

  /**
   * A value derived from a file and whatever it reads through the loader it is given: computed once,
   * and again only when the file, one of the files it read, or the revisions change.
   */
  derive<T>(uri: string, slot: string, compute: (loader: SourceLoader) => T): T {
    const key = `${uriKey(uri)}\u0000${slot}`;
    const own = this.entry(uri, false)?.rev;
    const hit = this.memo.get(key);
    if (hit && hit.rev === own && hit.revisions === this.revisionsGeneration && this.depsCurrent(hit.deps)) {
      this.memo.delete(key);
      this.memo.set(key, hit);
      return hit.value as T;
    }
    const deps = new Map<string, number | undefined>();
    const value = compute(this.loader(deps));
    // Computed from the tree of an earlier text while the current one is parsed: not this text's.
    const e = this.entry(uri, false);
    if (e && e.parsed?.rev !== e.rev && this.sliced(e)) return value;
    this.memo.set(key, { rev: own, revisions: this.revisionsGeneration, deps, value });
    while (this.memo.size > MEMO_LIMIT) this.memo.delete(this.memo.keys().next().value as string);
    return value;
  }

  /**
   * A value keyed by content rather than by file revision (the state a scenario reaches before a line
   * depends only on the text above it): the key must name everything the value depends on, e.g.
   * `libraryGeneration`.
   */
  remember<T>(key: string, compute: () => T): T {
    if (this.contentMemo.has(key)) return this.contentMemo.get(key) as T;
    const value = compute();
    this.contentMemo.set(key, value);
    while (this.contentMemo.size > MEMO_LIMIT)
      this.contentMemo.delete(this.contentMemo.keys().next().value as string);
    return value;
  }

  private depsCurrent(deps: ReadonlyMap<string, number | undefined>): boolean {
    for (const [key, rev] of deps) if (this.entries.get(key)?.rev !== rev) return false;
    return true;
  }

  /** Every card defined in the workspace: name → where. */
  cardDefinitions(): ReadonlyMap<string, readonly { uri: string; node: CardDef }[]> {
    const out = new Map<string, { uri: string; node: CardDef }[]>();
    for (const f of this.all(['scenario', 'cards'])) {
      const add = (node: CardDef) => {
        const list = out.get(node.name.value) ?? [];
        list.push({ uri: f.uri, node });
        out.set(node.name.value, list);
      };
      for (const item of f.file.prelude)
        if (item.kind === 'cards') for (const c of item.body) if (c.kind === 'card') add(c);
      for (const sc of f.file.scenarios)
        for (const s of sc.sections)
          if (s.kind === 'cards') for (const c of s.body) if (c.kind === 'card') add(c);
    }
    return out;
  }
}
