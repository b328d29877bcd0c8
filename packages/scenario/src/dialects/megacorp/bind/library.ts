import { deepFreeze, didYouMean } from '@arbiter/core';
import {
  type Ability,
  type CardDefinition,
  type CardType,
  type Cost,
  defineCard,
  isTrait,
  type KeywordInstance,
  keywordProblem,
  type Trait,
  type TraitScores,
} from '@arbiter/megacorp';
import { oneGame, type SourceLoader, type SourceRefusal } from '../../../dialect.js';
import { BindError, type Problem } from '../../../run/problem.js';
import type {
  AbilityLine,
  CardDef,
  Cost as CostNode,
  Keyword,
  Scenario,
  ScenarioFile,
} from '../../../syntax/ast.js';
import { type ParseResult, parse as parseText } from '../../../syntax/parser.js';
import { cardKeywords, sectionOf } from '../../../syntax/queries.js';
import { megacorpReader } from '../syntax/lines.js';

export type { SourceLoader, SourceRefusal };

/** Cards every scenario may use without defining them: the fillers behind the documented defaults. */
export const DEFAULT_CARDS: Readonly<Record<string, CardDefinition>> = deepFreeze({
  Filler: defineCard('Filler', 'character', { money: 1, traits: {} }, { IQ: 1, EQ: 1, MQ: 1, BQ: 1 }),
  'Resource Filler': defineCard('Resource Filler', 'resource', { money: 1, traits: {} }, { MQ: 1 }),
});

const CARD_TYPES: readonly CardType[] = [
  'character',
  'event',
  'equipment',
  'vehicle',
  'location',
  'business',
  'resource',
];

export function bindCost(node: CostNode | undefined): Cost {
  let money = 0;
  const traits: Partial<Record<Trait, number>> = {};
  for (const term of node?.terms ?? []) {
    const unit = term.unit?.toUpperCase();
    if (unit === undefined || unit === 'M') money += term.amount;
    else if (isTrait(unit)) traits[unit] = (traits[unit] ?? 0) + term.amount;
    else throw new BindError(term.range, `\`${term.unit}\` is neither M nor a trait`, 'write e.g. 4M + 3BQ');
  }
  return { money, traits };
}

function keywordOf(k: Keyword): KeywordInstance {
  const [head, ...rest] = k.tokens;
  const words = [head?.value ?? ''];
  // Multi-word keyword names (DEAD DROP, AREA ATTACK, CARD RADIUS, DISASTER LEVEL) are upper case;
  // a trait is an argument (`AREA ATTACK BQ 1x4`), not part of the name.
  while (
    rest[0] &&
    rest[0].kind === 'word' &&
    /^[A-Z]{2,}$/.test(rest[0].value) &&
    !(words.length > 1 && isTrait(rest[0].value))
  )
    words.push((rest.shift() as { value: string }).value);
  return {
    name: words.join(' ').replace(/:$/, ''),
    args: rest.filter((t) => t.value !== ':').map((t) => t.value),
  };
}

/** A keyword the rules know, with arguments the engine can read; anything else is reported on its line. */
function checkedKeyword(k: Keyword): KeywordInstance {
  const bound = keywordOf(k);
  const problem = keywordProblem(bound);
  if (problem) throw new BindError(k.range, problem.message, problem.hint);
  return bound;
}

/**
 * The keywords an ability names (`static: FLYING to ...`, `target character with FLYING`) must be
 * known too: an unknown one would grant or match nothing. Reported on the keyword's word.
 */
function checkAbilityKeywords(node: AbilityLine): void {
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    if (v === null || typeof v !== 'object') return;
    const keyword = (v as { keyword?: unknown }).keyword;
    const named: KeywordInstance | undefined =
      typeof keyword === 'string'
        ? { name: keyword, args: [] }
        : keyword && typeof keyword === 'object' && 'name' in keyword
          ? (keyword as KeywordInstance)
          : undefined;
    if (named) {
      const problem = keywordProblem({ name: named.name, args: [] });
      if (problem) {
        const first = named.name.split(' ')[0];
        const at = node.tokens.find((t) => t.text === first)?.range ?? node.range;
        throw new BindError(at, problem.message, problem.hint);
      }
    }
    for (const x of Object.values(v)) if (x !== keyword) visit(x);
  };
  visit(node.ability);
}

