import { TRAITS } from '@arbiter/megacorp';
import { type EditorSpot, type EditorWord, PHASE_NAMES, vocabulary } from '@arbiter/scenario';

/** The Megacorp words completion offers where a line stands: traits, phases, card lines, facts, steps. */

const CARD_TYPES = ['character', 'event', 'equipment', 'vehicle', 'location', 'business', 'resource'];

const as = (kind: EditorWord['kind'], words: readonly string[], detail?: (w: string) => string | undefined) =>
  words.map((word): EditorWord => {
    const d = detail?.(word);
    return { word, kind, ...(d ? { detail: d } : {}) };
  });

/** The words after which a trait comes: `using BQ`, `produces`, `traits`, a pool. */
const TRAIT_BEFORE = new Set(['using', 'produces', 'traits', 'pool']);

export function megacorpWords(spot: EditorSpot): readonly EditorWord[] | undefined {
  const { words, section } = spot;
  const last = words[words.length - 1];
  if ((last && TRAIT_BEFORE.has(last)) || (last === ',' && words.includes('traits')))
    return as('constant', TRAITS, () => 'trait');
  if (
    last === 'phase' ||
    (words[0] === 'at' && (words.length === 1 || (words[1] === 'turn' && words.length === 3)))
  )
    return as('constant', PHASE_NAMES.slice(0, 5), () => 'phase');
  const player = words.length === 1 && spot.players.some((p) => p.toLowerCase() === words[0]);
  switch (section) {
    case 'cards':
      if (words.length === 0) return as('keyword', [...CARD_TYPES, 'use'], () => 'card type');
      if (words.includes('"')) return as('property', [...vocabulary.CARD_CLAUSES, ...vocabulary.CARD_FLAGS]);
      return [];
    case 'given':
    case 'setup':
    case 'then': {
      if (words.length === 0) {
        const leaders =
          section === 'then'
            ? vocabulary.FACT_LEADERS
            : section === 'setup'
              ? vocabulary.SETUP_LEADERS
              : [...vocabulary.SETUP_LEADERS, ...vocabulary.FACT_LEADERS.slice(0, 4)];
        return as('keyword', leaders);
      }
      if (player) return as('property', vocabulary.PLAYER_PROPERTIES);
      if (words[0] === '"') return as('property', vocabulary.CARD_PROPERTIES);
      return [];
    }
    case 'when':
      return player
        ? as('keyword', Object.keys(vocabulary.STEP_FORMS), (v) => vocabulary.STEP_FORMS[v])
        : undefined;
    default:
      return undefined;
  }
}
