import type { Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { nextPlayer, parametersOf, player } from '../model/query.js';
import type { GameState } from '../model/state.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';
import { lose, WINNING } from './winning.js';

export const TURN = ruleSet('turn', {
  phasesInOrder: {
    clause: '5.1.2',
    summary: 'A turn runs the Accounting, Buy, Challenge, Divest and End Phases in order.',
  },
  nextPlayer: { clause: '5.7.1', summary: 'The next turn goes to the player on the left.' },
  lostPlayerTurnEnds: {
    clause: '1.2.10',
    summary: 'When the active player drops out of a multiplayer game, his turn ends and play moves on.',
  },
  alreadyLost: { clause: '1.2.10', summary: 'A player who has lost takes no further part in the game.' },
  notNow: { clause: '5.1', summary: 'The game is not at a point where this action can be taken.' },
  gameOver: { clause: '1.2.10', summary: 'Nothing can be done once the game is over.' },
});

/** 5.1.2: a phase of the active player's turn begins, each in its place in the order A-B-C-D-E. */
export function phaseBegins(tx: Tx, phase: 'Accounting' | 'Buy' | 'Challenge' | 'Divest' | 'End'): void {
  emit(tx, TURN.phasesInOrder, `${tx.g.turn.active}'s ${phase} Phase begins`, { player: tx.g.turn.active });
}

export function validateConcede(s: GameState, a: ActionOf<'concede'>): Violation | null {
  if (player(s, a.player).lost) return violation(s, TURN.alreadyLost, `${a.player} has already lost`);
  if (!parametersOf(s).concession) {
    return violation(s, WINNING.concede, 'this revision has no concession: the game is played out');
  }
  return null;
}

export function applyConcede(tx: Tx, a: ActionOf<'concede'>): void {
  lose(tx, [a.player], WINNING.concede, 'conceded');
  if (tx.g.result === null) leaveDecisions(tx, a.player);
}

/**
 * A player who concedes while the others play on takes no further part (1.2.10), so nothing may
 * wait for him: priority he held passes to his left (1.2.8.2) and the count of passes in a row starts
 * again (his pass may have been counted); a bid for the first turn goes on without him (1.2.9.3).
 * The active player's turn is dropped by `abandonTurn` instead.
 */
function leaveDecisions(tx: Tx, who: string): void {
  const p = tx.g.priority;
  if (p) {
    if (p.holder === who) p.holder = nextPlayer(tx.g, who);
    p.passes = 0;
  }
  const st = tx.g.setup;
  if (st?.bidders.includes(who)) {
    st.bidders = st.bidders.filter((b) => b !== who);
    delete st.bids[who];
    delete st.lastBids[who];
  }
}

export function activePlayerLost(s: GameState): boolean {
  return s.result === null && player(s, s.turn.active).lost;
}

/** The active player lost mid-turn with others still playing: what was in progress is dropped. */
export function abandonTurn(tx: Tx): void {
  tx.g.challenge = null;
  tx.g.stack = [];
  tx.g.priority = null;
  tx.g.upkeepDue = [];
  emit(tx, TURN.lostPlayerTurnEnds, `${tx.g.turn.active}'s turn ends because ${tx.g.turn.active} lost`);
}
