/**
 * Balance reports: seeded games of the cautious player (`playRandom`), each reduced to the few facts
 * a designer weighs a revision by (who won from which seat, how long it lasted, how it ended, how many
 * choices a priority window offered, money turn by turn), and the measures over them with their 95%
 * intervals. Game i of a run is dealt and played from `chunkSeed(seed, i)` alone, so a shard plays
 * its games exactly as the whole run would, and two revisions play the same seeds (`report --diff`).
 */
import {
  demoConfig,
  type GameState,
  legalActions,
  playRandom,
  type RevisionProfile,
  V1_7,
} from '@arbiter/megacorp';
import { chunkSeed } from '../random-play.js';
import { type Interval, mean, meanInterval, wilson } from '../stats.js';
import { plainDecks } from './decks.js';
import type { DeckSource } from './engine.js';
import { startGame } from './play.js';
import { referenceDecks } from './reference-decks.js';

/** How a game ended: a winner, a tie (1.2.10.8), no winner, or not at all within the action cap. */
export type BalanceEnd = 'win' | 'tie' | 'no-winner' | 'timeout' | 'stuck' | 'refused';

/** One game of a balance run, as the report keeps it (the report's JSON lists them all). */
export interface BalanceGame {
  /** The game's number in the run, from 0. */
  readonly index: number;
  /** The seed its decks were shuffled and its player's dice rolled with. */
  readonly seed: number;
  readonly end: BalanceEnd;
  /** The winner's seat, 1 being the player who took the first turn; null without a single winner. */
  readonly winnerSeat: number | null;
  /** The rule keys of the losses (1.2.10) in the step that ended the game, sorted. */
  readonly endKeys: readonly string[];
  readonly turns: number;
  readonly actions: number;
  /** Decisions taken, and the legal actions they were taken among (summed). */
  readonly decisions: number;
  readonly legal: number;
  /** The same, counting only decisions taken while a player held priority (a priority window). */
  readonly windowDecisions: number;
  readonly windowLegal: number;
  /** `money[t - 1]`: the mean money of the players still in the game as turn t began. */
  readonly money: readonly number[];
}

/** The deck sets a balance run is played with (the same names as `fuzz --decks`). */
export type BalanceDecks = 'demo' | 'plain' | 'reference';

const SEAT_NAMES = ['Ana', 'Nick', 'Olga', 'Piet', 'Quinn', 'Rosa'];

/** The deck source for a deck set and a number of players; a string says why the pair cannot be played. */
export function balanceDecks(decks: BalanceDecks, players = 2): DeckSource | string {
  if (!Number.isInteger(players) || players < 2 || players > SEAT_NAMES.length)
    return `--players takes 2 to ${SEAT_NAMES.length} players, not ${players}`;
  switch (decks) {
    case 'demo':
      return (seed, profile) => demoConfig(seed, profile, SEAT_NAMES.slice(0, players));
    case 'plain':
    case 'reference':
      if (players !== 2) return `the ${decks} decks seat two players; use --decks demo for ${players}`;
      return decks === 'plain' ? plainDecks : referenceDecks;
  }
}

/** The rule keys whose V1.7 clause is the winning and losing clause 1.2.10 or one under it. */
function isLossKey(key: string): boolean {
  const clause = V1_7.clauses[key];
  return clause === '1.2.10' || (clause?.startsWith('1.2.10.') ?? false);
}

export interface BalanceGameOptions {
  readonly profile: RevisionProfile;
  readonly decks: DeckSource;
  /** The run's seed; game i plays from `chunkSeed(seed, i)`. */
  readonly seed: number;
  readonly maxActionsPerGame: number;
  /** Collects the clause each ending's rule key is cited by under the revision. */
  readonly clauses?: Map<string, string>;
}

