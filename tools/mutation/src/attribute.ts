import ts from 'typescript';

/** A rule set as the engine declares it: its key prefix and its rule names → keys. */
export interface RuleSetKeys {
  readonly prefix: string;
  readonly keys: Readonly<Record<string, string>>;
}

/** 1-based, as in the mutation-testing report schema. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/**
 * The rule sets a source file declares, by the name of the constant holding each:
 * `export const DIVEST = ruleSet('divest', {...})` gives DIVEST → 'divest'.
 */
export function declaredRuleSets(fileName: string, text: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'ruleSet'
    ) {
      const [prefix] = node.initializer.arguments;
      if (prefix && ts.isStringLiteral(prefix)) out.set(node.name.text, prefix.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true));
  return out;
}

/**
 * Which rule keys the code at a position enforces: the nearest citation around it. From the innermost
 * node at the position outwards, the first node (statement, block, function, …) that cites any rule
 * gives its keys: a condition guarding `return violation(s, DIVEST.oneSalePerTurn, …)` enforces that
 * rule alone, a statement inside a citing function with no citation of its own takes the function's.
 * A rule is cited as `SET.rule` (`DIVEST.oneSalePerTurn`) or as its key in a string literal. Code
 * outside any citing function (a helper) enforces no key that can be named here, and gets none.
 *
 * @param ruleSets the rule sets in scope, by the constant name that holds each
 * @param knownKeys every rule key of the engine (string literals are keys only when known)
 */
export function ruleKeysAt(
  fileName: string,
  text: string,
  ruleSets: ReadonlyMap<string, RuleSetKeys>,
  knownKeys: ReadonlySet<string>,
): (at: Position) => string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const citations: { at: number; key: string }[] = [];
  const collect = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const key = ruleSets.get(node.expression.text)?.keys[node.name.text];
      if (key) citations.push({ at: node.getStart(source), key });
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      knownKeys.has(node.text)
    ) {
      citations.push({ at: node.getStart(source), key: node.text });
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  const innermost = (node: ts.Node, offset: number): ts.Node => {
    const child = node.forEachChild((c) =>
      c.getStart(source) <= offset && offset < c.getEnd() ? c : undefined,
    );
    return child ? innermost(child, offset) : node;
  };
  const insideFunction = (node: ts.Node): boolean => {
    for (let n: ts.Node | undefined = node; n; n = n.parent) if (ts.isFunctionLike(n)) return true;
    return false;
  };

  return ({ line, column }) => {
    const offset = source.getPositionOfLineAndCharacter(line - 1, column - 1);
    for (let n: ts.Node | undefined = innermost(source, offset); n && insideFunction(n); n = n.parent) {
      const start = n.getStart(source);
      const end = n.getEnd();
      const keys = new Set(citations.filter((c) => start <= c.at && c.at < end).map((c) => c.key));
      if (keys.size > 0) return [...keys].sort();
    }
    return [];
  };
}
