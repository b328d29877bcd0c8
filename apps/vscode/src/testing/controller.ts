import type * as vscode from 'vscode';
import { type Scheduler, timers } from '../board/panel.js';
import { isScenarioDocument, type Vscode } from '../host.js';
import type { LspRange } from '../protocol.js';
import type { ArbiterServer } from '../server.js';
import { ACCEPT_CONTEXT } from './accept.js';
import { discoverScenarios, type RevisionNode, type ScenarioNode } from './discover.js';
import { type ItemResult, type ResultMessage, reportFile } from './outcomes.js';

export type TestingApi = Pick<
  Vscode,
  | 'tests'
  | 'workspace'
  | 'Range'
  | 'Position'
  | 'Location'
  | 'TestMessage'
  | 'TestRunProfileKind'
  | 'TestRunRequest'
  | 'CancellationTokenSource'
>;

export const CONTROLLER_ID = 'arbiter';
const SCENARIO_GLOB = '**/*.scenario';
const EXCLUDE_GLOB = '**/{node_modules,dist,.cache}/**';

interface FileEntry {
  readonly item: vscode.TestItem;
  nodes: readonly ScenarioNode[];
}

/** A continuous run (the Testing view's eye icon): what it covers, until its token is cancelled. */
interface Watch {
  readonly include: readonly vscode.TestItem[] | undefined;
  readonly exclude: readonly vscode.TestItem[];
  readonly profile: vscode.TestRunProfile | undefined;
  readonly token: vscode.CancellationToken;
}

/** How long a continuous run waits after the last edit of a file before running it again. */
export const CONTINUOUS_DELAY_MS = 400;
const FOLDER = 'folder:';

/**
 * Scenarios in the Test Explorer, as a tree: folders, files, scenarios, and under each scenario the
 * revisions it runs under and its lines (with ranges, so each gets a gutter run icon). A run asks the
 * language server to run the file (`arbiter/runFile`) and reports each line's status, failures
 * inline at their line with expected and actual, and the engine log. An edit marks the results of
 * the scenarios it changed out of date; a continuous run runs them again.
 */
export class ScenarioTests implements vscode.Disposable {
  readonly controller: vscode.TestController;
  readonly runProfile: vscode.TestRunProfile;
  readonly debugProfile: vscode.TestRunProfile;
  private readonly files = new Map<string, FileEntry>();
  private readonly folders = new Map<string, vscode.TestItem>();
  private readonly disposables: vscode.Disposable[] = [];
  private watches: Watch[] = [];
  private readonly pending = new Map<string, unknown>();

  constructor(
    private readonly vs: TestingApi,
    private readonly server: ArbiterServer,
    private readonly scheduler: Scheduler = timers,
  ) {
    const c = vs.tests.createTestController(CONTROLLER_ID, 'Arbiter scenarios');
    this.controller = c;
    c.resolveHandler = async (item) => {
      if (!item) await this.discoverWorkspace();
      else await this.refreshFromDisk(item.uri as vscode.Uri);
    };
    c.refreshHandler = async () => {
      await this.discoverWorkspace();
    };
    this.runProfile = c.createRunProfile(
      'Run',
      vs.TestRunProfileKind.Run,
      (req, token) => this.run(req, token, false),
      true,
      undefined,
      true,
    );
    this.debugProfile = c.createRunProfile(
      'Run with engine trace',
      vs.TestRunProfileKind.Debug,
      (req, token) => this.run(req, token, true),
      true,
    );
    this.disposables.push(
      c,
      vs.workspace.onDidOpenTextDocument((doc) => {
        if (isScenarioDocument(doc)) this.update(doc.uri, doc.getText());
      }),
      vs.workspace.onDidChangeTextDocument((e) => {
        if (isScenarioDocument(e.document)) this.update(e.document.uri, e.document.getText());
      }),
    );
    const watcher = vs.workspace.createFileSystemWatcher(SCENARIO_GLOB);
    this.disposables.push(
      watcher,
      watcher.onDidCreate((uri) => void this.refreshFromDisk(uri)),
      watcher.onDidChange((uri) => void this.refreshFromDisk(uri)),
      watcher.onDidDelete((uri) => this.remove(uri)),
    );
    for (const doc of vs.workspace.textDocuments)
      if (isScenarioDocument(doc)) this.update(doc.uri, doc.getText());
  }

