import type { CardDef, Keyword, Scenario, Section, SectionKind } from './ast.js';

/** Small lookups a binder or an editor needs on the tree. */

/** The scenario's first section of a kind (a second one is already reported as an error). */
export function sectionOf<K extends SectionKind>(
  scenario: Scenario,
  kind: K,
): Extract<Section, { kind: K }> | undefined {
  return scenario.sections.find((s): s is Extract<Section, { kind: K }> => s.kind === kind);
}

/** A card's keywords, whether written in a `keywords` clause or on lines of their own. */
export function cardKeywords(card: CardDef): Keyword[] {
  return [...card.keywords, ...card.body.filter((s): s is Keyword => s.kind === 'keyword')];
}
