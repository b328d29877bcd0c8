import { explainIllegal, type Violation } from '@arbiter/core';
import { legalActions } from '../engine.js';
import type { Action } from '../model/action.js';
import { isAsset } from '../model/card.js';
import { def, player } from '../model/query.js';
import type { CardId, GameState, PlayerId, Space } from '../model/state.js';
import { megacorpModule } from '../module.js';
import { dockingSpaces } from '../rules/network.js';

/** Whether a card can be bought now, and where; or the rule that forbids each try. */
export interface BuyJudgement {
  /** Own-network spaces where a buy is legal now (empty for a non-permanent event bought legally). */
  readonly legalAt: readonly Space[];
  /** True when some buy of the card is legal now. */
  readonly buyable: boolean;
  /** Each refused try: the free space it tried (none for a non-permanent event) and the engine's refusal. */
  readonly refusals: readonly { readonly at?: Space; readonly violation: Violation }[];
}

/** A card of a hand, judged; see `whyNotBuy`. */
export interface BuyAnswer extends BuyJudgement {
  readonly card: CardId;
  readonly name: string;
}

type Buy = Extract<Action, { type: 'buy' }>;

function legalBuys(s: GameState, who: PlayerId): Buy[] {
  return legalActions(s).filter((a): a is Buy => a.type === 'buy' && a.player === who);
}

const sameSpace = (a: Space, b: Space) => a.x === b.x && a.y === b.y;

/**
 * Can `who` buy `card` now (3.7)? Legal buys are read from the legal actions (so an event that needs
 * targets counts); each refused try is the engine's own refusal (`explainIllegal`). With `at`, only
 * that space of the buyer's network is tried; without it, every free docking space (or no space for
 * a non-permanent event). Only the own network is tried: buying into an opponent's is a card's own
 * ability.
 */
export function judgeBuy(
  s: GameState,
  who: PlayerId,
  card: CardId,
  at?: Space,
  legal: readonly Buy[] = legalBuys(s, who),
): BuyJudgement {
  const mine = legal.filter((a) => a.card === card);
  const spaces = mine.flatMap((a) => (a.at && a.at.network === who ? [{ x: a.at.x, y: a.at.y }] : []));
  const legalAt = [...new Map(spaces.map((p) => [`${p.x},${p.y}`, p])).values()];
  if (at === undefined ? mine.length > 0 : legalAt.some((p) => sameSpace(p, at)))
    return { legalAt, buyable: true, refusals: [] };
  const bare: Buy = { type: 'buy', player: who, card };
  const onSpace = (sp: Space): { at?: Space; action: Buy } => ({
    at: sp,
    action: { ...bare, at: { network: who, x: sp.x, y: sp.y } },
  });
  const tries =
    at !== undefined
      ? [onSpace(at)]
      : isAsset(def(s, card))
        ? dockingSpaces(s, who).map(onSpace)
        : [{ action: bare }];
  if (tries.length === 0) tries.push({ action: bare });
  const refusals = tries.flatMap((t) => {
    const violation = explainIllegal(megacorpModule, s, t.action);
    return violation ? [{ ...(t.at ? { at: t.at } : {}), violation }] : [];
  });
  return { legalAt, buyable: refusals.length < tries.length, refusals };
}

/**
 * For each card in `who`'s hand: where it can be bought now (3.7), or, tried at each free docking
 * space of its owner's network (or without a space for a non-permanent event), the rule and clause
 * that refuse it.
 */
export function whyNotBuy(s: GameState, who: PlayerId): BuyAnswer[] {
  const legal = legalBuys(s, who);
  const seen = new Set<string>();
  const out: BuyAnswer[] = [];
  for (const id of player(s, who).hand) {
    const d = def(s, id);
    // Copies of one card answer alike: list a name once.
    if (seen.has(d.name)) continue;
    seen.add(d.name);
    out.push({ card: id, name: d.name, ...judgeBuy(s, who, id, undefined, legal) });
  }
  return out;
}
