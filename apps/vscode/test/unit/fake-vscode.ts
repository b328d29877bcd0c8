/**
 * A small, behaving fake of the parts of the `vscode` API the extension uses: enough to run the
 * extension's features in plain Node and to see what they did (test items and their ranges, run
 * results, output, webview messages, terminals, quick picks). One cast at the end turns it into the
 * `vscode` type the features take.
 */
import type * as vscode from 'vscode';
import type { Vscode } from '../../src/host.js';

type Listener<T> = (e: T) => unknown;

export class EventEmitter<T> {
  private listeners: Listener<T>[] = [];
  readonly event = (listener: Listener<T>) => {
    this.listeners.push(listener);
    return { dispose: () => (this.listeners = this.listeners.filter((l) => l !== listener)) };
  };
  fire(e: T): void {
    for (const l of [...this.listeners]) l(e);
  }
  dispose(): void {
    this.listeners = [];
  }
}

export class Position {
  constructor(
    readonly line: number,
    readonly character: number,
  ) {}
}

export class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(sl: number, sc: number, el: number, ec: number) {
    this.start = new Position(sl, sc);
    this.end = new Position(el, ec);
  }
}

export class Uri {
  private constructor(
    readonly scheme: string,
    readonly path: string,
  ) {}
  static file(path: string): Uri {
    return new Uri('file', path);
  }
  static parse(text: string): Uri {
    const m = /^(\w+):\/\/(.*)$/.exec(text);
    return m ? new Uri(m[1] as string, m[2] as string) : new Uri('file', text);
  }
  get fsPath(): string {
    return this.path;
  }
  toString(): string {
    return `${this.scheme}://${this.path}`;
  }
}

export class Location {
  constructor(
    readonly uri: Uri,
    readonly range: Range,
  ) {}
}

export class TestMessage {
  contextValue?: string;
  expectedOutput?: string;
  actualOutput?: string;
  location?: Location;
  constructor(readonly message: string) {}
  static diff(message: string, expected: string, actual: string): TestMessage {
    const m = new TestMessage(message);
    m.expectedOutput = expected;
    m.actualOutput = actual;
    return m;
  }
}

export enum TestRunProfileKind {
  Run = 1,
  Debug = 2,
  Coverage = 3,
}

export class TestRunRequest {
  constructor(
    readonly include?: readonly FakeTestItem[],
    readonly exclude?: readonly FakeTestItem[],
    readonly profile?: FakeProfile,
    readonly continuous?: boolean,
  ) {}
}

export class CancellationTokenSource {
  readonly token = {
    isCancellationRequested: false,
    onCancellationRequested: new EventEmitter<void>().event,
  };
  cancel(): void {
    this.token.isCancellationRequested = true;
  }
  dispose(): void {}
}

export class FakeCollection {
  private readonly map = new Map<string, FakeTestItem>();
  get size(): number {
    return this.map.size;
  }
  add(item: FakeTestItem): void {
    this.map.set(item.id, item);
  }
  delete(id: string): void {
    this.map.delete(id);
  }
  get(id: string): FakeTestItem | undefined {
    return this.map.get(id);
  }
  replace(items: readonly FakeTestItem[]): void {
    this.map.clear();
    for (const i of items) this.map.set(i.id, i);
  }
  forEach(fn: (item: FakeTestItem) => void): void {
    for (const i of this.map.values()) fn(i);
  }
  [Symbol.iterator]() {
    return [...this.map.entries()][Symbol.iterator]();
  }
  all(): FakeTestItem[] {
    return [...this.map.values()];
  }
}

export class FakeTestItem {
  range?: Range;
  error?: string;
  sortText?: string;
  canResolveChildren = false;
  readonly children = new FakeCollection();
  constructor(
    readonly id: string,
    public label: string,
    readonly uri?: Uri,
  ) {}
}

export interface FakeProfile {
  readonly label: string;
  readonly kind: TestRunProfileKind;
  readonly runHandler: (
    request: TestRunRequest,
    token: CancellationTokenSource['token'],
  ) => Promise<void> | void;
  readonly isDefault: boolean;
  readonly supportsContinuousRun: boolean;
}

