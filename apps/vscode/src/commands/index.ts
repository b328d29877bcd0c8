import { dirname, join } from 'node:path';
import type * as vscode from 'vscode';
import type { BoardView } from '../board/panel.js';
import { isScenarioDocument, type Vscode } from '../host.js';
import type { RevisionPicker } from '../revision.js';
import type { Settings } from '../settings.js';
import type { ScenarioTests } from '../testing/controller.js';
import { type Cli, coverageInvocation, diffInvocation, locateCli, shellLine } from './cli.js';

export type CommandsApi = Pick<
  Vscode,
  'window' | 'workspace' | 'commands' | 'ViewColumn' | 'ProgressLocation'
>;

export interface ProcessResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CommandDeps {
  readonly tests: ScenarioTests;
  readonly board: BoardView;
  readonly revisions: RevisionPicker;
  readonly settings: () => Settings;
  /** Runs a program to completion (the coverage report). */
  readonly exec: (command: string, args: readonly string[], cwd: string) => Promise<ProcessResult>;
  readonly exists: (path: string) => boolean;
  readonly readText: (path: string) => string;
  /** A folder the extension may write its reports to. */
  readonly storageDir: string;
  /** The `arbiter` command bundled with the extension, used when the workspace has none. */
  readonly bundledCli?: string;
}

export const COMMANDS = {
  runFile: 'arbiter.runFile',
  diffRevisions: 'arbiter.diffRevisions',
  openCoverage: 'arbiter.openCoverage',
  showBoard: 'arbiter.showBoard',
  pickRevision: 'arbiter.pickRevision',
} as const;

/** The commands of the extension; each returns what it did, for tests and for other extensions. */
export function registerCommands(vs: CommandsApi, deps: CommandDeps): vscode.Disposable[] {
  const scenarioEditor = () => {
    const editor = vs.window.activeTextEditor;
    if (editor && isScenarioDocument(editor.document)) return editor;
    void vs.window.showInformationMessage('Arbiter: open a .scenario file first.');
    return undefined;
  };
  const folderOf = (uri: vscode.Uri | undefined) =>
    (uri && vs.workspace.getWorkspaceFolder(uri)) ?? vs.workspace.workspaceFolders?.[0];
  const cliFor = (folder: vscode.WorkspaceFolder | undefined): Cli | undefined => {
    // Every way of finding the command (the setting, node_modules/.bin, apps/cli/dist) names a
    // program the workspace provides: in Restricted Mode nothing of it runs.
    if (!vs.workspace.isTrusted) {
      void vs.window.showWarningMessage(
        'Arbiter: this workspace is not trusted, so the `arbiter` command is not run. Trust the workspace (Manage Workspace Trust) to diff revisions or build the coverage report.',
      );
      return undefined;
    }
    const cli = locateCli(folder?.uri.fsPath ?? '.', deps.settings().cliPath, deps.exists, deps.bundledCli);
    if (!cli) {
      void vs.window.showErrorMessage(
        'Arbiter: cannot find the `arbiter` command. Build it (`npm run build`) or set `arbiter.cli.path`.',
      );
    }
    return cli;
  };
  const pickOne = async (title: string, exclude?: string) => {
    const choices = (await deps.revisions.choices()).filter((c) => c.id !== exclude);
    const chosen = await vs.window.showQuickPick(choices, { title, placeHolder: 'revision' });
    return chosen?.id;
  };

  return [
    vs.commands.registerCommand(COMMANDS.runFile, async (uri?: vscode.Uri) => {
      const target = uri ?? scenarioEditor()?.document.uri;
      if (target) await deps.tests.runFileOf(target);
      return target?.toString();
    }),

    vs.commands.registerCommand(COMMANDS.showBoard, async () => {
      await deps.board.show();
      return deps.board.visible;
    }),

    vs.commands.registerCommand(COMMANDS.pickRevision, () => deps.revisions.pick()),

    vs.commands.registerCommand(COMMANDS.diffRevisions, async (a?: string, b?: string) => {
      const editor = scenarioEditor();
      if (!editor) return undefined;
      const first = a ?? (await pickOne('Arbiter diff: the first revision'));
      if (!first) return undefined;
      const second = b ?? (await pickOne(`Arbiter diff: compare ${first} with`, first));
      if (!second) return undefined;
      const folder = folderOf(editor.document.uri);
      const cli = cliFor(folder);
      if (!cli) return undefined;
      const line = shellLine(diffInvocation(cli, first, second, editor.document.uri.fsPath));
      const terminal = vs.window.createTerminal({
        name: `Arbiter diff ${first} ${second}`,
        cwd: folder?.uri.fsPath ?? dirname(editor.document.uri.fsPath),
      });
      terminal.show(true);
      terminal.sendText(line, true);
      return line;
    }),

    vs.commands.registerCommand(COMMANDS.openCoverage, async (revision?: string) => {
      const folder = folderOf(vs.window.activeTextEditor?.document.uri);
      if (!folder) {
        void vs.window.showInformationMessage('Arbiter: open a folder with scenarios first.');
        return undefined;
      }
      const cli = cliFor(folder);
      if (!cli) return undefined;
      const rev = revision ?? deps.revisions.active;
      const html = join(deps.storageDir, `coverage-${rev.replace(/[^\w.-]/g, '_')}.html`);
      const root = folder.uri.fsPath;
      const paths = deps.exists(join(root, 'scenarios')) ? ['scenarios'] : ['.'];
      const inv = coverageInvocation(cli, rev, html, paths);
      const result = await vs.window.withProgress(
        { location: vs.ProgressLocation.Notification, title: `Arbiter: rule coverage under ${rev}` },
        () => deps.exec(inv.command, inv.args, root),
      );
      if (result.code !== 0 || !deps.exists(html)) {
        void vs.window.showErrorMessage(
          `Arbiter coverage failed: ${(result.stderr || result.stdout).trim().slice(0, 500)}`,
        );
        return undefined;
      }
      const panel = vs.window.createWebviewPanel(
        'arbiter.coverage',
        `Coverage: ${rev}`,
        vs.ViewColumn.Active,
        {
          enableScripts: false,
          localResourceRoots: [],
        },
      );
      panel.webview.html = deps.readText(html);
      return html;
    }),
  ];
}
