import { didYouMean } from '@arbiter/core';
import type { Games, GameRevisionSource as RevisionSource } from '@arbiter/scenario';
import {
  CancellationToken,
  CodeActionKind,
  type CompletionItem,
  type CompletionList,
  type CompletionParams,
  type Connection,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  FileChangeType,
  type InitializeParams,
  type InitializeResult,
  ResponseError,
  TextDocumentSyncKind,
  TextDocuments,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { cancelled } from './cancellation.js';
import { editorOf } from './games/index.js';
import { collectYoungGeneration } from './idle-collection.js';
import { profilesOf } from './knowledge.js';
import {
  type BoardAtParams,
  BoardAtRequest,
  type RevisionsParams,
  RevisionsRequest,
  type RevisionsResult,
  type RunFileParams,
  RunFileRequest,
  type RunFileResult,
  type SetRevisionParams,
  SetRevisionRequest,
  StatechartRequest,
} from './protocol.js';
import { getBoardAt } from './service/board.js';
import { getCodeActions } from './service/code-actions.js';
import { getCompletionItems } from './service/completion.js';
import { getDefinition } from './service/definition.js';
import { getDiagnostics } from './service/diagnostics.js';
import { evaluateCancellable } from './service/evaluation.js';
import { getFoldingRanges } from './service/folding.js';
import { getFormattingEdits } from './service/formatting.js';
import { getHover } from './service/hover.js';
import { getInlayHints } from './service/inlay-hints.js';
import { getReferences } from './service/references.js';
import { getRenameEdits, prepareRename } from './service/rename.js';
import { loadRulebookText } from './service/rulebook-text.js';
import { runFile } from './service/run-file.js';
import { getSemanticTokens, SEMANTIC_TOKENS_LEGEND } from './service/semantic-tokens.js';
import { getStatechart } from './service/statechart.js';
import { fileOccurrences } from './service/symbol-target.js';
import { getDocumentSymbols } from './service/symbols.js';
import { getWorkspaceSymbols } from './service/workspace-symbols.js';
import { DEFAULT_SETTINGS, readSettings, type Settings } from './settings.js';
import { fileKind } from './uri.js';
import { type FileSystem, type ParsedFile, WorkspaceIndex } from './workspace.js';

export interface ServerOptions {
  /** The file system the index reads workspace folders from (default: node's). */
  readonly fs?: FileSystem;
  /** The built-in revisions (default: the scenario package's). */
  readonly revisions?: RevisionSource;
  /** The games a file's `game` line may name (default: the scenario package's registry). */
  readonly games?: Games;
  /**
   * What the server does once live diagnostics are published and no other run is scheduled or
   * running (default: a young-generation collection, `idle-collection.ts`).
   */
  readonly whenIdle?: () => void;
}

/** The running server, for tests and embedders. */
export interface ArbiterServer {
  readonly index: WorkspaceIndex;
  settings(): Settings;
  /** The revision the views show for a game's files (the default game's when none is named). */
  activeRevision(game?: string): string;
  /** Resolves once no live evaluation is scheduled or running, and the idle work after them is done. */
  idle(): Promise<void>;
}

/**
 * Wires the service functions to an LSP connection and starts listening. Every handler answers:
 * a failure inside a feature is logged and answered with an empty result, never a crash.
 */
export function startServer(connection: Connection, options: ServerOptions = {}): ArbiterServer {
  const index = new WorkspaceIndex({
    ...(options.fs ? { fs: options.fs } : {}),
    ...(options.revisions ? { revisions: options.revisions } : {}),
    ...(options.games ? { games: options.games } : {}),
  });
  const documents = new TextDocuments(TextDocument);
  let settings: Settings = DEFAULT_SETTINGS;
  /** The revision picked per game (`arbiter/setRevision`), over the setting. */
  const revisionOverride = new Map<string, string>();
  let canPullConfiguration = false;
  let canWatchFiles = false;
  let canRefreshInlayHints = false;
  let canRegisterConfiguration = false;
  let supportsFolders = false;
  let shuttingDown = false;

  const log = (message: string) => {
    try {
      connection.console.error(message);
    } catch {
      // the connection is gone
    }
  };

  /**
   * The revision the views of a game's files show (hover, inlay hints, completion, the board): the
   * one picked for that game, else the setting when it names one of the game's revisions, else the
   * game's canonical revision (Megacorp's V1.7).
   */
  function activeRevision(game: string = index.games.fallback): string {
    const source = index.revisionsOfGame(game);
    const canonical = index.games.dialect(game)?.module.revisions?.canonical.id;
    for (const id of [revisionOverride.get(game), settings.defaultRevision, canonical])
      if (id && source.profile(id)) return id;
    return source.defaults()[0] ?? source.ids()[0] ?? '';
  }

  /** The game a file is written for: a scenario's or card file's dialect, a draft's `game`. */
  function gameOf(f: ParsedFile): string {
    return f.kind === 'revision'
      ? index.draftGame(f.uri)
      : (index.dialectOf(f)?.game ?? index.games.fallback);
  }

  /**
   * What live evaluation and `arbiter/runFile` run: each scenario under its own revisions, and those
   * naming none under the `arbiter.defaultRevision` setting, else (like `arbiter run`) the defaults.
   */
  function runRevisions(): { revisions?: readonly string[] } {
    const id = settings.defaultRevision;
    return id && index.revisions().profile(id) ? { revisions: [id] } : {};
  }

  /** Runs a feature; a throw is logged and answered with the fallback. */
  function safe<T>(name: string, fallback: T, fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      log(`arbiter: ${name} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      return fallback;
    }
  }

  /**
   * The tree a request reads. A large document is parsed in slices (the event loop stays free for
   * other requests, cancellations and shutdown); until its tree is there, a `cheap` request
   * (completion, hover, symbols) is answered from the last parsed tree when there is one, others
   * wait for the current one. A request cancelled meanwhile is answered with RequestCancelled.
   */
  /**
   * A request's token, or one never cancelled: a client that sends its params as an array hands the
   * handler another argument where the token stands, and such a request is simply not cancellable.
   */
  function live(token: unknown): CancellationToken {
    return CancellationToken.is(token) ? token : CancellationToken.None;
  }

  async function fileFor(
    uri: unknown,
    token: CancellationToken,
    cheap = false,
  ): Promise<ParsedFile | undefined> {
    if (typeof uri !== 'string' || !fileKind(uri)) return undefined;
    token = live(token);
    if (cheap) {
      const last = index.lastParsed(uri);
      if (last) return last;
    }
    for (;;) {
      if (token.isCancellationRequested) throw cancelled();
      const f = await index.parsedSoon(uri);
      if (token.isCancellationRequested) throw cancelled();
      // Undefined: an unknown file, or a newer text arrived during the parse (then parse that one).
      if (f || !index.isKnown(uri)) return f;
    }
  }

  /** A feature on one document: its tree, then the service function (a throw answers `fallback`). */
  function feature<P extends { textDocument: { uri: string } }, T>(
    name: string,
    fallback: T,
    compute: (f: ParsedFile, p: P) => T,
    cheap = false,
  ): (p: P, token: CancellationToken) => Promise<T> {
    return async (p, token) => {
      const f = await fileFor(p?.textDocument?.uri, token, cheap);
      return f ? safe(name, fallback, () => compute(f, p)) : fallback;
    };
  }

  // ---- live diagnostics: debounced, and superseded by any newer edit -------------------------------

  const scheduled = new Map<string, { timer: ReturnType<typeof setTimeout> | undefined; token: number }>();
  const running = new Set<Promise<void>>();
  let tokens = 0;

  function schedule(uri: string, delay = settings.liveEvaluation.debounceMs): void {
    if (shuttingDown || !fileKind(uri)) return;
    const old = scheduled.get(uri);
    if (old?.timer) clearTimeout(old.timer);
    const token = ++tokens;
    const entry = { timer: undefined as ReturnType<typeof setTimeout> | undefined, token };
    scheduled.set(uri, entry);
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      const p = publish(uri, token).finally(() => {
        running.delete(p);
        afterRun();
      });
      running.add(p);
    }, delay);
  }

  const whenIdle = options.whenIdle ?? collectYoungGeneration;
  let idleWork: ReturnType<typeof setTimeout> | undefined;

  /**
   * The idle work, once the messages already received are handled (a newer edit schedules its own run,
   * and then there is none). A timer, not `setImmediate`: a client in this process (the tests, the
   * benchmark) reads the publication in a later check phase (vscode-jsonrpc dispatches so), and must
   * not wait behind the collection.
   */
  function afterRun(): void {
    if (idleWork || shuttingDown) return;
    idleWork = setTimeout(() => {
      idleWork = undefined;
      if (shuttingDown || scheduled.size > 0 || running.size > 0) return;
      try {
        whenIdle();
      } catch (e) {
        log(`arbiter: idle work failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }, 1);
  }

  const current = (uri: string, token: number) => scheduled.get(uri)?.token === token && !shuttingDown;

  async function publish(uri: string, token: number): Promise<void> {
    try {
      // A large document's parse in slices; a newer text supersedes it (and schedules its own).
      const f = fileKind(uri) ? await index.parsedSoon(uri) : undefined;
      if (!f || !current(uri, token)) return;
      const evaluation =
        settings.liveEvaluation.enabled && f.kind === 'scenario'
          ? await evaluateCancellable(
              index,
              uri,
              runRevisions(),
              () => !current(uri, token) || index.parsed(uri)?.rev !== f.rev,
            )
          : undefined;
      if (!current(uri, token) || index.parsed(uri)?.rev !== f.rev) return;
      if (settings.liveEvaluation.enabled && f.kind === 'scenario' && !evaluation) return;
      const diagnostics = getDiagnostics(f, index, evaluation);
      if (!current(uri, token)) return;
      await connection.sendDiagnostics({
        uri: f.uri,
        ...(f.version !== null ? { version: f.version } : {}),
        diagnostics,
      });
    } catch (e) {
      log(
        `arbiter: diagnostics for ${uri} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
      );
    } finally {
      if (current(uri, token)) scheduled.delete(uri);
    }
  }

  /** A card library or a draft revision changed: every open scenario may read it. */
  function scheduleOpen(except?: string): void {
    for (const doc of documents.all()) if (doc.uri !== except) schedule(doc.uri);
  }

  async function idle(): Promise<void> {
    for (;;) {
      const pending = [...scheduled.values()].some((s) => s.timer !== undefined);
      if (!pending && running.size === 0 && idleWork === undefined) return;
      await Promise.race([...running, new Promise((r) => setTimeout(r, 5))]);
    }
  }

  // ---- settings --------------------------------------------------------------------------------

  async function pullSettings(): Promise<void> {
    if (!canPullConfiguration) return;
    try {
      settings = readSettings(await connection.workspace.getConfiguration('arbiter'));
    } catch (e) {
      log(`arbiter: cannot read settings: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  function refreshViews(): void {
    if (canRefreshInlayHints) connection.languages.inlayHint.refresh().catch(() => undefined);
    scheduleOpen();
  }

  // ---- lifecycle -------------------------------------------------------------------------------

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const caps = params.capabilities ?? {};
    canPullConfiguration = caps.workspace?.configuration === true;
    canRegisterConfiguration = caps.workspace?.didChangeConfiguration?.dynamicRegistration === true;
    canWatchFiles = caps.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    canRefreshInlayHints = caps.workspace?.inlayHint?.refreshSupport === true;
    supportsFolders = caps.workspace?.workspaceFolders === true;
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    index.setFolders(folders);
    const init = params.initializationOptions as { settings?: unknown } | undefined;
    if (init && typeof init === 'object' && 'settings' in init) settings = readSettings(init.settings);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: ['"', ' ', ','], resolveProvider: false },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        documentSymbolProvider: true,
        workspaceSymbolProvider: true,
        foldingRangeProvider: true,
        semanticTokensProvider: { legend: SEMANTIC_TOKENS_LEGEND, full: true },
        documentFormattingProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.RefactorExtract] },
        inlayHintProvider: true,
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'arbiter-language-server', version: '0.1.0' },
    };
  });

  connection.onInitialized(async () => {
    safe('scan', 0, () => index.scan());
    if (canRegisterConfiguration)
      connection.client
        .register(DidChangeConfigurationNotification.type, { section: 'arbiter' })
        .catch(() => undefined);
    if (canWatchFiles) {
      connection.client
        .register(DidChangeWatchedFilesNotification.type, {
          watchers: [{ globPattern: '**/*.{scenario,cards,revision}' }],
        })
        .catch(() => undefined);
    }
    if (supportsFolders) {
      try {
        connection.workspace.onDidChangeWorkspaceFolders((e) => {
          const removed = new Set(e.removed.map((f) => f.uri));
          index.setFolders([...index.folders().filter((f) => !removed.has(f)), ...e.added.map((f) => f.uri)]);
          safe('scan', 0, () => index.scan());
          scheduleOpen();
        });
      } catch {
        // the client does not send folder changes after all
      }
    }
    await pullSettings();
    scheduleOpen();
  });

  connection.onShutdown(() => {
    shuttingDown = true;
    for (const s of scheduled.values()) if (s.timer) clearTimeout(s.timer);
    scheduled.clear();
    if (idleWork) clearTimeout(idleWork);
    idleWork = undefined;
  });

  connection.onDidChangeConfiguration(async (change) => {
    if (canPullConfiguration) await pullSettings();
    else settings = readSettings((change.settings as { arbiter?: unknown } | undefined)?.arbiter);
    refreshViews();
  });

  connection.onDidChangeWatchedFiles((params) => {
    for (const c of params.changes) index.diskChanged(c.uri, c.type === FileChangeType.Deleted);
    scheduleOpen();
  });

  // ---- documents -------------------------------------------------------------------------------

  documents.onDidChangeContent((e) => {
    const uri = e.document.uri;
    if (!fileKind(uri)) return;
    index.change(uri, e.document.getText(), e.document.version);
    schedule(uri);
    if (fileKind(uri) !== 'scenario') scheduleOpen(uri);
  });

  documents.onDidClose((e) => {
    const uri = e.document.uri;
    const s = scheduled.get(uri);
    if (s?.timer) clearTimeout(s.timer);
    scheduled.delete(uri);
    index.close(uri);
    connection.sendDiagnostics({ uri, diagnostics: [] }).catch(() => undefined);
    if (fileKind(uri) !== 'scenario') scheduleOpen();
  });

  // ---- features --------------------------------------------------------------------------------

  // The user's rulebook text, read again whenever the setting names another file.
  let rulebook: { path: string | null; text?: ReadonlyMap<string, string> } = { path: null };
  const rulebookClause = (clause: string): string | undefined => {
    if (rulebook.path !== settings.rulebookText) {
      const loaded = loadRulebookText(settings.rulebookText, index.folders());
      if (loaded.problem) log(loaded.problem);
      rulebook = { path: settings.rulebookText, ...(loaded.text ? { text: loaded.text } : {}) };
    }
    return rulebook.text?.get(clause);
  };
  const view = (f: ParsedFile) => ({ revision: activeRevision(gameOf(f)), rulebook: rulebookClause });

  connection.onCompletion(
    feature<CompletionParams, CompletionItem[] | CompletionList>(
      'completion',
      [],
      (f, p) => getCompletionItems(f, p.position, index, view(f)),
      true,
    ),
  );
  connection.onHover(feature('hover', null, (f, p) => getHover(f, p.position, index, view(f)), true));
  connection.onDefinition(feature('definition', [], (f, p) => getDefinition(f, p.position, index)));
  connection.onReferences(
    feature('references', [], (f, p) =>
      getReferences(f, p.position, index, p.context?.includeDeclaration !== false),
    ),
  );
  connection.onPrepareRename(feature('prepareRename', null, (f, p) => prepareRename(f, p.position, index)));
  connection.onRenameRequest(async (p, token) => {
    const f = await fileFor(p?.textDocument?.uri, token);
    const r = f ? safe('rename', null, () => getRenameEdits(f, p.position, p.newName, index)) : null;
    if (r && 'error' in r) throw new ResponseError(ErrorCodes.InvalidParams, r.error);
    return r;
  });
  connection.onDocumentSymbol(feature('documentSymbol', [], (f) => getDocumentSymbols(f), true));
  connection.onWorkspaceSymbol((p, token) => {
    if (token.isCancellationRequested) throw cancelled();
    return safe('workspaceSymbol', [], () => getWorkspaceSymbols(p.query ?? '', index));
  });
  connection.onFoldingRanges(feature('folding', [], (f) => getFoldingRanges(f)));
  connection.languages.semanticTokens.on(
    feature('semanticTokens', { data: [] }, (f) => {
      const dialect = index.dialectOf(f);
      return getSemanticTokens(f, fileOccurrences(index, f), dialect ? editorOf(dialect) : {});
    }),
  );
  connection.onDocumentFormatting(feature('formatting', [], (f) => getFormattingEdits(f)));
  connection.onCodeAction(
    feature('codeAction', [], (f, p) =>
      getCodeActions(f, p.range, p.context?.diagnostics ?? [], index, view(f)),
    ),
  );
  connection.languages.inlayHint.on(
    feature('inlayHint', [], (f, p) =>
      settings.inlayHints.enabled ? getInlayHints(f, p.range, index, view(f)) : [],
    ),
  );

  // ---- the extension's own requests -------------------------------------------------------------

  connection.onRequest(
    RunFileRequest.method,
    async (p: RunFileParams | null | undefined, given: CancellationToken): Promise<RunFileResult> => {
      const token = live(given);
      const uri = p?.uri;
      const f = await fileFor(uri, token);
      if (!f || !p)
        return {
          uri: String(uri),
          version: null,
          scenarios: [],
          error: 'not a scenario file of this workspace',
        };
      const params = p;
      const options = {
        ...runRevisions(),
        ...(Array.isArray(params.revisions)
          ? { only: params.revisions.filter((r): r is string => typeof r === 'string') }
          : {}),
        ...(typeof params.line === 'number' ? { line: params.line } : {}),
      };
      // Warm the run cache in slices so a cancellation gets through; then read the results.
      await evaluateCancellable(
        index,
        f.uri,
        {
          ...runRevisions(),
          ...(options.only ? { only: options.only } : {}),
          ...(options.line !== undefined ? { scenarioLine: options.line } : {}),
        },
        () => token.isCancellationRequested,
      );
      if (token.isCancellationRequested) throw cancelled();
      return safe('runFile', { uri: f.uri, version: f.version, scenarios: [], error: 'internal error' }, () =>
        runFile(f, index, options),
      );
    },
  );

  connection.onRequest(
    BoardAtRequest.method,
    async (p: BoardAtParams | null | undefined, token: CancellationToken) => {
      const f = await fileFor(p?.uri, token);
      return safe('boardAt', null, () => {
        if (!f || !p || typeof p.line !== 'number') return null;
        return getBoardAt(
          f,
          p.line,
          index,
          typeof p.revision === 'string' ? p.revision : activeRevision(gameOf(f)),
        );
      });
    },
  );

  connection.onRequest(StatechartRequest.method, (params: unknown) => {
    const uri = (params as { uri?: unknown } | null | undefined)?.uri;
    return getStatechart(index, typeof uri === 'string' ? uri : undefined);
  });

  /**
   * The game a revision request is about: the one it names, else the game of the file it names,
   * else the default game. An unknown game is refused with the games there are.
   */
  const requestedGame = (p: { game?: unknown; uri?: unknown } | null | undefined): string => {
    if (typeof p?.game === 'string') {
      if (index.games.dialect(p.game)) return p.game;
      const guess = didYouMean(p.game, index.games.ids());
      throw new ResponseError(
        ErrorCodes.InvalidParams,
        `unknown game ${p.game}${guess ? ` (did you mean ${guess}?)` : ''}; the games are ${index.games.ids().join(', ')}`,
      );
    }
    const f = typeof p?.uri === 'string' ? (index.lastParsed(p.uri) ?? index.parsed(p.uri)) : undefined;
    return f ? gameOf(f) : index.games.fallback;
  };

  const revisionsResult = (game: string): RevisionsResult => {
    const drafts = new Set(index.drafts().map((d) => d.id));
    return {
      game,
      active: activeRevision(game),
      revisions: profilesOf(index.revisionsOfGame(game)).map((p) => ({
        id: p.id,
        title: p.title,
        draft: drafts.has(p.id),
      })),
    };
  };

  connection.onRequest(RevisionsRequest.method, (p: RevisionsParams | null | undefined) =>
    revisionsResult(requestedGame(p)),
  );

  connection.onRequest(SetRevisionRequest.method, (p: SetRevisionParams | null | undefined) => {
    const game = requestedGame(p);
    const id = p?.revision ?? null;
    if (id === null) revisionOverride.delete(game);
    else {
      const source = index.revisionsOfGame(game);
      if (typeof id !== 'string' || !source.profile(id)) {
        const guess = typeof id === 'string' ? didYouMean(id, source.ids()) : undefined;
        throw new ResponseError(
          ErrorCodes.InvalidParams,
          `unknown revision ${String(id)} of ${game}${guess ? ` (did you mean ${guess}?)` : ''}`,
        );
      }
      revisionOverride.set(game, id);
    }
    refreshViews();
    return revisionsResult(game);
  });

  documents.listen(connection);
  connection.listen();
  return { index, settings: () => settings, activeRevision, idle };
}
