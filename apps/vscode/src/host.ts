import type * as vscode from 'vscode';

/**
 * The `vscode` module, injected: every feature takes the parts it uses as a parameter, so unit
 * tests hand it a fake (test/unit/fake-vscode.ts) and only extension.ts imports the real one.
 */
export type Vscode = typeof vscode;

/** The language ids of the files Arbiter reads, for every game. */
export const LANGUAGES = {
  scenario: 'arbiter-scenario',
  cards: 'arbiter-cards',
  revision: 'arbiter-revision',
} as const;

/**
 * The ids these languages had while Arbiter served Megacorp alone: still registered, so a
 * `files.associations` or a language-specific setting naming them keeps working.
 */
export const FORMER_LANGUAGES = {
  scenario: 'megacorp-scenario',
  cards: 'megacorp-cards',
  revision: 'megacorp-revision',
} as const;

/** Every language id the extension and the server serve. */
export const LANGUAGE_IDS: readonly string[] = [
  ...Object.values(LANGUAGES),
  ...Object.values(FORMER_LANGUAGES),
];

export const isScenarioDocument = (doc: {
  readonly languageId: string;
  readonly uri: { readonly path: string };
}) =>
  doc.languageId === LANGUAGES.scenario ||
  doc.languageId === FORMER_LANGUAGES.scenario ||
  doc.uri.path.endsWith('.scenario');
