import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as vscode from 'vscode';
import {
  ACCEPT_COMMAND,
  ACCEPT_CONTEXT,
  registerAcceptActual,
  revisionOfMessage,
} from '../../src/testing/accept.js';
import { ScenarioTests } from '../../src/testing/controller.js';
import { DIVEST, FIXTURE, lineOf, readText } from './debug-fixtures.js';
import { fakeVscode, Location, Range, TestMessage, Uri } from './fake-vscode.js';
import { fakeServer, sellPileResult } from './fixtures.js';

const PATH = '/ws/divest.scenario';

function setup() {
  const { vs, user } = fakeVscode({
    files: {
      [PATH]: readText(DIVEST),
      '/ws/cards/basic.cards': readText(join(FIXTURE, 'cards', 'basic.cards')),
    },
  });
  const reruns: string[] = [];
  registerAcceptActual(vs, {
    loader: { read: (p) => user.files.get(p), resolve: (from, rel) => resolve(dirname(from), rel) },
    rerun: async (uri) => void reruns.push(uri.toString()),
  });
  return { vs, user, reruns };
}

const failureAt = (line: number, text = "Ana's money differs") => {
  const m = TestMessage.diff(text, '15 M', '14 M');
  m.location = new Location(Uri.file(PATH), new Range(line, 2, line, 14));
  return m;
};

describe('accept actual from the failure peek', () => {
  it('rewrites the failing then line to the actual value, saves the file and runs it again', async () => {
    const { vs, user, reruns } = setup();
    const line = lineOf(DIVEST, 'Ana money 15');
    const after = await vs.commands.executeCommand(ACCEPT_COMMAND, { message: failureAt(line) });
    expect(after).toBe('  Ana money 14');
    expect(user.files.get(PATH)?.split('\n')[line]).toBe('  Ana money 14');
    expect(reruns).toEqual([`file://${PATH}`]);
  });

  it('says why when the line has nothing to accept, and changes nothing', async () => {
    const { vs, user } = setup();
    const line = lineOf(DIVEST, 'Ana sells "Hierarch"');
    expect(await vs.commands.executeCommand(ACCEPT_COMMAND, { message: failureAt(line) })).toBeUndefined();
    expect(user.messages[0]?.text).toMatch(/no failing expectation/);
    expect(user.files.get(PATH)).toBe(readText(DIVEST));
  });

  it('reads the revision a message names when a scenario runs under several', () => {
    expect(revisionOfMessage('under ed3.0-fr: Ana money differs')).toBe('ed3.0-fr');
    expect(revisionOfMessage('Ana money differs')).toBeUndefined();
  });

  it('offers the action on failures with an actual value only', async () => {
    const { vs, user } = fakeVscode({ files: { '/ws/scenarios/sell.scenario': '' } });
    const uri = 'file:///ws/scenarios/sell.scenario';
    const { SELL_PILE } = await import('./fixtures.js');
    const tests = new ScenarioTests(vs, fakeServer({ runFile: async () => sellPileResult(uri) }));
    user.open('/ws/scenarios/sell.scenario', SELL_PILE);
    await tests.runFileOf(Uri.file('/ws/scenarios/sell.scenario') as unknown as vscode.Uri);
    const messages =
      user.controllers[0]?.runs[0]?.events.flatMap((e) => ('messages' in e ? e.messages : [])) ?? [];
    const withActual = messages.filter((m) => m.actualOutput !== undefined);
    expect(withActual.length).toBeGreaterThan(0);
    expect(withActual.every((m) => m.contextValue === ACCEPT_CONTEXT)).toBe(true);
    expect(
      messages.filter((m) => m.actualOutput === undefined).every((m) => m.contextValue === undefined),
    ).toBe(true);
  });
});
