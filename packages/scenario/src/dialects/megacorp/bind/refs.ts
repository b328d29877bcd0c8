import { didYouMean } from '@arbiter/core';
import { type CardId, def, type GameState, type Location, locate, player } from '@arbiter/megacorp';
import { BindError } from '../../../run/problem.js';
import type { CardRef, Name, ZoneName, ZoneRef } from '../../../syntax/ast.js';

/** Where a step expects to find its card, to pick among copies of the same name. */
export type RefContext = 'in-play' | 'hand' | 'buyable' | 'docking' | 'any';

/** Aliases given in `given` and `setup`: alias → card id. */
export type Aliases = Readonly<Record<string, readonly CardId[]>>;

/** The engine's zone a zone word names. */
export const ZONE_OF: Readonly<Record<ZoneName, Location['zone']>> = {
  hand: 'hand',
  'main deck': 'mainDeck',
  'resource deck': 'resourceDeck',
  'open market': 'openMarket',
  annihilated: 'annihilated',
  network: 'network',
  'resolved events': 'resolvedEvents',
  'revealed resource': 'resourceDeck',
};

export function playerName(s: GameState, n: Name): string {
  if (s.players.some((p) => p.id === n.text)) return n.text;
  const guess = didYouMean(
    n.text,
    s.players.map((p) => p.id),
  );
  throw new BindError(
    n.range,
    `unknown player ${n.text}`,
    guess ? `did you mean ${guess}?` : `the players are ${s.players.map((p) => p.id).join(', ')}`,
  );
}

function inZone(s: GameState, id: CardId, z: ZoneRef, actor: string): boolean {
  const loc = locate(s, id);
  if (!loc) return false;
  const owner = z.owner?.text ?? actor;
  if (loc.zone === 'stack') return false;
  if (loc.player !== owner) return false;
  if (z.zone === 'revealed resource') return player(s, owner).revealedResource === id;
  return loc.zone === ZONE_OF[z.zone];
}

function fits(s: GameState, id: CardId, ctx: RefContext): boolean {
  const loc = locate(s, id);
  if (!loc) return false;
  switch (ctx) {
    case 'in-play':
      // A non-permanent event waiting for the End Phase is in play too, taking no space (2.1.2).
      return loc.zone === 'network' || loc.zone === 'resolvedEvents';
    case 'hand':
      return loc.zone === 'hand';
    case 'docking':
      // The card a `dock` decision waits for (6.2.2.5), wherever it waits.
      return s.pending.some((p) => p.kind === 'dock' && p.card === id);
    case 'buyable':
      return (
        loc.zone === 'hand' ||
        (loc.zone === 'openMarket' && loc.index === 0) ||
        (loc.zone === 'resourceDeck' && player(s, loc.player).revealedResource === id) ||
        (loc.zone === 'network' && loc.depth === 0)
      );
    case 'any':
      return true;
  }
}

function where(s: GameState, id: CardId): string {
  const loc = locate(s, id);
  if (!loc) return 'nowhere';
  if (loc.zone === 'stack') return 'on the stack';
  if (loc.zone === 'network') {
    const pile = player(s, loc.player).network[loc.pile];
    return `at ${pile?.x},${pile?.y} in ${loc.player}'s network`;
  }
  return `in ${loc.player}'s ${loc.zone.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`;
}

/**
 * Finds the card a reference means. Copies are told apart by place (`at 1,0`, `in Nick's hand`),
 * then by what the step needs (a card in play for an attack), then by the acting player; copies
 * left in the same hidden zone are interchangeable and the first is taken. Anything still
 * ambiguous is an error listing the candidates.
 */
export function resolveCard(
  s: GameState,
  ref: CardRef,
  aliases: Aliases,
  actor: string,
  ctx: RefContext,
): CardId {
  let candidates: CardId[];
  if (ref.alias) {
    candidates = [...(aliases[ref.alias.text] ?? [])].filter((id) => s.cards[id]);
    if (candidates.length === 0) {
      const guess = didYouMean(ref.alias.text, Object.keys(aliases));
      throw new BindError(
        ref.alias.range,
        `unknown alias ${ref.alias.text}`,
        guess
          ? `did you mean ${guess}?`
          : 'give an alias where a card is placed: `"Gnost Cleric" as cleric2`',
      );
    }
  } else if (ref.role) {
    const owner = ref.role.owner.text;
    playerName(s, ref.role.owner);
    candidates = Object.values(s.cards)
      .filter(
        (c) =>
          c.owner === owner &&
          (ref.role?.role === 'business' ? def(s, c.id).type === 'business' : def(s, c.id).founder === true),
      )
      .map((c) => c.id);
    if (candidates.length === 0) throw new BindError(ref.range, `${owner} has no ${ref.role.role} card`);
  } else if (ref.name) {
    const name = ref.name.value;
    candidates = Object.values(s.cards)
      .filter((c) => c.name === name)
      .map((c) => c.id);
    if (candidates.length === 0) {
      if (!s.library[name]) {
        const guess = didYouMean(name, Object.keys(s.library));
        throw new BindError(
          ref.name.range,
          `unknown card "${name}"`,
          guess ? `did you mean "${guess}"?` : 'define it in a `cards` section',
        );
      }
      throw new BindError(
        ref.name.range,
        `there is no "${name}" in this game`,
        'place it in the `given` first',
      );
    }
  } else {
    throw new BindError(ref.range, 'which card?', 'name it in quotes');
  }
  if (ref.at) {
    const at = ref.at;
    const net = ref.in?.owner?.text;
    candidates = candidates.filter((id) => {
      const loc = locate(s, id);
      if (loc?.zone !== 'network') return false;
      const pile = player(s, loc.player).network[loc.pile];
      return pile?.x === at.x && pile.y === at.y && (net === undefined || loc.player === net);
    });
  } else if (ref.in) {
    const z = ref.in;
    candidates = candidates.filter((id) => inZone(s, id, z, actor));
  }
  if (candidates.length > 1) {
    const fitting = candidates.filter((id) => fits(s, id, ctx));
    if (fitting.length > 0) candidates = fitting;
  }
  if (candidates.length > 1) {
    const mine = candidates.filter((id) => s.cards[id]?.controller === actor);
    if (mine.length > 0) candidates = mine;
  }
  if (candidates.length > 1) {
    const places = new Set(
      candidates.map((id) => {
        const l = locate(s, id);
        return l?.zone === 'network' ? id : `${l?.zone}:${l && 'player' in l ? l.player : ''}`;
      }),
    );
    if (places.size === 1) return candidates[0] as CardId;
    throw new BindError(
      ref.range,
      `"${ref.name?.value ?? ref.alias?.text}" could mean ${candidates.length} cards: ${candidates.map((id) => where(s, id)).join('; ')}`,
      'say where: `"Name" at 1,0` or `"Name" in Nick\'s hand`, or give it an alias where it is placed',
    );
  }
  if (candidates.length === 0)
    throw new BindError(
      ref.range,
      `no such card ${ref.at ? `at ${ref.at.x},${ref.at.y}` : ref.in ? `in ${ref.in.owner?.text ?? actor}'s ${ref.in.zone}` : ''}`,
    );
  return candidates[0] as CardId;
}
