import type * as vscode from 'vscode';

/**
 * The `vscode` module, injected: every feature takes the parts it uses as a parameter, so unit
 * tests hand it a fake (test/unit/fake-vscode.ts) and only extension.ts imports the real one.
 */
export type Vscode = typeof vscode;

export const LANGUAGES = {
  scenario: 'megacorp-scenario',
  cards: 'megacorp-cards',
  revision: 'megacorp-revision',
} as const;

export const isScenarioDocument = (doc: {
  readonly languageId: string;
  readonly uri: { readonly path: string };
}) => doc.languageId === LANGUAGES.scenario || doc.uri.path.endsWith('.scenario');
