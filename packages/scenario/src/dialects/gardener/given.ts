import { didYouMean } from '@arbiter/core';
import {
  type GameState,
  type GardenerProfile,
  type PlayMode,
  type Position,
  type PositionPlayer,
  positionState,
  stateToPosition,
  ZONES,
  type ZoneName,
} from '@arbiter/gardener';
import { BindError } from '../../run/problem.js';
import type { DialectLine, GivenSection, Range } from '../../syntax/ast.js';
import type { TokenStream } from '../../syntax/token-stream.js';
import { integer } from '../../syntax/words.js';
import type { GardenerLibrary } from './library.js';

/**
 * A Gardener `given`: a game under way, written as what each player holds and where the adventure
 * stands, built through the engine's `positionState` and written back by `givenOf` (the one
 * state→given writer, which counterexamples use):
 *
 *     given
 *       players Ana, Nick
 *       Ana ops 3 "Scientists", "Freighter"
 *       Ana playground "Pirate Ambush"
 *       Nick buildsite "Deep Survey"
 *       adventure 2
 *       hero Ana
 *       turn Nick
 */

/** Cards as written: `3 "Scientists", "Freighter"` (a count repeats the card). */
export interface CardList {
  readonly cards: readonly string[];
  readonly ranges: readonly Range[];
}

export type GivenLine =
  | { readonly kind: 'zone'; readonly player: string; readonly zone: ZoneName; readonly list: CardList }
  | { readonly kind: 'reputation'; readonly player: string; readonly value: number }
  | { readonly kind: 'team'; readonly player: string; readonly team: string }
  | { readonly kind: 'mode'; readonly mode: PlayMode }
  | { readonly kind: 'void'; readonly value: number }
  | { readonly kind: 'adventure'; readonly value: number }
  | { readonly kind: 'hero'; readonly player: string }
  | { readonly kind: 'turn'; readonly player: string }
  | { readonly kind: 'frozen' };

const GIVEN_HINT =
  'e.g. Ana ops 3 "Scientists", "Freighter", Ana reputation 1, void 2, adventure 2, hero Ana, turn Nick, frozen';
const CARD_HINT = 'e.g. "Freighter", or 3 "Scientists"';

/** `"Freighter"` or `3 "Scientists"`, comma-separated. */
export function cardList(ts: TokenStream): CardList {
  const cards: string[] = [];
  const ranges: Range[] = [];
  do {
    let count = 1;
    if (ts.peek()?.kind === 'number') count = integer(ts, 'how many copies', { hint: CARD_HINT }).value;
    const t = ts.next('a card in quotes', CARD_HINT);
    if (t.kind !== 'string') ts.fail(`expected a card in quotes, not ${t.text}`, t.range, CARD_HINT);
    for (let i = 0; i < count; i++) {
      cards.push(t.value);
      ranges.push(t.range);
    }
  } while (ts.acceptSymbol(','));
  return { cards, ranges };
}

function playMode(ts: TokenStream): PlayMode {
  const t = ts.next('a play mode', 'individual or teams');
  if (t.text !== 'individual' && t.text !== 'teams')
    ts.fail(`unknown play mode ${t.text}`, t.range, 'individual or teams');
  return t.text as PlayMode;
}

export function givenLine(ts: TokenStream): GivenLine {
  const count = (what: string) => integer(ts, what, { hint: GIVEN_HINT }).value;
  let line: GivenLine;
  if (ts.acceptWord('mode')) line = { kind: 'mode', mode: playMode(ts) };
  else if (ts.acceptWord('void')) line = { kind: 'void', value: count('the reputation in the Void') };
  else if (ts.acceptWord('adventure')) line = { kind: 'adventure', value: count('the adventure number') };
  else if (ts.acceptWord('hero')) line = { kind: 'hero', player: ts.next('a player', GIVEN_HINT).text };
  else if (ts.acceptWord('turn')) line = { kind: 'turn', player: ts.next('a player', GIVEN_HINT).text };
  else if (ts.acceptWord('frozen')) line = { kind: 'frozen' };
  else {
    const player = ts.next('a player', GIVEN_HINT).text;
    if (ts.acceptWord('reputation')) line = { kind: 'reputation', player, value: count('a reputation') };
    else if (ts.acceptWord('team')) line = { kind: 'team', player, team: ts.next('a team', GIVEN_HINT).text };
    else {
      const z = ts.next('a zone', GIVEN_HINT);
      if (!(ZONES as readonly string[]).includes(z.text)) {
        const near = didYouMean(z.text, [...ZONES, 'reputation', 'team']);
        ts.fail(
          `unknown zone ${z.text}`,
          z.range,
          near ? `did you mean ${near}?` : `the zones are ${ZONES.join(', ')}`,
        );
      }
      line = { kind: 'zone', player, zone: z.text as ZoneName, list: cardList(ts) };
    }
  }
  ts.expectEnd(GIVEN_HINT);
  return line;
}

