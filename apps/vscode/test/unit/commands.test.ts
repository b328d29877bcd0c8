import { describe, expect, it } from 'vitest';
import { BoardView } from '../../src/board/panel.js';
import {
  coverageInvocation,
  diffInvocation,
  locateCli,
  shellLine,
  shellQuote,
} from '../../src/commands/cli.js';
import { COMMANDS, type ProcessResult, registerCommands } from '../../src/commands/index.js';
import { RevisionPicker } from '../../src/revision.js';
import { readSettings } from '../../src/settings.js';
import { ScenarioTests } from '../../src/testing/controller.js';
import { fakeVscode } from './fake-vscode.js';
import { fakeServer, manualScheduler, SELL_PILE, sellPileResult } from './fixtures.js';

describe('finding the arbiter command', () => {
  const has =
    (...paths: string[]) =>
    (p: string) =>
      paths.includes(p);

  it('prefers the setting, then node_modules/.bin, then the monorepo build', () => {
    expect(locateCli('/ws', '/opt/arbiter', has())).toEqual({ command: '/opt/arbiter', args: [] });
    expect(locateCli('/ws', 'tools/cli.mjs', has())).toEqual({ command: 'node', args: ['tools/cli.mjs'] });
    expect(locateCli('/ws', '', has('/ws/node_modules/.bin/arbiter', '/ws/apps/cli/dist/main.js'))).toEqual({
      command: '/ws/node_modules/.bin/arbiter',
      args: [],
    });
    expect(locateCli('/ws', '', has('/ws/apps/cli/dist/main.js'))).toEqual({
      command: 'node',
      args: ['/ws/apps/cli/dist/main.js'],
    });
    expect(locateCli('/ws', '', has())).toBeUndefined();
  });

  it('falls back to the command bundled with the extension, so Diff and Coverage need no setting', () => {
    const bundled = '/ext/dist/arbiter.mjs';
    expect(locateCli('/ws', '', has(bundled), bundled)).toEqual({ command: 'node', args: [bundled] });
    expect(locateCli('/ws', '', has('/ws/apps/cli/dist/main.js', bundled), bundled)?.args).toEqual([
      '/ws/apps/cli/dist/main.js',
    ]);
  });

  it('builds the diff and coverage command lines, quoting what a shell would split', () => {
    const cli = { command: 'node', args: ['/ws/apps/cli/dist/main.js'] };
    expect(shellLine(diffInvocation(cli, 'v1.7', 'ed3.0-fr', "/ws/my scenarios/it's.scenario"))).toBe(
      `node /ws/apps/cli/dist/main.js diff v1.7 ed3.0-fr '/ws/my scenarios/it'\\''s.scenario'`,
    );
    expect(coverageInvocation(cli, 'v1.7', '/tmp/c.html', ['scenarios']).args).toEqual([
      '/ws/apps/cli/dist/main.js',
      'coverage',
      '--revision',
      'v1.7',
      '--no-chart',
      '--html',
      '/tmp/c.html',
      'scenarios',
    ]);
    expect(shellQuote('a$b')).toBe("'a$b'");
  });
});

