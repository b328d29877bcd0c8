import {
  type CardId,
  type CardState,
  flowPaths,
  type GameState,
  isEngaged,
  type Pile,
  type PlayerId,
  type PlayerState,
  TRAITS,
} from '@arbiter/megacorp';
import { givenPoint } from '../bind/time.js';
import {
  type CardInPlayDescription,
  type GivenDescription,
  type PileDescription,
  type PlayerDescription,
  printGiven,
} from './print-given.js';

export { flowOfPoint, type GivenPoint, givenPoint } from '../bind/time.js';

/**
 * A game state as a scenario's `given` block: only what differs from the documented defaults is
 * written, and copies of a card that share a name in play get aliases so later steps can tell them
 * apart.
 */
export interface GivenOfState {
  readonly description: GivenDescription;
  /** Card id → alias written where the card is placed. */
  readonly aliases: ReadonlyMap<CardId, string>;
  /** Lines the description cannot hold (a card controlled by another player than its network's). */
  readonly extraLines: readonly string[];
}

/** Why a state cannot be written as a `given`, or undefined when it can. */
export function givenProblem(s: GameState): string | undefined {
  if (s.result) return 'the game is over';
  if (!givenPoint(s.flow)) return `a \`given\` cannot start at ${flowPaths(s.flow).join(', ')}`;
  if (s.stack.length) return 'a `given` cannot hold a stack yet';
  if (s.pending.length || s.challenge) return 'a decision is pending';
  return undefined;
}

/** The `given` block of a description, with the lines the description cannot hold. */
export function givenText(given: GivenOfState): string {
  return [printGiven(given.description).trimEnd(), ...given.extraLines.map((l) => `  ${l}`)].join('\n');
}

/** How many cards of the game carry each name. */
export function nameCounts(s: GameState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of Object.values(s.cards)) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  return counts;
}

/** A one-word alias from a card name: `"Gnost Cleric"` → `cleric1`. */
function aliasBase(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const last = (words[words.length - 1] ?? 'card').toLowerCase();
  return /^\p{L}/u.test(last) ? last : `card${last}`;
}

function namesOf(s: GameState, ids: readonly CardId[]): string[] {
  return ids.map((id) => s.cards[id]?.name ?? id);
}

function cardInPlay(
  s: GameState,
  id: CardId,
  network: PlayerId,
  aliases: ReadonlyMap<CardId, string>,
): CardInPlayDescription {
  const c = s.cards[id] as CardState;
  const damage = TRAITS.flatMap((t) => {
    const d = c.damage[t];
    return d && (d.amount !== 0 || d.permanent !== 0)
      ? [{ trait: t, amount: d.amount, ...(d.permanent ? { permanent: d.permanent } : {}) }]
      : [];
  });
  const counters = Object.entries(c.counters)
    .filter(([, n]) => n !== 0)
    .map(([name, amount]) => ({ name, amount }));
  const alias = aliases.get(id);
  return {
    name: c.name,
    ...(alias ? { alias } : {}),
    ...(c.owner !== network ? { owner: c.owner } : {}),
    ...(damage.length ? { damage } : {}),
    ...(counters.length ? { counters } : {}),
    ...(c.enteredTurn !== null && c.enteredTurn !== 0 ? { enteredTurn: c.enteredTurn } : {}),
  };
}

function pileOf(
  s: GameState,
  p: PlayerState,
  pile: Pile,
  aliases: ReadonlyMap<CardId, string>,
): PileDescription {
  const top = s.cards[pile.cards[0] as CardId] as CardState;
  const def = s.library[top.name];
  const role =
    pile.x === 0 && pile.y === 0 && def?.type === 'business'
      ? ('business' as const)
      : def?.founder
        ? ('founder' as const)
        : undefined;
  return {
    x: pile.x,
    y: pile.y,
    ...(role ? { role } : {}),
    cards: pile.cards.map((id) => cardInPlay(s, id, p.id, aliases)),
    ...(isEngaged(s, top.id) ? { engaged: true } : {}),
  };
}

/** Aliases for the cards in play whose name is not unique in the game, plus any reserved words. */
function chooseAliases(s: GameState, taken: ReadonlySet<string>): Map<CardId, string> {
  const counts = nameCounts(s);
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  const aliases = new Map<CardId, string>();
  for (const p of s.players) {
    for (const pile of p.network) {
      for (const id of pile.cards) {
        const c = s.cards[id] as CardState;
        if ((counts.get(c.name) ?? 0) < 2 && c.controller === p.id) continue;
        const base = aliasBase(c.name);
        let n = 1;
        while (used.has(`${base}${n}`)) n++;
        used.add(`${base}${n}`);
        aliases.set(id, `${base}${n}`);
      }
    }
  }
  return aliases;
}

/**
 * The `given` description of a state standing at a point a `given` can start at. Decks are always
 * written in full (the defaults are filler cards); money, pools, hands, open markets, the annihilated
 * zone and everything on a card only where they differ from the defaults.
 */
export function stateToGiven(s: GameState): GivenOfState {
  const point = givenPoint(s.flow);
  if (!point) throw new RangeError(`a given cannot start at ${flowPaths(s.flow).join(', ')}`);
  const reserved = new Set<string>([...s.players.map((p) => p.id), ...Object.keys(s.library)]);
  const aliases = chooseAliases(s, reserved);
  const startingMoney = s.profile.parameters.startingMoney;
  const extraLines: string[] = [];
  const players: PlayerDescription[] = s.players.map((p) => {
    const pool = Object.fromEntries(TRAITS.filter((t) => p.pools[t] !== 0).map((t) => [t, p.pools[t]]));
    const revealed = p.revealedResource;
    const resource =
      revealed !== null && p.resourceDeck[0] === revealed ? p.resourceDeck.slice(1) : p.resourceDeck;
    for (const pile of p.network) {
      for (const id of pile.cards) {
        const c = s.cards[id] as CardState;
        if (c.controller !== p.id) extraLines.push(`${aliases.get(id)} controlled by ${c.controller}`);
      }
    }
    return {
      name: p.id,
      ...(p.money !== startingMoney ? { money: p.money } : {}),
      ...(Object.keys(pool).length ? { pool } : {}),
      ...(p.hand.length ? { hand: namesOf(s, p.hand) } : {}),
      mainDeck: namesOf(s, p.mainDeck),
      resourceDeck: namesOf(s, resource),
      ...(p.openMarket.length ? { openMarket: namesOf(s, p.openMarket) } : {}),
      ...(p.annihilated.length ? { annihilated: namesOf(s, p.annihilated) } : {}),
      ...(revealed !== null ? { revealedResource: s.cards[revealed]?.name ?? revealed } : {}),
      ...(p.network.length ? { network: p.network.map((pile) => pileOf(s, p, pile, aliases)) } : {}),
    };
  });
  const first = s.players[0]?.id;
  const description: GivenDescription = {
    players,
    ...(s.turn.starting !== null && s.turn.starting !== first ? { firstPlayer: s.turn.starting } : {}),
    turn: s.turn.number,
    active: s.turn.active,
    phase: point.phase,
    ...(point.step ? { step: point.step } : {}),
    ...(s.priority && s.priority.holder !== s.turn.active ? { priority: s.priority.holder } : {}),
  };
  return { description, aliases, extraLines };
}
