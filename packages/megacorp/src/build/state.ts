import { seedRng } from '@arbiter/core';
import type { CardDefinition } from '../model/card.js';
import type {
  CardId,
  CardState,
  Damage,
  FlowValue,
  GameState,
  Pile,
  PlayerId,
  PlayerState,
  StackItem,
} from '../model/state.js';
import type { Trait } from '../model/traits.js';
import type { RevisionProfile } from '../revisions/profile.js';
import { V1_7 } from '../revisions/v1.7.js';

/** One card placed by name, with what may stick to it in play. */
export interface CardSpec {
  readonly name: string;
  /** Alias used to refer to this copy (defaults to the name). */
  readonly as?: string;
  readonly owner?: PlayerId;
  readonly damage?: Partial<Record<Trait, Damage>>;
  readonly counters?: Record<string, number>;
  readonly enteredTurn?: number | null;
  readonly attackedTurn?: number | null;
  readonly retaliatedTurn?: number | null;
  readonly token?: boolean;
}

export interface PileSpec {
  readonly x: number;
  readonly y: number;
  /** Top card first, then the cards bonded beneath it. */
  readonly cards: readonly (string | CardSpec)[];
  readonly engaged?: boolean;
}

export interface PlayerSpec {
  readonly id: PlayerId;
  readonly money?: number;
  readonly pools?: Partial<Record<Trait, number>>;
  readonly hand?: readonly (string | CardSpec)[];
  readonly mainDeck?: readonly (string | CardSpec)[];
  readonly resourceDeck?: readonly (string | CardSpec)[];
  readonly openMarket?: readonly (string | CardSpec)[];
  readonly annihilated?: readonly (string | CardSpec)[];
  readonly resolvedEvents?: readonly (string | CardSpec)[];
  readonly network?: readonly PileSpec[];
  readonly revealedResource?: boolean;
  readonly turnsTaken?: number;
  readonly lost?: boolean;
}

/** A mid-game state described by names: what a scenario's `given` block or a unit test writes. */
export interface StateSpec {
  readonly library: Readonly<Record<string, CardDefinition>>;
  readonly profile?: RevisionProfile;
  readonly seed?: number;
  readonly players: readonly PlayerSpec[];
  readonly turn?: number;
  readonly active?: PlayerId;
  readonly starting?: PlayerId;
  readonly flow?: FlowValue;
  readonly priority?: { readonly holder: PlayerId; readonly passes: number } | null;
  readonly stack?: readonly StackItem[];
  readonly soldThisTurn?: boolean;
}

export interface BuiltState {
  readonly state: GameState;
  /** Alias or name → ids of the copies, in the order they were placed. */
  readonly ids: Readonly<Record<string, readonly CardId[]>>;
}

export class StateSpecError extends Error {}

/**
 * Builds a GameState from a description. Card ids are `<owner>.<n>`, numbered per owner in the order
 * the description lists them, so the same description always yields the same ids.
 */
export function buildState(spec: StateSpec): BuiltState {
  const cards: Record<CardId, CardState> = {};
  const ids: Record<string, CardId[]> = {};
  const engagedCards: Record<CardId, true> = {};
  const counters = new Map<PlayerId, number>();
  const turn = spec.turn ?? 1;
  const place = (holder: PlayerId, c: string | CardSpec, inPlay: boolean, engaged = false): CardId => {
    const cs: CardSpec = typeof c === 'string' ? { name: c } : c;
    if (!spec.library[cs.name]) throw new StateSpecError(`unknown card "${cs.name}"`);
    const owner = cs.owner ?? holder;
    const n = (counters.get(owner) ?? 0) + 1;
    counters.set(owner, n);
    const id = `${owner}.${n}`;
    cards[id] = {
      id,
      name: cs.name,
      owner,
      controller: inPlay ? holder : owner,
      damage: cs.damage ?? {},
      counters: cs.counters ?? {},
      token: cs.token ?? spec.library[cs.name]?.token === true,
      enteredTurn: inPlay ? (cs.enteredTurn === undefined ? 0 : cs.enteredTurn) : null,
      attackedTurn: cs.attackedTurn ?? null,
      retaliatedTurn: cs.retaliatedTurn ?? null,
    };
    if (inPlay && engaged) engagedCards[id] = true;
    const alias = cs.as ?? cs.name;
    for (const label of alias === cs.name ? [alias] : [alias, cs.name]) {
      const list = ids[label] ?? [];
      list.push(id);
      ids[label] = list;
    }
    return id;
  };
  const list = (pid: PlayerId, xs: readonly (string | CardSpec)[] | undefined) =>
    (xs ?? []).map((c) => place(pid, c, false));
  const players: PlayerState[] = spec.players.map((p) => {
    const network: Pile[] = (p.network ?? []).map((pile) => ({
      x: pile.x,
      y: pile.y,
      cards: pile.cards.map((c) => place(p.id, c, true, pile.engaged ?? false)),
    }));
    const resourceDeck = list(p.id, p.resourceDeck);
    return {
      id: p.id,
      money: p.money ?? (spec.profile ?? V1_7).parameters.startingMoney,
      pools: { IQ: 0, EQ: 0, MQ: 0, BQ: 0, ...p.pools },
      mainDeck: list(p.id, p.mainDeck),
      resourceDeck,
      hand: list(p.id, p.hand),
      openMarket: list(p.id, p.openMarket),
      annihilated: list(p.id, p.annihilated),
      resolvedEvents: list(p.id, p.resolvedEvents),
      network,
      revealedResource: p.revealedResource ? (resourceDeck[0] ?? null) : null,
      turnsTaken: p.turnsTaken ?? Math.max(0, Math.ceil(turn / Math.max(1, spec.players.length))),
      lost: p.lost ?? false,
    };
  });
  const first = spec.players[0]?.id;
  if (first === undefined) throw new StateSpecError('a game needs at least one player');
  const active = spec.active ?? first;
  const state: GameState = {
    schema: 1,
    profile: spec.profile ?? V1_7,
    library: spec.library,
    players,
    cards,
    engaged: engagedCards,
    turn: { number: turn, active, starting: spec.starting ?? first },
    priority: spec.priority === undefined ? { holder: active, passes: 0 } : spec.priority,
    stack: spec.stack ?? [],
    challenge: null,
    setup: null,
    upkeepDue: [],
    pending: [],
    soldThisTurn: spec.soldThisTurn ?? false,
    result: null,
    rng: seedRng(spec.seed ?? 1),
    lastResolved: null,
    nextStackId: 1,
    nextTokenId: 1,
    flow: spec.flow ?? { turn: { buy: { main: 'open' } } },
  };
  return { state, ids };
}
