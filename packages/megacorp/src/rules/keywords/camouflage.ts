import type { Violation } from '@arbiter/core';
import { card, def, parametersOf, pileAt, pileOf } from '../../model/query.js';
import type { CardId, GameState, PlayerId } from '../../model/state.js';
import { orthogonal } from '../network.js';
import { ruleSet } from '../rule-set.js';
import { violation } from '../tx.js';
import { activeKeyword, isOfListedKind, keywordWords } from './card-keywords.js';

/**
 * CAMOUFLAGE (9.6): a card next to a card of a type or subtype its keyword lists (`CAMOUFLAGE #water`,
 * `CAMOUFLAGE: Water, Forest`) may not be attacked nor targeted; an effect that chooses without
 * targeting may still pick it, only its owner's where the revision says so (`camouflageChosenBy`).
 * V1.7 classes it as continuous: off while its card is engaged where the revision has that class
 * (`engagedContinuousKeywords`).
 */
export const CAMOUFLAGE = ruleSet('keyword.camouflage', {
  cannotBeAttacked: {
    clause: '9.6',
    summary: 'A card next to a card of a kind its CAMOUFLAGE lists cannot be attacked.',
  },
  cannotBeTargeted: {
    clause: '9.6',
    summary:
      'A card next to a card of a kind its CAMOUFLAGE lists cannot be the target of an ability or effect.',
  },
  chosenByOwner: {
    clause: '9.6',
    silent: true,
    summary:
      'Where the revision says so, only its owner may choose a camouflaged card for an effect that does not target.',
  },
});

/** The neighbour that hides the card, if its CAMOUFLAGE is working and a listed card is next to it. */
export function camouflagedBy(s: GameState, id: CardId): CardId | null {
  const k = activeKeyword(s, id, 'CAMOUFLAGE');
  const at = pileOf(s, id);
  if (!k || !at || at.depth > 0) return null;
  const listed = keywordWords(k);
  for (const n of orthogonal(at.pile)) {
    const top = pileAt(s, at.network, n)?.cards[0];
    if (top !== undefined && isOfListedKind(s, top, listed)) return top;
  }
  return null;
}

/** 9.6: a camouflaged card cannot be attacked. */
export function camouflageAttackProblem(s: GameState, target: CardId): Violation | null {
  const by = camouflagedBy(s, target);
  if (by === null) return null;
  return violation(
    s,
    CAMOUFLAGE.cannotBeAttacked,
    `${def(s, target).name} is camouflaged next to ${def(s, by).name} and cannot be attacked`,
  );
}

/** 9.6: a camouflaged card cannot be targeted by an ability or effect. */
export function camouflageTargetProblem(s: GameState, target: CardId): Violation | null {
  const by = camouflagedBy(s, target);
  if (by === null) return null;
  return violation(
    s,
    CAMOUFLAGE.cannotBeTargeted,
    `${def(s, target).name} is camouflaged next to ${def(s, by).name} and cannot be targeted`,
  );
}

/** `camouflageChosenBy: 'owner'`: only its owner may choose a camouflaged card (an effect that does not target). */
export function camouflageChoiceProblem(s: GameState, chosen: CardId, chooser: PlayerId): Violation | null {
  if (parametersOf(s).camouflageChosenBy !== 'owner' || card(s, chosen).owner === chooser) return null;
  const by = camouflagedBy(s, chosen);
  if (by === null) return null;
  return violation(
    s,
    CAMOUFLAGE.chosenByOwner,
    `${def(s, chosen).name} is camouflaged next to ${def(s, by).name}; only its owner may choose it`,
  );
}
