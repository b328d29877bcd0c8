import type { Violation } from '@arbiter/core';
import type { Ability } from '../../model/card.js';
import { card, def, isEngaged, parametersOf, pileOf } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { TRAITS } from '../../model/traits.js';
import { costPayable } from '../ability-costs.js';
import { destroy } from '../destruction.js';
import { setPileEngaged } from '../orientation.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx, violation } from '../tx.js';
import { abilitiesOf } from './keyword-abilities.js';

/**
 * REGENERATION / regenerate (9.26): an activated ability that lets a card avoid destruction. A card
 * dealt lethal damage in a challenge waits in the window after the damage (5.4.1.8.4): regenerating it
 * there cancels its destruction (9.26.1). An effect that would destroy a card able to regenerate asks its
 * controller first (a `regenerate` decision): he activates the ability, paying its cost, or lets it go.
 * The revisions differ on what is reset (`regenerationReset`), whether the card disengages
 * (`regenerationDisengages`), whether it may still retaliate in that challenge
 * (`regeneratedMayRetaliate`), and whether effects that destroy outright can be regenerated against
 * (`regenerationAgainst`).
 */
export const REGENERATION = ruleSet('keyword.regeneration', {
  activated: {
    clause: '9.26',
    summary: 'REGENERATION is an activated ability: its controller pays its cost to regenerate the card.',
  },
  cancelsDestruction: {
    clause: '9.26.1',
    summary:
      'Regenerating a card that is being destroyed cancels the destruction: it stays where it is and is not redeployed.',
  },
  resetDamage: {
    clause: '9.26.1',
    summary: 'A regenerated card loses all its damage; its counters stay.',
  },
  resetPrinted: {
    clause: '9.26.1',
    summary: 'Where the revision says so, every trait of a regenerated card returns to its printed value.',
  },
  disengages: {
    clause: '9.26',
    silent: true,
    summary: 'Where the revision says so, an engaged card that regenerates disengages.',
  },
  withoutDestruction: {
    clause: '9.26.3',
    summary: 'A card may regenerate while nothing destroys it; a later destruction still destroys it.',
  },
  offered: {
    clause: '9.26.1',
    summary: 'Before an effect destroys a card able to regenerate, its controller may regenerate it.',
  },
  declined: {
    clause: '9.26.1',
    summary: 'A card whose controller does not regenerate it is destroyed.',
  },
  notAgainstEffects: {
    clause: '9.26',
    summary:
      'Where the revision says so, regeneration saves a card from lethal damage only, not from effects.',
  },
  noRetaliation: {
    clause: '9.26',
    silent: true,
    summary: 'Where the revision says so, a card that regenerated in a challenge deals no retaliation in it.',
  },
});

type Activated = Extract<Ability, { kind: 'activated' }>;

/** The card's activated abilities that regenerate it, with their indexes in `abilitiesOf`. */
export function regenerationAbilities(s: GameState, id: CardId): { index: number; ability: Activated }[] {
  const out: { index: number; ability: Activated }[] = [];
  abilitiesOf(def(s, id), parametersOf(s)).forEach((ab, index) => {
    if (ab.kind === 'activated' && ab.effects.some((e) => e.op === 'regenerate'))
      out.push({ index, ability: ab });
  });
  return out;
}

/** Whether the card's controller could regenerate it now: in play on top of its pile, with a cost he can pay. */
function canRegenerate(s: GameState, id: CardId): boolean {
  const at = pileOf(s, id);
  if (!at || at.depth > 0) return false;
  const who = card(s, id).controller;
  return regenerationAbilities(s, id).some(({ ability }) => costPayable(s, who, ability, id));
}

/**
 * Destroys cards an effect destroys, first asking the controller of each card able to regenerate
 * (9.26.1): such a card waits in a `regenerate` decision. `cause` says whether lethal damage or the
 * effect itself destroys; under `regenerationAgainst: 'lethal-damage'` only the first can be regenerated.
 */
