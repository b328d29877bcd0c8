/**
 * Witnesses: the shortest game of the small game reaching a position where a predicate holds, found
 * breadth-first, and written as a scenario (`given` = the game's first position a `given` describes
 * exactly, `when` = every action after it, `then` = the facts the predicate reads) through the
 * dialect's one state→given and one action→step writers.
 */
import { canonicalJson } from '@arbiter/core';
import { type Action, type GameState, megacorpModule } from '@arbiter/megacorp';
import { format, parse, quote, runScenarioText, stepWriter } from '@arbiter/scenario';
import { startFrom } from '../play.js';
import { cardLines } from './counterexample.js';
import { givenRoundTrip, givenText } from './given-round-trip.js';
import { checkPlayers, holds, observedFacts, type Predicate } from './predicate.js';
import { type ExploreConfig, exploreGameConfig, SMALL_GAME } from './small-game.js';

export interface WitnessOptions {
  readonly config?: ExploreConfig;
  /** Positions visited at most (default 50,000). */
  readonly maxStates?: number;
  /** Actions from the first turn at most (default 60). */
  readonly maxDepth?: number;
}

export interface Witness {
  /** The position the search starts from: the small game at its first turn. */
  readonly start: GameState;
  /** The shortest action sequence from `start` to a position where the predicate holds. */
  readonly actions: readonly Action[];
  /** `states[i]` is the position before `actions[i]`; the last is the witness position. */
  readonly states: readonly GameState[];
  readonly visited: number;
}

export interface WitnessSearch {
  readonly witness: Witness | null;
  readonly visited: number;
  /** True when the bounds stopped the search before every reachable position was seen. */
  readonly bounded: boolean;
}

/** The small game set up to its first turn: setup decisions take the first legal answer, as `explore` does. */
export function witnessStart(config: ExploreConfig = SMALL_GAME): GameState {
  let s = startFrom(megacorpModule, exploreGameConfig(config)).state;
  while (megacorpModule.play.settingUp?.(s) && megacorpModule.result(s) === null) {
    const [first] = megacorpModule.legalActions(s);
    if (!first) break;
    const r = megacorpModule.apply(s, first);
    if (!r.ok) break;
    s = r.state;
  }
  return s;
}

/** Breadth-first from the small game's first turn: the first position found is a shortest witness. */
export function findWitness(p: Predicate, options: WitnessOptions = {}): WitnessSearch {
  const start = witnessStart(options.config);
  checkPlayers(
    p,
    start.players.map((x) => x.id),
  );
  const maxStates = options.maxStates ?? 50_000;
  const maxDepth = options.maxDepth ?? 60;
  const key = (s: GameState) => canonicalJson(megacorpModule.play.stateKey(s)) ?? '';
  type Node = { state: GameState; parent: Node | null; action: Action | null; depth: number };
  const seen = new Set<string>([key(start)]);
  let frontier: Node[] = [{ state: start, parent: null, action: null, depth: 0 }];
  let bounded = false;
  const path = (n: Node): Witness => {
    const states: GameState[] = [];
    const actions: Action[] = [];
    for (let x: Node | null = n; x; x = x.parent) {
      states.unshift(x.state);
      if (x.action) actions.unshift(x.action);
    }
    return { start, actions, states, visited: seen.size };
  };
  if (holds(p, start)) return { witness: path(frontier[0] as Node), visited: 1, bounded };
  while (frontier.length > 0) {
    const next: Node[] = [];
    for (const n of frontier) {
      if (n.depth >= maxDepth || megacorpModule.result(n.state) !== null) {
        if (n.depth >= maxDepth) bounded = true;
        continue;
      }
      for (const a of megacorpModule.legalActions(n.state)) {
        const r = megacorpModule.apply(n.state, a);
        if (!r.ok) continue;
        const k = key(r.state);
        if (seen.has(k)) continue;
        seen.add(k);
        const child: Node = { state: r.state, parent: n, action: a, depth: n.depth + 1 };
        if (holds(p, r.state)) return { witness: path(child), visited: seen.size, bounded };
        if (seen.size >= maxStates) return { witness: null, visited: seen.size, bounded: true };
        next.push(child);
      }
    }
    frontier = next;
  }
  return { witness: null, visited: seen.size, bounded };
}

