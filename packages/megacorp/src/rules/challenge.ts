import type { Violation } from '@arbiter/core';
import { castDraft } from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import {
  card,
  def,
  isBonded,
  isEngaged,
  isInPlay,
  parametersOf,
  pileAt,
  pileOf,
  player,
} from '../model/query.js';
import type { CardId, ChallengeState, GameState, NetworkSpace, PlayerId } from '../model/state.js';
import { isTrait, TRAITS, type Trait } from '../model/traits.js';
import { inFlow } from '../model/where.js';
import { checkCard, checkControls, checkPlayer } from './action-shape.js';
import { currentTrait } from './card-in-play.js';
import { DAMAGE, damageOn, damageText, destructibleByDamage, lethalDamage } from './damage.js';
import { destroy } from './destruction.js';
import { setEngaged } from './engagement.js';
import {
  AREA_ATTACK,
  areaAnchors,
  areaBlockProblem,
  areaOf,
  areaSpaces,
  attackedCards,
  blockSpaces,
  checkAreaAttack,
  isBlocked,
} from './keywords/area-attack.js';
import { annihilateMarked, isAssassin } from './keywords/assassin.js';
import { camouflageAttackProblem } from './keywords/camouflage.js';
import { cardKeyword, reportSleepingKeywords } from './keywords/card-keywords.js';
import { DEMOLISHER, demolisherText, demolishes } from './keywords/demolisher.js';
import { disruptorLoss } from './keywords/disruptor.js';
import { elusiveProblem, markAttacked } from './keywords/elusive.js';
import { flyingBlockProblem, flyingRetaliationProblem, flyingTargetProblem } from './keywords/flying.js';
import { spareIndestructible } from './keywords/indestructible.js';
import { INITIATIVE, strikesFirst } from './keywords/initiative.js';
import {
  MELEE,
  meleeIgnoresSurround,
  meleeRetaliationProblem,
  meleeTargetProblem,
} from './keywords/melee.js';
import { staysDisengaged } from './keywords/overwatch.js';
import { bondedTargetProblem, PENETRATOR, penetratorIgnoresSurround } from './keywords/penetrator.js';
import { precisionBlockProblem } from './keywords/precision.js';
import { REFLEXES, retaliatesFreely } from './keywords/reflexes.js';
import { regenerationStopsRetaliation } from './keywords/regeneration.js';
import { suppressSoleDefender } from './keywords/suppressor.js';
import { isDocked, isSurrounded, orthogonal } from './network.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';

/**
 * The challenge (5.4): declaring an attack, blockers, defenders, damage split, retaliation,
 * simultaneous damage and the delayed destruction. The combat keywords that bend these steps (AREA
 * ATTACK, FLYING, PRECISION, MELEE, OVERWATCH, INITIATIVE, ASSASSIN, ...) live in `keywords/`, one
 * module each; this module calls them where their step comes.
 */
export const CHALLENGE = ruleSet('challenge', {
  declareTiming: {
    clause: '5.4.1',
    summary: 'Only the active player declares challenges, in his Challenge Phase, with nothing on the stack.',
  },
  declare: {
    clause: '5.4.1.1',
    summary: 'The attacker names the attacking card, the target space and a trait.',
  },
  attackerInPlay: { clause: '5.4.1.1', summary: 'The attacking card must be in play in a network.' },
  onlyCharacters: { clause: '5.4.1.1.1', summary: 'Only characters can attack.' },
  targetOccupied: {
    clause: '5.4.1.1.2',
    summary: 'The target is a network space with a card on it (empty spaces only with AREA ATTACK).',
  },
  notItself: { clause: '5.4.1.1.4', summary: 'No card attacks itself.' },
  targetPlayerOut: {
    clause: '1.2.10',
    summary: 'A player who has lost takes no part: his network and cards cannot be attacked.',
  },
  attackerTraitPositive: {
    clause: '5.4.1.1.5',
    summary: 'The chosen trait must be above zero on the attacker.',
  },
  defendingTraitNumeric: {
    clause: '5.4.1.1.6',
    summary: 'The chosen trait may not be null on the defending card.',
  },
  surrounded: { clause: '5.4.1.1.7', summary: 'A space with all four sides covered cannot be attacked.' },
  attackerEngages: {
    clause: '5.4.1.2',
    summary: 'The attacker engages on declaration, so an engaged card cannot declare an attack.',
  },
  bondedCannotAct: { clause: '3.10.2', summary: 'A card bonded under another cannot attack or block.' },
  oncePerTurn: { clause: '5.4.3', summary: 'A character attacks at most once per turn.' },
  topCardDefends: { clause: '5.4.4', summary: 'Attacking a pile targets its top card only.' },
  attackerUndocked: {
    clause: '5.4.1.3',
    summary: 'An attacker no longer legally docked after the first window ends the attack.',
  },
  blockTiming: { clause: '5.4.1.4', summary: 'Blockers are chosen once, after the first window.' },
  defendingPlayerBlocks: {
    clause: '5.4.1.4',
    summary: 'The defending card’s controller chooses the blockers.',
  },
  blockerAdjacent: {
    clause: '5.4.1.4',
    summary: 'A blocker is a card of the target’s network orthogonally next to the target space.',
  },
  defendingCannotBlock: { clause: '5.4.1.4.1', summary: 'The defending card does not block for itself.' },
  blockerTraitNumeric: { clause: '5.4.1.4.2', summary: 'A card null in the attack trait cannot block.' },
  anyNumberOfBlockers: {
    clause: '5.4.1.4.3',
    summary: 'Any number of blockers, none included, each named once.',
  },
  engagedCannotBlock: { clause: '3.2.1.6', summary: 'An engaged card cannot block.' },
  blockerDropped: {
    clause: '5.4.1.5.1',
    summary: 'After the second window, blockers that are undocked, engaged or gone stop blocking.',
  },
  defendingMayLeave: {
    clause: '5.4.1.6',
    summary: 'With at least one blocker, the defending card may leave the challenge; else it defends.',
  },
  blockersDefend: { clause: '5.4.1.7', summary: 'Every remaining blocker becomes a defender.' },
  attackerDeals: {
    clause: '5.4.1.8.1',
    summary: 'The attacker deals its value in the trait to the defenders.',
  },
  assignSplit: {
    clause: '5.4.1.8.3',
    summary: 'With several defenders the attacker splits his whole damage among them in whole amounts.',
  },
  retaliationTiming: {
    clause: '5.4.1.8.1',
    summary: 'Each defenders’ controller answers once which of his defenders retaliate.',
  },
  onlyCharactersDeal: { clause: '5.4.1.8.1.1', summary: 'Only characters deal damage in a challenge.' },
  simultaneous: { clause: '5.4.1.8.1.2', summary: 'All combat damage is dealt at the same moment.' },
  retaliationDamage: {
    clause: '5.4.1.8.1.3',
    summary: 'Damage from defenders to the attacker is retaliation.',
  },
  retaliateOnlyDefenders: { clause: '5.4.1.8.1.3', summary: 'Only defenders retaliate.' },
  retaliateOncePerTurn: { clause: '5.4.1.8.1.4', summary: 'A card retaliates at most once per turn.' },
  chosenTrait: { clause: '5.4.1.8.1.5', summary: 'All combat damage is in the trait chosen at declaration.' },
  engagedCannotRetaliate: { clause: '3.2.1.7', summary: 'An engaged card deals no retaliation damage.' },
  lethalDamage: { clause: '5.4.1.8.2', summary: 'Damage bringing a trait to 0 or below destroys the card.' },
  zeroTrait: {
    clause: '5.4.1.8.2.1',
    summary: 'A 0 trait deals no damage and is destroyed by a single point of damage.',
  },
  destroyAfterWindow: {
    clause: '5.4.1.8.4',
    summary: 'Destroyed cards stay until the window after damage closes, then leave play.',
  },
  end: { clause: '5.4.1.9', summary: 'The challenge sequence ends.' },
  targetGone: {
    clause: '5.4.1.3',
    summary:
      'Where the revision says so, an attack whose defending card has left the target space is nullified.',
  },
  blockedTargetLeaves: {
    clause: '5.4.1.6',
    summary:
      'Where the revision says so, the defending card leaves the challenge once blockers are declared.',
  },
});

