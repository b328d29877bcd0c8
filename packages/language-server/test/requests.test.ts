import { flowPaths } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import type { StatechartNode } from '../src/protocol.js';
import { getBoardAt } from '../src/service/board.js';
import { getInlayHints } from '../src/service/inlay-hints.js';
import { runFile } from '../src/service/run-file.js';
import { getStatechart } from '../src/service/statechart.js';
import { open, SELL, workspace } from './helpers.js';

const ALL = { start: { line: 0, character: 0 }, end: { line: 1000, character: 0 } };

describe('the extension`s requests', () => {
  it('arbiter/runFile: each scenario × revision with per-step status, failures and the engine log', () => {
    const { index } = workspace();
    const text = SELL.replace('revisions v1.7', 'revisions v1.7, v1.5.5').replace(
      'Ana money 14',
      'Ana money 14  under v1.7',
    );
    const f = open(index, 'scenarios/s.scenario', text);
    const r = runFile(f, index);
    expect(r.scenarios.map((s) => [s.revision, s.status])).toEqual([
      ['v1.7', 'passed'],
      ['v1.5.5', 'failed'],
    ]);
    const [v17, v155] = r.scenarios;
    expect(v17?.steps.map((s) => [s.range.start.line, s.kind, s.status, s.actions])).toEqual([
      [16, 'step', 'passed', []],
      [17, 'step', 'passed', ['Ana sells "Hierarch"']],
    ]);
    expect(v17?.log).toContain('[5.5.6.2] Ana sells Hierarch for its money valuation of 4 M');
    expect(v17?.range.start.line).toBe(2);
    expect(v155?.failures[0]).toMatchObject({
      message: "the top of Ana's open market differs",
      expected: '"Lineage", "Hierarch"',
    });
    expect(runFile(f, index, { only: ['v1.5.5'] }).scenarios.map((s) => s.revision)).toEqual(['v1.5.5']);
  });

  it('arbiter/runFile: steps the run never reached are skipped', () => {
    const { index } = workspace();
    const f = open(
      index,
      'scenarios/s.scenario',
      SELL.replace('Ana sells "Ana Corp"  -> rejected 5.5.4', 'Ana sells "Ana Corp"'),
    );
    const [s] = runFile(f, index).scenarios;
    expect(s?.steps.map((x) => x.status)).toEqual(['failed', 'skipped']);
  });

  it('arbiter/boardAt: the board after the step under the cursor', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/s.scenario', SELL);
    const b = getBoardAt(f, 17, index, 'v1.7');
    expect(b).toMatchObject({
      at: 'step',
      revision: 'v1.7',
      game: 'megacorp',
      phase: 'end, window',
      status: 'passed',
    });
    expect(b?.view.title).toBe("turn 5 · Ana's turn · Ana has priority");
    expect(b?.view.where).toEqual(['turn.end.window.open']);
    // The module's board view: Ana's money, her open market top first, her network as a grid.
    const ana = b?.view.players[0];
    const zone = (id: string) => ana?.zones.find((z) => z.id === id);
    expect(ana?.counters.find((c) => c.label === 'money')?.value).toBe('14M');
    expect(zone('open-market')?.cards.map((c) => c.name)).toEqual(['Lineage', 'Hierarch']);
    expect(zone('network')?.layout).toBe('grid');
    expect(
      zone('network')?.cards.map(
        (c) => `${c.x},${c.y} ${[c, ...(c.under ?? [])].map((x) => x.name).join(' over ')}`,
      ),
    ).toEqual(['0,0 Ana Corp', '1,0 Raamaa']);
    const before = getBoardAt(f, 8, index, 'v1.7');
    expect(before?.at).toBe('initial');
    const network = before?.view.players[0]?.zones.find((z) => z.id === 'network');
    expect([network?.cards[2]?.name, ...(network?.cards[2]?.under ?? []).map((c) => c.name)]).toEqual([
      'Hierarch',
      'Lineage',
    ]);
    expect(getBoardAt(f, 20, index, null)?.at).toBe('final');
    expect(getBoardAt(f, 0, index, null)).toBeNull();
  });

  it('arbiter/boardAt: a challenge names attacker, target and blockers', () => {
    const { index } = workspace();
    const text = `use "../cards/basic.cards"

scenario "Blocking"
given
  turn 5, Ana active, phase challenge
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
  Nick network
    0,0  business "Nick Corp"
    1,0  "Gnost Cleric"
when
  Ana attacks Nick's business with "Raamaa" using BQ
  Nick blocks with "Gnost Cleric"
`;
    const f = open(index, 'scenarios/c.scenario', text);
    const b = getBoardAt(f, 13, index, 'v1.7');
    expect(b?.view.panels).toEqual([
      {
        title: 'challenge',
        header: ['attacker', 'target', 'trait', 'defending', 'blockers', 'defenders'],
        rows: [['Raamaa', 'Nick 0,0', 'BQ', 'Nick Corp', 'Gnost Cleric', '']],
      },
    ]);
    // The cards in the challenge say so on the board, where the webview marks them.
    const tags = (player: number, name: string) =>
      b?.view.players[player]?.zones.find((z) => z.id === 'network')?.cards.find((c) => c.name === name)
        ?.tags;
    expect(tags(0, 'Raamaa')).toContain('attacker');
    expect(tags(1, 'Gnost Cleric')).toContain('blocker');
    expect(tags(1, 'Nick Corp')).toContain('target');
  });

  it('arbiter/statechart: the machine as a tree whose paths match the board`s flow paths', () => {
    const chart = getStatechart(workspace().index);
    expect(chart.path).toBe('');
    expect(chart.children.map((c) => c.key)).toEqual(['setup', 'turn', 'gameOver']);
    const all: string[] = [];
    const walk = (n: StatechartNode) => {
      all.push(n.path);
      n.children.forEach(walk);
    };
    walk(chart);
    for (const p of flowPaths({ turn: { end: { window: 'open' } } })) expect(all).toContain(p);
    expect(all).toContain('turn.challenge.attack.blockers');
    const turn = chart.children.find((c) => c.key === 'turn');
    expect(turn?.initial).toBe('accounting');
  });

  it('inlay hints: money and phase after each step', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/s.scenario', SELL);
    expect(getInlayHints(f, ALL, index, { revision: 'v1.7' }).map((h) => [h.position, h.label])).toEqual([
      [{ line: 16, character: 41 }, 'Ana 10 · Nick 10 │ divest'],
      [{ line: 17, character: 22 }, 'Ana 14 · Nick 10 │ end, window'],
    ]);
    expect(
      getInlayHints(f, { start: { line: 17, character: 0 }, end: { line: 17, character: 0 } }, index),
    ).toHaveLength(1);
  });
});
