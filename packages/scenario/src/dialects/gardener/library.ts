import { didYouMean } from '@arbiter/core';
import {
  type AttributeTree,
  type AttributeTreeNode,
  attributePaths,
  type CardDefinition,
  conditionsIn,
  type Library,
  PREDEFINED,
  predefined,
  SAMPLE_LIBRARY,
  shapeOf,
  typeOf,
  type ValueSet,
  valueSetOf,
} from '@arbiter/gardener';
import { type BindProblem, oneGame, type SourceLoader, type SyntaxOf } from '../../dialect.js';
import type { Range, Scenario, ScenarioFile, Statement } from '../../syntax/ast.js';
import { type ParseResult, parse as parseText } from '../../syntax/parser.js';
import { sectionOf } from '../../syntax/queries.js';
import { type CardLine, cardLineOf } from './card-lines.js';

/**
 * A Gardener scenario's cards: the sample library, then `use`d `.cards` files, the file's shared
 * `cards` sections and the scenario's own, a later definition replacing an earlier one. Each card's
 * lines become the card model's attribute tree (`@arbiter/gardener` `AttributeTree`); what the tree
 * cannot be — a name twice at one level, a condition without its operator, a misspelt predefined
 * name, a value outside its set, a requirement no card of the library provides — is a problem at its
 * line with a fix hint.
 */
export interface GardenerLibrary {
  readonly cards: Library;
  /** The cards the scenario's files define (the sample's aside), in order: they key the library. */
  readonly own: readonly CardDefinition[];
}

export const SAMPLE: GardenerLibrary = { cards: SAMPLE_LIBRARY, own: [] };

type Problems = BindProblem[];
const PREDEFINED_NAMES = PREDEFINED.map((p) => p.name);
/** The categories a dotted condition may read into. */
const CATEGORY_NAMES = PREDEFINED.filter((p) => shapeOf(p) === 'attributes').map((p) => p.name);

function report(out: Problems, uri: string, range: Range, message: string, hint?: string): void {
  out.push({ uri, range, message, ...(hint ? { hint } : {}) });
}

/** A name that is not predefined but reads like one is a misspelling (`Reputaton`); others are custom. */
function misspelt(name: string): string | undefined {
  if (predefined(name)) return undefined;
  const near = didYouMean(name, PREDEFINED_NAMES);
  return near && near !== name ? near : undefined;
}

function checkValue(out: Problems, uri: string, line: CardLine & { kind: 'attribute' }, set: ValueSet): void {
  if (set.kind === 'number') {
    if (typeof line.value !== 'number' || line.value < set.min)
      report(
        out,
        uri,
        line.at,
        `${line.name} is a whole number from ${set.min}`,
        `e.g. ${line.name} ${set.min}`,
      );
    return;
  }
  if (typeof line.value === 'number' && !set.values) return;
  if (set.values && !set.values.includes(String(line.value)))
    report(
      out,
      uri,
      line.at,
      `${line.name} is one of ${set.values.join(', ')}, not ${line.value}`,
      `e.g. ${line.name} "${set.values[set.values.length - 1]}"`,
    );
}

/**
 * The tree of the lines under a card or a category. `conditions`: the lines are conditions (under
 * `Requirements`, `PlayIf…`, `AbleTo…If`); `top`: the card's own level, where predefined names rule.
 */
