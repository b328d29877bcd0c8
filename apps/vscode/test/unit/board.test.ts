import { describe, expect, it } from 'vitest';
import type * as vscode from 'vscode';
import { boardPage, makeNonce } from '../../src/board/page.js';
import { BoardView } from '../../src/board/panel.js';
import { boardHtml, esc, gridHtml, statechartHtml } from '../../src/board/render.js';
import type { Board, CardView, ZoneView } from '../../src/protocol.js';
import { fakeVscode } from './fake-vscode.js';
import { fakeServer, manualScheduler, SELL_PILE, STATECHART, settle } from './fixtures.js';

const card = (id: string, name: string, extra: Partial<CardView> = {}): CardView => ({
  id,
  name,
  tags: [],
  badges: [],
  ...extra,
});
const count = (id: string, n: number): ZoneView => ({
  id,
  label: id.replace('-', ' '),
  layout: 'count',
  visibility: 'private',
  count: n,
  cards: [],
});

/** Megacorp's challenge, as its module's board view draws it. */
const CHALLENGE: Board = {
  line: 14,
  game: 'megacorp',
  scenario: 'Three blockers',
  revision: 'v1.7',
  at: 'step',
  stepRange: { start: { line: 14, character: 2 }, end: { line: 14, character: 30 } },
  status: 'passed',
  phase: 'challenge, after blockers',
  view: {
    title: "turn 3 · Ana's turn · Nick has priority",
    where: ['turn.challenge.blockers'],
    counters: [{ label: 'turn', value: '3' }],
    shared: [],
    players: [
      {
        id: 'Ana',
        active: true,
        out: false,
        counters: [
          { label: 'money', value: '7M' },
          { label: 'BQ', value: '2' },
        ],
        zones: [
          {
            id: 'network',
            label: 'network',
            layout: 'grid',
            visibility: 'public',
            count: 2,
            cards: [
              card('c1', 'Ana Corp', { x: 0, y: 0 }),
              card('c2', 'Raamaa', {
                x: 1,
                y: 0,
                tags: ['engaged', 'attacker'],
                badges: [{ label: 'BQ damage', value: '2/1' }],
                under: [card('c3', 'Lineage')],
              }),
            ],
          },
          count('hand', 5),
          count('main-deck', 30),
        ],
      },
      {
        id: 'Nick',
        active: false,
        out: false,
        counters: [{ label: 'money', value: '5M' }],
        zones: [
          {
            id: 'network',
            label: 'network',
            layout: 'grid',
            visibility: 'public',
            count: 3,
            cards: [
              card('c6', 'Nick Corp', { x: 0, y: 0 }),
              card('c7', 'Illithis <Prophet>', { x: 0, y: 1, tags: ['target'] }),
              card('c8', 'Cleric', { x: -1, y: 0, tags: ['engaged', 'controlled by Ana', 'blocker'] }),
            ],
          },
          {
            id: 'open-market',
            label: 'open market',
            layout: 'row',
            visibility: 'public',
            count: 2,
            cards: [card('m1', 'A'), card('m2', 'B')],
          },
        ],
      },
    ],
    panels: [
      {
        title: 'challenge',
        header: ['attacker', 'target', 'trait'],
        rows: [['Raamaa', 'Nick 0,1', 'BQ']],
      },
    ],
    decision: null,
    result: null,
  },
  decision: { player: 'Ana', question: 'how to assign the damage', options: ['Ana assigns 2 to "Cleric"'] },
};