export type RunEvent =
  | { kind: 'enqueued' | 'started' | 'skipped'; id: string }
  | { kind: 'passed'; id: string; duration?: number }
  | { kind: 'failed' | 'errored'; id: string; messages: TestMessage[]; duration?: number };

export class FakeTestRun {
  readonly events: RunEvent[] = [];
  readonly output: { text: string; location?: Location; test?: FakeTestItem }[] = [];
  ended = false;
  constructor(
    readonly request: TestRunRequest,
    readonly name?: string,
  ) {}
  enqueued(t: FakeTestItem) {
    this.events.push({ kind: 'enqueued', id: t.id });
  }
  started(t: FakeTestItem) {
    this.events.push({ kind: 'started', id: t.id });
  }
  skipped(t: FakeTestItem) {
    this.events.push({ kind: 'skipped', id: t.id });
  }
  passed(t: FakeTestItem, duration?: number) {
    this.events.push({ kind: 'passed', id: t.id, ...(duration !== undefined ? { duration } : {}) });
  }
  failed(t: FakeTestItem, m: TestMessage | TestMessage[], duration?: number) {
    this.events.push({
      kind: 'failed',
      id: t.id,
      messages: [m].flat(),
      ...(duration !== undefined ? { duration } : {}),
    });
  }
  errored(t: FakeTestItem, m: TestMessage | TestMessage[], duration?: number) {
    this.events.push({
      kind: 'errored',
      id: t.id,
      messages: [m].flat(),
      ...(duration !== undefined ? { duration } : {}),
    });
  }
  appendOutput(text: string, location?: Location, test?: FakeTestItem) {
    this.output.push({ text, ...(location ? { location } : {}), ...(test ? { test } : {}) });
  }
  end() {
    this.ended = true;
  }
  /** The last outcome reported for an item. */
  outcome(id: string): RunEvent | undefined {
    return [...this.events]
      .reverse()
      .find((e) => e.id === id && e.kind !== 'enqueued' && e.kind !== 'started');
  }
}

export class FakeTestController {
  readonly items = new FakeCollection();
  readonly profiles: FakeProfile[] = [];
  readonly runs: FakeTestRun[] = [];
  /** The items whose results were marked out of date, one list per call. */
  readonly invalidated: string[][] = [];
  resolveHandler?: (item: FakeTestItem | undefined) => Promise<void> | void;
  refreshHandler?: () => Promise<void> | void;
  disposed = false;
  constructor(
    readonly id: string,
    readonly label: string,
  ) {}
  createTestItem(id: string, label: string, uri?: Uri) {
    return new FakeTestItem(id, label, uri);
  }
  createRunProfile(
    label: string,
    kind: TestRunProfileKind,
    runHandler: FakeProfile['runHandler'],
    isDefault = false,
    _tag?: unknown,
    supportsContinuousRun = false,
  ) {
    const p = { label, kind, runHandler, isDefault, supportsContinuousRun };
    this.profiles.push(p);
    return p;
  }
  createTestRun(request: TestRunRequest, name?: string) {
    const run = new FakeTestRun(request, name);
    this.runs.push(run);
    return run;
  }
  invalidateTestResults(items?: FakeTestItem | readonly FakeTestItem[]) {
    this.invalidated.push(items === undefined ? [] : [items].flat().map((i) => i.id));
  }
  dispose() {
    this.disposed = true;
  }
  /** Every item, depth first. */
  all(): FakeTestItem[] {
    const out: FakeTestItem[] = [];
    const walk = (i: FakeTestItem) => {
      out.push(i);
      i.children.forEach(walk);
    };
    this.items.forEach(walk);
    return out;
  }
}

export class FakeDocument {
  version = 1;
  constructor(
    readonly uri: Uri,
    private text: string,
    readonly languageId = uri.path.endsWith('.scenario') ? 'arbiter-scenario' : 'plaintext',
  ) {}
  getText(): string {
    return this.text;
  }
  setText(text: string): void {
    this.text = text;
    this.version++;
  }
  lineAt(line: number): { text: string } {
    return { text: this.text.split('\n')[line] ?? '' };
  }
  saved = 0;
  /** Set by the fake workspace: writes the text to the fake disk. */
  onSave?: (doc: FakeDocument) => void;
  async save(): Promise<boolean> {
    this.saved++;
    this.onSave?.(this);
    return true;
  }
}

