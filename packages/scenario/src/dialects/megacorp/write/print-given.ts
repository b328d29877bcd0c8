import type {
  CardItem,
  CounterEntry,
  DamageEntry,
  GivenSection,
  GivenStatement,
  GridBodyStatement,
  LegendEntry,
  Name,
  Num,
  Pile,
  PileCard,
  PoolEntry,
  Range,
  ScenarioFile,
  StackItem,
  Str,
  ZoneFact,
} from '../../../syntax/ast.js';
import { lexLine } from '../../../syntax/lexer.js';
import { format } from '../../../syntax/printer.js';
import { CONNECTOR_WORDS, RESERVED_WORDS } from '../syntax/vocabulary.js';

/**
 * A game state in plain, engine-agnostic terms, for writing it out as a `given` block: the formal
 * harness describes a counterexample's starting state this way. Leave out what should take the
 * defaults; an empty array writes `empty`.
 */
export interface GivenDescription {
  readonly turn?: number;
  readonly active?: string;
  readonly phase?: string;
  /** A step or priority window of the phase, in words: `after blockers`. */
  readonly step?: string;
  readonly priority?: string;
  readonly firstPlayer?: string;
  readonly seed?: number;
  /** In seating order. */
  readonly players?: readonly PlayerDescription[];
  /** Top first. */
  readonly stack?: readonly StackItemDescription[];
}

export interface PlayerDescription {
  readonly name: string;
  readonly money?: number;
  /** Trait pool, e.g. `{ BQ: 2 }`. */
  readonly pool?: Readonly<Record<string, number>>;
  readonly hand?: readonly string[];
  /** Top first. */
  readonly mainDeck?: readonly string[];
  /** Top first. */
  readonly resourceDeck?: readonly string[];
  /** Top first. */
  readonly openMarket?: readonly string[];
  readonly annihilated?: readonly string[];
  readonly revealedResource?: string;
  readonly network?: readonly PileDescription[];
}

export interface PileDescription {
  /** Relative to the business at 0,0; x grows to the right, y upwards. */
  readonly x: number;
  readonly y: number;
  readonly role?: 'business' | 'founder';
  /** Top first; the others are bonded under it. */
  readonly cards: readonly CardInPlayDescription[];
  readonly engaged?: boolean;
}

export interface CardInPlayDescription {
  readonly name: string;
  readonly alias?: string;
  /** When not the network's owner (a bought card). */
  readonly owner?: string;
  readonly damage?: readonly {
    readonly trait: string;
    readonly amount: number;
    readonly permanent?: number;
  }[];
  /** `{ name: 'BQ', amount: 1 }` for +1 BQ. */
  readonly counters?: readonly { readonly name: string; readonly amount: number }[];
  /** The turn the card came into play. */
  readonly enteredTurn?: number;
}

export interface StackItemDescription {
  readonly card: string;
  readonly what?: 'ability' | 'effect' | 'deployment';
  readonly by?: string;
}

export interface PrintGivenOptions {
  /** Draw networks as grids with a legend where they fit (default: coordinate lines). */
  readonly network?: 'coordinates' | 'grid';
}

const AT: Range = { start: { line: 0, character: 0, offset: 0 }, end: { line: 0, character: 0, offset: 0 } };
const GRID_KEYS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz123456789'];
const MAX_GRID_AREA = 400;

/** The `given` section (with its `given` line) that sets up the described state. */
export function printGiven(description: GivenDescription, options: PrintGivenOptions = {}): string {
  return format(fileOf(givenSection(description, options)));
}

