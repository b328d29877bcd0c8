import { canonicalJson, type InvariantFailure } from '@arbiter/core';
import {
  type Action,
  type CardDefinition,
  type CardId,
  type Cost,
  type GameState,
  isEngaged,
  type Pile,
  type PlayerId,
  TRAITS,
} from '@arbiter/megacorp';
import {
  bindLibrary,
  format,
  type GivenOfState,
  megacorpDialect,
  parse,
  quote,
  stepWriter,
  vocabulary,
} from '@arbiter/scenario';
import {
  describeOrigin,
  failureNames,
  type Counterexample as GenericCounterexample,
  type FailingRun as GenericFailingRun,
  kebab,
  type Origin,
} from '../counterexample.js';
import { checkStep } from '../engine-seam.js';
import { describeFailure } from '../play.js';
import type { Engine, Failure, MegacorpInvariant } from './engine.js';
import { givenText as givenBlock, givenRoundTrip, idMap, renameIds } from './given-round-trip.js';

/** A failing Megacorp run. */
export type FailingRun = GenericFailingRun<GameState, Action>;
/** A Megacorp counterexample: a `.scenario` file. */
export type Counterexample = GenericCounterexample<GameState, Action>;

export interface CounterexampleOptions {
  /**
   * Write runs of priority passes that the scenario runner takes by itself (it passes until the next
   * step is legal) as nothing. Default true.
   */
  readonly implicitPasses?: boolean;
  /** Write the `cards` section the scenario needs (default true). */
  readonly cards?: boolean;
}

function sameFailure(a: Failure, b: Failure): boolean {
  return a.kind === b.kind && failureNames(a).join('|') === failureNames(b).join('|');
}

/** Runs `actions` from `start` with every invariant; the failure at the last action, if any. */
function runSteps(start: GameState, actions: readonly Action[], engine: Engine): Failure | null {
  let state = start;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i] as Action;
    try {
      const r = engine.apply(state, action);
      if (!r.ok) {
        return i === actions.length - 1
          ? { kind: 'refused', step: i, action, message: r.violation.message, key: r.violation.key }
          : null;
      }
      const legal = r.state.result === null ? engine.legal(r.state) : [];
      const failures = checkStep(engine.invariants, r.state, state, action, legal);
      if (failures.length > 0)
        return i === actions.length - 1 ? { kind: 'invariant', step: i, action, failures } : null;
      state = r.state;
    } catch (e) {
      return { kind: 'crash', step: i, action, message: e instanceof Error ? e.message : String(e) };
    }
  }
  return null;
}

export interface Cut {
  readonly index: number;
  readonly given: GivenOfState;
  /** The `given` state as the runner builds it, and the run's actions with its card ids. */
  readonly rebuilt: GameState;
  readonly actions: readonly Action[];
}

/**
 * The latest state of the run that a `given` block describes exactly and from which the remaining
 * actions reproduce the same failure; null when there is none (the failure needs the setup).
 */
export function chooseCut(run: FailingRun, engine: Engine): Cut | null {
  const last = run.actions.length - 1;
  for (let k = last; k >= 0; k--) {
    const s = run.states[k] as GameState;
    const rt = givenRoundTrip(s);
    if (!rt.ok) continue;
    const ids = idMap(s, rt.rebuilt);
    const actions = run.actions.slice(k).map((a) => renameIds(a, ids));
    const again = runSteps(rt.rebuilt, actions, engine);
    if (again && sameFailure(again, run.failure))
      return { index: k, given: rt.given, rebuilt: rt.rebuilt, actions };
  }
  return null;
}

/**
 * Which actions of `actions` (taken from `start`) a scenario must write. A run of passes can be left
 * out when the runner, passing until the next step is legal, would take exactly those passes: the
 * next action is not legal (refused by `apply`) anywhere inside the run.
 */
export function writtenSteps(start: GameState, actions: readonly Action[], engine: Engine): boolean[] {
  const states: GameState[] = [start];
  for (const a of actions) {
    // A crashing last action (the failure itself) ends the run like a refused one.
    let r: ReturnType<Engine['apply']>;
    try {
      r = engine.apply(states[states.length - 1] as GameState, a);
    } catch {
      break;
    }
    if (!r.ok) break;
    states.push(r.state);
  }
  const keep = actions.map(() => true);
  let i = 0;
  while (i < actions.length) {
    if (!isImplicit(actions[i])) {
      i++;
      continue;
    }
    let j = i;
    while (j < actions.length && isImplicit(actions[j])) j++;
    // actions[i..j-1] are implicit moves; actions[j] (if any) is the step the runner moves towards.
    const next = actions[j];
    // The runner does not pass into another turn by itself; those passes stay written.
    const sameTurn = states[i]?.turn.number === states[j]?.turn.number;
    if (next !== undefined && sameTurn) {
      let early = false;
      for (let k = i; k < j && !early; k++) {
        const s = states[k];
        if (s && holder(s) === undefined && actions[k]?.type === 'pass') early = true;
        else if (s && safeApply(engine, s, next)) early = true;
      }
      // The runner binds a step's names before it moves on: a card named by a place it reaches only
      // after these moves (a deployment still on the stack) keeps them written.
      const from = states[i];
      const at = states[j];
      if (!early && from && at && !bindsAt(from, stepWriter().step(at, next))) early = true;
      if (!early) for (let k = i; k < j; k++) keep[k] = false;
    }
    i = j;
  }
  return keep;
}

