import type { SourceLoader } from '@arbiter/scenario';
import type * as vscode from 'vscode';
import { BOARD_STYLE, makeNonce } from '../board/page.js';
import { esc, viewHtml } from '../board/render.js';
import { isScenarioDocument, type Vscode } from '../host.js';
import { discoverScenarios } from '../testing/discover.js';
import { Recording } from './recording.js';

export type RecordApi = Pick<
  Vscode,
  'window' | 'workspace' | 'commands' | 'languages' | 'Uri' | 'ViewColumn' | 'CodeAction' | 'CodeActionKind'
>;

export const RECORD_COMMANDS = {
  record: 'arbiter.recordFromHere',
  fork: 'arbiter.forkScenario',
} as const;

/** Messages from the record page to the extension. */
export type FromRecordPage =
  | { readonly type: 'ready' }
  | { readonly type: 'play'; readonly index: number }
  | { readonly type: 'undo' }
  | { readonly type: 'save' };

export interface RecordDeps {
  readonly loader: SourceLoader;
  readonly readText: (path: string) => string;
}

/** The page: the position, the legal moves as buttons, what was played, Undo and Save as scenario. */
function page(nonce: string, cspSource: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${cspSource} 'nonce-${nonce}'; script-src 'nonce-${nonce}';">
<style nonce="${nonce}">${BOARD_STYLE}
#position { flex: 2 1 0; min-width: 0; } #moves { flex: 1 1 0; }
button.move { display: block; width: 100%; text-align: left; margin: 2px 0; font-family: var(--vscode-editor-font-family, monospace); }
ol.played { font-family: var(--vscode-editor-font-family, monospace); }
.note { opacity: .8; font-style: italic; }
</style></head><body>
<h1 id="title">Recording</h1>
<main><section id="position"></section><section id="moves"></section></main>
<script nonce="${nonce}">
const vscode = acquireVsCodeApi();
window.addEventListener('message', (e) => {
  const m = e.data;
  if (m.type !== 'state') return;
  document.getElementById('title').textContent = m.title;
  document.getElementById('position').innerHTML = m.position;
  document.getElementById('moves').innerHTML = m.moves;
});
document.addEventListener('click', (e) => {
  const b = e.target.closest('button');
  if (!b) return;
  if (b.dataset.index !== undefined) vscode.postMessage({ type: 'play', index: Number(b.dataset.index) });
  else if (b.dataset.action) vscode.postMessage({ type: b.dataset.action });
});
vscode.postMessage({ type: 'ready' });
</script></body></html>`;
}

/** What the page shows of a recording. */
export function recordingHtml(r: Recording): { title: string; position: string; moves: string } {
  const legal = r.legal();
  const view = r.view();
  return {
    title: `Recording from "${r.origin.title}", line ${r.origin.line + 1} (${r.revision})`,
    // The position as the board draws it (the game's board view), without the board's statechart.
    position: `<div class="where">${esc(view.title)}</div>${viewHtml(view)}`,
    moves: [
      '<h2>Legal moves</h2>',
      legal.length
        ? legal.map((m) => `<button class="move" data-index="${m.index}">${esc(m.step)}</button>`).join('')
        : '<p class="note">No move: the game is over.</p>',
      '<h2>Played</h2>',
      r.played.length
        ? `<ol class="played">${r.played.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`
        : '<p class="note">Nothing yet: click a move.</p>',
      `<p><button data-action="undo"${r.played.length ? '' : ' disabled'}>Undo</button> <button data-action="save">Save as scenario</button></p>`,
    ].join(''),
  };
}

/** A free name next to the source file: `sell-recorded.scenario`, then `sell-recorded-2.scenario`... */
export async function freePath(
  source: string,
  suffix: string,
  exists: (path: string) => Promise<boolean>,
): Promise<string> {
  const base = source.replace(/\.scenario$/, '');
  for (let n = 1; ; n++) {
    const path = `${base}-${suffix}${n > 1 ? `-${n}` : ''}.scenario`;
    if (!(await exists(path))) return path;
  }
}

/** The lines a fork can start from: each scenario's `given`/`setup` start and each `when` step. */
export function forkLines(text: string, uri: string): ReadonlySet<number> {
  const lines = new Set<number>();
  for (const sc of discoverScenarios(text, uri))
    for (const st of sc.steps) if (st.kind === 'step') lines.add(st.range.start.line);
  return lines;
}

/**
 * Record and fork: "Record from here" opens a panel at the line under the cursor where the legal
 * moves can be played and saved as a new scenario; "Fork scenario here" (a code action on any step)
 * writes a new scenario that starts at that step.
 */
export function registerRecording(vs: RecordApi, deps: RecordDeps): vscode.Disposable[] {
  let panel: vscode.WebviewPanel | undefined;
  let recording: Recording | undefined;
  let source: vscode.Uri | undefined;

  const exists = async (path: string) => {
    try {
      await vs.workspace.fs.readFile(vs.Uri.file(path));
      return true;
    } catch {
      return false;
    }
  };
  const open = (uri: vscode.Uri, line: number) =>
    Recording.at(deps.readText(uri.fsPath), uri.fsPath, line, { loader: deps.loader });

  /** Writes a recording as a new scenario file beside its source, opens it, and says how it ran. */
  const save = async (r: Recording, from: vscode.Uri, suffix: string): Promise<string | undefined> => {
    const title = `${r.origin.title} (${suffix} at line ${r.origin.line + 1})`;
    const path = await freePath(from.fsPath, suffix, exists);
    const checked = r.check(title, path, deps.loader);
    if ('reason' in checked) {
      void vs.window.showErrorMessage(`Arbiter: ${checked.reason}`);
      return undefined;
    }
    const target = vs.Uri.file(path);
    await vs.workspace.fs.writeFile(target, new TextEncoder().encode(checked.text));
    await vs.window.showTextDocument(target);
    if (checked.status !== 'passed')
      void vs.window.showWarningMessage(
        `Arbiter: the new scenario does not pass: ${checked.problems.join('; ')}`,
      );
    return path;
  };

  const show = () => {
    if (!panel || !recording) return;
    void panel.webview.postMessage({ type: 'state', ...recordingHtml(recording) });
  };

  return [
    vs.commands.registerCommand(RECORD_COMMANDS.record, async (uri?: vscode.Uri, line?: number) => {
      const editor = vs.window.activeTextEditor;
      const target = uri ?? (editor && isScenarioDocument(editor.document) ? editor.document.uri : undefined);
      if (!target) {
        void vs.window.showInformationMessage(
          'Arbiter: open a .scenario file and put the cursor on a step to play from.',
        );
        return undefined;
      }
      try {
        recording = open(target, line ?? editor?.selection.active.line ?? 0);
      } catch (e) {
        void vs.window.showErrorMessage(`Arbiter: ${(e as Error).message}`);
        return undefined;
      }
      source = target;
      if (!panel) {
        const p = vs.window.createWebviewPanel(
          'arbiter.record',
          'Arbiter: record',
          { viewColumn: vs.ViewColumn.Beside, preserveFocus: true },
          { enableScripts: true, localResourceRoots: [] },
        );
        panel = p;
        p.webview.html = page(makeNonce(), p.webview.cspSource);
        p.webview.onDidReceiveMessage(async (m: FromRecordPage) => {
          if (!recording || !source) return;
          switch (m.type) {
            case 'ready':
              break;
            case 'play': {
              const played = recording.play(m.index);
              if (!played.ok) void vs.window.showWarningMessage(`Arbiter: ${played.reason}`);
              break;
            }
            case 'undo':
              recording.undo();
              break;
            case 'save':
              await save(recording, source, 'recorded');
              return;
          }
          show();
        });
        p.onDidDispose(() => {
          if (panel === p) panel = undefined;
        });
      } else panel.reveal(vs.ViewColumn.Beside, true);
      show();
      return recording;
    }),

    vs.commands.registerCommand(RECORD_COMMANDS.fork, async (uri?: vscode.Uri, line?: number) => {
      const editor = vs.window.activeTextEditor;
      const target = uri ?? (editor && isScenarioDocument(editor.document) ? editor.document.uri : undefined);
      if (!target) return undefined;
      try {
        return await save(open(target, line ?? editor?.selection.active.line ?? 0), target, 'fork');
      } catch (e) {
        void vs.window.showErrorMessage(`Arbiter: ${(e as Error).message}`);
        return undefined;
      }
    }),

    vs.languages.registerCodeActionsProvider(
      { language: 'megacorp-scenario' },
      {
        provideCodeActions: (doc, range) => {
          const line = range.start.line;
          if (!forkLines(doc.getText(), doc.uri.toString()).has(line)) return [];
          const action = new vs.CodeAction('Fork scenario here', vs.CodeActionKind.Refactor);
          action.command = {
            title: 'Fork scenario here',
            command: RECORD_COMMANDS.fork,
            arguments: [doc.uri, line],
          };
          return [action];
        },
      },
      { providedCodeActionKinds: [vs.CodeActionKind.Refactor] },
    ),
  ];
}
