/**
 * A real VS Code for the end-to-end tests: code-server (installed by setup-code-server.sh) with the
 * packaged .vsix, in a hermetic temp folder (its own HOME, XDG folders, user data and extensions),
 * driven by playwright-core and Debian's Chromium. See ../shared/design/TOOLCHAIN.md.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type BrowserContext, chromium, type FrameLocator, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

export const APP = resolve(import.meta.dirname, '..', '..');
const ROOT = resolve(APP, '..', '..');
export const CODE_SERVER_VERSION = '4.100.3';
const CACHE = process.env.ARBITER_E2E_CACHE ?? join(ROOT, '.cache', 'code-server');
export const ENTRY = join(
  CACHE,
  CODE_SERVER_VERSION,
  'node_modules',
  'code-server',
  'out',
  'node',
  'entry.js',
);
export const VSIX = join(APP, 'dist', 'arbiter-vscode.vsix');
export const ARTIFACTS = join(APP, 'test', 'e2e', 'artifacts');
/** The workspace every e2e file opens (a temp copy of it). */
export const FIXTURE = join(APP, 'test', 'e2e', 'fixture');
/** The monorepo's `arbiter` command, when it has been built (`npm run build` at the root). */
export const CLI = process.env.ARBITER_E2E_CLI ?? join(ROOT, 'apps', 'cli', 'dist', 'main.js');
const CHROMIUM = process.env.ARBITER_E2E_CHROMIUM ?? '/usr/bin/chromium';

/** What keeps the editor quiet and focus where the tests expect it. */
const USER_SETTINGS = {
  'workbench.startupEditor': 'none',
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'chat.disableAIFeatures': true,
  'security.workspace.trust.enabled': false,
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'git.enabled': false,
  'editor.minimap.enabled': false,
  'editor.hover.delay': 200,
  'testing.automaticallyOpenTestResults': 'neverOpen',
  'testing.automaticallyOpenPeekView': 'never',
  'terminal.integrated.gpuAcceleration': 'off',
  'terminal.integrated.enablePersistentSessions': false,
  'arbiter.liveEvaluation.debounceMs': 100,
  'arbiter.board.followCursorDelayMs': 100,
};