/** Plays game `index` of a balance run and reduces it to its record. */
export function playBalanceGame(index: number, o: BalanceGameOptions): BalanceGame {
  const seed = chunkSeed(o.seed, index);
  const initial = startGame(o.profile, seed, o.decks).state;
  let decisions = 0;
  let legal = 0;
  let windowDecisions = 0;
  let windowLegal = 0;
  const money: number[] = [];
  let endKeys: string[] = [];
  const noteTurn = (s: GameState) => {
    if (s.setup !== null || s.turn.number < 1 || money.length >= s.turn.number) return;
    const inGame = s.players.filter((p) => !p.lost);
    while (money.length < s.turn.number) money.push(mean(inGame.map((p) => p.money)));
  };
  const game = playRandom(initial, {
    seed,
    maxActions: o.maxActionsPerGame,
    engine: {
      legalActions: (s) => {
        const list = legalActions(s);
        noteTurn(s);
        decisions++;
        legal += list.length;
        if (s.priority !== null) {
          windowDecisions++;
          windowLegal += list.length;
        }
        return list;
      },
    },
    onStep: (next, previous, _action, events) => {
      const fresh = next.players.filter((p, i) => p.lost && !previous.players[i]?.lost).map((p) => p.id);
      if (fresh.length === 0) return undefined;
      const keys = new Set<string>();
      for (const id of fresh) {
        const e = events.find((x) => x.player === id && isLossKey(x.type));
        if (!e) continue;
        keys.add(e.type);
        o.clauses?.set(e.type, e.citation.clause);
      }
      endKeys = [...keys].sort();
      return undefined;
    },
  });
  const final = game.final;
  const n = final.players.length;
  const first = final.players.findIndex((p) => p.id === final.turn.starting);
  const seatOf = (id: string) => {
    const i = final.players.findIndex((p) => p.id === id);
    return ((i - Math.max(0, first) + n) % n) + 1;
  };
  const result = final.result;
  const end: BalanceEnd = game.refused
    ? 'refused'
    : result === null
      ? game.truncated
        ? 'timeout'
        : 'stuck'
      : result.winners.length === 1
        ? 'win'
        : result.tie
          ? 'tie'
          : 'no-winner';
  return {
    index,
    seed,
    end,
    winnerSeat: end === 'win' ? seatOf(result?.winners[0] as string) : null,
    endKeys: result === null ? [] : endKeys,
    turns: final.turn.number,
    actions: game.actions.length,
    decisions,
    legal,
    windowDecisions,
    windowLegal,
    money,
  };
}

export interface BalanceRunOptions extends BalanceGameOptions {
  readonly games: number;
  /** Plays only game i with i mod count = index (0-based): the shards of a run split its games. */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Plays only games from this index on (a probe of `report --diff` extended to more seeds). */
  readonly from?: number;
  readonly onGame?: (game: BalanceGame) => void;
}

export interface BalanceRun {
  /** The games played, in order. */
  readonly games: readonly BalanceGame[];
  /** The clause each ending's rule key was cited by under the revision, by key. */
  readonly clauses: Readonly<Record<string, string>>;
}

/** Plays the run's games (this shard's share of them). */
export function playBalance(o: BalanceRunOptions): BalanceRun {
  const shard = o.shard ?? { index: 0, count: 1 };
  const clauses = o.clauses ?? new Map<string, string>();
  const games: BalanceGame[] = [];
  const from = o.from ?? 0;
  const first = from + ((((shard.index - from) % shard.count) + shard.count) % shard.count);
  for (let i = first; i < o.games; i += shard.count) {
    const g = playBalanceGame(i, { ...o, clauses });
    games.push(g);
    o.onGame?.(g);
  }
  return { games, clauses: sortedRecord(clauses) };
}

