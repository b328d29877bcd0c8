/**
 * A game state written down compactly, and read back exactly: the form to keep many states in (a
 * file, a store of positions). A state in memory holds every card record whole, with the defaults of
 * a card out of play written out; most of a mid-game state is such records (90% of its canonical
 * JSON, `bench/state-size.mjs`). The compact form writes each fact once:
 *
 * - the card library and the revision profile, which every state of a game shares by reference, are
 *   left out and given back when reading;
 * - a card record leaves out its `id` (the key it is filed under), its `controller` when that is its
 *   owner, and every field at its default: no counters, no damage, not a token, no turn of entry,
 *   attack or retaliation (null).
 *
 * `readState(writeState(s), s)` is `s` again, field for field (`test/model/serial.test.ts`, every
 * state of random games under every revision). Nothing here is read by the rules.
 */
import { canonicalJson } from '@arbiter/core';
import type { CardState, GameState } from './state.js';

/** A card record without its id and its defaults: what `writeState` writes for a card. */
type CompactCard = Partial<Omit<CardState, 'id'>> & Pick<CardState, 'name' | 'owner'>;

/** What every state of a game shares by reference: given back by `readState`. */
export type SharedParts = Pick<GameState, 'library' | 'profile'>;

/** A card record's fields whose value is left out when it is the default. */
const DEFAULTS = {
  token: false,
  enteredTurn: null,
  attackedTurn: null,
  retaliatedTurn: null,
} as const satisfies Partial<CardState>;

const isEmpty = (o: object) => {
  for (const _ in o) return false;
  return true;
};

function compactCard(c: CardState): CompactCard {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) {
    if (k === 'id') continue;
    if (k === 'controller' && v === c.owner) continue;
    if ((k === 'counters' || k === 'damage') && isEmpty(v as object)) continue;
    if (Object.hasOwn(DEFAULTS, k) && DEFAULTS[k as keyof typeof DEFAULTS] === v) continue;
    out[k] = v;
  }
  return out as CompactCard;
}

function fullCard(id: string, c: CompactCard): CardState {
  return {
    id,
    controller: c.owner,
    counters: {},
    damage: {},
    ...DEFAULTS,
    ...c,
  } as CardState;
}

/** The state as compact canonical JSON, without the library and profile it shares. */
export function writeState(s: GameState): string {
  const { library: _library, profile: _profile, cards, ...rest } = s;
  const compact: Record<string, CompactCard> = {};
  for (const [id, c] of Object.entries(cards)) compact[id] = compactCard(c);
  return canonicalJson({ ...rest, cards: compact });
}

/** The state `writeState` wrote, with the library and profile it shares given back. */
export function readState(text: string, shared: SharedParts): GameState {
  const { cards, ...rest } = JSON.parse(text) as Omit<GameState, 'cards' | 'library' | 'profile'> & {
    cards: Record<string, CompactCard>;
  };
  const full: Record<string, CardState> = {};
  for (const [id, c] of Object.entries(cards)) full[id] = fullCard(id, c);
  return { ...rest, cards: full, library: shared.library, profile: shared.profile } as GameState;
}
