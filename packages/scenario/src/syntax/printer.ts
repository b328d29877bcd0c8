import type {
  Anchor,
  CardDef,
  CardItem,
  CardProperty,
  CardRef,
  ClauseRef,
  Comment,
  Coord,
  CounterEntry,
  DamageEntry,
  DialectLine,
  DialectStep,
  Expectation,
  Fact,
  Keyword,
  Name,
  Num,
  Outcome,
  Pile,
  PileCard,
  PreludeItem,
  Scenario,
  ScenarioFile,
  ScenarioHeader,
  Section,
  StackItem,
  Statement,
  Step,
  TargetRef,
  Token,
  TraitEntry,
  ZoneRef,
} from './ast.js';

/**
 * The canonical text of a syntax tree: two spaces per level, one space between words, two
 * between the clauses of a line, `\n` line endings, single blank lines kept. Printing what the
 * parser read and reading it again gives the same tree, so formatting is idempotent; every token
 * of an unreadable line and every comment is kept.
 */
export function format(file: ScenarioFile): string {
  const out = new Out();
  file.prelude.forEach((item, i) => {
    printPreludeItem(out, item, i === 0);
  });
  for (const scenario of file.scenarios) printScenario(out, scenario);
  for (const c of file.trailingComments) {
    if (c.blankBefore) out.blank();
    out.line(0, commentText(c));
  }
  return out.text();
}

/** One statement and the lines indented under it, at the given depth, without a final newline. */
export function printStatement(node: Statement, depth = 0): string {
  const out = new Out();
  printNode(out, node, depth, true);
  return out.text().replace(/\n$/, '');
}

class Out {
  private readonly lines: string[] = [];

  blank(): void {
    if (this.lines.length > 0 && this.lines[this.lines.length - 1] !== '') this.lines.push('');
  }

  line(depth: number, text: string, comment?: Comment): void {
    const tail = comment ? `  ${commentText(comment)}` : '';
    this.lines.push(`${'  '.repeat(depth)}${text}${tail}`);
  }

  text(): string {
    while (this.lines[this.lines.length - 1] === '') this.lines.pop();
    return this.lines.length === 0 ? '' : `${this.lines.join('\n')}\n`;
  }
}

function commentText(c: Comment): string {
  return `#${c.text}`;
}

function printPreludeItem(out: Out, item: PreludeItem, first: boolean): void {
  if (item.kind === 'cards') printSection(out, item, first);
  else printNode(out, item, 0, first);
}

function printScenario(out: Out, scenario: Scenario): void {
  out.blank();
  let first = true;
  if (scenario.header) {
    printSection(out, scenario.header, true);
    first = false;
  }
  for (const section of scenario.sections) {
    printSection(out, section, first);
    first = false;
  }
}

function printSection(out: Out, section: Section | ScenarioHeader, first: boolean): void {
  section.leadingComments.forEach((c, i) => {
    if (c.blankBefore && !(first && i === 0)) out.blank();
    out.line(0, commentText(c));
  });
  if (section.blankBefore && !(first && section.leadingComments.length === 0)) out.blank();
  const head =
    section.kind === 'scenario-header'
      ? join(['scenario', ...(section.title ? [quote(section.title.value)] : [])])
      : section.kind;
  out.line(0, joinWithTokens(head, section.extra), section.trailingComment);
  printBody(out, section.body, 1);
}

/**
 * Prints sibling lines, lining up what reads as a table: the clauses of card lines, the spaces
 * of network lines, and the `-> rejected ...` / `under ...` endings of steps and expectations.
 * Alignment runs over neighbouring lines of one kind, broken by a blank line or a comment.
 */
function printBody(out: Out, body: readonly Statement[], depth: number): void {
  const layouts = body.map(layoutOf);
  const joins = (i: number) => {
    const a = layouts[i - 1];
    const b = layouts[i];
    return a !== undefined && b !== undefined && a.group === b.group && !(body[i] as Statement).blankBefore;
  };
  let widths: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const lay = layouts[i];
    if (lay && !joins(i)) {
      let end = i + 1;
      while (end < body.length && joins(end)) end++;
      widths = columnWidths(layouts.slice(i, end) as Layout[]);
    }
    printNode(out, body[i] as Statement, depth, i === 0, lay && render(lay, widths));
  }
}