const spaceText = (t: NetworkSpace) => `(${t.x},${t.y}) of ${t.network}'s network`;

/** Engages every card of a pile together (3.10.10). */
function engagePile(tx: Tx, id: CardId): void {
  const at = pileOf(tx.g, id);
  for (const c of at ? at.pile.cards : [id]) setEngaged(tx, c, true);
}

// ---- 5.4.1.1–5.4.1.2 declaring an attack ----

export function validateAttack(s: GameState, a: ActionOf<'attack'>): Violation | null {
  const who = checkPlayer(s, a.player);
  if (who) return who;
  return (
    declarationProblem(s, a.player) ??
    attackerProblem(s, a.player, a.attacker) ??
    targetPlayerProblem(s, a) ??
    attackTraitProblem(s, a.attacker, a.trait) ??
    aimProblem(s, a)
  );
}

/** Whether `who` may declare an attack now at all (5.4.1.1): phase, active player, empty stack. */
function declarationProblem(s: GameState, who: PlayerId): Violation | null {
  if (!inFlow(s, 'turn.challenge.main') || s.challenge !== null) {
    return violation(
      s,
      CHALLENGE.declareTiming,
      'attacks are declared only in the Challenge Phase, one at a time',
    );
  }
  if (who !== s.turn.active) {
    return violation(
      s,
      CHALLENGE.declareTiming,
      `only the active player (${s.turn.active}) declares attacks`,
    );
  }
  if (s.stack.length > 0 || (s.priority !== null && s.priority.holder !== who)) {
    return violation(
      s,
      CHALLENGE.declareTiming,
      'an attack is declared with an empty stack',
      'let the stack resolve first',
    );
  }
  return null;
}

/** Whether this card of `who` may attack now, whatever it attacks (5.4.1.1, 5.4.1.2, 3.10). */
function attackerProblem(s: GameState, who: PlayerId, attackerId: CardId): Violation | null {
  const mine = checkControls(s, who, attackerId);
  if (mine) return mine;
  const at = pileOf(s, attackerId);
  if (!at) return violation(s, CHALLENGE.attackerInPlay, `${attackerId} is not in play`);
  const attacker = def(s, attackerId);
  if (attacker.type !== 'character') {
    return violation(
      s,
      CHALLENGE.onlyCharacters,
      `${attacker.name} is a ${attacker.type}; only characters attack`,
    );
  }
  if (at.depth > 0)
    return violation(s, CHALLENGE.bondedCannotAct, `${attacker.name} is bonded under another card`);
  const ac = card(s, attackerId);
  if (isEngaged(s, attackerId) && parametersOf(s).attackerMustBeDisengaged) {
    // 5.4.1.2 engages the attacker; we read it as requiring a disengaged attacker (as in most card games).
    return violation(
      s,
      CHALLENGE.attackerEngages,
      `${attacker.name} is engaged and cannot become engaged to attack`,
    );
  }
  if (ac.attackedTurn === s.turn.number) {
    return violation(s, CHALLENGE.oncePerTurn, `${attacker.name} has already attacked this turn`);
  }
  return null;
}

function targetPlayerProblem(s: GameState, a: ActionOf<'attack'>): Violation | null {
  return checkPlayer(s, a.target?.network);
}

/** Whether the attacker may attack in this trait (5.4.1.1.2, `attackTraitMinimum`). */
function attackTraitProblem(s: GameState, attacker: CardId, trait: unknown): Violation | null {
  if (typeof trait !== 'string' || !isTrait(trait))
    return violation(s, CHALLENGE.attackerTraitPositive, `${String(trait)} is not a trait`);
  const value = currentTrait(s, attacker, trait);
  const least = parametersOf(s).attackTraitMinimum === 'positive' ? 1 : 0;
  if (value === null || value < least) {
    const need = least === 1 ? 'a positive value' : 'a value of 0 or more';
    return violation(
      s,
      CHALLENGE.attackerTraitPositive,
      `${def(s, attacker).name} has ${value ?? 'null'} ${trait}; an attack needs ${need}`,
    );
  }
  return null;
}

/** Whether the attacker may aim at this target, once attacker and trait are fine (5.4.1.1.3–5.4.1.1.7, 9.x). */
function aimProblem(s: GameState, a: ActionOf<'attack'>): Violation | null {
  const target = a.target;
  const area = areaOf(s, a.attacker);
  if (area) {
    const checked = checkAreaAttack(s, a.attacker, target, a.trait, area, areaCheck(s, a));
    return 'violation' in checked ? checked.violation : null;
  }
  const bonded = a.card === undefined ? null : bondedTargetProblem(s, a.attacker, target, a.card);
  if (bonded) return bonded;
  const defending = a.card ?? pileAt(s, target.network, target)?.cards[0];
  if (defending === undefined) {
    return violation(
      s,
      CHALLENGE.targetOccupied,
      `there is no card at ${spaceText(target)}`,
      'attacks on empty spaces need AREA ATTACK',
    );
  }
  return targetProblem(s, a.attacker, defending, target, a.trait);
}

/**
 * Why `id`, on `space`, may not be attacked by `attacker` in `trait`: the rules of 5.4.1.1 about the
 * attacked card, then the keywords of attacker and target (MELEE reach, CAMOUFLAGE, ELUSIVE, FLYING).
 * An AREA ATTACK leaves out each card of its area that fails them (9.3).
 */
