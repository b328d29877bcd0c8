/**
 * Golden playthroughs: one seeded game per revision and deck set, played by the game's cautious player
 * and stored as data (the action, the number of legal actions, the chart state and the clauses cited
 * at every step, and the result). Replaying it under the same revision must give the same game; the
 * first step where it does not is the drift a rules change caused, reported with the rule keys and
 * clauses of that step and, for a draft, the parameters it changes.
 */
import {
  type ClauseMap,
  type GameAction,
  type GameModule,
  type LoggedEvent,
  type StateValue,
  seedRng,
} from '@arbiter/core';
import { type ConfigSource, startFrom } from './play.js';

/** One action of a golden game, with what the position offered before it and what it caused. */
export interface GoldenStep {
  /** The action in a player's words (`describeAction`). */
  readonly action: string;
  /** How many legal actions the position offered before it. */
  readonly legal: number;
  /** The chart state before it, as `a.b.c` paths (parallel regions joined by ` | `). */
  readonly chart: string;
  /** The rule keys the action's events cite, each with its clause: `buy.pay 3.7.1`. */
  readonly rules: readonly string[];
}

export interface GoldenResult {
  /** `over`: the game ended; `budget`: the action cap ran out; `stuck`: nobody could act. */
  readonly outcome: 'over' | 'budget' | 'stuck';
  readonly winners: readonly string[];
  readonly tie: boolean;
  readonly reason?: string;
  /** The chart state the game stopped in. */
  readonly chart: string;
}

export interface GoldenGame {
  /** The deck set the config came from (`demo`, `reference`, …). */
  readonly decks: string;
  readonly seed: number;
  /** The rule keys the setup cited, before the first decision. */
  readonly setup: readonly string[];
  readonly steps: readonly GoldenStep[];
  readonly result: GoldenResult;
}

/** The golden games of one game under one revision: `scenarios/golden/<game>/<revision>.json`. */
export interface GoldenFile {
  readonly game: string;
  readonly revision: string;
  readonly maxActions: number;
  readonly games: readonly GoldenGame[];
}

/** A named way of making a game's config from a seed and a revision. */
export interface DeckSet<Cfg, R> {
  readonly name: string;
  readonly config: ConfigSource<Cfg, R>;
}

/** Small enough to keep in the repository and read in a review. */
export const GOLDEN_MAX_ACTIONS = 300;

/** A chart state value as its active leaf paths. */
export function chartPaths(v: StateValue): string {
  const walk = (value: StateValue, prefix: string): string[] =>
    typeof value === 'string'
      ? [prefix ? `${prefix}.${value}` : value]
      : Object.entries(value).flatMap(([k, sub]) => walk(sub, prefix ? `${prefix}.${k}` : k));
  return walk(v, '').join(' | ');
}

function citedRules(events: readonly LoggedEvent[]): string[] {
  return [...new Set(events.map((e) => `${e.citation.key} ${e.citation.clause}`))];
}

/** Plays the golden game of a deck set under a profile: the cautious player, its dice seeded from `seed`. */
export function recordGolden<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  profile: R,
  decks: DeckSet<Cfg, R>,
  seed: number,
  maxActions = GOLDEN_MAX_ACTIONS,
): GoldenGame {
  const start = startFrom(module, decks.config(seed, profile));
  let state = start.state;
  let rng = seedRng(seed);
  const steps: GoldenStep[] = [];
  let legal = module.result(state) === null ? module.legalActions(state) : [];
  while (module.result(state) === null && legal.length > 0 && steps.length < maxActions) {
    const [action, nextRng] = module.play.chooser(state, legal, rng, module.apply);
    rng = nextRng;
    const r = module.apply(state, action);
    if (!r.ok)
      throw new Error(
        `${module.id} ${profile.id} ${decks.name} seed ${seed}: the legal action "${module.describeAction(state, action)}" was refused (${r.violation.key})`,
      );
    steps.push({
      action: module.describeAction(state, action),
      legal: legal.length,
      chart: chartPaths(module.flow.value(state)),
      rules: citedRules(r.events),
    });
    state = r.state;
    legal = module.result(state) === null ? module.legalActions(state) : [];
  }
  const result = module.result(state);
  return {
    decks: decks.name,
    seed,
    setup: citedRules(start.events),
    steps,
    result: {
      outcome: result !== null ? 'over' : legal.length === 0 ? 'stuck' : 'budget',
      winners: result?.winners ?? [],
      tie: result?.tie ?? false,
      ...(result?.reason !== undefined ? { reason: result.reason } : {}),
      chart: chartPaths(module.flow.value(state)),
    },
  };
}

/** What differs at the first step where a replay leaves its golden game. */
export type DriftField = 'setup' | 'legal' | 'chart' | 'action' | 'rules' | 'length' | 'outcome';