function printNode(out: Out, node: Statement, depth: number, first: boolean, text?: string): void {
  if (node.blankBefore && !first) out.blank();
  if (node.kind === 'comment') {
    out.line(depth, commentText(node));
    return;
  }
  out.line(depth, text ?? lineText(node), node.trailingComment);
  const children = childrenOf(node);
  if (children) printBody(out, children, depth + 1);
}

interface Layout {
  readonly group: 'card' | 'pile' | 'ending';
  readonly cells: readonly string[];
  /** `-> rejected ...` or `under ...`, lined up after the first cell. */
  readonly ending?: string;
}

function layoutOf(node: Statement): Layout | undefined {
  switch (node.kind) {
    case 'card':
      return { group: 'card', cells: cardCells(node) };
    case 'pile':
      return node.at
        ? { group: 'pile', cells: [coordText(node.at), pileText({ ...node, at: undefined })] }
        : undefined;
    case 'checkpoint':
      return node.expectation.kind === 'unknown'
        ? undefined
        : ending(`expect ${factBody(node.expectation)}`, underEnding(node.expectation.under));
    case 'dialect-line':
      return ending(printTokens(node.tokens), underEnding(node.under));
    case 'dialect-step':
      return ending(stepBody(node), node.outcomes.map(outcomeText).join(' '));
    case 'unknown':
    case 'comment':
    case 'anchor':
    case 'revisions':
    case 'covers':
    case 'tags':
    case 'seed':
    case 'use':
    case 'game-line':
    case 'keyword':
    case 'ability':
    case 'players':
    case 'first-player':
    case 'bid-for-first':
    case 'format':
    case 'setup-refused':
    case 'setup-card':
    case 'grid-row':
    case 'legend':
      return undefined;
    case 'time':
    case 'money':
    case 'pool':
    case 'zone':
    case 'network':
    case 'card-fact':
    case 'stack':
    case 'game':
    case 'result':
    case 'waiting':
    case 'log':
      return ending(factBody(node), underEnding(node.under));
    default:
      return ending(stepBody(node), node.outcomes.map(outcomeText).join(' '));
  }
}

function ending(main: string, end: string): Layout {
  return end ? { group: 'ending', cells: [main], ending: end } : { group: 'ending', cells: [main] };
}

function columnWidths(run: readonly Layout[]): number[] {
  const widths: number[] = [];
  for (const lay of run) {
    if (lay.group === 'ending' && !lay.ending) continue;
    const columns = lay.group === 'card' ? lay.cells.slice(0, -1) : lay.cells;
    columns.forEach((c, k) => {
      widths[k] = Math.max(widths[k] ?? 0, c.length);
    });
  }
  return widths;
}

function render(lay: Layout, widths: readonly number[]): string {
  if (lay.group === 'ending') {
    const main = lay.cells[0] as string;
    return lay.ending ? `${main.padEnd(widths[0] ?? 0)}  ${lay.ending}` : main;
  }
  // Every cell but the last one written is padded to its column; a card's free-form rest
  // (cards) is not a column, it follows the last aligned cell.
  const aligned = lay.group === 'card' ? lay.cells.slice(0, -1) : lay.cells;
  const rest = lay.group === 'card' ? (lay.cells[lay.cells.length - 1] as string) : '';
  const last = aligned.reduce((at, c, k) => (c ? k : at), 0);
  const parts: string[] = [];
  aligned.forEach((c, k) => {
    if (k > last || (widths[k] ?? 0) === 0) return;
    parts.push(k === last ? c : c.padEnd(widths[k] ?? 0));
  });
  if (rest) parts.push(rest);
  return parts.join('  ');
}

function childrenOf(node: Statement): readonly Statement[] | undefined {
  switch (node.kind) {
    case 'card':
    case 'anchor':
      return node.body;
    case 'network':
      return node.form === 'space' ? undefined : node.body;
    case 'checkpoint':
      return node.expectation.kind === 'network' && node.expectation.form !== 'space'
        ? node.expectation.body
        : undefined;
    case 'unknown':
      return node.children;
    case 'dialect-line':
      return node.body;
    default:
      return undefined;
  }
}