export function bindCard(node: CardDef): CardDefinition {
  const type = node.cardType.text.toLowerCase() as CardType;
  if (!CARD_TYPES.includes(type)) {
    const guess = didYouMean(node.cardType.text, CARD_TYPES);
    throw new BindError(
      node.cardType.range,
      `unknown card type \`${node.cardType.text}\``,
      guess ? `did you mean ${guess}?` : `one of ${CARD_TYPES.join(', ')}`,
    );
  }
  const traits: Record<Trait, number | null> = { IQ: null, EQ: null, MQ: null, BQ: null };
  for (const t of node.traits ?? []) {
    const name = t.trait.text.toUpperCase();
    if (!isTrait(name))
      throw new BindError(
        t.trait.range,
        `\`${t.trait.text}\` is not a trait`,
        'traits are IQ, EQ, MQ and BQ',
      );
    traits[name] = t.value === null ? null : t.value.value;
  }
  const flags = new Set(node.flags.map((f) => f.text.toLowerCase()));
  const upkeep = node.upkeep ? bindCost(node.upkeep) : undefined;
  return {
    name: node.name.value,
    type,
    subtypes: node.subtypes.map((s) => s.name),
    cost: bindCost(node.cost),
    traits: traits as TraitScores,
    keywords: cardKeywords(node).map(checkedKeyword),
    abilities: node.body.flatMap((b) => {
      if (b.kind !== 'ability') return [];
      checkAbilityKeywords(b);
      return [b.ability as Ability];
    }),
    ...(flags.has('founder') ? { founder: true } : {}),
    ...(flags.has('permanent') ? { permanent: true } : {}),
    ...(flags.has('unique') ? { unique: true } : {}),
    ...(flags.has('token') ? { token: true } : {}),
    ...(node.cashflow ? { cashflow: node.cashflow.value } : {}),
    ...(upkeep ? { upkeep } : {}),
  };
}

/** Deep-freezes plain data (what the engine's first transaction would do to it anyway). */
export { deepFreeze };

/**
 * Bound definitions by syntax node: a card library file is parsed once per text (below), so each of its
 * cards is bound once however many scenarios use it. Frozen, as the engine's states hold them.
 */
const boundCards = new WeakMap<CardDef, CardDefinition | BindError>();

function bindCardOnce(node: CardDef): CardDefinition {
  let bound = boundCards.get(node);
  if (bound === undefined) {
    try {
      bound = deepFreeze(bindCard(node));
    } catch (e) {
      if (!(e instanceof BindError)) throw e;
      bound = e;
    }
    boundCards.set(node, bound);
  }
  if (bound instanceof BindError) throw bound;
  return bound;
}

/**
 * `use`d files parsed once per text: the corpus has 302 scenario files and five card libraries, and
 * re-parsing a library for each scenario and revision was a sixth of a corpus run. Keyed by the
 * resolved path, holding the last text seen there (so the language server's edits replace entries
 * instead of piling them up), bounded in case paths keep coming.
 */
const parsedLibraries = new Map<string, { readonly text: string; readonly parsed: ParseResult }>();
const PARSED_LIBRARIES_LIMIT = 256;

function parseLibrary(text: string, uri: string): ParseResult {
  const hit = parsedLibraries.get(uri);
  if (hit && hit.text === text) return hit.parsed;
  const parsed = parseText(text, uri, { games: oneGame(megacorpReader) });
  parsedLibraries.delete(uri);
  parsedLibraries.set(uri, { text, parsed });
  if (parsedLibraries.size > PARSED_LIBRARIES_LIMIT)
    parsedLibraries.delete(parsedLibraries.keys().next().value as string);
  return parsed;
}

const cardJson = new WeakMap<CardDefinition, string>();

/**
 * A key naming the library's content exactly (its cards in order, as JSON): two libraries with the same
 * key bind to equal definitions, whatever text or file they came from. The resumable runner keys its
 * checkpoints with it. Each definition is serialised once.
 */
export function libraryKey(library: Readonly<Record<string, CardDefinition>>): string {
  const parts: string[] = [];
  for (const [name, def] of Object.entries(library)) {
    let json = cardJson.get(def);
    if (json === undefined) {
      json = JSON.stringify(def);
      cardJson.set(def, json);
    }
    parts.push(JSON.stringify(name), json);
  }
  return parts.join('\n');
}

export interface BoundLibrary {
  readonly library: Readonly<Record<string, CardDefinition>>;
  /** Where each card was defined, for go-to-definition and error messages. */
  readonly origins: Record<string, { uri: string; node: CardDef }>;
  readonly problems: (Problem & { uri: string })[];
  /** Cards defined with a problem (reported in `problems`): their name is known, their definition not. */
  readonly unbound: string[];
  /** False when a `use`d library could not be read: which cards exist is then not known. */
  complete: boolean;
}

/** What a binding asked its loader, in order: asked again, the same answers mean the same binding. */
type LoaderCall =
  | { readonly from: string; readonly relative: string; readonly target: string }
  | { readonly target: string; readonly text: ReturnType<SourceLoader['read']> };

/**
 * Bound libraries by syntax tree and scenario, with what their loader answered: the runner and the
 * language server's diagnostics bind the same scenario of the same text, and a scenario runs under
 * several revisions. Each binding put the default cards and every definition into a new record.
 */
const boundLibraries = new WeakMap<
  ScenarioFile,
  Map<Scenario | undefined, { readonly calls: readonly LoaderCall[] | null; readonly bound: BoundLibrary }>
>();

