import {
  type CardId,
  currentTrait,
  type Pile as EnginePile,
  type GameState,
  isEngaged,
  locate,
  pileOf,
  player,
  TRAITS,
  valuation,
} from '@arbiter/megacorp';
import type {
  CardItem,
  CardProperty,
  CardRef,
  Expectation,
  Name,
  Num,
  Pile,
  Range,
  Str,
  ZoneName,
} from '../../../syntax/ast.js';
import { type Aliases, playerName, resolveCard } from './refs.js';

/*
 * Accept actual as expected: the fact a designer would write for what the game shows now, in the
 * form the failing fact was written (money stays money, a zone's top stays its top). The new pieces
 * borrow the old fact's range; only the printer reads them. A fact that is not about one value
 * (`contains`, `does not contain`, a whole network, a log line, a place in the turn) has no such
 * form: undefined, and the designer rewrites it by hand.
 */

const num = (value: number, range: Range): Num => ({ kind: 'number', value, signed: false, range });
const name = (text: string, range: Range): Name => ({ kind: 'name', text, range });
const str = (value: string, range: Range): Str => ({ kind: 'string', value, range });

/** Consecutive copies of one card read `2 x "Filler"`, as a designer writes them. */
function items(cards: readonly string[], range: Range): CardItem[] {
  const out: CardItem[] = [];
  for (let i = 0; i < cards.length; ) {
    let j = i;
    while (j < cards.length && cards[j] === cards[i]) j++;
    out.push({
      kind: 'card-item',
      ...(j - i > 1 ? { copies: num(j - i, range) } : {}),
      name: str(cards[i] as string, range),
      range,
    });
    i = j;
  }
  return out;
}

const ZONE_KEYS = {
  hand: 'hand',
  'main deck': 'mainDeck',
  'resource deck': 'resourceDeck',
  'open market': 'openMarket',
  annihilated: 'annihilated',
} as const;

function zoneNames(s: GameState, who: string, zone: keyof typeof ZONE_KEYS | 'revealed resource'): string[] {
  const p = player(s, who);
  const ids =
    zone === 'revealed resource' ? (p.revealedResource ? [p.revealedResource] : []) : p[ZONE_KEYS[zone]];
  return ids.map((id) => s.cards[id]?.name ?? id);
}

function pileNode(s: GameState, pile: EnginePile | undefined, like: Pile): Pile {
  const r = like.range;
  const cards = (pile?.cards ?? []).map((id) => ({
    kind: 'pile-card' as const,
    name: str(s.cards[id]?.name ?? id, r),
    damage: [],
    counters: [],
    range: r,
  }));
  const engaged = pile && isEngaged(s, pile.cards[0] as CardId);
  const { orientation: _o, ...rest } = like;
  return { ...rest, cards, ...(engaged ? { orientation: name('engaged', r) } : {}) };
}

function property(s: GameState, id: CardId, p: CardProperty): CardProperty | undefined {
  const c = s.cards[id];
  if (!c) return undefined;
  const r = p.range;
  switch (p.kind) {
    case 'damage':
      return {
        ...p,
        entries: TRAITS.filter((t) => (c.damage[t]?.amount ?? 0) > 0).map((t) => ({
          kind: 'damage-entry' as const,
          trait: name(t, r),
          amount: num(c.damage[t]?.amount ?? 0, r),
          range: r,
        })),
      };
    case 'counters':
      return {
        ...p,
        entries: Object.entries(c.counters)
          .filter(([, v]) => v !== 0)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => ({
            kind: 'counter-entry' as const,
            amount: { ...num(v, r), signed: true },
            counter: name(k, r),
            range: r,
          })),
      };
    case 'orientation':
      return pileOf(s, id)
        ? { ...p, orientation: name(isEngaged(s, id) ? 'engaged' : 'disengaged', r) }
        : undefined;
    case 'traits':
      return {
        ...p,
        entries: p.entries.map((t) => {
          const tr = t.trait.text.toUpperCase() as (typeof TRAITS)[number];
          const cur = TRAITS.includes(tr) ? currentTrait(s, id, tr) : null;
          return { ...t, value: cur === null ? null : num(cur, r) };
        }),
      };
    case 'value': {
      const v = valuation(s, id);
      const terms = [
        { kind: 'cost-term' as const, amount: v.money, unit: 'M', range: r },
        ...TRAITS.filter((t) => (v.traits[t] ?? 0) > 0).map((t) => ({
          kind: 'cost-term' as const,
          amount: v.traits[t] ?? 0,
          unit: t,
          range: r,
        })),
      ];
      return { ...p, cost: { kind: 'cost', terms, range: r } };
    }
    case 'controller':
      return { ...p, player: name(c.controller, r) };
    case 'owner':
      return { ...p, player: name(c.owner, r) };
    case 'location': {
      const loc = locate(s, id);
      if (loc === null || loc.zone === 'stack' || loc.zone === 'resolvedEvents') return undefined;
      if (loc.zone === 'network') {
        const pile = pileOf(s, id)?.pile;
        if (!pile) return undefined;
        return {
          kind: 'location',
          at: { kind: 'coord', x: pile.x, y: pile.y, range: r },
          in: { kind: 'zone-ref', owner: name(loc.player, r), zone: 'network', range: r },
          range: r,
        };
      }
      const zone = (Object.entries(ZONE_KEYS).find(([, k]) => k === loc.zone)?.[0] ?? undefined) as
        | ZoneName
        | undefined;
      return zone
        ? { kind: 'location', in: { kind: 'zone-ref', owner: name(loc.player, r), zone, range: r }, range: r }
        : undefined;
    }
  }
}