export function sortedRecord(m: ReadonlyMap<string, string>): Record<string, string> {
  return Object.fromEntries([...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A game's ending as the report names it: the loss keys of its last step, or how it stopped. */
export function endingOf(g: BalanceGame): string {
  switch (g.end) {
    case 'win':
    case 'tie':
    case 'no-winner':
      return g.endKeys.length > 0 ? g.endKeys.join(' + ') : `(${g.end}, no loss cited)`;
    case 'timeout':
    case 'stuck':
    case 'refused':
      return `(${g.end})`;
  }
}

const finished = (g: BalanceGame) => g.end === 'win' || g.end === 'tie' || g.end === 'no-winner';

/**
 * A measure of a balance run: a share of games (each game counts 1, 0, or not at all) or a mean of a
 * per-game value (null: the game does not count). Comparing two runs pairs game i with game i.
 */
export interface MeasureDef {
  readonly id: string;
  readonly label: string;
  readonly kind: 'share' | 'mean';
  /** Unit of a mean, shown after it. */
  readonly unit?: string;
  readonly value: (g: BalanceGame) => number | null;
}

/** The measures of runs with this many players and these endings (the union of the runs compared). */
export function balanceMeasures(players: number, endings: readonly string[]): MeasureDef[] {
  const seats: MeasureDef[] = Array.from({ length: players }, (_, i) => ({
    id: `seat-${i + 1}-wins`,
    label:
      i === 0 ? 'first player wins (of games with a winner)' : `seat ${i + 1} wins (of games with a winner)`,
    kind: 'share',
    value: (g) => (g.end === 'win' ? (g.winnerSeat === i + 1 ? 1 : 0) : null),
  }));
  const perGame = (num: (g: BalanceGame) => number, den: (g: BalanceGame) => number) => (g: BalanceGame) =>
    den(g) > 0 ? num(g) / den(g) : null;
  return [
    ...seats,
    {
      id: 'no-winner',
      label: 'ties and games without a winner (of finished games, 1.2.10.8)',
      kind: 'share',
      value: (g) => (finished(g) ? (g.end === 'win' ? 0 : 1) : null),
    },
    {
      id: 'timeouts',
      label: 'games stopped at the action cap',
      kind: 'share',
      value: (g) => (g.end === 'timeout' ? 1 : 0),
    },
    {
      id: 'turns',
      label: 'game length (finished games)',
      kind: 'mean',
      unit: 'turns',
      value: (g) => (finished(g) ? g.turns : null),
    },
    {
      id: 'actions',
      label: 'game length (finished games)',
      kind: 'mean',
      unit: 'actions',
      value: (g) => (finished(g) ? g.actions : null),
    },
    {
      id: 'branching-window',
      label: 'legal actions per decision in a priority window',
      kind: 'mean',
      value: perGame(
        (g) => g.windowLegal,
        (g) => g.windowDecisions,
      ),
    },
    {
      id: 'branching',
      label: 'legal actions per decision (every decision)',
      kind: 'mean',
      value: perGame(
        (g) => g.legal,
        (g) => g.decisions,
      ),
    },
    {
      id: 'money',
      label: 'money per player, mean over the turns of a game',
      kind: 'mean',
      unit: 'M',
      value: (g) => (g.money.length > 0 ? mean(g.money) : null),
    },
    ...endings.map(
      (e): MeasureDef => ({
        id: `ending:${e}`,
        label: `ends by ${e} (of finished games)`,
        kind: 'share',
        value: (g) => (finished(g) ? (endingOf(g) === e ? 1 : 0) : null),
      }),
    ),
  ];
}

/** A measure over a run: its estimate and 95% interval over the games it counts. */
export interface MeasureValue extends Interval {
  readonly id: string;
  readonly label: string;
  readonly kind: 'share' | 'mean';
  readonly unit?: string;
  /** Games counted. */
  readonly n: number;
}

export function measure(def: MeasureDef, games: readonly BalanceGame[]): MeasureValue {
  const xs = games.map(def.value).filter((x): x is number => x !== null);
  const iv =
    def.kind === 'share'
      ? wilson(
          xs.reduce((a, b) => a + b, 0),
          xs.length,
        )
      : meanInterval(xs);
  return {
    id: def.id,
    label: def.label,
    kind: def.kind,
    ...(def.unit ? { unit: def.unit } : {}),
    n: xs.length,
    estimate: iv.estimate,
    low: iv.low,
    high: iv.high,
  };
}

/** The endings seen in runs, the most frequent first (ties by name). */
export function endingsOf(...runs: readonly (readonly BalanceGame[])[]): string[] {
  const counts = new Map<string, number>();
  for (const games of runs)
    for (const g of games.filter(finished)) counts.set(endingOf(g), (counts.get(endingOf(g)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([e]) => e);
}

/** Money turn by turn: the mean over the games that reached turn t, with its interval. */
export interface MoneyPoint extends Interval {
  readonly turn: number;
  readonly n: number;
}

export function moneyByTurn(games: readonly BalanceGame[]): MoneyPoint[] {
  const longest = Math.max(0, ...games.map((g) => g.money.length));
  const out: MoneyPoint[] = [];
  for (let t = 1; t <= longest; t++) {
    const xs = games.flatMap((g) => (g.money.length >= t ? [g.money[t - 1] as number] : []));
    out.push({ turn: t, n: xs.length, ...meanInterval(xs) });
  }
  return out;
}

/** Everything a balance report prints, from its games alone (so shards merge into one run exactly). */
export interface BalanceSummary {
  readonly games: number;
  readonly ends: Readonly<Record<BalanceEnd, number>>;
  readonly measures: readonly MeasureValue[];
  readonly money: readonly MoneyPoint[];
}

export function summarizeBalance(games: readonly BalanceGame[], players: number): BalanceSummary {
  const ends: Record<BalanceEnd, number> = {
    win: 0,
    tie: 0,
    'no-winner': 0,
    timeout: 0,
    stuck: 0,
    refused: 0,
  };
  for (const g of games) ends[g.end]++;
  return {
    games: games.length,
    ends,
    measures: balanceMeasures(players, endingsOf(games)).map((d) => measure(d, games)),
    money: moneyByTurn(games),
  };
}
