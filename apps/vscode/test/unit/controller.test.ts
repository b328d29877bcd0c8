import { GAMES } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import { ScenarioTests } from '../../src/testing/controller.js';
import { asItem, type FakeTestItem, fakeVscode, type TestMessage, TestRunRequest } from './fake-vscode.js';
import { fakeServer, manualScheduler, SELL_PILE, sellPileResult, settle } from './fixtures.js';

const PATH = '/ws/scenarios/sell.scenario';
const URI = `file://${PATH}`;

function setup(answers: Parameters<typeof fakeServer>[0] = { runFile: async () => sellPileResult(URI) }) {
  const { vs, user } = fakeVscode({ files: { [PATH]: SELL_PILE, '/ws/notes.txt': 'x' } });
  const server = fakeServer(answers);
  const scheduler = manualScheduler();
  const tests = new ScenarioTests(vs, server, scheduler);
  const controller = user.controllers[0]!;
  return { vs, user, server, tests, controller, scheduler };
}

const running = { isCancellationRequested: false } as never;

const find = (c: { all(): FakeTestItem[] }, label: string) =>
  c.all().find((i) => i.label === label) as FakeTestItem;
const itemOf = (c: { all(): FakeTestItem[] }, id: string) => c.all().find((i) => i.id === id);
const fileOf = (c: { all(): FakeTestItem[] }) => itemOf(c, URI);

describe('the Test Explorer tree', () => {
  it('discovers the workspace scenario files with their scenarios and lines, each with a range for its gutter icon', async () => {
    const { controller } = setup();
    await controller.resolveHandler?.(undefined);
    const file = fileOf(controller) as FakeTestItem;
    expect(file.label).toBe('sell.scenario');
    expect(file.children.all().map((s) => s.label)).toEqual([
      'Selling a pile sells only its top card',
      'A business cannot be sold',
    ]);
    const step = find(controller, 'Ana sells "Hierarch"');
    expect(step.range).toMatchObject({ start: { line: 12, character: 2 } });
    expect(
      controller
        .all()
        .filter((i) => i.uri)
        .every((i) => i.uri?.toString() === URI),
    ).toBe(true);
    expect(controller.items.all().map((i) => i.label)).toEqual(['scenarios']);
  });

  it('follows the editor: a changed document changes the items before it is saved', () => {
    const { controller, user } = setup();
    const editor = user.open(PATH);
    expect(fileOf(controller)?.children.size).toBe(2);
    user.edit(editor, SELL_PILE.replace('scenario "A business cannot be sold"', 'scenario "Renamed"'));
    expect(
      fileOf(controller)
        ?.children.all()
        .map((s) => s.label),
    ).toContain('Renamed');
  });

  it('adds created files and drops deleted ones', async () => {
    const { controller, user } = setup();
    user.fileCreated('/ws/new.scenario', 'scenario "New"\ngiven\n  turn 1\n');
    await settle();
    expect(
      itemOf(controller, 'file:///ws/new.scenario')
        ?.children.all()
        .map((s) => s.label),
    ).toEqual(['New']);
    user.fileDeleted('/ws/new.scenario');
    expect(itemOf(controller, 'file:///ws/new.scenario')).toBeUndefined();
  });

  it('offers a run profile (continuous runs too) and a debug profile that runs with the engine trace', () => {
    const { controller } = setup();
    expect(controller.profiles.map((p) => [p.label, p.kind, p.isDefault, p.supportsContinuousRun])).toEqual([
      ['Run', 1, true, true],
      ['Run with engine trace', 2, true, false],
    ]);
  });

  it('nests files in their folders, and drops a folder once its last file is deleted', async () => {
    const { controller, user } = setup();
    await controller.resolveHandler?.(undefined);
    user.fileCreated('/ws/scenarios/megacorp/05-turn/deep.scenario', 'scenario "Deep"\ngiven\n  turn 1\n');
    await settle();
    const path = (id: string): string[] => {
      const walk = (items: FakeTestItem[], trail: string[]): string[] | undefined => {
        for (const i of items) {
          if (i.id === id) return [...trail, i.label];
          const found = walk(i.children.all(), [...trail, i.label]);
          if (found) return found;
        }
        return undefined;
      };
      return walk(controller.items.all(), []) ?? [];
    };
    expect(path('file:///ws/scenarios/megacorp/05-turn/deep.scenario')).toEqual([
      'scenarios',
      'megacorp',
      '05-turn',
      'deep.scenario',
    ]);
    user.fileDeleted('/ws/scenarios/megacorp/05-turn/deep.scenario');
    expect(controller.all().map((i) => i.label)).not.toContain('megacorp');
    expect(controller.items.all().map((i) => i.label)).toEqual(['scenarios']);
  });

  it('lists the revisions a scenario runs under as its first children: its revisions line, else the defaults', async () => {
    const { controller, user } = setup();
    user.fileCreated('/ws/any.scenario', 'scenario "Any"\ngiven\n  turn 1\n');
    await settle();
    const labels = (title: string) =>
      find(controller, title)
        .children.all()
        .filter((c) => c.id.includes('@@'))
        .map((c) => c.label);
    user.open(PATH);
    expect(labels('A business cannot be sold')).toEqual(['under v1.7', 'under ed3.0-fr']);
    expect(labels('Any')).toEqual((GAMES.megacorp?.module.revisions.defaults ?? []).map((r) => `under ${r}`));
    expect(labels('Any').length).toBeGreaterThan(1);
  });

  it('marks the results of the scenarios an edit changed out of date, and only those', () => {
    const { controller, user } = setup();
    const editor = user.open(PATH);
    expect(controller.invalidated).toEqual([]);
    user.edit(editor, SELL_PILE.replace('Ana money 10\n', 'Ana money 11\n'));
    expect(controller.invalidated).toEqual([[find(controller, 'Selling a pile sells only its top card').id]]);
  });
});