function tree(
  out: Problems,
  uri: string,
  body: readonly Statement[],
  where: { readonly conditions: boolean; readonly top: boolean; readonly category?: string },
): AttributeTree {
  const nodes: AttributeTreeNode[] = [];
  const seen = new Set<string>();
  for (const st of body) {
    const line = cardLineOf(st);
    if (!line || line.kind === 'card') continue;
    if (seen.has(line.name)) {
      report(
        out,
        uri,
        line.at,
        `${line.name} is given twice${where.category ? ` in ${where.category}` : ' on this card'}`,
        'keep one: a name appears once at each level of a card (Cards ► Attributes)',
      );
      continue;
    }
    seen.add(line.name);
    const known = where.top ? predefined(line.name) : undefined;
    const shape = known && shapeOf(known);
    const values = known && valueSetOf(known);
    if (where.top) {
      const near = misspelt(line.name);
      if (near)
        report(
          out,
          uri,
          line.at,
          `unknown ${line.kind === 'category' ? 'category' : 'attribute'} ${line.name}`,
          `did you mean ${near}? (${predefined(near)?.heading})`,
        );
    }
    const conditional = where.conditions || shape === 'condition';
    if (line.kind === 'category') {
      const children = 'body' in st && st.body ? st.body : [];
      if (known && shape !== 'conditions' && shape !== 'attributes')
        report(
          out,
          uri,
          line.at,
          `${line.name} takes a value, not lines under it`,
          `e.g. ${line.name} ${values?.kind === 'number' ? '1' : '"…"'} (${known.heading})`,
        );
      nodes.push({
        kind: 'category',
        name: line.name,
        children: tree(out, uri, children, {
          conditions: shape === 'conditions',
          top: false,
          category: line.name,
        }),
      });
    } else if (line.kind === 'attribute') {
      if (conditional) {
        report(
          out,
          uri,
          line.at,
          `the condition ${line.name} has no operator`,
          `write one (Cards ► Attributes ► Conditional operators), e.g. ${line.name} > ${line.value}` +
            `, or keep the printed form as ${line.name} unstated ${typeof line.value === 'number' ? line.value : `"${line.value}"`} (read by unstatedOperator)`,
        );
        continue;
      }
      if (values) checkValue(out, uri, line, values);
      if (shape === 'conditions' || shape === 'attributes')
        report(
          out,
          uri,
          line.at,
          `${line.name} is a category`,
          `write its attributes on the lines below, indented`,
        );
      nodes.push({ kind: 'attribute', name: line.name, value: line.value });
    } else {
      if (!conditional) {
        report(
          out,
          uri,
          line.at,
          `${line.name} ${line.op} … is a condition, and ${where.category ?? 'the card'} holds plain attributes`,
          where.category
            ? `conditions go under Requirements, a PlayIf… or an AbleTo…If category; here write ${line.name} <value>`
            : `write ${line.name} <value>, or put the condition under Requirements or a PlayIf… category`,
        );
        continue;
      }
      const dot = line.name.indexOf('.');
      if (dot > 0) {
        const cat = line.name.slice(0, dot);
        if (!CATEGORY_NAMES.includes(cat)) {
          const near = didYouMean(cat, CATEGORY_NAMES);
          if (near)
            report(out, uri, line.at, `unknown category ${cat} in ${line.name}`, `did you mean ${near}?`);
        }
      }
      nodes.push({ kind: 'condition', name: line.name, op: line.op, value: line.value });
    }
  }
  return nodes;
}

/** A card's definition from its line and the lines under it. */
export function bindCard(
  out: Problems,
  uri: string,
  header: CardLine & { kind: 'card' },
  body: readonly Statement[],
): CardDefinition {
  const attributes = tree(out, uri, body, { conditions: false, top: true });
  const typeLine = attributes.find((n) => n.name === 'Type');
  const type = header.type === 'adventure' ? 'Adventure' : 'Support';
  if (typeLine?.kind === 'attribute' && typeLine.value !== type)
    report(
      out,
      uri,
      header.at,
      `"${header.name}" is ${header.type} but says Type ${typeLine.value}`,
      'drop the Type line: the card line gives it',
    );
  return {
    key: header.name,
    attributes: [
      { kind: 'attribute', name: 'Type', value: type },
      ...attributes.filter((n) => n.name !== 'Type'),
    ],
  };
}

/** Gardener's syntax alone, to read `.cards` files (set by the dialect, which owns the syntax). */
let reader: SyntaxOf | undefined;
export function setLibraryReader(r: SyntaxOf): void {
  reader = r;
}

function parseLibrary(text: string, uri: string): ParseResult {
  if (!reader) throw new Error('the Gardener library reader is not set');
  return parseText(text, uri, { games: oneGame(reader) });
}

