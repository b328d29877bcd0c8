import { isTrait } from '@arbiter/megacorp';
import type { DialectSyntax } from '../../../dialect.js';
import type { DialectLine, DialectStep, Range, ScenarioFile } from '../../../syntax/ast.js';

/**
 * Every name of a file that means something outside its own line: cards, players, aliases, clauses,
 * revisions, traits, phases and scenario titles, each with its range. The name binding (`names.ts`,
 * for `check`, the runner and the language server alike) and the editor's definition, references,
 * rename, semantic tokens and hover all start from this list.
 */
export type OccurrenceKind =
  | 'card'
  | 'player'
  | 'alias'
  | 'clause'
  | 'revision'
  | 'trait'
  | 'phase'
  | 'scenario'
  | 'use';

export interface Occurrence {
  readonly kind: OccurrenceKind;
  /** The name as meant: a card's unquoted name, a player's word, a clause's text. */
  readonly name: string;
  readonly range: Range;
  /** Where the name is introduced: a card definition, a `players` entry, an alias given, a scenario title. */
  readonly declaration: boolean;
  /** The scenario it belongs to; -1 before the first scenario. */
  readonly scenario: number;
  /** The section it stands in (`header` for the scenario's own lines), when inside a scenario. */
  readonly section?: string;
  /** A clause written in quotes (a section heading). */
  readonly quoted?: boolean;
}

/** Where a string holds a card name: the node kind holding it and the property. */
const CARD_STRINGS: Readonly<Record<string, readonly string[]>> = {
  card: ['name'],
  'card-ref': ['name'],
  'card-item': ['name'],
  'pile-card': ['name'],
  'setup-card': ['card'],
};

/** Properties holding a player's name, whatever node holds them. */
const PLAYER_KEYS = new Set(['player', 'players', 'active', 'priority', 'owner', 'network', 'by']);

type Node = { readonly kind?: string; readonly [k: string]: unknown };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function isObject(v: unknown): v is Node {
  return typeof v === 'object' && v !== null;
}

export function occurrences(file: ScenarioFile, syntax?: Pick<DialectSyntax, 'names'>): Occurrence[] {
  const out: Occurrence[] = [];
  let scenario = -1;
  let section: string | undefined;
  const add = (kind: OccurrenceKind, name: string, range: Range, declaration = false, quoted?: boolean) => {
    const o: Mutable<Occurrence> = { kind, name, range, declaration, scenario };
    if (section) o.section = section;
    if (quoted) o.quoted = quoted;
    out.push(o);
  };

  const visit = (node: unknown, parent: string, key: string): void => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n, parent, key);
      return;
    }
    if (!isObject(node)) return;
    const kind = node.kind;
    if (kind === undefined) {
      // A plain object inside a node (a card's `role`): its properties count as the parent's.
      for (const k in node) if (k !== 'range') visit(node[k], parent, k);
      return;
    }
    switch (kind) {
      case 'string': {
        const value = node.value as string;
        if (CARD_STRINGS[parent]?.includes(key)) add('card', value, node.range as Range, parent === 'card');
        else if (parent === 'scenario-header' && key === 'title')
          add('scenario', value, node.range as Range, true);
        else if (parent === 'use' && key === 'path') add('use', value, node.range as Range);
        return;
      }
      case 'name': {
        const text = node.text as string;
        const range = node.range as Range;
        if (key === 'alias') add('alias', text, range, parent === 'card-item' || parent === 'pile-card');
        else if (key === 'trait') add('trait', text, range);
        else if (key === 'counter') {
          if (isTrait(text.toUpperCase())) add('trait', text, range);
        } else if (key === 'revisions' || key === 'under') add('revision', text, range);
        else if (key === 'phase') add('phase', text, range);
        else if (PLAYER_KEYS.has(key) && parent !== 'use') add('player', text, range, parent === 'players');
        return;
      }
      case 'clause-ref':
        add('clause', node.text as string, node.range as Range, false, node.quoted === true);
        return;
      case 'comment':
      case 'words':
      case 'number':
      case 'coord':
        return;
      case 'dialect-line':
      case 'dialect-step':
        // A line of another game's own: its dialect names what it carries; the frame's parts
        // (the step's player, `under`, the expected outcomes) are walked as usual below.
        for (const n of syntax?.names?.(node as unknown as DialectLine | DialectStep) ?? [])
          add(n.kind, n.name, n.range, n.declaration ?? false);
        for (const k in node) {
          const v = node[k];
          if (k !== 'tokens' && k !== 'data' && (isObject(v) || Array.isArray(v))) visit(v, kind, k);
        }
        return;
      default: {
        // for-in, not Object.entries: the walk visits every node of every file, and the pairs were most of it.
        for (const k in node) {
          if (k === 'range' || k === 'kind' || k === 'trailingComment' || k === 'leadingComments') continue;
          const v = node[k];
          if (isObject(v) || Array.isArray(v)) visit(v, kind, k);
        }
      }
    }
  };

  for (const item of file.prelude) visit(item, 'file', 'prelude');
  file.scenarios.forEach((sc, i) => {
    scenario = i;
    section = 'header';
    if (sc.header) visit(sc.header, 'scenario', 'header');
    for (const s of sc.sections) {
      section = s.kind;
      visit(s, 'scenario', 'sections');
    }
    section = undefined;
  });
  return out;
}

/** The occurrence under a position (the innermost when several touch it). */
export function occurrenceAt(
  list: readonly Occurrence[],
  line: number,
  character: number,
): Occurrence | undefined {
  let best: Occurrence | undefined;
  for (const o of list) {
    const r = o.range;
    if (r.start.line > line || r.end.line < line) continue;
    if (r.start.line === line && r.start.character > character) continue;
    if (r.end.line === line && r.end.character < character) continue;
    if (!best || r.end.offset - r.start.offset < best.range.end.offset - best.range.start.offset) best = o;
  }
  return best;
}

/**
 * The players of a scenario: its `players` line, else every player its `setup` or `given` names,
 * in the order they appear.
 */
export function scenarioPlayers(list: readonly Occurrence[], scenario: number): string[] {
  const mine = list.filter((o) => o.kind === 'player' && o.scenario === scenario);
  const declared = mine.filter((o) => o.declaration);
  const source = declared.length
    ? declared
    : mine.filter((o) => o.section === 'given' || o.section === 'setup');
  return [...new Set(source.map((o) => o.name))];
}

const cache = new WeakMap<ScenarioFile, readonly Occurrence[]>();

/** The occurrences of a parsed file, computed once per syntax tree (read by one dialect: `syntax`). */
export function occurrencesOf(
  file: ScenarioFile,
  syntax?: Pick<DialectSyntax, 'names'>,
): readonly Occurrence[] {
  let hit = cache.get(file);
  if (!hit) {
    hit = occurrences(file, syntax);
    cache.set(file, hit);
  }
  return hit;
}
