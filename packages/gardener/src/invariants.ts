import type { Invariant } from '@arbiter/core';
import { legalActions } from './engine.js';
import { flowLeaf } from './flow/where.js';
import type { Action } from './model/action.js';
import { conditionsIn, valueAt } from './model/attributes.js';
import { attributesOf, cardType, isHero } from './model/query.js';
import type { CardId, GameState } from './model/state.js';
import { ZONES } from './model/state.js';
import { meetsAll } from './rules/compare.js';
import { H } from './rules/headings.js';
import { standings } from './rules/reputation.js';

type GardenerInvariant = Invariant<GameState, Action>;

const playgrounds = (s: GameState): CardId[] => s.players.flatMap((p) => p.playground);

export const reputationConserved: GardenerInvariant = {
  name: 'reputation conserved between the Void and the players',
  clause: H.begin,
  stateOnly: true,
  check: (s) => {
    const vaults = s.players.reduce((sum, p) => sum + p.vault, 0);
    if (s.void < 0 || s.players.some((p) => p.vault < 0)) return 'negative reputation';
    return s.void + vaults === s.totalReputation
      ? null
      : `Void ${s.void} + vaults ${vaults} ≠ ${s.totalReputation}`;
  },
};

export const oneZonePerCard: GardenerInvariant = {
  name: 'each card in exactly one zone of its owner',
  clause: H.zones,
  stateOnly: true,
  check: (s) => {
    const seen = new Map<CardId, number>();
    for (const p of s.players)
      for (const z of ZONES)
        for (const c of p[z]) {
          if (s.cards[c]?.owner !== p.id) return `${c} sits in ${p.id}'s ${z} but is not his`;
          seen.set(c, (seen.get(c) ?? 0) + 1);
        }
    for (const id of Object.keys(s.cards)) {
      const n = seen.get(id) ?? 0;
      if (n !== 1) return `${id} is in ${n} zones`;
    }
    return null;
  },
};

export const zonesHoldTheirTypes: GardenerInvariant = {
  name: 'zones hold only the card types they may',
  clause: H.cards,
  stateOnly: true,
  check: (s) => {
    for (const p of s.players)
      for (const c of p.buildsite)
        if (cardType(s, c) !== 'adventure') return `support ${c} in ${p.id}'s buildsite`;
    const adventures = playgrounds(s).filter((c) => cardType(s, c) === 'adventure');
    if (adventures.length > 1) return `${adventures.length} adventure cards in play`;
    const a = adventures[0];
    if (a !== undefined) {
      if (a !== s.adventure.card) return `${a} is in play but is not the current adventure`;
      const hero = s.adventure.hero;
      if (!hero || !s.players.find((p) => p.id === hero)?.playground.includes(a))
        return `${a} is not in the hero's playground`;
    }
    const leaf = flowLeaf(s.flow);
    const between =
      leaf === 'adventure.bidding.bids' || leaf === 'adventure.opening.choosing' || leaf === 'gameOver';
    if (between && playgrounds(s).length > 0) return `cards in play outside an adventure (${leaf})`;
    return null;
  },
};

export const namesUnique: GardenerInvariant = {
  name: 'unique names stay unique',
  clause: H.name,
  stateOnly: true,
  check: (s) => {
    const names = new Set<string>();
    for (const c of playgrounds(s)) {
      const n = cardType(s, c) === 'support' ? valueAt(attributesOf(s, c), 'Name') : undefined;
      if (n === undefined) continue;
      if (names.has(`${n}`)) return `two support cards named "${n}" in play`;
      names.add(`${n}`);
    }
    const uniques = new Set<string>();
    for (const p of s.players) {
      const defs = new Set<string>();
      for (const c of p.buildsite) {
        const def = s.cards[c]?.def ?? c;
        if (defs.has(def)) return `${p.id} has two "${def}" in his buildsite`;
        defs.add(def);
        const u = valueAt(attributesOf(s, c), 'Unique');
        if (u === undefined) continue;
        if (uniques.has(`${u}`)) return `two adventures with Unique "${u}" in buildsites`;
        uniques.add(`${u}`);
      }
    }
    return null;
  },
};

export const frozenAdventureTakesNoPlays: GardenerInvariant = {
  name: 'a frozen adventure takes no plays from competitors',
  clause: H.freeze,
  check: (s, prev) => {
    if (!prev?.adventure.frozen || prev.adventure.number !== s.adventure.number) return null;
    for (const p of s.players) {
      if (isHero(s, p.id)) continue;
      const before = prev.players.find((x) => x.id === p.id)?.playground ?? [];
      const added = p.playground.filter((c) => !before.includes(c));
      if (added.length > 0) return `frozen competitor ${p.id} played ${added.join(', ')}`;
    }
    return null;
  },
};