export interface Session {
  readonly page: Page;
  readonly workspace: string;
  /** The folder the workspace was copied from. */
  readonly fixture: string;
  readonly url: string;
  /** Saves a screenshot under test/e2e/artifacts/ and returns its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

function hermeticEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('VSCODE_') || k.startsWith('npm_')) delete env[k];
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_RUNTIME_DIR: join(home, 'run'),
  };
}

/** The port from code-server's "HTTP server listening on http://127.0.0.1:PORT/" line. */
function waitForPort(proc: ChildProcess, log: string[]): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`code-server did not start in 60 s:\n${log.join('')}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      const m = /HTTP server listening on https?:\/\/[^:]+:(\d+)/.exec(log.join(''));
      if (m) {
        clearTimeout(timer);
        resolvePort(Number(m[1]));
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`code-server exited (${code}):\n${log.join('')}`));
    });
  });
}

/**
 * code-server, started until it listens. Its launcher gives the VS Code server it forks 10 s to
 * answer and otherwise exits with "timed out" (code-server's wrapper.js), which a machine loaded
 * many times its cores makes happen: that failure alone is tried again, three starts in all.
 */
async function listeningServer(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ server: ChildProcess; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const log: string[] = [];
    const server = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      return { server, port: await waitForPort(server, log) };
    } catch (e) {
      if (server.exitCode === null) server.kill('SIGKILL');
      if (attempt === 3 || !/error timed out/.test(log.join(''))) throw e;
    }
  }
}

/**
 * Starts code-server on a temp copy of `fixture` with the .vsix installed, and Chromium on it; waits
 * for the workbench.
 */
export async function startSession(fixture: string): Promise<Session> {
  if (!existsSync(ENTRY))
    throw new Error(`code-server is not installed: run test/e2e/setup-code-server.sh (looked for ${ENTRY})`);
  if (!existsSync(VSIX)) throw new Error(`no ${VSIX}: run npm run package first`);
  const temp = mkdtempSync(join(tmpdir(), 'arbiter-e2e-'));
  const home = join(temp, 'home');
  const userData = join(temp, 'user-data');
  const extensions = join(temp, 'extensions');
  const workspace = join(temp, 'workspace');
  for (const d of [home, join(home, 'run'), join(userData, 'User'), extensions])
    mkdirSync(d, { recursive: true });
  cpSync(fixture, workspace, { recursive: true });
  const settings = { ...USER_SETTINGS, ...(existsSync(CLI) ? { 'arbiter.cli.path': CLI } : {}) };
  writeFileSync(join(userData, 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  const config = join(temp, 'config.yaml');
  writeFileSync(config, 'auth: none\ncert: false\n');
  const env = hermeticEnv(home);
  const common = ['--user-data-dir', userData, '--extensions-dir', extensions, '--config', config];
  await promisify(execFile)(process.execPath, [ENTRY, ...common, '--install-extension', VSIX], {
    env,
    timeout: 120_000,
  });

  const serverArgs = [
    ENTRY,
    ...common,
    '--bind-addr',
    '127.0.0.1:0',
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    workspace,
  ];
  let server: ChildProcess | undefined;
  let context: BrowserContext | undefined;
  const close = async () => {
    await context?.close().catch(() => {});
    if (server && server.exitCode === null) {
      const running = server;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (running.exitCode === null) running.kill('SIGKILL');
    }
    // The VS Code server code-server forked may still write its workspace storage for a moment
    // after code-server exits (ENOTEMPTY once at load 50): removal is tried again for a while.
    rmSync(temp, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
  };
  try {
    const listening = await listeningServer(serverArgs, env);
    server = listening.server;
    const port = listening.port;
    const url = `http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}`;
    context = await chromium.launchPersistentContext(join(temp, 'chromium'), {
      executablePath: CHROMIUM,
      headless: true,
      env: hermeticEnv(home) as Record<string, string>,
      viewport: { width: 1440, height: 900 },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    // Generous: on a machine loaded many times its cores the first page load alone took over 30 s.
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.waitForSelector('.monaco-workbench', { timeout: 120_000 });
    mkdirSync(ARTIFACTS, { recursive: true });
    return {
      page,
      workspace,
      fixture,
      url,
      screenshot: async (name) => {
        const path = join(ARTIFACTS, `${name}.png`);
        await page.screenshot({ path });
        return path;
      },
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}

export interface SessionPerFileOptions {
  /** The folder copied into the workspace; the e2e fixture unless given. */
  readonly fixture?: string;
  /** Prefix of the screenshot a failing test leaves (`failed` unless given). */
  readonly failedPrefix?: string;
  /**
   * Run after each test, once the failure screenshot is taken: what gives the next test the state
   * it starts from (e.g. `resetWorkspace`). Without it each test goes on from where the last one
   * left the workbench.
   */
  readonly afterEachTest?: (session: Session) => Promise<void>;
}

export interface FileSession {
  /** The file's session, from its `beforeAll` on. */
  readonly session: Session;
  /** The session's page (the workbench). */
  readonly page: Page;
  /** Saves a screenshot under test/e2e/artifacts/; the file lists them all when it ends. */
  shot(name: string): Promise<void>;
}

/**
 * One code-server and one browser for the calling test file: started in its `beforeAll`, closed in
 * its `afterAll` (which lists the screenshots taken); a failing test leaves a screenshot of the
 * workbench as it was. Call it at the top level of the file.
 */
export function sessionPerFile(options: SessionPerFileOptions = {}): FileSession {
  let started: Session | undefined;
  const shots: string[] = [];
  const current = (): Session => {
    if (!started) throw new Error("no e2e session: sessionPerFile() starts it in the file's beforeAll");
    return started;
  };
  const shot = async (name: string) => {
    shots.push(await current().screenshot(name));
  };
  beforeAll(async () => {
    started = await startSession(options.fixture ?? FIXTURE);
  });
  afterEach(async (ctx) => {
    if (!started) return;
    if (ctx.task.result?.state === 'fail')
      await shot(`${options.failedPrefix ?? 'failed'}-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await options.afterEachTest?.(started);
  });
  afterAll(async () => {
    if (shots.length) console.log(`screenshots:\n  ${shots.join('\n  ')}`);
    await started?.close();
  });
  return {
    get session() {
      return current();
    },
    get page() {
      return current().page;
    },
    shot,
  };
}

// --- driving the workbench ------------------------------------------------------------------------

/** Opens a file by name through Quick Open (Ctrl+P). */
async function quickOpen(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor();
  await input.fill(name);
  await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: name }).first().waitFor();
  await page.keyboard.press('Enter');
}

