import type { CardDefinition, CardFilter, Condition } from '../model/card.js';

/**
 * What a filter (`target #building`, `a #mutation card`, `an equipment you control`) and a printed
 * condition (`if you control a #water card`) say on paper: whether a card definition fits, and the words
 * for the log. An effect, a cost, a search and a continuous ability all describe cards the same way; a
 * card in play is matched as it stands now by `fits` (card-in-play.ts).
 */

// Stryker disable next-line MethodExpression: names, subtypes and keywords compare alike under either case
const lower = (s: string) => s.toLowerCase();

/** Whether a card definition fits the filter's printed parts (type, subtypes, name, keyword, trait). */
export function definitionFits(d: CardDefinition, f: CardFilter): boolean {
  if (f.types && f.types.length > 0 && !f.types.includes(d.type)) return false;
  if (f.name !== undefined && lower(f.name) !== lower(d.name)) return false;
  if (f.subtypes && !f.subtypes.every((t) => d.subtypes.some((u) => lower(u) === lower(t)))) return false;
  if (f.keyword !== undefined && !d.keywords.some((k) => lower(k.name) === lower(f.keyword as string)))
    return false;
  if (f.withTrait !== undefined && d.traits[f.withTrait] === null) return false;
  return true;
}

/** The filter in words: `a #mutation card`, `an equipment you control`, `a card named "X"`. */
export function describeFilter(f: CardFilter | undefined): string {
  if (!f) return 'a card';
  const parts: string[] = [];
  if (f.other) parts.push('another');
  if (f.subtypes) parts.push(...f.subtypes.map((t) => `#${t}`));
  parts.push(f.types && f.types.length > 0 ? f.types.join(' or ') : 'card');
  if (f.name !== undefined) parts.push(`named "${f.name}"`);
  if (f.keyword !== undefined) parts.push(`with ${f.keyword}`);
  if (f.withTrait !== undefined) parts.push(`with ${f.withTrait}`);
  if (f.controller === 'you') parts.push('you control');
  if (f.controller === 'opponent') parts.push('an opponent controls');
  return parts.join(' ');
}

/** Whether a search or filter asks for a quality (a type, subtype or name): 6.8.2 calls it qualitative. */
export function isQualitative(f: CardFilter): boolean {
  return (f.types?.length ?? 0) > 0 || (f.subtypes?.length ?? 0) > 0 || f.name !== undefined || !!f.keyword;
}

/** The condition in words, for the log. */
export function describeCondition(c: Condition): string {
  switch (c.kind) {
    case 'controls':
      return `${c.who === 'you' ? 'its controller controls' : 'an opponent controls'} ${c.atLeast > 1 ? `${c.atLeast} × ` : ''}${describeFilter(c.filter)}`;
    case 'self-engaged':
      return `the card is ${c.engaged ? 'engaged' : 'disengaged'}`;
    case 'target-engaged':
      return `its target is ${c.engaged ? 'engaged' : 'disengaged'}`;
    case 'money':
      return c.atLeast !== undefined
        ? `its controller has ${c.atLeast} M or more`
        : `its controller has ${c.atMost} M or less`;
  }
}