describe('the commands', () => {
  const PATH = '/ws/scenarios/sell.scenario';
  function setup(files: Record<string, string> = {}, trusted = true) {
    const { vs, user } = fakeVscode({ files: { [PATH]: SELL_PILE }, trusted });
    const server = fakeServer({ runFile: async () => sellPileResult(`file://${PATH}`) });
    const tests = new ScenarioTests(vs, server);
    const revisions = new RevisionPicker(
      vs,
      server,
      { get: () => undefined, update: async () => {} },
      'v1.7',
    );
    const board = new BoardView(vs, server, {
      delayMs: () => 0,
      revision: () => revisions.active,
      scheduler: manualScheduler(),
    });
    const execs: { command: string; args: readonly string[]; cwd: string }[] = [];
    const disk = new Map(Object.entries({ '/ws/apps/cli/dist/main.js': '', '/ws/scenarios': '', ...files }));
    registerCommands(vs, {
      tests,
      board,
      revisions,
      settings: () => readSettings({ get: (_k, d) => d }),
      exec: async (command, args, cwd): Promise<ProcessResult> => {
        execs.push({ command, args, cwd });
        const out = args[args.indexOf('--html') + 1] as string;
        disk.set(out, '<html><body>coverage: 12 of 80 clauses</body></html>');
        return { code: 0, stdout: '', stderr: '' };
      },
      exists: (p) => disk.has(p),
      readText: (p) => disk.get(p) ?? '',
      storageDir: '/storage',
    });
    const run = (id: string, ...args: unknown[]) => vs.commands.executeCommand(id, ...args);
    return { user, server, run, execs, disk };
  }

  it('registers every command the manifest declares', () => {
    const { user } = setup();
    expect([...user.commands.keys()].sort()).toEqual(Object.values(COMMANDS).sort());
  });

  it('runs this file as a test run', async () => {
    const { user, server, run } = setup();
    user.open(PATH);
    expect(await run(COMMANDS.runFile)).toBe(`file://${PATH}`);
    // The status bar asked the revision of the file's game when it opened; the command ran the file.
    expect(server.calls.map((c) => c.method)).toEqual(['revisions', 'runFile']);
    expect(user.controllers[0]?.runs).toHaveLength(1);
  });

  it('asks for a scenario file when none is open', async () => {
    const { user, run } = setup();
    expect(await run(COMMANDS.runFile)).toBeUndefined();
    expect(user.messages).toEqual([{ level: 'info', text: 'Arbiter: open a .scenario file first.' }]);
  });

  it('diffs two picked revisions for this file in a terminal, with the second pick leaving out the first', async () => {
    const { user, run } = setup();
    user.open(PATH);
    user.answerQuickPicks('v1.7', 'ed3.0-fr');
    const line = await run(COMMANDS.diffRevisions);
    expect(line).toBe(`node /ws/apps/cli/dist/main.js diff v1.7 ed3.0-fr ${PATH}`);
    expect(user.terminals[0]?.sent).toEqual([line]);
    expect(user.terminals[0]?.options.cwd).toBe('/ws');
    expect((user.quickPicks[1]?.items ?? []).map((i) => i.id)).not.toContain('v1.7');
  });

  it('runs no arbiter command of an untrusted workspace (Restricted Mode), and says why', async () => {
    const { user, run, execs } = setup({}, false);
    user.open(PATH);
    user.answerQuickPicks('v1.7', 'ed3.0-fr');
    expect(await run(COMMANDS.diffRevisions)).toBeUndefined();
    expect(await run(COMMANDS.openCoverage)).toBeUndefined();
    expect(user.terminals).toEqual([]);
    expect(execs).toEqual([]);
    expect(user.messages.map((m) => m.level)).toEqual(['warning', 'warning']);
    expect(user.messages[0]?.text).toContain('not trusted');
    // Running the file goes through the bundled language server, which runs no workspace code.
    expect(await run(COMMANDS.runFile)).toBe(`file://${PATH}`);
  });

  it('builds the coverage report under the active revision and opens it', async () => {
    const { user, run, execs } = setup();
    user.open(PATH);
    expect(await run(COMMANDS.openCoverage)).toBe('/storage/coverage-v1.7.html');
    expect(execs).toEqual([
      {
        command: 'node',
        args: [
          '/ws/apps/cli/dist/main.js',
          'coverage',
          '--revision',
          'v1.7',
          '--no-chart',
          '--html',
          '/storage/coverage-v1.7.html',
          'scenarios',
        ],
        cwd: '/ws',
      },
    ]);
    const panel = user.panels.at(-1);
    expect(panel?.title).toBe('Coverage: v1.7');
    expect(panel?.options.enableScripts).toBe(false);
    expect(panel?.webview.html).toContain('12 of 80 clauses');
  });

  it('runs the diff with the command bundled with the extension when the workspace has none', async () => {
    const { vs, user } = fakeVscode({ files: { [PATH]: SELL_PILE } });
    const server = fakeServer();
    registerCommands(vs, {
      tests: new ScenarioTests(vs, server),
      board: new BoardView(vs, server, { delayMs: () => 0, revision: () => undefined }),
      revisions: new RevisionPicker(vs, server, { get: () => undefined, update: async () => {} }, 'v1.7'),
      settings: () => readSettings({ get: (_k, d) => d }),
      exec: async () => ({ code: 0, stdout: '', stderr: '' }),
      exists: (p) => p === '/ext/dist/arbiter.mjs',
      readText: () => '',
      storageDir: '/s',
      bundledCli: '/ext/dist/arbiter.mjs',
    });
    user.open(PATH);
    expect(await vs.commands.executeCommand(COMMANDS.diffRevisions, 'v1.7', 'ed3.0-fr')).toBe(
      `node /ext/dist/arbiter.mjs diff v1.7 ed3.0-fr ${PATH}`,
    );
    expect(user.messages).toEqual([]);
  });

  it('says how to get the command when there is none', async () => {
    const { vs, user } = fakeVscode({ files: { [PATH]: SELL_PILE } });
    const server = fakeServer();
    const revisions = new RevisionPicker(
      vs,
      server,
      { get: () => undefined, update: async () => {} },
      'v1.7',
    );
    registerCommands(vs, {
      tests: new ScenarioTests(vs, server),
      board: new BoardView(vs, server, { delayMs: () => 0, revision: () => undefined }),
      revisions,
      settings: () => readSettings({ get: (_k, d) => d }),
      exec: async () => ({ code: 0, stdout: '', stderr: '' }),
      exists: () => false,
      readText: () => '',
      storageDir: '/s',
    });
    user.open(PATH);
    expect(await vs.commands.executeCommand(COMMANDS.openCoverage)).toBeUndefined();
    expect(user.messages[0]?.text).toMatch(/cannot find the `arbiter` command/);
  });

  it('shows the board', async () => {
    const { user, run } = setup();
    user.open(PATH, undefined, 12);
    expect(await run(COMMANDS.showBoard)).toBe(true);
    expect(user.panels[0]?.viewType).toBe('arbiter.board');
  });
});
