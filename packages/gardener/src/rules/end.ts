import { ruleSet } from '@arbiter/core';
import type { GameState } from '../model/state.js';
import { H } from './headings.js';
import { standings } from './reputation.js';
import { emit, type Tx } from './tx.js';

/**
 * Playing ► End the game and ► End of game ► Winner. The list of end conditions was lost (GA-13); the
 * text keeps one (two failed biddings) and names the reputation "required to end the game", never its
 * amount (GA-12, `reputationToWin`).
 */
export const END = ruleSet('end', {
  reputation: { clause: H.end, summary: 'The game ends once a player (team) has the reputation required.' },
  failedBiddings: {
    clause: H.bidding,
    summary: 'Two biddings in a row that settle no hero team end the game.',
  },
  idleHeroes: {
    clause: H.end,
    summary: 'An individual game ends after full rotations of heroes who play no adventure (GA-13).',
  },
  voidEmpty: { clause: H.end, summary: 'Where the reading says so, an empty Void ends the game (GA-13).' },
  winner: {
    clause: H.winner,
    summary: 'The single player (team) with at least the required reputation wins; otherwise nobody does.',
  },
});

/** Why the game ends now, if it does. */
export function endReason(s: GameState): { key: string; text: string } | null {
  const p = s.profile.parameters;
  if (standings(s).some((x) => x.reputation >= p.reputationToWin))
    return { key: END.reputation, text: `a side has ${p.reputationToWin} reputation or more` };
  if (s.mode === 'teams' && s.failedBiddings >= 2)
    return { key: END.failedBiddings, text: 'two biddings in a row settled no hero team' };
  if (
    s.mode === 'individual' &&
    p.idleRotationsToEnd > 0 &&
    s.idleHeroes >= p.idleRotationsToEnd * s.seating.length
  )
    return { key: END.idleHeroes, text: `${s.idleHeroes} heroes in a row played no adventure` };
  if (p.endWhenVoidEmpty && s.void === 0) return { key: END.voidEmpty, text: 'the Void is empty' };
  return null;
}

export const gameEnds = (s: GameState): boolean => endReason(s) !== null;

export function endGame(tx: Tx): void {
  const g = tx.g as GameState;
  const why = endReason(g);
  if (!why) return;
  emit(tx, why.key, `the game ends: ${why.text}`);
  const top = standings(g).filter((x) => x.reputation >= g.profile.parameters.reputationToWin);
  const winners = top.length === 1 ? (top[0]?.members ?? []) : [];
  tx.g.result = { winners, tie: false, reason: why.text };
  emit(tx, END.winner, winners.length ? `${winners.join(' and ')} win(s)` : 'there is no winner');
}
