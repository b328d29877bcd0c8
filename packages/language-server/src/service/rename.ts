import { quote, vocabulary } from '@arbiter/scenario';
import type { Position, Range, TextEdit, WorkspaceEdit } from 'vscode-languageserver';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { toRange } from './document.js';
import { targetAt, targetOccurrences } from './symbol-target.js';

/** Why a new name cannot be used, or undefined. */
export function renameProblem(
  kind: 'card' | 'player' | 'alias' | 'scenario',
  name: string,
): string | undefined {
  if (name.trim() === '' || /[\r\n]/.test(name))
    return 'a name needs at least one character and no line break';
  if (kind === 'player' || kind === 'alias') {
    if (!/^[\p{L}_][\p{L}\p{N}\p{M}_]*$/u.test(name))
      return `a ${kind} name is one word of letters, digits and _`;
    if (vocabulary.RESERVED_WORDS.includes(name.toLowerCase())) return `\`${name}\` is a reserved word`;
  }
  return undefined;
}

/** The range and text to rename at a position, or null when nothing renamable is there. */
export function prepareRename(
  f: ParsedFile,
  position: Position,
  index: WorkspaceIndex,
): { range: Range; placeholder: string } | null {
  const target = targetAt(f, position, index);
  return target ? { range: toRange(target.occurrence.range), placeholder: target.name } : null;
}

/** Renames a card everywhere, a player or alias in its scenario, a scenario's title. */
export function getRenameEdits(
  f: ParsedFile,
  position: Position,
  newName: string,
  index: WorkspaceIndex,
): WorkspaceEdit | { error: string } | null {
  const target = targetAt(f, position, index);
  if (!target) return null;
  const problem = renameProblem(target.kind, newName);
  if (problem) return { error: problem };
  const text = target.kind === 'card' || target.kind === 'scenario' ? quote(newName) : newName;
  const changes: Record<string, TextEdit[]> = {};
  for (const { uri, occurrence } of targetOccurrences(target, index)) {
    const list = changes[uri] ?? [];
    list.push({ range: toRange(occurrence.range), newText: text });
    changes[uri] = list;
  }
  return { changes };
}
