import type { Violation } from '@arbiter/core';
import type { Ability, KeywordInstance } from '../../model/card.js';
import { def, parametersOf, pileOf } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { businessOrphaned, isDocked } from '../network.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx, violation } from '../tx.js';
import { putInNetwork, takeCard } from '../zones.js';
import { keywordCost } from './keyword-cost.js';
import { bondedMoveAlong } from './move.js';

/**
 * SWAP (9.27): two cards exchange their spaces at once, each with the cards bonded under it; neither
 * is redeployed. A challenge aimed at one of the spaces goes on against the card now there. Where the
 * revision says so the two cards must be in the same network (`swapScope`, D-SWAP-NETWORK).
 */
export const SWAP = ruleSet('keyword.swap', {
  activated: { clause: '9.27', summary: 'SWAP exchanges the spaces of its card and the card it targets.' },
  swapped: {
    clause: '9.27',
    summary: 'Swapped cards exchange positions at once, their bonded cards with them; neither is redeployed.',
  },
  challengeFollows: {
    clause: '9.27',
    summary: 'A challenge against a swapped card’s space is resolved against the card now on that space.',
  },
  sameNetwork: {
    clause: '9.27',
    summary: 'Where the revision says so, only two cards of the same network can be swapped.',
  },
  notItself: { clause: '9.27', summary: 'A card cannot be swapped with itself.' },
  businessStays: {
    clause: '3.7',
    summary: 'A network is built around its business: a business is not swapped into another network.',
  },
  mustBeDocked: {
    clause: '9.27',
    summary: 'Both swapped cards must stand on legally docked spaces, so that each is docked after the swap.',
  },
});

/** The ability SWAP gives: pay its printed cost, if any, to swap this card with target card. */
export function swapAbility(k: KeywordInstance): Ability {
  const c = keywordCost(k.args);
  return {
    kind: 'activated',
    name: 'SWAP',
    keyword: 'SWAP',
    cost: c.cost,
    ...(c.engage ? { engage: true } : {}),
    ...(c.extraCosts.length ? { extraCosts: c.extraCosts } : {}),
    effects: [{ op: 'swap', who: 'self', with: 'target-card' }],
    text: `${k.name}${k.args.length ? ` ${k.args.join(' ')}` : ''}: swap this card with target card`,
  };
}

/** Why `a` cannot be swapped with `b` now, or null. */
export function swapProblem(s: GameState, a: CardId, b: CardId): Violation | null {
  if (a === b) return violation(s, SWAP.notItself, `${def(s, a).name} cannot be swapped with itself`);
  const pa = pileOf(s, a);
  const pb = pileOf(s, b);
  if (pa && pb && parametersOf(s).swapScope === 'same-network' && pa.network !== pb.network) {
    return violation(
      s,
      SWAP.sameNetwork,
      `${def(s, a).name} and ${def(s, b).name} are in different networks`,
      'swap with a card of the same network',
    );
  }
  if (pa && pb && pa.network !== pb.network) {
    const business = [a, b].find((id) => def(s, id).type === 'business');
    if (business)
      return violation(
        s,
        SWAP.businessStays,
        `${def(s, business).name} is a business: it cannot leave its own network`,
      );
  }
  for (const [id, at] of [
    [a, pa],
    [b, pb],
  ] as const) {
    if (at && !isDocked(s, at.network, at.pile)) {
      return violation(
        s,
        SWAP.mustBeDocked,
        `${def(s, id).name} is not legally docked: a card swapped onto its space would not be either`,
      );
    }
    // A business counts as docked wherever it stands (3.7.1.2), but the card that takes its space does
    // not: with no card touching the business, that card would stand alone.
    if (at && def(s, id).type === 'business' && businessOrphaned(s, at.network)) {
      return violation(
        s,
        SWAP.mustBeDocked,
        `no card touches ${def(s, id).name}: a card swapped onto its space would not be legally docked`,
      );
    }
  }
  return null;
}

/** Exchanges the piles of `a` and `b` (9.27); a challenge on either space follows the new card there. */
export function swapCards(tx: Tx, a: CardId, b: CardId, source: string): void {
  if (swapProblem(tx.g, a, b)) {
    emit(tx, SWAP.sameNetwork, `${source}: ${def(tx.g, a).name} and ${def(tx.g, b).name} cannot be swapped`);
    return;
  }
  const pa = pileOf(tx.g, a);
  const pb = pileOf(tx.g, b);
  if (!pa || !pb) return;
  const one = { network: pa.network, x: pa.pile.x, y: pa.pile.y, cards: [...pa.pile.cards] };
  const two = { network: pb.network, x: pb.pile.x, y: pb.pile.y, cards: [...pb.pile.cards] };
  for (const c of [...one.cards, ...two.cards]) takeCard(tx, c);
  for (const c of one.cards) putInNetwork(tx, two.network, two, c);
  for (const c of two.cards) putInNetwork(tx, one.network, one, c);
  emit(
    tx,
    SWAP.swapped,
    `${def(tx.g, a).name} and ${def(tx.g, b).name} swap places (${one.x},${one.y} ⇄ ${two.x},${two.y})`,
    { card: a },
  );
  bondedMoveAlong(tx, a);
  bondedMoveAlong(tx, b);
  const c = tx.g.challenge;
  if (!c) return;
  for (const [space, now] of [
    [one, two.cards[0]],
    [two, one.cards[0]],
  ] as const) {
    if (c.target.network !== space.network || c.target.x !== space.x || c.target.y !== space.y) continue;
    if (now === undefined || c.defending === now) continue;
    // The swapped-in card defends in its place, if the defending card had become a defender.
    c.defenders = c.defenders.map((d) => (d === c.defending ? now : d));
    c.defending = now;
    emit(tx, SWAP.challengeFollows, `the challenge goes on against ${def(tx.g, now).name}`, { card: now });
  }
}
