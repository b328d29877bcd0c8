import { didYouMean } from '@arbiter/core';
import type {
  CardFact,
  CardProperty,
  CardRef,
  ClauseRef,
  Coord,
  CounterEntry,
  DamageEntry,
  Fact,
  GridBodyStatement,
  LegendEntry,
  Name,
  NetworkBodyStatement,
  Num,
  Pile,
  PileCard,
  PoolEntry,
  Range,
  StackItem,
  Statement,
  Str,
  TimeFact,
  Token,
  Words,
  ZoneFact,
  ZoneMode,
  ZoneRef,
} from '../../../syntax/ast.js';
import { genericFact } from '../../../syntax/generic-lines.js';
import type { LineResult } from '../../../syntax/line-result.js';
import { describe, TokenStream } from '../../../syntax/token-stream.js';
import { cost, traitList } from './parse-cards.js';
import {
  cardItem,
  cardRef,
  clauseRef,
  commaList,
  coord,
  integer,
  name,
  nameOf,
  numberOf,
  possessive,
  splitAmount,
  splitUnder,
  words,
  zoneName,
} from './references.js';
import {
  CARD_PROPERTIES,
  FACT_LEADERS,
  ORIENTATIONS,
  PILE_ROLES,
  PLAYER_PROPERTIES,
  STEP_FORMS,
} from './vocabulary.js';

/**
 * Facts: what a `given` sets up and what a `then` (or an `expect`) checks. The two share one
 * grammar, so a designer learns it once and the printer writes a state the way a check reads it.
 */

export type FactSection = 'given' | 'then' | 'setup';

const PILE_HINT = 'e.g. 0,1 "Hierarch" over "Lineage" engaged';

/** Reads a fact line; `then` facts may end with `under v1.7, ...`. */
export function parseFactLine(ts: TokenStream, section: FactSection): LineResult {
  const { under, end } = splitUnder(ts, 0, ts.tokens.length);
  if (under.length > 0 && section !== 'then') {
    const at = ts.tokens[end] as Token;
    ts.fail(
      '`under` only applies to expectations',
      at.range,
      'move this line to `then`, or write it as `expect ...`',
    );
  }
  if (end === 0)
    ts.fail('expected an expectation before `under`', undefined, 'e.g. Ana money 14  under v1.7');
  const body = new TokenStream(ts.tokens.slice(0, end), endOf(ts, end));
  const result = parseFactBody(body, section, under);
  ts.pos = ts.tokens.length;
  return result;
}

function endOf(ts: TokenStream, end: number): Range {
  const last = ts.tokens[end - 1];
  return last ? { start: last.range.end, end: last.range.end } : ts.endRange;
}

function lineRange(ts: TokenStream): Range {
  return ts.from(ts.tokens[0]?.range ?? ts.endRange);
}

function parseFactBody(ts: TokenStream, section: FactSection, under: Name[]): LineResult {
  const base = { under, blankBefore: false };
  const t = ts.peek() as Token;
  const lead = t.kind === 'word' ? t.text.toLowerCase() : '';
  const isTime = lead === 'turn' || lead === 'phase' || lead === 'priority' || ts.isWord('active', 1);

  const roleSubject = possessive(t) !== undefined && (ts.isWord('business', 1) || ts.isWord('founder', 1));
  if (t.kind === 'string' || roleSubject || (t.kind === 'word' && isCardAliasSubject(ts))) {
    return { node: cardFact(ts, base) };
  }
  if (isTime) return { node: timeFact(ts, base) };
  const ending = genericFact(ts, base);
  if (ending) return { node: ending };
  switch (lead) {
    case 'stack': {
      ts.pos++;
      const items: StackItem[] = ts.acceptWord('empty') ? [] : commaList(ts, stackItem);
      ts.expectEnd();
      return { node: { kind: 'stack', items, ...base, range: lineRange(ts) } };
    }
  }
  if (t.kind !== 'word') {
    ts.fail(
      `a line cannot start with ${describe(t)}`,
      t.range,
      'start with a player, a card in quotes, or turn/phase',
    );
  }
  return playerFact(ts, section, base);
}