function targetProblem(
  s: GameState,
  attacker: CardId,
  id: CardId,
  space: NetworkSpace,
  trait: Trait,
): Violation | null {
  if (id === attacker)
    return violation(s, CHALLENGE.notItself, `${def(s, attacker).name} cannot attack itself`);
  const defender = card(s, id).controller;
  if (player(s, space.network).lost || player(s, defender).lost) {
    return violation(
      s,
      CHALLENGE.targetPlayerOut,
      `${defender} has lost and takes no further part in the game`,
    );
  }
  if (
    isSurrounded(s, space.network, space) &&
    !penetratorIgnoresSurround(s, attacker) &&
    !meleeIgnoresSurround(s, attacker, space)
  ) {
    return violation(s, CHALLENGE.surrounded, `${spaceText(space)} is surrounded on all four sides`);
  }
  if (currentTrait(s, id, trait) === null) {
    return violation(s, CHALLENGE.defendingTraitNumeric, `${def(s, id).name} has a null ${trait}`);
  }
  return (
    meleeTargetProblem(s, attacker, space) ??
    camouflageAttackProblem(s, id) ??
    elusiveProblem(s, id) ??
    flyingTargetProblem(s, attacker, id)
  );
}

const areaCheck = (s: GameState, a: ActionOf<'attack'>) => (id: CardId, space: NetworkSpace) =>
  targetProblem(s, a.attacker, id, space, a.trait);

/** 5.4.1.1 and 5.4.1.2: the challenge is recorded, the attacker marked for 5.4.3 and engaged. */
export function declareAttack(tx: Tx, a: ActionOf<'attack'>): void {
  const target: NetworkSpace = { network: a.target.network, x: a.target.x, y: a.target.y };
  const pile = pileAt(tx.g, target.network, target);
  const area = areaOf(tx.g, a.attacker);
  const checked = area ? checkAreaAttack(tx.g, a.attacker, target, a.trait, area, areaCheck(tx.g, a)) : null;
  const attacked = checked && 'targets' in checked ? checked.targets : null;
  const defending = attacked ? null : (a.card ?? pile?.cards[0] ?? null);
  const challenge: ChallengeState = {
    attacker: a.attacker,
    attackerController: a.player,
    target,
    defending,
    trait: a.trait,
    blockers: [],
    defenders: [],
    defendingLeft: false,
    assignment: null,
    retaliation: {},
    destroyed: [],
    ...(attacked ? { area: attacked } : {}),
  };
  tx.g.challenge = castDraft(challenge);
  const name = card(tx.g, a.attacker).name;
  const defName = defending ? card(tx.g, defending).name : 'nothing';
  if (attacked && area) {
    const names = attacked.map((id) => card(tx.g, id).name).join(', ');
    emit(
      tx,
      AREA_ATTACK.area,
      `${name} attacks the ${area.width}x${area.height} area from ${spaceText(target)} with ${a.trait}: ${names}`,
      { player: a.player, card: a.attacker },
    );
  } else {
    emit(tx, CHALLENGE.declare, `${name} attacks ${defName} at ${spaceText(target)} with ${a.trait}`, {
      player: a.player,
      card: a.attacker,
    });
  }
  if (pile && pile.cards.length > 1 && defending === pile.cards[0]) {
    emit(tx, CHALLENGE.topCardDefends, `${defName} defends; the cards bonded beneath it are not targeted`, {
      card: defending,
    });
  } else if (defending !== null && pile && defending !== pile.cards[0]) {
    emit(tx, PENETRATOR.attacksBonded, `${name} has PENETRATOR and attacks ${defName}, bonded in the pile`, {
      card: defending,
    });
  }
  if (!attacked && isSurrounded(tx.g, target.network, target)) {
    const key = penetratorIgnoresSurround(tx.g, a.attacker)
      ? PENETRATOR.ignoresSurround
      : MELEE.reachesSurrounded;
    emit(tx, key, `${name} may attack the surrounded ${spaceText(target)}`, { card: a.attacker });
  }
  reportSleepingKeywords(tx, attacked ?? (defending ? [defending] : []));
  markAttacked(tx, attacked ?? (defending ? [defending] : []));
  const ac = tx.g.cards[a.attacker];
  if (ac) ac.attackedTurn = tx.g.turn.number;
  if (staysDisengaged(tx, a.attacker)) return;
  engagePile(tx, a.attacker);
  emit(tx, CHALLENGE.attackerEngages, `${name} engages to attack`, { card: a.attacker });
}

/**
 * Every legal attack of the player: each of his characters in play against each occupied space of
 * every network, in each trait, and against the bonded cards a PENETRATOR reaches; an AREA ATTACK
 * against every corner of an area that covers a card, in its trait. Bounded by (characters × piles ×
 * 4, or × the area's size); each one passes validateAttack.
 */
export function legalAttacks(s: GameState, who: PlayerId): Action[] {
  if (!inFlow(s, 'turn.challenge.main') || s.challenge !== null || who !== s.turn.active) return [];
  const out: Action[] = [];
  const attackers: CardId[] = [];
  for (const p of s.players) {
    for (const pile of p.network) {
      const top = pile.cards[0];
      if (top !== undefined && card(s, top).controller === who && def(s, top).type === 'character')
        attackers.push(top);
    }
  }
  // `validateAttack` piece by piece: the declaration once, each attacker once, each of its traits once,
  // then only the aim per target (the order of `validateAttack`'s checks matters for its message, not
  // for whether an attack passes them all).
  if (declarationProblem(s, who)) return [];
  const add = (a: ActionOf<'attack'>) => {
    if (targetPlayerProblem(s, a) === null && aimProblem(s, a) === null) out.push(a);
  };
  for (const attacker of attackers) {
    if (attackerProblem(s, who, attacker)) continue;
    const area = areaOf(s, attacker);
    const traits = (area?.trait ? [area.trait] : TRAITS).filter((t) => !attackTraitProblem(s, attacker, t));
    for (const p of s.players) {
      if (area) {
        for (const target of areaAnchors(s, p.id, area))
          for (const trait of traits) add({ type: 'attack', player: who, attacker, target, trait });
        continue;
      }
      for (const pile of p.network) {
        const target = { network: p.id, x: pile.x, y: pile.y };
        const bonded =
          pile.cards.length > 1 && cardKeyword(s, attacker, 'PENETRATOR') ? pile.cards.slice(1) : [];
        for (const trait of traits) {
          add({ type: 'attack', player: who, attacker, target, trait });
          for (const b of bonded) add({ type: 'attack', player: who, attacker, target, trait, card: b });
        }
      }
    }
  }
  return out;
}

