/**
 * `fuzz --keep-found DIR`: the folder of interesting games. Before the run its scenarios are replayed
 * (each must still pass) and what they reach counts as known; during the run a game reaching a chart
 * transition or a rule key nothing known reached is written there as a scenario (`writeFoundGame`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type GameMarks, KnownMarks, marksOfGame, writeFoundGame } from '@arbiter/harness';
import { type Action, flowText, type GameState } from '@arbiter/megacorp';
import { runScenarioText } from '@arbiter/scenario';
import { writeFileAtomic } from './atomic-write.js';

export interface KeptGame {
  readonly path: string;
  readonly news: GameMarks;
}

export interface FoundFolder {
  /** The scenarios replayed first, and those that no longer pass (`file: message`). */
  readonly replayed: number;
  readonly failing: readonly string[];
  /** Considers a played game: written and returned when it reached something new. */
  consider(game: {
    readonly initial: unknown;
    readonly actions: readonly unknown[];
    readonly origin: string;
    readonly fileStem: string;
  }): KeptGame | null;
  readonly kept: readonly KeptGame[];
}

/** The marks of a replayed scenario: rule keys from its events, transitions between its steps' positions. */
function marksOfRun(states: readonly GameState[], events: readonly { readonly type: string }[]): GameMarks {
  const transitions = new Set<string>();
  for (let i = 1; i < states.length; i++) {
    const from = flowText(states[i - 1] as GameState);
    const to = flowText(states[i] as GameState);
    if (from !== to) transitions.add(`${from} -> ${to}`);
  }
  return { transitions: [...transitions], keys: [...new Set(events.map((e) => e.type))] };
}

/** Opens DIR (made if missing), replays its scenarios in name order, and returns the keeper. */
export function openFoundFolder(dir: string, cwd: string): FoundFolder {
  const abs = resolve(cwd, dir);
  mkdirSync(abs, { recursive: true });
  const known = new KnownMarks();
  const failing: string[] = [];
  /** Runs a found game's scenario: what it reached, or the first failure. */
  const runFound = (text: string, shown: string): GameMarks | string => {
    const result = runScenarioText(text, shown);
    const bad = result.diagnostics.find((d) => d.severity === 'error');
    if (bad) return bad.message;
    const marks = { transitions: new Set<string>(), keys: new Set<string>() };
    for (const r of result.scenarios) {
      if (r.status !== 'passed') return r.failures[0]?.message ?? r.status;
      const states = [r.initial, ...r.steps.map((s) => s.state)].filter(Boolean) as GameState[];
      const m = marksOfRun(states, r.events as readonly { type: string }[]);
      for (const t of m.transitions) marks.transitions.add(t);
      for (const k of m.keys) marks.keys.add(k);
    }
    return { transitions: [...marks.transitions], keys: [...marks.keys] };
  };
  const files = readdirSync(abs)
    .filter((f) => f.endsWith('.scenario'))
    .sort();
  for (const f of files) {
    const path = join(abs, f);
    const shown = relative(cwd, path);
    const marks = runFound(readFileSync(path, 'utf8'), shown);
    if (typeof marks === 'string') failing.push(`${shown}: ${marks}`);
    else known.add(marks);
  }
  /** What the games of this run passed through, as played: a game with nothing new here is not written. */
  const played = new KnownMarks();
  const kept: KeptGame[] = [];
  return {
    replayed: files.length,
    failing,
    kept,
    consider(game) {
      const initial = game.initial as GameState;
      const actions = game.actions as Action[];
      const marks = marksOfGame(initial, actions);
      const fine = played.add(marks);
      if (fine.transitions.length === 0 && fine.keys.length === 0) return null;
      // Written and run first: a kept game's news are what its scenario reaches, as on the next run.
      const draft = writeFoundGame(initial, actions, marks.states, { origin: game.origin, news: fine });
      if (!draft) return null;
      const reached = runFound(draft.text, `${game.fileStem}.scenario`);
      if (typeof reached === 'string') return null;
      const fresh = known.unseen(reached);
      if (fresh.transitions.length === 0 && fresh.keys.length === 0) return null;
      const written = writeFoundGame(initial, actions, marks.states, { origin: game.origin, news: fresh });
      if (!written) return null;
      known.add(reached);
      let path = join(abs, `${game.fileStem}.scenario`);
      for (let k = 2; existsSync(path); k++) path = join(abs, `${game.fileStem}-${k}.scenario`);
      writeFileAtomic(path, written.text);
      const entry = { path: relative(cwd, path), news: fresh };
      kept.push(entry);
      return entry;
    },
  };
}