/** `cleric2 damage BQ 2`: a card alias followed by a card property. */
function isCardAliasSubject(ts: TokenStream): boolean {
  const t = ts.peek() as Token;
  if (possessive(t) || (FACT_LEADERS as readonly string[]).includes(t.text.toLowerCase())) return false;
  const next = ts.peek(1);
  if (next?.kind !== 'word') return false;
  return (CARD_PROPERTIES as readonly string[]).includes(next.text.toLowerCase());
}

type Base = { under: Name[]; blankBefore: boolean };

function playerFact(ts: TokenStream, section: FactSection, base: Base): LineResult {
  const player = name(ts, 'a player');
  const prop = ts.peek();
  if (ts.acceptWord('money')) {
    const amount = moneyAmount(ts);
    ts.expectEnd();
    return { node: { kind: 'money', player, amount, ...base, range: lineRange(ts) } };
  }
  if (ts.acceptWord('pool')) {
    const entries: PoolEntry[] = ts.acceptWord('empty') ? [] : commaList(ts, poolEntry);
    ts.expectEnd();
    return { node: { kind: 'pool', player, entries, ...base, range: lineRange(ts) } };
  }
  const zone = zoneName(ts);
  if (zone && zone.zone === 'network') {
    ts.pos++;
    return networkFact(ts, player, section, base);
  }
  if (zone) {
    const first = ts.peek() as Token;
    ts.pos += zone.length;
    const zoneRange = ts.from(first.range);
    return { node: zoneFact(ts, player, zone.zone as ZoneFact['zone'], zoneRange, base) };
  }
  const guess = prop?.kind === 'word' ? didYouMean(prop.text, PLAYER_PROPERTIES) : undefined;
  const isStep = prop?.kind === 'word' && Object.hasOwn(STEP_FORMS, prop.text.toLowerCase());
  return ts.fail(
    prop ? `${describe(prop)} is not something a player has` : `what about ${player.text}?`,
    prop?.range ?? player.range,
    isStep
      ? 'steps go under `when`'
      : guess
        ? `did you mean \`${guess}\`?`
        : `after a player: ${PLAYER_PROPERTIES.join(', ')}`,
    'unknown-statement',
  );
}

function moneyAmount(ts: TokenStream): Num {
  const t = ts.peek();
  if (t?.kind === 'amount') {
    const { amount, unit } = splitAmount(ts, t);
    if (unit.toUpperCase() !== 'M')
      ts.fail(`money is counted in M, not ${unit}`, t.range, `write ${amount.value}`);
    ts.pos++;
    return { ...amount, range: t.range };
  }
  const n = integer(ts, 'an amount of money', { hint: 'e.g. Ana money 10' });
  if (ts.isWord('m')) ts.pos++;
  return { ...n, range: ts.from(n.range) };
}

function poolEntry(ts: TokenStream): PoolEntry {
  const start = ts.here();
  const trait = name(ts, 'a trait', 'e.g. Ana pool BQ 3, IQ 1');
  const amount = integer(ts, `an amount of ${trait.text}`);
  return { kind: 'pool-entry', trait, amount, range: ts.from(start) };
}

function zoneFact(ts: TokenStream, player: Name, zone: ZoneFact['zone'], zoneRange: Range, base: Base): Fact {
  let mode: ZoneMode = 'exactly';
  let count: Num | undefined;
  let items: ZoneFact['items'] = [];
  if (ts.acceptWord('empty')) {
    // no cards
  } else if (ts.peek()?.kind === 'number' && (ts.isWord('cards', 1) || ts.isWord('card', 1))) {
    mode = 'count';
    count = integer(ts, 'a number of cards');
    ts.pos++;
  } else {
    if (ts.acceptWord('top')) mode = 'top';
    else if (ts.acceptWord('bottom')) mode = 'bottom';
    else if (ts.acceptWord('contains')) mode = 'contains';
    else if (ts.acceptWords('does', 'not', 'contain')) mode = 'excludes';
    items = commaList(ts, cardItem);
  }
  ts.expectEnd();
  return {
    kind: 'zone',
    player,
    zone,
    zoneRange,
    mode,
    items,
    ...(count ? { count } : {}),
    ...base,
    range: lineRange(ts),
  };
}