export function destroyUnlessRegenerated(
  tx: Tx,
  ids: readonly CardId[],
  key: string,
  why: string,
  cause: 'damage' | 'effect',
): void {
  const now: CardId[] = [];
  for (const id of ids) {
    if (!canRegenerate(tx.g, id)) {
      now.push(id);
      continue;
    }
    if (cause === 'effect' && parametersOf(tx.g).regenerationAgainst === 'lethal-damage') {
      emit(
        tx,
        REGENERATION.notAgainstEffects,
        `${def(tx.g, id).name} cannot regenerate against this effect`,
        {
          card: id,
        },
      );
      now.push(id);
      continue;
    }
    const who = card(tx.g, id).controller;
    tx.g.pending.push({ kind: 'regenerate', player: who, card: id, key, why });
    emit(tx, REGENERATION.offered, `${def(tx.g, id).name} is being destroyed: ${who} may regenerate it`, {
      card: id,
      player: who,
    });
  }
  if (now.length > 0) destroy(tx, now, key, why);
}

/** The answer "no": the waiting destruction happens (9.26.1). */
export function declineRegeneration(tx: Tx): void {
  const d = tx.g.pending[0];
  if (d?.kind !== 'regenerate') return;
  tx.g.pending.splice(0, 1);
  emit(tx, REGENERATION.declined, `${d.player} does not regenerate ${def(tx.g, d.card).name}`, {
    player: d.player,
    card: d.card,
  });
  if (pileOf(tx.g, d.card)) destroy(tx, [d.card], d.key, d.why);
}

/**
 * Regenerates a card (9.26.1): a destruction waiting for it — a `regenerate` decision, or the
 * challenge's cards destroyed by combat damage — is cancelled; its damage goes (and, under
 * `regenerationReset: 'printed-values'`, its trait counters too); under `regenerationDisengages` an
 * engaged card disengages. With no destruction waiting, it only resets (9.26.3).
 */
export function regenerate(tx: Tx, id: CardId): void {
  if (!pileOf(tx.g, id)) return;
  const name = def(tx.g, id).name;
  const waiting = tx.g.pending.findIndex((p) => p.kind === 'regenerate' && p.card === id);
  const c = tx.g.challenge;
  if (waiting >= 0) {
    tx.g.pending.splice(waiting, 1);
    emit(tx, REGENERATION.cancelsDestruction, `${name} regenerates: it is not destroyed`, { card: id });
  } else if (c?.destroyed.includes(id)) {
    c.destroyed = c.destroyed.filter((x) => x !== id);
    if (c.annihilate) c.annihilate = c.annihilate.filter((x) => x !== id);
    emit(tx, REGENERATION.cancelsDestruction, `${name} regenerates: it is not destroyed`, { card: id });
  } else {
    emit(tx, REGENERATION.withoutDestruction, `${name} regenerates, though nothing was destroying it`, {
      card: id,
    });
  }
  if (c) c.regenerated = [...(c.regenerated ?? []).filter((x) => x !== id), id];
  const cs = tx.g.cards[id];
  if (!cs) return;
  cs.damage = {};
  if (parametersOf(tx.g).regenerationReset === 'printed-values') {
    for (const t of TRAITS) delete cs.counters[t];
    emit(tx, REGENERATION.resetPrinted, `${name}'s traits return to their printed values`, { card: id });
  } else {
    emit(tx, REGENERATION.resetDamage, `${name} loses all its damage`, { card: id });
  }
  if (parametersOf(tx.g).regenerationDisengages && isEngaged(tx.g, id))
    setPileEngaged(tx, id, false, REGENERATION.disengages);
}

/** D-REGEN-RETALIATE: why a card that regenerated in this challenge may not retaliate, or null. */
export function regenerationStopsRetaliation(s: GameState, id: CardId): Violation | null {
  if (parametersOf(s).regeneratedMayRetaliate) return null;
  if (!s.challenge?.regenerated?.includes(id)) return null;
  return violation(
    s,
    REGENERATION.noRetaliation,
    `${def(s, id).name} regenerated in this challenge and cannot retaliate`,
  );
}

/** Why `a` is not the answer the `regenerate` decision waits for, or null when it is. */
export function regenerationAnswerProblem(
  s: GameState,
  cardId: CardId,
  abilityIndex: number,
): Violation | null {
  const d = s.pending[0];
  if (d?.kind !== 'regenerate') return null;
  if (cardId !== d.card || !regenerationAbilities(s, cardId).some((r) => r.index === abilityIndex)) {
    return violation(
      s,
      REGENERATION.offered,
      `${d.player} must first decide whether ${def(s, d.card).name} regenerates`,
      `activate its regeneration ability, or choose nothing`,
    );
  }
  return null;
}
