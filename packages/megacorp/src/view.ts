import type { BoardView, CardView, ZoneView } from '@arbiter/core';
import { decision } from './engine.js';
import { isEngaged } from './model/query.js';
import type { CardId, GameState, PlayerState } from './model/state.js';
import { TRAITS } from './model/traits.js';
import { flowPaths } from './model/where.js';

/** A card with its engagement, damage (per trait, the permanent part after a slash) and counters. */
function card(s: GameState, id: CardId): CardView {
  const c = s.cards[id];
  const badges: { label: string; value: string }[] = [];
  for (const t of TRAITS) {
    const d = c?.damage[t];
    if (d && (d.amount || d.permanent))
      badges.push({
        label: `${t} damage`,
        value: d.permanent ? `${d.amount}/${d.permanent}` : `${d.amount}`,
      });
  }
  for (const [k, n] of Object.entries(c?.counters ?? {})) badges.push({ label: k, value: `${n}` });
  const tags = isEngaged(s, id) ? ['engaged'] : [];
  if (c && c.controller !== c.owner) tags.push(`controlled by ${c.controller}`);
  // Its part in the challenge under way (5.4.1), for a board to mark.
  const ch = s.challenge;
  if (ch?.attacker === id) tags.push('attacker');
  if (ch?.defending === id) tags.push('target');
  if (ch?.blockers.includes(id)) tags.push('blocker');
  if (ch?.defenders.includes(id)) tags.push('defender');
  return { id, name: c?.name ?? id, tags, badges };
}

const zone = (
  s: GameState,
  id: string,
  label: string,
  cards: readonly CardId[],
  visibility: ZoneView['visibility'],
  layout: ZoneView['layout'] = 'row',
): ZoneView => ({
  id,
  label,
  layout,
  visibility,
  count: cards.length,
  cards: visibility === 'public' ? cards.map((c) => card(s, c)) : [],
});

function network(s: GameState, p: PlayerState): ZoneView {
  const cards = p.network.map((pile) => {
    const [top, ...under] = pile.cards.map((id) => card(s, id));
    return { ...(top as CardView), x: pile.x, y: pile.y, under };
  });
  return {
    id: 'network',
    label: 'network',
    layout: 'grid',
    visibility: 'public',
    count: cards.length,
    cards,
  };
}

/** The Megacorp position as the kernel's board view: money and pools, zones, the stack, the challenge. */
export function boardView(s: GameState): BoardView {
  const d = decision(s);
  const name = (id: CardId) => s.cards[id]?.name ?? id;
  return {
    title: `turn ${s.turn.number} · ${s.turn.active}'s turn${s.priority ? ` · ${s.priority.holder} has priority` : ''}`,
    where: flowPaths(s.flow),
    counters: [{ label: 'turn', value: `${s.turn.number}` }],
    shared: [
      {
        id: 'stack',
        label: 'stack',
        layout: 'list',
        visibility: 'public',
        count: s.stack.length,
        // Top first, as players read a stack (3.9.1).
        cards: [...s.stack].reverse().map((it) => {
          const c = card(s, it.kind === 'deployment' ? it.card : it.source);
          return it.kind === 'deployment' ? c : { ...c, tags: [...c.tags, 'ability'] };
        }),
      },
    ],
    players: s.players.map((p) => ({
      id: p.id,
      active: p.id === s.turn.active,
      out: p.lost,
      counters: [
        { label: 'money', value: `${p.money}M` },
        ...TRAITS.map((t) => ({ label: t, value: `${p.pools[t]}` })),
      ],
      zones: [
        network(s, p),
        zone(s, 'hand', 'hand', p.hand, 'private', 'count'),
        zone(s, 'open-market', 'open market', p.openMarket, 'public'),
        zone(s, 'main-deck', 'main deck', p.mainDeck, 'private', 'count'),
        zone(s, 'resource-deck', 'resource deck', p.resourceDeck, 'private', 'count'),
        zone(s, 'revealed', 'revealed resource', p.revealedResource ? [p.revealedResource] : [], 'public'),
        zone(s, 'annihilated', 'annihilated', p.annihilated, 'public', 'count'),
      ],
    })),
    panels: s.challenge
      ? [
          {
            title: 'challenge',
            header: ['attacker', 'target', 'trait', 'defending', 'blockers', 'defenders'],
            rows: [
              [
                name(s.challenge.attacker),
                `${s.challenge.target.network} ${s.challenge.target.x},${s.challenge.target.y}`,
                s.challenge.trait,
                s.challenge.defending ? name(s.challenge.defending) : '',
                s.challenge.blockers.map(name).join(', '),
                s.challenge.defenders.map(name).join(', '),
              ],
            ],
          },
        ]
      : [],
    decision: d ? { player: d.player, question: d.question } : null,
    result: s.result ? { winners: [...s.result.winners], tie: s.result.tie } : null,
  };
}
