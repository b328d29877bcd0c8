/**
 * A small language of predicates over Megacorp positions, for `arbiter find` (witnesses): atoms such
 * as `player Ana money = 0`, `stack not empty`, `phase divest`, `turn >= 3`, `challenge in progress`,
 * `game over`, joined with `and`, `or`, `not` and parentheses.
 *
 * A recursive-descent parser rather than a parser library: the grammar is six atoms and three
 * operators, and what a designer needs from it is an error at the column with a did-you-mean, which
 * a hand-written reader gives in fewer lines than a combinator library's error hooks.
 */
import { didYouMean } from '@arbiter/core';
import { flowPaths, type GameState } from '@arbiter/megacorp';

export type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type Predicate =
  | { readonly kind: 'and' | 'or'; readonly left: Predicate; readonly right: Predicate }
  | { readonly kind: 'not'; readonly inner: Predicate }
  | {
      readonly kind: 'money';
      readonly player: string;
      readonly op: Comparison;
      readonly value: number;
      readonly col: number;
    }
  | { readonly kind: 'turn'; readonly op: Comparison; readonly value: number }
  | { readonly kind: 'stack-empty' }
  | { readonly kind: 'phase'; readonly phase: string }
  | { readonly kind: 'challenge' }
  | { readonly kind: 'game-over' };

/** The phases a predicate can name: the statechart's top states and the turn's phases. */
export const PHASES = ['setup', 'accounting', 'buy', 'challenge', 'divest', 'end', 'gameOver'] as const;

const ATOMS = ['player', 'stack', 'phase', 'turn', 'challenge', 'game', 'not'];

/** A predicate that cannot be read: the column (from 1) and what to write instead. */
export class PredicateError extends Error {
  constructor(
    message: string,
    readonly col: number,
    readonly hint?: string,
  ) {
    super(message);
  }

  /** `predicate:1:14: error: … (hint)`, as the CLI prints any file problem. */
  format(source = 'predicate'): string {
    return `${source}:1:${this.col}: error: ${this.message}${this.hint ? ` (${this.hint})` : ''}`;
  }
}

interface Token {
  readonly text: string;
  readonly col: number;
  readonly kind: 'word' | 'number' | 'op' | 'paren';
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /\s*(?:(\d+)|(<=|>=|!=|=|<|>)|([()])|([A-Za-z][\w'-]*)|"([^"]*)"|(\S))/y;
  re.lastIndex = 0;
  while (re.lastIndex < text.length) {
    const m = re.exec(text);
    if (m === null) break;
    const col = m.index + (m[0].length - m[0].trimStart().length) + 1;
    if (m[1] !== undefined) out.push({ text: m[1], col, kind: 'number' });
    else if (m[2] !== undefined) out.push({ text: m[2], col, kind: 'op' });
    else if (m[3] !== undefined) out.push({ text: m[3], col, kind: 'paren' });
    else if (m[4] !== undefined) out.push({ text: m[4], col, kind: 'word' });
    else if (m[5] !== undefined) out.push({ text: m[5], col, kind: 'word' });
    else if (m[6] !== undefined && m[6].trim() !== '')
      throw new PredicateError(`unexpected \`${m[6]}\``, col, 'predicates use words, numbers, = < > and ( )');
  }
  return out;
}

/** Reads a predicate; throws `PredicateError` at the column of the first problem. */
export function parsePredicate(text: string): Predicate {
  const tokens = tokenize(text);
  let pos = 0;
  const end = text.length + 1;
  const peek = () => tokens[pos];
  const at = () => peek()?.col ?? end;
  const isWord = (w: string, k = 0) =>
    tokens[pos + k]?.kind === 'word' && tokens[pos + k]?.text.toLowerCase() === w;
  const expectWord = (w: string, hint: string) => {
    if (!isWord(w)) {
      const t = peek();
      const guess = t?.kind === 'word' ? didYouMean(t.text, [w]) : undefined;
      throw new PredicateError(
        `expected \`${w}\`${t ? `, found \`${t.text}\`` : ' at the end'}`,
        at(),
        guess ? `did you mean \`${guess}\`?` : hint,
      );
    }
    pos++;
  };
  const number = (what: string): number => {
    const t = peek();
    if (t?.kind !== 'number')
      throw new PredicateError(
        `expected ${what}${t ? `, found \`${t.text}\`` : ' at the end'}`,
        at(),
        'e.g. 0',
      );
    pos++;
    return Number(t.text);
  };
  const comparison = (): Comparison => {
    const t = peek();
    if (t?.kind !== 'op')
      throw new PredicateError(
        `expected a comparison${t ? `, found \`${t.text}\`` : ' at the end'}`,
        at(),
        'one of = != < <= > >=',
      );
    pos++;
    return t.text as Comparison;
  };
  const atom = (): Predicate => {
    const t = peek();
    if (!t)
      throw new PredicateError('expected a predicate at the end', end, `start with ${ATOMS.join(', ')}`);
    if (t.kind === 'paren' && t.text === '(') {
      pos++;
      const inner = or();
      if (peek()?.text !== ')') throw new PredicateError('expected `)`', at(), 'close the parenthesis');
      pos++;
      return inner;
    }
    const word = t.kind === 'word' ? t.text.toLowerCase() : '';
    switch (word) {
      case 'not':
        pos++;
        return { kind: 'not', inner: atom() };
      case 'player': {
        pos++;
        const who = peek();
        if (who?.kind !== 'word')
          throw new PredicateError('expected a player name', at(), 'e.g. player Ana money = 0');
        pos++;
        expectWord('money', 'a player has `money`, e.g. player Ana money = 0');
        const op = comparison();
        return { kind: 'money', player: who.text, op, value: number('an amount of money'), col: who.col };
      }
      case 'turn': {
        pos++;
        const op = comparison();
        return { kind: 'turn', op, value: number('a turn number') };
      }
      case 'stack': {
        pos++;
        const negated = isWord('not');
        if (negated) pos++;
        expectWord('empty', 'e.g. stack empty, stack not empty');
        return negated ? { kind: 'not', inner: { kind: 'stack-empty' } } : { kind: 'stack-empty' };
      }
      case 'phase': {
        pos++;
        const p = peek();
        const name =
          p?.kind === 'word' ? PHASES.find((x) => x.toLowerCase() === p.text.toLowerCase()) : undefined;
        if (!name) {
          const guess = p?.kind === 'word' ? didYouMean(p.text, PHASES) : undefined;
          throw new PredicateError(
            p ? `unknown phase \`${p.text}\`` : 'expected a phase at the end',
            at(),
            guess ? `did you mean \`${guess}\`?` : `phases: ${PHASES.join(', ')}`,
          );
        }
        pos++;
        return { kind: 'phase', phase: name };
      }
      case 'challenge':
        pos++;
        expectWord('in', 'e.g. challenge in progress');
        expectWord('progress', 'e.g. challenge in progress');
        return { kind: 'challenge' };
      case 'game':
        pos++;
        expectWord('over', 'e.g. game over');
        return { kind: 'game-over' };
      default: {
        const guess = word ? didYouMean(word, ATOMS) : undefined;
        throw new PredicateError(
          `\`${t.text}\` does not start a predicate`,
          t.col,
          guess ? `did you mean \`${guess}\`?` : `start with ${ATOMS.join(', ')}`,
        );
      }
    }
  };
  const and = (): Predicate => {
    let left = atom();
    while (isWord('and')) {
      pos++;
      left = { kind: 'and', left, right: atom() };
    }
    return left;
  };
  const or = (): Predicate => {
    let left = and();
    while (isWord('or')) {
      pos++;
      left = { kind: 'or', left, right: and() };
    }
    return left;
  };
  const p = or();
  const rest = peek();
  if (rest)
    throw new PredicateError(
      `unexpected \`${rest.text}\` after a whole predicate`,
      rest.col,
      'join predicates with `and` or `or`',
    );
  return p;
}