/** A Gardener adventure, as its module's board view draws it: no grid, zones in rows, a requirements panel. */
const ADVENTURE: Board = {
  line: 9,
  game: 'gardener',
  scenario: 'Patrol meets the requirement',
  revision: 'got-2008',
  at: 'final',
  stepRange: null,
  status: 'passed',
  phase: "adventure 1, Nick's turn",
  view: {
    title: "Adventure 1 · hero Ana · Nick's turn",
    where: ['adventure.turn'],
    counters: [
      { label: 'the Void', value: '12 reputation' },
      { label: 'mode', value: 'individual' },
    ],
    shared: [],
    players: [
      {
        id: 'Ana',
        active: false,
        out: false,
        counters: [
          { label: 'reputation', value: '0' },
          { label: 'role', value: 'hero' },
        ],
        zones: [
          count('stash', 20),
          {
            id: 'playground',
            label: 'playground',
            layout: 'row',
            visibility: 'public',
            count: 1,
            cards: [
              card('p1', 'Patrol', { tags: ['played 1'], badges: [{ label: 'Ply.Speed', value: '2' }] }),
            ],
          },
        ],
      },
    ],
    panels: [
      {
        title: 'Requirements of Voyage',
        header: ['requirement', 'status'],
        rows: [['Ply.Speed > 1', 'met']],
      },
    ],
    decision: null,
    result: null,
  },
  decision: null,
};

describe('the board, drawn', () => {
  const html = boardHtml(CHALLENGE);

  it('says where the game is and after which line', () => {
    expect(html).toContain(
      'turn 3 · Ana&#39;s turn · Nick has priority · challenge, after blockers · under v1.7',
    );
    expect(html).toContain('“Three blockers”, after line 15 <span class="status passed">passed</span>');
    expect(boardHtml({ ...CHALLENGE, at: 'initial', stepRange: null })).toContain('before the first step');
    expect(boardHtml({ ...CHALLENGE, at: 'final' })).toContain('after the last step');
  });

  it("shows every player's counters and zones, and who must decide what", () => {
    expect(html).toContain(
      '<section class="player active" data-player="Ana"><h2>Ana<span class="counter" data-label="money">money <b class="value">7M</b></span>',
    );
    expect(html).toContain('<span class="zone count" data-zone="hand">hand 5</span>');
    expect(html).toMatch(/data-zone="open-market">.*open market 2.*A.*B/);
    expect(html).toContain(
      '<details class="decision"><summary>Ana must decide how to assign the damage</summary><code>Ana assigns 2 to &#34;Cleric&#34;</code></details>',
    );
  });

  it('lays a grid zone out as the scenario language does: y upwards, x to the right, one empty ring around', () => {
    const network = CHALLENGE.view.players[1]?.zones[0] as ZoneView;
    const table = gridHtml(network, 'Nick');
    const rows = [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => m[1] ?? '');
    expect(rows[0]).toContain('<th class="axis">-2</th>');
    expect(rows[1]).toMatch(/^<th class="axis">2<\/th>/);
    expect(rows[2]).toMatch(/^<th class="axis">1<\/th>.*data-space="0,1".*Illithis/);
    expect(rows[3]).toMatch(/data-space="-1,0".*Cleric.*data-space="0,0".*Nick Corp/);
    expect(rows).toHaveLength(5);
  });

  it('shows a pile with its tags, badges and the cards under it', () => {
    expect(html).toMatch(
      /class="pile engaged attacker".*Raamaa.*engaged.*BQ damage 2\/1.*over <span class="card-name">Lineage/,
    );
    expect(html).toContain('class="pile engaged controlled-by-ana blocker"');
  });

  it('marks the attacker, the target and the blockers the view tags, and shows the challenge panel', () => {
    expect(html).toMatch(
      /class="pile engaged attacker" data-tags="engaged,attacker" title="Raamaa at 1,0, engaged, attacker"/,
    );
    expect(html).toMatch(
      /class="pile target" data-tags="target" title="Illithis &#60;Prophet&#62; at 0,1, target"/,
    );
    expect(html).toContain(
      '<caption>challenge</caption><tr><th>attacker</th><th>target</th><th>trait</th></tr>',
    );
    expect(html).toContain('<td>Raamaa</td><td>Nick 0,1</td><td>BQ</td>');
  });

  it('draws a position of another game from the same view: Gardener counters, rows and requirements', () => {
    const g = boardHtml(ADVENTURE);
    expect(g).toContain(
      'Adventure 1 · hero Ana · Nick&#39;s turn · adventure 1, Nick&#39;s turn · under got-2008',
    );
    expect(g).toContain(
      '<span class="counter" data-label="the Void">the Void <b class="value">12 reputation</b></span>',
    );
    expect(g).toMatch(/data-zone="playground">.*class="card played-1".*Patrol.*Ply.Speed 2/);
    expect(g).toContain('<span class="zone count" data-zone="stash">stash 20</span>');
    expect(g).toContain('<caption>Requirements of Voyage</caption>');
    expect(g).not.toContain('<table class="grid"');
  });

  it('escapes every name', () => {
    expect(html).not.toContain('<Prophet>');
    expect(esc(`<b a="1">&'`)).toBe('&#60;b a=&#34;1&#34;&#62;&#38;&#39;');
  });
});