describe('a test run', () => {
  async function runAll() {
    const s = setup();
    s.user.open(PATH);
    const file = fileOf(s.controller) as FakeTestItem;
    await s.controller.profiles[0]?.runHandler(new TestRunRequest([file]), {
      isCancellationRequested: false,
    } as never);
    return { ...s, run: s.controller.runs[0]! };
  }

  it('asks the language server to run the file once', async () => {
    const { server } = await runAll();
    expect(server.calls).toEqual([{ method: 'runFile', params: { uri: URI } }]);
  });

  it('reports every line: passed, failed with an expected/actual diff at its line, and the file and scenarios', async () => {
    const { run, controller } = await runAll();
    expect(run.outcome(find(controller, 'Ana sells "Hierarch"').id)?.kind).toBe('passed');
    const failing = find(controller, 'Ana sells "Ana Corp" -> rejected 5.5.4');
    const outcome = run.outcome(failing.id);
    expect(outcome?.kind).toBe('failed');
    const message = (outcome as { messages: TestMessage[] }).messages[0]!;
    expect(message.expectedOutput).toBe('rejected 5.5.4');
    expect(message.actualOutput).toBe('accepted');
    expect(message.location?.uri.toString()).toBe(URI);
    expect(message.location?.range.start).toMatchObject({ line: 23, character: 2 });
    expect(run.outcome(find(controller, 'A business cannot be sold').id)?.kind).toBe('failed');
    expect(run.outcome(find(controller, 'Selling a pile sells only its top card').id)?.kind).toBe('passed');
    expect(run.outcome(URI)).toMatchObject({
      kind: 'failed',
      messages: [{ message: '1 of 2 scenarios failed' }],
    });
    expect(run.ended).toBe(true);
  });

  it('enqueues and starts every item it reports', async () => {
    const { run, controller } = await runAll();
    const started = new Set(run.events.filter((e) => e.kind === 'started').map((e) => e.id));
    expect(started).toEqual(
      new Set(
        controller
          .all()
          .filter((i) => i.uri)
          .map((i) => i.id),
      ),
    );
  });

  it('writes the engine log to the test output, with terminal line ends, tied to the scenario (not inline in the editor)', async () => {
    const { run, controller } = await runAll();
    const log = run.output.find((o) => o.text.includes('[5.5.6.2]'));
    expect(log?.text).toBe('    [5.5.6.2] Ana sells "Hierarch" for 4 M\r\n');
    const failureLine = run.output.find((o) => o.text.startsWith('  line 24:'));
    expect(failureLine?.test?.id).toBe(find(controller, 'A business cannot be sold').id);
    expect(run.output.every((o) => o.location === undefined)).toBe(true);
  });

  it('fails a scenario without repeating the failures its lines show', async () => {
    const { run, controller } = await runAll();
    expect(run.outcome(find(controller, 'A business cannot be sold').id)).toMatchObject({
      kind: 'failed',
      messages: [],
    });
  });

  it('reports only what was asked: one scenario and its lines, not the file or the other scenario', async () => {
    const s = setup();
    s.user.open(PATH);
    const scenario = find(s.controller, 'A business cannot be sold');
    await s.controller.profiles[0]?.runHandler(new TestRunRequest([scenario]), {
      isCancellationRequested: false,
    } as never);
    const reported = new Set(s.controller.runs[0]?.events.map((e) => e.id));
    expect(reported).toEqual(new Set([scenario.id, ...scenario.children.all().map((c) => c.id)]));
    expect(s.server.calls).toEqual([{ method: 'runFile', params: { uri: URI, line: 18 } }]);
  });

  it('runs a single line by running its scenario', async () => {
    const s = setup();
    s.user.open(PATH);
    const step = find(s.controller, 'Ana passes');
    await s.controller.profiles[0]?.runHandler(new TestRunRequest([step]), {
      isCancellationRequested: false,
    } as never);
    expect(s.server.calls).toEqual([{ method: 'runFile', params: { uri: URI, line: 18 } }]);
    expect(s.controller.runs[0]?.events.map((e) => e.id)).toEqual([step.id, step.id, step.id]);
  });

  it('errors the items with the reason the server gives for not running a file', async () => {
    const s = setup({ runFile: async () => ({ uri: URI, scenarios: [], error: 'not in the workspace' }) });
    s.user.open(PATH);
    await s.tests.runFileOf(fileOf(s.controller)?.uri as never);
    expect(s.controller.runs[0]?.outcome(URI)).toMatchObject({
      kind: 'errored',
      messages: [{ message: 'the language server could not run this file: not in the workspace' }],
    });
  });

  it('leaves out excluded items', async () => {
    const s = setup();
    s.user.open(PATH);
    const file = fileOf(s.controller) as FakeTestItem;
    const excluded = find(s.controller, 'A business cannot be sold');
    await s.controller.profiles[0]?.runHandler(new TestRunRequest([file], [excluded]), {
      isCancellationRequested: false,
    } as never);
    expect(s.controller.runs[0]?.events.some((e) => e.id.startsWith(excluded.id))).toBe(false);
  });

  it('errors every item with the reason when the server cannot run the file', async () => {
    const s = setup({ runFile: async () => Promise.reject(new Error('server crashed')) });
    s.user.open(PATH);
    await s.tests.runFileOf(fileOf(s.controller)?.uri as never);
    const run = s.controller.runs[0]!;
    expect(run.outcome(URI)).toMatchObject({
      kind: 'errored',
      messages: [{ message: 'the language server could not run this file: server crashed' }],
    });
    expect(run.ended).toBe(true);
  });

  it('runs a file from the command with the run profile, and with the engine trace from the debug profile', async () => {
    const s = setup();
    s.user.open(PATH);
    const uri = fileOf(s.controller)?.uri as never;
    await s.tests.runFileOf(uri);
    await s.tests.runFileOf(uri, true);
    expect(s.controller.runs.map((r) => r.request.profile?.label)).toEqual(['Run', 'Run with engine trace']);
    const traced = s.controller.runs[1]?.output.map((o) => o.text) ?? [];
    expect(traced).toContain('      Ana sells "Hierarch" (pays 4 M)\r\n');
  });

  it('runs the open text, read again before the run', async () => {
    const s = setup();
    const editor = s.user.open(PATH);
    s.user.edit(editor, `${SELL_PILE}\nscenario "Added"\ngiven\n  turn 1\n`);
    await s.tests.runFileOf(editor.document.uri as never);
    expect(s.controller.runs[0]?.outcome(`${URI}::Added`)?.kind).toBe('skipped');
  });

  it('stops running further files once cancelled', async () => {
    const s = setup();
    s.user.open(PATH);
    await s.controller.profiles[0]?.runHandler(
      new TestRunRequest([asItem(fileOf(s.controller) as FakeTestItem)] as never),
      {
        isCancellationRequested: true,
      } as never,
    );
    expect(s.server.calls).toEqual([]);
    expect(s.controller.runs[0]?.ended).toBe(true);
  });
});

