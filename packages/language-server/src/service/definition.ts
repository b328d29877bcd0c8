import type { CardDef } from '@arbiter/scenario';
import type { Location, Position } from 'vscode-languageserver';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { clampPosition, toRange } from './document.js';
import { boundLibrary } from './editor-spot.js';
import { occurrenceAt } from './occurrences.js';
import { fileOccurrences, targetAt, targetOccurrences } from './symbol-target.js';

/**
 * Go to definition: a card's definition as the scenario binds it (its own `cards`, the file's, a
 * `use`d library), else any definition of that name in the workspace; a player's `players` entry (or
 * first mention in `setup`/`given`); an alias where it is given; a `use` line's file.
 */
export function getDefinition(f: ParsedFile, position: Position, index: WorkspaceIndex): Location[] {
  const p = clampPosition(f.text, position);
  const occ = occurrenceAt(fileOccurrences(index, f), p.line, p.character);
  if (occ?.kind === 'use') {
    const target = index.useTarget(f.uri, occ.name);
    return target.allowed && target.uri && index.text(target.uri) !== undefined
      ? [{ uri: target.uri, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } }]
      : [];
  }
  const target = targetAt(f, position, index);
  if (!target) return [];
  switch (target.kind) {
    case 'card': {
      if (target.occurrence.declaration) return [{ uri: f.uri, range: toRange(target.occurrence.range) }];
      const dialect = index.dialectOf(f);
      // A binding that says where each card was defined (Megacorp's) answers first.
      const bound = dialect ? boundLibrary(index, f, dialect, target.occurrence.scenario) : undefined;
      const origins = (bound as { origins?: Record<string, { uri: string; node: CardDef }> } | undefined)
        ?.origins;
      const origin = origins?.[target.name];
      if (origin)
        return [{ uri: index.parsed(origin.uri)?.uri ?? origin.uri, range: toRange(origin.node.name.range) }];
      return (index.cardDefinitions().get(target.name) ?? []).map((d) => ({
        uri: d.uri,
        range: toRange(d.node.name.range),
      }));
    }
    case 'player': {
      const all = targetOccurrences(target, index).map((x) => x.occurrence);
      const def =
        all.find((o) => o.declaration) ??
        all.find((o) => o.section === 'setup' || o.section === 'given') ??
        all[0];
      return def ? [{ uri: f.uri, range: toRange(def.range) }] : [];
    }
    case 'alias': {
      const def = targetOccurrences(target, index).find((x) => x.occurrence.declaration);
      return def ? [{ uri: f.uri, range: toRange(def.occurrence.range) }] : [];
    }
    case 'scenario':
      return [{ uri: f.uri, range: toRange(target.occurrence.range) }];
  }
}