/** Whether `loader` answers `calls` as it did (read again, so a caller tracking reads sees them). */
function answersAlike(loader: SourceLoader | undefined, calls: readonly LoaderCall[] | null): boolean {
  if (!loader || !calls) return !loader && !calls;
  for (const c of calls) {
    if ('relative' in c) {
      if (loader.resolve(c.from, c.relative) !== c.target) return false;
    } else if (loader.read(c.target) !== c.text) return false;
  }
  return true;
}

/**
 * The cards a scenario sees: the defaults, then `use`d libraries, the file's shared `cards`
 * sections, and finally the scenario's own `cards` section; a later definition replaces an earlier one.
 * Bound once per syntax tree and scenario while the files it uses read the same.
 */
export function bindLibrary(
  file: ScenarioFile,
  scenario: Scenario | undefined,
  loader: SourceLoader | undefined,
  /**
   * Defaults to the scenario parser with its cache of library files; another parser is not cached.
   * When it gives diagnostics too, the errors inside a used file are problems at their own place.
   */
  parse: (text: string, uri: string) => ScenarioFile | ParseResult = parseLibrary,
): BoundLibrary {
  if (parse !== parseLibrary) return bindLibraryAfresh(file, scenario, loader, parse);
  const byScenario = boundLibraries.get(file) ?? new Map();
  boundLibraries.set(file, byScenario);
  const known = byScenario.get(scenario);
  if (known && answersAlike(loader, known.calls)) return known.bound;
  const calls: LoaderCall[] = [];
  const recording: SourceLoader | undefined = loader && {
    resolve(from, relative) {
      const target = loader.resolve(from, relative);
      calls.push({ from, relative, target });
      return target;
    },
    read(target) {
      const text = loader.read(target);
      calls.push({ target, text });
      return text;
    },
  };
  const bound = bindLibraryAfresh(file, scenario, recording, parse);
  byScenario.set(scenario, { calls: loader ? calls : null, bound });
  return bound;
}

function bindLibraryAfresh(
  file: ScenarioFile,
  scenario: Scenario | undefined,
  loader: SourceLoader | undefined,
  parse: (text: string, uri: string) => ScenarioFile | ParseResult,
): BoundLibrary {
  const library: Record<string, CardDefinition> = { ...DEFAULT_CARDS };
  const out: BoundLibrary = {
    library,
    origins: {},
    problems: [],
    unbound: [],
    complete: true,
  };
  const visiting = new Set<string>();
  const addCards = (uri: string, items: readonly { kind: string }[]) => {
    for (const item of items) {
      if (item.kind === 'card') {
        const node = item as CardDef;
        try {
          library[node.name.value] = bindCardOnce(node);
          out.origins[node.name.value] = { uri, node };
        } catch (e) {
          if (!(e instanceof BindError)) throw e;
          out.problems.push({ uri, range: e.range, message: e.message, ...(e.hint ? { hint: e.hint } : {}) });
          out.unbound.push(node.name.value);
        }
      } else if (item.kind === 'use') {
        useFile(uri, item as { kind: 'use'; path: { value: string; range: CardDef['range'] } });
      }
    }
  };
  const useFile = (from: string, use: { path: { value: string; range: CardDef['range'] } }) => {
    if (!loader) {
      out.complete = false;
      out.problems.push({
        uri: from,
        range: use.path.range,
        message: `cannot read "${use.path.value}" here`,
      });
      return;
    }
    const target = loader.resolve(from, use.path.value);
    if (visiting.has(target)) return;
    const text = loader.read(target);
    if (typeof text === 'object') {
      out.complete = false;
      out.problems.push({
        uri: from,
        range: use.path.range,
        message: `cannot use "${use.path.value}": ${text.refused}`,
        ...(text.hint ? { hint: text.hint } : {}),
      });
      return;
    }
    if (text === undefined) {
      out.complete = false;
      out.problems.push({
        uri: from,
        range: use.path.range,
        message: `no card library at "${use.path.value}"`,
        hint: 'the path is relative to this file',
      });
      return;
    }
    visiting.add(target);
    const parsed = parse(text, target);
    if (!('diagnostics' in parsed)) walk(target, parsed);
    else {
      for (const d of parsed.diagnostics) {
        if (d.severity !== 'error') continue;
        out.problems.push({
          uri: target,
          range: d.range,
          message: d.message,
          ...(d.hint ? { hint: d.hint } : {}),
        });
      }
      walk(target, parsed.file);
    }
  };
  const walk = (uri: string, f: ScenarioFile) => {
    for (const item of f.prelude) {
      if (item.kind === 'cards') addCards(uri, item.body);
      else if (item.kind === 'use') useFile(uri, item);
    }
  };
  visiting.add(file.uri);
  walk(file.uri, file);
  const own = scenario ? sectionOf(scenario, 'cards') : undefined;
  if (own) addCards(file.uri, own.body);
  // Frozen as the states holding it will be: what is bound from it can be remembered by it.
  Object.freeze(library);
  return out;
}
