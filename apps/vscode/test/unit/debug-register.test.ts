import { describe, expect, it } from 'vitest';
import type * as vscode from 'vscode';
import { DEBUG_TYPE, ScenarioDebugAdapter } from '../../src/debug/adapter.js';
import { DEBUG_COMMAND, registerDebugger, resolveConfiguration } from '../../src/debug/register.js';
import { diskLoader, readText } from './debug-fixtures.js';
import { fakeVscode } from './fake-vscode.js';

const PATH = '/ws/scenarios/sell.scenario';
const editorAt = (path: string, line: number) => ({
  document: { uri: { fsPath: path, path }, languageId: 'megacorp-scenario' },
  selection: { active: { line } },
});

describe('F5 on a scenario', () => {
  it('debugs the scenario under the cursor when there is no launch.json', () => {
    expect(resolveConfiguration({} as vscode.DebugConfiguration, editorAt(PATH, 12)).config).toMatchObject({
      type: DEBUG_TYPE,
      request: 'launch',
      program: PATH,
      line: 12,
      stopOnEntry: true,
    });
  });

  it('says what to open when no scenario is in the editor', () => {
    expect(resolveConfiguration({} as vscode.DebugConfiguration, undefined).problem).toMatch(
      /open a \.scenario file/,
    );
  });

  it("takes a launch.json configuration's program, and the cursor's line when it is that file", () => {
    const config = { type: DEBUG_TYPE, request: 'launch', name: 'x', program: PATH, revision: 'ed3.0-fr' };
    expect(resolveConfiguration(config, editorAt(PATH, 3)).config).toMatchObject({
      line: 3,
      revision: 'ed3.0-fr',
    });
    expect(resolveConfiguration(config, editorAt('/ws/other.scenario', 3)).config).not.toHaveProperty('line');
  });
});

describe('the debugger in the extension', () => {
  it('registers the arbiter-scenario type, served inline by the scenario adapter', () => {
    const { vs, user } = fakeVscode();
    registerDebugger(vs, { readText, loader: diskLoader });
    const factory = user.debugFactories.get(DEBUG_TYPE) as vscode.DebugAdapterDescriptorFactory;
    const descriptor = factory.createDebugAdapterDescriptor({} as never, undefined) as unknown as {
      implementation: unknown;
    };
    expect(descriptor.implementation).toBeInstanceOf(ScenarioDebugAdapter);
    expect(user.debugProviders.has(DEBUG_TYPE)).toBe(true);
  });

  it('"Debug this scenario" starts a session on the scenario under the cursor', async () => {
    const { vs, user } = fakeVscode({ files: { [PATH]: 'scenario "x"\n' } });
    registerDebugger(vs, { readText, loader: diskLoader });
    const editor = user.open(PATH);
    user.moveCursor(editor, 4);
    await vs.commands.executeCommand(DEBUG_COMMAND);
    expect(user.debugStarts[0]?.config).toMatchObject({ type: DEBUG_TYPE, program: PATH, line: 4 });
  });
});