function networkFact(ts: TokenStream, player: Name, section: FactSection, base: Base): LineResult {
  if (section === 'setup')
    ts.fail('a setup places only the business and the founder', lineRange(ts), 'use `given` for a network');
  if (ts.atEnd) {
    const body: NetworkBodyStatement[] = [];
    return {
      node: { kind: 'network', form: 'block', player, body, ...base, range: lineRange(ts) },
      opens: { context: { kind: 'network-body' }, children: body as Statement[] },
    };
  }
  if (ts.acceptWord('grid')) {
    ts.expectEnd('the rows of the grid go on the lines below');
    const body: GridBodyStatement[] = [];
    return {
      node: { kind: 'network', form: 'grid', player, body, ...base, range: lineRange(ts) },
      opens: { context: { kind: 'grid-body' }, children: body as Statement[] },
    };
  }
  if (ts.peek()?.kind !== 'coord') {
    ts.fail(`expected a space like 0,1, or the end of the line${ts.describeNext()}`, undefined, PILE_HINT);
  }
  const p = pile(ts, true);
  return { node: { kind: 'network', form: 'space', player, pile: p, ...base, range: lineRange(ts) } };
}

/** A line under `P network`: `0,1 "Hierarch" over "Lineage" engaged`. */
export function parseNetworkBodyLine(ts: TokenStream): LineResult {
  if (ts.peek()?.kind !== 'coord') {
    ts.fail(`a network line starts with its space${ts.describeNext()}`, undefined, PILE_HINT);
  }
  return { node: pile(ts, true) };
}

/** A line under `P network grid`: a row of one-character cells, or `B = business "Ana Corp"`. */
export function parseGridBodyLine(ts: TokenStream): LineResult {
  if (ts.isSymbol('=', 1)) {
    const t = ts.peek() as Token;
    if (!isCellKey(t.text) || !(t.kind === 'word' || t.kind === 'number')) {
      ts.fail('a legend key is one letter or digit', t.range, 'e.g. B = business "Ana Corp"');
    }
    ts.pos += 2;
    const key = { kind: 'grid-cell' as const, char: t.text, range: t.range };
    const p = pile(ts, false);
    if (p.cards.length === 0)
      ts.fail('a legend entry names a card', p.range, 'leave the cell as . for an empty space');
    const entry: LegendEntry = { kind: 'legend', key, pile: p, blankBefore: false, range: lineRange(ts) };
    return { node: entry };
  }
  const cells: { kind: 'grid-cell'; char: string; range: Range }[] = [];
  for (const t of ts.tokens) {
    const cellish = t.kind === 'word' || t.kind === 'number' || t.kind === 'amount' || t.kind === 'clause';
    if (!(cellish || (t.kind === 'symbol' && t.text === '.'))) {
      ts.fail(
        `${describe(t)} cannot be a grid cell`,
        t.range,
        'cells are letters or digits from the legend, or . for empty',
      );
    }
    let offset = 0;
    for (const ch of t.text) {
      if (ch !== '.' && !isCellKey(ch)) {
        ts.fail(
          `\`${ch}\` cannot be a grid cell`,
          t.range,
          'cells are letters or digits from the legend, or . for empty',
        );
      }
      const start = {
        line: t.range.start.line,
        character: t.range.start.character + offset,
        offset: t.range.start.offset + offset,
      };
      const end = {
        line: start.line,
        character: start.character + ch.length,
        offset: start.offset + ch.length,
      };
      cells.push({ kind: 'grid-cell', char: ch, range: { start, end } });
      offset += ch.length;
    }
  }
  ts.pos = ts.tokens.length;
  return { node: { kind: 'grid-row', cells, blankBefore: false, range: lineRange(ts) } };
}

function isCellKey(ch: string): boolean {
  return /^[\p{L}\p{N}]$/u.test(ch);
}

