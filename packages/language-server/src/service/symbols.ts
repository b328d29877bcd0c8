import type { CardDef, Scenario, Section } from '@arbiter/scenario';
import { type DocumentSymbol, SymbolKind } from 'vscode-languageserver';
import type { ParsedFile } from '../workspace.js';
import { toRange } from './document.js';

function cardSymbol(c: CardDef): DocumentSymbol {
  return {
    name: c.name.value,
    detail: c.cardType.text,
    kind: SymbolKind.Constant,
    range: toRange(c.range),
    selectionRange: toRange(c.name.range),
  };
}

function sectionSymbol(s: Section): DocumentSymbol {
  const children =
    s.kind === 'cards' ? s.body.filter((c): c is CardDef => c.kind === 'card').map(cardSymbol) : [];
  const steps = s.kind === 'when' ? s.body.filter((b) => b.kind !== 'comment').length : 0;
  return {
    name: s.kind,
    kind: SymbolKind.Namespace,
    range: toRange(s.range),
    selectionRange: toRange(s.keywordRange),
    ...(steps ? { detail: `${steps} line${steps > 1 ? 's' : ''}` } : {}),
    children,
  };
}

function scenarioSymbol(sc: Scenario): DocumentSymbol {
  const h = sc.header;
  const revisions = h?.body.find((b) => b.kind === 'revisions');
  return {
    name: h?.title?.value || '(untitled scenario)',
    kind: SymbolKind.Class,
    range: toRange(sc.range),
    selectionRange: toRange(h?.title?.range ?? h?.keywordRange ?? sc.range),
    ...(revisions?.kind === 'revisions' ? { detail: revisions.revisions.map((r) => r.text).join(', ') } : {}),
    children: sc.sections.map(sectionSymbol),
  };
}

/** The outline: shared card sections with their cards, then each scenario with its sections. */
export function getDocumentSymbols(f: ParsedFile): DocumentSymbol[] {
  if (f.kind === 'revision') {
    const doc = f.revision;
    if (!doc) return [];
    return doc.sections.map((s) => ({
      name: s.name === 'revision' && doc.file.title ? `revision "${doc.file.title.value}"` : s.name,
      kind: SymbolKind.Namespace,
      range: toRange(s.range),
      selectionRange: toRange(s.keywordRange),
      children:
        s.name === 'set'
          ? doc.file.overrides.map((o) => ({
              name: o.name,
              detail: String(o.value),
              kind: SymbolKind.Property,
              range: toRange({ start: o.nameRange.start, end: o.valueRange.end }),
              selectionRange: toRange(o.nameRange),
            }))
          : [],
    }));
  }
  const out: DocumentSymbol[] = [];
  for (const item of f.file.prelude) {
    if (item.kind === 'cards') out.push(sectionSymbol(item));
    else if (item.kind === 'use')
      out.push({
        name: `use "${item.path.value}"`,
        kind: SymbolKind.File,
        range: toRange(item.range),
        selectionRange: toRange(item.path.range),
      });
  }
  out.push(...f.file.scenarios.map(scenarioSymbol));
  return out;
}
