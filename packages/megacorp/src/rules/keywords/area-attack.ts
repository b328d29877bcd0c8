import type { Violation } from '@arbiter/core';
import { card, def, isInPlay, parametersOf, pileAt, pileOf } from '../../model/query.js';
import type { CardId, ChallengeState, GameState, NetworkSpace, PlayerId } from '../../model/state.js';
import { isTrait, type Trait } from '../../model/traits.js';
import { orthogonal } from '../network.js';
import { ruleSet } from '../rule-set.js';
import { violation } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/**
 * AREA ATTACK (9.3), written `AREA ATTACK BQ 1x4`: one challenge attacks every card of an area in the
 * keyword's trait. The rulebooks do not say how the area lies on the grid; the engine reads `WxH` as W
 * columns by H rows, the declared space being its lower-left corner (so the space may be empty). Cards
 * of the area that could not be attacked on their own are left out; the cards of the network's owner
 * that remain are each attacked with the attacker's whole value. A blocker blocks for the attacked cards
 * next to it; cards attacked together do not block for one another where the revision says so
 * (`areaAttackBlockers`). All the damage is dealt at once, so the attacker falls only after all of it.
 */
export const AREA_ATTACK = ruleSet('keyword.area-attack', {
  area: {
    clause: '9.3',
    summary:
      'An AREA ATTACK reaches every space of its printed area (columns by rows), the declared space being its lower-left corner.',
  },
  printedTrait: { clause: '9.3', summary: 'An AREA ATTACK attacks in the trait its keyword names.' },
  emptySpace: {
    clause: '9.3',
    summary: 'An AREA ATTACK may be declared on an empty space, as long as its area holds a card to attack.',
  },
  skipsIllegal: {
    clause: '9.3',
    summary: 'Cards of the area that may not be attacked are left out; the others are attacked all the same.',
  },
  wholeValueEach: {
    clause: '9.3',
    summary:
      'Each card attacked in the area takes the attacker’s whole value in the trait; nothing is split.',
  },
  blocksForNeighbours: {
    clause: '9.3',
    summary: 'In an area attack a blocker blocks for the attacked cards next to it.',
  },
  attackedDoNotBlock: {
    clause: '9.3',
    summary:
      'Where the revision says so, cards attacked by the same AREA ATTACK do not block for one another.',
  },
});

export interface Area {
  /** The trait the keyword names, or null when it names none (any trait then). */
  readonly trait: Trait | null;
  readonly width: number;
  readonly height: number;
}

/** The attacker's printed area (`BQ 1x4`, `: BQ 2 x 2`), or null without a readable AREA ATTACK. */
export function areaOf(s: GameState, attacker: CardId): Area | null {
  const k = cardKeyword(s, attacker, 'AREA ATTACK');
  return k ? parseArea(k.args) : null;
}

/** Reads `BQ 1x4` (the trait is optional; the area is W columns by H rows, at most 64 spaces). */
export function parseArea(args: readonly string[]): Area | null {
  const text = args.join(' ');
  const size = /(\d+)\s*[x×]\s*(\d+)/i.exec(text);
  if (!size) return null;
  const width = Number(size[1]);
  const height = Number(size[2]);
  if (width < 1 || height < 1 || width * height > 64) return null;
  const named = args.map((a) => a.replace(/[:,]/g, '').toUpperCase()).find((a) => isTrait(a));
  return { trait: named && isTrait(named) ? named : null, width, height };
}

/** The spaces of the area whose lower-left corner is `anchor`. */
export function areaSpaces(anchor: NetworkSpace, area: Area): NetworkSpace[] {
  const out: NetworkSpace[] = [];
  for (let dy = 0; dy < area.height; dy++)
    for (let dx = 0; dx < area.width; dx++)
      out.push({ network: anchor.network, x: anchor.x + dx, y: anchor.y + dy });
  return out;
}

/** Why one card of the area could not be attacked on its own (the challenge's target checks), or null. */
export type TargetCheck = (id: CardId, space: NetworkSpace) => Violation | null;