  dispose(): void {
    for (const h of this.pending.values()) this.scheduler.clear(h);
    this.pending.clear();
    this.watches = [];
    for (const d of this.disposables.splice(0)) d.dispose();
  }

  /** Every `.scenario` file of the workspace, with its scenarios. */
  async discoverWorkspace(): Promise<void> {
    const uris = await this.vs.workspace.findFiles(SCENARIO_GLOB, EXCLUDE_GLOB);
    await Promise.all(uris.map((uri) => this.refreshFromDisk(uri)));
  }

  /** The file's item, creating it (and the folders above it) when needed. */
  fileItem(uri: vscode.Uri): vscode.TestItem {
    const id = uri.toString();
    const known = this.files.get(id);
    if (known) return known.item;
    const parts = this.vs.workspace.asRelativePath(uri, false).split('/');
    const name = parts.pop() as string;
    const item = this.controller.createTestItem(id, name, uri);
    item.canResolveChildren = true;
    this.childrenOf(parts).add(item);
    this.files.set(id, { item, nodes: [] });
    return item;
  }

  /** The children of a folder (by its workspace-relative path), creating its items down from the root. */
  private childrenOf(path: readonly string[]): vscode.TestItemCollection {
    let children = this.controller.items;
    for (let i = 0; i < path.length; i++) {
      const id = `${FOLDER}${path.slice(0, i + 1).join('/')}`;
      let folder = this.folders.get(id);
      if (!folder) {
        folder = this.controller.createTestItem(id, path[i] as string);
        this.folders.set(id, folder);
        children.add(folder);
      }
      children = folder.children;
    }
    return children;
  }

  /** Re-reads a file's scenarios from its text (an open editor's text wins over the disk). */
  update(uri: vscode.Uri, text: string): void {
    const file = this.fileItem(uri);
    const entry = this.files.get(file.id) as FileEntry;
    let nodes: ScenarioNode[];
    try {
      nodes = discoverScenarios(text, file.id);
    } catch (e) {
      file.error = `cannot read this file: ${(e as Error).message}`;
      return;
    }
    file.error = undefined;
    const before = new Map(entry.nodes.map((n) => [n.id, n.text]));
    const read = before.size > 0 || !file.canResolveChildren;
    entry.nodes = nodes;
    file.children.replace(
      nodes.map((sc, i) => {
        const item = this.controller.createTestItem(sc.id, sc.label, uri);
        item.range = this.range(sc.range);
        item.sortText = String(i).padStart(5, '0');
        item.children.replace([
          ...sc.revisions.map((rev, j) => {
            const r = this.controller.createTestItem(rev.id, rev.label, uri);
            r.range = this.range({ start: sc.range.start, end: sc.range.start });
            // Before the lines: `!` sorts before digits.
            r.sortText = `!${String(j).padStart(5, '0')}`;
            return r;
          }),
          ...sc.steps.map((st, j) => {
            const step = this.controller.createTestItem(st.id, st.label, uri);
            step.range = this.range(st.range);
            step.sortText = String(j).padStart(5, '0');
            return step;
          }),
        ]);
        return item;
      }),
    );
    file.canResolveChildren = false;
    // The scenarios whose text changed (or that are new): their last results no longer say anything.
    const changed = read ? nodes.filter((n) => before.get(n.id) !== n.text) : [];
    if (changed.length === 0) return;
    const items = changed.map((n) => file.children.get(n.id)).filter((x): x is vscode.TestItem => !!x);
    this.controller.invalidateTestResults?.(items);
    this.rerunContinuous(file);
  }

  /** A continuous run covering this file runs it again once the edits pause. */
  private rerunContinuous(file: vscode.TestItem): void {
    this.watches = this.watches.filter((w) => !w.token.isCancellationRequested);
    const id = file.id;
    const watching = this.watches.filter((w) => !w.include || w.include.some((i) => this.covers(i, file)));
    if (watching.length === 0) return;
    this.scheduler.clear(this.pending.get(id));
    this.pending.set(
      id,
      this.scheduler.set(() => {
        this.pending.delete(id);
        for (const w of watching) {
          if (w.token.isCancellationRequested) continue;
          const include = w.include ? w.include.filter((i) => this.covers(i, file)) : [file];
          void this.run(new this.vs.TestRunRequest(include, [...w.exclude], w.profile), w.token, false);
        }
      }, CONTINUOUS_DELAY_MS),
    );
  }

