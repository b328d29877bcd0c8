import { ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { isHero, player } from '../model/query.js';
import type { GameState } from '../model/state.js';
import { H } from './headings.js';
import { checkTurnPlayer } from './turn.js';
import { emit, type Tx, violation } from './tx.js';

/**
 * Turn ► Choose stash card: wrecking two cards lets the turn player take any card of his stash into
 * his ops. Whether the wrecking is an action of its own or any two cards wrecked in the turn (costs)
 * is the reading `stashChoice` (GA-18); either way once a turn.
 */
export const STASH_CHOICE = ruleSet('stash-choice', {
  dig: { clause: H.stashCard, summary: 'Wrecking two cards of one’s ops opens a choice of any stash card.' },
  notAnAction: {
    clause: H.stashCard,
    summary: 'Where the stash choice follows two wrecked cards, it is not an action of its own (GA-18).',
  },
  oncePerTurn: { clause: H.stashCard, summary: 'A turn chooses a stash card at most once.' },
  needsCards: { clause: H.stashCard, summary: 'Two cards to wreck and a card in the stash are needed.' },
  take: {
    clause: H.stashCard,
    summary: 'The player looks through his stash and moves the card he chooses to his ops.',
  },
  notOpen: { clause: H.stashCard, summary: 'A stash card is taken only once two cards have been wrecked.' },
  frozen: {
    clause: H.freeze,
    summary: 'Where a freeze stops every action, frozen competitors may not choose (GA-23).',
  },
});

const WRECKED = 2;

export function validateDig(s: GameState, a: ActionOf<'dig'>): Violation | null {
  const turn = checkTurnPlayer(s, a.player);
  if (turn) return turn;
  const p = s.profile.parameters;
  if (p.stashChoice !== 'action')
    return violation(
      s,
      STASH_CHOICE.notAnAction,
      'under this reading two wrecked cards open the choice by themselves',
    );
  if (s.adventure.frozen && p.freezeStops === 'every-action' && !isHero(s, a.player))
    return violation(s, STASH_CHOICE.frozen, 'the competitors are frozen for this adventure');
  if (s.adventure.stashChoiceUsed)
    return violation(s, STASH_CHOICE.oncePerTurn, 'a stash card was chosen this turn');
  const me = player(s, a.player);
  if (me.ops.length < WRECKED || me.stash.length === 0)
    return violation(
      s,
      STASH_CHOICE.needsCards,
      `${me.ops.length} ops card(s), ${me.stash.length} stash card(s)`,
    );
  return null;
}

export function dig(tx: Tx, a: ActionOf<'dig'>): void {
  tx.g.adventure.pending = { kind: 'dig', owed: WRECKED };
  tx.g.adventure.stashChoiceUsed = true;
  emit(tx, STASH_CHOICE.dig, `${a.player} wrecks two cards to choose a stash card`, { player: a.player });
}

/** Whether a take is open: after a dig's wrecking, or (the other reading) after two cards wrecked this turn. */
export function takeOpen(s: GameState, who: string): boolean {
  const adv = s.adventure;
  if (adv.turn !== who || player(s, who).stash.length === 0) return false;
  if (adv.pending?.kind === 'take') return true;
  return (
    s.profile.parameters.stashChoice === 'after-wrecking-two' &&
    adv.pending === null &&
    adv.abilities.length === 0 &&
    !adv.stashChoiceUsed &&
    adv.wreckedThisTurn >= WRECKED &&
    !(adv.frozen && s.profile.parameters.freezeStops === 'every-action' && !isHero(s, who))
  );
}

export function validateTake(s: GameState, a: ActionOf<'take'>): Violation | null {
  if (!takeOpen(s, a.player)) return violation(s, STASH_CHOICE.notOpen, 'no stash choice is open');
  if (!player(s, a.player).stash.includes(a.card))
    return violation(s, STASH_CHOICE.take, `${a.card} is not in ${a.player}'s stash`);
  return null;
}

export function take(tx: Tx, a: ActionOf<'take'>): void {
  const p = tx.g.players.find((x) => x.id === a.player);
  if (!p) return;
  p.stash = p.stash.filter((c) => c !== a.card);
  p.ops.push(a.card);
  tx.g.adventure.pending = null;
  tx.g.adventure.stashChoiceUsed = true;
  tx.g.adventure.actedThisTurn = true;
  emit(tx, STASH_CHOICE.take, `${a.player} takes a card from the stash`, { player: a.player });
}
