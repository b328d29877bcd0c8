import { format } from '@arbiter/scenario';
import type { TextEdit } from 'vscode-languageserver';
import type { ParsedFile } from '../workspace.js';
import { endOfText } from './document.js';

/** The printer's canonical layout as one edit (none when the file is already formatted). */
export function getFormattingEdits(f: ParsedFile): TextEdit[] {
  if (f.kind === 'revision') return [];
  const formatted = format(f.file);
  if (formatted === f.text) return [];
  return [{ range: { start: { line: 0, character: 0 }, end: endOfText(f.text) }, newText: formatted }];
}