/** Whether the step `text` names cards that are there in `s` (its action may still be refused). */
function bindsAt(s: GameState, text: string | null): boolean {
  if (text === null) return true;
  const { file, diagnostics } = parse(`scenario "s"\nwhen\n  ${text}\n`);
  const step = file.scenarios[0]?.sections.find((x) => x.kind === 'when')?.body[0];
  if (diagnostics.some((d) => d.severity === 'error') || !step) return true;
  try {
    megacorpDialect.bind.step(s, step as Parameters<typeof megacorpDialect.bind.step>[1], {});
    return true;
  } catch {
    return false;
  }
}

/** What the runner does by itself before a step that is not legal yet: pass, or keep the defender in. */
function isImplicit(a: Action | undefined): boolean {
  return a?.type === 'pass' || (a?.type === 'defender-leaves' && !a.leave);
}

function holder(s: GameState): PlayerId | undefined {
  return s.priority?.holder;
}

function safeApply(engine: Engine, s: GameState, a: Action): boolean {
  try {
    return engine.apply(s, a).ok;
  } catch {
    return false;
  }
}

function costText(c: Cost): string {
  const parts = [
    `${c.money}M`,
    ...TRAITS.filter((t) => (c.traits[t] ?? 0) > 0).map((t) => `${c.traits[t]}${t}`),
  ];
  if (c.money === 0 && parts.length > 1) parts.shift();
  return parts.join(' + ');
}

/** A `cards` line for a definition, in the language's card syntax. */
export function cardLine(d: CardDefinition): string {
  const parts = [`${d.type} ${quote(d.name)}`, `cost ${costText(d.cost)}`];
  const traits = TRAITS.filter((t) => d.traits[t] !== null).map((t) => `${t} ${d.traits[t]}`);
  if (traits.length) parts.push(`traits ${traits.join(', ')}`);
  if (d.cashflow !== undefined && Number.isInteger(d.cashflow)) parts.push(`cashflow ${d.cashflow}M`);
  if (d.upkeep) parts.push(`upkeep ${costText(d.upkeep)}`);
  for (const flag of vocabulary.CARD_FLAGS) if (d[flag]) parts.push(flag);
  for (const s of d.subtypes) parts.push(`#${s}`);
  if (d.abilities.length) parts.push(`text ${quote(d.abilities.map((a) => a.text).join(' '))}`);
  if (d.keywords.length)
    parts.push(`keywords ${d.keywords.map((k) => [k.name, ...k.args].join(' ')).join(', ')}`);
  return parts.join('  ');
}

/**
 * A card as the lines of a `cards` section: its card line, then each keyword and each printed ability
 * as the line of the card language it was read from (`SWAP 1M, engage`, `when deployed: ...`), when
 * those lines read back to the same card — so the runner plays the card as the game did. Otherwise (an
 * ability the language cannot state, such as a built-in card's) the one card line keeps its text and
 * keywords, and `stated` is false when the card has abilities.
 */
export function cardLines(d: CardDefinition): {
  readonly lines: readonly string[];
  readonly stated: boolean;
} {
  const line = cardLine(d);
  if (d.abilities.length === 0 && d.keywords.every((k) => !k.args.join(' ').includes(','))) {
    return { lines: [line], stated: true };
  }
  const plain = cardLine({ ...d, abilities: [], keywords: [] });
  // A keyword's arguments follow its name, or a colon where a word of them could continue the name
  // (`DEVELOPMENT: IQ or BQ`, not the keyword `DEVELOPMENT IQ`).
  for (const colon of [false, true]) {
    const lines = [
      plain,
      ...d.keywords.map(
        (k) => `  ${k.name}${k.args.length ? `${colon ? ':' : ''} ${k.args.join(' ')}` : ''}`,
      ),
      ...d.abilities.map((a) => `  ${a.text}`),
    ];
    if (readsBack(d, lines)) return { lines, stated: true };
  }
  return { lines: [line], stated: d.abilities.length === 0 };
}

