import { ruleSet } from '@arbiter/core';
import { numberAt } from '../model/attributes.js';
import { attributesOf, player, sides } from '../model/query.js';
import type { GameState, PlayerId } from '../model/state.js';
import { H } from './headings.js';
import { emit, type Tx } from './tx.js';

export const REPUTATION = ruleSet('reputation', {
  fromVoid: {
    clause: H.resolution,
    summary: 'The hero of a won adventure receives its Reputation from the Void into his vault.',
  },
  voidShort: {
    clause: H.begin,
    summary: 'The Void gives what it has left when it holds less than an adventure is worth.',
  },
  ofPlayer: {
    clause: H.reputationCalculation,
    summary: 'A player’s reputation is what he holds; a team’s is the sum of its members’.',
  },
});

/** A player's reputation under `reputationOf` (GA-11): his vault, or his buildsite's Reputation. */
export function reputationOf(s: GameState, id: PlayerId): number {
  const p = player(s, id);
  if (s.profile.parameters.reputationOf === 'vault') return p.vault;
  return p.buildsite.reduce((sum, c) => sum + (numberAt(attributesOf(s, c), 'Reputation') ?? 0), 0);
}

/** The reputation of a side: a player, or the sum over a team (Reputation calculation). */
export const sideReputation = (s: GameState, members: readonly PlayerId[]): number =>
  members.reduce((sum, id) => sum + reputationOf(s, id), 0);

/** The reputation of each side, sides in seating order. */
export const standings = (s: GameState): { members: PlayerId[]; reputation: number }[] =>
  sides(s).map((members) => ({ members, reputation: sideReputation(s, members) }));

/** Moves reputation from the Void to a player's vault; the Void never goes below zero (GA-32). */
export function receiveFromVoid(tx: Tx, to: PlayerId, amount: number): void {
  const given = Math.min(amount, tx.g.void);
  if (given < amount)
    emit(tx, REPUTATION.voidShort, `the Void holds only ${tx.g.void} of ${amount} reputation`, {
      player: to,
    });
  if (given <= 0) return;
  tx.g.void -= given;
  const p = tx.g.players.find((x) => x.id === to);
  if (p) p.vault += given;
  emit(tx, REPUTATION.fromVoid, `${to} receives ${given} reputation from the Void`, {
    player: to,
    amount: given,
  });
}
