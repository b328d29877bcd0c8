import { randomBytes } from 'node:crypto';

/**
 * The board view's page: self-contained HTML, CSS and script, no external resource. The content
 * security policy lets in only the style and script that carry this page's nonce; the script just
 * places the markup the extension renders (board/render.ts) and says when it is ready.
 */

/** Messages from the extension to the page. */
export type ToPage =
  | { readonly type: 'board'; readonly board: string; readonly chart: string; readonly title: string }
  | { readonly type: 'empty'; readonly reason: string };

/** Messages from the page to the extension. */
export type FromPage = { readonly type: 'ready' };

/** The board's styles: the board page's, and the record panel's for the position it shows. */
export const BOARD_STYLE = `
:root { color-scheme: light dark; }
body { font-family: var(--vscode-font-family, sans-serif); font-size: var(--vscode-font-size, 13px);
  color: var(--vscode-foreground); background: var(--vscode-editor-background); margin: 0; padding: 8px 12px; }
main { display: flex; gap: 16px; align-items: flex-start; }
#board { flex: 3 1 0; min-width: 0; }
#chart { flex: 1 1 0; min-width: 180px; max-height: calc(100vh - 24px); overflow: auto;
  border-left: 1px solid var(--vscode-panel-border, #8884); padding-left: 12px; }
h1 { font-size: 1.1em; margin: 0 0 6px; }
h2 { font-size: 1em; margin: 12px 0 4px; display: flex; gap: 10px; align-items: baseline; }
.where { font-weight: 600; }
.step { margin: 2px 0 8px; opacity: .85; }
.step code { font-family: var(--vscode-editor-font-family, monospace); }
.counter { font-weight: normal; font-size: .9em; }
.counter .value { color: var(--vscode-charts-green, #3a3); }
.counters { margin: 2px 0 6px; display: flex; gap: 10px; flex-wrap: wrap; }
.player.active h2::after { content: "active"; font-size: .8em; font-weight: normal; padding: 0 6px;
  border-radius: 8px; background: var(--vscode-badge-background, #4446); color: var(--vscode-badge-foreground, inherit); }
.player.out { opacity: .6; }
table.grid { border-collapse: separate; border-spacing: 4px; }
th.axis { font-weight: normal; font-size: .8em; opacity: .5; }
td.space { width: 110px; height: 64px; vertical-align: top; border: 1px dashed #8884; border-radius: 4px; padding: 0; }
td.space.empty { opacity: .5; }
.pile { height: 100%; box-sizing: border-box; padding: 4px 5px; border-radius: 4px; position: relative;
  background: var(--vscode-editorWidget-background, #8881); border: 1px solid var(--vscode-editorWidget-border, #8886); }
.pile.engaged { transform: rotate(-6deg); background: var(--vscode-inputValidation-warningBackground, #a803); }
.pile.attacker { outline: 3px solid var(--vscode-charts-red, #d33); }
.pile.target { outline: 3px solid var(--vscode-charts-orange, #e90); }
.pile.blocker { outline: 3px solid var(--vscode-charts-blue, #38f); }
.card { display: inline-block; vertical-align: top; padding: 3px 5px; margin: 2px 4px 2px 0; border-radius: 4px;
  background: var(--vscode-editorWidget-background, #8881); border: 1px solid var(--vscode-editorWidget-border, #8886); }
.card.current-adventure { outline: 2px solid var(--vscode-charts-orange, #e90); }
.tag { display: inline-block; font-size: .75em; font-style: italic; margin-right: 4px; }
.card-name { font-weight: 600; display: block; }
.badge { display: inline-block; font-size: .75em; padding: 0 4px; margin: 1px 2px 0 0; border-radius: 6px; }
.badge { background: #38f3; }
ul.under { list-style: none; margin: 2px 0 0; padding: 0; font-size: .8em; }
ul.under .card-name { display: inline; font-weight: normal; }
table.panel { border-collapse: collapse; margin: 6px 0; font-size: .9em; }
table.panel caption { text-align: left; font-weight: 600; }
table.panel th, table.panel td { padding: 1px 8px 1px 0; text-align: left; }
.zone { display: block; margin: 2px 0; }
.zone.count { display: inline-block; margin-right: 10px; }
.zone-label { margin-right: 6px; }
ol.cards { margin: 0; padding-left: 18px; }
ul.statechart, ul.statechart ul { list-style: none; margin: 0; padding-left: 12px; }
ul.statechart { padding-left: 0; font-size: .9em; }
li.state > .state-name { display: inline-block; padding: 0 4px; border-radius: 3px; opacity: .65; }
li.state.parallel > .state-name::after { content: " ∥"; }
li.state.on-path > .state-name { opacity: 1; font-weight: 600; }
li.state.current > .state-name { opacity: 1; font-weight: 700; color: var(--vscode-editor-background, #fff);
  background: var(--vscode-charts-green, #3a3); }
.placeholder { opacity: .7; font-style: italic; }
.zones { margin: 0 0 4px; font-size: .85em; opacity: .8; }
.decision, .shared, .result { margin: 4px 0; }
details.decision summary { cursor: pointer; }
.decision code { font-family: var(--vscode-editor-font-family, monospace); }
.status { font-size: .8em; padding: 0 6px; border-radius: 8px; }
.status.passed { background: #3a33; }
.status.failed, .status.error { background: #d333; }
li.state.window > .state-name { font-style: italic; }
`;

const SCRIPT = `
const vscode = acquireVsCodeApi();
const board = document.getElementById('board');
const chart = document.getElementById('chart');
const title = document.getElementById('title');
window.addEventListener('message', (event) => {
  const m = event.data;
  if (!m || typeof m !== 'object') return;
  if (m.type === 'board') {
    board.innerHTML = m.board;
    chart.innerHTML = m.chart;
    title.textContent = m.title;
    document.body.dataset.state = 'board';
    const lit = chart.querySelector('.current');
    if (lit) lit.scrollIntoView({ block: 'nearest' });
  } else if (m.type === 'empty') {
    board.innerHTML = '';
    const p = document.createElement('p');
    p.className = 'placeholder';
    p.textContent = m.reason;
    board.appendChild(p);
    document.body.dataset.state = 'empty';
  }
});
vscode.postMessage({ type: 'ready' });
`;

export function boardPage(options: { readonly nonce: string; readonly cspSource: string }): string {
  const { nonce, cspSource } = options;
  const csp = [
    "default-src 'none'",
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `img-src ${cspSource} data:`,
    `font-src ${cspSource}`,
  ].join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Arbiter board</title>
<style nonce="${nonce}">${BOARD_STYLE}</style>
</head>
<body data-state="loading">
<h1 id="title">Arbiter board</h1>
<main>
<div id="board"><p class="placeholder">Put the cursor on a line of a scenario.</p></div>
<aside id="chart" aria-label="statechart"></aside>
</main>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}

/** A fresh nonce for one page. */
export function makeNonce(): string {
  return randomBytes(18).toString('base64');
}
