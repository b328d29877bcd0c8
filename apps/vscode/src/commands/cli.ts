import { join } from 'node:path';

/** How to start the `arbiter` command: a program and the arguments that come before the command's own. */
export interface Cli {
  readonly command: string;
  readonly args: readonly string[];
}

/**
 * Finds the `arbiter` command for a workspace folder: the `arbiter.cli.path` setting, else the
 * workspace's `node_modules/.bin/arbiter`, else this monorepo's `apps/cli/dist/main.js`, else the
 * command bundled with the extension (`dist/arbiter.mjs`), so nothing needs setting up.
 */
export function locateCli(
  folder: string,
  setting: string,
  exists: (path: string) => boolean,
  bundled?: string,
): Cli | undefined {
  const viaNode = (path: string): Cli => ({ command: 'node', args: [path] });
  if (setting.trim()) {
    const path = setting.trim();
    return /\.[cm]?js$/.test(path) ? viaNode(path) : { command: path, args: [] };
  }
  const bin = join(folder, 'node_modules', '.bin', 'arbiter');
  if (exists(bin)) return { command: bin, args: [] };
  const main = join(folder, 'apps', 'cli', 'dist', 'main.js');
  if (exists(main)) return viaNode(main);
  return bundled && exists(bundled) ? viaNode(bundled) : undefined;
}

export interface Invocation {
  readonly command: string;
  readonly args: readonly string[];
}

/** `arbiter diff A B FILE`: which scenarios of the file change outcome between two revisions, and why. */
export function diffInvocation(cli: Cli, a: string, b: string, file: string): Invocation {
  return { command: cli.command, args: [...cli.args, 'diff', a, b, file] };
}

/**
 * `arbiter coverage --revision R --html OUT [paths]`: the living rulebook of R (each clause, its status,
 * its scenarios). The page is all the editor shows, so the statechart section is left out (`--no-chart`).
 */
export function coverageInvocation(
  cli: Cli,
  revision: string,
  html: string,
  paths: readonly string[],
): Invocation {
  return {
    command: cli.command,
    args: [...cli.args, 'coverage', '--revision', revision, '--no-chart', '--html', html, ...paths],
  };
}

/** A POSIX shell word: quoted unless it is plainly safe. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export function shellLine(inv: Invocation): string {
  return [inv.command, ...inv.args].map(shellQuote).join(' ');
}