/**
 * `targetLeavesSpace: 'attack-is-nullified'`: after the first window the defending card is no longer
 * on top of the target space (it moved, left play or was covered), so the attack is nullified.
 */
export function attackNullified(s: GameState): boolean {
  const c = s.challenge;
  if (!c || parametersOf(s).targetLeavesSpace !== 'attack-is-nullified') return false;
  return !attackedCards(c).some((id) => stillOnTarget(s, c, id));
}

/**
 * Whether an attacked card is still where it was attacked: on top of the target space (or in its pile,
 * for a bonded card a PENETRATOR attacks), or on a space of the AREA ATTACK's area.
 */
function stillOnTarget(s: GameState, c: ChallengeState, id: CardId): boolean {
  const at = pileOf(s, id);
  if (!at || at.network !== c.target.network) return false;
  if (c.area) {
    const area = areaOf(s, c.attacker);
    if (!area) return true;
    return at.depth === 0 && areaSpaces(c.target, area).some((p) => p.x === at.pile.x && p.y === at.pile.y);
  }
  const here = at.pile.x === c.target.x && at.pile.y === c.target.y;
  // A covered top card has left the target; a bonded card only a PENETRATOR attacks stays in its pile.
  return here && (at.depth === 0 || cardKeyword(s, c.attacker, 'PENETRATOR') !== undefined);
}

/** The nullified attack ends with nothing dealt; the attacker stays engaged. */
export function nullifyAttack(tx: Tx): void {
  const c = tx.g.challenge;
  if (!c) return;
  c.assignment = {};
  emit(
    tx,
    CHALLENGE.targetGone,
    `the defending card has left ${spaceText(c.target)}: the attack is nullified and ${card(tx.g, c.attacker).name} stays engaged`,
    { card: c.attacker },
  );
}

/** 5.4.1.3: the attack goes on only if the attacker is still in play and legally docked. */
export function attackerStillDocked(s: GameState): boolean {
  const c = s.challenge;
  if (!c) return false;
  const at = pileOf(s, c.attacker);
  return at !== null && isDocked(s, at.network, at.pile);
}

// ---- 5.4.1.4–5.4.1.5 blockers ----

/** Who chooses blockers and decides for the defending card: its controller (5.4.1.4). */
export function defendingPlayer(s: GameState): PlayerId | null {
  const c = s.challenge;
  if (!c) return null;
  return c.defending ? card(s, c.defending).controller : c.target.network;
}

/** Why this card may not block in the current challenge for `who`, or null. */
function blockerProblem(s: GameState, who: PlayerId, id: CardId): Violation | null {
  const c = s.challenge as ChallengeState;
  const mine = checkControls(s, who, id);
  if (mine) return mine;
  const name = card(s, id).name;
  if (id === c.defending)
    return violation(s, CHALLENGE.defendingCannotBlock, `${name} is the defending card`);
  const at = pileOf(s, id);
  const t = c.target;
  const adjacent =
    at !== null &&
    blockSpaces(s, c).some(
      (b) => at.network === b.network && orthogonal(b).some((n) => n.x === at.pile.x && n.y === at.pile.y),
    );
  if (!at || !adjacent) {
    const where = c.area ? 'any card the AREA ATTACK attacks' : spaceText(t);
    return violation(
      s,
      c.area ? AREA_ATTACK.blocksForNeighbours : CHALLENGE.blockerAdjacent,
      `${name} is not next to ${where}`,
    );
  }
  if (at.depth > 0) return violation(s, CHALLENGE.bondedCannotAct, `${name} is bonded under another card`);
  if (isEngaged(s, id))
    return violation(s, CHALLENGE.engagedCannotBlock, `${name} is engaged and cannot block`);
  if (currentTrait(s, id, c.trait) === null) {
    return violation(
      s,
      CHALLENGE.blockerTraitNumeric,
      `${name} has a null ${c.trait} and cannot block this attack`,
    );
  }
  return (
    precisionBlockProblem(s, c.attacker) ??
    flyingBlockProblem(s, c.attacker, id) ??
    areaBlockProblem(s, c, id)
  );
}

export function validateBlock(s: GameState, a: ActionOf<'block'>): Violation | null {
  const who = checkPlayer(s, a.player);
  if (who) return who;
  if (!s.challenge || !inFlow(s, 'turn.challenge.attack.blockers')) {
    return violation(
      s,
      CHALLENGE.blockTiming,
      'blockers are chosen only after the first window of a challenge',
    );
  }
  const defender = defendingPlayer(s);
  if (a.player !== defender) {
    return violation(s, CHALLENGE.defendingPlayerBlocks, `${defender} chooses the blockers, not ${a.player}`);
  }
  if (!Array.isArray(a.blockers)) {
    return violation(s, CHALLENGE.anyNumberOfBlockers, 'name the blockers as a list (it may be empty)');
  }
  const seen = new Set<CardId>();
  for (const id of a.blockers) {
    const unknown = checkCard(s, id);
    if (unknown) return unknown;
    if (seen.has(id)) return violation(s, CHALLENGE.anyNumberOfBlockers, `${id} is named twice as a blocker`);
    seen.add(id);
    const bad = blockerProblem(s, a.player, id);
    if (bad) return bad;
  }
  return null;
}

export function applyBlock(tx: Tx, a: ActionOf<'block'>): void {
  const c = tx.g.challenge;
  if (!c) return;
  c.blockers = [...a.blockers];
  if (a.blockers.length === 0) {
    emit(tx, CHALLENGE.anyNumberOfBlockers, `${a.player} declares no blockers`, { player: a.player });
  }
  for (const id of a.blockers) {
    emit(tx, CHALLENGE.defendingPlayerBlocks, `${card(tx.g, id).name} blocks`, {
      player: a.player,
      card: id,
    });
  }
}

/** The cards that could block now, in network order. */
function eligibleBlockers(s: GameState, who: PlayerId): CardId[] {
  const c = s.challenge;
  if (!c) return [];
  const out: CardId[] = [];
  for (const t of blockSpaces(s, c)) {
    for (const n of orthogonal(t)) {
      const top = pileAt(s, t.network, n)?.cards[0];
      if (top !== undefined && !out.includes(top) && blockerProblem(s, who, top) === null) out.push(top);
    }
  }
  return out;
}

/**
 * Every subset of the eligible blockers (at most four cards touch a space, so at most 16 answers). An
 * AREA ATTACK may have more cards around it: beyond five, the answers are no block, each blocker alone
 * and all of them together.
 */
export function legalBlocks(s: GameState, who: PlayerId): Action[] {
  if (!s.challenge || !inFlow(s, 'turn.challenge.attack.blockers') || defendingPlayer(s) !== who) return [];
  const able = eligibleBlockers(s, who);
  const choices = able.length <= 5 ? subsets(able) : [[], ...able.map((b) => [b]), able];
  return choices.map((blockers) => ({ type: 'block', player: who, blockers }));
}

