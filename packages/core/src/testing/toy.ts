/**
 * Pile, a toy game on the kernel: the smallest real game that proves the seams without Megacorp. Two
 * players take turns adding tokens to one shared pile; whoever brings it to the target wins, and two
 * passes in a row end the game without a winner. Its rulebook is invented here (chapter 1 the game,
 * chapter 2 a turn, chapter 3 the end), and so is its second edition, which allows fewer tokens a turn
 * and numbers its chapters one higher (it adds a chapter 2 on the table).
 *
 * It has what every game on the kernel has: plain frozen state holding its seeded RNG, a statechart
 * run with xstate's pure `transition()`, one rule set, two revision profiles, invariants, a refusal
 * citing its clause for every illegal action, a cited event for every change, a board view and the
 * hooks the harness plays and explores it with.
 */
import { assign, initialTransition, setup, transition } from 'xstate';
import type { ClauseMap } from '../citation.js';
import type { DecisionPrompt } from '../decision.js';
import type { Invariant } from '../invariant.js';
import type {
  BoardView,
  Chooser,
  GameModule,
  GameOutcome,
  GameStart,
  LoggedEvent,
  StateValue,
} from '../module.js';
import { type ActionResult, accepted, rejected, type Violation } from '../result.js';
import { type DraftMeta, overrideProblem, RevisionError } from '../revisions/profile.js';
import { integer, type ParametersOf } from '../revisions/spec.js';
import { nextInt, type RngState, seedRng } from '../rng.js';
import { ruleSet } from '../rules/rule-set.js';
import { type Tx, transactions } from '../rules/transaction.js';

/** What a revision of the toy rulebook sets, declared once; `ToyParameters` is derived from it. */
export const TOY_PARAMETERS = {
  mostPerTurn: integer({
    min: 1,
    max: 10,
    description: 'The most tokens a player may add in one turn.',
    catalog: [],
    clause: '2.2',
    group: 'turn',
  }),
  target: integer({
    min: 1,
    max: 100,
    description: 'The pile size that wins.',
    catalog: [],
    clause: '3.1',
    group: 'end',
  }),
} as const;

export type ToyParameters = ParametersOf<typeof TOY_PARAMETERS>;

/** A draft toy revision: every override checked against the declarations, all problems at once. */
function deriveToy(
  base: ToyProfile,
  overrides: Readonly<Record<string, unknown>>,
  meta: DraftMeta,
): ToyProfile {
  const problems = Object.entries(overrides).flatMap(([name, value]) => {
    const p = overrideProblem(TOY_PARAMETERS, name, value);
    return p ? [p] : [];
  });
  if (problems.length > 0) throw new RevisionError(problems);
  return {
    ...base,
    id: meta.id,
    title: meta.title ?? `${meta.id} (draft extending ${base.id})`,
    parameters: { ...base.parameters, ...overrides } as ToyParameters,
  };
}

export interface ToyProfile extends ClauseMap {
  readonly title: string;
  readonly parameters: ToyParameters;
}

export type ToyAction =
  | { readonly type: 'add'; readonly player: string; readonly amount: number }
  | { readonly type: 'pass'; readonly player: string };

export interface ToyEvent extends LoggedEvent {
  readonly player?: string;
  readonly amount?: number;
}

export interface ToyState {
  /** Seating order. */
  readonly players: readonly string[];
  readonly pile: number;
  /** Whose turn it is; null until the draw (1.2). */
  readonly active: string | null;
  /** The turn number, 0 before the first turn. */
  readonly turn: number;
  /** Passes in a row (3.2). */
  readonly passes: number;
  readonly result: GameOutcome | null;
  readonly rng: RngState;
  readonly flow: StateValue;
  /** The revision in force, shared by reference by every state of a game. */
  readonly profile: ToyProfile;
}

export interface ToyConfig {
  readonly players: readonly string[];
  readonly seed: number;
  readonly profile: ToyProfile;
}