/** Every card a list names must be in the library, or the line says which is meant. */
export function checkCards(library: GardenerLibrary, list: CardList): void {
  list.cards.forEach((card, i) => {
    if (library.cards[card]) return;
    const near = didYouMean(card, Object.keys(library.cards));
    throw new BindError(
      list.ranges[i] as Range,
      `unknown card "${card}"`,
      near ? `did you mean "${near}"?` : 'define it in a cards section, or use a library file',
    );
  });
}

export function bindGiven(
  section: GivenSection,
  library: GardenerLibrary,
  profile: GardenerProfile,
  seed: number | undefined,
): { readonly state: GameState; readonly aliases: Record<string, never> } {
  const ids: string[] = [];
  let firstPlayer: string | undefined;
  const players = new Map<
    string,
    { team?: string; zones: Partial<Record<ZoneName, string[]>>; reputation?: number }
  >();
  const pos: { -readonly [K in keyof Position]?: Position[K] } = {};
  const seatedPlayer = (who: string, range: Range) => {
    const p = players.get(who);
    if (!p) {
      const near = didYouMean(who, ids);
      throw new BindError(
        range,
        `${who} is not among the players`,
        near ? `did you mean ${near}?` : 'name every player on the players line',
      );
    }
    return p;
  };
  for (const st of section.body) {
    if (st.kind === 'players')
      for (const p of st.players) {
        ids.push(p.text);
        players.set(p.text, { zones: {} });
      }
    else if (st.kind === 'first-player') firstPlayer = st.player.text;
    else if (st.kind === 'dialect-line') {
      const l = (st as DialectLine).data as GivenLine;
      switch (l.kind) {
        case 'zone': {
          checkCards(library, l.list);
          const p = seatedPlayer(l.player, st.range);
          p.zones[l.zone] = [...(p.zones[l.zone] ?? []), ...l.list.cards];
          break;
        }
        case 'reputation':
          seatedPlayer(l.player, st.range).reputation = l.value;
          break;
        case 'team':
          seatedPlayer(l.player, st.range).team = l.team;
          break;
        case 'mode':
          pos.mode = l.mode;
          break;
        case 'void':
          pos.void = l.value;
          break;
        case 'adventure':
          pos.adventure = l.value;
          break;
        case 'hero':
          seatedPlayer(l.player, st.range);
          pos.hero = l.player;
          break;
        case 'turn':
          seatedPlayer(l.player, st.range);
          pos.turn = l.player;
          break;
        case 'frozen':
          pos.frozen = true;
          break;
      }
    }
  }
  const built = positionState({
    ...pos,
    players: ids.map((id): PositionPlayer => ({ id, ...(players.get(id) as Omit<PositionPlayer, 'id'>) })),
    library: library.cards,
    profile,
    seed: seed ?? 1,
    ...(firstPlayer ? { firstPlayer } : {}),
  });
  if (!built.ok) {
    const p = built.problems[0];
    throw new BindError(section.range, `this position cannot be: ${p?.message ?? 'unknown'}`, p?.hint);
  }
  return { state: built.state, aliases: {} };
}

const quoted = (cards: readonly string[]): string => {
  const out: string[] = [];
  for (let i = 0; i < cards.length; ) {
    let n = 1;
    while (cards[i + n] === cards[i]) n++;
    out.push(`${n > 1 ? `${n} ` : ''}"${cards[i]}"`);
    i += n;
  }
  return out.join(', ');
};

/** The state as a `given` section, or why no `given` can describe it. */
export function givenOf(
  s: GameState,
): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: string } {
  const r = stateToPosition(s);
  if (!r.ok) return r;
  const p = r.position;
  const lines = ['given', `  players ${p.players.map((x) => x.id).join(', ')}`];
  if (p.firstPlayer !== p.players[0]?.id) lines.push(`  first player ${p.firstPlayer}`);
  if (p.mode === 'teams') lines.push('  mode teams');
  for (const pl of p.players) {
    if (pl.team) lines.push(`  ${pl.id} team ${pl.team}`);
    for (const z of ZONES) {
      const cards = pl.zones[z] ?? [];
      if (cards.length > 0) lines.push(`  ${pl.id} ${z} ${quoted(cards)}`);
    }
    if (pl.reputation || (pl.zones.buildsite ?? []).length > 0)
      lines.push(`  ${pl.id} reputation ${pl.reputation}`);
  }
  lines.push(`  void ${p.void}`, `  adventure ${p.adventure}`, `  hero ${p.hero}`);
  if (p.turn) lines.push(`  turn ${p.turn}`);
  if (p.frozen) lines.push('  frozen');
  return { ok: true, text: lines.join('\n') };
}
