import { ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { conditionsIn, formatCondition, hasCategory, valueAt } from '../model/attributes.js';
import { attributesOf, cardsIn, cardType, isHero, player } from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { queueAbilities } from './abilities.js';
import { meetsAll } from './compare.js';
import { checkPayable, costOf } from './cost.js';
import { H } from './headings.js';
import { conditionRefusal } from './play-conditions.js';
import { checkTurnPlayer } from './turn.js';
import { emit, type Tx, violation } from './tx.js';

/** Turn ► Play card, and the predefined attributes that limit a play. */
export const PLAY = ruleSet('play', {
  notInOps: { clause: H.playCard, summary: 'A player plays cards from his own ops.' },
  adventureFirst: {
    clause: H.playCard,
    summary: 'An adventure card is played only by the hero, and only as the first card of an adventure.',
  },
  supportAfterAdventure: {
    clause: H.playAdventure,
    summary: 'Support cards are played in the turns, after the adventure card.',
  },
  perTurn: {
    clause: H.playCard,
    summary: 'A turn plays at most as many cards as the reading allows (GA-16).',
  },
  frozen: {
    clause: H.freeze,
    summary: 'After the hero froze the competitors, they play no more cards in this adventure.',
  },
  freezeByCompetitor: {
    clause: H.freeze,
    summary: 'A competitor may not play a card with AbleToFreezeCompetitors Yes.',
  },
  name: {
    clause: H.name,
    summary: 'A support card may not be played while any playground holds a support card of the same Name.',
  },
  unique: {
    clause: H.unique,
    summary: 'An adventure card may not be played while any buildsite holds an adventure of the same Unique.',
  },
  featless: {
    clause: H.feats,
    summary: 'Where every adventure card must list Feats, one without them is no card of the game (GA-29).',
  },
  identical: {
    clause: H.playAdventure,
    summary: 'A player may not play an adventure card identical to one in his buildsite.',
  },
  textualRequirement: {
    clause: H.playCard,
    summary:
      'A support card whose attribute shares its name with a textual requirement must carry one of its values.',
  },
  incapacitated: {
    clause: H.playCard,
    summary:
      'A support card matching the incapacitation conditions of a card already played may not be played.',
  },
  enters: { clause: H.playCard, summary: 'A played card moves from the ops to the player’s playground.' },
  adventurePlayed: {
    clause: H.playAdventure,
    summary: 'The hero plays the adventure card that opens the adventure.',
  },
});

/** The limit a reading puts on plays per turn (GA-16); 0 is none. */
const playsLeft = (s: GameState): boolean =>
  s.profile.parameters.playsPerTurn === 0 || s.adventure.playsThisTurn < s.profile.parameters.playsPerTurn;

/** The rules shared by every way a support card enters play (a play, a swap). `without` is leaving. */
export function supportRefusal(
  s: GameState,
  who: PlayerId,
  card: CardId,
  without: CardId | null,
): Violation | null {
  const tree = attributesOf(s, card);
  const hero = isHero(s, who);
  if (!playsLeft(s))
    return violation(
      s,
      PLAY.perTurn,
      `${who} has played ${s.adventure.playsThisTurn} card(s) this turn`,
      'pass',
    );
  if (s.adventure.frozen && !hero)
    return violation(s, PLAY.frozen, 'the competitors are frozen for this adventure', 'draw or pass');
  if (valueAt(tree, 'AbleToFreezeCompetitors') === 'Yes' && !hero)
    return violation(s, PLAY.freezeByCompetitor, 'a competitor may not play a freezing card');
  const conditions = conditionRefusal(s, who, card, without);
  if (conditions) return conditions;
  const everyone = s.players.map((p) => p.id);
  const name = valueAt(tree, 'Name');
  if (name !== undefined) {
    const clash = cardsIn(s, everyone, 'playground').find(
      (c) => c !== without && cardType(s, c) === 'support' && valueAt(attributesOf(s, c), 'Name') === name,
    );
    if (clash) return violation(s, PLAY.name, `a support card named "${name}" is already in play (${clash})`);
  }
  const adventure = s.adventure.card;
  if (adventure !== null && (hero || s.profile.parameters.textualRestriction === 'every-player')) {
    for (const req of conditionsIn(attributesOf(s, adventure), 'Requirements')) {
      if (typeof req.value === 'number') continue;
      const v = valueAt(tree, req.name);
      if (v !== undefined && !(typeof v === 'string' && req.value.includes(v)))
        return violation(
          s,
          PLAY.textualRequirement,
          `the adventure requires ${formatCondition(req)}; this card has ${req.name} "${v}"`,
        );
    }
  }
  const p = s.profile.parameters;
  for (const other of cardsIn(s, everyone, 'playground')) {
    if (other === without) continue;
    const bans = ['AbleToIncapacitatePlayedCardIf', 'AbleToIncapacitatePlayedIf'].map((c) =>
      conditionsIn(attributesOf(s, other), c),
    );
    if (bans.some((cs) => cs.length > 0 && meetsAll(tree, cs, p)))
      return violation(s, PLAY.incapacitated, `${other} in play would incapacitate this card`);
  }
  return null;
}

/** GA-26: "identical" is another copy of the same printed card, or a card with the same attributes. */
function identical(s: GameState, a: CardId, b: CardId): boolean {
  if (s.cards[a]?.def === s.cards[b]?.def) return true;
  return (
    s.profile.parameters.identicalAdventure === 'same-attributes' &&
    JSON.stringify(attributesOf(s, a)) === JSON.stringify(attributesOf(s, b))
  );
}

/** Whether this player may play this adventure card now (Play adventure card), the flow aside. */
export function adventureRefusal(s: GameState, who: PlayerId, card: CardId): Violation | null {
  const tree = attributesOf(s, card);
  const conditions = conditionRefusal(s, who, card);
  if (conditions) return conditions;
  const unique = valueAt(tree, 'Unique');
  if (unique !== undefined) {
    const clash = cardsIn(
      s,
      s.players.map((p) => p.id),
      'buildsite',
    ).find((c) => valueAt(attributesOf(s, c), 'Unique') === unique);
    if (clash)
      return violation(s, PLAY.unique, `an adventure with Unique "${unique}" is in a buildsite (${clash})`);
  }
  // GA-29: "All adventure cards have this attribute category", though an example lacks it.
  if (s.profile.parameters.featlessAdventure === 'unplayable' && !hasCategory(tree, 'Feats'))
    return violation(s, PLAY.featless, `${s.cards[card]?.def ?? card} lists no Feats`);
  const def = s.cards[card]?.def;
  const twin = player(s, who).buildsite.find((c) => identical(s, c, card));
  if (twin !== undefined)
    return violation(
      s,
      PLAY.identical,
      `${who} already has "${s.cards[twin]?.def}" in his buildsite`,
      def === s.cards[twin]?.def ? undefined : 'its attributes are the same as this card’s',
    );
  return checkPayable(s, who, card);
}

/** Turn ► Play card: a support card from the turn player's ops. */
export function validatePlay(s: GameState, a: ActionOf<'play'>): Violation | null {
  if (!player(s, a.player).ops.includes(a.card))
    return violation(s, PLAY.notInOps, `${a.card} is not in ${a.player}'s ops`);
  if (s.adventure.turn === null) return null; // the opening validates adventure cards (opening.ts)
  const turn = checkTurnPlayer(s, a.player);
  if (turn) return turn;
  if (cardType(s, a.card) === 'adventure')
    return violation(s, PLAY.adventureFirst, 'an adventure card is played only to open an adventure');
  return supportRefusal(s, a.player, a.card, null) ?? checkPayable(s, a.player, a.card);
}

/** Declares a play: its cost is owed first, else the card enters play at once. */
export function declarePlay(tx: Tx, who: PlayerId, card: CardId, swapOut: CardId | null): void {
  const cost = costOf(tx.g, card);
  if (cost > 0) tx.g.adventure.pending = { kind: 'cost', card, owed: cost, swapOut };
  else enterPlay(tx, who, card);
}

export function play(tx: Tx, a: ActionOf<'play'>): void {
  declarePlay(tx, a.player, a.card, null);
}

/** The card moves from the ops to the playground; its abilities wait for its player. */
export function enterPlay(tx: Tx, who: PlayerId, card: CardId): void {
  const p = tx.g.players.find((x) => x.id === who);
  if (!p) return;
  p.ops = p.ops.filter((c) => c !== card);
  p.playground.push(card);
  const adv = tx.g.adventure;
  adv.pending = null;
  if (cardType(tx.g, card) === 'adventure') {
    adv.card = card;
    adv.hero = who;
    emit(tx, PLAY.adventurePlayed, `${who} plays the adventure ${card}`, { player: who, card });
    return;
  }
  adv.playsThisTurn += 1;
  adv.actedThisTurn = true;
  adv.plays.push({ card, player: who, turn: adv.turnSerial });
  emit(tx, PLAY.enters, `${who} plays ${card}`, { player: who, card });
  queueAbilities(tx, who, card);
}