export const onlyTheDeciderActs: GardenerInvariant = {
  name: 'only the player who turns (or bids) acts',
  clause: H.turn,
  check: (_s, prev, action) => {
    if (!prev || !action) return null;
    const leaf = flowLeaf(prev.flow);
    if (leaf.startsWith('adventure.turns.') && action.player !== prev.adventure.turn)
      return `${action.player} acted in ${prev.adventure.turn}'s turn`;
    if (leaf === 'adventure.bidding.bids' && action.player !== prev.bidding?.bidder)
      return `${action.player} bid in ${prev.bidding?.bidder}'s place`;
    return null;
  },
};

export const textualRequirementsHold: GardenerInvariant = {
  name: 'played cards respect the textual requirements',
  clause: H.playCard,
  stateOnly: true,
  check: (s) => {
    const adv = s.adventure.card;
    if (adv === null) return null;
    const reqs = conditionsIn(attributesOf(s, adv), 'Requirements').filter(
      (r) => typeof r.value !== 'number',
    );
    for (const p of s.players) {
      if (s.profile.parameters.textualRestriction === 'hero-only' && !isHero(s, p.id)) continue;
      for (const c of p.playground) {
        if (cardType(s, c) !== 'support') continue;
        for (const r of reqs) {
          const v = valueAt(attributesOf(s, c), r.name);
          if (v !== undefined && !(r.value as readonly string[]).includes(`${v}`))
            return `${c} has ${r.name} "${v}"`;
        }
      }
    }
    return null;
  },
};

export const noPlayAgainstIncapacitation: GardenerInvariant = {
  name: 'no card in play was played against an incapacitation already in play',
  clause: H.playCard,
  stateOnly: true,
  check: (s) => {
    const inPlay = new Set(playgrounds(s));
    const last = new Map<CardId, number>();
    s.adventure.plays.forEach((r, i) => {
      if (inPlay.has(r.card)) last.set(r.card, i);
    });
    const order = [...last.entries()].sort((a, b) => a[1] - b[1]).map(([c]) => c);
    const p = s.profile.parameters;
    for (let i = 0; i < order.length; i++) {
      const banning = attributesOf(s, order[i] as CardId);
      for (const cat of ['AbleToIncapacitatePlayedCardIf', 'AbleToIncapacitatePlayedIf']) {
        const cs = conditionsIn(banning, cat);
        if (cs.length === 0) continue;
        for (const later of order.slice(i + 1))
          if (meetsAll(attributesOf(s, later), cs, p))
            return `${later} was played after ${order[i]}, which bans it`;
      }
    }
    return null;
  },
};

export const stashOnlyShrinks: GardenerInvariant = {
  name: 'a stash loses cards but is never reordered or added to',
  clause: H.turn,
  check: (s, prev) => {
    if (!prev) return null;
    for (const p of s.players) {
      const before = prev.players.find((x) => x.id === p.id)?.stash ?? [];
      let i = 0;
      for (const c of p.stash) {
        while (i < before.length && before[i] !== c) i++;
        if (i === before.length) return `${p.id}'s stash gained or reordered ${c}`;
        i++;
      }
    }
    return null;
  },
};

export const inProgressHasLegalAction: GardenerInvariant = {
  name: 'a game in progress has a legal action',
  clause: H.pass,
  stateOnly: true,
  check: (s, _prev, _a, legalNext) => {
    if (s.result !== null) return null;
    const legal = legalNext ?? legalActions(s);
    return legal.length > 0 ? null : `no legal action at ${flowLeaf(s.flow)}`;
  },
};

export const winnerConsistent: GardenerInvariant = {
  name: 'the winner has the reputation required, and is alone',
  clause: H.winner,
  stateOnly: true,
  check: (s) => {
    if (!s.result) return null;
    const target = s.profile.parameters.reputationToWin;
    const top = standings(s).filter((x) => x.reputation >= target);
    const expected = top.length === 1 ? (top[0]?.members ?? []) : [];
    return expected.join(',') === s.result.winners.join(',')
      ? null
      : `winners ${s.result.winners.join(',') || 'none'}, expected ${expected.join(',') || 'none'}`;
  },
};

export const INVARIANTS: readonly GardenerInvariant[] = [
  reputationConserved,
  oneZonePerCard,
  zonesHoldTheirTypes,
  namesUnique,
  frozenAdventureTakesNoPlays,
  onlyTheDeciderActs,
  textualRequirementsHold,
  noPlayAgainstIncapacitation,
  stashOnlyShrinks,
  inProgressHasLegalAction,
  winnerConsistent,
];
