import { didYouMean } from '@arbiter/core';
import {
  type CardDefinition,
  type CardType,
  type Cost,
  combatKeywordProblem,
  defineCard,
  isTrait,
  type KeywordInstance,
  type Trait,
  type TraitScores,
} from '@arbiter/megacorp';
import type { CardDef, Cost as CostNode, Keyword, Scenario, ScenarioFile } from '../syntax/ast.js';
import { cardKeywords, sectionOf } from '../syntax/queries.js';
import { BindError, type Problem } from './problem.js';

/** Reads another file of the workspace for `use "x.cards"`; paths are resolved by the caller. */
export interface SourceLoader {
  /** The file's text, or undefined when it does not exist. */
  read(path: string): string | undefined;
  /** Resolves `relative` against the file that names it. */
  resolve(from: string, relative: string): string;
}

/** Cards every scenario may use without defining them: the fillers behind the documented defaults. */
export const DEFAULT_CARDS: Readonly<Record<string, CardDefinition>> = {
  Filler: defineCard('Filler', 'character', { money: 1, traits: {} }, { IQ: 1, EQ: 1, MQ: 1, BQ: 1 }),
  'Resource Filler': defineCard('Resource Filler', 'resource', { money: 1, traits: {} }, { MQ: 1 }),
};

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

/** A keyword whose arguments the engine can read; a malformed combat keyword is reported on its line. */
function checkedKeyword(k: Keyword): KeywordInstance {
  const bound = keywordOf(k);
  const problem = combatKeywordProblem(bound);
  if (problem) throw new BindError(k.range, problem);
  return bound;
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
    abilities: node.body.flatMap((b) => (b.kind === 'ability' ? [b.ability] : [])),
    ...(flags.has('founder') ? { founder: true } : {}),
    ...(flags.has('permanent') ? { permanent: true } : {}),
    ...(flags.has('unique') ? { unique: true } : {}),
    ...(flags.has('token') ? { token: true } : {}),
    ...(node.cashflow ? { cashflow: node.cashflow.value } : {}),
    ...(upkeep ? { upkeep } : {}),
  };
}

export interface BoundLibrary {
  readonly library: Record<string, CardDefinition>;
  /** Where each card was defined, for go-to-definition and error messages. */
  readonly origins: Record<string, { uri: string; node: CardDef }>;
  readonly problems: (Problem & { uri: string })[];
}

/**
 * The cards a scenario sees: the defaults, then `use`d libraries, the file's shared `cards`
 * sections, and finally the scenario's own `cards` section; a later definition replaces an earlier one.
 */
export function bindLibrary(
  file: ScenarioFile,
  scenario: Scenario | undefined,
  loader: SourceLoader | undefined,
  parse: (text: string, uri: string) => ScenarioFile,
): BoundLibrary {
  const out: BoundLibrary = { library: { ...DEFAULT_CARDS }, origins: {}, problems: [] };
  const visiting = new Set<string>();
  const addCards = (uri: string, items: readonly { kind: string }[]) => {
    for (const item of items) {
      if (item.kind === 'card') {
        const node = item as CardDef;
        try {
          out.library[node.name.value] = bindCard(node);
          out.origins[node.name.value] = { uri, node };
        } catch (e) {
          if (!(e instanceof BindError)) throw e;
          out.problems.push({ uri, range: e.range, message: e.message, ...(e.hint ? { hint: e.hint } : {}) });
        }
      } else if (item.kind === 'use') {
        useFile(uri, item as { kind: 'use'; path: { value: string; range: CardDef['range'] } });
      }
    }
  };
  const useFile = (from: string, use: { path: { value: string; range: CardDef['range'] } }) => {
    if (!loader) {
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
    if (text === undefined) {
      out.problems.push({
        uri: from,
        range: use.path.range,
        message: `no card library at "${use.path.value}"`,
        hint: 'the path is relative to this file',
      });
      return;
    }
    visiting.add(target);
    walk(target, parse(text, target));
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
  return out;
}
