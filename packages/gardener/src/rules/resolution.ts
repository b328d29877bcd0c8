import { ruleSet } from '@arbiter/core';
import { numberAt } from '../model/attributes.js';
import { attributesOf, isHero, seatsAfter } from '../model/query.js';
import type { GameState } from '../model/state.js';
import { H } from './headings.js';
import { receiveFromVoid } from './reputation.js';
import { checkRequirements } from './requirements.js';
import { emit, type Tx } from './tx.js';

/** Playing ► Adventure ► Resolution. What failure does was lost (GA-14): read by two parameters. */
export const RESOLUTION = ruleSet('resolution', {
  success: { clause: H.resolution, summary: 'Requirements fulfilled at the end: the adventure succeeds.' },
  failure: { clause: H.resolution, summary: 'Requirements not fulfilled at the end: the adventure fails.' },
  buildsite: {
    clause: H.resolution,
    summary: 'A won adventure card goes to the buildsite of the player who played it.',
  },
  heroWrecks: {
    clause: H.resolution,
    summary: 'After a success the hero (team) wrecks every card of his playground.',
  },
  failedCard: {
    clause: H.resolution,
    summary: 'A failed adventure card goes where the reading says (GA-14).',
  },
  failedHero: {
    clause: H.resolution,
    summary: 'After a failure the hero’s played cards go where the reading says (GA-14).',
  },
  competitorsBack: {
    clause: H.resolution,
    summary: 'Each competitor moves every card of his playground back to his ops.',
  },
  rewound: {
    clause: H.rewind,
    summary: 'An adventure rewound by AbleToRewind "Adventure" ends without resolution (GA-20).',
  },
});

export function resolve(tx: Tx): void {
  const g = tx.g;
  const adv = g.adventure;
  const card = adv.card;
  const hero = adv.hero;
  if (card === null || hero === null) return;
  const check = checkRequirements(g as GameState);
  const p = g.profile.parameters;
  adv.outcome = check.fulfilled ? 'success' : 'failure';
  emit(
    tx,
    check.fulfilled ? RESOLUTION.success : RESOLUTION.failure,
    `adventure ${card} ${check.fulfilled ? 'succeeds' : 'fails'}`,
    { player: hero, card },
  );
  const heroPlayer = g.players.find((x) => x.id === hero);
  if (!heroPlayer) return;
  heroPlayer.playground = heroPlayer.playground.filter((c) => c !== card);
  if (check.fulfilled) {
    receiveFromVoid(tx, hero, numberAt(attributesOf(g, card), 'Reputation') ?? 0);
    heroPlayer.buildsite.push(card);
    emit(tx, RESOLUTION.buildsite, `${card} goes to ${hero}'s buildsite`, { player: hero, card });
  } else {
    heroPlayer[p.failedAdventureCard].push(card);
    emit(tx, RESOLUTION.failedCard, `${card} goes to ${hero}'s ${p.failedAdventureCard}`, {
      player: hero,
      card,
    });
  }
  for (const pl of g.players) {
    if (pl.playground.length === 0) continue;
    const heroSide = isHero(g, pl.id);
    const to = heroSide ? (check.fulfilled ? 'wreckage' : p.failedHeroPlayground) : 'ops';
    pl[to].push(...pl.playground);
    emit(
      tx,
      heroSide
        ? check.fulfilled
          ? RESOLUTION.heroWrecks
          : RESOLUTION.failedHero
        : RESOLUTION.competitorsBack,
      `${pl.id}'s ${pl.playground.length} played card(s) go to the ${to}`,
      { player: pl.id },
    );
    pl.playground = [];
  }
  g.lastHero = hero;
  g.idleHeroes = 0;
}

/** After AbleToRewind "Adventure": no resolution; who is hero next is `heroAfterRewind` (GA-20). */
export function endRewound(tx: Tx): void {
  const g = tx.g;
  const hero = g.adventure.hero;
  if (hero === null) return;
  emit(tx, RESOLUTION.rewound, `adventure ${g.adventure.number} was rewound: no resolution`);
  // The next hero is the player after `lastHero`; the one before the hero makes him hero again.
  g.lastHero =
    g.profile.parameters.heroAfterRewind === 'next-player' ? hero : (seatsAfter(g, hero).at(-2) ?? hero);
  g.idleHeroes = 0;
}
