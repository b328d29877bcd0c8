import type * as vscode from 'vscode';
import { isScenarioDocument, type Vscode } from '../host.js';
import type { StateNode } from '../protocol.js';
import type { ArbiterServer } from '../server.js';
import { boardPage, type FromPage, makeNonce, type ToPage } from './page.js';
import { boardHtml, esc, statechartHtml } from './render.js';

export type BoardApi = Pick<Vscode, 'window' | 'workspace' | 'ViewColumn'>;

/** Timers, injected so tests can run the debounce by hand. */
export interface Scheduler {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const timers: Scheduler = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface BoardViewOptions {
  /** How long to wait after the cursor stops (read at each move, so a settings change applies at once). */
  readonly delayMs: () => number;
  /** The revision to show the board under; undefined for the server's default. */
  readonly revision: () => string | undefined;
  readonly scheduler?: Scheduler;
}

export const VIEW_TYPE = 'arbiter.board';

/**
 * "Show board": a webview beside the editor with the position at the step under the cursor, for any
 * game (its module's board view), and the statechart of the document's game with the current state lit. It follows the cursor and the edits of the
 * scenario it shows, waiting for the cursor to stop (debounced), and drops answers that came too late.
 */
export class BoardView implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  /** The line shown; with a revision when the debugger asked for the one it runs under. */
  private target: { readonly uri: vscode.Uri; readonly line: number; readonly revision?: string } | undefined;
  private timer: unknown;
  private sequence = 0;
  private readonly charts = new Map<string, Promise<StateNode | undefined>>();
  private last: ToPage | undefined;
  private readonly scheduler: Scheduler;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly vs: BoardApi,
    private readonly server: ArbiterServer,
    private readonly options: BoardViewOptions,
  ) {
    this.scheduler = options.scheduler ?? timers;
    this.disposables.push(
      vs.window.onDidChangeTextEditorSelection((e) => {
        const active = e.selections[0]?.active;
        if (active && isScenarioDocument(e.textEditor.document))
          this.follow(e.textEditor.document.uri, active.line);
      }),
      vs.window.onDidChangeActiveTextEditor((editor) => {
        if (editor && isScenarioDocument(editor.document))
          this.follow(editor.document.uri, editor.selection.active.line);
      }),
      vs.workspace.onDidChangeTextDocument((e) => {
        if (this.target && e.document.uri.toString() === this.target.uri.toString()) this.schedule();
      }),
    );
  }

  get visible(): boolean {
    return this.panel !== undefined;
  }

  /** Opens the view beside the active editor (or brings it back) and shows the line under the cursor. */
  async show(): Promise<void> {
    const editor = this.vs.window.activeTextEditor;
    if (editor && isScenarioDocument(editor.document)) {
      this.target = { uri: editor.document.uri, line: editor.selection.active.line };
    }
    if (this.panel) {
      this.panel.reveal(this.vs.ViewColumn.Beside, true);
    } else {
      const panel = this.vs.window.createWebviewPanel(
        VIEW_TYPE,
        'Arbiter board',
        { viewColumn: this.vs.ViewColumn.Beside, preserveFocus: true },
        { enableScripts: true, localResourceRoots: [], retainContextWhenHidden: false },
      );
      this.panel = panel;
      panel.webview.html = boardPage({ nonce: makeNonce(), cspSource: panel.webview.cspSource });
      panel.webview.onDidReceiveMessage((m: FromPage) => {
        if (m?.type === 'ready' && this.last) void panel.webview.postMessage(this.last);
      });
      panel.onDidDispose(() => {
        if (this.panel === panel) this.panel = undefined;
        this.scheduler.clear(this.timer);
      });
    }
    await this.update();
  }

  /** Shows the board again, e.g. after the revision changed. */
  refresh(): void {
    if (this.panel) this.schedule();
  }

  /**
   * Shows the position at a line when the view is open: the debugger's current step, under the
   * revision the debugger runs rather than the active one.
   */
  followLine(uri: vscode.Uri, line: number, revision?: string): void {
    this.follow(uri, line, revision);
  }

  private follow(uri: vscode.Uri, line: number, revision?: string): void {
    if (!this.panel) return;
    const t = this.target;
    if (t && t.uri.toString() === uri.toString() && t.line === line && t.revision === revision) return;
    this.target = { uri, line, ...(revision ? { revision } : {}) };
    this.schedule();
  }

  private schedule(): void {
    this.scheduler.clear(this.timer);
    this.timer = this.scheduler.set(() => void this.update(), this.options.delayMs());
  }

  /** Asks the server for the board at the followed line and shows it, unless a newer request started meanwhile. */
  async update(): Promise<void> {
    const panel = this.panel;
    const target = this.target;
    if (!panel) return;
    const mine = ++this.sequence;
    if (!target) return this.post({ type: 'empty', reason: 'Put the cursor on a line of a scenario.' });
    const revision = target.revision ?? this.options.revision();
    try {
      const board = await this.server.boardAt({
        uri: target.uri.toString(),
        line: target.line,
        ...(revision ? { revision } : {}),
      });
      const chart = board ? await this.statechart(board.game, target.uri.toString()) : undefined;
      if (mine !== this.sequence || this.panel !== panel) return;
      const title = `${target.uri.path.split('/').pop() ?? ''}, line ${target.line + 1}`;
      panel.title = `Board: ${title}`;
      if (!board)
        return this.post({
          type: 'empty',
          reason: `No board at line ${target.line + 1}: put the cursor inside a scenario.`,
        });
      this.post({
        type: 'board',
        title: `${title} (${board.revision})`,
        board: boardHtml(board),
        chart: chart
          ? statechartHtml(chart, board.view.where)
          : `<p class="placeholder">${esc(board.view.where.join(', '))}</p>`,
      });
    } catch (e) {
      if (mine !== this.sequence) return;
      this.post({
        type: 'empty',
        reason: `The language server could not show this line: ${(e as Error).message ?? e}`,
      });
    }
  }

  /** The chart of a game, asked once per game (a document of that game names it to the server). */
  private statechart(game: string, uri: string): Promise<StateNode | undefined> {
    let chart = this.charts.get(game);
    if (!chart) {
      chart = this.server.statechart({ uri }).catch(() => {
        this.charts.delete(game);
        return undefined;
      });
      this.charts.set(game, chart);
    }
    return chart;
  }

  private post(message: ToPage): void {
    this.last = message;
    void this.panel?.webview.postMessage(message);
  }

  dispose(): void {
    this.scheduler.clear(this.timer);
    this.panel?.dispose();
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