/** The text of a statement's own line. */
function lineText(node: Exclude<Statement, Comment>): string {
  switch (node.kind) {
    case 'unknown':
      return printTokens(node.tokens);
    case 'revisions':
      return `revisions ${list(node.revisions.map(nameText))}`;
    case 'covers':
      return `covers ${list(node.clauses.map(clauseText))}`;
    case 'tags':
      return `tags ${list(node.tags.map(nameText))}`;
    case 'seed':
      return `seed ${num(node.seed)}`;
    case 'use':
      return `use ${quote(node.path.value)}`;
    case 'game-line':
      return `game ${nameText(node.game)}`;
    case 'card':
      return cardLine(node);
    case 'keyword':
      return keywordText(node);
    case 'ability':
      return printTokens(node.tokens);
    case 'players':
      return `players ${list(node.players.map(nameText))}`;
    case 'first-player':
      return node.random ? `random first player: ${node.player.text}` : `first player ${node.player.text}`;
    case 'bid-for-first':
      return 'first player by bid';
    case 'format':
      return `format ${node.format.text.toLowerCase()}`;
    case 'setup-refused':
      return node.clause
        ? `refused ${node.clause.quoted ? quote(node.clause.text) : node.clause.text}`
        : 'refused';
    case 'setup-card':
      return `${node.player.text} ${node.role} ${quote(node.card.value)}`;
    case 'pile':
      return pileText(node);
    case 'grid-row':
      return node.cells.map((c) => c.char).join(' ');
    case 'legend':
      return `${node.key.char} = ${pileText(node.pile)}`;
    case 'anchor':
      return anchorText(node);
    case 'checkpoint':
      return `expect ${factText(node.expectation)}`;
    case 'time':
    case 'money':
    case 'pool':
    case 'zone':
    case 'network':
    case 'card-fact':
    case 'stack':
    case 'game':
    case 'result':
    case 'waiting':
    case 'log':
    case 'dialect-line':
      return factText(node);
    default:
      return stepText(node);
  }
}

// ---------------------------------------------------------------------------------------------
// Pieces

export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function nameText(n: Name): string {
  return n.text;
}

function num(n: Num): string {
  return n.signed && n.value >= 0 ? `+${n.value}` : String(n.value);
}

function coordText(c: Coord): string {
  return `${c.x},${c.y}`;
}

function clauseText(c: ClauseRef): string {
  return c.quoted ? quote(c.text) : c.text;
}

function list(items: readonly string[]): string {
  return items.join(', ');
}

