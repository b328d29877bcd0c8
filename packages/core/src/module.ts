/**
 * The seam between the kernel's tools and a game. The scenario frame, the harness, the language server,
 * the CLI and the extension speak to a game only through a `GameModule`: what a game is (its rules,
 * revisions and flow), how a harness plays it, and how a screen shows it. A game implements it once;
 * every tool above then serves that game.
 */
import type { ArrowListener, ChartArrow } from './chart/compile.js';
import type { Citation, ClauseMap, RuleDefinition } from './citation.js';
import type { DecisionPrompt } from './decision.js';
import type { Invariant } from './invariant.js';
import type { ActionResult, Violation } from './result.js';
import type { DraftMeta } from './revisions/profile.js';
import type { ParameterSpecs } from './revisions/spec.js';
import type { RngState } from './rng.js';

/**
 * What transition coverage reads of a game's compiled chart: its states and arrows, its own trace of
 * the arrows each accepted event takes, and why the arrows no run reaches cannot be reached (keyed by
 * arrow id; a reason for an arrow a run does reach is an error of the table).
 */
export interface ObservedChart {
  readonly paths: readonly string[];
  readonly arrows: readonly ChartArrow[];
  observe(listener: ArrowListener): () => void;
  readonly unreachable?: Readonly<Record<string, string>>;
}

/** What every action carries: its type (the statechart's event type) and the player who decides it. */
export interface GameAction {
  readonly type: string;
  readonly player: string;
}

/** What every state change carries: its rule key, words, and the clause of the active revision. */
export interface LoggedEvent {
  readonly type: string;
  readonly text: string;
  readonly citation: Citation;
}

/** An event as a log line: its words and the clause that caused it. */
export function formatEvent(e: LoggedEvent): string {
  return `${e.text} (${e.citation.clause})`;
}

/** How a game ended: who won, whether it is a tie, and in words why (the loss condition). */
export interface GameOutcome {
  readonly winners: readonly string[];
  readonly tie: boolean;
  readonly reason?: string;
}

export type GameStart<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly problems: readonly Violation[] };

/** `apply` as a player's look-ahead sees it: the engine the game is played with. */
export type ApplyFn<S, A, E = unknown> = (state: S, action: A) => ActionResult<S, E>;

/**
 * Chooses one of the legal actions. Pure: its randomness is its own (`rng`), separate from the game's.
 * A chooser that looks ahead does so with `lookAhead`, the engine the game is played with. `everyLegal`
 * is given when `legal` holds only the actions it weighs first (`PlayHooks.considered`): it lists the
 * others, should the chooser come to them.
 */
export type Chooser<S, A, E = unknown> = (
  state: S,
  legal: readonly A[],
  rng: RngState,
  lookAhead?: ApplyFn<S, A, E>,
  everyLegal?: (state: S) => readonly A[],
) => [A, RngState];

/** A state value of a statechart, as plain data (`'setup'`, `{ turn: { buy: 'main' } }`). */
export type StateValue = string | { readonly [k: string]: StateValue };

/** A game's revisions: its built-in profiles as data, and the clause ids its canonical rulebook has. */
export interface RevisionCatalog<R extends ClauseMap> {
  readonly builtIn: readonly R[];
  /** The revisions a scenario runs under when it names none. */
  readonly defaults: readonly string[];
  /** The revision whose numbering rule sets cite (Megacorp: V1.7). */
  readonly canonical: R;
  /** Every clause id of the canonical rulebook, for checking `covers` and citations. */
  readonly clauseIds: readonly string[];
  byId(id: string): R | undefined;
  /** Every parameter a profile sets, declared once: what a draft revision file is validated against. */
  readonly specs: ParameterSpecs;
  /** A draft profile from a base and overrides; throws `RevisionError` listing every problem. */
  derive(base: R, overrides: Readonly<Record<string, unknown>>, meta: DraftMeta): R;
}

/** The hooks the harness plays and explores a game with: plain data and functions, no file format. */
export interface PlayHooks<S, A, E, Cfg, R> {
  /** The game's cautious player: plays on without throwing the game away. */
  readonly chooser: Chooser<S, A, E>;
  /**
   * What `chooser` is handed, when it weighs some legal actions before the others: those, a subset of
   * `legalActions` in its order, empty only when that is, with `legalActions` as its `everyLegal` for
   * the others. Listing every action for a player who throws most away was most of the listing's work
   * (Megacorp: the buys that break the cautious player's reserve). Defaults to `legalActions`.
   */
  considered?(s: S): readonly A[];
  /** The game's plain random player. */
  readonly uniform: Chooser<S, A, E>;
  /** A legal game set up from a seed under a revision (decks, seating). */
  randomConfig(seed: number, profile: R): Cfg;
  /** What identifies a position, without what every state shares by reference (library, profile). */
  stateKey(s: S): unknown;
  /**
   * The top-level fields every state of a game shares by reference (Megacorp: `library`, `profile`),
   * when `stateKey` is the state without exactly these: the explorer then digests the state skipping
   * them rather than building its key, about a third faster per state.
   */
  readonly shared?: readonly string[];
  /** The turn a position is in, counting from 1 (0 before the first): exploration is bounded by turns. */
  turn(s: S): number;
  /** True while the game is being set up: exploration may take the first legal answer there. */
  settingUp?(s: S): boolean;
  /** A game small enough to explore every position of its first turns. */
  smallConfig?(): Cfg;
  /**
   * The position up to symmetries the rules cannot tell apart, when the game has any: writes the
   * digest of its class (the `digest` of a `stateKey`, the same for every position of the class) into
   * `out` and returns the position of the class that digest is of.
   */
  symmetry?(s: S, out: { lo: number; hi: number }): S;
  /**
   * An action the engine should most likely refuse, made from a number: some well formed, some legal
   * ones with one field changed (`legal`), some malformed. A refusal must cite its rule.
   */
  probe?(s: S, n: number, legal: readonly A[]): unknown;
  /** A game that does not end within this many actions is reported as a liveness failure. */
  readonly maxActionsPerGame: number;
}

