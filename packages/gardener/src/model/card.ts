import {
  type AttributeTree,
  type AttributeTreeNode,
  type AttributeValue,
  type ConditionNode,
  type Operator,
  valueAt,
} from './attributes.js';

/** The two card types (Cards; ► Predefined attributes ► Type). */
export type CardType = 'adventure' | 'support';

/**
 * A card as printed: its label (the examples' `Id`, which real cards lack: our library key) and its
 * attribute box. Lore, commands and the identifier have no effect on the game (Definitions) and are
 * not kept.
 */
export interface CardDefinition {
  readonly key: string;
  readonly attributes: AttributeTree;
}

/** Every card definition of a game, by key; shared by reference between the states of a game. */
export type Library = Readonly<Record<string, CardDefinition>>;

export function typeOf(def: CardDefinition): CardType {
  return valueAt(def.attributes, 'Type') === 'Adventure' ? 'adventure' : 'support';
}

// ---- builders: a card's box written as an object literal, in printed order ----

/** A condition value in a builder: `gt(1)`, `oneOf('Ion', 'Antimatter')`. */
export interface ConditionSpec {
  readonly op: Operator;
  readonly value: number | readonly string[];
}

export const gt = (n: number): ConditionSpec => ({ op: '>', value: n });
export const lt = (n: number): ConditionSpec => ({ op: '<', value: n });
export const gte = (n: number): ConditionSpec => ({ op: '>=', value: n });
export const lte = (n: number): ConditionSpec => ({ op: '<=', value: n });
export const oneOf = (...values: string[]): ConditionSpec => ({ op: '=', value: values });
/** A condition printed with no operator (Examples ► Espionage, ► Adventure). */
export const unstated = (value: number | string): ConditionSpec => ({
  op: 'unstated',
  value: typeof value === 'number' ? value : [value],
});

/** A box as an object: numbers and strings are attributes, specs are conditions, objects are categories. */
export interface BoxSpec {
  readonly [name: string]: AttributeValue | ConditionSpec | BoxSpec;
}

const isCondition = (v: unknown): v is ConditionSpec =>
  typeof v === 'object' && v !== null && 'op' in v && 'value' in v;

export function box(spec: BoxSpec): AttributeTree {
  return Object.entries(spec).map(([name, v]): AttributeTreeNode => {
    if (typeof v === 'number' || typeof v === 'string') return { kind: 'attribute', name, value: v };
    if (isCondition(v)) return { kind: 'condition', name, op: v.op, value: v.value } as ConditionNode;
    return { kind: 'category', name, children: box(v as BoxSpec) };
  });
}

export function adventure(key: string, spec: BoxSpec): CardDefinition {
  return { key, attributes: box({ Type: 'Adventure', ...spec }) };
}

export function support(key: string, spec: BoxSpec): CardDefinition {
  return { key, attributes: box({ Type: 'Support', ...spec }) };
}

export function library(...defs: CardDefinition[]): Library {
  const out: Record<string, CardDefinition> = {};
  for (const d of defs) {
    if (out[d.key]) throw new Error(`card "${d.key}" defined twice in one library`);
    out[d.key] = d;
  }
  return Object.freeze(out);
}
