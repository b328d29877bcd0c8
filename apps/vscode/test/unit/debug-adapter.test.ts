import { createServer, type Server } from 'node:net';
import { DebugClient } from '@vscode/debugadapter-testsupport';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEBUG_TYPE, ScenarioDebugAdapter } from '../../src/debug/adapter.js';
import { CHALLENGE, DIVEST, diskLoader, lineOf, readText } from './debug-fixtures.js';

// The adapter as VS Code talks to it: DAP messages over a socket (the test support's DebugClient),
// the adapter served in this process as the extension host runs it inline.
let server: Server;
let client: DebugClient;
const stops: { program: string; line: number }[] = [];

beforeEach(async () => {
  stops.length = 0;
  server = createServer((socket) => {
    const adapter = new ScenarioDebugAdapter({
      readText,
      loader: diskLoader,
      onStop: (program, line) => stops.push({ program, line }),
      // The user's rulebook text, as `arbiter.rulebookText` gives it: invented words for one clause.
      clauseText: (clause) =>
        clause === '5.5.6.2' ? 'Invented words: a sale pays the valuation.' : undefined,
    });
    adapter.setRunAsServer(true);
    adapter.start(socket, socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new DebugClient('node', 'unused', DEBUG_TYPE);
  await client.start((server.address() as { port: number }).port);
});

afterEach(async () => {
  await client.stop();
  server.close();
});

const INIT: DebugProtocol.InitializeRequestArguments = {
  adapterID: DEBUG_TYPE,
  linesStartAt1: true,
  columnsStartAt1: true,
  pathFormat: 'path',
};

async function launch(args: Record<string, unknown>, setup: () => Promise<unknown> = async () => {}) {
  const initialized = client.waitForEvent('initialized');
  await client.initializeRequest(INIT);
  await initialized;
  await setup();
  const launched = client.launchRequest(args as DebugProtocol.LaunchRequestArguments);
  await client.configurationDoneRequest();
  await launched;
}

async function stoppedAt(): Promise<{ reason: string; line: number; name: string }> {
  const e = (await client.waitForEvent('stopped')) as DebugProtocol.StoppedEvent;
  const st = await client.stackTraceRequest({ threadId: 1 });
  const f = st.body.stackFrames[0] as DebugProtocol.StackFrame;
  return { reason: e.body.reason, line: f.line - 1, name: f.name };
}

async function position(): Promise<Map<string, DebugProtocol.Variable[]>> {
  const scopes = await client.scopesRequest({ frameId: 1 });
  const out = new Map<string, DebugProtocol.Variable[]>();
  for (const sc of scopes.body.scopes)
    out.set(
      sc.name,
      (await client.variablesRequest({ variablesReference: sc.variablesReference })).body.variables,
    );
  return out;
}

const watch = async (expression: string) =>
  (await client.evaluateRequest({ expression, frameId: 1, context: 'watch' })).body.result;

describe('the scenario debugger over DAP', { timeout: 20_000 }, () => {
  it('offers step back, clause (function) breakpoints and configuration done', async () => {
    const r = await client.initializeRequest(INIT);
    expect(r.body).toMatchObject({
      supportsStepBack: true,
      supportsFunctionBreakpoints: true,
      supportsConfigurationDoneRequest: true,
    });
  });

  it('stops on entry at the given, then at the clause breakpoint, steps back and reads a watch', async () => {
    const stopped = stoppedAt();
    await launch({ program: CHALLENGE }, () =>
      client.setFunctionBreakpointsRequest({ breakpoints: [{ name: '5.4.1.4' }] }),
    );
    expect(await stopped).toMatchObject({ reason: 'entry', line: lineOf(CHALLENGE, 'given') });

    const atClause = stoppedAt();
    await client.continueRequest({ threadId: 1 });
    expect(await atClause).toMatchObject({
      reason: 'function breakpoint',
      line: lineOf(CHALLENGE, 'Nick blocks'),
    });
    const rulings = (await position()).get('Rulings') ?? [];
    expect(rulings.map((v) => v.value)).toEqual([
      '[5.4.1.4] Grunt blocks (challenge.defending-player-blocks)',
    ]);
    expect(await watch('"Raamaa" engaged')).toBe('holds');

    const back = stoppedAt();
    await client.stepBackRequest({ threadId: 1 });
    expect(await back).toMatchObject({ reason: 'step', line: lineOf(CHALLENGE, 'at turn 5 challenge') });
    expect(await watch('Ana money')).toBe('10 M');
    expect(stops.map((s) => s.line)).toEqual([5, 18, 17]);
  });

  it('shows the rulings of every step passed as output, and marks the variables a step changed', async () => {
    const stopped = stoppedAt();
    await launch({ program: DIVEST });
    await stopped;
    const output: string[] = [];
    client.on('output', (e: DebugProtocol.OutputEvent) => output.push(e.body.output));
    const next = stoppedAt();
    await client.nextRequest({ threadId: 1 });
    await next;
    expect(output.join('')).toContain(
      '[5.5.6.2] Ana sells Hierarch for its money valuation of 4 M (divest.sale-pays-valuation)',
    );
    expect(output.join('')).toContain('[3.10.7] Lineage is destroyed');
    // The clause's own words follow its ruling when the user's rulebook text has them, and only then.
    expect(output.join('')).toMatch(
      /\(divest\.sale-pays-valuation\)\n {6}> Invented words: a sale pays the valuation\.\n/,
    );
    expect(output.join('')).not.toMatch(/Lineage is destroyed[^\n]*\n {6}>/);
    const ana = (await position()).get('Position')?.find((v) => v.name === 'Ana') as DebugProtocol.Variable;
    const money = (
      await client.variablesRequest({ variablesReference: ana.variablesReference })
    ).body.variables.find((v) => v.name === 'money');
    expect(money?.value).toBe('14M *');
  });

  it('stops at a line breakpoint and verifies only lines the scenario stands on', async () => {
    const thenLine = lineOf(DIVEST, 'Ana money 15');
    let verified: boolean[] = [];
    const stopped = stoppedAt();
    await launch({ program: DIVEST, stopOnEntry: false }, async () => {
      const r = await client.setBreakpointsRequest({
        source: { path: DIVEST },
        breakpoints: [{ line: thenLine + 1 }],
      });
      verified = r.body.breakpoints.map((b) => b.verified);
    });
    expect(verified).toEqual([true]);
    expect(await stopped).toMatchObject({ reason: 'breakpoint', line: thenLine });
    const failures = (await position()).get('Failures') ?? [];
    expect(failures[0]?.value).toMatch(/expected 15 M, actual 14 M/);
  });

  it('says which expression it cannot read, and ends after the last step', async () => {
    const stopped = stoppedAt();
    await launch({ program: CHALLENGE });
    await stopped;
    await expect(watch('Ana charisma')).rejects.toThrow(/not the left side of a `then` fact/);
    const ended = client.waitForEvent('terminated');
    await client.continueRequest({ threadId: 1 });
    await ended;
  });

  it('refuses to launch on a line outside any scenario, saying where', async () => {
    await client.initializeRequest(INIT);
    await client.configurationDoneRequest();
    await expect(client.launchRequest({ program: CHALLENGE, line: 1 } as never)).rejects.toThrow(
      /no scenario here/,
    );
  });
});
