import { SymbolKind, type WorkspaceSymbol } from 'vscode-languageserver';
import type { WorkspaceIndex } from '../workspace.js';
import { toRange } from './document.js';

/** Letters of the query in order, case-insensitive (the usual fuzzy match of symbol search). */
export function fuzzyMatch(query: string, name: string): boolean {
  const q = query.toLowerCase().replace(/\s+/g, '');
  const n = name.toLowerCase();
  let i = 0;
  for (const c of n) if (c === q[i]) i++;
  return i === q.length;
}

/** Scenarios and cards of every workspace file whose name matches the query. */
export function getWorkspaceSymbols(query: string, index: WorkspaceIndex, limit = 500): WorkspaceSymbol[] {
  const out: WorkspaceSymbol[] = [];
  for (const f of index.all(['scenario', 'cards'])) {
    for (const sc of f.file.scenarios) {
      const title = sc.header?.title;
      if (title && fuzzyMatch(query, title.value)) {
        out.push({
          name: title.value,
          kind: SymbolKind.Class,
          location: { uri: f.uri, range: toRange(title.range) },
          containerName: 'scenario',
        });
      }
    }
  }
  for (const [name, defs] of index.cardDefinitions()) {
    if (!fuzzyMatch(query, name)) continue;
    for (const d of defs)
      out.push({
        name,
        kind: SymbolKind.Constant,
        location: { uri: d.uri, range: toRange(d.node.name.range) },
        containerName: d.node.cardType.text,
      });
  }
  return out.slice(0, limit);
}
