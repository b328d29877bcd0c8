/**
 * What the scenario frame needs from a game to read, run and write that game's scenarios. The frame
 * owns the file's shape (sections, header lines, `use`, `-> rejected … under …`, `expect`, the run
 * loop and its strictness); a dialect owns the game's words: its card lines, facts, steps and points
 * of the turn, how they bind to the engine, and how the engine's states and actions are written back.
 * A dialect is plain data and functions over the game's own types; the frame never looks inside them.
 */
import type { ClauseMap, GameAction, GameModule, LoggedEvent } from '@arbiter/core';
import type {
  Anchor,
  DialectLine,
  DialectStep,
  Expectation,
  GivenSection,
  Range,
  Scenario,
  ScenarioFile,
  SetupSection,
  Statement,
  Step,
  ThenStatement,
  Token,
  WhenStatement,
} from './syntax/ast.js';
import type { Severity } from './syntax/diagnostics.js';
import type { Context, LineResult } from './syntax/line-result.js';
import type { TokenStream } from './syntax/token-stream.js';

/** A revision as the frame sees it: its id and clauses, and the revision a draft extends. */
export interface RevisionLike extends ClauseMap {
  readonly extends?: string | null;
}

/**
 * A refusal a scenario asserted and got: the verdict of a `-> rejected` step, or a problem of a setup
 * expected `refused`. `named` when the file names the rule (a clause, a rule key or a heading), so the
 * refusal's rule is pinned down, not just that something refused.
 */
export interface AssertedRefusal {
  readonly key: string;
  readonly clause: string;
  readonly named: boolean;
}

/** Names a `given` or `setup` gave to cards (`as cleric2`), each standing for the ids it picks among. */
export type Aliases = Readonly<Record<string, readonly string[]>>;

/** Why a loader would not read a file (outside the project, a named pipe, too large), and what to do. */
export interface SourceRefusal {
  readonly refused: string;
  readonly hint?: string;
}

/** Reads another file of the workspace for `use "x.cards"`; paths are resolved by the caller. */
export interface SourceLoader {
  /** The file's text, undefined when it does not exist, or why it is not read. */
  read(path: string): string | undefined | SourceRefusal;
  /** Resolves `relative` against the file that names it. */
  resolve(from: string, relative: string): string;
}

/** Why a binding failed, at its line (the frame's `Problem`, repeated here so dialects need no runner). */
export interface BindProblem {
  readonly range: Range;
  readonly message: string;
  readonly hint?: string;
  readonly uri?: string;
}

/** An expectation that does not hold: what the line says and what the game shows. */
export interface Mismatch {
  readonly message: string;
  readonly expected: string;
  readonly actual: string;
  /** The fact rewritten to hold now, in the form it was written (accept actual as expected). */
  readonly actualFact?: Expectation;
}

/** The contexts a dialect reads: every one but the file root, a scenario header and raw lines. */
export type GameContext = Exclude<Context, { kind: 'root' } | { kind: 'header' } | { kind: 'raw' }>;

export interface DialectSyntax {
  /**
   * Reads one line standing in a game context: a card line or a line under a card, a line of `setup`,
   * `given`, `when` (a step, an anchor or a checkpoint), `then`, or of a block the dialect opened.
   * Fails through `ts.fail` with a hint; the frame turns that into a diagnostic at the line.
   */
  line(context: GameContext, ts: TokenStream): LineResult;
  /** Problems of a block once its last line is read (Megacorp: a network grid without its business). */
  closeBlock?(
    context: Context,
    children: readonly Statement[],
  ): readonly {
    readonly severity: Severity;
    readonly message: string;
    readonly range: Range;
    readonly hint?: string;
  }[];
  /** What the lines under an unreadable line most likely are, when the dialect can tell. */
  guessContext?(context: Context, tokens: readonly Token[]): Context | undefined;
  /**
   * The names a line the dialect owns carries (its payload is opaque to the frame): its cards and
   * players with their ranges, for references, rename, definition and highlighting. Without it only
   * a step's player counts.
   */
  names?(node: DialectLine | DialectStep): readonly DialectName[];
}