/** The toy rulebook's rules, numbered as its first edition numbers them. */
export const TOY = ruleSet('toy', {
  knownAction: { clause: '1.1', summary: 'An action is a move the game knows, by one of its players.' },
  firstPlayer: { clause: '1.2', summary: 'A seeded draw decides who takes the first turn.' },
  onlyActivePlayer: { clause: '2.1', summary: 'Only the player whose turn it is acts.' },
  addRange: { clause: '2.2', summary: 'A player adds at least one token and no more than the limit.' },
  notPastTarget: { clause: '2.3', summary: 'The pile may not grow past the target.' },
  pass: { clause: '2.4', summary: 'Instead of adding, a player may pass.' },
  nextTurn: { clause: '2.5', summary: 'Then the other player takes a turn.' },
  reachTarget: { clause: '3.1', summary: 'Bringing the pile to the target wins the game.' },
  twoPasses: { clause: '3.2', summary: 'Two passes in a row end the game without a winner.' },
  gameOver: { clause: '3.3', summary: 'Once the game is over nobody acts.' },
});

/** The second edition inserts a chapter 2 (the table): chapters 2 and 3 become 3 and 4. */
const secondEdition = (clause: string) => clause.replace(/^([23])\./, (_, n) => `${Number(n) + 1}.`);

export const TOY_1: ToyProfile = Object.freeze({
  id: 'toy-1',
  title: 'Pile, first edition',
  parameters: Object.freeze({ mostPerTurn: 3, target: 10 }),
  clauses: Object.freeze(Object.fromEntries(TOY.specs.map((r) => [r.key, r.clause]))),
});

export const TOY_2: ToyProfile = Object.freeze({
  id: 'toy-2',
  title: 'Pile, second edition',
  parameters: Object.freeze({ mostPerTurn: 2, target: 10 }),
  clauses: Object.freeze(Object.fromEntries(TOY.specs.map((r) => [r.key, secondEdition(r.clause)]))),
});

const kit = transactions<ToyState, ToyEvent>((s) => s.profile);

// ---- rules: validators (why not) and effects (what happens, cited) -----------------------------------

function validateAdd(s: ToyState, a: Extract<ToyAction, { type: 'add' }>): Violation | null {
  if (a.player !== s.active) return kit.violation(s, TOY.onlyActivePlayer, `it is ${s.active}'s turn`);
  const most = s.profile.parameters.mostPerTurn;
  if (a.amount < 1 || a.amount > most)
    return kit.violation(
      s,
      TOY.addRange,
      `${a.player} cannot add ${a.amount} tokens`,
      `add between 1 and ${most} tokens`,
    );
  const room = s.profile.parameters.target - s.pile;
  if (a.amount > room)
    return kit.violation(
      s,
      TOY.notPastTarget,
      `adding ${a.amount} would take the pile past ${s.profile.parameters.target}`,
      room > 0 ? `add ${room} or fewer` : undefined,
    );
  return null;
}

function validatePass(s: ToyState, a: Extract<ToyAction, { type: 'pass' }>): Violation | null {
  return a.player === s.active ? null : kit.violation(s, TOY.onlyActivePlayer, `it is ${s.active}'s turn`);
}

function drawFirstPlayer({ g, events }: Tx<ToyState, ToyEvent>): void {
  const [i, rng] = nextInt(g.rng, g.players.length);
  const first = g.players[i] as string;
  g.rng = rng as typeof g.rng;
  g.active = first;
  g.turn = 1;
  events.push({
    type: TOY.firstPlayer,
    text: `${first} takes the first turn`,
    citation: kit.cite(g, TOY.firstPlayer),
    player: first,
  });
}

function addTokens({ g, events }: Tx<ToyState, ToyEvent>, a: ToyAction): void {
  if (a.type !== 'add') return;
  g.pile += a.amount;
  g.passes = 0;
  events.push({
    type: TOY.addRange,
    text: `${a.player} adds ${a.amount} (pile ${g.pile})`,
    citation: kit.cite(g, TOY.addRange),
    player: a.player,
    amount: a.amount,
  });
}

function passTurn({ g, events }: Tx<ToyState, ToyEvent>, a: ToyAction): void {
  g.passes += 1;
  events.push({
    type: TOY.pass,
    text: `${a.player} passes`,
    citation: kit.cite(g, TOY.pass),
    player: a.player,
  });
}

function nextPlayer({ g, events }: Tx<ToyState, ToyEvent>): void {
  const next = g.players[(g.players.indexOf(g.active as string) + 1) % g.players.length] as string;
  g.active = next;
  g.turn += 1;
  events.push({
    type: TOY.nextTurn,
    text: `turn ${g.turn}: ${next}`,
    citation: kit.cite(g, TOY.nextTurn),
    player: next,
  });
}