/** The same state as a syntax tree, e.g. to put into a scenario before formatting it. */
export function givenSection(d: GivenDescription, options: PrintGivenOptions = {}): GivenSection {
  const body: GivenStatement[] = [];
  const line = { blankBefore: false, range: AT };
  const fact = { ...line, under: [] };
  const players = d.players ?? [];
  if (players.length > 0)
    body.push({ kind: 'players', players: players.map((p) => word(p.name, 'player')), ...line });
  if (d.firstPlayer !== undefined) {
    body.push({ kind: 'first-player', player: word(d.firstPlayer, 'player'), random: false, ...line });
  }
  if (d.seed !== undefined) body.push({ kind: 'seed', seed: num(d.seed), ...line });
  if (d.turn !== undefined || d.active !== undefined || d.phase !== undefined || d.priority !== undefined) {
    body.push({
      kind: 'time',
      ...(d.turn !== undefined ? { turn: num(d.turn) } : {}),
      ...(d.active !== undefined ? { active: word(d.active, 'player') } : {}),
      ...(d.phase !== undefined ? { phase: word(d.phase, 'phase') } : {}),
      ...(d.phase !== undefined && d.step !== undefined ? { point: words(d.step) } : {}),
      ...(d.priority !== undefined ? { priority: word(d.priority, 'player') } : {}),
      ...fact,
    });
  }
  for (const p of players) {
    const player = word(p.name, 'player');
    if (p.money !== undefined) body.push({ kind: 'money', player, amount: num(p.money), ...fact });
    if (p.pool !== undefined) {
      const entries: PoolEntry[] = Object.entries(p.pool).map(([trait, amount]) => ({
        kind: 'pool-entry',
        trait: word(trait, 'trait'),
        amount: num(amount),
        range: AT,
      }));
      body.push({ kind: 'pool', player, entries, ...fact });
    }
    const zones: [ZoneFact['zone'], readonly string[] | undefined][] = [
      ['hand', p.hand],
      ['main deck', p.mainDeck],
      ['resource deck', p.resourceDeck],
      ['open market', p.openMarket],
      ['annihilated', p.annihilated],
      ['revealed resource', p.revealedResource === undefined ? undefined : [p.revealedResource]],
    ];
    for (const [zone, cards] of zones) {
      if (cards === undefined) continue;
      body.push({ kind: 'zone', player, zone, zoneRange: AT, mode: 'exactly', items: runs(cards), ...fact });
    }
    if (p.network !== undefined) body.push(networkFact(player, p.network, options));
  }
  if (d.stack !== undefined) {
    const items: StackItem[] = d.stack.map((s) => ({
      kind: 'stack-item',
      card: { kind: 'card-ref', name: str(s.card), range: AT },
      ...(s.what ? { what: word(s.what, 'stack item kind') } : {}),
      ...(s.by !== undefined ? { by: word(s.by, 'player') } : {}),
      range: AT,
    }));
    body.push({ kind: 'stack', items, ...fact });
  }
  return {
    kind: 'given',
    leadingComments: [],
    keywordRange: AT,
    extra: [],
    body,
    blankBefore: false,
    range: AT,
  };
}

function fileOf(section: GivenSection): ScenarioFile {
  return {
    kind: 'file',
    uri: '',
    range: AT,
    prelude: [],
    scenarios: [{ kind: 'scenario', sections: [section], range: AT }],
    trailingComments: [],
  };
}

function networkFact(
  player: Name,
  piles: readonly PileDescription[],
  options: PrintGivenOptions,
): GivenStatement {
  const base = { player, under: [], blankBefore: false, range: AT };
  const grid = options.network === 'grid' ? gridBody(piles) : undefined;
  if (grid) return { kind: 'network', form: 'grid', body: grid, ...base };
  return { kind: 'network', form: 'block', body: piles.map((p) => pile(p, true)), ...base };
}

/** A grid and its legend, or undefined when the network does not draw well as one. */
function gridBody(piles: readonly PileDescription[]): GridBodyStatement[] | undefined {
  const business = piles.filter((p) => p.role === 'business');
  if (business.length !== 1 || business[0]?.x !== 0 || business[0]?.y !== 0) return undefined;
  if (piles.length > GRID_KEYS.length) return undefined;
  const spaces = new Set(piles.map((p) => `${p.x},${p.y}`));
  if (spaces.size !== piles.length) return undefined;
  const xs = piles.map((p) => p.x);
  const ys = piles.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if ((maxX - minX + 1) * (maxY - minY + 1) > MAX_GRID_AREA) return undefined;

  const keys = new Map<PileDescription, string>();
  const used = new Set<string>();
  const claim = (p: PileDescription, wanted: readonly string[]) => {
    const key =
      wanted.find((k) => !used.has(k) && GRID_KEYS.includes(k)) ?? GRID_KEYS.find((k) => !used.has(k));
    used.add(key as string);
    keys.set(p, key as string);
  };
  // The business and the founder first, so they get B and F; then each pile by its initial.
  const ordered = [...piles].sort((a, b) => rank(a) - rank(b));
  for (const p of ordered) {
    const initial = [...(p.cards[0]?.name ?? '')].find((ch) => /[\p{L}\p{N}]/u.test(ch)) ?? '';
    claim(
      p,
      p.role === 'business'
        ? ['B']
        : p.role === 'founder'
          ? ['F']
          : [initial.toUpperCase(), initial.toLowerCase()],
    );
  }
  const body: GridBodyStatement[] = [];
  for (let y = maxY; y >= minY; y--) {
    const cells = [];
    for (let x = minX; x <= maxX; x++) {
      const p = piles.find((q) => q.x === x && q.y === y);
      cells.push({ kind: 'grid-cell' as const, char: p ? (keys.get(p) as string) : '.', range: AT });
    }
    body.push({ kind: 'grid-row', cells, blankBefore: false, range: AT });
  }
  for (const p of ordered) {
    const entry: LegendEntry = {
      kind: 'legend',
      key: { kind: 'grid-cell', char: keys.get(p) as string, range: AT },
      pile: pile(p, false),
      blankBefore: false,
      range: AT,
    };
    body.push(entry);
  }
  return body;
}

