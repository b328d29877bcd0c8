import { type Chooser as KernelChooser, nextInt, type RngState } from '@arbiter/core';
import type { Action } from '../model/action.js';
import { numberAt, valueAt } from '../model/attributes.js';
import type { GameEvent } from '../model/event.js';
import { attributesOf, cardType, isHero, ownerOf, teamMates } from '../model/query.js';
import type { CardId, GameState } from '../model/state.js';
import { checkRequirements } from '../rules/requirements.js';

export type Chooser = KernelChooser<GameState, Action, GameEvent>;

function pickFrom(legal: readonly Action[], rng: RngState): [Action, RngState] {
  const [i, r] = nextInt(rng, legal.length);
  return [legal[i] as Action, r];
}

/** Uniform over the legal actions, with passing and declining weighed down so games make progress. */
export const uniformChooser: Chooser = (_s, legal, rng) => {
  const active = legal.filter((a) => a.type !== 'pass' && a.type !== 'done' && a.type !== 'decline');
  const [roll, r1] = nextInt(rng, 4);
  return pickFrom(active.length > 0 && roll > 0 ? active : legal, r1);
};

/**
 * Whether an action throws away its own player's game: an ability turned on his own side's cards
 * (wrecking or incapacitating them, wrecking a won adventure), the hero rewinding his own adventure,
 * or giving his reputation away (GA-25).
 */
export function selfHarm(s: GameState, a: Action): boolean {
  if (a.type === 'give') return true;
  const side = teamMates(s, a.player);
  if (a.type === 'use') {
    const head = s.adventure.abilities[0];
    if (!head || head.ability === 'AbleToRecoverPlayed' || head.ability === 'AbleToRecoverWrecked')
      return false;
    return side.includes(ownerOf(s, a.card));
  }
  if (a.type === 'play' || a.type === 'swap') {
    if (s.adventure.card === null) return false;
    return isHero(s, a.player) && valueAt(attributesOf(s, a.card), 'AbleToRewind') === 'Adventure';
  }
  return false;
}

/** Whether a card would bring something an unmet requirement of the current adventure asks for. */
export function helpsRequirements(s: GameState, card: CardId): boolean {
  const tree = attributesOf(s, card);
  return checkRequirements(s).rows.some((r) => {
    if (r.met) return false;
    if (Array.isArray(r.asked)) return r.asked.includes(`${valueAt(tree, r.name)}`);
    return (numberAt(tree, r.name) ?? 0) > 0;
  });
}

/**
 * The cautious player: never harms his own side; as the hero he opens an adventure when he can and
 * plays toward its unmet requirements before anything else; otherwise he plays like the uniform
 * player.
 */
export const cautiousChooser: Chooser = (s, legal, rng) => {
  const safe = legal.filter((a) => !selfHarm(s, a));
  const pool = safe.length > 0 ? safe : legal;
  const opening = pool.filter((a) => a.type === 'play' && s.adventure.card === null);
  if (opening.length > 0) return pickFrom(opening, rng);
  const who = pool[0]?.player;
  if (who !== undefined && s.adventure.card !== null && isHero(s, who)) {
    const useful = pool.filter(
      (a) => (a.type === 'play' || a.type === 'swap') && helpsRequirements(s, a.card),
    );
    if (useful.length > 0) return pickFrom(useful, rng);
    // Costs and stash choices are paid with cards that would not help; a stash card taken would.
    const spare = pool.filter((a) => a.type === 'pay' && !helpsRequirements(s, a.card));
    const supports = spare.filter((a) => a.type === 'pay' && cardType(s, a.card) === 'support');
    if (supports.length > 0) return pickFrom(supports, rng);
    if (spare.length > 0) return pickFrom(spare, rng);
    const found = pool.filter((a) => a.type === 'take' && helpsRequirements(s, a.card));
    if (found.length > 0) return pickFrom(found, rng);
    // Nothing to play toward the adventure: draw, else pass rather than throw cards away.
    const draw = pool.filter((a) => a.type === 'draw');
    if (draw.length > 0) return pickFrom(draw, rng);
    const calm = pool.filter(
      (a) => a.type === 'pass' || a.type === 'done' || a.type === 'pay' || a.type === 'take',
    );
    if (calm.length > 0) return pickFrom(calm, rng);
  }
  // Adventure cards are kept for opening adventures: costs are paid with support cards when possible.
  const payWithSupport = pool.filter((a) => a.type === 'pay' && cardType(s, a.card) === 'support');
  if (payWithSupport.length > 0) return pickFrom(payWithSupport, rng);
  return uniformChooser(s, pool, rng);
};