/** `[x,y] [business|founder] "Top" [attributes] [over "Under" [attributes]]... [engaged|disengaged]`. */
export function pile(ts: TokenStream, withCoord: boolean): Pile {
  const start = ts.here();
  const at: Coord | undefined = withCoord ? coord(ts) : undefined;
  const where = at ? { at } : {};
  if (ts.acceptWord('empty')) {
    ts.expectEnd();
    return { kind: 'pile', ...where, cards: [], blankBefore: false, range: ts.from(start) };
  }
  let role: Name | undefined;
  const t = ts.peek();
  if (PILE_ROLES.some((r) => ts.isWord(r)) && ts.peek(1)?.kind === 'string') {
    role = nameOf(t as Token);
    ts.pos++;
  }
  const cards: PileCard[] = [pileCard(ts)];
  while (ts.acceptWord('over')) cards.push(pileCard(ts));
  let orientation: Name | undefined;
  const o = ts.peek();
  if (o?.kind === 'word' && (ORIENTATIONS as readonly string[]).includes(o.text.toLowerCase())) {
    orientation = nameOf(o);
    ts.pos++;
  }
  ts.expectEnd(PILE_HINT);
  return {
    kind: 'pile',
    ...where,
    ...(role ? { role } : {}),
    cards,
    ...(orientation ? { orientation } : {}),
    blankBefore: false,
    range: ts.from(start),
  };
}

function pileCard(ts: TokenStream): PileCard {
  const start = ts.here();
  const cardName: Str = (() => {
    const t = ts.peek();
    if (t?.kind !== 'string')
      ts.fail(`expected a card name in double quotes${ts.describeNext()}`, undefined, PILE_HINT);
    ts.pos++;
    return { kind: 'string', value: t.value, range: t.range };
  })();
  const card: {
    alias?: Name;
    owner?: Name;
    damage?: DamageEntry[];
    counters?: CounterEntry[];
    entered?: Num;
  } = {};
  const once = (present: unknown, t: Token) => {
    if (present !== undefined) ts.fail(`\`${t.text}\` is given twice for this card`, t.range);
  };
  for (;;) {
    const t = ts.peek();
    if (t?.kind !== 'word') break;
    const word = t.text.toLowerCase();
    if (word === 'as') {
      once(card.alias, t);
      ts.pos++;
      card.alias = name(ts, 'a one-word alias');
    } else if (word === 'owned' && ts.isWord('by', 1)) {
      once(card.owner, t);
      ts.pos += 2;
      card.owner = name(ts, 'a player');
    } else if (word === 'damage') {
      once(card.damage, t);
      ts.pos++;
      card.damage = damageList(ts);
    } else if (word === 'counters') {
      once(card.counters, t);
      ts.pos++;
      card.counters = counterList(ts);
    } else if (word === 'entered' && ts.isWord('turn', 1)) {
      once(card.entered, t);
      ts.pos += 2;
      card.entered = integer(ts, 'a turn number');
    } else {
      break;
    }
  }
  return {
    kind: 'pile-card',
    name: cardName,
    ...(card.alias ? { alias: card.alias } : {}),
    ...(card.owner ? { owner: card.owner } : {}),
    damage: card.damage ?? [],
    counters: card.counters ?? [],
    ...(card.entered ? { entered: card.entered } : {}),
    range: ts.from(start),
  };
}

/** `BQ 2 (1 permanent), IQ 1`; `none`. */
function damageList(ts: TokenStream): DamageEntry[] {
  if (ts.acceptWord('none')) return [];
  return commaList(ts, (ts) => {
    const start = ts.here();
    const trait = name(ts, 'a trait', 'e.g. damage BQ 2 (1 permanent)');
    const amount = integer(ts, `an amount of ${trait.text} damage`);
    let permanent: Num | undefined;
    if (ts.acceptSymbol('(')) {
      permanent = integer(ts, 'how much of it is permanent');
      ts.expectWord('permanent', 'e.g. (1 permanent)');
      if (!ts.acceptSymbol(')')) ts.fail(`expected \`)\`${ts.describeNext()}`);
    }
    return {
      kind: 'damage-entry',
      trait,
      amount,
      ...(permanent ? { permanent } : {}),
      range: ts.from(start),
    };
  });
}