function declareWinner({ g, events }: Tx<ToyState, ToyEvent>): void {
  const winner = g.active as string;
  g.result = { winners: [winner], tie: false, reason: `${winner} brought the pile to ${g.pile}` };
  events.push({
    type: TOY.reachTarget,
    text: `${winner} wins`,
    citation: kit.cite(g, TOY.reachTarget),
    player: winner,
  });
}

function declareTie({ g, events }: Tx<ToyState, ToyEvent>): void {
  g.result = { winners: [], tie: true, reason: 'both players passed' };
  events.push({
    type: TOY.twoPasses,
    text: 'the game ends without a winner',
    citation: kit.cite(g, TOY.twoPasses),
  });
}

// ---- the statechart -----------------------------------------------------------------------------------

interface ToyContext {
  readonly game: ToyState;
  readonly events: readonly ToyEvent[];
}

/** A rule effect as a chart action: a copy-on-write transaction over the game, its events appended. */
const effect = (fn: (tx: Tx<ToyState, ToyEvent>, a: ToyAction) => void) =>
  assign<ToyContext, ToyAction, undefined, ToyAction, never>(({ context, event }) => {
    const { state, events } = kit.transact(context.game, (tx) => fn(tx, event));
    return { game: state, events: [...context.events, ...events] };
  });

/** The turn as chapters 1 to 3 lay it out: the draw, then turns of one choice each, then the end. */
export const toyMachine = setup({
  types: { context: {} as ToyContext, events: {} as ToyAction, input: {} as ToyState },
  guards: {
    mayAdd: ({ context, event }) => event.type === 'add' && validateAdd(context.game, event) === null,
    mayPass: ({ context, event }) => event.type === 'pass' && validatePass(context.game, event) === null,
    pileAtTarget: ({ context }) => context.game.pile >= context.game.profile.parameters.target,
    passedTwice: ({ context }) => context.game.passes >= 2,
  },
  actions: {
    drawFirstPlayer: effect(drawFirstPlayer),
    addTokens: effect(addTokens),
    passTurn: effect(passTurn),
    nextPlayer: effect(nextPlayer),
    declareWinner: effect(declareWinner),
    declareTie: effect(declareTie),
  },
}).createMachine({
  id: 'toy',
  context: ({ input }) => ({ game: input, events: [] }),
  initial: 'setup',
  states: {
    // 1.2
    setup: { always: { target: 'turn', actions: 'drawFirstPlayer' } },
    turn: {
      initial: 'choose',
      states: {
        // 2.2-2.4
        choose: {
          on: {
            add: { guard: 'mayAdd', target: 'end', actions: 'addTokens' },
            pass: { guard: 'mayPass', target: 'end', actions: 'passTurn' },
          },
        },
        // 3.1, 3.2, else 2.5
        end: {
          always: [
            { guard: 'pileAtTarget', target: '#toy.gameOver', actions: 'declareWinner' },
            { guard: 'passedTwice', target: '#toy.gameOver', actions: 'declareTie' },
            { target: 'choose', actions: 'nextPlayer' },
          ],
        },
      },
    },
    gameOver: { type: 'final' },
  },
});

/** The machine's snapshot at a position: the flow value with the game as context. */
export function resumeToy(s: ToyState) {
  return toyMachine.resolveState({ value: s.flow as never, context: { game: s, events: [] } });
}

/** A state value as frozen plain data (xstate's own may be shared with its snapshot). */
function frozenValue(v: unknown): StateValue {
  if (typeof v === 'string') return v;
  const o = v as Record<string, unknown>;
  return Object.freeze(Object.fromEntries(Object.keys(o).map((k) => [k, frozenValue(o[k])])));
}

// ---- the engine ---------------------------------------------------------------------------------------

export function newToyGame(config: ToyConfig): GameStart<ToyState, ToyEvent> {
  const players = [...new Set(config.players)];
  if (players.length < 2 || players.length !== config.players.length)
    return {
      ok: false,
      problems: [
        kit.violation(
          { profile: config.profile } as ToyState,
          TOY.knownAction,
          'the game needs two or more players, each named once',
        ),
      ],
    };
  const created: ToyState = {
    players,
    pile: 0,
    active: null,
    turn: 0,
    passes: 0,
    result: null,
    rng: seedRng(config.seed),
    flow: 'setup',
    profile: config.profile,
  };
  const [snap] = initialTransition(toyMachine, created);
  return {
    ok: true,
    state: Object.freeze({ ...snap.context.game, flow: frozenValue(snap.value) }),
    events: [...snap.context.events],
  };
}