/** The players a predicate names must be players of the game: checked once, with did-you-mean. */
export function checkPlayers(p: Predicate, players: readonly string[]): void {
  switch (p.kind) {
    case 'and':
    case 'or':
      checkPlayers(p.left, players);
      checkPlayers(p.right, players);
      return;
    case 'not':
      checkPlayers(p.inner, players);
      return;
    case 'money':
      if (!players.includes(p.player)) {
        const guess = didYouMean(p.player, players);
        throw new PredicateError(
          `unknown player ${p.player}`,
          p.col,
          guess ? `did you mean ${guess}?` : `the players are ${players.join(', ')}`,
        );
      }
      return;
    case 'turn':
    case 'stack-empty':
    case 'phase':
    case 'challenge':
    case 'game-over':
      return;
  }
}

function compare(a: number, op: Comparison, b: number): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
  }
}

/** The phase a position is in: the turn's phase, else the chart's top state (`setup`, `gameOver`). */
export function phaseOf(s: GameState): string {
  const [top, phase] = (flowPaths(s.flow)[0] ?? '').split('.');
  return top === 'turn' ? (phase ?? '') : (top ?? '');
}

export function holds(p: Predicate, s: GameState): boolean {
  switch (p.kind) {
    case 'and':
      return holds(p.left, s) && holds(p.right, s);
    case 'or':
      return holds(p.left, s) || holds(p.right, s);
    case 'not':
      return !holds(p.inner, s);
    case 'money':
      return compare(s.players.find((x) => x.id === p.player)?.money ?? Number.NaN, p.op, p.value);
    case 'turn':
      return compare(s.turn.number, p.op, p.value);
    case 'stack-empty':
      return s.stack.length === 0;
    case 'phase':
      return phaseOf(s) === p.phase;
    case 'challenge':
      return s.challenge !== null;
    case 'game-over':
      return s.result !== null;
  }
}

/**
 * What a predicate reads of a position, as `then` lines that hold there: the actual money of each
 * player it names, the stack, the phase, the turn, whether the game is over. A position where the
 * predicate holds passes them, and they say which of its facts made it hold.
 */
export function observedFacts(p: Predicate, s: GameState): string[] {
  const out = new Set<string>();
  const name = (id: string) => `"${s.cards[id]?.name ?? id}"`;
  const visit = (q: Predicate): void => {
    switch (q.kind) {
      case 'and':
      case 'or':
        visit(q.left);
        visit(q.right);
        return;
      case 'not':
        visit(q.inner);
        return;
      case 'money':
        out.add(`${q.player} money ${s.players.find((x) => x.id === q.player)?.money}`);
        return;
      case 'turn':
        out.add(`turn ${s.turn.number}`);
        return;
      case 'stack-empty': {
        const items = [...s.stack]
          .reverse()
          .map((it) =>
            it.kind === 'deployment'
              ? `${name(it.card)} by ${it.controller}`
              : `${name(it.source)} ${it.eventEffect ? 'effect' : 'ability'} by ${it.controller}`,
          );
        out.add(items.length ? `stack ${items.join(', ')}` : 'stack empty');
        return;
      }
      case 'phase':
      case 'challenge': {
        const phase = phaseOf(s);
        if (PHASES.includes(phase as (typeof PHASES)[number]) && phase !== 'gameOver' && phase !== 'setup')
          out.add(`phase ${phase}`);
        return;
      }
      case 'game-over':
        out.add(s.result ? 'game over' : 'game not over');
        return;
    }
  };
  visit(p);
  return [...out];
}
