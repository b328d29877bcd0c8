import type { Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { activePlayers, nextPlayer } from '../model/query.js';
import type { GameState } from '../model/state.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';

export const PRIORITY = ruleSet('priority', {
  window: { clause: '1.2.8.3', summary: 'A hand-off of priority between players is a priority window.' },
  clockwise: {
    clause: '1.2.8.2',
    summary: 'Priority passes to the left, starting with the player left of the active player.',
  },
  holderOnly: { clause: '1.2.8', summary: 'Only the player holding priority may play, buy or pass.' },
  noWindow: { clause: '1.2.8.3', summary: 'Passing needs an open priority window.' },
  allPassed: {
    clause: '3.9.5',
    summary:
      'When every player passes in a row, the top of the stack resolves, or the window closes if it is empty.',
  },
  stackLifo: { clause: '3.9.5', summary: 'The stack resolves last in, first out.' },
  universalWindow: {
    clause: '6.6.1',
    summary: 'Any effect other than a deployment put on the stack opens a window.',
  },
  activeDeclaresDone: {
    clause: '5.3.2',
    summary: 'In a phase where the active player acts, his pass on an empty stack says he is done.',
  },
});

/** The active player receives priority when a window opens. */
export function openPriority(tx: Tx): void {
  const active = tx.g.turn.active;
  const out = tx.g.players.find((p) => p.id === active)?.lost === true;
  // An active player who dropped out hands the window to the next player still in the game (1.2.8.2).
  tx.g.priority = { holder: out ? nextPlayer(tx.g, active) : active, passes: 0 };
}

export function closePriority(tx: Tx): void {
  tx.g.priority = null;
  // A window that closes takes any 6.2.2.6 window still waiting inside it along (the game moved on).
  if (tx.g.deploymentsAwaitingTriggers) delete tx.g.deploymentsAwaitingTriggers;
}

export function validatePass(s: GameState, a: ActionOf<'pass'>): Violation | null {
  if (!s.priority)
    return violation(
      s,
      PRIORITY.noWindow,
      `nobody holds priority now`,
      'answer the pending decision instead',
    );
  if (s.priority.holder !== a.player) {
    return violation(s, PRIORITY.holderOnly, `${a.player} does not hold priority; ${s.priority.holder} does`);
  }
  return null;
}

export function applyPass(tx: Tx, a: ActionOf<'pass'>): void {
  const p = tx.g.priority;
  if (!p) return;
  const to = nextPlayer(tx.g, a.player);
  p.passes += 1;
  p.holder = to;
  emit(tx, PRIORITY.clockwise, `${a.player} passes priority to ${to}`, { player: a.player });
}

/** 5.3.2: the active player's pass on an empty stack, where he acts in turn, says he is done. */
export function applyDeclareDone(tx: Tx, a: ActionOf<'pass'>): void {
  emit(tx, PRIORITY.activeDeclaresDone, `${a.player} is done: a pass on an empty stack closes the window`, {
    player: a.player,
  });
}

/** A player acted: he keeps priority and the count of passes in a row starts again. */
export function keepPriority(tx: Tx, player: string): void {
  if (tx.g.priority) tx.g.priority = { holder: player, passes: 0 };
}

/** Would this pass complete a round in which every player passed? */
export function passCompletesRound(s: GameState): boolean {
  return s.priority !== null && s.priority.passes + 1 >= activePlayers(s).length;
}
