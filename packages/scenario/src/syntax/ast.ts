/**
 * The syntax tree of `.scenario` and `.cards` files. It records what was written (names, numbers,
 * words) and where, nothing more: which card, player, clause or revision a name means is the
 * binder's business. Every node carries its exact source range.
 */

/**
 * An ability as the dialect that read it represents it (Megacorp: the engine's declarative `Ability`).
 * The frame only carries it.
 */
export type AbilityValue = unknown;

/** 0-based like LSP; `character` counts UTF-16 code units; `offset` is the index into the text. */
export interface Position {
  readonly line: number;
  readonly character: number;
  readonly offset: number;
}

export interface Range {
  readonly start: Position;
  readonly end: Position;
}

export type TokenKind =
  /** `Ana`, `buys`, `v1.7`, `Nick's`, `divest.cannot-sell-business` */
  | 'word'
  /** `"Gnost Cleric"`; `value` holds the text between the quotes, escapes resolved */
  | 'string'
  /** `3`, `+1`, `-2` */
  | 'number'
  /** a number with a unit glued to it: `4M`, `3BQ`, `40x` */
  | 'amount'
  /** dotted numbers: `5.5.4` */
  | 'clause'
  /** `1,0`, `-1,2` (no spaces) */
  | 'coord'
  /** `#mutation` */
  | 'subtype'
  /** any other single character, and `->` */
  | 'symbol';