/** 5.4.1.5.1: after the window, blockers that left play, engaged or became orphaned stop blocking. */
export function pruneBlockers(tx: Tx): void {
  const c = tx.g.challenge;
  if (!c) return;
  const keep: CardId[] = [];
  const dropOut = parametersOf(tx.g).blockersDropOut;
  for (const id of c.blockers) {
    const at = pileOf(tx.g, id);
    const name = card(tx.g, id).name;
    let why: string | null = null;
    let key = CHALLENGE.blockerDropped;
    if (!at) why = 'has left play';
    else if (!dropOut) why = null;
    else if (isEngaged(tx.g, id)) why = 'is engaged';
    else if (!isDocked(tx.g, at.network, at.pile)) why = 'is no longer legally docked';
    else if (at.depth > 0) {
      why = 'is now bonded under another card';
      key = CHALLENGE.bondedCannotAct;
    }
    if (why) emit(tx, key, `${name} ${why} and stops blocking`, { card: id });
    else keep.push(id);
  }
  c.blockers = keep;
}

// ---- 5.4.1.6–5.4.1.7 defenders ----

/** 5.4.1.6: with at least one blocker, the defending card (still in play) may leave the challenge. */
export function needsDefenderChoice(s: GameState): boolean {
  const c = s.challenge;
  return (
    !!c && parametersOf(s).targetWithBlockers === 'may-stay-or-leave' && blockedAttacked(s, c).length > 0
  );
}

/** The attacked cards still in play that have a blocker: those that may leave (5.4.1.6). */
function blockedAttacked(s: GameState, c: ChallengeState): CardId[] {
  return attackedCards(c).filter((id) => isInPlay(s, id) && isBlocked(s, c, id));
}

export function validateDefenderLeaves(s: GameState, a: ActionOf<'defender-leaves'>): Violation | null {
  const who = checkPlayer(s, a.player);
  if (who) return who;
  const c = s.challenge;
  const blocked = c ? blockedAttacked(s, c) : [];
  if (
    !c ||
    !inFlow(s, 'turn.challenge.attack.defenderChoice') ||
    !needsDefenderChoice(s) ||
    blocked.length === 0
  ) {
    return violation(s, CHALLENGE.defendingMayLeave, 'the defending card has no choice to make now');
  }
  const mine = checkControls(s, a.player, blocked[0] as CardId);
  if (mine) return mine;
  if (typeof a.leave !== 'boolean') {
    return violation(
      s,
      CHALLENGE.defendingMayLeave,
      'answer whether the defending card leaves with true or false',
    );
  }
  return null;
}

/** The defending card (in an area attack, every attacked card with a blocker) stays or leaves. */
export function applyDefenderLeaves(tx: Tx, a: ActionOf<'defender-leaves'>): void {
  const c = tx.g.challenge;
  if (!c) return;
  const blocked = blockedAttacked(tx.g, c);
  c.defendingLeft = a.leave;
  for (const id of blocked) {
    const name = card(tx.g, id).name;
    emit(
      tx,
      CHALLENGE.defendingMayLeave,
      a.leave ? `${name} leaves the challenge` : `${name} stays in the challenge`,
      {
        player: a.player,
        card: id,
      },
    );
  }
}

export function legalDefenderLeaves(s: GameState, who: PlayerId): Action[] {
  const options: ActionOf<'defender-leaves'>[] = [
    { type: 'defender-leaves', player: who, leave: false },
    { type: 'defender-leaves', player: who, leave: true },
  ];
  return options.filter((a) => validateDefenderLeaves(s, a) === null);
}

/**
 * 5.4.1.6–5.4.1.7: the defending card (unless it left the challenge or play) and every blocker
 * become defenders; in an area attack, every attacked card that did not leave (9.3). With none, the
 * challenge has nothing to resolve and an empty assignment. A SUPPRESSOR engages its defender now.
 */
export function makeDefenders(tx: Tx): void {
  const c = tx.g.challenge;
  if (!c) return;
  const defenders: CardId[] = [];
  const stepsOut = parametersOf(tx.g).targetWithBlockers === 'leaves';
  const nullifies = parametersOf(tx.g).targetLeavesSpace === 'attack-is-nullified';
  for (const id of attackedCards(c)) {
    if (!isInPlay(tx.g, id) || (c.area && nullifies && !stillOnTarget(tx.g, c, id))) continue;
    const blocked = isBlocked(tx.g, c, id);
    if (blocked && stepsOut) {
      c.defendingLeft = true;
      emit(
        tx,
        CHALLENGE.blockedTargetLeaves,
        `${card(tx.g, id).name} is blocked for and leaves the challenge`,
        {
          card: id,
        },
      );
      continue;
    }
    if (blocked && c.defendingLeft) continue;
    defenders.push(id);
    emit(tx, CHALLENGE.defendingMayLeave, `${card(tx.g, id).name} becomes a defender`, { card: id });
  }
  for (const id of c.blockers) {
    if (defenders.includes(id)) continue;
    defenders.push(id);
    emit(tx, CHALLENGE.blockersDefend, `${card(tx.g, id).name} becomes a defender`, { card: id });
  }
  c.defenders = defenders;
  if (defenders.length === 0) {
    c.assignment = {};
    emit(tx, CHALLENGE.blockersDefend, 'no card defends: the challenge has nothing to resolve');
  }
  suppressSoleDefender(tx);
}

// ---- 5.4.1.8.3 the attacker's damage ----

/** The damage the attacker deals: its current value in the chosen trait, 0 once it is out of play. */
export function attackValue(s: GameState): number {
  const c = s.challenge;
  if (!c || !isInPlay(s, c.attacker)) return 0;
  return Math.max(0, currentTrait(s, c.attacker, c.trait) ?? 0);
}

/** 5.4.1.8.3: only with more than one defender does the attacker split his damage. */
export function needsAssignment(s: GameState): boolean {
  return (s.challenge?.defenders.length ?? 0) > 1 && !s.challenge?.area;
}