/** Why an action is not one of this game's at all (1.1), or null. */
function malformed(s: ToyState, a: unknown): Violation | null {
  const x = a as { type?: unknown; player?: unknown; amount?: unknown } | null;
  if (x === null || typeof x !== 'object' || (x.type !== 'add' && x.type !== 'pass'))
    return kit.violation(s, TOY.knownAction, `unknown action ${JSON.stringify(a)}`, 'add tokens or pass');
  if (typeof x.player !== 'string' || !s.players.includes(x.player))
    return kit.violation(
      s,
      TOY.knownAction,
      `no player ${JSON.stringify(x.player)}`,
      `players: ${s.players.join(', ')}`,
    );
  if (x.type === 'add' && !Number.isInteger(x.amount))
    return kit.violation(s, TOY.knownAction, `a number of tokens, not ${JSON.stringify(x.amount)}`);
  return null;
}

export function applyToy(s: ToyState, a: ToyAction): ActionResult<ToyState, ToyEvent> {
  const bad = malformed(s, a);
  if (bad) return rejected(bad);
  if (s.result) return rejected(kit.violation(s, TOY.gameOver, 'the game is over'));
  const refused = a.type === 'add' ? validateAdd(s, a) : validatePass(s, a);
  if (refused) return rejected(refused);
  const snap = resumeToy(s);
  const [next] = transition(toyMachine, snap, a);
  // Every accepted action leaves `turn.choose`; nothing else can be refused by the chart alone.
  if (next.context === snap.context)
    return rejected(kit.violation(s, TOY.onlyActivePlayer, `${a.type} is not possible now`));
  return accepted(
    Object.freeze({ ...next.context.game, flow: frozenValue(next.value) }),
    next.context.events,
  );
}

export function legalToyActions(s: ToyState): ToyAction[] {
  if (s.result !== null || s.active === null) return [];
  const player = s.active;
  const most = Math.min(s.profile.parameters.mostPerTurn, s.profile.parameters.target - s.pile);
  const out: ToyAction[] = [];
  for (let amount = 1; amount <= most; amount++) out.push({ type: 'add', player, amount });
  out.push({ type: 'pass', player });
  return out;
}

function decision(s: ToyState): DecisionPrompt<ToyAction> | null {
  if (s.result !== null || s.active === null) return null;
  const most = Math.min(s.profile.parameters.mostPerTurn, s.profile.parameters.target - s.pile);
  return {
    player: s.active,
    kind: 'turn',
    question: most > 0 ? `add 1 to ${most} tokens to the pile of ${s.pile}, or pass` : 'pass',
    options: legalToyActions(s),
  };
}

const describe = (_s: ToyState, a: ToyAction) =>
  a.type === 'add' ? `${a.player} adds ${a.amount}` : `${a.player} passes`;

// ---- invariants ---------------------------------------------------------------------------------------

export const TOY_INVARIANTS: readonly Invariant<ToyState, ToyAction>[] = [
  {
    name: 'the pile never passes the target',
    clause: '2.3',
    stateOnly: true,
    check: (s) =>
      s.pile > s.profile.parameters.target
        ? `the pile holds ${s.pile}, past ${s.profile.parameters.target}`
        : null,
  },
  {
    name: 'the active player is a player of the game',
    clause: '2.1',
    stateOnly: true,
    check: (s) =>
      s.turn > 0 && !s.players.includes(s.active as string) ? `${s.active} is not seated` : null,
  },
  {
    name: 'the pile never shrinks',
    clause: '2.2',
    check: (s, previous) =>
      previous && s.pile < previous.pile ? `the pile went from ${previous.pile} to ${s.pile}` : null,
  },
  {
    name: 'a game in progress always has a legal action',
    clause: '3.3',
    stateOnly: true,
    check: (s, _previous, _action, legalNext) =>
      s.result === null && (legalNext ?? legalToyActions(s)).length === 0 ? 'nobody can act' : null,
  },
];

