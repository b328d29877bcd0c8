import type { Violation } from '@arbiter/core';
import type { ActionType } from '../model/action.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { isTrait } from '../model/traits.js';
import { ruleSet } from './rule-set.js';
import { violation } from './tx.js';

/**
 * Malformed input: an action naming a card or player that does not exist, or a card its sender does
 * not control, is refused with a citation like any other illegal action, never thrown.
 */
export const ACTION = ruleSet('action', {
  unknownCard: {
    // A card exists in the game only in one of its zones (3.1).
    clause: '3.1',
    summary: 'An action may only name cards that exist in one of the game’s zones.',
  },
  unknownPlayer: { clause: '1.2.3', summary: 'An action must come from, and name, a player of this game.' },
  notYourCard: { clause: '1.2.5', summary: 'A player decides only for the cards he controls.' },
  malformed: {
    clause: '1.2.3',
    summary: 'An action must be one of the game’s decisions, with every part it needs.',
  },
});

/** A violation when `id` names no card of this game. */
export function checkCard(s: GameState, id: unknown): Violation | null {
  if (typeof id === 'string' && Object.hasOwn(s.cards, id)) return null;
  return violation(
    s,
    ACTION.unknownCard,
    `there is no card ${JSON.stringify(id)} in this game`,
    'name a card by its id',
  );
}

/** A violation when `id` names no player of this game. */
export function checkPlayer(s: GameState, id: unknown): Violation | null {
  if (typeof id === 'string' && s.players.some((p) => p.id === id)) return null;
  return violation(s, ACTION.unknownPlayer, `there is no player ${JSON.stringify(id)} in this game`);
}

/** A violation unless `card` exists and `who` controls it. */
export function checkControls(s: GameState, who: PlayerId, card: CardId): Violation | null {
  const unknown = checkCard(s, card);
  if (unknown) return unknown;
  const controller = s.cards[card]?.controller;
  if (controller === who) return null;
  return violation(s, ACTION.notYourCard, `${card} is controlled by ${controller}, not ${who}`);
}

type Field =
  | 'card'
  | 'optCard'
  | 'cards'
  | 'player'
  | 'space'
  | 'netSpace'
  | 'trait'
  | 'number'
  | 'boolean'
  | 'split'
  | 'optCards'
  | 'optTargets'
  | 'optNetSpace'
  | 'optNumbers';

/** The parts each action type must carry, besides `type` and `player`. */
const SHAPES: Record<ActionType, Readonly<Record<string, Field>>> = {
  pass: {},
  concede: {},
  bid: { amount: 'number' },
  'go-first': { accept: 'boolean' },
  mulligan: {},
  keep: { card: 'optCard' },
  'place-founder': { card: 'card', at: 'space' },
  'pay-upkeep': { card: 'card', pay: 'boolean' },
  produce: { card: 'card', trait: 'trait' },
  buy: { card: 'card', at: 'optNetSpace', targets: 'optTargets', choices: 'optCards' },
  activate: { card: 'card', ability: 'number', targets: 'optTargets', choices: 'optCards' },
  attack: { attacker: 'card', target: 'netSpace', trait: 'trait', card: 'optCard' },
  block: { blockers: 'cards' },
  'defender-leaves': { leave: 'boolean' },
  'assign-damage': { split: 'split' },
  retaliate: { cards: 'cards' },
  'engage-defender': { card: 'card' },
  sell: { card: 'card' },
  order: { cards: 'cards', abilities: 'optNumbers' },
  dock: { card: 'card', at: 'netSpace' },
  choose: { cards: 'cards' },
  move: { card: 'card', to: 'optNetSpace' },
};

/** Each shape's parts as a list, made once: `checkShape` runs for every action `apply` is given. */
const PARTS = new Map(Object.entries(SHAPES).map(([type, shape]) => [type, Object.entries(shape)]));

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isSpace = (v: unknown): v is { x: number; y: number } =>
  isObject(v) && Number.isInteger(v.x) && Number.isInteger(v.y);

/**
 * Refuses an action that is not well formed: an unknown type, a missing or mistyped part, or a card
 * or player that does not exist. Legality under the rules is the validators' business, not this one's.
 */
export function checkShape(s: GameState, action: unknown): Violation | null {
  if (!isObject(action) || typeof action.type !== 'string' || !Object.hasOwn(SHAPES, action.type)) {
    const t = isObject(action) ? JSON.stringify(action.type) : typeof action;
    return violation(
      s,
      ACTION.malformed,
      `${t} is not an action of this game`,
      'see the list of legal actions',
    );
  }
  const parts = PARTS.get(action.type) as [string, Field][];
  const who = checkPlayer(s, action.player);
  if (who) return who;
  const bad = (part: string, want: string) =>
    violation(s, ACTION.malformed, `the ${action.type} action needs ${part} to be ${want}`);
  for (const [part, field] of parts) {
    const v = action[part];
    switch (field) {
      case 'optCard':
      case 'card': {
        if (v === undefined && field === 'optCard') break;
        const c = checkCard(s, v);
        if (c) return c;
        break;
      }
      case 'optCards':
      case 'cards': {
        if (v === undefined && field === 'optCards') break;
        if (!Array.isArray(v)) return bad(part, 'a list of card ids');
        for (const id of v) {
          const c = checkCard(s, id);
          if (c) return c;
        }
        break;
      }
      case 'optTargets': {
        // Chosen targets are cards, or players for effects aimed at a player (see rules/effects.ts).
        if (v === undefined) break;
        if (!Array.isArray(v)) return bad(part, 'a list of card or player ids');
        for (const id of v) {
          if (typeof id === 'string' && s.players.some((p) => p.id === id)) continue;
          const c = checkCard(s, id);
          if (c) return c;
        }
        break;
      }
      case 'player': {
        const p = checkPlayer(s, v);
        if (p) return p;
        break;
      }
      case 'space':
        if (!isSpace(v)) return bad(part, 'a space { x, y } of whole numbers');
        break;
      case 'optNetSpace':
      case 'netSpace': {
        if (v === undefined && field === 'optNetSpace') break;
        if (!isSpace(v)) return bad(part, 'a space { network, x, y } of whole numbers');
        const p = checkPlayer(s, (v as { network?: unknown }).network);
        if (p) return p;
        break;
      }
      case 'trait':
        if (typeof v !== 'string' || !isTrait(v)) return bad(part, 'one of IQ, EQ, MQ, BQ');
        break;
      case 'number':
        if (typeof v !== 'number' || !Number.isFinite(v)) return bad(part, 'a number');
        break;
      case 'optNumbers':
        if (v === undefined) break;
        if (!Array.isArray(v) || !v.every((n) => Number.isInteger(n)))
          return bad(part, 'a list of whole numbers');
        break;
      case 'boolean':
        if (typeof v !== 'boolean') return bad(part, 'true or false');
        break;
      case 'split': {
        if (!isObject(v)) return bad(part, 'a map from card id to amount');
        for (const [id, n] of Object.entries(v)) {
          const c = checkCard(s, id);
          if (c) return c;
          if (typeof n !== 'number' || !Number.isFinite(n))
            return bad(part, 'a map from card id to a number');
        }
        break;
      }
      default: {
        const never: never = field;
        throw new Error(`unhandled field kind ${String(never)}`);
      }
    }
  }
  return null;
}