/** A name on a dialect's own line. */
export interface DialectName {
  readonly kind: 'card' | 'player';
  readonly name: string;
  readonly range: Range;
  /** True where the line introduces the name (a card's definition). */
  readonly declaration?: boolean;
}

export interface DialectVocabulary {
  /** The words that follow the player in a step, for did-you-mean on a step that cannot be read. */
  readonly stepVerbs: readonly string[];
}

/**
 * Binding: names in a scenario to the game's cards, players and actions, and expectations judged on
 * a state. `Lib` is the game's card library as bound from the `cards` sections and `use`d files.
 */
export interface DialectBinder<S, A, E, Lib, R> {
  /** The cards a scenario may name (its file's and its own); without a scenario, a library file's. */
  library(
    file: ScenarioFile,
    scenario: Scenario | undefined,
    loader: SourceLoader | undefined,
  ): { readonly library: Lib; readonly problems: readonly BindProblem[] };
  /**
   * Every name of a scenario bound before anything runs (cards, players, aliases, revisions,
   * clauses...): the same diagnostics `check` and the editor give. `bound` is what `library` returned.
   */
  names?(
    file: ScenarioFile,
    scenario: number,
    bound: { readonly library: Lib; readonly problems: readonly BindProblem[] },
    revisions: unknown,
  ): readonly {
    readonly severity: Severity;
    readonly range: Range;
    readonly message: string;
    readonly hint?: string;
    /** The text that replaces the range when the hint's did-you-mean is taken (a quick fix). */
    readonly fix?: string;
  }[];
  /** The library's content as a key: two runs with equal keys bind cards the same way. */
  libraryKey(library: Lib): string;
  /** The position a `given` describes. Throws the frame's `BindError` at a line that cannot bind. */
  given(
    section: GivenSection,
    library: Lib,
    profile: R,
    seed: number | undefined,
  ): { readonly state: S; readonly aliases: Aliases };
  /**
   * The game a `setup` starts; no state when the setup is expected to be refused (and was), with the
   * refusals that matched in `refused` (a refusal key and its clause each).
   */
  setup(
    section: SetupSection,
    library: Lib,
    profile: R,
    seed: number | undefined,
  ): {
    readonly state?: S;
    readonly aliases: Aliases;
    readonly events: readonly E[];
    readonly refused?: readonly AssertedRefusal[];
  };
  /** The engine action a step stands for in this state. Throws `BindError` at the step. */
  step(s: S, step: Step | DialectStep, aliases: Aliases): A;
  /** Judges an expectation (a `then` line or an `expect` checkpoint); null when it holds. */
  expect(s: S, events: readonly E[], e: Expectation, aliases: Aliases): Mismatch | null;
  /** Does the game stand at the anchor's point of the turn (its turn number aside)? */
  isAt(s: S, anchor: Anchor): boolean;
  /** The turn number, for anchors (`at turn 3 …`) and for a step's implicit moves, which stop at the turn's end. */
  turn(s: S): number;
  /**
   * The move the runner makes on its own before a step or toward an anchor (Megacorp: a priority
   * pass, keeping the defender in, resolving a trigger nobody declined); undefined when the game
   * waits for a decision the scenario must write.
   */
  implicit(s: S): A | undefined;
  /**
   * Whether a refusal only says a step's point has not come yet (no priority, not its window), so a
   * step expected to be refused is tried again after an implicit move; without it every refusal is
   * the verdict.
   */
  notYet?(s: S, a: A, ruleKey: string): boolean;
  /** Where the game stands, in the scenario's words (`challenge, after blockers`), for messages. */
  describePoint?(s: S): string;
  /** The question the game waits on that a step must answer (`waiting for Nick`), if any. */
  question?(s: S): { readonly player: string; readonly kind: string } | undefined;
  /** Why `then` would read a state in the middle of a sequence (something on the stack), or null. */
  midSequence?(s: S): string | null;
  /** Whether the scenario names the moment `then` reads (an anchor last, or a time fact). */
  momentNamed?(statements: readonly WhenStatement[], then: readonly ThenStatement[]): boolean;
}

