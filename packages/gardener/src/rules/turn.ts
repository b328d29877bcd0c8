import { ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { nextSeat } from '../model/query.js';
import type { GameState, PlayerId } from '../model/state.js';
import { H } from './headings.js';
import { emit, type Tx, violation } from './tx.js';

export const TURN = ruleSet('turn', {
  gameOver: { clause: H.end, summary: 'Nothing more happens once the game has ended.' },
  notNow: {
    clause: H.miscellaneous,
    summary: 'An action the rules do not allow at this point is forbidden.',
  },
  notYourTurn: { clause: H.turn, summary: 'While a player turns, the other players may not act.' },
  begins: {
    clause: H.playAdventure,
    summary: 'Turns begin once the adventure card is played; the hero turns first.',
  },
  pass: { clause: H.pass, summary: 'A player who will not act any more says pass; the next player turns.' },
  adventureEnds: {
    clause: H.resolution,
    summary: 'The adventure ends when nobody wants to play any more cards (a quiet round, GA-17).',
  },
  finishFirst: {
    clause: H.turn,
    summary: 'A decision already begun (a cost, a swap, an ability) is finished first.',
  },
});

/** The turn player, or a refusal for anyone else. */
export function checkTurnPlayer(s: GameState, who: PlayerId): Violation | null {
  const turn = s.adventure.turn;
  if (turn === null) return violation(s, TURN.notNow, 'no turn is under way');
  if (turn !== who) return violation(s, TURN.notYourTurn, `it is ${turn}'s turn`, `wait for ${who}'s turn`);
  return null;
}

export function validatePass(s: GameState, a: ActionOf<'pass'>): Violation | null {
  if (s.bidding) return null; // bidding checks its own passes
  const refused = checkTurnPlayer(s, a.player);
  if (refused) return refused;
  const abilitiesHold = s.profile.parameters.abilityTiming === 'right-after-play';
  if (s.adventure.pending || (abilitiesHold && s.adventure.abilities.length > 0))
    return violation(s, TURN.finishFirst, 'a decision is under way', 'finish it (pay, use, done) first');
  return null;
}

/** Starts a player's turn: the per-turn counts start afresh. */
export function startTurn(tx: Tx, who: PlayerId): void {
  const a = tx.g.adventure;
  a.turn = who;
  a.turnSerial += 1;
  a.playsThisTurn = 0;
  a.drawsThisTurn = 0;
  a.actedThisTurn = false;
  a.wreckedThisTurn = 0;
  a.stashChoiceUsed = false;
}

/** Turn ► Pass: the turn ends; a quiet turn counts toward the end of the adventure (GA-17). */
export function pass(tx: Tx, a: ActionOf<'pass'>): void {
  const adv = tx.g.adventure;
  const quiet =
    tx.g.profile.parameters.adventureEnd === 'round-without-play'
      ? adv.playsThisTurn === 0
      : !adv.actedThisTurn;
  adv.quietTurns = quiet ? adv.quietTurns + 1 : 0;
  // GA-22: abilities left unused lapse with the turn.
  if (adv.abilities.length > 0) adv.abilities = [];
  emit(tx, TURN.pass, `${a.player} passes`, { player: a.player });
  startTurn(tx, nextSeat(tx.g, a.player));
}

/** A full round of quiet turns: nobody wants to play any more cards. */
export const adventureOver = (s: GameState): boolean =>
  s.adventure.rewound || s.adventure.quietTurns >= s.seating.length;

export function noteAdventureEnd(tx: Tx): void {
  emit(tx, TURN.adventureEnds, `a round passes with nobody playing: adventure ${tx.g.adventure.number} ends`);
}
