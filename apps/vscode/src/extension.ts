import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { BoardView } from './board/panel.js';
import { createClient } from './client.js';
import { type ProcessResult, registerCommands } from './commands/index.js';
import { registerDebugger } from './debug/register.js';
import { registerRecording } from './record/panel.js';
import { RevisionPicker } from './revision.js';
import { type ArbiterServer, serverOver } from './server.js';
import { readSettings, SECTION } from './settings.js';
import { registerAcceptActual } from './testing/accept.js';
import { ScenarioTests } from './testing/controller.js';
import { readText, rulebookQuote, workspaceLoader } from './workspace-files.js';

/** What `activate` returns: the extension's parts, for other extensions and the end-to-end tests. */
export interface ArbiterApi {
  readonly client: LanguageClient;
  readonly server: ArbiterServer;
  readonly tests: ScenarioTests;
  readonly board: BoardView;
  readonly revisions: RevisionPicker;
  /** Settles once the language server has started (or failed to). */
  readonly ready: Promise<void>;
}

let client: LanguageClient | undefined;

function exec(command: string, args: readonly string[], cwd: string): Promise<ProcessResult> {
  return new Promise((resolve) => {
    execFile(command, [...args], { cwd, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({
        code,
        stdout: String(stdout),
        stderr: String(stderr || (error && !stdout ? error.message : '')),
      });
    });
  });
}

export function activate(context: vscode.ExtensionContext): ArbiterApi {
  const output = vscode.window.createOutputChannel('Arbiter', { log: true });
  const settings = () => readSettings(vscode.workspace.getConfiguration(SECTION));
  const languageClient = createClient(vscode, context, output);
  client = languageClient;
  const started = languageClient.start();
  // Requests wait for the server; a server that cannot start fails each request with its reason.
  const server = serverOver({
    sendRequest: async (method, params, token) => {
      await started;
      return languageClient.sendRequest(method, params, token);
    },
  });

  const revisions = new RevisionPicker(vscode, server, context.workspaceState, settings().defaultRevision);
  const tests = new ScenarioTests(vscode, server);
  const board = new BoardView(vscode, server, {
    delayMs: () => settings().boardDelayMs,
    revision: () => revisions.active,
  });
  const storageDir = (context.storageUri ?? context.globalStorageUri)?.fsPath ?? tmpdir();
  mkdirSync(storageDir, { recursive: true });

  context.subscriptions.push(
    ...registerDebugger(vscode, {
      readText: (path) => readText(vscode, path),
      loader: workspaceLoader(vscode),
      onStop: (program, line, revision) => board.followLine(vscode.Uri.file(program), line, revision),
      clauseText: rulebookQuote(vscode, () => settings().rulebookText),
    }),
    ...registerRecording(vscode, {
      loader: workspaceLoader(vscode),
      readText: (path) => readText(vscode, path),
    }),
    registerAcceptActual(vscode, { loader: workspaceLoader(vscode), rerun: (uri) => tests.runFileOf(uri) }),
  );
  context.subscriptions.push(
    output,
    revisions,
    tests,
    board,
    revisions.onDidChange(() => board.refresh()),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(`${SECTION}.defaultRevision`)) void revisions.useSetting();
    }),
    ...registerCommands(vscode, {
      tests,
      board,
      revisions,
      settings,
      exec,
      exists: existsSync,
      readText: (path) => readFileSync(path, 'utf8'),
      storageDir,
      bundledCli: join(context.extensionPath, 'dist', 'arbiter.mjs'),
    }),
  );

  const ready = started
    .then(() => revisions.sync())
    .catch((e: unknown) => {
      output.error(`Arbiter: ${(e as Error).message ?? e}`);
    });
  return { client: languageClient, server, tests, board, revisions, ready };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
