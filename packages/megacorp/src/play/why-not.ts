import { explainIllegal, type Violation } from '@arbiter/core';
import { legalActions } from '../engine.js';
import type { Action } from '../model/action.js';
import { isAsset } from '../model/card.js';
import { def, player } from '../model/query.js';
import type { CardId, GameState, PlayerId, Space } from '../model/state.js';
import { megacorpModule } from '../module.js';
import { dockingSpaces } from '../rules/network.js';

/** Whether a card in hand can be bought now, and where; or the rule that forbids each try. */
export interface BuyAnswer {
  readonly card: CardId;
  readonly name: string;
  /** Own-network spaces where a buy is legal now (empty for a non-permanent event bought legally). */
  readonly legalAt: readonly Space[];
  /** True when some buy of the card is legal now. */
  readonly buyable: boolean;
  /** Each refused try: the free space it tried (none for a non-permanent event) and the engine's refusal. */
  readonly refusals: readonly { readonly at?: Space; readonly violation: Violation }[];
}

/**
 * For each card in `who`'s hand: where it can be bought now (3.7), or, tried at each free docking
 * space of its owner's network (or without a space for a non-permanent event), the rule and clause
 * that refuse it. Only the own network is tried: buying into an opponent's is a card's own ability.
 */
export function whyNotBuy(s: GameState, who: PlayerId): BuyAnswer[] {
  const legal = legalActions(s).filter(
    (a): a is Extract<Action, { type: 'buy' }> => a.type === 'buy' && a.player === who,
  );
  const seen = new Set<string>();
  const out: BuyAnswer[] = [];
  for (const id of player(s, who).hand) {
    const d = def(s, id);
    // Copies of one card answer alike: list a name once.
    if (seen.has(d.name)) continue;
    seen.add(d.name);
    const mine = legal.filter((a) => a.card === id);
    if (mine.length > 0) {
      const at = mine.flatMap((a) => (a.at && a.at.network === who ? [{ x: a.at.x, y: a.at.y }] : []));
      const unique = [...new Map(at.map((p) => [`${p.x},${p.y}`, p])).values()];
      out.push({ card: id, name: d.name, legalAt: unique, buyable: true, refusals: [] });
      continue;
    }
    const tries: { at?: Space; action: Action }[] = isAsset(d)
      ? dockingSpaces(s, who).map((sp) => ({
          at: sp,
          action: { type: 'buy', player: who, card: id, at: { network: who, x: sp.x, y: sp.y } },
        }))
      : [{ action: { type: 'buy', player: who, card: id } }];
    if (tries.length === 0) tries.push({ action: { type: 'buy', player: who, card: id } });
    const refusals = tries.flatMap((t) => {
      const violation = explainIllegal(megacorpModule, s, t.action);
      return violation ? [{ ...(t.at ? { at: t.at } : {}), violation }] : [];
    });
    out.push({ card: id, name: d.name, legalAt: [], buyable: refusals.length < tries.length, refusals });
  }
  return out;
}
