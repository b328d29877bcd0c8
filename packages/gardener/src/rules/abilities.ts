import { ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { conditionsIn, numberAt, valueAt } from '../model/attributes.js';
import { attributesOf, cardType, isHero, ownerOf, zoneOf } from '../model/query.js';
import type { CardId, GameState, PendingAbility, PlayerId, ZoneName } from '../model/state.js';
import { meetsAll } from './compare.js';
import { H } from './headings.js';
import { emit, type Tx, violation } from './tx.js';

/**
 * Abilities and conditional abilities: what a player may do right after playing the card that carries
 * them, in the same turn (GA-22: right after the play, or at any time in that turn, as the reading
 * says; each once, in printed order). Freezing and rewinding have no choice in them and happen as the
 * card enters play.
 */
export const ABILITY = ruleSet('ability', {
  freeze: {
    clause: H.freeze,
    summary: 'Played by the hero, a freezing card stops the competitors for the adventure.',
  },
  recoverPlayed: {
    clause: H.recoverPlayed,
    summary: 'AbleToRecoverPlayed N: up to N support cards of one’s playground go back to one’s ops.',
  },
  recoverWrecked: {
    clause: H.recoverWrecked,
    summary: 'AbleToRecoverWrecked N: up to N cards of one’s wreckage go back to one’s ops.',
  },
  rewindRound: {
    clause: H.rewind,
    summary: 'AbleToRewind "Last round": every card played in the last round goes back to its player’s ops.',
  },
  rewindAdventure: {
    clause: H.rewind,
    summary:
      'AbleToRewind "Adventure": every played card and the adventure card go back to the ops; the adventure ends.',
  },
  incapacitateCard: {
    clause: H.incapacitateCard,
    summary:
      'AbleToIncapacitatePlayedCardIf: one matching played support card goes back to its player’s ops.',
  },
  incapacitateAny: {
    clause: H.incapacitateAny,
    summary: 'AbleToIncapacitatePlayedIf: any matching played support cards go back to their players’ ops.',
  },
  wreckBuildsite: {
    clause: H.wreckBuildsite,
    summary: 'AbleToWreckBuildsiteCardIf: one matching adventure card of any buildsite is wrecked.',
  },
  wreckPlayed: {
    clause: H.wreckPlayed,
    summary: 'AbleToWreckPlayedIf: any matching played support cards are wrecked.',
  },
  noneWaiting: {
    clause: H.abilities,
    summary: 'Abilities are used right after playing their card, in its turn.',
  },
  badTarget: {
    clause: H.conditionalAbilities,
    summary: 'An ability reaches only the cards its text and conditions name.',
  },
  done: { clause: H.abilities, summary: 'Abilities are optional: a player may let one go or stop using it.' },
});

const KEY_OF: Record<PendingAbility['ability'], string> = {
  AbleToRecoverPlayed: ABILITY.recoverPlayed,
  AbleToRecoverWrecked: ABILITY.recoverWrecked,
  AbleToIncapacitatePlayedCardIf: ABILITY.incapacitateCard,
  AbleToIncapacitatePlayedIf: ABILITY.incapacitateAny,
  AbleToWreckBuildsiteCardIf: ABILITY.wreckBuildsite,
  AbleToWreckPlayedIf: ABILITY.wreckPlayed,
};

/** The abilities a card just played offers, and the automatic ones done at once. */
export function queueAbilities(tx: Tx, who: PlayerId, card: CardId): void {
  const tree = attributesOf(tx.g, card);
  if (valueAt(tree, 'AbleToFreezeCompetitors') === 'Yes' && isHero(tx.g, who)) {
    tx.g.adventure.frozen = true;
    emit(tx, ABILITY.freeze, `${who} freezes the competitors`, { player: who, card });
  }
  const queue: PendingAbility[] = [];
  for (const ability of ['AbleToRecoverPlayed', 'AbleToRecoverWrecked'] as const) {
    const n = numberAt(tree, ability);
    if (n !== undefined && n > 0) queue.push({ source: card, ability, left: n });
  }
  for (const [ability, left] of [
    ['AbleToIncapacitatePlayedCardIf', 1],
    ['AbleToIncapacitatePlayedIf', null],
    ['AbleToWreckBuildsiteCardIf', 1],
    ['AbleToWreckPlayedIf', null],
  ] as const)
    if (conditionsIn(tree, ability).length > 0) queue.push({ source: card, ability, left });
  // GA-22: used any time in the turn, the abilities of several cards wait together, in play order.
  const waiting = tx.g.profile.parameters.abilityTiming === 'same-turn' ? tx.g.adventure.abilities : [];
  tx.g.adventure.abilities = [...waiting, ...queue];
  dropUnusable(tx, who);
  const rewind = valueAt(tree, 'AbleToRewind');
  if (rewind === 'Last round') rewindRound(tx, who, card);
  else if (rewind === 'Adventure') rewindAdventure(tx, who, card);
}

function moveCard(tx: Tx, card: CardId, to: ZoneName): void {
  const owner = ownerOf(tx.g, card);
  const p = tx.g.players.find((x) => x.id === owner);
  const from = zoneOf(tx.g, card);
  if (!p || from === null) return;
  p[from] = p[from].filter((c) => c !== card);
  p[to].push(card);
}

/** The card leaves its owner's zone for the same zone of `to`, who owns it from then on. */
function handOver(tx: Tx, card: CardId, to: PlayerId): void {
  const owner = ownerOf(tx.g, card);
  const from = zoneOf(tx.g, card);
  const was = tx.g.players.find((x) => x.id === owner);
  const now = tx.g.players.find((x) => x.id === to);
  const entry = tx.g.cards[card];
  if (owner === to || from === null || !was || !now || !entry) return;
  was[from] = was[from].filter((c) => c !== card);
  now[from].push(card);
  entry.owner = to;
}

/**
 * GA-19: the last round is the turns since the rewinding player's previous turn, this one included,
 * or (the other reading) the full round before this turn, his own previous turn included.
 */
function rewindRound(tx: Tx, who: PlayerId, card: CardId): void {
  const adv = tx.g.adventure;
  const last = tx.g.profile.parameters.lastRound === 'since-own-turn' ? adv.turnSerial : adv.turnSerial - 1;
  const since = last - tx.g.seating.length;
  const back = adv.plays.filter(
    (r) => r.turn > since && r.turn <= last && r.card !== card && zoneOf(tx.g, r.card) === 'playground',
  );
  for (const r of back) moveCard(tx, r.card, 'ops');
  adv.plays = adv.plays.filter((r) => !back.includes(r));
  emit(tx, ABILITY.rewindRound, `${who} rewinds the last round: ${back.length} card(s) go back to the ops`, {
    player: who,
    card,
  });
}

function rewindAdventure(tx: Tx, who: PlayerId, card: CardId): void {
  for (const p of tx.g.players) {
    for (const c of p.playground) if (c !== card) p.ops.push(c);
    p.playground = p.playground.filter((c) => c === card);
  }
  moveCard(tx, card, 'wreckage');
  const adv = tx.g.adventure;
  adv.abilities = [];
  adv.rewound = true;
  emit(tx, ABILITY.rewindAdventure, `${who} rewinds the whole adventure`, { player: who, card });
}

/** The cards the first waiting ability may reach now. */
export function abilityTargets(s: GameState, who: PlayerId): CardId[] {
  const head = s.adventure.abilities[0];
  if (!head) return [];
  const params = s.profile.parameters;
  const everyone = s.players;
  const matches = (c: CardId) =>
    meetsAll(attributesOf(s, c), conditionsIn(attributesOf(s, head.source), head.ability), params);
  switch (head.ability) {
    case 'AbleToRecoverPlayed':
      return (everyone.find((p) => p.id === who)?.playground ?? []).filter(
        (c) => cardType(s, c) === 'support' && (params.recoverItself || c !== head.source),
      );
    case 'AbleToRecoverWrecked':
      return [...(everyone.find((p) => p.id === who)?.wreckage ?? [])];
    case 'AbleToIncapacitatePlayedCardIf':
    case 'AbleToIncapacitatePlayedIf':
    case 'AbleToWreckPlayedIf':
      return everyone.flatMap((p) => p.playground.filter((c) => cardType(s, c) === 'support' && matches(c)));
    case 'AbleToWreckBuildsiteCardIf':
      return everyone.flatMap((p) => p.buildsite.filter(matches));
  }
}

export function validateUse(s: GameState, a: ActionOf<'use'>): Violation | null {
  const head = s.adventure.abilities[0];
  if (!head || s.adventure.turn !== a.player)
    return violation(s, ABILITY.noneWaiting, 'no ability of a card just played waits', 'play the card first');
  if (!abilityTargets(s, a.player).includes(a.card))
    return violation(s, KEY_OF[head.ability], `${head.ability} of ${head.source} cannot reach ${a.card}`);
  return null;
}

export function use(tx: Tx, a: ActionOf<'use'>): void {
  const adv = tx.g.adventure;
  const head = adv.abilities[0];
  if (!head) return;
  const owner = ownerOf(tx.g, a.card);
  switch (head.ability) {
    case 'AbleToRecoverPlayed':
    case 'AbleToRecoverWrecked':
    case 'AbleToIncapacitatePlayedCardIf':
    case 'AbleToIncapacitatePlayedIf':
      // GA-24: "its player" is the card's owner.
      moveCard(tx, a.card, 'ops');
      break;
    case 'AbleToWreckBuildsiteCardIf':
    case 'AbleToWreckPlayedIf':
      // GA-24: "a player's wreckage", the owner's or the wrecking player's, who then holds the card.
      if (tx.g.profile.parameters.wreckTo === 'wrecker') handOver(tx, a.card, a.player);
      moveCard(tx, a.card, 'wreckage');
      break;
  }
  emit(
    tx,
    KEY_OF[head.ability],
    `${a.player} uses ${head.ability} of ${head.source} on ${a.card} (${owner}'s)`,
    {
      player: a.player,
      card: a.card,
    },
  );
  adv.actedThisTurn = true;
  const left = head.left === null ? null : head.left - 1;
  if (left === 0) adv.abilities.shift();
  else adv.abilities[0] = { ...head, left };
  dropUnusable(tx, a.player);
}

export function validateDone(s: GameState, a: ActionOf<'done'>): Violation | null {
  const p = s.adventure.pending;
  if (p?.kind === 'take' && s.adventure.turn === a.player) return null;
  if (s.adventure.abilities.length === 0 || s.adventure.turn !== a.player)
    return violation(s, ABILITY.noneWaiting, 'nothing waits to be let go');
  return null;
}

export function done(tx: Tx, a: ActionOf<'done'>): void {
  const adv = tx.g.adventure;
  if (adv.pending?.kind === 'take') {
    adv.pending = null;
    return;
  }
  const head = adv.abilities.shift();
  if (head)
    emit(tx, ABILITY.done, `${a.player} is done with ${head.ability} of ${head.source}`, {
      player: a.player,
    });
  dropUnusable(tx, a.player);
}

/** Abilities that can reach nothing lapse at once: nothing would be decided. */
export function dropUnusable(tx: Tx, who: PlayerId): void {
  const adv = tx.g.adventure;
  while (adv.abilities.length > 0 && abilityTargets(tx.g as GameState, who).length === 0)
    adv.abilities.shift();
}