/** A card as a board shows it. */
export interface CardView {
  readonly id: string;
  readonly name: string;
  /** Grid position, for zones laid out as a grid. */
  readonly x?: number;
  readonly y?: number;
  /** Cards under this one (a pile's lower cards). */
  readonly under?: readonly CardView[];
  /** Short states: `engaged`, `attacker`, `frozen`. */
  readonly tags: readonly string[];
  readonly badges: readonly { readonly label: string; readonly value: string }[];
}

export interface ZoneView {
  readonly id: string;
  readonly label: string;
  readonly layout: 'row' | 'list' | 'grid' | 'count';
  readonly visibility: 'public' | 'private';
  readonly count: number;
  readonly cards: readonly CardView[];
}

export interface Counter {
  readonly label: string;
  readonly value: string;
}

/** A position as plain data, which the CLI, the language server and the board webview all render. */
export interface BoardView {
  /** One line: where the game is and whose turn it is. */
  readonly title: string;
  /** The statechart's active paths. */
  readonly where: readonly string[];
  readonly counters: readonly Counter[];
  /** Zones no player owns (Megacorp: the stack). */
  readonly shared: readonly ZoneView[];
  readonly players: readonly {
    readonly id: string;
    readonly active: boolean;
    readonly out: boolean;
    readonly counters: readonly Counter[];
    readonly zones: readonly ZoneView[];
  }[];
  /** Tables of what is in progress (Megacorp: the challenge). */
  readonly panels: readonly {
    readonly title: string;
    readonly header?: readonly string[];
    readonly rows: readonly (readonly string[])[];
  }[];
  readonly decision: { readonly player: string; readonly question: string } | null;
  readonly result: GameOutcome | null;
}

/**
 * A game on the kernel. `S` is its state (plain immutable data holding its seeded RNG), `A` its
 * actions, `E` its events, `Cfg` what a new game is made from, `R` its revision profile.
 */
export interface GameModule<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap> {
  /** `megacorp`: the word a scenario's `game` line and the CLI's `--game` use. */
  readonly id: string;
  readonly title: string;
  newGame(config: Cfg): GameStart<S, E>;
  /** A refused action never changes the state: the violation names the rule and its clause. */
  apply(s: S, a: A): ActionResult<S, E>;
  legalActions(s: S): readonly A[];
  /** Who must decide what now, derived from the state; null once the game is over. */
  decision(s: S): DecisionPrompt<A> | null;
  result(s: S): GameOutcome | null;
  /** The action in a player's words, e.g. `Ana buys "Raamaa"`. */
  describeAction(s: S, a: A): string;
  /** The profile in force in a state. */
  profile(s: S): R;
  /** Every rule key the game can cite, with our summary. */
  readonly rules: readonly RuleDefinition[];
  readonly invariants: readonly Invariant<S, A>[];
  readonly revisions: RevisionCatalog<R>;
  readonly flow: {
    /** The xstate machine the turn is, for diagrams and coverage. */
    readonly machine: unknown;
    value(s: S): StateValue;
    /**
     * The machine's snapshot at a position (`machine.resolveState`), so a tool can ask xstate which
     * transitions an action takes (coverage); without it only states are recorded.
     */
    resume?(s: S): unknown;
    /** The compiled chart `apply` runs, observed for transition coverage (`CompiledChart`). */
    readonly chart?: ObservedChart;
    /**
     * The arrows of the chart the action that made a state took (the compiled chart's own record), so
     * coverage need not ask xstate again: `record` starts remembering them (an entry per state made,
     * so only a recorder turns it on), `taken` reads them; undefined for a state made before that, or
     * not by `apply`.
     */
    readonly arrows?: { record(): void; taken(s: S): readonly ChartArrow[] | undefined };
  };
  readonly play: PlayHooks<S, A, E, Cfg, R>;
  view(s: S): BoardView;
}

// biome-ignore lint/suspicious/noExplicitAny: the widest module type, for registries of several games.
export type AnyGameModule = GameModule<any, GameAction, LoggedEvent, any, ClauseMap>;