/** Whether `lines`, as a `cards` section, define `d`'s keywords and abilities again. */
function readsBack(d: CardDefinition, lines: readonly string[]): boolean {
  const parsed = parse(`cards\n${lines.map((l) => `  ${l}`).join('\n')}\n`, 'card.cards');
  if (parsed.diagnostics.some((x) => x.severity === 'error')) return false;
  const none = { read: () => undefined, resolve: (_from: string, rel: string) => rel };
  const bound = bindLibrary(parsed.file, undefined, none, (text, uri) => parse(text, uri).file);
  const again = bound.library[d.name];
  return (
    bound.problems.length === 0 &&
    again !== undefined &&
    canonicalJson([again.abilities, again.keywords]) === canonicalJson([d.abilities, d.keywords])
  );
}

/**
 * The `cards` section's lines for the cards a run used; when those do not bind alone (an ability names
 * a token or a subtype only an unused card has), the whole library's.
 */
function cardsSection(
  library: GameState['library'],
  used: ReadonlySet<string>,
): { cards: string[]; withAbilities: string[] } {
  const write = (names: readonly string[]) => {
    const cards: string[] = [];
    const withAbilities: string[] = [];
    for (const name of names) {
      const d = library[name];
      if (!d) continue;
      const written = cardLines(d);
      cards.push(...written.lines.map((l) => `  ${l}`));
      if (!written.stated) withAbilities.push(quote(name));
    }
    return { cards, withAbilities };
  };
  const some = write([...used].sort());
  // Bound as `check` binds a file's names: a card or subtype an ability names must be defined.
  const { file } = parse(`cards\n${some.cards.join('\n')}\n\nscenario "cards"\n`, 'cards.scenario');
  const bind = megacorpDialect.bind;
  const bound = bind.library(file, file.scenarios[0], undefined);
  const problems = [...bound.problems, ...(bind.names?.(file, 0, bound, undefined) ?? [])];
  return problems.some((p) => !('severity' in p) || p.severity === 'error')
    ? write(Object.keys(library).sort())
    : some;
}

function cardsOf(states: readonly GameState[]): Set<string> {
  const names = new Set<string>();
  for (const s of states) for (const c of Object.values(s.cards)) names.add(c.name);
  return names;
}

function pileOfCard(s: GameState, id: CardId): { owner: PlayerId; pile: Pile } | null {
  for (const p of s.players)
    for (const pile of p.network) if (pile.cards.includes(id)) return { owner: p.id, pile };
  return null;
}