/** `+1 BQ, 3 development`; `none`. */
function counterList(ts: TokenStream): CounterEntry[] {
  if (ts.acceptWord('none')) return [];
  return commaList(ts, (ts: TokenStream) => {
    const start = ts.here();
    const t = ts.peek();
    if (t?.kind === 'amount') {
      const { amount, unit } = splitAmount(ts, t, true);
      ts.pos++;
      const counter: Name = {
        kind: 'name',
        text: unit,
        range: { start: amount.range.end, end: t.range.end },
      };
      return { kind: 'counter-entry', amount, counter, range: t.range };
    }
    if (t?.kind !== 'number')
      ts.fail(`expected a number of counters${ts.describeNext()}`, undefined, 'e.g. counters +1 BQ');
    ts.pos++;
    const amount = numberOf(ts, t, true);
    const counter = name(ts, 'the kind of counter', 'e.g. counters +1 BQ');
    return { kind: 'counter-entry', amount, counter, range: ts.from(start) };
  });
}

/** `turn 5, Ana active, phase challenge, after blockers, priority Nick`. */
function timeFact(ts: TokenStream, base: Base): TimeFact {
  const fact: { turn?: Num; active?: Name; phase?: Name; point?: Words; priority?: Name } = {};
  const once = (present: unknown, at: Range, what: string) => {
    if (present !== undefined) ts.fail(`${what} is given twice`, at, 'keep one');
  };
  let lastWasPhase = false;
  do {
    const t = ts.peek();
    const here = ts.here();
    if (ts.acceptWord('turn')) {
      once(fact.turn, here, 'the turn');
      fact.turn = integer(ts, 'a turn number');
      lastWasPhase = false;
    } else if (ts.acceptWord('phase')) {
      once(fact.phase, here, 'the phase');
      fact.phase = name(ts, 'a phase', 'accounting, buy, challenge, divest or end');
      lastWasPhase = true;
      continue;
    } else if (ts.acceptWord('priority')) {
      once(fact.priority, here, 'priority');
      fact.priority = name(ts, 'the player who holds priority');
      lastWasPhase = false;
    } else if (t?.kind === 'word' && ts.isWord('active', 1)) {
      once(fact.active, here, 'the active player');
      fact.active = nameOf(t);
      ts.pos += 2;
      lastWasPhase = false;
    } else if (lastWasPhase && t) {
      once(fact.point, here, 'the step');
      fact.point = words(ts, 'a step or window');
      lastWasPhase = false;
    } else {
      ts.fail(
        `expected turn, phase, priority or "<player> active"${ts.describeNext()}`,
        undefined,
        'e.g. turn 5, Ana active, phase challenge, after blockers, priority Nick',
      );
    }
    if (!ts.atEnd && !ts.isSymbol(',')) ts.expectEnd('separate the parts with commas');
  } while (ts.acceptSymbol(','));
  ts.expectEnd();
  return { kind: 'time', ...fact, ...base, range: lineRange(ts) };
}

function stackItem(ts: TokenStream): StackItem {
  const start = ts.here();
  const card = cardRef(ts, 'a card on the stack');
  let what: Name | undefined;
  const w = ts.peek();
  if (w?.kind === 'word' && ['ability', 'effect', 'deployment'].includes(w.text.toLowerCase())) {
    what = nameOf(w);
    ts.pos++;
  }
  let by: Name | undefined;
  if (ts.acceptWord('by')) by = name(ts, 'a player');
  return {
    kind: 'stack-item',
    card,
    ...(what ? { what } : {}),
    ...(by ? { by } : {}),
    range: ts.from(start),
  };
}

function cardFact(ts: TokenStream, base: Base): CardFact {
  const ref = cardRef(ts, 'a card');
  const property = cardProperty(ts, ref);
  const card: CardRef =
    property.kind === 'location' ? { kind: 'card-ref', ...nameParts(ref), range: nameRange(ref) } : ref;
  return { kind: 'card-fact', card, property, ...base, range: lineRange(ts) };
}

