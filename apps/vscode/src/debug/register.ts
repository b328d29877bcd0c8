import type * as vscode from 'vscode';
import { isScenarioDocument, type Vscode } from '../host.js';
import { type AdapterHost, DEBUG_TYPE, type LaunchArguments, ScenarioDebugAdapter } from './adapter.js';

export type DebugApi = Pick<
  Vscode,
  'debug' | 'window' | 'workspace' | 'commands' | 'DebugAdapterInlineImplementation'
>;

export const DEBUG_COMMAND = 'arbiter.debugScenario';

/** The configuration F5 uses on a scenario without a launch.json: the scenario under the cursor. */
export function scenarioConfiguration(
  program: string,
  line: number,
): vscode.DebugConfiguration & LaunchArguments {
  return {
    type: DEBUG_TYPE,
    request: 'launch',
    name: 'Debug this scenario',
    program,
    line,
    stopOnEntry: true,
  };
}

/**
 * Fills an empty or partial `arbiter-scenario` configuration from the active editor (F5 on a
 * scenario), and says what is missing otherwise. Returns undefined to cancel the launch.
 */
export function resolveConfiguration(
  config: vscode.DebugConfiguration,
  editor:
    | {
        readonly document: {
          readonly uri: { readonly fsPath: string; readonly path: string };
          readonly languageId: string;
        };
        readonly selection: { readonly active: { readonly line: number } };
      }
    | undefined,
): { readonly config?: vscode.DebugConfiguration; readonly problem?: string } {
  const onScenario = editor && isScenarioDocument(editor.document) ? editor : undefined;
  if (!config.type && !config.request && !config.name) {
    if (!onScenario)
      return { problem: 'Arbiter: open a .scenario file and put the cursor in the scenario to debug.' };
    return {
      config: scenarioConfiguration(onScenario.document.uri.fsPath, onScenario.selection.active.line),
    };
  }
  if (config.type !== DEBUG_TYPE) return { config };
  const program = (config.program as string | undefined) ?? onScenario?.document.uri.fsPath;
  if (!program)
    return { problem: 'Arbiter: the debug configuration needs "program", the .scenario file to debug.' };
  const line =
    config.line ??
    (onScenario && onScenario.document.uri.fsPath === program ? onScenario.selection.active.line : undefined);
  return { config: { ...config, program, ...(line !== undefined ? { line } : {}) } };
}

/**
 * The scenario debugger in VS Code: the `arbiter-scenario` debug type served inline (no extra
 * process), F5 on a scenario, and the "Debug this scenario" command.
 */
export function registerDebugger(vs: DebugApi, host: AdapterHost): vscode.Disposable[] {
  const resolve = (config: vscode.DebugConfiguration) => {
    const r = resolveConfiguration(config, vs.window.activeTextEditor);
    if (r.problem) void vs.window.showInformationMessage(r.problem);
    return r.config;
  };
  const provider: vscode.DebugConfigurationProvider = {
    provideDebugConfigurations: () => [
      {
        type: DEBUG_TYPE,
        request: 'launch',
        name: 'Debug the scenario under the cursor',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code's variable, substituted at launch.
        program: '${file}',
        stopOnEntry: true,
      },
    ],
    resolveDebugConfiguration: (_folder, config) => resolve(config),
    // `${file}` is the active editor's path only once substituted: the cursor's line is known then.
    resolveDebugConfigurationWithSubstitutedVariables: (_folder, config) => resolve(config),
  };
  const factory: vscode.DebugAdapterDescriptorFactory = {
    createDebugAdapterDescriptor: () =>
      new vs.DebugAdapterInlineImplementation(
        new ScenarioDebugAdapter(host) as unknown as vscode.DebugAdapter,
      ),
  };
  return [
    vs.debug.registerDebugConfigurationProvider(DEBUG_TYPE, provider),
    vs.debug.registerDebugAdapterDescriptorFactory(DEBUG_TYPE, factory),
    vs.commands.registerCommand(DEBUG_COMMAND, async (uri?: vscode.Uri, line?: number) => {
      const editor = vs.window.activeTextEditor;
      const target = uri ?? (editor && isScenarioDocument(editor.document) ? editor.document.uri : undefined);
      if (!target) {
        void vs.window.showInformationMessage('Arbiter: open a .scenario file first.');
        return false;
      }
      const at =
        line ?? (editor?.document.uri.toString() === target.toString() ? editor.selection.active.line : 0);
      return vs.debug.startDebugging(
        vs.workspace.getWorkspaceFolder(target),
        scenarioConfiguration(target.fsPath, at),
      );
    }),
  ];
}