  /** Is the file, or a part of it, under this item (a folder above it, the file, a scenario or line of it)? */
  private covers(item: vscode.TestItem, file: vscode.TestItem): boolean {
    if (item.uri) return item.uri.toString() === file.id;
    const prefix = `${item.id.slice(FOLDER.length)}/`;
    return this.vs.workspace.asRelativePath(file.uri as vscode.Uri, false).startsWith(prefix);
  }

  private async refreshFromDisk(uri: vscode.Uri): Promise<void> {
    const open = this.vs.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (open) return this.update(uri, open.getText());
    try {
      const bytes = await this.vs.workspace.fs.readFile(uri);
      this.update(uri, new TextDecoder().decode(bytes));
    } catch {
      this.remove(uri);
    }
  }

  private remove(uri: vscode.Uri): void {
    const id = uri.toString();
    if (!this.files.delete(id)) return;
    const parts = this.vs.workspace.asRelativePath(uri, false).split('/');
    parts.pop();
    this.childrenOf(parts).delete(id);
    // Drop the folders left empty, from the deepest up.
    for (let n = parts.length; n > 0; n--) {
      const folderId = `${FOLDER}${parts.slice(0, n).join('/')}`;
      const folder = this.folders.get(folderId);
      if (!folder || folder.children.size > 0) break;
      this.folders.delete(folderId);
      (n > 1 ? this.childrenOf(parts.slice(0, n - 1)) : this.controller.items).delete(folderId);
    }
  }

  /** Runs one file, as the "Run this file" command does: a test run the Test Results view shows. */
  async runFileOf(uri: vscode.Uri, verbose = false): Promise<void> {
    const open = this.vs.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (open) this.update(uri, open.getText());
    else await this.refreshFromDisk(uri);
    const item = this.files.get(uri.toString())?.item;
    if (!item) return;
    const profile = verbose ? this.debugProfile : this.runProfile;
    const source = new this.vs.CancellationTokenSource();
    try {
      await this.run(new this.vs.TestRunRequest([item], [], profile), source.token, verbose);
    } finally {
      source.dispose();
    }
  }

  async run(
    request: vscode.TestRunRequest,
    token: vscode.CancellationToken,
    verbose: boolean,
  ): Promise<void> {
    if (request.continuous) {
      // Runs now, then again after each edit of a file it covers, until the user stops it.
      this.watches.push({
        include: request.include,
        exclude: request.exclude ?? [],
        profile: request.profile,
        token,
      });
    }
    const run = this.controller.createTestRun(request, verbose ? 'Arbiter (engine trace)' : 'Arbiter', true);
    const excluded = new Set((request.exclude ?? []).map((i) => i.id));
    // A folder stands for the files under it.
    const filesUnder = (item: vscode.TestItem): vscode.TestItem[] => {
      if (item.uri || excluded.has(item.id)) return item.uri ? [item] : [];
      const out: vscode.TestItem[] = [];
      item.children.forEach((child) => {
        out.push(...filesUnder(child));
      });
      return out;
    };
    const requested = (request.include ?? [...this.files.values()].map((f) => f.item)).flatMap(filesUnder);
    // Which items of which file to report: the requested ones and everything under them.
    const byFile = new Map<string, Set<string>>();
    const collect = (item: vscode.TestItem, into: Set<string>) => {
      if (excluded.has(item.id)) return;
      into.add(item.id);
      item.children.forEach((child) => {
        collect(child, into);
      });
    };
    for (const item of requested) {
      const fileId = item.uri?.toString();
      if (!fileId || !this.files.has(fileId)) continue;
      const set = byFile.get(fileId) ?? new Set<string>();
      byFile.set(fileId, set);
      collect(item, set);
    }
    try {
      for (const [fileId, ids] of byFile) {
        if (token.isCancellationRequested) break;
        await this.runOne(run, fileId, ids, token, verbose);
      }
    } finally {
      run.end();
    }
  }

