import type { Position } from 'vscode-languageserver';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { clampPosition } from './document.js';
import { fileOccurrences, type Occurrence, occurrenceAt } from './occurrences.js';

export { fileOccurrences };

/**
 * What definition, references and rename act on: a card (workspace-wide, by name), a player or an
 * alias (one scenario), or a scenario title (workspace-wide).
 */
export type SymbolTarget =
  | { readonly kind: 'card'; readonly name: string; readonly occurrence: Occurrence }
  | {
      readonly kind: 'player' | 'alias';
      readonly name: string;
      readonly uri: string;
      readonly scenario: number;
      readonly occurrence: Occurrence;
    }
  | { readonly kind: 'scenario'; readonly name: string; readonly occurrence: Occurrence };

export function targetAt(f: ParsedFile, position: Position, index: WorkspaceIndex): SymbolTarget | undefined {
  const p = clampPosition(f.text, position);
  const o = occurrenceAt(fileOccurrences(index, f), p.line, p.character);
  if (!o) return undefined;
  switch (o.kind) {
    case 'card':
      return { kind: 'card', name: o.name, occurrence: o };
    case 'scenario':
      return { kind: 'scenario', name: o.name, occurrence: o };
    case 'player':
    case 'alias':
      return o.scenario < 0
        ? undefined
        : { kind: o.kind, name: o.name, uri: f.uri, scenario: o.scenario, occurrence: o };
    default:
      return undefined;
  }
}

/** Every occurrence of the target, with the file it is in. */
export function targetOccurrences(
  target: SymbolTarget,
  index: WorkspaceIndex,
): { uri: string; occurrence: Occurrence }[] {
  if (target.kind === 'player' || target.kind === 'alias') {
    const f = index.parsed(target.uri);
    if (!f) return [];
    return fileOccurrences(index, f)
      .filter((o) => o.kind === target.kind && o.name === target.name && o.scenario === target.scenario)
      .map((occurrence) => ({ uri: f.uri, occurrence }));
  }
  const out: { uri: string; occurrence: Occurrence }[] = [];
  for (const f of index.all(['scenario', 'cards'])) {
    for (const o of fileOccurrences(index, f))
      if (o.kind === target.kind && o.name === target.name) out.push({ uri: f.uri, occurrence: o });
  }
  return out;
}