function rank(p: PileDescription): number {
  return p.role === 'business' ? 0 : p.role === 'founder' ? 1 : 2;
}

function pile(p: PileDescription, withCoord: boolean): Pile {
  return {
    kind: 'pile',
    ...(withCoord ? { at: { kind: 'coord', x: int(p.x), y: int(p.y), range: AT } } : {}),
    ...(p.role ? { role: word(p.role, 'role') } : {}),
    cards: p.cards.map(pileCard),
    ...(p.engaged ? { orientation: word('engaged', 'orientation') } : {}),
    blankBefore: false,
    range: AT,
  };
}

function pileCard(c: CardInPlayDescription): PileCard {
  const damage: DamageEntry[] = (c.damage ?? []).map((d) => ({
    kind: 'damage-entry',
    trait: word(d.trait, 'trait'),
    amount: num(d.amount),
    ...(d.permanent ? { permanent: num(d.permanent) } : {}),
    range: AT,
  }));
  const counters: CounterEntry[] = (c.counters ?? []).map((k) => ({
    kind: 'counter-entry',
    amount: { ...num(Math.abs(k.amount)), value: int(k.amount), signed: true },
    counter: word(k.name, 'counter'),
    range: AT,
  }));
  return {
    kind: 'pile-card',
    name: str(c.name),
    ...(c.alias !== undefined ? { alias: word(c.alias, 'alias') } : {}),
    ...(c.owner !== undefined ? { owner: word(c.owner, 'player') } : {}),
    damage,
    counters,
    ...(c.enteredTurn !== undefined ? { entered: num(c.enteredTurn) } : {}),
    range: AT,
  };
}

/** Consecutive copies as `3 x "Filler"`. */
function runs(cards: readonly string[]): CardItem[] {
  const items: CardItem[] = [];
  for (let i = 0; i < cards.length; ) {
    let j = i + 1;
    while (j < cards.length && cards[j] === cards[i]) j++;
    const copies = j - i;
    items.push({
      kind: 'card-item',
      name: str(cards[i] as string),
      ...(copies > 1 ? { copies: num(copies) } : {}),
      range: AT,
    });
    i = j;
  }
  return items;
}

/** A name the parser will read back as the same single word (players: not a reserved word). */
function word(text: string, what: string): Name {
  const tokens = lexLine(text, 0, 0).tokens;
  const ok = tokens.length === 1 && tokens[0]?.kind === 'word' && tokens[0].text === text;
  const reserved = what === 'player' && RESERVED_WORDS.includes(text.toLowerCase());
  const alias = what === 'alias' && (CONNECTOR_WORDS as readonly string[]).includes(text.toLowerCase());
  if (!ok || reserved || alias)
    throw new TypeError(`cannot write the ${what} ${JSON.stringify(text)} as one word`);
  return { kind: 'name', text, range: AT };
}

/** Words of a step or window; each must read back as a word or a number. */
function words(text: string): { kind: 'words'; text: string; range: Range } {
  const parts = text.trim().split(/\s+/);
  const tokens = lexLine(parts.join(' '), 0, 0).tokens;
  const ok =
    tokens.length === parts.length &&
    tokens.every(
      (t) => t.kind === 'word' || t.kind === 'number' || t.kind === 'clause' || t.kind === 'amount',
    ) &&
    !/^[+-]/.test(parts[0] ?? '');
  if (!ok) throw new TypeError(`cannot write the step ${JSON.stringify(text)} as plain words`);
  return { kind: 'words', text: parts.join(' '), range: AT };
}

function str(value: string): Str {
  return { kind: 'string', value, range: AT };
}

function int(n: number): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number: ${n}`);
  return n;
}

function num(n: number): Num {
  if (int(n) < 0) throw new RangeError(`expected a number of zero or more, got ${n}`);
  return { kind: 'number', value: n, signed: false, range: AT };
}