export interface Token {
  readonly kind: TokenKind;
  /** The source text of the token. */
  readonly text: string;
  /** Strings: the unescaped content; every other kind: the same as `text`. */
  readonly value: string;
  readonly range: Range;
  /** Set on a string whose closing quote is missing (it then runs to the end of the line). */
  readonly unterminated?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Small pieces

/** A word as written: a player, a trait, a card type, a revision id, a phase... */
export interface Name {
  readonly kind: 'name';
  readonly text: string;
  readonly range: Range;
}

export interface Str {
  readonly kind: 'string';
  readonly value: string;
  readonly range: Range;
}

export interface Num {
  readonly kind: 'number';
  readonly value: number;
  /** A `+` or `-` was written (counters: `+1 BQ`). */
  readonly signed: boolean;
  readonly range: Range;
}

/** A network space, relative to that network's business at 0,0. */
export interface Coord {
  readonly kind: 'coord';
  readonly x: number;
  readonly y: number;
  readonly range: Range;
}

/** A clause id (`5.5.4`), a rule key (`divest.cannot-sell-business`) or a quoted section name. */
export interface ClauseRef {
  readonly kind: 'clause-ref';
  readonly text: string;
  readonly quoted: boolean;
  readonly range: Range;
}

/** Free words kept as written, e.g. a priority window `after blockers`. */
export interface Words {
  readonly kind: 'words';
  readonly text: string;
  readonly range: Range;
}

export type ZoneName =
  | 'hand'
  | 'main deck'
  | 'resource deck'
  | 'open market'
  | 'annihilated'
  | 'network'
  | 'revealed resource'
  /** Only where a card is named (`"Windfall" in Nick's resolved events`): events in play taking no space (2.1.2). */
  | 'resolved events';

/** `Nick's open market`, `hand`. */
export interface ZoneRef {
  readonly kind: 'zone-ref';
  readonly owner?: Name;
  readonly zone: ZoneName;
  readonly range: Range;
}

/**
 * A card in play or in a zone: `"Gnost Cleric"`, `cleric2` (an alias given where the card entered),
 * `Nick's business`, optionally narrowed by place: `"Gnost Cleric" at 1,0 in Nick's network`.
 */
export interface CardRef {
  readonly kind: 'card-ref';
  readonly name?: Str;
  readonly alias?: Name;
  readonly role?: { readonly owner: Name; readonly role: 'business' | 'founder'; readonly range: Range };
  readonly at?: Coord;
  readonly in?: ZoneRef;
  readonly range: Range;
}

/** An empty or occupied space as an attack target: `2,0 in Nick's network`. */
export interface SpaceRef {
  readonly kind: 'space-ref';
  readonly at: Coord;
  readonly owner?: Name;
  readonly range: Range;
}

export type TargetRef = CardRef | SpaceRef;

/** `"Filler"`, `40 x "Filler"`, `"Gnost Cleric" as cleric2`. */
export interface CardItem {
  readonly kind: 'card-item';
  readonly copies?: Num;
  readonly name: Str;
  readonly alias?: Name;
  readonly range: Range;
}

export interface CostTerm {
  readonly kind: 'cost-term';
  readonly amount: number;
  /** `M`, `BQ`, ... as written; absent for a bare number (`cost 0`). */
  readonly unit?: string;
  readonly range: Range;
}

export interface Cost {
  readonly kind: 'cost';
  readonly terms: readonly CostTerm[];
  readonly range: Range;
}

/** `BQ 4`; `value` is null for a null trait written `-`. */
export interface TraitEntry {
  readonly kind: 'trait-entry';
  readonly trait: Name;
  readonly value: Num | null;
  readonly range: Range;
}

/** `BQ 2 (1 permanent)` */
export interface DamageEntry {
  readonly kind: 'damage-entry';
  readonly trait: Name;
  readonly amount: Num;
  readonly permanent?: Num;
  readonly range: Range;
}

/** `+1 BQ`, `3 development` */
export interface CounterEntry {
  readonly kind: 'counter-entry';
  readonly amount: Num;
  readonly counter: Name;
  readonly range: Range;
}

export interface PoolEntry {
  readonly kind: 'pool-entry';
  readonly trait: Name;
  readonly amount: Num;
  readonly range: Range;
}

// ---------------------------------------------------------------------------------------------
// Lines

/** What every line-shaped node has. */
export interface LineNode {
  readonly range: Range;
  /** A blank line came before this line (runs of blank lines count as one). */
  readonly blankBefore: boolean;
  /** A `# ...` comment at the end of the same line. */
  readonly trailingComment?: Comment;
}

/** `# text`: a `#` followed by a space (or the end of the line); `#mutation` is a subtype instead. */
export interface Comment {
  readonly kind: 'comment';
  /** Everything after the `#`, trailing spaces removed. */
  readonly text: string;
  readonly range: Range;
  readonly blankBefore: boolean;
}

/**
 * A line the parser could not read as any known form: an unknown verb, a misspelt property, a
 * malformed argument. It keeps every token so a later stage can suggest a fix, and the lines
 * indented under it.
 */
export interface UnknownStatement extends LineNode {
  readonly kind: 'unknown';
  readonly tokens: readonly Token[];
  readonly children: readonly Statement[];
}

// ---------------------------------------------------------------------------------------------
// File, scenarios, sections

export interface ScenarioFile {
  readonly kind: 'file';
  readonly uri: string;
  readonly range: Range;
  /** Before the first scenario: `use` lines and shared `cards` sections (all of a `.cards` file). */
  readonly prelude: readonly PreludeItem[];
  readonly scenarios: readonly Scenario[];
  /** Comments at the left margin after the last statement. */
  readonly trailingComments: readonly Comment[];
}

export type PreludeItem = GameStatement | UseStatement | CardsSection | Comment | UnknownStatement;

/** `game megacorp`: which game's dialect reads the file; a file without one is a Megacorp file. */
export interface GameStatement extends LineNode {
  readonly kind: 'game-line';
  readonly game: Name;
}

export interface Scenario {
  readonly kind: 'scenario';
  readonly range: Range;
  /** Absent when sections appear before any `scenario "..."` line (an error). */
  readonly header?: ScenarioHeader;
  readonly sections: readonly Section[];
}

interface SectionBase extends LineNode {
  /** Comments at the left margin just above the section line. */
  readonly leadingComments: readonly Comment[];
  readonly keywordRange: Range;
  /** Tokens after the keyword that do not belong there (reported as an error, kept for printing). */
  readonly extra: readonly Token[];
}

export interface ScenarioHeader extends SectionBase {
  readonly kind: 'scenario-header';
  readonly title?: Str;
  readonly body: readonly HeaderStatement[];
}

export interface CardsSection extends SectionBase {
  readonly kind: 'cards';
  readonly body: readonly CardsStatement[];
}

export interface SetupSection extends SectionBase {
  readonly kind: 'setup';
  readonly body: readonly SetupStatement[];
}

export interface GivenSection extends SectionBase {
  readonly kind: 'given';
  readonly body: readonly GivenStatement[];
}

export interface WhenSection extends SectionBase {
  readonly kind: 'when';
  readonly body: readonly WhenStatement[];
}

export interface ThenSection extends SectionBase {
  readonly kind: 'then';
  readonly body: readonly ThenStatement[];
}

export type Section = CardsSection | SetupSection | GivenSection | WhenSection | ThenSection;
export type SectionKind = Section['kind'];

// ---------------------------------------------------------------------------------------------
// Scenario header: metadata

export interface RevisionsStatement extends LineNode {
  readonly kind: 'revisions';
  readonly revisions: readonly Name[];
}

export interface CoversStatement extends LineNode {
  readonly kind: 'covers';
  readonly clauses: readonly ClauseRef[];
}

export interface TagsStatement extends LineNode {
  readonly kind: 'tags';
  readonly tags: readonly Name[];
}

export interface SeedStatement extends LineNode {
  readonly kind: 'seed';
  readonly seed: Num;
}

export type HeaderStatement =
  | RevisionsStatement
  | CoversStatement
  | TagsStatement
  | SeedStatement
  | Comment
  | UnknownStatement;

// ---------------------------------------------------------------------------------------------
// Cards

export interface UseStatement extends LineNode {
  readonly kind: 'use';
  readonly path: Str;
}

export interface Subtype {
  readonly kind: 'subtype';
  /** Without the `#`. */
  readonly name: string;
  readonly range: Range;
}

/** A keyword with its arguments, kept as written: `MUTATION 4`, `CAMOUFLAGE: Water`. */
export interface Keyword extends LineNode {
  readonly kind: 'keyword';
  readonly tokens: readonly Token[];
  /** `inline`: in a `keywords A, B` clause on the card line; `line`: on its own line under the card. */
  readonly form: 'inline' | 'line';
}

/**
 * An ability written under a card (`activated: engage, 1M -> gain 2M`, `when deployed: draw 2`,
 * `continuous: +1 BQ to characters in radius 1`), already read into the engine's declarative form;
 * `tokens` keep the line as written for the formatter.
 */
export interface AbilityLine extends LineNode {
  readonly kind: 'ability';
  readonly tokens: readonly Token[];
  readonly ability: AbilityValue;
}

export interface CardDef extends LineNode {
  readonly kind: 'card';
  /** `character`, `equipment`, ... as written. */
  readonly cardType: Name;
  readonly name: Str;
  readonly cost?: Cost;
  readonly traits?: readonly TraitEntry[];
  readonly cashflow?: Num;
  readonly upkeep?: Cost;
  /** `unique`, `founder`, `permanent`, `token`. */
  readonly flags: readonly Name[];
  readonly subtypes: readonly Subtype[];
  readonly text?: Str;
  /** Keywords from the card line's `keywords` clause. */
  readonly keywords: readonly Keyword[];
  /** Lines under the card: keywords and abilities on their own lines, comments, unreadable lines. */
  readonly body: readonly CardBodyStatement[];
}

export type CardBodyStatement = Keyword | AbilityLine | Comment | UnknownStatement;
export type CardsStatement = CardDef | DialectLine | UseStatement | Comment | UnknownStatement;

// ---------------------------------------------------------------------------------------------
// Lines of a game whose dialect has no node types of its own in this tree

/**
 * A card, setup, given or then line of such a game, kept as its words (and what the dialect read
 * from them in `data`): the dialect's binder reads it, the printer writes the words back.
 */
export interface DialectLine extends LineNode {
  readonly kind: 'dialect-line';
  readonly tokens: readonly Token[];
  /** On an expectation: the revisions it applies to (`under v1`); empty = every revision. */
  readonly under: readonly Name[];
  readonly data?: unknown;
  /** The lines indented under it, when the dialect opened a block there (a card's attributes). */
  readonly body?: readonly Statement[];
}

/** A step of such a game: the player, the words of what they do, and its expected outcomes. */
export interface DialectStep extends LineNode {
  readonly kind: 'dialect-step';
  readonly player: Name;
  /** The words after the player, up to the first `->`. */
  readonly tokens: readonly Token[];
  readonly outcomes: readonly Outcome[];
  readonly data?: unknown;
}

// ---------------------------------------------------------------------------------------------
// Facts: the state a `given` sets up and a `then` checks

/** Facts that may carry `under v1.7, ed3.0-fr` when used as expectations. */
interface FactBase extends LineNode {
  /** Revisions this expectation applies to; empty = every revision. */
  readonly under: readonly Name[];
}

/** `turn 5, Ana active, phase challenge, after blockers, priority Nick`. */
export interface TimeFact extends FactBase {
  readonly kind: 'time';
  readonly turn?: Num;
  readonly active?: Name;
  readonly phase?: Name;
  /** A step or priority window inside the phase, as written. */
  readonly point?: Words;
  readonly priority?: Name;
}

export interface MoneyFact extends FactBase {
  readonly kind: 'money';
  readonly player: Name;
  readonly amount: Num;
}

/** `Ana pool BQ 1, IQ 2`; no entries = `empty`. */
export interface PoolFact extends FactBase {
  readonly kind: 'pool';
  readonly player: Name;
  readonly entries: readonly PoolEntry[];
}

export type ZoneMode = 'exactly' | 'top' | 'bottom' | 'contains' | 'excludes' | 'count';

/** `Ana hand "A", "B"`, `Ana main deck top "X"`, `Ana hand 3 cards`, `Ana open market empty`. */
export interface ZoneFact extends FactBase {
  readonly kind: 'zone';
  readonly player: Name;
  readonly zone: Exclude<ZoneName, 'network' | 'resolved events'>;
  readonly zoneRange: Range;
  readonly mode: ZoneMode;
  /** Top first for ordered zones. */
  readonly items: readonly CardItem[];
  /** Only for mode `count`. */
  readonly count?: Num;
}

export interface PileCard {
  readonly kind: 'pile-card';
  readonly name: Str;
  readonly alias?: Name;
  readonly owner?: Name;
  readonly damage: readonly DamageEntry[];
  readonly counters: readonly CounterEntry[];
  /** The turn the card came into play (`entered turn 4`). */
  readonly entered?: Num;
  readonly range: Range;
}

/**
 * One network space: `0,1 "Hierarch" over "Lineage" engaged`. Cards top first; `over` puts the
 * next card under the previous one (bonded). `at` is absent in a grid legend entry.
 */
export interface Pile extends LineNode {
  readonly kind: 'pile';
  readonly at?: Coord;
  readonly role?: Name;
  /** Empty for `1,0 empty` (an expectation that the space is free). */
  readonly cards: readonly PileCard[];
  readonly orientation?: Name;
}

export interface GridCell {
  readonly kind: 'grid-cell';
  /** One character: `.` for an empty space, otherwise a legend key. */
  readonly char: string;
  readonly range: Range;
}

export interface GridRow extends LineNode {
  readonly kind: 'grid-row';
  readonly cells: readonly GridCell[];
}

/** `B = business "Ana Corp"` */
export interface LegendEntry extends LineNode {
  readonly kind: 'legend';
  readonly key: GridCell;
  readonly pile: Pile;
}

export type NetworkBodyStatement = Pile | Comment | UnknownStatement;
export type GridBodyStatement = GridRow | LegendEntry | Comment | UnknownStatement;

/** A network placed in a given, or checked in a then: a coordinate list, a grid or one space. */
export type NetworkFact = NetworkBlockFact | NetworkGridFact | NetworkSpaceFact;

/** `Ana network` with one pile per indented line. */
export interface NetworkBlockFact extends FactBase {
  readonly kind: 'network';
  readonly form: 'block';
  readonly player: Name;
  readonly body: readonly NetworkBodyStatement[];
}

/** `Ana network grid` with indented rows and legend lines. */
export interface NetworkGridFact extends FactBase {
  readonly kind: 'network';
  readonly form: 'grid';
  readonly player: Name;
  readonly body: readonly GridBodyStatement[];
}

/** `Ana network 0,1 "Hierarch" engaged` on one line. */
export interface NetworkSpaceFact extends FactBase {
  readonly kind: 'network';
  readonly form: 'space';
  readonly player: Name;
  readonly pile: Pile;
}

export type CardProperty =
  | { readonly kind: 'damage'; readonly entries: readonly DamageEntry[]; readonly range: Range }
  | { readonly kind: 'counters'; readonly entries: readonly CounterEntry[]; readonly range: Range }
  | { readonly kind: 'orientation'; readonly orientation: Name; readonly range: Range }
  | { readonly kind: 'traits'; readonly entries: readonly TraitEntry[]; readonly range: Range }
  /** `value 15M`, `value 9M + 1EQ`: its valuation now (2.4), as abilities change it. */
  | { readonly kind: 'value'; readonly cost: Cost; readonly range: Range }
  | { readonly kind: 'controller'; readonly player: Name; readonly range: Range }
  | { readonly kind: 'owner'; readonly player: Name; readonly range: Range }
  | { readonly kind: 'location'; readonly at?: Coord; readonly in?: ZoneRef; readonly range: Range }
  /**
   * `can be bought at 1,0`, `cannot be bought by Ana at 2,0 because 3.7.1`: a buy judged now by the
   * engine (3.7); without a space, any buy of it (every try, for `cannot`).
   */
  | {
      readonly kind: 'buyable';
      readonly can: boolean;
      /** The buyer as written; else the card's holder for a hand, else the player with priority. */
      readonly by?: Name;
      readonly at?: Coord;
      readonly because?: ClauseRef;
      readonly range: Range;
    };

/** `"Raamaa" damage BQ 2`, `"Raamaa" engaged`, `"Illithis" in Nick's open market`. */
export interface CardFact extends FactBase {
  readonly kind: 'card-fact';
  readonly card: CardRef;
  readonly property: CardProperty;
}

export interface StackItem {
  readonly kind: 'stack-item';
  readonly card: CardRef;
  /** `ability`, `effect`, `deployment` as written. */
  readonly what?: Name;
  readonly by?: Name;
  readonly range: Range;
}

/** `stack "Stock Market Crash" by Nick, "Tidal Wave" by Ana` (top first); `stack empty`. */
export interface StackFact extends FactBase {
  readonly kind: 'stack';
  readonly items: readonly StackItem[];
}

/** `game over`, `game not over`, `tie`. */
export interface GameFact extends FactBase {
  readonly kind: 'game';
  readonly result: 'over' | 'not over' | 'tie';
}

/** `winner Ana`, `loser Nick`. */
export interface ResultFact extends FactBase {
  readonly kind: 'result';
  readonly outcome: 'winner' | 'loser';
  readonly player: Name;
}

/**
 * `waiting for Nick`: the game waits on a question Nick must answer (a pending decision: an order, a
 * search, a trigger...). A scenario that ends its steps with a question unanswered must say so.
 */
export interface WaitingFact extends FactBase {
  readonly kind: 'waiting';
  readonly player: Name;
}

/** `log contains "sold" citing 5.5.6.2`, `log does not contain destroyed`. */
export interface LogFact extends FactBase {
  readonly kind: 'log';
  readonly negated: boolean;
  readonly event: Str | Name;
  readonly citing?: ClauseRef;
}

export interface PlayersStatement extends LineNode {
  readonly kind: 'players';
  readonly players: readonly Name[];
}

/** `first player Ana`; `random first player: Nick` scripts the random pick (4.2.4). */
export interface FirstPlayerStatement extends LineNode {
  readonly kind: 'first-player';
  readonly player: Name;
  readonly random: boolean;
}

/** `Ana business "Ana Corp"`, `Ana founder "Raamaa"` in a setup. */
export interface SetupCardStatement extends LineNode {
  readonly kind: 'setup-card';
  readonly player: Name;
  readonly role: 'business' | 'founder';
  readonly card: Str;
}

export type Fact =
  | TimeFact
  | MoneyFact
  | PoolFact
  | ZoneFact
  | NetworkFact
  | CardFact
  | StackFact
  | GameFact
  | ResultFact
  | WaitingFact
  | LogFact;

/** `first player by bid`: the players bid for the first turn (4.2.3) instead of the random pick. */
export interface BidForFirstStatement extends LineNode {
  readonly kind: 'bid-for-first';
}

/** `format competitive`: the decks are checked, and the cards loaded, for that format (10.1–10.3). */
export interface FormatStatement extends LineNode {
  readonly kind: 'format';
  /** `casual` or `competitive`, as written. */
  readonly format: Name;
}

/** `refused 4.1.1`: the game must not start; its setup breaks that rule (1.1, 4.1). */
export interface SetupRefusedStatement extends LineNode {
  readonly kind: 'setup-refused';
  readonly clause?: ClauseRef;
}

export type SetupStatement =
  | BidForFirstStatement
  | FormatStatement
  | SetupRefusedStatement
  | PlayersStatement
  | SeedStatement
  | FirstPlayerStatement
  | SetupCardStatement
  | MoneyFact
  | ZoneFact
  | DialectLine
  | Comment
  | UnknownStatement;

export type GivenStatement =
  | PlayersStatement
  | SeedStatement
  | FirstPlayerStatement
  | TimeFact
  | MoneyFact
  | PoolFact
  | ZoneFact
  | NetworkFact
  | CardFact
  | StackFact
  | DialectLine
  | Comment
  | UnknownStatement;

export type Expectation = Fact | DialectLine | UnknownStatement;
export type ThenStatement = Expectation | Comment;

// ---------------------------------------------------------------------------------------------
// Steps

/** `-> rejected 5.5.4 under v1.7`, `-> accepted under ed3.0-fr`. */
export interface Outcome {
  readonly kind: 'outcome';
  readonly result: 'rejected' | 'accepted';
  readonly clause?: ClauseRef;
  readonly under: readonly Name[];
  readonly range: Range;
}

interface StepBase extends LineNode {
  readonly player: Name;
  readonly outcomes: readonly Outcome[];
}

export interface SellStep extends StepBase {
  readonly kind: 'sell';
  readonly card: CardRef;
}

/**
 * `Ana buys "Raamaa" from Nick's open market at 1,0 in Nick's network`; `Ana buys "Grunt" from 1,0 in
 * Nick's network at 0,2`; `Ana buys "Sapper" from hand at 1,-2 targeting "Scrap Drone" at 0,-1`.
 */
export interface BuyStep extends StepBase {
  readonly kind: 'buy';
  readonly card: CardRef;
  /** Where the card is bought from: a zone, or the space of a pile in a network (`from 1,0 in Nick's network`). */
  readonly from?: ZoneRef | SpaceRef;
  readonly at?: Coord;
  /** Whose network receives the card, when not the buyer's. */
  readonly network?: Name;
  /** The targets of the card's "when deployed" effects, named as it is bought. */
  readonly targets?: readonly TargetRef[];
  /** Cards chosen, without targeting, for the card's "choose" effects. */
  readonly choosing?: readonly CardRef[];
}

export interface AttackStep extends StepBase {
  readonly kind: 'attack';
  readonly target: TargetRef;
  readonly attacker: CardRef;
  readonly trait: Name;
}

/** `Nick blocks with "Cleric", "Guard"`; no blockers = `Nick does not block`. */
export interface BlockStep extends StepBase {
  readonly kind: 'block';
  readonly blockers: readonly CardRef[];
}

export interface Assignment {
  readonly kind: 'assignment';
  readonly amount: Num;
  readonly trait?: Name;
  readonly card: CardRef;
  readonly range: Range;
}

export interface AssignStep extends StepBase {
  readonly kind: 'assign';
  readonly assignments: readonly Assignment[];
}

/** `Nick retaliates with "Cleric"`; none = `Nick does not retaliate`. */
export interface RetaliateStep extends StepBase {
  readonly kind: 'retaliate';
  readonly cards: readonly CardRef[];
}

export interface UpkeepStep extends StepBase {
  readonly kind: 'upkeep';
  readonly pay: boolean;
  readonly card: CardRef;
}

export interface ProduceStep extends StepBase {
  readonly kind: 'produce';
  readonly trait: Name;
  readonly card: CardRef;
}

export interface PassStep extends StepBase {
  readonly kind: 'pass';
}

export interface BidStep extends StepBase {
  readonly kind: 'bid';
  readonly amount: Num;
}

export interface MulliganStep extends StepBase {
  readonly kind: 'mulligan';
}

export interface KeepStep extends StepBase {
  readonly kind: 'keep';
}

export interface ConcedeStep extends StepBase {
  readonly kind: 'concede';
}

/** `Ana plays "Tidal Wave" targeting "X"`; `Nick responds with "Psionic Scream" targeting "Illithis"`. */
export interface PlayStep extends StepBase {
  readonly kind: 'play';
  readonly verb: 'plays' | 'responds with';
  readonly card: CardRef;
  readonly targets: readonly TargetRef[];
  /** Cards chosen, without targeting, for the card's "choose" effects. */
  readonly choosing?: readonly CardRef[];
  readonly at?: Coord;
  readonly network?: Name;
}

/** `Ana activates "Raamaa" ability "REGENERATION" choosing "Compulsive Consumer"`. */
export interface ActivateStep extends StepBase {
  readonly kind: 'activate';
  readonly card: CardRef;
  readonly ability?: Str | Num;
  readonly targets: readonly TargetRef[];
  readonly choosing: readonly CardRef[];
}

/**
 * Order of destroyed cards (8.3.1): `Ana orders "A", "B"`; or of effects triggered together (3.9.4),
 * each named by its card and ability: `Ana orders "Twin" ability 2, "Twin" ability 1`. Top first.
 */
export interface OrderStep extends StepBase {
  readonly kind: 'order';
  readonly items: readonly CardRef[];
  /** With triggered effects: the ability of each item (its number from 1, or its text), in step. */
  readonly abilities?: readonly (Str | Num)[];
}

export interface ChooseStep extends StepBase {
  readonly kind: 'choose';
  readonly choices: readonly CardRef[];
}

/** The result of a search: `Ana finds "Gallian Lineage"`; none = `Ana finds nothing`. */
export interface FindStep extends StepBase {
  readonly kind: 'find';
  readonly cards: readonly CardRef[];
}

/** `Ana moves "Raamaa" to 2,0`; without `to` (`Ana does not move "Raamaa"`) the card stays. */
export interface MoveStep extends StepBase {
  readonly kind: 'move';
  readonly card: CardRef;
  readonly to?: Coord;
  readonly network?: Name;
}

/** Where a deployment docks when its declared space is no longer legal (6.2.2.5). */
export interface DockStep extends StepBase {
  readonly kind: 'dock';
  readonly card: CardRef;
  readonly at: Coord;
  readonly network?: Name;
}

/** Places the founder next to the business during setup (4.2.7). */
export interface PlaceStep extends StepBase {
  readonly kind: 'place';
  readonly card: CardRef;
  readonly at: Coord;
}

/** The defending card leaves the challenge (5.4.1.6). */
export interface WithdrawStep extends StepBase {
  readonly kind: 'withdraw';
  readonly card: CardRef;
  /** `Nick does not withdraw "Illithis"`: the defending card stays in the challenge. */
  readonly stays?: boolean;
}

/** The randomly chosen player decides who starts (4.2.4.2). */
export interface GoFirstStep extends StepBase {
  readonly kind: 'go-first';
  readonly first: boolean;
}

export type Step =
  | SellStep
  | BuyStep
  | AttackStep
  | BlockStep
  | AssignStep
  | RetaliateStep
  | UpkeepStep
  | ProduceStep
  | PassStep
  | BidStep
  | MulliganStep
  | KeepStep
  | ConcedeStep
  | PlayStep
  | ActivateStep
  | OrderStep
  | ChooseStep
  | FindStep
  | MoveStep
  | DockStep
  | PlaceStep
  | WithdrawStep
  | GoFirstStep;

export type StepKind = Step['kind'];

/** `at turn 3 challenge, after blockers:` pins where the following (or indented) steps happen. */
export interface Anchor extends LineNode {
  readonly kind: 'anchor';
  readonly turn?: Num;
  readonly phase?: Name;
  readonly point?: Words;
  readonly body: readonly AnchorStatement[];
}

/** `expect Ana money 12` between steps. */
export interface Checkpoint extends LineNode {
  readonly kind: 'checkpoint';
  readonly expectation: Expectation;
}

export type AnchorStatement = Step | DialectStep | Checkpoint | Comment | UnknownStatement;
export type WhenStatement = Step | DialectStep | Anchor | Checkpoint | Comment | UnknownStatement;

/** Any line-level node. */
export type Statement =
  | GameStatement
  | HeaderStatement
  | CardsStatement
  | SetupStatement
  | GivenStatement
  | WhenStatement
  | ThenStatement
  | CardBodyStatement
  | NetworkBodyStatement
  | GridBodyStatement;
