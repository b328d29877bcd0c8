import { card, def, parametersOf } from '../model/query.js';
import type { CardId, GameState } from '../model/state.js';
import type { Trait } from '../model/traits.js';
import { currentTrait } from './card-in-play.js';
import { ruleSet } from './rule-set.js';

/**
 * When damage destroys a card, under the revision's damage model (`damageModel`, `damageDestroys`).
 * V1.7 lowers the trait by the damage and destroys at 0 or below (5.4.1.8.2); Ed 3.0 only assigns the
 * damage, the trait keeping its value, and destroys once the damage reaches it (at least 1).
 */
export const DAMAGE = ruleSet('damage', {
  assigned: {
    clause: '5.4.1.8.2',
    summary:
      'Where damage is only assigned, the trait keeps its value and the card is destroyed once its damage reaches that value (at least 1).',
  },
  onlyCharactersDestroyed: {
    clause: '5.4.1.8.2',
    summary: 'Where the revision says so, damage destroys only characters and the business.',
  },
  effectDamageKeeps: {
    clause: '5.4.1.8.2',
    summary: 'Where the revision says so, damage dealt by an effect outside a challenge destroys nothing.',
  },
});

/** Total damage on the card in the trait. */
export function damageOn(s: GameState, id: CardId, trait: Trait): number {
  return card(s, id).damage[trait]?.amount ?? 0;
}

/** Whether damage may destroy this kind of card at all (`damageDestroys`). */
export function destructibleByDamage(s: GameState, id: CardId): boolean {
  if (parametersOf(s).damageDestroys === 'any-card') return true;
  const t = def(s, id).type;
  return t === 'character' || t === 'business';
}

/**
 * Whether the card, which has just been dealt `hit` damage in `trait` (already recorded on it), is
 * destroyed by it. A null trait takes no damage (2.5.5.1), so it is never lethal.
 */
export function lethalDamage(s: GameState, id: CardId, trait: Trait, hit: number): boolean {
  const value = currentTrait(s, id, trait);
  if (value === null || hit <= 0 || !destructibleByDamage(s, id)) return false;
  switch (parametersOf(s).damageModel) {
    case 'lowers-trait':
      return value <= 0;
    case 'assigned-accumulates':
      return damageOn(s, id, trait) >= Math.max(1, value);
    case 'assigned-per-hit':
      return hit >= Math.max(1, value);
  }
}

/** The card's trait after damage, in words: the lowered value, or the damage against the kept value. */
export function damageText(s: GameState, id: CardId, trait: Trait): string {
  const value = currentTrait(s, id, trait) ?? 0;
  if (parametersOf(s).damageModel === 'lowers-trait') return `${trait} now ${value}`;
  return `${damageOn(s, id, trait)} ${trait} damage against ${trait} ${value}`;
}
