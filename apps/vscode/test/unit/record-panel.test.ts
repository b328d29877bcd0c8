import { dirname, join, resolve } from 'node:path';
import { runScenarioText } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import { freePath, RECORD_COMMANDS, registerRecording } from '../../src/record/panel.js';
import { DIVEST, FIXTURE, lineOf, readText } from './debug-fixtures.js';
import { type FakePanel, fakeVscode, Range, Uri } from './fake-vscode.js';
import { settle } from './fixtures.js';

const PATH = '/ws/divest.scenario';
const CARDS = '/ws/cards/basic.cards';

function setup() {
  const { vs, user } = fakeVscode({
    files: { [PATH]: readText(DIVEST), [CARDS]: readText(join(FIXTURE, 'cards', 'basic.cards')) },
  });
  const loader = {
    read: (p: string) => user.files.get(p),
    resolve: (from: string, rel: string) => resolve(dirname(from), rel),
  };
  registerRecording(vs, { loader, readText: (p) => user.files.get(p) ?? '' });
  return { vs, user, loader };
}

type State = { type: 'state'; title: string; moves: string; position: string };
const lastState = (p: FakePanel) =>
  p.webview.posted.filter((m): m is State => (m as State).type === 'state').at(-1) as State;
const moveIndex = (s: State, step: string) => {
  const m = new RegExp(`data-index="(\\d+)">${step.replace(/"/g, '&#34;')}<`).exec(s.moves);
  if (!m) throw new Error(`no move ${step} in ${s.moves}`);
  return Number(m[1]);
};

describe('recording from the board', () => {
  it('lists the legal moves, plays two clicked ones, and saves them as a new scenario that passes', async () => {
    const { vs, user, loader } = setup();
    await vs.commands.executeCommand(RECORD_COMMANDS.record, Uri.file(PATH), lineOf(DIVEST, 'Ana money 10'));
    const panel = user.panels[0] as FakePanel;
    expect(lastState(panel).moves).toContain('Ana sells &#34;Hierarch&#34;');
    panel.webview.received.fire({ type: 'play', index: moveIndex(lastState(panel), 'Ana sells "Hierarch"') });
    await settle();
    const second = /data-index="(\d+)">([^<]+)</.exec(lastState(panel).moves);
    panel.webview.received.fire({ type: 'play', index: Number(second?.[1]) });
    await settle();
    expect(lastState(panel).moves).toMatch(/<ol class="played"><li>Ana sells &#34;Hierarch&#34;<\/li><li>/);
    panel.webview.received.fire({ type: 'save' });
    await settle();
    await settle();
    const saved = user.files.get('/ws/divest-recorded.scenario') as string;
    expect(saved).toContain('when\n  Ana sells "Hierarch"\n');
    const run = runScenarioText(saved, '/ws/divest-recorded.scenario', { loader });
    expect(run.scenarios.map((s) => s.status)).toEqual(['passed']);
    expect(user.messages).toEqual([]);
  });

  it("draws the position as the board does: Ana's network as a grid, and the pile sold leaves it", async () => {
    const { vs, user } = setup();
    await vs.commands.executeCommand(RECORD_COMMANDS.record, Uri.file(PATH), lineOf(DIVEST, 'Ana money 10'));
    const panel = user.panels[0] as FakePanel;
    const grid = (s: State) =>
      /<section class="player[^"]*" data-player="Ana">.*?(<table class="grid".*?<\/table>)/s.exec(
        s.position,
      )?.[1] ?? '';
    expect(grid(lastState(panel))).toContain('Hierarch');
    expect(grid(lastState(panel))).toContain('Raamaa');
    panel.webview.received.fire({ type: 'play', index: moveIndex(lastState(panel), 'Ana sells "Hierarch"') });
    await settle();
    expect(grid(lastState(panel))).not.toContain('Hierarch');
    expect(grid(lastState(panel))).toContain('Raamaa');
  });

  it('refuses outside a scenario, saying why', async () => {
    const { vs, user } = setup();
    expect(await vs.commands.executeCommand(RECORD_COMMANDS.record, Uri.file(PATH), 1)).toBeUndefined();
    expect(user.messages[0]?.text).toMatch(/no scenario here/);
  });
});

describe('fork scenario here', () => {
  it('is offered as a code action on step lines only', () => {
    const { vs, user } = setup();
    const editor = user.open(PATH);
    type Action = { title: string; command: unknown };
    type Provider = { provideCodeActions(doc: unknown, range: Range): Action[] };
    const provider = (vs.languages as unknown as { codeActionProviders: Provider[] }).codeActionProviders[0];
    const at = (line: number) =>
      provider?.provideCodeActions(editor.document, new Range(line, 0, line, 0)) ?? [];
    const step = lineOf(DIVEST, 'Ana sells "Hierarch"');
    expect(at(step).map((a) => a.title)).toEqual(['Fork scenario here']);
    expect(at(step)[0]?.command).toMatchObject({
      command: RECORD_COMMANDS.fork,
      arguments: [editor.document.uri, step],
    });
    expect(at(lineOf(DIVEST, 'Ana money 15'))).toEqual([]);
  });

  it('writes a new scenario beside the file that starts at the step, and opens it', async () => {
    const { vs, user, loader } = setup();
    const step = lineOf(DIVEST, 'Ana sells "Hierarch"');
    const path = await vs.commands.executeCommand(RECORD_COMMANDS.fork, Uri.file(PATH), step);
    expect(path).toBe('/ws/divest-fork.scenario');
    const text = user.files.get(path as string) as string;
    expect(text).toMatch(/scenario "Selling a pile pays its valuation \(fork at line \d+\)"/);
    expect(text).toContain('Ana money 14');
    expect(runScenarioText(text, path as string, { loader }).scenarios[0]?.status).toBe('passed');
    expect((vs.window as unknown as { shown: Uri[] }).shown.map(String)).toEqual([`file://${path}`]);
  });

  it('picks a free name', async () => {
    const taken = new Set(['/ws/a-fork.scenario', '/ws/a-fork-2.scenario']);
    expect(await freePath('/ws/a.scenario', 'fork', async (p) => taken.has(p))).toBe('/ws/a-fork-3.scenario');
  });
});