function join(parts: readonly (string | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join(' ');
}

function joinWithTokens(head: string, extra: readonly Token[]): string {
  return extra.length > 0 ? `${head} ${printTokens(extra)}` : head;
}

/**
 * Tokens as canonical text: one space between tokens, none before `,` `)` `:` or after `(`,
 * strings re-quoted. Reading the result again gives the same tokens.
 */
export function printTokens(tokens: readonly Token[]): string {
  let out = '';
  let prev: Token | undefined;
  for (const t of tokens) {
    const text = t.kind === 'string' ? quote(t.value) : t.text;
    const glued =
      prev !== undefined &&
      ((t.kind === 'symbol' && (t.text === ',' || t.text === ')')) ||
        (t.kind === 'symbol' && t.text === ':' && prev.kind !== 'subtype') ||
        (prev.kind === 'symbol' && prev.text === '(') ||
        // `>=` and `<=` lex as two symbols; written together they stay together.
        (t.kind === 'symbol' &&
          t.text === '=' &&
          prev.kind === 'symbol' &&
          (prev.text === '>' || prev.text === '<') &&
          prev.range.end.offset === t.range.start.offset));
    out += prev === undefined || glued ? text : ` ${text}`;
    prev = t;
  }
  return out;
}

function keywordText(k: Keyword): string {
  // An area written `1x4` lexes as `1x` and `4`: keep it in one piece.
  const out: Token[] = [];
  for (const t of k.tokens) {
    const prev = out[out.length - 1];
    if (
      prev &&
      /^\d+x$/i.test(prev.text) &&
      /^\d+$/.test(t.text) &&
      prev.range.end.offset === t.range.start.offset
    )
      out[out.length - 1] = { ...prev, text: prev.text + t.text, value: prev.value + t.value };
    else out.push(t);
  }
  return printTokens(out);
}

function possessiveText(n: Name): string {
  return `${n.text}'s`;
}

function zoneRefText(z: ZoneRef): string {
  return z.owner ? `${possessiveText(z.owner)} ${z.zone}` : z.zone;
}

export function cardRefText(r: CardRef): string {
  const base = r.name
    ? quote(r.name.value)
    : r.alias
      ? r.alias.text
      : r.role
        ? `${possessiveText(r.role.owner)} ${r.role.role}`
        : '""';
  return join([base, r.at && `at ${coordText(r.at)}`, r.in && `in ${zoneRefText(r.in)}`]);
}

function targetText(t: TargetRef): string {
  if (t.kind === 'card-ref') return cardRefText(t);
  return join([coordText(t.at), t.owner && `in ${possessiveText(t.owner)} network`]);
}

function cardItemText(item: CardItem): string {
  return join([
    item.copies && `${num(item.copies)} x`,
    quote(item.name.value),
    item.alias && `as ${item.alias.text}`,
  ]);
}

function costText(c: { terms: readonly { amount: number; unit?: string }[] }): string {
  return c.terms.map((t) => `${t.amount}${t.unit ?? ''}`).join(' + ');
}

function traitsText(entries: readonly TraitEntry[]): string {
  return list(entries.map((e) => `${e.trait.text} ${e.value ? num(e.value) : '-'}`));
}

function damageText(entries: readonly DamageEntry[]): string {
  return list(
    entries.map((e) => join([e.trait.text, num(e.amount), e.permanent && `(${num(e.permanent)} permanent)`])),
  );
}

function countersText(entries: readonly CounterEntry[]): string {
  return list(entries.map((e) => `${num(e.amount)} ${e.counter.text}`));
}

/** The name, cost and traits (lined up in a cards section), then everything else. */
function cardCells(card: CardDef): string[] {
  const marks = [...card.flags.map((f) => f.text.toLowerCase()), ...card.subtypes.map((s) => `#${s.name}`)];
  const rest = [
    card.cashflow ? `cashflow ${card.cashflow.value}M` : '',
    card.upkeep ? `upkeep ${costText(card.upkeep)}` : '',
    marks.join(' '),
    card.text ? `text ${quote(card.text.value)}` : '',
    card.keywords.length > 0 ? `keywords ${list(card.keywords.map(keywordText))}` : '',
  ];
  return [
    `${card.cardType.text} ${quote(card.name.value)}`,
    card.cost ? `cost ${costText(card.cost)}` : '',
    card.traits ? `traits ${traitsText(card.traits)}` : '',
    rest.filter((r) => r.length > 0).join('  '),
  ];
}

function cardLine(card: CardDef): string {
  return cardCells(card)
    .filter((c) => c.length > 0)
    .join('  ');
}

function pileCardText(c: PileCard): string {
  return join([
    quote(c.name.value),
    c.alias && `as ${c.alias.text}`,
    c.owner && `owned by ${c.owner.text}`,
    c.damage.length > 0 && `damage ${damageText(c.damage)}`,
    c.counters.length > 0 && `counters ${countersText(c.counters)}`,
    c.entered && `entered turn ${num(c.entered)}`,
  ]);
}

export function pileText(p: Pile): string {
  if (p.cards.length === 0) return join([p.at && coordText(p.at), 'empty']);
  return join([
    p.at && coordText(p.at),
    p.role?.text.toLowerCase(),
    p.cards.map(pileCardText).join(' over '),
    p.orientation?.text.toLowerCase(),
  ]);
}

function anchorText(a: Anchor): string {
  const head = join(['at', a.turn && `turn ${num(a.turn)}`, a.phase?.text]);
  return `${head}${a.point ? `, ${a.point.text}` : ''}:`;
}

function underEnding(under: readonly Name[]): string {
  return under.length > 0 ? `under ${list(under.map(nameText))}` : '';
}

function factText(f: Expectation): string {
  if (f.kind === 'unknown') return printTokens(f.tokens);
  const end = underEnding(f.under);
  return end ? `${factBody(f)}  ${end}` : factBody(f);
}

function factBody(f: Fact | DialectLine): string {
  switch (f.kind) {
    case 'dialect-line':
      return printTokens(f.tokens);
    case 'time': {
      const parts = [
        f.turn && `turn ${num(f.turn)}`,
        f.active && `${f.active.text} active`,
        f.phase && `phase ${f.phase.text}`,
        f.point?.text,
        f.priority && `priority ${f.priority.text}`,
      ];
      return list(parts.filter((p): p is string => typeof p === 'string' && p.length > 0));
    }
    case 'money':
      return `${f.player.text} money ${num(f.amount)}`;
    case 'pool':
      return `${f.player.text} pool ${
        f.entries.length === 0 ? 'empty' : list(f.entries.map((e) => `${e.trait.text} ${num(e.amount)}`))
      }`;
    case 'zone': {
      const items = list(f.items.map(cardItemText));
      const what = (() => {
        switch (f.mode) {
          case 'count':
            return f.count?.value === 1 ? '1 card' : `${f.count ? num(f.count) : 0} cards`;
          case 'exactly':
            return f.items.length === 0 ? 'empty' : items;
          case 'top':
            return `top ${items}`;
          case 'bottom':
            return `bottom ${items}`;
          case 'contains':
            return `contains ${items}`;
          case 'excludes':
            return `does not contain ${items}`;
        }
      })();
      return `${f.player.text} ${f.zone} ${what}`;
    }
    case 'network':
      switch (f.form) {
        case 'block':
          return `${f.player.text} network`;
        case 'grid':
          return `${f.player.text} network grid`;
        case 'space':
          return `${f.player.text} network ${pileText(f.pile)}`;
      }
      break;
    case 'card-fact':
      return `${cardRefText(f.card)} ${propertyText(f.property)}`;
    case 'stack':
      return f.items.length === 0 ? 'stack empty' : `stack ${list(f.items.map(stackItemText))}`;
    case 'game':
      return f.result === 'tie' ? 'tie' : `game ${f.result}`;
    case 'result':
      return `${f.outcome} ${f.player.text}`;
    case 'waiting':
      return `waiting for ${f.player.text}`;
    case 'log':
      return join([
        'log',
        f.negated ? 'does not contain' : 'contains',
        f.event.kind === 'string' ? quote(f.event.value) : f.event.text,
        f.citing && `citing ${clauseText(f.citing)}`,
      ]);
  }
}

function propertyText(p: CardProperty): string {
  switch (p.kind) {
    case 'damage':
      return `damage ${p.entries.length === 0 ? 'none' : damageText(p.entries)}`;
    case 'counters':
      return `counters ${p.entries.length === 0 ? 'none' : countersText(p.entries)}`;
    case 'orientation':
      return p.orientation.text.toLowerCase();
    case 'traits':
      return `traits ${traitsText(p.entries)}`;
    case 'value':
      return `value ${costText(p.cost)}`;
    case 'controller':
      return `controlled by ${p.player.text}`;
    case 'owner':
      return `owned by ${p.player.text}`;
    case 'location':
      return join([p.at && `at ${coordText(p.at)}`, p.in && `in ${zoneRefText(p.in)}`]);
    case 'buyable':
      return join([
        p.can ? 'can be bought' : 'cannot be bought',
        p.by && `by ${p.by.text}`,
        p.at && `at ${coordText(p.at)}`,
        p.because && `because ${clauseText(p.because)}`,
      ]);
  }
}

function stackItemText(item: StackItem): string {
  return join([cardRefText(item.card), item.what?.text.toLowerCase(), item.by && `by ${item.by.text}`]);
}

function refs(items: readonly CardRef[]): string {
  return list(items.map(cardRefText));
}

function stepText(s: Step | DialectStep): string {
  const end = s.outcomes.map(outcomeText).join(' ');
  return end ? `${stepBody(s)}  ${end}` : stepBody(s);
}

function stepBody(s: Step | DialectStep): string {
  if (s.kind === 'dialect-step') return `${s.player.text} ${printTokens(s.tokens)}`;
  const destination = (at?: Coord, network?: Name) =>
    join([at && `at ${coordText(at)}`, network && `in ${possessiveText(network)} network`]);
  const body = (() => {
    switch (s.kind) {
      case 'sell':
        return `sells ${cardRefText(s.card)}`;
      case 'buy':
        return join([
          'buys',
          cardRefText(s.card),
          s.from && `from ${s.from.kind === 'zone-ref' ? zoneRefText(s.from) : targetText(s.from)}`,
          destination(s.at, s.network),
          s.targets && s.targets.length > 0 && `targeting ${list(s.targets.map(targetText))}`,
          s.choosing && s.choosing.length > 0 && `choosing ${refs(s.choosing)}`,
        ]);
      case 'attack':
        return `attacks ${targetText(s.target)} with ${cardRefText(s.attacker)} using ${s.trait.text}`;
      case 'block':
        return s.blockers.length === 0 ? 'does not block' : `blocks with ${refs(s.blockers)}`;
      case 'assign':
        return `assigns ${list(
          s.assignments.map((a) => join([num(a.amount), a.trait?.text, 'to', cardRefText(a.card)])),
        )}`;
      case 'retaliate':
        return s.cards.length === 0 ? 'does not retaliate' : `retaliates with ${refs(s.cards)}`;
      case 'upkeep':
        return `${s.pay ? 'pays' : 'skips'} upkeep for ${cardRefText(s.card)}`;
      case 'produce':
        return `produces ${s.trait.text} with ${cardRefText(s.card)}`;
      case 'pass':
        return 'passes';
      case 'bid':
        return `bids ${num(s.amount)}`;
      case 'mulligan':
        return 'mulligans';
      case 'keep':
        return 'keeps';
      case 'concede':
        return 'concedes';
      case 'play':
        return join([
          s.verb,
          cardRefText(s.card),
          destination(s.at, s.network),
          s.targets.length > 0 && `targeting ${list(s.targets.map(targetText))}`,
          s.choosing && s.choosing.length > 0 && `choosing ${refs(s.choosing)}`,
        ]);
      case 'activate':
        return join([
          'activates',
          cardRefText(s.card),
          s.ability && `ability ${s.ability.kind === 'string' ? quote(s.ability.value) : num(s.ability)}`,
          s.targets.length > 0 && `targeting ${list(s.targets.map(targetText))}`,
          s.choosing.length > 0 && `choosing ${refs(s.choosing)}`,
        ]);
      case 'order':
        if (!s.abilities) return `orders ${refs(s.items)}`;
        return `orders ${list(
          s.items.map((it, i) => {
            const a = s.abilities?.[i];
            const which = !a ? '' : a.kind === 'string' ? quote(a.value) : num(a);
            return `${cardRefText(it)} ability ${which}`;
          }),
        )}`;
      case 'choose':
        return s.choices.length === 0 ? 'chooses nothing' : `chooses ${refs(s.choices)}`;
      case 'find':
        return s.cards.length === 0 ? 'finds nothing' : `finds ${refs(s.cards)}`;
      case 'move':
        if (!s.to) return `does not move ${cardRefText(s.card)}`;
        return join([
          'moves',
          cardRefText(s.card),
          'to',
          coordText(s.to),
          s.network && `in ${possessiveText(s.network)} network`,
        ]);
      case 'dock':
        return join([
          'docks',
          cardRefText(s.card),
          'at',
          coordText(s.at),
          s.network && `in ${possessiveText(s.network)} network`,
        ]);
      case 'place':
        return join(['places', cardRefText(s.card), 'at', coordText(s.at)]);
      case 'withdraw':
        return `${s.stays ? 'does not withdraw' : 'withdraws'} ${cardRefText(s.card)}`;
      case 'go-first':
        return s.first ? 'goes first' : 'goes second';
    }
  })();
  return `${s.player.text} ${body}`;
}

function outcomeText(o: Outcome): string {
  return `-> ${join([o.result, o.clause && clauseText(o.clause), o.under.length > 0 && `under ${list(o.under.map(nameText))}`])}`;
}