describe('the statechart beside it', () => {
  const html = statechartHtml(STATECHART, ['turn.challenge.blockers']);

  it('lights the current state and marks the states above it', () => {
    expect(html).toContain('<li class="state atomic current" data-path="turn.challenge.blockers">');
    expect(html).toContain('<li class="state compound on-path" data-path="turn.challenge">');
    expect(html).toContain('<li class="state compound on-path" data-path="turn">');
    expect(html).toContain('<li class="state atomic" data-path="turn.divest">');
    expect(html).toContain('<li class="state atomic" data-path="setup">');
  });
});

describe('the page', () => {
  const page = boardPage({ nonce: 'abc123', cspSource: 'vscode-webview://x' });

  it('allows only its own nonced style and script, and loads nothing from outside', () => {
    expect(page).toContain(
      `content="default-src 'none'; style-src vscode-webview://x 'nonce-abc123'; script-src 'nonce-abc123'; img-src vscode-webview://x data:; font-src vscode-webview://x"`,
    );
    expect(page).toContain('<script nonce="abc123">');
    expect(page).toContain('<style nonce="abc123">');
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).not.toMatch(/<script(?![^>]*nonce)/);
  });

  it('gets a new nonce every time', () => {
    expect(makeNonce()).not.toBe(makeNonce());
    expect(makeNonce()).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});

describe('the board view', () => {
  const PATH = '/ws/sell.scenario';
  function setup(boardAt: () => Promise<Board | null> = async () => CHALLENGE) {
    const { vs, user } = fakeVscode({ files: { [PATH]: SELL_PILE } });
    const server = fakeServer({ boardAt });
    const scheduler = manualScheduler();
    let revision: string | undefined = 'v1.7';
    const view = new BoardView(vs, server, { delayMs: () => 150, revision: () => revision, scheduler });
    return { vs, user, server, scheduler, view, setRevision: (r: string) => (revision = r) };
  }

  it('opens beside the editor with scripts on and no local resources, and shows the line under the cursor', async () => {
    const { user, server, view } = setup();
    user.open(PATH, undefined, 12);
    await view.show();
    const panel = user.panels[0]!;
    expect(panel.options).toMatchObject({ enableScripts: true, localResourceRoots: [] });
    expect(panel.showOptions).toMatchObject({ viewColumn: -2, preserveFocus: true });
    expect(panel.webview.html).toContain("default-src 'none'");
    expect(server.calls.find((c) => c.method === 'boardAt')?.params).toEqual({
      uri: 'file:///ws/sell.scenario',
      line: 12,
      revision: 'v1.7',
    });
    expect(panel.webview.posted.at(-1)).toMatchObject({
      type: 'board',
      title: 'sell.scenario, line 13 (v1.7)',
    });
    expect(panel.title).toBe('Board: sell.scenario, line 13');
    const message = panel.webview.posted.at(-1) as { board: string; chart: string };
    expect(message.board).toContain('class="pile engaged attacker"');
    expect(message.chart).toContain('current');
  });

  it('follows the cursor once it stops: one request for the last line, after the delay', async () => {
    const { user, server, view, scheduler } = setup();
    const editor = user.open(PATH, undefined, 2);
    await view.show();
    for (const l of [5, 6, 7, 8]) user.moveCursor(editor, l);
    expect(scheduler.pending).toHaveLength(1);
    expect(scheduler.pending[0]?.ms).toBe(150);
    scheduler.flush();
    await settle();
    const lines = server.calls
      .filter((c) => c.method === 'boardAt')
      .map((c) => (c.params as { line: number }).line);
    expect(lines).toEqual([2, 8]);
  });

  it("follows the debugger's step under the revision the debugger runs, then the cursor under the active one", async () => {
    const { user, server, view, scheduler } = setup();
    const editor = user.open(PATH, undefined, 2);
    await view.show();
    view.followLine(editor.document.uri as unknown as vscode.Uri, 9, 'ed3.0-fr');
    scheduler.flush();
    await settle();
    user.moveCursor(editor, 10);
    scheduler.flush();
    await settle();
    const asked = server.calls
      .filter((c) => c.method === 'boardAt')
      .map((c) => c.params as { line: number; revision: string })
      .map((p) => [p.line, p.revision]);
    expect(asked).toEqual([
      [2, 'v1.7'],
      [9, 'ed3.0-fr'],
      [10, 'v1.7'],
    ]);
  });

  it('does nothing while closed', () => {
    const { user, server, scheduler } = setup();
    const editor = user.open(PATH, undefined, 2);
    user.moveCursor(editor, 5);
    expect(scheduler.pending).toHaveLength(0);
    expect(server.calls).toEqual([]);
  });

  it('shows the board again when the scenario is edited or the revision changes', async () => {
    const { user, server, view, scheduler, setRevision } = setup();
    const editor = user.open(PATH, undefined, 2);
    await view.show();
    user.edit(editor, `${SELL_PILE}\n`);
    scheduler.flush();
    await settle();
    setRevision('ed3.0-fr');
    view.refresh();
    scheduler.flush();
    await settle();
    const asked = server.calls
      .filter((c) => c.method === 'boardAt')
      .map((c) => (c.params as { revision: string }).revision);
    expect(asked).toEqual(['v1.7', 'v1.7', 'ed3.0-fr']);
  });

  it('drops an answer that comes after a newer one was asked for', async () => {
    const answers: ((v: Board) => void)[] = [];
    const { user, view } = setup(() => new Promise((resolve) => answers.push(resolve)));
    const editor = user.open(PATH, undefined, 2);
    const first = view.show();
    await settle();
    editor.selection = { active: { line: 9, character: 0 } as never };
    const second = view.update();
    await settle();
    answers[1]?.({ ...CHALLENGE, view: { ...CHALLENGE.view, title: 'turn 9' } });
    await second;
    answers[0]?.({ ...CHALLENGE, view: { ...CHALLENGE.view, title: 'turn 1' } });
    await first;
    const boards = user.panels[0]?.webview.posted.filter((m) => (m as { type: string }).type === 'board') as {
      board: string;
    }[];
    expect(boards).toHaveLength(1);
    expect(boards[0]?.board).toContain('turn 9');
  });

  it('asks for the statechart once', async () => {
    const { user, server, view } = setup();
    user.open(PATH, undefined, 2);
    await view.show();
    await view.update();
    await view.update();
    expect(server.calls.filter((c) => c.method === 'statechart')).toHaveLength(1);
  });

  it('says why when there is no board at the line, or the server fails', async () => {
    const { user, view } = setup(async () => null);
    user.open(PATH, undefined, 0);
    await view.show();
    expect(user.panels[0]?.webview.posted.at(-1)).toEqual({
      type: 'empty',
      reason: 'No board at line 1: put the cursor inside a scenario.',
    });
    const failing = setup(async () => Promise.reject(new Error('boom')));
    failing.user.open(PATH, undefined, 0);
    await failing.view.show();
    expect(failing.user.panels[0]?.webview.posted.at(-1)).toEqual({
      type: 'empty',
      reason: 'The language server could not show this line: boom',
    });
  });

  it('sends the last board again when the page reloads, and opens a new page after it was closed', async () => {
    const { user, view } = setup();
    user.open(PATH, undefined, 2);
    await view.show();
    const panel = user.panels[0]!;
    const count = panel.webview.posted.length;
    panel.webview.received.fire({ type: 'ready' });
    expect(panel.webview.posted).toHaveLength(count + 1);
    await view.show();
    expect(user.panels).toHaveLength(1);
    expect(panel.revealed).toBe(1);
    panel.dispose();
    expect(view.visible).toBe(false);
    await view.show();
    expect(user.panels).toHaveLength(2);
  });
});