describe("the tree's other runs", () => {
  it('runs a scenario under one revision from its revision item, and reports that revision', async () => {
    const s = setup();
    s.user.open(PATH);
    const fr = find(s.controller, 'under ed3.0-fr');
    await s.controller.profiles[0]?.runHandler(new TestRunRequest([fr]), running);
    expect(s.server.calls).toEqual([
      { method: 'runFile', params: { uri: URI, line: 18, revisions: ['ed3.0-fr'] } },
    ]);
    expect(s.controller.runs[0]?.outcome(fr.id)?.kind).toBe('failed');
    expect(s.controller.runs[0]?.outcome(find(s.controller, 'under v1.7').id)).toBeUndefined();
  });

  it('runs every file under a folder', async () => {
    const s = setup();
    await s.controller.resolveHandler?.(undefined);
    const folder = s.controller.items.get('folder:scenarios') as FakeTestItem;
    await s.controller.profiles[0]?.runHandler(new TestRunRequest([folder]), running);
    expect(s.server.calls).toEqual([{ method: 'runFile', params: { uri: URI } }]);
  });

  it('a continuous run runs the file again once its edits pause, until it is stopped', async () => {
    const s = setup();
    const editor = s.user.open(PATH);
    const scenario = find(s.controller, 'Selling a pile sells only its top card');
    const token = { isCancellationRequested: false };
    await s.controller.profiles[0]?.runHandler(
      new TestRunRequest([scenario], [], undefined, true),
      token as never,
    );
    expect(s.controller.runs).toHaveLength(1);
    s.user.edit(editor, SELL_PILE.replace('Ana money 10\n', 'Ana money 11\n'));
    s.user.edit(editor, SELL_PILE.replace('Ana money 10\n', 'Ana money 12\n'));
    expect(s.scheduler.pending).toHaveLength(1);
    s.scheduler.flush();
    await settle();
    expect(s.controller.runs).toHaveLength(2);
    expect(s.server.calls.at(-1)).toEqual({ method: 'runFile', params: { uri: URI, line: 2 } });
    token.isCancellationRequested = true;
    s.user.edit(editor, SELL_PILE);
    expect(s.scheduler.pending).toHaveLength(0);
  });

  it('an edit of another file does not re-run a continuous run of this one', async () => {
    const s = setup();
    const editor = s.user.open('/ws/other.scenario', 'scenario "Other"\ngiven\n  turn 1\n');
    s.user.open(PATH);
    const file = fileOf(s.controller) as FakeTestItem;
    await s.controller.profiles[0]?.runHandler(new TestRunRequest([file], [], undefined, true), running);
    s.user.edit(editor, 'scenario "Other"\ngiven\n  turn 2\n');
    expect(s.scheduler.pending).toHaveLength(0);
  });
});
