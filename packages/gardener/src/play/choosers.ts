import { type Chooser as KernelChooser, nextInt, type RngState } from '@arbiter/core';
import type { Action } from '../model/action.js';
import { valueAt } from '../model/attributes.js';
import type { GameEvent } from '../model/event.js';
import { attributesOf, isHero, ownerOf, teamMates } from '../model/query.js';
import type { GameState } from '../model/state.js';

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
 * (wrecking or incapacitating them, wrecking a won adventure), or the hero rewinding his own adventure.
 */
export function selfHarm(s: GameState, a: Action): boolean {
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

/** The cautious player: never harms his own side, otherwise plays like the uniform player. */
export const cautiousChooser: Chooser = (s, legal, rng) => {
  const safe = legal.filter((a) => !selfHarm(s, a));
  return uniformChooser(s, safe.length > 0 ? safe : legal, rng);
};
