import { acceptActualAt, runScenarioText, type SourceLoader } from '@arbiter/scenario';
import type * as vscode from 'vscode';
import type { Vscode } from '../host.js';

export type AcceptApi = Pick<Vscode, 'workspace' | 'window' | 'commands' | 'Range' | 'WorkspaceEdit'>;

export const ACCEPT_COMMAND = 'arbiter.acceptActual';
/** The `contextValue` of a failure message whose actual value can become the expectation. */
export const ACCEPT_CONTEXT = 'arbiter.acceptActual';

/** What VS Code passes to a `testing/message/context` action. */
export interface TestMessageArgs {
  readonly test?: vscode.TestItem;
  readonly message: vscode.TestMessage;
}

/** The revision a failure message names (`under ed3.0-fr: ...` when a scenario runs under several). */
export function revisionOfMessage(text: string): string | undefined {
  return /^under (\S+): /.exec(text)?.[1];
}

/**
 * "Accept actual" from the failure peek: the failing expectation at the message's line rewritten to
 * the actual value (`acceptActualAt` of the scenario package, the one `arbiter run --update` uses,
 * given a run of the document's text), applied as an edit and saved; then the file runs again.
 * Returns the new line, or undefined after saying why not.
 */
export function registerAcceptActual(
  vs: AcceptApi,
  deps: { readonly loader: SourceLoader; readonly rerun: (uri: vscode.Uri) => Promise<void> },
): vscode.Disposable {
  return vs.commands.registerCommand(ACCEPT_COMMAND, async (args?: TestMessageArgs) => {
    const location = args?.message?.location;
    if (!location) {
      void vs.window.showInformationMessage('Arbiter: accept actual works on a failure shown at its line.');
      return undefined;
    }
    const doc = await vs.workspace.openTextDocument(location.uri);
    const line = location.range.start.line;
    const revision = revisionOfMessage(String(args.message.message));
    const text = doc.getText();
    const uri = location.uri.fsPath;
    const run = runScenarioText(text, uri, { loader: deps.loader });
    const r = acceptActualAt(text, run.scenarios, { line, ...(revision ? { revision } : {}) }, { uri });
    if (!r.ok) {
      void vs.window.showErrorMessage(`Arbiter: ${r.reason}`);
      return undefined;
    }
    const edit = new vs.WorkspaceEdit();
    edit.replace(location.uri, new vs.Range(line, 0, line, doc.lineAt(line).text.length), r.after);
    await vs.workspace.applyEdit(edit);
    await doc.save();
    await deps.rerun(location.uri);
    return r.after;
  });
}
