import type { Violation } from '@arbiter/core';
import { inFlow } from '../../flow/where.js';
import type { Action, ActionOf } from '../../model/action.js';
import { def, isInPlay, parametersOf } from '../../model/query.js';
import type { CardId, GameState, PlayerId } from '../../model/state.js';
import { checkPlayer } from '../action-shape.js';
import { setPileEngaged } from '../orientation.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx, violation } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/**
 * SUPPRESSOR (9.28): the defender of a SUPPRESSOR's attack engages as it becomes defender, so it cannot
 * retaliate. With several candidates the attacker chooses one (`engage-defender`); which cards are
 * candidates is the revision's: every defender (9.28), or the blockers when there are any
 * (`suppressorEngages: 'blocker-if-any'`).
 */
export const SUPPRESSOR = ruleSet('keyword.suppressor', {
  engagesDefender: {
    clause: '9.28',
    summary: 'The defender of an attack by a card with SUPPRESSOR engages as it becomes defender.',
  },
  attackerChooses: {
    clause: '9.28',
    summary: 'When several cards could be engaged by SUPPRESSOR, the attacker chooses the one.',
  },
  blockerFirst: {
    clause: '9.28',
    silent: true,
    summary: 'Where the revision says so, SUPPRESSOR engages a blocker rather than the defending card.',
  },
});

/** The defenders SUPPRESSOR may engage, while it has not engaged one yet. */
export function suppressorCandidates(s: GameState): CardId[] {
  const c = s.challenge;
  if (!c || c.suppressed !== undefined || !isInPlay(s, c.attacker)) return [];
  if (!cardKeyword(s, c.attacker, 'SUPPRESSOR')) return [];
  const defenders = c.defenders.filter((id) => isInPlay(s, id));
  if (parametersOf(s).suppressorEngages === 'blocker-if-any') {
    const blockers = defenders.filter((id) => c.blockers.includes(id));
    if (blockers.length > 0) return blockers;
  }
  return defenders;
}

export const needsSuppressorChoice = (s: GameState): boolean => suppressorCandidates(s).length > 1;

function engage(tx: Tx, id: CardId, chosenBy?: PlayerId): void {
  const c = tx.g.challenge;
  if (!c) return;
  c.suppressed = id;
  const attacker = def(tx.g, c.attacker).name;
  if (chosenBy) {
    emit(tx, SUPPRESSOR.attackerChooses, `${chosenBy} chooses ${def(tx.g, id).name} to be engaged`, {
      player: chosenBy,
      card: id,
    });
  }
  if (parametersOf(tx.g).suppressorEngages === 'blocker-if-any' && c.blockers.includes(id) && c.defending) {
    emit(
      tx,
      SUPPRESSOR.blockerFirst,
      `${def(tx.g, id).name} blocked and is engaged in place of the defending card`,
      {
        card: id,
      },
    );
  }
  if (!setPileEngaged(tx, id, true, SUPPRESSOR.engagesDefender)) {
    emit(
      tx,
      SUPPRESSOR.engagesDefender,
      `${def(tx.g, id).name} is already engaged (${attacker} has SUPPRESSOR)`,
      {
        card: id,
      },
    );
  }
}

/** Right after the defenders are known: SUPPRESSOR engages the only candidate; several wait for the attacker. */
export function suppressSoleDefender(tx: Tx): void {
  const c = tx.g.challenge;
  if (!c || c.suppressed !== undefined || !cardKeyword(tx.g, c.attacker, 'SUPPRESSOR')) return;
  const candidates = suppressorCandidates(tx.g);
  if (candidates.length === 1) engage(tx, candidates[0] as CardId);
  else if (candidates.length === 0) c.suppressed = null;
}

export function validateEngageDefender(s: GameState, a: ActionOf<'engage-defender'>): Violation | null {
  const who = checkPlayer(s, a.player);
  if (who) return who;
  const c = s.challenge;
  if (!c || !inFlow(s, 'turn.challenge.attack.suppressorChoice') || !needsSuppressorChoice(s)) {
    return violation(s, SUPPRESSOR.attackerChooses, 'there is no defender for a SUPPRESSOR to engage now');
  }
  if (a.player !== c.attackerController) {
    return violation(
      s,
      SUPPRESSOR.attackerChooses,
      `${c.attackerController} chooses, as the attacker, not ${a.player}`,
    );
  }
  const candidates = suppressorCandidates(s);
  if (!candidates.includes(a.card)) {
    return violation(
      s,
      SUPPRESSOR.attackerChooses,
      `${s.cards[a.card]?.name ?? a.card} cannot be the one engaged`,
      `choose one of ${candidates.map((id) => def(s, id).name).join(', ')}`,
    );
  }
  return null;
}

export function applyEngageDefender(tx: Tx, a: ActionOf<'engage-defender'>): void {
  engage(tx, a.card, a.player);
}

export function legalEngageDefender(s: GameState, who: PlayerId): Action[] {
  const c = s.challenge;
  if (
    !c ||
    who !== c.attackerController ||
    !inFlow(s, 'turn.challenge.attack.suppressorChoice') ||
    !needsSuppressorChoice(s)
  )
    return [];
  return suppressorCandidates(s).map((card) => ({ type: 'engage-defender', player: who, card }));
}