/** The cards the area attack reaches: top cards of its spaces that the network's owner controls and that pass `check`. */
export function areaTargets(
  s: GameState,
  attacker: CardId,
  anchor: NetworkSpace,
  area: Area,
  check: TargetCheck,
): CardId[] {
  const out: CardId[] = [];
  for (const sp of areaSpaces(anchor, area)) {
    const top = pileAt(s, sp.network, sp)?.cards[0];
    if (top === undefined || top === attacker) continue;
    if (card(s, top).controller !== anchor.network) continue;
    if (check(top, sp) === null) out.push(top);
  }
  return out;
}

/**
 * 9.3 at declaration: the trait must be the printed one and the area must hold a card to attack.
 * Returns the cards attacked, or the violation.
 */
export function checkAreaAttack(
  s: GameState,
  attacker: CardId,
  anchor: NetworkSpace,
  trait: Trait,
  area: Area,
  check: TargetCheck,
): { targets: CardId[] } | { violation: Violation } {
  const name = def(s, attacker).name;
  if (area.trait !== null && area.trait !== trait) {
    return {
      violation: violation(
        s,
        AREA_ATTACK.printedTrait,
        `${name}'s AREA ATTACK is in ${area.trait}, not ${trait}`,
        `attack using ${area.trait}`,
      ),
    };
  }
  const targets = areaTargets(s, attacker, anchor, area, check);
  if (targets.length === 0) {
    let why = '';
    for (const sp of areaSpaces(anchor, area)) {
      const top = pileAt(s, sp.network, sp)?.cards[0];
      const v = top === undefined ? null : check(top, sp);
      if (v) {
        why = `: ${v.message}`;
        break;
      }
    }
    return {
      violation: violation(
        s,
        AREA_ATTACK.emptySpace,
        `the ${area.width}x${area.height} area from (${anchor.x},${anchor.y}) of ${anchor.network}'s network holds no card ${name} can attack${why}`,
      ),
    };
  }
  return { targets };
}

/** Corners of every area of this size that covers at least one card of the network (for enumerators). */
export function areaAnchors(s: GameState, network: PlayerId, area: Area): NetworkSpace[] {
  const seen = new Set<string>();
  const out: NetworkSpace[] = [];
  for (const pile of s.players.find((p) => p.id === network)?.network ?? []) {
    for (let dy = 0; dy < area.height; dy++)
      for (let dx = 0; dx < area.width; dx++) {
        const k = `${pile.x - dx},${pile.y - dy}`;
        if (seen.has(k)) continue;
        seen.add(k);
        out.push({ network, x: pile.x - dx, y: pile.y - dy });
      }
  }
  return out;
}

/** The cards a challenge attacks: the area's cards, or the defending card. */
export function attackedCards(c: ChallengeState): readonly CardId[] {
  return c.area ?? (c.defending !== null ? [c.defending] : []);
}

function touching(s: GameState, a: CardId, b: CardId): boolean {
  const pa = pileOf(s, a);
  const pb = pileOf(s, b);
  if (!pa || !pb || pa.network !== pb.network) return false;
  return orthogonal(pa.pile).some((n) => n.x === pb.pile.x && n.y === pb.pile.y);
}

/** Whether an attacked card has a blocker: any blocker in a one-card attack, a blocker next to it in an area. */
export function isBlocked(s: GameState, c: ChallengeState, attacked: CardId): boolean {
  if (!c.area) return c.blockers.length > 0;
  return c.blockers.some((b) => b !== attacked && touching(s, b, attacked));
}

/** The spaces a blocker must be next to: the target space, or the spaces of the cards attacked in the area. */
export function blockSpaces(s: GameState, c: ChallengeState): NetworkSpace[] {
  if (!c.area) return [c.target];
  const out: NetworkSpace[] = [];
  for (const id of c.area) {
    const at = pileOf(s, id);
    if (at && isInPlay(s, id)) out.push({ network: at.network, x: at.pile.x, y: at.pile.y });
  }
  return out;
}

/** `areaAttackBlockers: 'not-attacked-cards'`: a card attacked by the area does not block. */
export function areaBlockProblem(s: GameState, c: ChallengeState, blocker: CardId): Violation | null {
  if (!c.area?.includes(blocker)) return null;
  if (parametersOf(s).areaAttackBlockers === 'any-adjacent-card') return null;
  return violation(
    s,
    AREA_ATTACK.attackedDoNotBlock,
    `${def(s, blocker).name} is attacked by the same AREA ATTACK and does not block for the others`,
  );
}
