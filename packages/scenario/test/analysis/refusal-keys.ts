import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The rule keys a game's engine can refuse with, read from its source: the key argument of every
 * `violation(state, KEY, …)` (a refused action) and `problem(profile, KEY, …)` (a refused setup)
 * call, followed through what stands there — `SET.name` of a `ruleSet('prefix', {…})`, either branch
 * of `?:`/`??`/`||`, a local variable or an assignment to it, a parameter (its default and the
 * arguments every call passes it), `why.key` where `why` is what a function returns (each `key:` it
 * builds), and `TABLE[x]` for a constant object table (each of its values). An argument it cannot follow is listed in `unresolved`, so a new way of
 * passing a key fails the gate instead of hiding a refusal key.
 */
export interface RefusalKeys {
  /** Refusal key → the calls (`file:line`) that can refuse with it. */
  readonly keys: ReadonlyMap<string, readonly string[]>;
  /** Key arguments the reading could not follow (`file:line text`). */
  readonly unresolved: readonly string[];
}

const REFUSING_CALLS = new Set(['violation', 'problem']);

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return sourceFiles(p);
      return p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
    });
}

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  ts.forEachChild(node, (child) => {
    visit(child);
    walk(child, visit);
  });
}

function enclosingFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  let p = node.parent;
  while (p && !ts.isFunctionLike(p)) p = p.parent;
  return p;
}

/** The name a function is called by: its own, or the variable it is assigned to. */
function functionName(f: ts.SignatureDeclaration): string | undefined {
  if (f.name && ts.isIdentifier(f.name)) return f.name.text;
  return ts.isVariableDeclaration(f.parent) && ts.isIdentifier(f.parent.name)
    ? f.parent.name.text
    : undefined;
}

export function refusalKeys(srcDir: string): RefusalKeys {
  const files = sourceFiles(srcDir).map((f) =>
    ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const where = (n: ts.Node) => {
    const sf = n.getSourceFile();
    return `${relative(srcDir, sf.fileName)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  };
  // Rule sets by the constant holding them: name → key.
  const sets = new Map<string, Map<string, string>>();
  // Constant tables (`const NAME = { … }`) by name: `NAME[x]` can be any of their values.
  const tables = new Map<string, ts.ObjectLiteralExpression>();
  const functions = new Map<string, ts.SignatureDeclaration[]>();
  const calls: ts.CallExpression[] = [];
  for (const sf of files)
    walk(sf, (n) => {
      if (ts.isCallExpression(n)) calls.push(n);
      if (ts.isFunctionLike(n)) {
        const name = functionName(n);
        if (name) functions.set(name, [...(functions.get(name) ?? []), n]);
      }
      if (!ts.isVariableDeclaration(n) || !ts.isIdentifier(n.name) || !n.initializer) return;
      const init = n.initializer;
      if (ts.isObjectLiteralExpression(init)) tables.set(n.name.text, init);
      if (!ts.isCallExpression(init) || init.expression.getText() !== 'ruleSet') return;
      const [prefix, specs] = init.arguments;
      if (!prefix || !ts.isStringLiteral(prefix) || !specs || !ts.isObjectLiteralExpression(specs)) return;
      const names = new Map<string, string>();
      for (const p of specs.properties) {
        const name = p.name?.getText();
        if (name) names.set(name, `${prefix.text}.${kebab(name)}`);
      }
      sets.set(n.name.text, names);
    });

  const unresolved: string[] = [];
  // What one call's key argument has already followed (a guard against cycles).
  let seen = new Set<ts.Node>();

  const keysIn = (e: ts.Expression | undefined): string[] => {
    if (!e || seen.has(e)) return [];
    seen.add(e);
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return keysIn(e.expression);
    if (ts.isConditionalExpression(e)) return [...keysIn(e.whenTrue), ...keysIn(e.whenFalse)];
    if (ts.isBinaryExpression(e) && ['??', '||'].includes(e.operatorToken.getText()))
      return [...keysIn(e.left), ...keysIn(e.right)];
    if (ts.isPropertyAccessExpression(e)) {
      const owner = e.expression;
      // `SET.name`, or `module.SET.name` through a namespace import.
      const set = ts.isIdentifier(owner)
        ? owner.text
        : ts.isPropertyAccessExpression(owner)
          ? owner.name.text
          : undefined;
      const key = set === undefined ? undefined : sets.get(set)?.get(e.name.text);
      if (key) return [key];
      if (e.name.text === 'key' && ts.isIdentifier(owner)) return fromVariable(owner, true);
    }
    if (ts.isIdentifier(e)) return fromVariable(e, false);
    if (ts.isElementAccessExpression(e)) {
      // `TABLE[x]`, or `module.TABLE[x]` through a namespace import: any value of the table.
      const owner = e.expression;
      const name = ts.isIdentifier(owner)
        ? owner.text
        : ts.isPropertyAccessExpression(owner)
          ? owner.name.text
          : undefined;
      const table = name === undefined ? undefined : tables.get(name);
      if (table)
        return table.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? keysIn(p.initializer) : []));
    }
    if (ts.isCallExpression(e)) {
      const found = functions.get(e.expression.getText());
      if (found) return found.flatMap(keyProperties);
    }
    unresolved.push(`${where(e)} ${e.getText()}`);
    return [];
  };

  /** The keys of every `key:` property a function (or an object) builds. */
  const keyProperties = (n: ts.Node): string[] => {
    const out: string[] = [];
    walk(n, (m) => {
      if (ts.isPropertyAssignment(m) && m.name.getText() === 'key') out.push(...keysIn(m.initializer));
    });
    return out;
  };

  /** What a variable or parameter can hold; `ofKey`: the `.key` of what it holds. */
  const fromVariable = (id: ts.Identifier, ofKey: boolean): string[] => {
    const out: string[] = [];
    for (let f = enclosingFunction(id); f; f = enclosingFunction(f)) {
      let found = false;
      walk(f, (n) => {
        if (
          ts.isVariableDeclaration(n) &&
          ts.isIdentifier(n.name) &&
          n.name.text === id.text &&
          n.initializer
        ) {
          found = true;
          const init = n.initializer;
          out.push(...(ofKey && !ts.isCallExpression(init) ? keyProperties(init) : keysIn(init)));
        }
        if (
          ts.isBinaryExpression(n) &&
          n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
          n.left.getText() === id.text
        ) {
          found = true;
          out.push(...keysIn(n.right));
        }
      });
      f.parameters.forEach((p, i) => {
        if (p.name.getText() !== id.text) return;
        found = true;
        out.push(...keysIn(p.initializer));
        const name = functionName(f);
        for (const c of calls)
          if (name && c.expression.getText() === name) out.push(...keysIn(c.arguments[i]));
      });
      if (found) return out;
    }
    unresolved.push(`${where(id)} ${id.text}`);
    return out;
  };

  const keys = new Map<string, string[]>();
  for (const c of calls) {
    if (!REFUSING_CALLS.has(c.expression.getText()) || c.arguments.length < 2) continue;
    seen = new Set();
    for (const key of keysIn(c.arguments[1])) keys.set(key, [...(keys.get(key) ?? []), where(c)]);
  }
  return { keys, unresolved };
}