export function validateAssignDamage(s: GameState, a: ActionOf<'assign-damage'>): Violation | null {
  const who = checkPlayer(s, a.player);
  if (who) return who;
  const c = s.challenge;
  if (!c || !inFlow(s, 'turn.challenge.attack.assignDamage') || !needsAssignment(s)) {
    return violation(s, CHALLENGE.assignSplit, 'there is no damage to split now');
  }
  if (a.player !== c.attackerController) {
    return violation(
      s,
      CHALLENGE.assignSplit,
      `${c.attackerController} splits the attacker's damage, not ${a.player}`,
    );
  }
  if (typeof a.split !== 'object' || a.split === null) {
    return violation(s, CHALLENGE.assignSplit, 'give the split as a map from defender to damage');
  }
  let sum = 0;
  for (const [id, amount] of Object.entries(a.split)) {
    const unknown = checkCard(s, id);
    if (unknown) return unknown;
    if (!c.defenders.includes(id)) {
      return violation(
        s,
        CHALLENGE.assignSplit,
        `${card(s, id).name} is not a defender`,
        `split among ${c.defenders.join(', ')}`,
      );
    }
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0) {
      return violation(
        s,
        CHALLENGE.assignSplit,
        `damage to ${id} must be a whole number of 0 or more, not ${amount}`,
      );
    }
    sum += amount;
  }
  const value = attackValue(s);
  if (sum !== value) {
    return violation(
      s,
      CHALLENGE.assignSplit,
      `the split gives ${sum} damage but the attacker deals ${value}`,
      `split exactly ${value}`,
    );
  }
  return null;
}

export function applyAssignDamage(tx: Tx, a: ActionOf<'assign-damage'>): void {
  const c = tx.g.challenge;
  if (!c) return;
  const split: Record<CardId, number> = {};
  for (const id of c.defenders) split[id] = a.split[id] ?? 0;
  c.assignment = split;
  const text = c.defenders.map((id) => `${split[id]} to ${card(tx.g, id).name}`).join(', ');
  emit(tx, CHALLENGE.assignSplit, `${a.player} splits the damage: ${text}`, { player: a.player });
}

/** With a single defender all of the attacker's damage goes to it. */
export function autoAssign(tx: Tx): void {
  const c = tx.g.challenge;
  if (!c) return;
  const value = attackValue(tx.g);
  c.assignment = Object.fromEntries(c.defenders.map((id) => [id, value]));
  const only = c.defenders[0];
  if (c.area) {
    const names = c.defenders.map((id) => card(tx.g, id).name).join(', ');
    emit(tx, AREA_ATTACK.wholeValueEach, `each defender takes all ${value} ${c.trait} damage: ${names}`, {
      amount: value,
    });
  } else if (only !== undefined) {
    emit(tx, CHALLENGE.attackerDeals, `all ${value} ${c.trait} damage will go to ${card(tx.g, only).name}`, {
      card: only,
      amount: value,
    });
  }
}

/** How many ways to split `total` among `n` defenders: C(total + n - 1, n - 1). */
function compositions(total: number, n: number): number {
  let r = 1;
  for (let i = 1; i < n; i++) r = (r * (total + i)) / i;
  return Math.round(r);
}

/**
 * Every split when there are at most 256 of them; otherwise a representative set: everything on one
 * defender (for each defender) and the most even split.
 */
export function legalAssignDamage(s: GameState, who: PlayerId): Action[] {
  const c = s.challenge;
  if (
    !c ||
    !inFlow(s, 'turn.challenge.attack.assignDamage') ||
    !needsAssignment(s) ||
    who !== c.attackerController
  )
    return [];
  const value = attackValue(s);
  const ds = c.defenders;
  const splits: Record<CardId, number>[] = [];
  if (compositions(value, ds.length) <= 256) {
    const walk = (i: number, left: number, acc: Record<CardId, number>) => {
      const id = ds[i] as CardId;
      if (i === ds.length - 1) {
        splits.push({ ...acc, [id]: left });
        return;
      }
      for (let k = left; k >= 0; k--) walk(i + 1, left - k, { ...acc, [id]: k });
    };
    walk(0, value, {});
  } else {
    for (const target of ds) splits.push(Object.fromEntries(ds.map((id) => [id, id === target ? value : 0])));
    const base = Math.floor(value / ds.length);
    const extra = value % ds.length;
    splits.push(Object.fromEntries(ds.map((id, i) => [id, base + (i < extra ? 1 : 0)])));
  }
  return splits.map((split) => ({ type: 'assign-damage', player: who, split }));
}

// ---- 5.4.1.8.1 retaliation ----

/** The once-per-turn refusal (5.4.1.8.1.4) for the first named card that has retaliated this turn. */
function alreadyRetaliated(s: GameState, cards: unknown): Violation | null {
  if (!Array.isArray(cards) || parametersOf(s).retaliation !== 'once-per-turn') return null;
  for (const id of cards) {
    const c = typeof id === 'string' ? s.cards[id as CardId] : undefined;
    if (c && c.retaliatedTurn === s.turn.number && !retaliatesFreely(s, c.id)) {
      return violation(s, CHALLENGE.retaliateOncePerTurn, `${c.name} has already retaliated this turn`);
    }
  }
  return null;
}

/** Why the first of the named cards that is one of the player's defenders cannot retaliate, if any. */
function namedDefenderProblem(s: GameState, a: ActionOf<'retaliate'>): Violation | null {
  const c = s.challenge;
  if (!c || !Array.isArray(a.cards)) return null;
  for (const id of a.cards as unknown[]) {
    if (typeof id !== 'string' || !c.defenders.includes(id as CardId)) continue;
    if (card(s, id as CardId).controller !== a.player) continue;
    const why = mayRetaliate(s, id as CardId);
    if (why) return why;
  }
  return null;
}

/** Can this defender deal retaliation damage now? */
function mayRetaliate(s: GameState, id: CardId): Violation | null {
  const name = card(s, id).name;
  if (!isInPlay(s, id)) return violation(s, CHALLENGE.retaliateOnlyDefenders, `${name} has left play`);
  if (def(s, id).type !== 'character' && parametersOf(s).retaliators === 'characters') {
    return violation(s, CHALLENGE.onlyCharactersDeal, `${name} is not a character and deals no damage`);
  }
  if (isEngaged(s, id)) return violation(s, CHALLENGE.engagedCannotRetaliate, `${name} is engaged`);
  if (isBonded(s, id)) return violation(s, CHALLENGE.bondedCannotAct, `${name} is bonded under another card`);
  if (
    parametersOf(s).retaliation === 'once-per-turn' &&
    card(s, id).retaliatedTurn === s.turn.number &&
    !retaliatesFreely(s, id)
  ) {
    return violation(s, CHALLENGE.retaliateOncePerTurn, `${name} has already retaliated this turn`);
  }
  const attacker = s.challenge?.attacker;
  if (attacker === undefined || !isInPlay(s, attacker)) return null;
  return (
    flyingRetaliationProblem(s, id, attacker) ??
    meleeRetaliationProblem(s, id, attacker) ??
    regenerationStopsRetaliation(s, id)
  );
}

function retaliators(s: GameState, who: PlayerId): CardId[] {
  const c = s.challenge;
  if (!c) return [];
  return c.defenders.filter((id) => card(s, id).controller === who && mayRetaliate(s, id) === null);
}

