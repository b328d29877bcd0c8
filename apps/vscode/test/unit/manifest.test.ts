import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/commands/index.js';
import { DEBUG_TYPE } from '../../src/debug/adapter.js';
import { DEBUG_COMMAND } from '../../src/debug/register.js';
import { FORMER_LANGUAGES, isScenarioDocument, LANGUAGES } from '../../src/host.js';
import { RECORD_COMMANDS } from '../../src/record/panel.js';
import { readSettings } from '../../src/settings.js';
import { ACCEPT_COMMAND } from '../../src/testing/accept.js';

const root = join(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

describe('the extension manifest', () => {
  it('is a valid extension for VS Code 1.99 and later, bundled into dist/', () => {
    expect(manifest).toMatchObject({
      name: 'arbiter-vscode',
      publisher: 'arbiter',
      main: './dist/extension.js',
      engines: { vscode: '^1.99.0' },
    });
    expect(manifest.repository.url).toBeTruthy();
    expect(existsSync(join(root, 'LICENSE'))).toBe(true);
    expect(manifest.devDependencies['@types/vscode']).toBe('1.99.0');
    expect(manifest.devDependencies['vscode-languageclient']).toBe('11.0.0');
  });

  it('supports Restricted Mode in part: the CLI path is never taken from an untrusted workspace', () => {
    expect(manifest.capabilities.untrustedWorkspaces).toMatchObject({
      supported: 'limited',
      // A workspace cannot point the CLI at its own program, nor the language server at a file outside it.
      restrictedConfigurations: ['arbiter.cli.path', 'arbiter.rulebookText'],
    });
    expect(manifest.contributes.configuration.properties['arbiter.cli.path']).toBeDefined();
  });

  it('declares the three languages with their grammar, language configuration and snippets, and activates on them', () => {
    const ids = manifest.contributes.languages.map((l: { id: string }) => l.id);
    expect(ids).toEqual([...Object.values(LANGUAGES), ...Object.values(FORMER_LANGUAGES)]);
    expect(ids.slice(0, 3)).toEqual(['arbiter-scenario', 'arbiter-cards', 'arbiter-revision']);
    // The files' extensions open under the new ids; the former ids stay registered, for old settings.
    const byExtension = manifest.contributes.languages.filter((l: { extensions?: string[] }) => l.extensions);
    expect(byExtension.map((l: { id: string; extensions: string[] }) => [l.id, l.extensions])).toEqual([
      ['arbiter-scenario', ['.scenario']],
      ['arbiter-cards', ['.cards']],
      ['arbiter-revision', ['.revision']],
    ]);
    expect(isScenarioDocument({ languageId: 'megacorp-scenario', uri: { path: '/ws/untitled' } })).toBe(true);
    expect(isScenarioDocument({ languageId: 'arbiter-scenario', uri: { path: '/ws/untitled' } })).toBe(true);
    expect(isScenarioDocument({ languageId: 'arbiter-cards', uri: { path: '/ws/x.cards' } })).toBe(false);
    for (const id of ids) {
      expect(manifest.contributes.grammars.map((g: { language: string }) => g.language)).toContain(id);
      expect(manifest.contributes.snippets.map((g: { language: string }) => g.language)).toContain(id);
    }
    for (const lang of manifest.contributes.languages) {
      expect(existsSync(join(root, lang.configuration))).toBe(true);
      expect(manifest.activationEvents).toContain(`onLanguage:${lang.id}`);
    }
    for (const g of manifest.contributes.grammars) {
      expect(ids).toContain(g.language);
      expect(json(g.path).scopeName).toBe(g.scopeName);
    }
    for (const s of manifest.contributes.snippets)
      expect(Object.keys(json(s.path)).length).toBeGreaterThan(0);
  });

  it('comments with #, and indents under section keywords', () => {
    const config = json('language-configuration.json');
    expect(config.comments.lineComment).toBe('#');
    const increase = new RegExp(config.indentationRules.increaseIndentPattern);
    for (const line of [
      'given',
      'when',
      'then',
      'scenario "A title"',
      '  Ana network',
      '  at turn 3 challenge, after blockers:',
    ])
      expect(increase.test(line)).toBe(true);
    expect(increase.test('  Ana sells "Hierarch"')).toBe(false);
  });

  it('declares exactly the commands the extension registers', () => {
    expect(manifest.contributes.commands.map((c: { command: string }) => c.command).sort()).toEqual(
      [...Object.values(COMMANDS), DEBUG_COMMAND, ACCEPT_COMMAND, ...Object.values(RECORD_COMMANDS)].sort(),
    );
  });

  it('contributes the scenario debugger: its type, breakpoints in scenarios, launch attributes', () => {
    const dbg = manifest.contributes.debuggers.find((d: { type: string }) => d.type === DEBUG_TYPE);
    // The new language id a .scenario opens under, and the former one old settings still name.
    expect(dbg.languages).toEqual([LANGUAGES.scenario, FORMER_LANGUAGES.scenario]);
    expect(dbg.configurationAttributes.launch.required).toEqual(['program']);
    expect(Object.keys(dbg.configurationAttributes.launch.properties).sort()).toEqual([
      'line',
      'program',
      'revision',
      'stopOnEntry',
    ]);
    expect(manifest.contributes.breakpoints).toEqual([
      { language: LANGUAGES.scenario },
      { language: FORMER_LANGUAGES.scenario },
    ]);
    expect(manifest.activationEvents).toContain(`onDebugResolve:${DEBUG_TYPE}`);
  });

  it('shows the scenario menu items in a scenario under either language id, and only there', () => {
    const either = (key: string) =>
      `${key} == ${LANGUAGES.scenario} || ${key} == ${FORMER_LANGUAGES.scenario}`;
    const menus = manifest.contributes.menus as Record<string, { command: string; when?: string }[]>;
    const byLanguage = (items: { when?: string }[]) => items.filter((i) => i.when?.includes('LangId'));
    // The palette reads the active editor's resource, so it offers them while focus is in another
    // view (the Breakpoints view, after adding a clause breakpoint); the editor's own menus read the editor.
    const palette = byLanguage(menus.commandPalette ?? []);
    expect(palette.length).toBeGreaterThan(0);
    for (const i of palette) expect(i.when).toBe(either('resourceLangId'));
    for (const where of ['editor/title', 'editor/context'])
      for (const i of byLanguage(menus[where] ?? [])) expect(i.when).toBe(either('editorLangId'));
  });

  it('declares the settings the extension reads, with the same defaults', () => {
    const props = manifest.contributes.configuration.properties as Record<string, { default: unknown }>;
    const defaults = Object.fromEntries(
      Object.entries(props).map(([k, v]) => [k.replace(/^arbiter\./, ''), v.default]),
    );
    const read = readSettings({
      get: <T>(key: string, fallback: T) => (key in defaults ? (defaults[key] as T) : fallback),
    });
    expect(read).toEqual(readSettings({ get: (_k, fallback) => fallback }));
    for (const key of [
      'defaultRevision',
      'liveEvaluation.enabled',
      'liveEvaluation.debounceMs',
      'inlayHints.enabled',
      'rulebookText',
    ])
      expect(defaults).toHaveProperty([key]);
  });

  it('leaves sources, tests and build caches out of the .vsix', () => {
    const ignore = readFileSync(join(root, '.vscodeignore'), 'utf8').split('\n');
    for (const entry of ['.turbo/**', 'src/**', 'test/**', 'node_modules/**'])
      expect(ignore).toContain(entry);
  });
});
