import type { Action } from './action.js';
import type { GameState } from './state.js';

const name = (s: GameState, card: string) => `"${s.cards[card]?.def ?? card}"`;

/** The action in a player's words, e.g. `Ana plays "Magellan"`. */
export function describeAction(s: GameState, a: Action): string {
  switch (a.type) {
    case 'propose':
      return `${a.player} proposes ${name(s, a.card)}`;
    case 'support':
      return `${a.player} supports ${name(s, a.card)}`;
    case 'pass':
      return `${a.player} passes`;
    case 'decline':
      return `${a.player} declines to play an adventure`;
    case 'play':
      return `${a.player} plays ${name(s, a.card)}`;
    case 'pay':
      return `${a.player} wrecks ${name(s, a.card)}`;
    case 'draw':
      return `${a.player} draws`;
    case 'swap':
      return `${a.player} swaps in ${name(s, a.card)}`;
    case 'swap-out':
      return `${a.player} swaps out ${name(s, a.card)}`;
    case 'dig':
      return `${a.player} wrecks two cards to choose a stash card`;
    case 'take':
      return `${a.player} takes ${name(s, a.card)} from the stash`;
    case 'use':
      return `${a.player} uses an ability on ${name(s, a.card)}`;
    case 'done':
      return `${a.player} is done`;
    case 'give':
      return `${a.player} gives 1 reputation to ${a.to ?? 'the Void'}`;
  }
}
