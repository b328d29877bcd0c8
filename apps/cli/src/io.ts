import { stripVTControlCharacters } from 'node:util';
import { SingleBar } from 'cli-progress';

/** A progress display for a run over many files; `tick` after each file. */
export interface Progress {
  tick(label: string): void;
  stop(): void;
}

/**
 * Where a command reads its surroundings and writes its output. The commands never touch
 * `process` directly, so tests run them as functions and capture what they print.
 */
export interface Io {
  /** One line (or several) on standard output; a newline is added. */
  out(text: string): void;
  /** One line (or several) on standard error; a newline is added. */
  err(text: string): void;
  /** The folder relative paths are resolved against, and reported relative to. */
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Starts a progress bar when output goes to a terminal outside CI; undefined otherwise. */
  progress?(total: number): Progress | undefined;
  /** Where commands that draw their own progress bar (fuzz, explore) draw it; none in CI. */
  readonly progressStream?: NodeJS.WritableStream;
}

/** The real process: stdout/stderr, a cli-progress bar on an interactive terminal outside CI. */
export function processIo(): Io {
  const stdoutTTY = process.stdout.isTTY === true;
  const ci = isCi(process.env);
  return {
    out: (text) => {
      process.stdout.write(`${text}\n`);
    },
    err: (text) => {
      process.stderr.write(`${text}\n`);
    },
    cwd: process.cwd(),
    env: process.env,
    ...(ci ? {} : { progressStream: process.stderr }),
    progress: (total) => {
      if (!stdoutTTY || ci) return undefined;
      const bar = new SingleBar({
        format: 'running [{bar}] {value}/{total} files  {file}',
        stream: process.stdout,
        clearOnComplete: true,
        hideCursor: true,
        barsize: 30,
      });
      bar.start(total, 0, { file: '' });
      return {
        tick: (label) => bar.increment(1, { file: label }),
        stop: () => bar.stop(),
      };
    },
  };
}

/** CI services set `CI` (to `true`, `1` or their name); `CI=false` and `CI=0` mean no. */
export function isCi(env: Readonly<Record<string, string | undefined>>): boolean {
  const v = env.CI;
  return v !== undefined && v !== '' && v !== '0' && v.toLowerCase() !== 'false';
}

/** Output captured in memory, for tests and for reports written to a file. */
export interface CapturedIo extends Io {
  readonly stdout: string[];
  readonly stderr: string[];
  /** Everything printed, both streams, without colours. */
  text(): string;
}

export function captureIo(cwd: string, env: Record<string, string | undefined> = {}): CapturedIo {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const all: string[] = [];
  return {
    stdout,
    stderr,
    cwd,
    env,
    out: (t) => {
      stdout.push(t);
      all.push(t);
    },
    err: (t) => {
      stderr.push(t);
      all.push(t);
    },
    text: () => stripVTControlCharacters(all.join('\n')),
  };
}
