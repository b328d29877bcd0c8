import type { CardDef, Statement } from './ast.js';

/** Removes `readonly`, for nodes the parser is still filling in. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Where a line stands, which decides how it is read. Lines indented under a block opener (a card,
 * a network, an anchor, an unreadable line) are read in the opener's own context.
 */
export type Context =
  | { readonly kind: 'root' }
  | { readonly kind: 'header' }
  | { readonly kind: 'cards' }
  | { readonly kind: 'card-body'; readonly card: Mutable<CardDef> }
  | { readonly kind: 'setup' }
  | { readonly kind: 'given' }
  | { readonly kind: 'when' }
  | { readonly kind: 'anchor-body' }
  | { readonly kind: 'then' }
  | { readonly kind: 'network-body' }
  | { readonly kind: 'grid-body' }
  /** Under a dialect line that opened a block of its own (a Gardener card, one of its categories). */
  | { readonly kind: 'dialect-block'; readonly block: string }
  /** Under an unreadable line: kept as unknown lines, without further diagnostics. */
  | { readonly kind: 'raw' };

export interface LineResult {
  /** Absent when the line only added to its parent (a card's continuation clauses). */
  readonly node?: Statement;
  /** The context for lines indented under this one, and the array they go into. */
  readonly opens?: { readonly context: Context; readonly children: Statement[] };
}