/** A `then` line that fails on the broken state and holds once the rule is kept, where one can be said. */
function expectationFor(
  f: InvariantFailure,
  s: GameState,
  card: (id: CardId) => string,
  invariants: readonly MegacorpInvariant[],
): string | null {
  const own = invariants.find((i) => i.name === f.invariant)?.expectation;
  if (own) return own(s, f.message, card);
  switch (f.invariant) {
    case 'money never negative': {
      const p = s.players.find((q) => q.money < 0);
      return p ? `${p.id} money 0` : null;
    }
    case 'trait pools never negative': {
      for (const p of s.players) for (const t of TRAITS) if (p.pools[t] < 0) return `${p.id} pool ${t} 0`;
      return null;
    }
    case 'a pile shares one orientation': {
      for (const p of s.players)
        for (const pile of p.network) {
          const top = isEngaged(s, pile.cards[0] as CardId);
          const odd = pile.cards.find((id) => isEngaged(s, id) !== top);
          if (odd) return `${card(odd)} ${top ? 'engaged' : 'disengaged'}`;
        }
      return null;
    }
    case 'a card deployed or moved is legally docked':
    case 'no orphaned card once the End Phase has discarded them': {
      const m = / at (-?\d+),(-?\d+) /.exec(f.message);
      const owner = s.players.find((p) => f.message.includes(`${p.id}'s network`));
      return m && owner ? `${owner.id} network ${m[1]},${m[2]} empty` : null;
    }
    case 'the stack is empty whenever a phase changes':
      return 'stack empty';
    case 'a game in progress always has a legal action':
      return 'game over';
    case 'only a player still in the game holds priority': {
      const p = s.players.find((q) => !q.lost);
      return p ? `priority ${p.id}` : 'game over';
    }
    case 'each card is in exactly one zone': {
      const m = /^(\S+) \(/.exec(f.message);
      const id = m?.[1];
      const where = id ? pileOfCard(s, id) : null;
      return id && where
        ? `${card(id)} at ${where.pile.x},${where.pile.y} in ${where.owner}'s network`
        : null;
    }
    default:
      return null;
  }
}

function commentLines(text: string): string[] {
  return text.split('\n').map((l) => `# ${l}`.trimEnd());
}

/**
 * Writes a failing run as a scenario: `given` = the latest state of the run a `given` describes
 * exactly (checked by building it back and replaying the rest), `when` = the remaining actions as
 * steps, `then` = a failing expectation with the broken invariant in a comment, and a header that says
 * how the harness found it.
 */
export function writeCounterexample(
  run: FailingRun,
  origin: Origin,
  engine: Engine,
  options: CounterexampleOptions = {},
): Counterexample {
  const cut = chooseCut(run, engine);
  const f = run.failure;
  const first = run.states[0] as GameState;
  const final = run.states[run.actions.length] as GameState;
  const revision = first.profile.id;
  const names = failureNames(f);
  const title = `Harness counterexample: ${f.kind === 'invariant' ? names.join(', ') : describeKind(f)}`;
  const header = [
    `Found by the Arbiter harness (${origin.kind}). ${describeOrigin(origin)}`,
    `Broken: ${describeFailure(f)}`,
    cut
      ? `The given is the game before action ${cut.index + 1} of ${run.actions.length} (turn ${(run.states[cut.index] as GameState).turn.number}); the harness rebuilt it and replayed the steps to the same failure.`
      : 'No state of this run can be written as a given: the scenario starts from the setup and was not replayed.',
  ];
  const lines: string[] = [
    ...commentLines(header.join('\n')),
    `scenario ${quote(title)}`,
    `  revisions ${revision}`,
    '  tags counterexample',
  ];
  const steps: string[] = [];
  let givenText: string;
  let writer: ReturnType<typeof stepWriter>;
  let stepStart: number;
  if (cut) {
    writer = stepWriter(cut.given.aliases);
    givenText = givenBlock(cut.given);
    stepStart = cut.index;
  } else {
    writer = stepWriter();
    givenText = setupSection(first);
    stepStart = 0;
  }
  const actions = run.actions.slice(stepStart);
  const startState = run.states[stepStart] as GameState;
  const keep =
    options.implicitPasses === false ? actions.map(() => true) : writtenSteps(startState, actions, engine);
  actions.forEach((a, i) => {
    if (!keep[i]) return;
    const s = run.states[stepStart + i] as GameState;
    const text = writer.step(s, a);
    steps.push(text ?? `# (no step form yet) ${JSON.stringify(a)}`);
  });
  if (options.cards !== false) {
    lines.push('cards');
    const { cards, withAbilities } = cardsSection(first.library, cardsOf(run.states.slice(stepStart)));
    lines.push(...cards);
    if (withAbilities.length)
      lines.push(
        ...commentLines(
          `${withAbilities.join(', ')}: the language cannot state abilities yet (their text is kept); the runner plays these cards without them.`,
        ).map((l) => `  ${l}`),
      );
  }
  lines.push(givenText);
  lines.push('when', ...steps.map((s) => `  ${s}`));
  lines.push('then');
  lines.push(...commentLines(`the last step breaks: ${describeFailure(f)}`).map((l) => `  ${l}`));
  if (f.kind === 'invariant') {
    const expect = new Set<string>();
    for (const x of f.failures) {
      const e = expectationFor(x, final, (id) => writer.card(final, id), engine.invariants);
      if (e) expect.add(e);
    }
    for (const e of expect) lines.push(`  ${e}`);
  }
  const raw = `${lines.join('\n')}\n`;
  const parsed = parse(raw, 'counterexample.scenario');
  const text = parsed.diagnostics.some((d) => d.severity === 'error') ? raw : format(parsed.file);
  const seed = origin.kind === 'test' ? 0 : origin.gameSeed;
  return {
    title,
    fileName: `${kebab(names[0] ?? f.kind)}-${kebab(revision)}-${seed}.scenario`,
    text,
    failure: f,
    cut: cut?.index ?? 0,
    steps: steps.length,
    reproduced: cut !== null,
    origin,
    finalState: final,
  };
}

function describeKind(f: Failure): string {
  return f.kind === 'refused' ? `legal action refused (${f.key})` : 'engine error';
}

/** A `setup` section for a failure that needs the game's start. */
function setupSection(s: GameState): string {
  const lines = ['setup', `  players ${s.players.map((p) => p.id).join(', ')}`, `  seed ${s.rng.seed}`];
  for (const p of s.players) {
    const business = s.setup?.businesses[p.id];
    const founder = s.setup?.founders[p.id];
    if (business) lines.push(`  ${p.id} business ${quote(s.cards[business]?.name ?? business)}`);
    if (founder) lines.push(`  ${p.id} founder ${quote(s.cards[founder]?.name ?? founder)}`);
    const list = (ids: readonly CardId[]) => ids.map((id) => quote(s.cards[id]?.name ?? id)).join(', ');
    lines.push(`  ${p.id} main deck ${list(p.mainDeck)}`);
    lines.push(`  ${p.id} resource deck ${list(p.resourceDeck)}`);
  }
  return lines.join('\n');
}