/** Controllers of defenders in turn order, from the active player's left (1.2.8.2). */
function defendingControllers(s: GameState): PlayerId[] {
  const c = s.challenge;
  if (!c) return [];
  const n = s.players.length;
  const start = s.players.findIndex((p) => p.id === s.turn.active);
  const order = Array.from({ length: n }, (_, k) => (s.players[(start + 1 + k) % n] as { id: PlayerId }).id);
  const controllers = new Set(c.defenders.map((id) => card(s, id).controller));
  return order.filter((id) => controllers.has(id));
}

/**
 * The next controller (from the active player's left) who still has to say which of his defenders
 * retaliate; null when nobody has to, e.g. when no defender could retaliate or the attacker is gone.
 */
export function retaliationPending(s: GameState): PlayerId | null {
  const c = s.challenge;
  if (!c || !isInPlay(s, c.attacker)) return null;
  for (const who of defendingControllers(s)) {
    // A player who dropped out of the game is not asked (1.2.10): his defenders do not retaliate.
    if (!(who in c.retaliation) && !player(s, who).lost && retaliators(s, who).length > 0) return who;
  }
  return null;
}

/** Any controller of defenders who has not answered may answer, in any order. */
export function validateRetaliate(s: GameState, a: ActionOf<'retaliate'>): Violation | null {
  const who = checkPlayer(s, a.player);
  if (who) return who;
  const c = s.challenge;
  if (!c || !inFlow(s, 'turn.challenge.attack.retaliation')) {
    // When no defender may retaliate the chart skips the choice, so for a player not yet asked in
    // this challenge the rule that forbids his request is the one that keeps his named defenders
    // from retaliating: once damage is assigned, whichever it is (once per turn 5.4.1.8.1.4, FLYING
    // 9.15, MELEE 9.20, ...); before, the once-per-turn limit, the only one that cannot change by
    // then. A player who has answered already is refused for the window.
    const spent =
      !c || a.player in c.retaliation
        ? null
        : c.assignment !== null
          ? namedDefenderProblem(s, a)
          : alreadyRetaliated(s, a.cards);
    if (spent) return spent;
    return violation(
      s,
      CHALLENGE.retaliationTiming,
      'retaliation is chosen only once damage has been assigned',
    );
  }
  if (!c.defenders.some((id) => card(s, id).controller === a.player)) {
    return violation(s, CHALLENGE.retaliateOnlyDefenders, `${a.player} controls no defender`);
  }
  if (a.player in c.retaliation) {
    return violation(s, CHALLENGE.retaliationTiming, `${a.player} has already answered for his defenders`);
  }
  if (!Array.isArray(a.cards))
    return violation(s, CHALLENGE.retaliationTiming, 'name the retaliating cards as a list');
  const seen = new Set<CardId>();
  for (const id of a.cards) {
    const unknown = checkCard(s, id);
    if (unknown) return unknown;
    if (seen.has(id)) return violation(s, CHALLENGE.retaliationTiming, `${id} is named twice`);
    seen.add(id);
    if (!c.defenders.includes(id)) {
      return violation(s, CHALLENGE.retaliateOnlyDefenders, `${card(s, id).name} is not a defender`);
    }
    const mine = checkControls(s, a.player, id);
    if (mine) return mine;
    const bad = mayRetaliate(s, id);
    if (bad) return bad;
  }
  return null;
}

export function applyRetaliate(tx: Tx, a: ActionOf<'retaliate'>): void {
  const c = tx.g.challenge;
  if (!c) return;
  c.retaliation[a.player] = [...a.cards];
  if (a.cards.length === 0) {
    emit(tx, CHALLENGE.retaliationTiming, `${a.player} does not retaliate`, { player: a.player });
  }
  for (const id of a.cards) {
    emit(tx, CHALLENGE.retaliationDamage, `${card(tx.g, id).name} will retaliate`, {
      player: a.player,
      card: id,
    });
  }
}

/** Every subset of the player's defenders able to retaliate (at most five defenders: 32 answers). */
export function legalRetaliate(s: GameState, who: PlayerId): Action[] {
  const c = s.challenge;
  if (
    !c ||
    !inFlow(s, 'turn.challenge.attack.retaliation') ||
    who in c.retaliation ||
    !isInPlay(s, c.attacker)
  )
    return [];
  const able = retaliators(s, who);
  if (able.length === 0) return [];
  return subsets(able).map((cards) => ({ type: 'retaliate', player: who, cards }));
}

// ---- 5.4.1.8.1.2–5.4.1.8.4 damage and destruction ----

/** One dealing of combat damage. */
interface Hit {
  readonly from: CardId;
  readonly to: CardId;
  readonly amount: number;
  readonly retaliation: boolean;
}

/** What the damage of a challenge has done so far, across the INITIATIVE steps. */
interface Marks {
  readonly destroyed: CardId[];
  /** Cards an ASSASSIN dealt damage to (9.4). */
  readonly assassinated: Set<CardId>;
}

/**
 * 5.4.1.8.1.2: every combat damage is computed from the values before any of it lands, then all of
 * it lands at once, in the chosen trait (5.4.1.8.1.5). A card that took at least one damage and is
 * at 0 or below is marked destroyed (5.4.1.8.2, 5.4.1.8.2.1) but stays in play for the window
 * (5.4.1.8.4). INITIATIVE (9.18) splits this into two steps within the one dealing: the INITIATIVE
 * cards first, together; then the others, except those the first step destroyed.
 */
