import { describe, expect, it } from 'vitest';
import { boardPage, makeNonce } from '../../src/board/page.js';
import { BoardView } from '../../src/board/panel.js';
import { boardHtml, esc, networkHtml, statechartHtml } from '../../src/board/render.js';
import type { Board, BoardCard, BoardPlayer } from '../../src/protocol.js';
import { fakeVscode } from './fake-vscode.js';
import { fakeServer, manualScheduler, SELL_PILE, STATECHART, settle } from './fixtures.js';

const card = (id: string, name: string, extra: Partial<BoardCard> = {}): BoardCard => ({
  id,
  name,
  engaged: false,
  damage: {},
  counters: {},
  owner: '',
  ...extra,
});
const player = (id: string, extra: Partial<BoardPlayer>): BoardPlayer => ({
  id,
  money: 0,
  pools: {},
  handCount: 5,
  mainDeckCount: 30,
  resourceDeckCount: 20,
  openMarket: [],
  lost: false,
  active: false,
  network: [],
  ...extra,
});

const CHALLENGE: Board = {
  line: 14,
  scenario: 'Three blockers',
  revision: 'v1.7',
  at: 'step',
  stepRange: { start: { line: 14, character: 2 }, end: { line: 14, character: 30 } },
  status: 'passed',
  turn: 3,
  active: 'Ana',
  phase: 'challenge, after blockers',
  priority: 'Nick',
  result: null,
  flow: { paths: ['turn.challenge.blockers'] },
  players: [
    player('Ana', {
      money: 7,
      active: true,
      pools: { BQ: 2, IQ: 0 },
      network: [
        { x: 0, y: 0, engaged: false, cards: [card('c1', 'Ana Corp', { owner: 'Ana' })] },
        {
          x: 1,
          y: 0,
          engaged: true,
          cards: [
            card('c2', 'Raamaa', {
              engaged: true,
              owner: 'Ana',
              damage: { BQ: { amount: 2, permanent: 1 } },
              counters: { BQ: 1 },
            }),
            card('c3', 'Lineage', { owner: 'Ana' }),
          ],
        },
      ],
    }),
    player('Nick', {
      money: 5,
      openMarket: [
        { id: 'm1', name: 'A' },
        { id: 'm2', name: 'B' },
        { id: 'm3', name: 'C' },
        { id: 'm4', name: 'D' },
      ],
      network: [
        { x: 0, y: 0, engaged: false, cards: [card('c6', 'Nick Corp', { owner: 'Nick' })] },
        { x: 0, y: 1, engaged: false, cards: [card('c7', 'Illithis <Prophet>', { owner: 'Nick' })] },
        { x: -1, y: 0, engaged: true, cards: [card('c8', 'Cleric', { engaged: true, owner: 'Ana' })] },
      ],
    }),
  ],
  stack: [],
  challenge: {
    attacker: { id: 'c2', name: 'Raamaa' },
    target: { network: 'Nick', x: 0, y: 1 },
    defending: { id: 'c7', name: 'Illithis <Prophet>' },
    blockers: [{ id: 'c8', name: 'Cleric' }],
    trait: 'BQ',
  },
  decision: { player: 'Ana', question: 'how to assign the damage', options: ['Ana assigns 2 to "Cleric"'] },
};

describe('the board, drawn', () => {
  const html = boardHtml(CHALLENGE);

  it('says where the game is and after which line', () => {
    expect(html).toContain('turn 3 · Ana active · challenge, after blockers · priority Nick · under v1.7');
    expect(html).toContain('“Three blockers”, after line 15 <span class="status passed">passed</span>');
    expect(boardHtml({ ...CHALLENGE, at: 'initial', stepRange: null })).toContain('before the first step');
    expect(boardHtml({ ...CHALLENGE, at: 'final' })).toContain('after the last step');
  });

  it("shows every player's money, pool and zones, and who must decide what", () => {
    expect(html).toContain(
      '<section class="player active" data-player="Ana"><h2>Ana<span class="money">7 M</span><span class="pool">pool BQ 2</span>',
    );
    expect(html).toContain('data-player="Nick"><h2>Nick<span class="money">5 M</span></h2>');
    expect(html).toContain('hand 5, main deck 30, resource deck 20, open market “A”, “B”, “C” (+1)');
    expect(html).toContain(
      '<details class="decision"><summary>Ana must decide how to assign the damage</summary><code>Ana assigns 2 to &#34;Cleric&#34;</code></details>',
    );
  });

  it('lays a network out as the scenario language does: y upwards, x to the right, one empty ring around', () => {
    const table = networkHtml(CHALLENGE.players[1]!, null);
    const rows = [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => m[1] ?? '');
    expect(rows[0]).toContain('<th class="axis">-2</th>');
    expect(rows[1]).toMatch(/^<th class="axis">2<\/th>/);
    expect(rows[2]).toMatch(/^<th class="axis">1<\/th>.*data-space="0,1".*Illithis/);
    expect(rows[3]).toMatch(/data-space="-1,0".*Cleric.*data-space="0,0".*Nick Corp/);
    expect(rows).toHaveLength(5);
  });

  it('shows a pile with its orientation, damage, counters, owner and bonded cards', () => {
    expect(html).toMatch(
      /class="pile engaged attacker".*Raamaa.*engaged.*BQ −2 \(1 permanent\).*\+1 BQ.*over <span class="card-name">Lineage/,
    );
    expect(html).toContain('<span class="owner">owned by Ana</span>');
  });

  it('highlights the attacker, the target and the blockers of the challenge under way', () => {
    expect(html).toMatch(/data-role="attacker" title="Raamaa at 1,0, engaged"/);
    expect(html).toMatch(/data-role="target" title="Illithis &#60;Prophet&#62; at 0,1"/);
    expect(html).toMatch(/data-role="blocker" title="Cleric at -1,0, engaged"/);
    expect(html).toContain(
      '<span class="attacker">“Raamaa”</span> attacks <span class="target">“Illithis &#60;Prophet&#62;”</span> using BQ; blockers: <span class="blocker">“Cleric”</span>',
    );
    expect(boardHtml({ ...CHALLENGE, challenge: null })).not.toContain('data-role="attacker"');
  });

  it('marks an empty target space', () => {
    const html = boardHtml({
      ...CHALLENGE,
      challenge: { ...CHALLENGE.challenge!, target: { network: 'Nick', x: 1, y: 0 }, defending: null },
    });
    expect(html).toContain('<td class="space empty target" title="1,0"></td>');
    expect(html).toContain('attacks <span class="target">1,0 in Nick\'s network</span>');
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
    expect(message.board).toContain('data-role="attacker"');
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
    answers[1]?.({ ...CHALLENGE, turn: 9 });
    await second;
    answers[0]?.({ ...CHALLENGE, turn: 1 });
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