// ---- players for the harness ----------------------------------------------------------------------------

/** Any legal action alike. */
const uniform: Chooser<ToyState, ToyAction, ToyEvent> = (_s, legal, rng) => {
  const [i, next] = nextInt(rng, legal.length);
  return [legal[i] as ToyAction, next];
};

/** Wins when it can, otherwise adds (passing only one time in four), so games run to a winner. */
const cautious: Chooser<ToyState, ToyAction, ToyEvent> = (s, legal, rng) => {
  const win = legal.find((a) => a.type === 'add' && s.pile + a.amount === s.profile.parameters.target);
  if (win) return [win, rng];
  const [roll, r1] = nextInt(rng, 4);
  const adds = legal.filter((a) => a.type === 'add');
  return uniform(s, roll > 0 && adds.length > 0 ? adds : legal, r1);
};

/** A probe: mostly actions the rules refuse (wrong player, amount, type), some well formed. */
function probe(s: ToyState, n: number, legal: readonly ToyAction[]): unknown {
  let rng = seedRng(n);
  const pick = <T>(xs: readonly T[]): T => {
    const [i, next] = nextInt(rng, xs.length);
    rng = next;
    return xs[i] as T;
  };
  const player = pick([...s.players, 'Nobody']);
  return pick<unknown>([
    { type: 'add', player, amount: pick([-1, 0, 1, 2, 3, 4, 99, 1.5]) },
    { type: 'pass', player },
    { type: 'jump', player },
    { type: 'add', player },
    null,
    legal.length ? { ...pick(legal), player: pick(['Nobody', ...s.players]) } : {},
  ]);
}

function view(s: ToyState): BoardView {
  const d = decision(s);
  const { target, mostPerTurn } = s.profile.parameters;
  return {
    title: s.result ? 'game over' : s.active ? `turn ${s.turn}: ${s.active} to play` : 'setup',
    where: leafPaths(s.flow),
    counters: [
      { label: 'pile', value: `${s.pile}` },
      { label: 'target', value: `${target}` },
      { label: 'most per turn', value: `${mostPerTurn}` },
    ],
    shared: [],
    players: s.players.map((id) => ({ id, active: id === s.active, out: false, counters: [], zones: [] })),
    panels: [],
    decision: d ? { player: d.player, question: d.question } : null,
    result: s.result,
  };
}

function leafPaths(v: StateValue, prefix = ''): string[] {
  if (typeof v === 'string') return [prefix ? `${prefix}.${v}` : v];
  return Object.entries(v).flatMap(([k, sub]) => leafPaths(sub, prefix ? `${prefix}.${k}` : k));
}

export type ToyModule = GameModule<ToyState, ToyAction, ToyEvent, ToyConfig, ToyProfile>;

const PLAYERS = ['Ana', 'Bo'] as const;

/** Pile as a game on the kernel. */
export const toyModule: ToyModule = {
  id: 'toy',
  title: 'Pile (a toy game)',
  newGame: newToyGame,
  apply: applyToy,
  legalActions: legalToyActions,
  decision,
  result: (s) => s.result,
  describeAction: describe,
  profile: (s) => s.profile,
  rules: TOY.specs.map(({ key, summary }) => ({ key, summary })),
  invariants: TOY_INVARIANTS,
  revisions: {
    builtIn: [TOY_1, TOY_2],
    defaults: [TOY_1.id, TOY_2.id],
    canonical: TOY_1,
    clauseIds: TOY.specs.map((r) => r.clause),
    byId: (id) => [TOY_1, TOY_2].find((p) => p.id === id),
    specs: TOY_PARAMETERS,
    derive: deriveToy,
  },
  flow: { machine: toyMachine, value: (s) => s.flow, resume: resumeToy },
  play: {
    chooser: cautious,
    uniform,
    randomConfig: (seed, profile) => ({ players: PLAYERS, seed, profile }),
    stateKey: (s) => ({ ...s, profile: undefined }),
    shared: ['profile'],
    turn: (s) => s.turn,
    smallConfig: () => ({ players: PLAYERS, seed: 1, profile: TOY_1 }),
    probe,
    // Each turn adds a token or passes, and two passes end the game: 2 × target + 1 actions at most.
    maxActionsPerGame: 100,
  },
  view,
};