/** Replacements of whole or partial lines, applied by the fake `workspace.applyEdit`. */
export class WorkspaceEdit {
  readonly edits: { uri: Uri; range: Range; text: string }[] = [];
  replace(uri: Uri, range: Range, text: string): void {
    this.edits.push({ uri, range, text });
  }
}

export class FakeEditor {
  selection: { active: Position };
  constructor(
    readonly document: FakeDocument,
    line = 0,
  ) {
    this.selection = { active: new Position(line, 0) };
  }
}

export class FakeWebview {
  html = '';
  readonly cspSource = 'vscode-webview://fake';
  readonly posted: unknown[] = [];
  readonly received = new EventEmitter<unknown>();
  readonly onDidReceiveMessage = this.received.event;
  postMessage(m: unknown): Promise<boolean> {
    this.posted.push(m);
    return Promise.resolve(true);
  }
}

export class FakePanel {
  readonly webview = new FakeWebview();
  readonly disposeEmitter = new EventEmitter<void>();
  readonly onDidDispose = this.disposeEmitter.event;
  revealed = 0;
  disposed = false;
  constructor(
    readonly viewType: string,
    public title: string,
    readonly showOptions: unknown,
    readonly options: { enableScripts?: boolean; localResourceRoots?: unknown[] },
  ) {}
  reveal() {
    this.revealed++;
  }
  dispose() {
    this.disposed = true;
    this.disposeEmitter.fire();
  }
}

export class FakeStatusBarItem {
  text = '';
  tooltip?: string;
  name?: string;
  command?: string;
  shown = false;
  constructor(
    readonly id: string,
    readonly alignment: number,
    readonly priority: number,
  ) {}
  show() {
    this.shown = true;
  }
  hide() {
    this.shown = false;
  }
  dispose() {}
}

export class FakeTerminal {
  readonly sent: string[] = [];
  shown = false;
  constructor(readonly options: { name?: string; cwd?: string }) {}
  sendText(text: string) {
    this.sent.push(text);
  }
  show() {
    this.shown = true;
  }
  dispose() {}
}

export interface FakeVscodeOptions {
  /** Files on "disk", by path. */
  readonly files?: Record<string, string>;
  readonly folder?: string;
  readonly settings?: Record<string, unknown>;
  /** Workspace trust (default: trusted). */
  readonly trusted?: boolean;
}

