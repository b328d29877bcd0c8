import type { Location, Position } from 'vscode-languageserver';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { toRange } from './document.js';
import { targetAt, targetOccurrences } from './symbol-target.js';

/** Every mention of a card (all `.cards` and `.scenario` files), a player or alias (its scenario), a scenario title. */
export function getReferences(
  f: ParsedFile,
  position: Position,
  index: WorkspaceIndex,
  includeDeclaration = true,
): Location[] {
  const target = targetAt(f, position, index);
  if (!target) return [];
  return targetOccurrences(target, index)
    .filter((x) => includeDeclaration || !x.occurrence.declaration)
    .map((x) => ({ uri: x.uri, range: toRange(x.occurrence.range) }));
}
