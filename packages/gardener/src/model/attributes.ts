/**
 * A card's attribute box as a tree (Cards ► Attributes; Cards ► Attribute categories): global
 * attributes, categories holding attributes and further categories, and conditions — the attributes
 * of conditional and requirement categories, which carry an operator (Cards ► Attributes ►
 * Conditional operators; ► Requirement operators). Each name appears at most once per level.
 */

/** An attribute's value: a whole number (at least 0) or a text (Cards ► Attributes). */
export type AttributeValue = number | string;

/**
 * The operator of a condition. The rulebook's list of operators was lost; its examples use `>`, `<`
 * and `=`. `>=` and `<=` are accepted as written; `unstated` is a condition printed without any
 * operator (the Espionage and Kinesis examples), read by the `unstatedOperator` parameter.
 */
export type Operator = '>' | '<' | '>=' | '<=' | '=' | 'unstated';

export interface AttributeNode {
  readonly kind: 'attribute';
  readonly name: string;
  readonly value: AttributeValue;
}

/**
 * A condition: `Ply.StarshipCapacity > 1`, `Subtype = "StarshipWeapon" / "Starship"`. Its name may be
 * a dotted path into the compared card's categories. A textual condition lists its alternatives.
 */
export interface ConditionNode {
  readonly kind: 'condition';
  readonly name: string;
  readonly op: Operator;
  readonly value: number | readonly string[];
}

export interface CategoryNode {
  readonly kind: 'category';
  readonly name: string;
  readonly children: readonly AttributeTreeNode[];
}

export type AttributeTreeNode = AttributeNode | ConditionNode | CategoryNode;

/** The attribute box of a card: its top-level nodes, in printed order. */
export type AttributeTree = readonly AttributeTreeNode[];

/**
 * Defaults of the predefined attributes (Cards ► Predefined attributes): a card without the attribute
 * reads as this value. An attribute with no default is "not applicable" to a card that lacks it.
 */
export const DEFAULTS: Readonly<Record<string, AttributeValue>> = {
  Type: 'Support',
  Reputation: 0,
  PlayIfPlayer: 'Anyone',
  AbleToFreezeCompetitors: 'No',
  AbleToRewind: 'No',
  AbleToSwap: 'No',
};

/** The node a name names at one level, or undefined. */
export function child(tree: AttributeTree, name: string): AttributeTreeNode | undefined {
  return tree.find((n) => n.name === name);
}

/** The children of a category (empty when the card has no such category). */
export function category(tree: AttributeTree, name: string): AttributeTree {
  const n = child(tree, name);
  return n?.kind === 'category' ? n.children : [];
}

export function hasCategory(tree: AttributeTree, name: string): boolean {
  return child(tree, name)?.kind === 'category';
}

/**
 * The value at a dotted path (`Ply.StarshipCapacity`): each part left of a dot names a category, the
 * last an attribute (Cards ► Predefined attribute categories ► Requirements). A global attribute the
 * card lacks reads as its default; anything else missing is undefined ("not applicable").
 */
export function valueAt(tree: AttributeTree, path: string): AttributeValue | undefined {
  const parts = path.split('.');
  let level = tree;
  for (let i = 0; i < parts.length - 1; i++) {
    const n = child(level, parts[i] as string);
    if (n?.kind !== 'category') return undefined;
    level = n.children;
  }
  const last = parts[parts.length - 1] as string;
  const n = child(level, last);
  if (n?.kind === 'attribute') return n.value;
  return parts.length === 1 ? DEFAULTS[last] : undefined;
}

/** The numeric value at a path, or undefined when it is absent or textual. */
export function numberAt(tree: AttributeTree, path: string): number | undefined {
  const v = valueAt(tree, path);
  return typeof v === 'number' ? v : undefined;
}

/** The global condition of that name (`PlayIfReputation >= 4`), if the card has one. */
export function conditionOf(tree: AttributeTree, name: string): ConditionNode | undefined {
  const n = child(tree, name);
  return n?.kind === 'condition' ? n : undefined;
}

/** The conditions a category lists (`Requirements`, `PlayIfBuildsite`, ...), with their full dotted names. */
export function conditionsIn(tree: AttributeTree, name: string): ConditionNode[] {
  return category(tree, name).filter((n): n is ConditionNode => n.kind === 'condition');
}

/** Every attribute path of the tree with its value (`Ply.StarshipCapacity` → 1). */
export function attributePaths(tree: AttributeTree, prefix = ''): [string, AttributeValue][] {
  const out: [string, AttributeValue][] = [];
  for (const n of tree) {
    const path = prefix ? `${prefix}.${n.name}` : n.name;
    if (n.kind === 'attribute') out.push([path, n.value]);
    else if (n.kind === 'category') out.push(...attributePaths(n.children, path));
  }
  return out;
}

/** A condition in our notation: `Ply.StarshipCapacity > 1`, `Subtype = "A" / "B"`. */
export function formatCondition(c: ConditionNode): string {
  const v = typeof c.value === 'number' ? `${c.value}` : c.value.map((x) => `"${x}"`).join(' / ');
  return c.op === 'unstated' ? `${c.name} ${v}` : `${c.name} ${c.op} ${v}`;
}