export interface WrittenWitness {
  readonly text: string;
  /** Steps written (every action after the `given`). */
  readonly steps: number;
  /** The action (from 0) whose position the `given` describes. */
  readonly cut: number;
}

/**
 * The witness as a scenario: the first position of the game a `given` describes exactly (checked by
 * building it back), every action after it as a step, and the facts the predicate reads as `then`.
 */
export function writeWitness(
  w: Witness,
  p: Predicate,
  source: string,
  /**
   * How it was found: breadth-first (a shortest game), by random play then shrunk (`find --random`),
   * or the comment, title and tag of another finder (`fuzz --keep-found`).
   */
  search:
    | 'breadth-first'
    | 'random'
    | { readonly header: readonly string[]; readonly title: string; readonly tag: string } = 'breadth-first',
): WrittenWitness {
  let cut = -1;
  let given: Extract<ReturnType<typeof givenRoundTrip>, { ok: true }>['given'] | undefined;
  for (let i = 0; i < w.states.length; i++) {
    const rt = givenRoundTrip(w.states[i] as GameState);
    if (rt.ok) {
      cut = i;
      given = rt.given;
      break;
    }
  }
  if (!given) throw new Error('no position of the witness can be written as a given');
  const final = w.states[w.states.length - 1] as GameState;
  const writer = stepWriter(given.aliases);
  const steps = w.actions.slice(cut).map((a, i) => {
    const s = w.states[cut + i] as GameState;
    return writer.step(s, a) ?? `# (no step form yet) ${JSON.stringify(a)}`;
  });
  const names = new Set<string>();
  for (const s of w.states.slice(cut)) for (const c of Object.values(s.cards)) names.add(c.name);
  const first = w.states[cut] as GameState;
  const lines = [
    ...(typeof search === 'object'
      ? search.header.map((l) => `# ${l}`)
      : search === 'breadth-first'
        ? [
            `# Found by \`arbiter find ${source}\`: the shortest game of the small game (breadth-first from its`,
            `# first turn) reaching a position where the predicate holds, ${w.actions.length} action(s) from the start.`,
          ]
        : [
            `# Found by \`arbiter find --random ${source}\`: a random game of the small game from its first turn`,
            `# reaching a position where the predicate holds, shrunk until no action can be dropped: ${w.actions.length} action(s).`,
          ]),
    'cards',
    ...[...names]
      .sort()
      .flatMap((n) => (first.library[n] ? cardLines(first.library[n]).lines.map((l) => `  ${l}`) : [])),
    '',
    `scenario ${quote(typeof search === 'object' ? search.title : `Witness: ${source}`)}`,
    `  revisions ${first.profile.id}`,
    `  tags ${typeof search === 'object' ? search.tag : 'witness'}`,
    givenText(given),
    ...(steps.length ? ['when', ...steps.map((s) => `  ${s}`)] : []),
    'then',
    ...observedFacts(p, final).map((f) => `  ${f}`),
  ];
  const raw = `${lines.join('\n')}\n`;
  const parsed = parse(raw, 'witness.scenario');
  const text = parsed.diagnostics.some((d) => d.severity === 'error') ? raw : format(parsed.file);
  return { text, steps: steps.length, cut };
}

/** Whether a written witness passes when run, and the first failure's message when not. */
export function witnessPasses(text: string, uri = 'witness.scenario'): { ok: boolean; message?: string } {
  const r = runScenarioText(text, uri);
  const bad = r.diagnostics.find((d) => d.severity === 'error');
  if (bad) return { ok: false, message: bad.message };
  const failed = r.scenarios.find((s) => s.status !== 'passed');
  if (!failed) return { ok: true };
  return { ok: false, message: failed.failures[0]?.message ?? failed.status };
}