function stackRef(s: GameState, id: CardId, range: Range): CardRef {
  return { kind: 'card-ref', name: str(s.cards[id]?.name ?? id, range), range };
}

/** The fact as written, rewritten to hold in `s`; undefined when it has no single-value form. */
export function actualFact(s: GameState, e: Expectation, aliases: Aliases): Expectation | undefined {
  const r = e.range;
  switch (e.kind) {
    case 'unknown':
    case 'dialect-line':
    case 'log':
      return undefined;
    case 'time': {
      // The place in the turn is words of the rulebook's steps: left to the designer.
      if (e.phase || e.point) return undefined;
      const holder = s.priority?.holder;
      if (e.priority && !holder) return undefined;
      return {
        ...e,
        ...(e.turn ? { turn: num(s.turn.number, r) } : {}),
        ...(e.active ? { active: name(s.turn.active, r) } : {}),
        ...(e.priority && holder ? { priority: name(holder, r) } : {}),
      };
    }
    case 'money':
      return { ...e, amount: num(player(s, playerName(s, e.player)).money, r) };
    case 'pool': {
      const pools = player(s, playerName(s, e.player)).pools;
      return {
        ...e,
        entries: TRAITS.filter((t) => pools[t] > 0).map((t) => ({
          kind: 'pool-entry' as const,
          trait: name(t, r),
          amount: num(pools[t], r),
          range: r,
        })),
      };
    }
    case 'zone': {
      const actual = zoneNames(s, playerName(s, e.player), e.zone);
      const wanted = e.items.reduce((n, it) => n + (it.copies?.value ?? 1), 0);
      switch (e.mode) {
        case 'count':
          return { ...e, count: num(actual.length, r) };
        case 'exactly':
          return { ...e, items: items(actual, r) };
        case 'top':
          return actual.length ? { ...e, items: items(actual.slice(0, wanted), r) } : undefined;
        case 'bottom':
          return actual.length ? { ...e, items: items(actual.slice(-wanted), r) } : undefined;
        case 'contains':
        case 'excludes':
          return undefined;
      }
      return undefined;
    }
    case 'network': {
      if (e.form !== 'space') return undefined;
      const at = e.pile.at;
      if (!at) return undefined;
      const pile = player(s, playerName(s, e.player)).network.find((q) => q.x === at.x && q.y === at.y);
      return { ...e, pile: pileNode(s, pile, e.pile) };
    }
    case 'card-fact': {
      const id = resolveCard(s, e.card, aliases, s.turn.active, 'any');
      const p = property(s, id, e.property);
      return p ? { ...e, property: p } : undefined;
    }
    case 'stack':
      return {
        ...e,
        items: [...s.stack].reverse().map((it) =>
          it.kind === 'deployment'
            ? {
                kind: 'stack-item' as const,
                card: stackRef(s, it.card, r),
                by: name(it.controller, r),
                range: r,
              }
            : {
                kind: 'stack-item' as const,
                card: stackRef(s, it.source, r),
                what: name(it.eventEffect ? 'effect' : 'ability', r),
                by: name(it.controller, r),
                range: r,
              },
        ),
      };
    case 'game':
      return { ...e, result: s.result ? (s.result.tie ? 'tie' : 'over') : 'not over' };
    case 'result': {
      const winners = s.result?.winners ?? [];
      if (e.outcome !== 'winner' || s.result?.tie || winners.length !== 1) return undefined;
      return { ...e, player: name(winners[0] as string, r) };
    }
    case 'waiting': {
      const q = s.pending[0];
      return q && !s.result ? { ...e, player: name(q.player, r) } : undefined;
    }
  }
}
