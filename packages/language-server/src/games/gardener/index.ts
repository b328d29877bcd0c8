import {
  type GameState,
  gardenerModule,
  OPERATORS,
  PREDEFINED,
  type PredefinedName,
  predefined,
  ruleHeadings,
} from '@arbiter/gardener';
import type { EditorSpot, EditorWord } from '@arbiter/scenario';
import type { EditorGame } from '../editor-game.js';

/**
 * Gardener of Thoughts in the editor: the 28 predefined attribute and category names with their value
 * sets where a card's attributes are written, and on hover what each does with the heading that
 * states it and the engine's rules under that heading. The names come from the gardener package's
 * own table (`PREDEFINED`), the rules from its module.
 */

const KIND_WORDS: Record<PredefinedName['kind'], string> = {
  attribute: 'attribute',
  ability: 'ability',
  'play-condition': 'condition on play',
  'condition-category': 'category of conditions',
  category: 'category',
};

/** Where a name may stand, in words: `attribute of support cards`. */
function what(p: PredefinedName): string {
  return `${KIND_WORDS[p.kind]} of ${p.on === 'any' ? 'any card' : `${p.on} cards`}`;
}

/** The engine's rules stated under a heading or below it, with our summaries. */
function rulesUnder(heading: string): { key: string; summary: string; heading: string }[] {
  const headings = ruleHeadings();
  return gardenerModule.rules.flatMap((r) => {
    const h = headings[r.key];
    return h && (h === heading || h.startsWith(`${heading} ►`))
      ? [{ key: r.key, summary: r.summary, heading: h }]
      : [];
  });
}

/** A predefined name in markdown: what it is, its values, what it does, its heading and its rules. */
export function predefinedMarkdown(p: PredefinedName): string {
  const lines = [
    `**${p.name}** — ${what(p)}`,
    '',
    `values: ${p.values}`,
    '',
    p.summary,
    '',
    `*${p.heading}*`,
  ];
  const rules = rulesUnder(p.heading);
  if (rules.length) {
    lines.push('');
    for (const r of rules) lines.push(`- \`${r.key}\` — ${r.summary}`);
  }
  return lines.join('\n');
}

/** A value as a card line writes it: a word, or in quotes when it has a space. */
const valueText = (v: string) => (v.includes(' ') ? `"${v}"` : v);

const CUSTOM_CATEGORIES = new Set(['Ply', 'Feats']);

function cardWords(spot: EditorSpot): readonly EditorWord[] | undefined {
  const parent = spot.path[spot.path.length - 1];
  if (spot.words.length === 0) {
    // Inside Ply or Feats the names are the designer's own.
    if (parent && CUSTOM_CATEGORIES.has(parent)) return [];
    return PREDEFINED.map((p) => ({
      word: p.name,
      kind:
        p.kind === 'attribute' || p.kind === 'ability' || p.kind === 'play-condition'
          ? 'property'
          : 'keyword',
      detail: `${what(p)}: ${p.values}`,
      documentation: `${p.summary}\n\n*${p.heading}*`,
    }));
  }
  if (spot.words.length !== 1) return [];
  const name = spot.words[0] ?? '';
  const p = PREDEFINED.find((x) => x.name.toLowerCase() === name);
  const inConditions = parent !== undefined && predefined(parent)?.kind === 'condition-category';
  if (p?.choices) return p.choices.map((c) => ({ word: valueText(c), kind: 'value', detail: p.name }));
  if (p?.kind === 'play-condition' || inConditions)
    return OPERATORS.map((o) => ({ word: o, kind: 'keyword', detail: 'operator' }));
  return [];
}

export const gardenerEditor: EditorGame<GameState, unknown> = {
  words: (spot) => (spot.section === 'cards' ? cardWords(spot) : undefined),
  hover: (word) => {
    const p = predefined(word);
    return p ? predefinedMarkdown(p) : undefined;
  },
};