  private async runOne(
    run: vscode.TestRun,
    fileId: string,
    ids: ReadonlySet<string>,
    token: vscode.CancellationToken,
    verbose: boolean,
  ): Promise<void> {
    const entry = this.files.get(fileId) as FileEntry;
    const uri = entry.item.uri as vscode.Uri;
    const items = new Map<string, vscode.TestItem>();
    const index = (item: vscode.TestItem) => {
      items.set(item.id, item);
      item.children.forEach(index);
    };
    index(entry.item);
    const reported = [...ids].map((id) => items.get(id)).filter((i): i is vscode.TestItem => i !== undefined);
    for (const item of reported) run.enqueued(item);
    for (const item of reported) run.started(item);
    let report: ReturnType<typeof reportFile>;
    try {
      // One scenario asked for (or lines of one): the server runs only that one.
      const touched = entry.nodes.filter(
        (n) => ids.has(n.id) || [...n.steps, ...n.revisions].some((st) => ids.has(st.id)),
      );
      const one = !ids.has(fileId) && touched.length === 1 ? touched[0] : undefined;
      // Only revision items of one scenario asked for: the server runs it under those revisions only.
      const revisions =
        one && !ids.has(one.id) && !one.steps.some((st) => ids.has(st.id))
          ? one.revisions.filter((r: RevisionNode) => ids.has(r.id)).map((r) => r.revision)
          : [];
      const only = {
        ...(one ? { line: one.headerLine } : {}),
        ...(revisions.length > 0 ? { revisions } : {}),
      };
      const result = await this.server.runFile({ uri: fileId, ...only }, token);
      if (result.error) throw new Error(result.error);
      report = reportFile(entry.nodes, result, verbose);
    } catch (e) {
      const message = new this.vs.TestMessage(
        `the language server could not run this file: ${(e as Error).message ?? e}`,
      );
      for (const item of reported) run.errored(item, message);
      return;
    }
    const results = new Map(report.items.map((r) => [r.id, r]));
    // No location on output lines: VS Code would print each one inline in the editor too.
    for (const line of report.output)
      run.appendOutput(`${line.text}\r\n`, undefined, line.itemId ? items.get(line.itemId) : undefined);
    for (const item of reported) {
      const r = results.get(item.id);
      if (item.id === fileId) continue;
      if (!r) {
        run.skipped(item);
        continue;
      }
      this.apply(run, item, uri, r);
    }
    if (ids.has(fileId)) {
      const all = entry.nodes.map((n) => results.get(n.id)).filter((r): r is ItemResult => r !== undefined);
      const failed = all.filter((r) => r.status === 'failed' || r.status === 'errored');
      const duration = all.reduce((t, r) => t + (r.durationMs ?? 0), 0);
      if (failed.length > 0) {
        run.failed(
          entry.item,
          new this.vs.TestMessage(`${failed.length} of ${all.length} scenarios failed`),
          duration,
        );
      } else if (all.length > 0 && all.every((r) => r.status === 'skipped')) run.skipped(entry.item);
      else run.passed(entry.item, duration);
    }
  }

  private range(r: LspRange): vscode.Range {
    return new this.vs.Range(r.start.line, r.start.character, r.end.line, r.end.character);
  }

  private message(uri: vscode.Uri, m: ResultMessage): vscode.TestMessage {
    const diff = m.expected !== undefined && m.actual !== undefined;
    const msg = diff
      ? this.vs.TestMessage.diff(m.message, m.expected as string, m.actual as string)
      : new this.vs.TestMessage(m.message);
    msg.location = new this.vs.Location(uri, this.range(m.range));
    // The peek offers "Accept actual" on a failure that has an actual value.
    if (diff) msg.contextValue = ACCEPT_CONTEXT;
    return msg;
  }

  private apply(run: vscode.TestRun, item: vscode.TestItem, uri: vscode.Uri, r: ItemResult): void {
    const messages = r.messages.map((m) => this.message(uri, m));
    switch (r.status) {
      case 'passed':
        run.passed(item, r.durationMs);
        return;
      case 'skipped':
        run.skipped(item);
        return;
      case 'failed':
        // A scenario whose failures all stand on its lines' items gets none of its own (no duplicate inline).
        run.failed(item, messages, r.durationMs);
        return;
      case 'errored':
        run.errored(
          item,
          messages.length ? messages : new this.vs.TestMessage('could not run'),
          r.durationMs,
        );
        return;
    }
  }
}
