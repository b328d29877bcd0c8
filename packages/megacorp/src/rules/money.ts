import type { Cost } from '../model/card.js';
import { player } from '../model/query.js';
import type { GameState, PlayerId } from '../model/state.js';
import { TRAITS } from '../model/traits.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';
import { playerDraft } from './zones.js';

export const MONEY = ruleSet('money', {
  gain: { clause: '1.2.6', summary: 'Money is added to the money pool.' },
  floorAtZero: {
    clause: '1.2.6.1',
    summary: 'A loss larger than the pool leaves the player at 0 M, never below.',
  },
  cannotOverspend: { clause: '1.2.6.2', summary: 'Nobody may spend more money than is in the pool.' },
  payCost: {
    clause: '8.1',
    summary: 'Paying a cost takes its money from the pool and its traits from the trait pool.',
  },
  notEnoughTraits: {
    clause: '8.1',
    summary: 'Trait costs are paid from the trait pool; produce traits first (6.1).',
  },
});

export function gainMoney(tx: Tx, who: PlayerId, amount: number, key: string = MONEY.gain): void {
  if (amount <= 0) return;
  const p = playerDraft(tx, who);
  p.money += amount;
  emit(tx, key, `${who} gains ${amount} M (now ${p.money} M)`, { player: who, amount });
}

/** Takes money; what exceeds the pool is simply not taken (1.2.6.1). */
export function loseMoney(tx: Tx, who: PlayerId, amount: number, key: string = MONEY.floorAtZero): void {
  if (amount <= 0) return;
  const p = playerDraft(tx, who);
  const taken = Math.min(p.money, amount);
  p.money -= taken;
  emit(tx, key, `${who} loses ${taken} M (now ${p.money} M)`, { player: who, amount: taken });
}

/** The reason a player cannot pay a cost right now, or null. */
export function cannotPay(s: GameState, who: PlayerId, cost: Cost): { key: string; message: string } | null {
  const p = player(s, who);
  if (p.money < cost.money) {
    return {
      key: MONEY.cannotOverspend,
      message: `${who} has ${p.money} M but the cost needs ${cost.money} M`,
    };
  }
  for (const t of TRAITS) {
    const need = cost.traits[t] ?? 0;
    if (need > p.pools[t]) {
      return {
        key: MONEY.notEnoughTraits,
        message: `${who} has ${p.pools[t]} ${t} in the trait pool but the cost needs ${need} ${t}`,
      };
    }
  }
  return null;
}

export function payCost(tx: Tx, who: PlayerId, cost: Cost, what: string): void {
  const p = playerDraft(tx, who);
  p.money -= cost.money;
  const parts = cost.money > 0 ? [`${cost.money} M`] : [];
  for (const t of TRAITS) {
    const need = cost.traits[t] ?? 0;
    if (need > 0) {
      p.pools[t] -= need;
      parts.push(`${need} ${t}`);
    }
  }
  emit(tx, MONEY.payCost, `${who} pays ${parts.join(' + ') || 'nothing'} for ${what}`, {
    player: who,
    amount: cost.money,
  });
}