/**
 * Requirements no card of the library can provide: an adventure's `Ply.X` that no support card plays
 * (Cards ► Predefined attribute categories ► Requirements), so no hero could ever win it.
 */
function unprovided(
  out: Problems,
  lib: Library,
  origins: ReadonlyMap<string, { uri: string; body: readonly Statement[] }>,
): void {
  const provided = new Set<string>();
  for (const def of Object.values(lib))
    if (typeOf(def) === 'support') for (const [path] of attributePaths(def.attributes)) provided.add(path);
  for (const [key, origin] of origins) {
    const def = lib[key];
    if (!def || typeOf(def) !== 'adventure') continue;
    for (const c of conditionsIn(def.attributes, 'Requirements')) {
      if (provided.has(c.name)) continue;
      const at = requirementRange(origin.body, c.name);
      if (!at) continue;
      const near = didYouMean(c.name, provided);
      report(
        out,
        origin.uri,
        at,
        `no card in the library provides ${c.name}, so no hero can fulfil this requirement`,
        near ? `did you mean ${near}?` : `define a support card with ${c.name.replace('.', ' ► ')}`,
      );
    }
  }
}

function requirementRange(body: readonly Statement[], name: string): Range | undefined {
  for (const st of body) {
    const line = cardLineOf(st);
    if (line?.kind === 'category' && line.name === 'Requirements' && 'body' in st && st.body)
      for (const inner of st.body) {
        const l = cardLineOf(inner);
        if (l?.kind === 'condition' && l.name === name) return l.at;
      }
  }
  return undefined;
}

export function bindLibrary(
  file: ScenarioFile,
  scenario: Scenario | undefined,
  loader: SourceLoader | undefined,
): { readonly library: GardenerLibrary; readonly problems: readonly BindProblem[] } {
  const problems: Problems = [];
  const cards: Record<string, CardDefinition> = { ...SAMPLE_LIBRARY };
  const own = new Map<string, CardDefinition>();
  const origins = new Map<string, { uri: string; body: readonly Statement[] }>();
  const visiting = new Set<string>([file.uri]);
  const addCards = (uri: string, items: readonly Statement[]) => {
    for (const st of items) {
      if (st.kind === 'use') useFile(uri, st.path.value, st.path.range);
      const line = cardLineOf(st);
      if (line?.kind !== 'card') continue;
      const body = ('body' in st && st.body) || [];
      const def = bindCard(problems, uri, line, body);
      cards[def.key] = def;
      own.delete(def.key);
      own.set(def.key, def);
      origins.set(def.key, { uri, body });
    }
  };
  const useFile = (from: string, path: string, range: Range) => {
    if (!loader) {
      report(problems, from, range, `cannot read "${path}" here`);
      return;
    }
    const target = loader.resolve(from, path);
    if (visiting.has(target)) return;
    visiting.add(target);
    const text = loader.read(target);
    if (typeof text === 'object') {
      report(problems, from, range, `cannot use "${path}": ${text.refused}`, text.hint);
      return;
    }
    if (text === undefined) {
      report(problems, from, range, `no card library at "${path}"`, 'the path is relative to this file');
      return;
    }
    const parsed = parseLibrary(text, target);
    for (const d of parsed.diagnostics)
      if (d.severity === 'error') report(problems, target, d.range, d.message, d.hint);
    walk(target, parsed.file);
  };
  const walk = (uri: string, f: ScenarioFile) => {
    for (const item of f.prelude) {
      if (item.kind === 'cards') addCards(uri, item.body as readonly Statement[]);
      else if (item.kind === 'use') useFile(uri, item.path.value, item.path.range);
    }
  };
  walk(file.uri, file);
  const section = scenario ? sectionOf(scenario, 'cards') : undefined;
  if (section) addCards(file.uri, section.body as readonly Statement[]);
  unprovided(problems, cards, origins);
  return { library: { cards: Object.freeze(cards), own: [...own.values()] }, problems };
}

export function libraryKey(lib: GardenerLibrary): string {
  return lib.own.length === 0 ? 'sample' : JSON.stringify(lib.own);
}