/** Writing: engine states and actions back as scenario text. */
export interface DialectWriter<S, A> {
  /** The board as text, shown with a failure. */
  board(s: S): string;
  /** The step a player would write for an action; undefined when the language has none. */
  step(s: S, a: A): string | undefined;
  /** The state as a `given` section; a reason instead when no `given` can describe it. */
  given(s: S): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string };
  /** What a designer observes of a state, for outcome fingerprints and revision diffs. */
  observable(s: S): unknown;
}

/**
 * Where the cursor stands when an editor asks a game for words or hover text, read from the text
 * alone (the line being typed rarely parses).
 */
export interface EditorSpot {
  /** The section keyword above the line: `cards`, `setup`, `given`, `when`, `then`, `scenario`. */
  readonly section: string;
  /** The lower-case words before the cursor on its line; a quoted string is `"`. */
  readonly words: readonly string[];
  /** The first word of each line the cursor's line is indented under, outermost first (a category). */
  readonly path: readonly string[];
  /** The players the scenario names. */
  readonly players: readonly string[];
  /** True in a card library file (`.cards`). */
  readonly library: boolean;
}

/** A word an editor offers, with what it means. */
export interface EditorWord {
  readonly word: string;
  readonly kind: 'keyword' | 'property' | 'value' | 'constant' | 'reference';
  /** One line beside the word (a value set, `trait`). */
  readonly detail?: string;
  /** Markdown shown when the word is selected (the rule it names). */
  readonly documentation?: string;
}

/**
 * What an editor asks a game beyond reading, running and writing its files. Every hook is optional:
 * without it the editor offers the frame's words and renders states from the module's `view()`.
 */
export interface DialectEditor<S, Lib> {
  /** The game's words at a spot; undefined when the game has nothing to add there. */
  words?(spot: EditorSpot): readonly EditorWord[] | undefined;
  /** Markdown about a word at a spot (an attribute's rule and heading), undefined for none. */
  hover?(word: string, spot: EditorSpot): string | undefined;
  /** The card names a bound library defines, for completion inside quotes. */
  cardNames?(library: Lib): readonly string[];
  /** One card of a bound library in markdown, for hover on its name. */
  card?(library: Lib, name: string): string | undefined;
  /** A state in markdown, for hover on a step. */
  stateMarkdown?(s: S): string;
  /** A state in a few words, for the inlay hint after a step. */
  stateLine?(s: S): { readonly label: string; readonly tooltip: string };
  /** Is this word one of the game's named constants (Megacorp's traits), for highlighting? */
  isConstant?(word: string): boolean;
}

/** A game's scenario dialect, over its module. */
export interface ScenarioDialect<
  // biome-ignore lint/suspicious/noExplicitAny: the widest dialect, for registries of several games.
  S = any,
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  A extends GameAction = any,
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  E extends LoggedEvent = any,
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  Lib = any,
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  R extends RevisionLike = any,
> {
  /** The word of a file's `game` line. */
  readonly game: string;
  // biome-ignore lint/suspicious/noExplicitAny: the dialect does not need the module's game config.
  readonly module: GameModule<S, A, E, any, R>;
  readonly vocabulary: DialectVocabulary;
  readonly syntax: DialectSyntax;
  readonly bind: DialectBinder<S, A, E, Lib, R>;
  readonly write: DialectWriter<S, A>;
  /** What an editor asks of the game (completion, hover, state summaries); optional. */
  readonly editor?: DialectEditor<S, Lib>;
}

/** What the parser needs of a dialect: its game's word and how it reads lines. */
export interface SyntaxOf {
  readonly game: string;
  readonly syntax: DialectSyntax;
}

/** The games a tool can serve, by the word of a `game` line. */
export interface Games<D extends SyntaxOf = ScenarioDialect> {
  dialect(game: string): D | undefined;
  /** Every game id, for did-you-mean. */
  ids(): readonly string[];
  /** The game of a file without a `game` line. */
  readonly fallback: string;
}

/** One game alone: what a dialect uses to read its own library files. */
export function oneGame<D extends SyntaxOf>(d: D): Games<D> {
  return { dialect: (game) => (game === d.game ? d : undefined), ids: () => [d.game], fallback: d.game };
}
