import type { BoardView, CardView, ZoneView } from '@arbiter/core';
import { decision } from './engine.js';
import { flowPaths } from './flow/where.js';
import { attributePaths } from './model/attributes.js';
import { isHero } from './model/query.js';
import type { CardId, GameState, PlayerState, ZoneName } from './model/state.js';
import { reputationOf } from './rules/reputation.js';
import { checkRequirements } from './rules/requirements.js';

function card(s: GameState, id: CardId): CardView {
  const c = s.cards[id];
  const def = c ? s.library[c.def] : undefined;
  const tags: string[] = [];
  if (id === s.adventure.card) tags.push('current adventure');
  const played = s.adventure.plays.findIndex((r) => r.card === id);
  if (played >= 0) tags.push(`played ${played + 1}`);
  const badges = def ? attributePaths(def.attributes).map(([label, v]) => ({ label, value: `${v}` })) : [];
  return { id, name: c?.def ?? id, tags, badges };
}

/** Which zones everyone sees (Definitions ► Play zones): stash and ops are their owner's alone. */
const VISIBILITY: Record<ZoneName, ZoneView['visibility']> = {
  stash: 'private',
  ops: 'private',
  playground: 'public',
  buildsite: 'public',
  wreckage: 'public',
};

function zone(s: GameState, p: PlayerState, z: ZoneName): ZoneView {
  const cards = p[z];
  const visibility = VISIBILITY[z];
  return {
    id: z,
    label: z,
    layout: z === 'stash' ? 'count' : 'row',
    visibility,
    count: cards.length,
    cards: visibility === 'public' ? cards.map((c) => card(s, c)) : [],
  };
}

/** The Gardener position as the kernel's board view: the Void, each player's zones, the requirements. */
export function boardView(s: GameState): BoardView {
  const d = decision(s);
  const adv = s.adventure;
  const hero = s.mode === 'teams' ? (adv.heroTeam ? `team ${adv.heroTeam}` : 'bidding') : (adv.hero ?? '-');
  const title = s.result
    ? `Game over: ${s.result.winners.length ? `${s.result.winners.join(' and ')} won` : 'no winner'}`
    : `Adventure ${adv.number} · hero ${hero}${adv.turn ? ` · ${adv.turn}'s turn` : ''}`;
  const check = checkRequirements(s);
  const rows = check.rows.map((r) => [
    r.text,
    Array.isArray(r.hero) ? r.hero.join(' / ') || '-' : `${r.hero}`,
    `${r.added}`,
    r.ignored ? 'ignored' : r.met ? 'met' : 'not met',
  ]);
  if (check.total)
    rows.push(['total', `${check.total.hero}`, `${check.total.asked}`, check.total.met ? 'met' : 'not met']);
  return {
    title,
    where: flowPaths(s.flow),
    counters: [
      { label: 'the Void', value: `${s.void} reputation` },
      { label: 'mode', value: s.mode },
      ...(adv.frozen ? [{ label: 'competitors', value: 'frozen' }] : []),
    ],
    shared: [],
    players: s.players.map((p) => ({
      id: p.id,
      active: d?.player === p.id,
      out: false,
      counters: [
        { label: 'reputation', value: `${reputationOf(s, p.id)}` },
        ...(p.team ? [{ label: 'team', value: p.team }] : []),
        { label: 'role', value: isHero(s, p.id) ? 'hero' : 'competitor' },
      ],
      zones: (['stash', 'ops', 'playground', 'buildsite', 'wreckage'] as const).map((z) => zone(s, p, z)),
    })),
    panels:
      adv.card === null
        ? []
        : [
            {
              title: `Requirements of ${s.cards[adv.card]?.def}`,
              header: ['requirement', 'hero', 'added', 'status'],
              rows,
            },
          ],
    decision: d ? { player: d.player, question: d.question } : null,
    result: s.result,
  };
}