/** Opens a file by clicking it in the Explorer and waits for its tab and its text. */
export async function openFile(page: Page, name: string): Promise<Locator> {
  const row = page
    .locator('.explorer-folders-view .monaco-list-row')
    .filter({ hasText: new RegExp(`^${name.replace('.', '\\.')}$`) });
  if (!(await row.first().isVisible())) await runCommand(page, 'View: Show Explorer');
  // On a loaded machine the Explorer can miss a file the test copied back (resetWorkspace) and list
  // the folder without it: then open the file by name through Quick Open instead.
  const listed = await row
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (listed) await row.first().click();
  else await quickOpen(page, name);
  await page.locator('.tabs-container .tab.active').filter({ hasText: name }).waitFor();
  const editor = page.locator('.editor-instance .monaco-editor').first();
  await editor.locator('.view-lines').waitFor();
  return editor;
}

/** Runs a command from the command palette by its title. */
export async function runCommand(page: Page, title: string): Promise<void> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor();
  await input.fill(`>${title}`);
  const row = page.locator('.quick-input-list .monaco-list-row').filter({ hasText: title }).first();
  await row.waitFor();
  await page.keyboard.press('Enter');
  // The palette closes, or the command opens a quick pick of its own in its place.
  await page.waitForFunction(() => {
    const widget = document.querySelector<HTMLElement>('.quick-input-widget');
    const value = widget?.querySelector('input')?.value ?? '';
    return !widget || widget.style.display === 'none' || !widget.offsetParent || !value.startsWith('>');
  });
}

/** Moves the cursor to a 1-based line and column with "Go to Line". */
export async function goTo(page: Page, line: number, column = 1): Promise<void> {
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor();
  await input.fill(`:${line}:${column}`);
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
}

/** The rendered text of one editor line (1-based), read from the DOM. */
export function editorLine(editor: Locator, text: string): Locator {
  return editor.locator('.view-line').filter({ hasText: text });
}

/** The content of the webview (two nested iframes in code-server) whose page has an element matching `selector`. */
export async function webview(page: Page, selector: string, timeout = 60_000): Promise<FrameLocator> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const frames = page.locator('iframe.webview.ready');
    for (let i = 0; i < (await frames.count()); i++) {
      const inner = frames.nth(i).contentFrame().frameLocator('iframe#active-frame');
      const found = await inner
        .locator(selector)
        .count()
        .catch(() => 0);
      if (found > 0) return inner;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no webview has ${selector}`);
}

/** The text of the terminal panel (DOM renderer). */
export function terminalText(page: Page): Promise<string> {
  return page
    .locator('.terminal-wrapper.active .xterm-rows')
    .innerText()
    .catch(() => '');
}

/**
 * Closes every editor (webviews too), discarding unsaved changes, and hides the panel, then copies
 * the fixture over the workspace again: the state a test that starts afresh expects, whatever the
 * test before it left (an edited buffer, a saved file, a hover, a quick input).
 */
export async function resetWorkspace(session: Session): Promise<void> {
  const { page } = session;
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await runCommand(page, 'View: Close All Editors');
  const dontSave = page.locator('.monaco-dialog-box .monaco-button').filter({ hasText: /Don.t Save/ });
  const tabs = page.locator('.tabs-container .tab');
  await expect
    .poll(
      async () => {
        if (await dontSave.first().isVisible()) await dontSave.first().click();
        return tabs.count();
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(0);
  // The command is offered only while the panel shows.
  if (await page.locator('.part.panel').isVisible()) await runCommand(page, 'View: Hide Panel');
  cpSync(session.fixture, session.workspace, { recursive: true });
}

/**
 * The hover at a 1-based line and column (Show or Focus Hover) once its text matches `expected`.
 * Shown again until it does: a hover asked for before the diagnostic under it is in shows nothing
 * and is not shown again by itself.
 */
export async function hoverAt(page: Page, line: number, column: number, expected: RegExp): Promise<string> {
  await goTo(page, line, column);
  const hover = page.locator('.monaco-hover:visible').first();
  let text = '';
  await expect
    .poll(
      async () => {
        if (await hover.isVisible()) await page.keyboard.press('Escape');
        await page.keyboard.press('Control+K');
        await page.keyboard.press('Control+I');
        text = await hover.innerText({ timeout: 3_000 }).catch(() => '');
        return text;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toMatch(expected);
  await page.waitForTimeout(400); // the hover fades in
  return text;
}

/** The Problems panel, shown and waited for until one of its rows has `text`; returns that row. */
export async function problem(page: Page, text: string | RegExp, timeout = 60_000): Promise<Locator> {
  await runCommand(page, 'View: Focus Problems (Errors, Warnings, Infos)');
  const row = page.locator('.markers-panel .monaco-list-row').filter({ hasText: text }).first();
  await row.waitFor({ timeout });
  return row;
}