function nameParts(ref: CardRef): Pick<CardRef, 'name' | 'alias' | 'role'> {
  if (ref.name) return { name: ref.name };
  if (ref.alias) return { alias: ref.alias };
  return ref.role ? { role: ref.role } : {};
}

function nameRange(ref: CardRef): Range {
  return ref.name?.range ?? ref.alias?.range ?? ref.role?.range ?? ref.range;
}

function cardProperty(ts: TokenStream, ref: CardRef): CardProperty {
  const start = ts.here();
  if (ts.atEnd) {
    if (!ref.at && !ref.in) {
      ts.fail('say what to check about this card', ref.range, 'e.g. "Raamaa" engaged, "Raamaa" damage BQ 2');
    }
    const at = ref.at ? { at: ref.at } : {};
    const zone: { in?: ZoneRef } = ref.in ? { in: ref.in } : {};
    return {
      kind: 'location',
      ...at,
      ...zone,
      range: { start: (ref.at ?? ref.in)?.range.start ?? start.start, end: ref.range.end },
    };
  }
  const t = ts.peek() as Token;
  const word = t.kind === 'word' ? t.text.toLowerCase() : '';
  let property: CardProperty;
  if (word === 'damage') {
    ts.pos++;
    property = { kind: 'damage', entries: damageList(ts), range: ts.from(start) };
  } else if (word === 'counters') {
    ts.pos++;
    property = { kind: 'counters', entries: counterList(ts), range: ts.from(start) };
  } else if (word === 'engaged' || word === 'disengaged') {
    ts.pos++;
    property = { kind: 'orientation', orientation: nameOf(t), range: t.range };
  } else if (word === 'traits') {
    ts.pos++;
    property = { kind: 'traits', entries: traitList(ts, true), range: ts.from(start) };
  } else if (word === 'value') {
    ts.pos++;
    property = { kind: 'value', cost: cost(ts), range: ts.from(start) };
  } else if (word === 'controlled' && ts.isWord('by', 1)) {
    ts.pos += 2;
    property = { kind: 'controller', player: name(ts, 'a player'), range: ts.from(start) };
  } else if (word === 'owned' && ts.isWord('by', 1)) {
    ts.pos += 2;
    property = { kind: 'owner', player: name(ts, 'a player'), range: ts.from(start) };
  } else if (word === 'can' || word === 'cannot') {
    property = buyable(ts, start);
  } else {
    const guess = word ? didYouMean(word, [...CARD_PROPERTIES, 'controlled by', 'owned by']) : undefined;
    return ts.fail(
      `${describe(t)} is not something a card has`,
      t.range,
      guess
        ? `did you mean \`${guess}\`?`
        : `after a card: damage, counters, engaged, disengaged, traits, value, at, in, controlled by, owned by, can be bought`,
      'unknown-statement',
    );
  }
  ts.expectEnd();
  return property;
}

/** `can be bought [by Nick] [at 1,0]`, `cannot be bought at 2,0 because 3.7.1` (`can`/`cannot` next). */
function buyable(ts: TokenStream, start: Range): CardProperty {
  const can = (ts.peek() as Token).text.toLowerCase() === 'can';
  ts.pos++;
  if (!ts.acceptWord('be') || !ts.acceptWord('bought')) {
    ts.fail(
      `expected \`${can ? 'can' : 'cannot'} be bought\`${ts.describeNext()}`,
      undefined,
      'e.g. "Hierarch" cannot be bought at 2,0 because 3.7.1',
    );
  }
  const by = ts.acceptWord('by') ? name(ts, 'a player', 'e.g. can be bought by Nick at 0,1') : undefined;
  let at: Coord | undefined;
  if (ts.acceptWord('at')) at = coord(ts);
  let because: ClauseRef | undefined;
  if (ts.isWord('because')) {
    const word = ts.peek() as Token;
    ts.pos++;
    if (can) ts.fail('a buy that is allowed has no refusal to explain', word.range, 'drop `because ...`');
    because = clauseRef(ts);
  }
  return {
    kind: 'buyable',
    can,
    ...(by ? { by } : {}),
    ...(at ? { at } : {}),
    ...(because ? { because } : {}),
    range: ts.from(start),
  };
}
