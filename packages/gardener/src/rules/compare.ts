import { type AttributeTree, type ConditionNode, type Operator, valueAt } from '../model/attributes.js';
import type { GardenerParameters } from '../revisions/parameters.js';

/**
 * Numeric comparison under an operator (Cards ► Attributes ► Conditional operators; ► Requirement
 * operators). The list of operators and their meaning was lost: `comparison` reads `>` and `<`
 * (GA-01), `unstatedOperator` a condition printed without one (GA-06).
 */
export function compareNumber(
  actual: number,
  op: Operator,
  wanted: number,
  p: Pick<GardenerParameters, 'comparison' | 'unstatedOperator'>,
): boolean {
  switch (op) {
    case '>':
      return p.comparison === 'inclusive' ? actual >= wanted : actual > wanted;
    case '<':
      return p.comparison === 'inclusive' ? actual <= wanted : actual < wanted;
    case '>=':
      return actual >= wanted;
    case '<=':
      return actual <= wanted;
    case '=':
      return actual === wanted;
    case 'unstated':
      return p.unstatedOperator === 'at-least' ? actual >= wanted : actual === wanted;
  }
}

/** Whether a condition's operator asks for at least a number (the requirements competitors may raise). */
export function isLowerBound(op: Operator, p: Pick<GardenerParameters, 'unstatedOperator'>): boolean {
  return op === '>' || op === '>=' || (op === 'unstated' && p.unstatedOperator === 'at-least');
}

/**
 * Whether one card's attribute box meets a condition: the attribute the condition names is found on
 * it, conformant with the operator. A textual condition holds when the card's value is one of its
 * alternatives; an attribute the card lacks (and has no default) meets nothing.
 */
export function meets(
  tree: AttributeTree,
  c: ConditionNode,
  p: Pick<GardenerParameters, 'comparison' | 'unstatedOperator'>,
): boolean {
  const v = valueAt(tree, c.name);
  if (v === undefined) return false;
  if (typeof c.value === 'number') return typeof v === 'number' && compareNumber(v, c.op, c.value, p);
  return typeof v === 'string' && c.value.includes(v);
}

/** Whether one card meets every condition of a list. */
export const meetsAll = (
  tree: AttributeTree,
  cs: readonly ConditionNode[],
  p: Pick<GardenerParameters, 'comparison' | 'unstatedOperator'>,
): boolean => cs.every((c) => meets(tree, c, p));
