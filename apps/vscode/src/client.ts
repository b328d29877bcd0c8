import type * as vscode from 'vscode';
import {
  LanguageClient,
  type LanguageClientOptions,
  type ServerOptions,
  TransportKind,
} from 'vscode-languageclient/node';
import { LANGUAGE_IDS } from './host.js';
import { readSettings, SECTION, serverSettings } from './settings.js';

/** The document kinds the server reads, on disk and unsaved, under their ids and their former ids. */
export const DOCUMENT_SELECTOR = LANGUAGE_IDS.flatMap((language) => [
  { scheme: 'file', language },
  { scheme: 'untitled', language },
]);

/**
 * The language client on the bundled server (dist/server.js over stdio). The `arbiter.*` settings go
 * to the server at start and on each change; the server applies them (live evaluation, inlay hints).
 */
export function createClient(
  vs: typeof vscode,
  context: vscode.ExtensionContext,
  output: vscode.LogOutputChannel,
): LanguageClient {
  const module = context.asAbsolutePath('dist/server.js');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.stdio },
    debug: { module, transport: TransportKind.stdio, options: { execArgv: ['--nolazy', '--inspect=6010'] } },
  };
  const settings = () => readSettings(vs.workspace.getConfiguration(SECTION));
  const clientOptions: LanguageClientOptions = {
    documentSelector: DOCUMENT_SELECTOR,
    outputChannel: output,
    initializationOptions: { settings: serverSettings(settings()) },
    synchronize: {
      configurationSection: SECTION,
      fileEvents: vs.workspace.createFileSystemWatcher('**/*.{scenario,cards,revision}'),
    },
  };
  return new LanguageClient('arbiter', 'Arbiter language server', serverOptions, clientOptions);
}