export function dealCombatDamage(tx: Tx): void {
  const c = tx.g.challenge;
  if (!c) return;
  const s = tx.g as GameState;
  const trait = c.trait;
  const attackerIn = isInPlay(s, c.attacker);
  const strikers: CardId[] = [];
  if (attackerIn && def(s, c.attacker).type === 'character') strikers.push(c.attacker);
  if (attackerIn) {
    for (const ids of Object.values(c.retaliation))
      for (const id of ids) if (mayRetaliate(s, id) === null) strikers.push(id);
  }
  const first = strikers.filter((id) => strikesFirst(s, id, c.attacker));
  const steps =
    first.length > 0 && first.length < strikers.length
      ? [first, strikers.filter((id) => !first.includes(id))]
      : [strikers];
  if (steps.length > 1) {
    const names = first.map((id) => card(s, id).name).join(', ');
    emit(
      tx,
      INITIATIVE.strikesFirst,
      `INITIATIVE: ${names} deal${first.length > 1 ? '' : 's'} combat damage first`,
    );
    if (first.some((id) => id !== c.attacker) && parametersOf(tx.g).initiativeStrikers === 'attacker-only') {
      emit(tx, INITIATIVE.attackerOnly, 'the defenders with INITIATIVE strike together with the attacker');
    }
  }
  const marks: Marks = { destroyed: [], assassinated: new Set() };
  for (const [i, step] of steps.entries()) {
    const hits: Hit[] = [];
    for (const from of step) {
      if (marks.destroyed.includes(from)) {
        emit(
          tx,
          INITIATIVE.strikesFirst,
          `${card(tx.g, from).name} was destroyed first and deals no damage`,
          {
            card: from,
          },
        );
        continue;
      }
      if (from === c.attacker) {
        for (const id of c.defenders) {
          const amount = c.assignment?.[id] ?? 0;
          if (isInPlay(tx.g, id)) hits.push({ from, to: id, amount, retaliation: false });
        }
        continue;
      }
      const amount = Math.max(0, currentTrait(tx.g, from, trait) ?? 0);
      hits.push({ from, to: c.attacker, amount, retaliation: true });
      const cs = tx.g.cards[from];
      // Only REFLEXES lets a card that already retaliated this turn do it again (mayRetaliate).
      if (cs?.retaliatedTurn === tx.g.turn.number && parametersOf(tx.g).retaliation === 'once-per-turn')
        emit(tx, REFLEXES.retaliatesAgain, `${cs.name} retaliates again this turn, by REFLEXES`, {
          card: from,
        });
      if (cs) cs.retaliatedTurn = tx.g.turn.number;
    }
    const text = i === 0 && steps.length === 1 ? 'all at once' : i === 0 ? 'first, at once' : 'next, at once';
    emit(tx, CHALLENGE.simultaneous, `combat damage is dealt ${text} in ${trait}`);
    if (i === 0 && hits.length > 0)
      emit(
        tx,
        CHALLENGE.chosenTrait,
        `every hit of this challenge is in ${trait}, the trait chosen at declaration`,
      );
    landHits(tx, hits, marks);
  }
  c.destroyed = marks.destroyed;
  const annihilated = marks.destroyed.filter((id) => marks.assassinated.has(id));
  if (annihilated.length > 0) c.annihilate = annihilated;
}

/** Lands one step of combat damage at once and marks what it destroys (lethal damage, DEMOLISHER). */
function landHits(tx: Tx, hits: readonly Hit[], marks: Marks): void {
  const c = tx.g.challenge;
  if (!c) return;
  const s = tx.g as GameState;
  const trait = c.trait;
  const before = new Map<CardId, number | null>();
  for (const h of hits) if (!before.has(h.to)) before.set(h.to, currentTrait(s, h.to, trait));
  const received = new Map<CardId, number>();
  const demolished: [CardId, CardId][] = [];
  const attacked = attackedCards(c);
  for (const h of hits) {
    const key = h.retaliation ? CHALLENGE.retaliationDamage : CHALLENGE.attackerDeals;
    const from = card(s, h.from).name;
    const to = card(s, h.to).name;
    if (before.get(h.to) === null) continue; // a null trait takes no damage (2.5.5.1)
    if (h.amount === 0) {
      const why = currentTrait(s, h.from, trait) === 0 ? CHALLENGE.zeroTrait : key;
      emit(tx, why, `${from} deals no ${trait} damage to ${to}`, { card: h.from, amount: 0 });
      continue;
    }
    emit(tx, key, `${from} deals ${h.amount} ${trait} damage to ${to}`, { card: h.from, amount: h.amount });
    received.set(h.to, (received.get(h.to) ?? 0) + h.amount);
    if (isAssassin(s, h.from)) marks.assassinated.add(h.to);
    if (demolishes(s, h.from, h.to, !h.retaliation && attacked.includes(h.to)))
      demolished.push([h.from, h.to]);
    disruptorLoss(tx, h.from, h.to, h.amount, true);
  }
  for (const [id, amount] of received) {
    const cs = tx.g.cards[id];
    if (!cs) continue;
    const prev = cs.damage[trait];
    cs.damage[trait] = { amount: (prev?.amount ?? 0) + amount, permanent: prev?.permanent ?? 0 };
  }
  const assigned = parametersOf(tx.g).damageModel !== 'lowers-trait';
  for (const [id, amount] of received) {
    const name = card(tx.g, id).name;
    if (!lethalDamage(tx.g, id, trait, amount)) {
      const now = currentTrait(tx.g, id, trait) ?? 0;
      const wouldDie = assigned ? damageOn(tx.g, id, trait) >= Math.max(1, now) : now <= 0;
      if (wouldDie && !destructibleByDamage(tx.g, id)) {
        emit(tx, DAMAGE.onlyCharactersDestroyed, `${name} is not destroyed by damage`, { card: id });
      }
      continue;
    }
    if (marks.destroyed.includes(id) || spareIndestructible(tx, [id]).length === 0) continue;
    marks.destroyed.push(id);
    const key = assigned
      ? DAMAGE.assigned
      : before.get(id) === 0
        ? CHALLENGE.zeroTrait
        : CHALLENGE.lethalDamage;
    const state = assigned
      ? `has ${damageText(tx.g, id, trait)}`
      : `is at ${currentTrait(tx.g, id, trait)} ${trait}`;
    emit(tx, key, `${name} ${state} and is destroyed; it leaves play after the window`, { card: id });
  }
  for (const [from, id] of demolished) {
    if (marks.destroyed.includes(id) || spareIndestructible(tx, [id]).length === 0) continue;
    marks.destroyed.push(id);
    emit(
      tx,
      DEMOLISHER.destroysListed,
      `${demolisherText(tx.g, from, id)}; it leaves play after the window`,
      {
        card: id,
      },
    );
  }
}

/** 5.4.1.8.4: after the window, the cards destroyed by combat leave play (bonded cards with them). */
export function destroyMarked(tx: Tx): void {
  const c = tx.g.challenge;
  if (!c) return;
  const ids = annihilateMarked(
    tx,
    c.annihilate ?? [],
    c.destroyed.filter((id) => isInPlay(tx.g, id)),
  );
  if (ids.length > 0)
    destroy(tx, ids, CHALLENGE.destroyAfterWindow, 'destroyed in the challenge', { inChallenge: true });
}

/** 5.4.1.9 (or 5.4.1.3 when the attacker was undocked before any defender was named). */
export function endChallenge(tx: Tx): void {
  const c = tx.g.challenge;
  if (!c) return;
  // A token that attacked and left play during its own challenge has ceased to exist (7.9.4).
  const name = tx.g.cards[c.attacker] ? card(tx.g, c.attacker).name : 'the attacking token';
  if (c.assignment === null) {
    emit(tx, CHALLENGE.attackerUndocked, `${name} is no longer legally docked: the attack ends`, {
      card: c.attacker,
    });
  }
  emit(tx, CHALLENGE.end, `the challenge of ${name} ends`, { card: c.attacker });
  tx.g.challenge = null;
}

/** All subsets of a small list, the empty one first, each in the list's order. */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}
