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

interface CitingFunction {
  readonly start: number;
  readonly end: number;
  readonly keys: readonly string[];
}

/**
 * Which rule keys the code at a position enforces: those cited in the nearest enclosing function that
 * cites any (a rule written as `SET.rule`, e.g. `DIVEST.oneSalePerTurn`, or a key as a string literal,
 * e.g. `'divest.one-sale-per-turn'`). A helper that cites nothing gives way to the function around it;
 * code outside any citing function enforces no key that can be named, and gets none.
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
  const functions: CitingFunction[] = [];

  const citedIn = (root: ts.Node): string[] => {
    const keys = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const key = ruleSets.get(node.expression.text)?.keys[node.name.text];
        if (key) keys.add(key);
      } else if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        knownKeys.has(node.text)
      ) {
        keys.add(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(root);
    return [...keys].sort();
  };

  const collect = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) {
      const keys = citedIn(node);
      if (keys.length > 0) functions.push({ start: node.getStart(source), end: node.getEnd(), keys });
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  return ({ line, column }) => {
    const offset = source.getPositionOfLineAndCharacter(line - 1, column - 1);
    const enclosing = functions
      .filter((f) => f.start <= offset && offset < f.end)
      .sort((a, b) => a.end - a.start - (b.end - b.start));
    return [...(enclosing[0]?.keys ?? [])];
  };
}