export interface Drift {
  readonly decks: string;
  readonly seed: number;
  /** 0-based index of the first differing step: -1 for the setup, the number of steps for the outcome. */
  readonly step: number;
  readonly fields: readonly DriftField[];
  readonly expected: GoldenStep | GoldenResult | null;
  readonly actual: GoldenStep | GoldenResult | null;
  /** The rule keys and clauses of the differing step, both sides, expected first. */
  readonly rules: readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The first step where `actual` leaves `expected`, or null when the games are the same. */
export function firstDrift(expected: GoldenGame, actual: GoldenGame): Drift | null {
  const base = { decks: expected.decks, seed: expected.seed };
  if (!same(expected.setup, actual.setup))
    return {
      ...base,
      step: -1,
      fields: ['setup'],
      expected: null,
      actual: null,
      rules: [...new Set([...expected.setup, ...actual.setup])],
    };
  const n = Math.max(expected.steps.length, actual.steps.length);
  for (let i = 0; i < n; i++) {
    const e = expected.steps[i];
    const a = actual.steps[i];
    if (e && a && same(e, a)) continue;
    const fields: DriftField[] =
      e && a ? (['legal', 'chart', 'action', 'rules'] as const).filter((f) => !same(e[f], a[f])) : ['length'];
    return {
      ...base,
      step: i,
      fields,
      expected: e ?? expected.result,
      actual: a ?? actual.result,
      rules: [...new Set([...(e?.rules ?? []), ...(a?.rules ?? [])])],
    };
  }
  if (!same(expected.result, actual.result))
    return {
      ...base,
      step: n,
      fields: ['outcome'],
      expected: expected.result,
      actual: actual.result,
      rules: [],
    };
  return null;
}

/** The golden games of a revision, recorded now. */
export function recordGoldenFile<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  profile: R,
  deckSets: readonly DeckSet<Cfg, R>[],
  seed: number,
  maxActions = GOLDEN_MAX_ACTIONS,
): GoldenFile {
  return {
    game: module.id,
    revision: profile.id,
    maxActions,
    games: deckSets.map((d) => recordGolden(module, profile, d, seed, maxActions)),
  };
}

/**
 * Replays every golden game of a file under `profile` (its own revision, or a draft of it) and returns
 * the first drift of each game that drifted. A deck set the module no longer has is a drift at setup.
 */
export function checkGoldenFile<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  file: GoldenFile,
  profile: R,
  deckSets: readonly DeckSet<Cfg, R>[],
): Drift[] {
  const drifts: Drift[] = [];
  for (const g of file.games) {
    const decks = deckSets.find((d) => d.name === g.decks);
    if (!decks) throw new Error(`${module.id} has no deck set "${g.decks}" (golden ${file.revision})`);
    const drift = firstDrift(g, recordGolden(module, profile, decks, g.seed, file.maxActions));
    if (drift) drifts.push(drift);
  }
  return drifts;
}

/**
 * The parameters on which two profiles differ, for any game whose profiles carry `parameters`: what
 * explains a drift between a revision and a draft of it.
 */
export function parametersDiffering(a: ClauseMap, b: ClauseMap): string[] {
  const pa = (a as { parameters?: Record<string, unknown> }).parameters ?? {};
  const pb = (b as { parameters?: Record<string, unknown> }).parameters ?? {};
  const names = [...new Set([...Object.keys(pa), ...Object.keys(pb)])];
  return names.filter((k) => !same(pa[k], pb[k]));
}

/** A golden file as text: one step per line, so a rewrite reads as a diff of steps. */
export function formatGoldenFile(file: GoldenFile): string {
  const games = file.games.map((g) => {
    const steps = g.steps.map((s) => `        ${JSON.stringify(s)}`).join(',\n');
    return [
      '    {',
      `      "decks": ${JSON.stringify(g.decks)},`,
      `      "seed": ${g.seed},`,
      `      "setup": ${JSON.stringify(g.setup)},`,
      `      "steps": [${steps ? `\n${steps}\n      ` : ''}],`,
      `      "result": ${JSON.stringify(g.result)}`,
      '    }',
    ].join('\n');
  });
  return [
    '{',
    `  "game": ${JSON.stringify(file.game)},`,
    `  "revision": ${JSON.stringify(file.revision)},`,
    `  "maxActions": ${file.maxActions},`,
    `  "games": [\n${games.join(',\n')}\n  ]`,
    '}',
    '',
  ].join('\n');
}

/** Why `text` is not a golden file, or the file. */
export function parseGoldenFile(text: string, where: string): GoldenFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(
      `${where}: not JSON (${(e as Error).message}); rewrite it with \`arbiter golden --update\``,
    );
  }
  const f = data as Partial<GoldenFile>;
  if (
    typeof f !== 'object' ||
    f === null ||
    typeof f.game !== 'string' ||
    typeof f.revision !== 'string' ||
    typeof f.maxActions !== 'number' ||
    !Array.isArray(f.games)
  )
    throw new Error(
      `${where}: not a golden file (needs game, revision, maxActions, games); rewrite it with \`arbiter golden --update\``,
    );
  return f as GoldenFile;
}