/** A fresh fake `vscode` with its own workspace, window, tests and commands. */
export function fakeVscode(options: FakeVscodeOptions = {}) {
  const files = new Map(Object.entries(options.files ?? {}));
  const folder = options.folder ?? '/ws';
  const settings = { ...(options.settings ?? {}) };
  const controllers: FakeTestController[] = [];
  const watchers: { create: EventEmitter<Uri>; change: EventEmitter<Uri>; delete: EventEmitter<Uri> }[] = [];
  const textDocuments: FakeDocument[] = [];
  const opened = new EventEmitter<FakeDocument>();
  const changed = new EventEmitter<{ document: FakeDocument; contentChanges: unknown[] }>();
  const selection = new EventEmitter<{ textEditor: FakeEditor; selections: { active: Position }[] }>();
  const activeEditorChanged = new EventEmitter<FakeEditor | undefined>();
  const panels: FakePanel[] = [];
  const statusBarItems: FakeStatusBarItem[] = [];
  const terminals: FakeTerminal[] = [];
  const messages: { level: 'info' | 'warning' | 'error'; text: string }[] = [];
  const quickPicks: { items: readonly { label: string; id?: string }[]; options: unknown }[] = [];
  const quickPickAnswers: (string | undefined)[] = [];
  const commands = new Map<string, (...args: unknown[]) => unknown>();
  const debugProviders = new Map<string, unknown>();
  const debugFactories = new Map<string, unknown>();
  const debugStarts: { folder: unknown; config: Record<string, unknown> }[] = [];
  const workspaceFolder = { uri: Uri.file(folder), name: 'ws', index: 0 };

  const window = {
    activeTextEditor: undefined as FakeEditor | undefined,
    onDidChangeTextEditorSelection: selection.event,
    onDidChangeActiveTextEditor: activeEditorChanged.event,
    createStatusBarItem: (id: string, alignment: number, priority: number) => {
      const item = new FakeStatusBarItem(id, alignment, priority);
      statusBarItems.push(item);
      return item;
    },
    showQuickPick: async (items: readonly { label: string; id?: string }[], opts: unknown) => {
      const list = await items;
      quickPicks.push({ items: list, options: opts });
      const answer = quickPickAnswers.shift();
      return answer === undefined ? undefined : list.find((i) => (i.id ?? i.label) === answer);
    },
    createWebviewPanel: (viewType: string, title: string, show: unknown, opts: FakePanel['options']) => {
      const p = new FakePanel(viewType, title, show, opts);
      panels.push(p);
      return p;
    },
    createTerminal: (opts: { name?: string; cwd?: string }) => {
      const t = new FakeTerminal(opts);
      terminals.push(t);
      return t;
    },
    showInformationMessage: async (text: string) => void messages.push({ level: 'info', text }),
    showWarningMessage: async (text: string) => void messages.push({ level: 'warning', text }),
    showErrorMessage: async (text: string) => void messages.push({ level: 'error', text }),
    withProgress: <T>(_opts: unknown, task: () => Promise<T>) => task(),
    shown: [] as Uri[],
    showTextDocument: async (uri: Uri) => {
      window.shown.push(uri);
    },
  };

  const docFor = (uri: Uri): FakeDocument => {
    let doc = textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (!doc) {
      const text = files.get(uri.path);
      if (text === undefined) throw new Error(`no such file: ${uri.path}`);
      doc = new FakeDocument(uri, text);
      textDocuments.push(doc);
      opened.fire(doc);
    }
    doc.onSave = (d) => files.set(d.uri.path, d.getText());
    return doc;
  };
  const workspace = {
    isTrusted: options.trusted ?? true,
    openTextDocument: async (uri: Uri) => docFor(uri),
    applyEdit: async (edit: WorkspaceEdit) => {
      for (const e of edit.edits) {
        const doc = docFor(e.uri);
        const lines = doc.getText().split('\n');
        const { start, end } = e.range;
        const head = (lines[start.line] ?? '').slice(0, start.character);
        const tail = (lines[end.line] ?? '').slice(end.character);
        lines.splice(start.line, end.line - start.line + 1, `${head}${e.text}${tail}`);
        doc.setText(lines.join('\n'));
        changed.fire({ document: doc, contentChanges: [] });
      }
      return true;
    },
    textDocuments,
    workspaceFolders: [workspaceFolder],
    onDidOpenTextDocument: opened.event,
    onDidChangeTextDocument: changed.event,
    getWorkspaceFolder: (uri: Uri) => (uri.path.startsWith(folder) ? workspaceFolder : undefined),
    asRelativePath: (uri: Uri | string) => {
      const p = typeof uri === 'string' ? uri : uri.path;
      return p.startsWith(`${folder}/`) ? p.slice(folder.length + 1) : p;
    },
    getConfiguration: (section?: string) => ({
      get: <T>(key: string, fallback: T): T => {
        const full = section ? `${section}.${key}` : key;
        return (full in settings ? settings[full] : fallback) as T;
      },
    }),
    findFiles: async (include: string) => {
      const ext = /\*\.(\w+)$/.exec(include)?.[1];
      return [...files.keys()].filter((p) => !ext || p.endsWith(`.${ext}`)).map((p) => Uri.file(p));
    },
    fs: {
      readFile: async (uri: Uri) => {
        const text = files.get(uri.path);
        if (text === undefined) throw new Error(`no such file: ${uri.path}`);
        return new TextEncoder().encode(text);
      },
      writeFile: async (uri: Uri, bytes: Uint8Array) => {
        files.set(uri.path, new TextDecoder().decode(bytes));
      },
    },
    createFileSystemWatcher: () => {
      const w = {
        create: new EventEmitter<Uri>(),
        change: new EventEmitter<Uri>(),
        delete: new EventEmitter<Uri>(),
      };
      watchers.push(w);
      return {
        onDidCreate: w.create.event,
        onDidChange: w.change.event,
        onDidDelete: w.delete.event,
        dispose() {},
      };
    },
  };

  const api = {
    Position,
    Range,
    Location,
    Uri,
    TestMessage,
    WorkspaceEdit,
    TestRunProfileKind,
    TestRunRequest,
    CancellationTokenSource,
    EventEmitter,
    StatusBarAlignment: { Left: 1, Right: 2 },
    ViewColumn: { Active: -1, Beside: -2, One: 1, Two: 2 },
    ProgressLocation: { SourceControl: 1, Window: 10, Notification: 15 },
    tests: {
      createTestController: (id: string, label: string) => {
        const c = new FakeTestController(id, label);
        controllers.push(c);
        return c;
      },
    },
    window,
    workspace,
    CodeActionKind: { Refactor: 'refactor', QuickFix: 'quickfix' },
    CodeAction: class {
      command?: unknown;
      constructor(
        readonly title: string,
        readonly kind?: string,
      ) {}
    },
    languages: {
      codeActionProviders: [] as unknown[],
      registerCodeActionsProvider(_selector: unknown, provider: unknown) {
        this.codeActionProviders.push(provider);
        return { dispose() {} };
      },
    },
    DebugAdapterInlineImplementation: class {
      constructor(readonly implementation: unknown) {}
    },
    debug: {
      registerDebugConfigurationProvider: (type: string, provider: unknown) => {
        debugProviders.set(type, provider);
        return { dispose: () => debugProviders.delete(type) };
      },
      registerDebugAdapterDescriptorFactory: (type: string, factory: unknown) => {
        debugFactories.set(type, factory);
        return { dispose: () => debugFactories.delete(type) };
      },
      startDebugging: async (folder: unknown, config: Record<string, unknown>) => {
        debugStarts.push({ folder, config });
        return true;
      },
    },
    commands: {
      registerCommand: (id: string, fn: (...args: unknown[]) => unknown) => {
        commands.set(id, fn);
        return { dispose: () => commands.delete(id) };
      },
      executeCommand: async (id: string, ...args: unknown[]) => commands.get(id)?.(...args),
    },
  };

  /** Test-side controls: what the user does, and what the fake saw. */
  const user = {
    files,
    controllers,
    panels,
    statusBarItems,
    terminals,
    messages,
    quickPicks,
    commands,
    debugProviders,
    debugFactories,
    debugStarts,
    /** The labels (or ids) the next quick picks answer with, in order. */
    answerQuickPicks: (...answers: (string | undefined)[]) => quickPickAnswers.push(...answers),
    open(path: string, text?: string, line = 0): FakeEditor {
      const content = text ?? files.get(path) ?? '';
      let doc = textDocuments.find((d) => d.uri.path === path);
      if (!doc) {
        doc = new FakeDocument(Uri.file(path), content);
        textDocuments.push(doc);
        opened.fire(doc);
      }
      const editor = new FakeEditor(doc, line);
      window.activeTextEditor = editor;
      activeEditorChanged.fire(editor);
      return editor;
    },
    edit(editor: FakeEditor, text: string): void {
      editor.document.setText(text);
      changed.fire({ document: editor.document, contentChanges: [] });
    },
    moveCursor(editor: FakeEditor, line: number): void {
      editor.selection = { active: new Position(line, 0) };
      selection.fire({ textEditor: editor, selections: [editor.selection] });
    },
    fileCreated(path: string, text: string): void {
      files.set(path, text);
      for (const w of watchers) w.create.fire(Uri.file(path));
    },
    fileDeleted(path: string): void {
      files.delete(path);
      for (const w of watchers) w.delete.fire(Uri.file(path));
    },
    setting(key: string, value: unknown): void {
      settings[key] = value;
    },
  };

  return { vs: api as unknown as Vscode, user };
}

/** The fake test item, seen as the real type (for passing to the features under test). */
export const asItem = (i: FakeTestItem) => i as unknown as vscode.TestItem;
