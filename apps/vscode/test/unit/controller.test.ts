import { describe, expect, it } from 'vitest';
import { ScenarioTests } from '../../src/testing/controller.js';
import { asItem, type FakeTestItem, fakeVscode, type TestMessage, TestRunRequest } from './fake-vscode.js';
import { fakeServer, SELL_PILE, sellPileResult, settle } from './fixtures.js';

const PATH = '/ws/scenarios/sell.scenario';
const URI = `file://${PATH}`;

function setup(answers: Parameters<typeof fakeServer>[0] = { runFile: async () => sellPileResult(URI) }) {
  const { vs, user } = fakeVscode({ files: { [PATH]: SELL_PILE, '/ws/notes.txt': 'x' } });
  const server = fakeServer(answers);
  const tests = new ScenarioTests(vs, server);
  const controller = user.controllers[0]!;
  return { vs, user, server, tests, controller };
}

const find = (c: { all(): FakeTestItem[] }, label: string) =>
  c.all().find((i) => i.label === label) as FakeTestItem;

describe('the Test Explorer tree', () => {
  it('discovers the workspace scenario files with their scenarios and lines, each with a range for its gutter icon', async () => {
    const { controller } = setup();
    await controller.resolveHandler?.(undefined);
    const file = controller.items.get(URI) as FakeTestItem;
    expect(file.label).toBe('scenarios/sell.scenario');
    expect(file.children.all().map((s) => s.label)).toEqual([
      'Selling a pile sells only its top card',
      'A business cannot be sold',
    ]);
    const step = find(controller, 'Ana sells "Hierarch"');
    expect(step.range).toMatchObject({ start: { line: 12, character: 2 } });
    expect(controller.all().every((i) => i.uri?.toString() === URI)).toBe(true);
    expect(controller.items.size).toBe(1);
  });

  it('follows the editor: a changed document changes the items before it is saved', () => {
    const { controller, user } = setup();
    const editor = user.open(PATH);
    expect(controller.items.get(URI)?.children.size).toBe(2);
    user.edit(editor, SELL_PILE.replace('scenario "A business cannot be sold"', 'scenario "Renamed"'));
    expect(
      controller.items
        .get(URI)
        ?.children.all()
        .map((s) => s.label),
    ).toContain('Renamed');
  });

  it('adds created files and drops deleted ones', async () => {
    const { controller, user } = setup();
    user.fileCreated('/ws/new.scenario', 'scenario "New"\ngiven\n  turn 1\n');
    await settle();
    expect(
      controller.items
        .get('file:///ws/new.scenario')
        ?.children.all()
        .map((s) => s.label),
    ).toEqual(['New']);
    user.fileDeleted('/ws/new.scenario');
    expect(controller.items.get('file:///ws/new.scenario')).toBeUndefined();
  });

  it('offers a run profile and a debug profile that runs with the engine trace', () => {
    const { controller } = setup();
    expect(controller.profiles.map((p) => [p.label, p.kind, p.isDefault])).toEqual([
      ['Run', 1, true],
      ['Run with engine trace', 2, true],
    ]);
  });
});

describe('a test run', () => {
  async function runAll() {
    const s = setup();
    s.user.open(PATH);
    const file = s.controller.items.get(URI) as FakeTestItem;
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
    expect(started).toEqual(new Set(controller.all().map((i) => i.id)));
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
    await s.tests.runFileOf(s.controller.items.get(URI)?.uri as never);
    expect(s.controller.runs[0]?.outcome(URI)).toMatchObject({
      kind: 'errored',
      messages: [{ message: 'the language server could not run this file: not in the workspace' }],
    });
  });

  it('leaves out excluded items', async () => {
    const s = setup();
    s.user.open(PATH);
    const file = s.controller.items.get(URI) as FakeTestItem;
    const excluded = find(s.controller, 'A business cannot be sold');
    await s.controller.profiles[0]?.runHandler(new TestRunRequest([file], [excluded]), {
      isCancellationRequested: false,
    } as never);
    expect(s.controller.runs[0]?.events.some((e) => e.id.startsWith(excluded.id))).toBe(false);
  });

  it('errors every item with the reason when the server cannot run the file', async () => {
    const s = setup({ runFile: async () => Promise.reject(new Error('server crashed')) });
    s.user.open(PATH);
    await s.tests.runFileOf(s.controller.items.get(URI)?.uri as never);
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
    const uri = s.controller.items.get(URI)?.uri as never;
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
      new TestRunRequest([asItem(s.controller.items.get(URI) as FakeTestItem)] as never),
      {
        isCancellationRequested: true,
      } as never,
    );
    expect(s.server.calls).toEqual([]);
    expect(s.controller.runs[0]?.ended).toBe(true);
  });
});
