import { deepFreeze, didYouMean } from '@arbiter/core';
import {
  buildState,
  type CardDefinition,
  type CardId,
  type CardSpec,
  type Damage,
  type GameState,
  isTrait,
  type PileSpec,
  type PlayerSpec,
  placeAt,
  type RevisionProfile,
  StateSpecError,
  type Trait,
} from '@arbiter/megacorp';
import { BindError } from '../../../run/problem.js';
import type {
  CardItem,
  CounterEntry,
  DamageEntry,
  GivenSection,
  Name,
  Pile,
  PileCard,
  Range,
  TimeFact,
  ZoneFact,
} from '../../../syntax/ast.js';
import { networkPiles } from '../syntax/grid.js';
import { GIVEN_POINTS, givenFlow, PHASES, type PhaseName } from './time.js';

/** Documented defaults for zones a `given` leaves out (docs/scenario-language.md, "Defaults"). */
export const DEFAULTS = {
  /** A position's money, when unstated: a fixed 10 M, not the revision's starting money (4.2.2 is about setup). */
  money: 10,
  mainDeck: 30,
  resourceDeck: 10,
  filler: 'Filler',
  resourceFiller: 'Resource Filler',
} as const;

export interface BoundGiven {
  readonly state: GameState;
  /** Alias or name → card ids, in the order they were written. */
  readonly ids: Readonly<Record<string, readonly CardId[]>>;
  readonly players: readonly string[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

interface PlayerDraft {
  id: string;
  money?: number;
  pools?: Partial<Record<Trait, number>>;
  hand?: CardSpec[];
  mainDeck?: CardSpec[];
  mainDeckTop?: CardSpec[];
  mainDeckBottom?: CardSpec[];
  resourceDeck?: CardSpec[];
  openMarket?: CardSpec[];
  annihilated?: CardSpec[];
  revealed?: CardSpec;
  network?: PileSpec[];
}

export function checkCardName(
  library: Readonly<Record<string, CardDefinition>>,
  name: string,
  range: Range,
): void {
  if (library[name]) return;
  const guess = didYouMean(name, Object.keys(library));
  throw new BindError(
    range,
    `unknown card "${name}"`,
    guess ? `did you mean "${guess}"?` : 'define it in a `cards` section or `use` a card library',
  );
}

function damageOf(entries: readonly DamageEntry[]): Partial<Record<Trait, Damage>> {
  const out: Partial<Record<Trait, Damage>> = {};
  for (const e of entries) {
    const t = e.trait.text.toUpperCase();
    if (!isTrait(t))
      throw new BindError(
        e.trait.range,
        `\`${e.trait.text}\` is not a trait`,
        'traits are IQ, EQ, MQ and BQ',
      );
    out[t] = { amount: e.amount.value, permanent: e.permanent?.value ?? 0 };
  }
  return out;
}

export function countersOf(entries: readonly CounterEntry[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of entries) {
    const name = isTrait(e.counter.text.toUpperCase())
      ? e.counter.text.toUpperCase()
      : e.counter.text.toLowerCase();
    out[name] = (out[name] ?? 0) + e.amount.value;
  }
  return out;
}

export class GivenBinder {
  readonly players: PlayerDraft[] = [];
  turn?: number;
  active?: string;
  starting?: string;
  phase?: PhaseName;
  point?: { text: string; range: Range };
  priority?: string;
  seed?: number;
  declaredPlayers = false;

  constructor(
    readonly library: Readonly<Record<string, CardDefinition>>,
    readonly profile: RevisionProfile,
  ) {}

  player(name: Name, create = true): PlayerDraft {
    const found = this.players.find((p) => p.id === name.text);
    if (found) return found;
    if (this.declaredPlayers || !create) {
      const guess = didYouMean(
        name.text,
        this.players.map((p) => p.id),
      );
      throw new BindError(
        name.range,
        `unknown player ${name.text}`,
        guess ? `did you mean ${guess}?` : `the players are ${this.players.map((p) => p.id).join(', ')}`,
      );
    }
    const p: PlayerDraft = { id: name.text };
    this.players.push(p);
    return p;
  }

  items(items: readonly CardItem[]): CardSpec[] {
    const out: CardSpec[] = [];
    for (const it of items) {
      checkCardName(this.library, it.name.value, it.name.range);
      const n = it.copies?.value ?? 1;
      for (let i = 0; i < n; i++)
        out.push(it.alias ? { name: it.name.value, as: it.alias.text } : { name: it.name.value });
    }
    return out;
  }

  time(f: TimeFact): void {
    if (f.turn) this.turn = f.turn.value;
    if (f.active) this.active = this.player(f.active).id;
    if (f.phase) {
      const ph = f.phase.text.toLowerCase() as PhaseName;
      if (!PHASES.includes(ph)) {
        const guess = didYouMean(f.phase.text, PHASES);
        throw new BindError(
          f.phase.range,
          `unknown phase \`${f.phase.text}\``,
          guess ? `did you mean ${guess}?` : `phases: ${PHASES.join(', ')}`,
        );
      }
      this.phase = ph;
    }
    if (f.point) this.point = { text: f.point.text, range: f.point.range };
    if (f.priority) this.priority = this.player(f.priority).id;
  }

  zone(f: ZoneFact): void {
    const p = this.player(f.player);
    const cards =
      f.mode === 'count'
        ? Array.from({ length: f.count?.value ?? 0 }, () => ({ name: fillerFor(f.zone) }))
        : this.items(f.items);
    switch (f.zone) {
      case 'hand':
        p.hand = cards;
        break;
      case 'main deck':
        if (f.mode === 'top') p.mainDeckTop = cards;
        else if (f.mode === 'bottom') p.mainDeckBottom = cards;
        else p.mainDeck = cards;
        break;
      case 'resource deck':
        p.resourceDeck = cards;
        break;
      case 'open market':
        p.openMarket = cards;
        break;
      case 'annihilated':
        p.annihilated = cards;
        break;
      case 'revealed resource':
        p.revealed = cards[0];
        break;
    }
    if (f.mode === 'contains' || f.mode === 'excludes') {
      throw new BindError(
        f.range,
        '`contains` describes an expectation, not a starting position',
        'list the zone, or use `top`',
      );
    }
  }

  pileCard(pc: PileCard, owner: string): CardSpec {
    checkCardName(this.library, pc.name.value, pc.name.range);
    return {
      name: pc.name.value,
      ...(pc.alias ? { as: pc.alias.text } : {}),
      ...(pc.owner ? { owner: this.player(pc.owner).id } : { owner }),
      ...(pc.damage.length ? { damage: damageOf(pc.damage) } : {}),
      ...(pc.counters.length ? { counters: countersOf(pc.counters) } : {}),
      ...(pc.entered ? { enteredTurn: pc.entered.value } : {}),
    };
  }

  pile(p: Pile, owner: string): PileSpec {
    if (!p.at) throw new BindError(p.range, 'a space needs its coordinates', 'write e.g. `1,0 "Raamaa"`');
    if (p.cards.length === 0) throw new BindError(p.range, 'an empty space needs no line in a `given`');
    const engaged = p.orientation?.text.toLowerCase() === 'engaged';
    const top = p.cards[0] as PileCard;
    if (p.role?.text === 'business' && this.library[top.name.value]?.type !== 'business') {
      throw new BindError(top.name.range, `"${top.name.value}" is not a business card`);
    }
    return { x: p.at.x, y: p.at.y, cards: p.cards.map((c) => this.pileCard(c, owner)), engaged };
  }
}

function fillerFor(zone: ZoneFact['zone']): string {
  return zone === 'resource deck' || zone === 'revealed resource' ? DEFAULTS.resourceFiller : DEFAULTS.filler;
}

const filler = (n: number, name: string): CardSpec[] => Array.from({ length: n }, () => ({ name }));

/** Builds the game state a `given` section describes, with the documented defaults for the rest. */
export function bindGiven(
  section: GivenSection,
  library: Readonly<Record<string, CardDefinition>>,
  profile: RevisionProfile,
  scenarioSeed: number | undefined,
): BoundGiven {
  const p = positionOnce(section, library, profile, scenarioSeed);
  return {
    state: placeAt({ ...p.state, profile }, p.flow, p.priority),
    ids: p.ids,
    players: p.players,
  };
}

/** A `given`'s position before it is placed under a revision (which decides the upkeep due there). */
interface Position {
  readonly state: GameState;
  readonly ids: Readonly<Record<string, readonly CardId[]>>;
  readonly players: readonly string[];
  readonly flow: GameState['flow'];
  readonly priority: string | undefined;
}

/**
 * Positions by section, frozen library and seed: a scenario runs under several revisions from one
 * position, and building its cards was a tenth of a corpus run. Frozen, so the runs share it.
 */
const positions = new WeakMap<
  GivenSection,
  WeakMap<Readonly<Record<string, CardDefinition>>, Map<number | undefined, Position>>
>();

function positionOnce(
  section: GivenSection,
  library: Readonly<Record<string, CardDefinition>>,
  profile: RevisionProfile,
  scenarioSeed: number | undefined,
): Position {
  // Stryker disable next-line ConditionalExpression: not remembering a position changes no position
  if (!Object.isFrozen(library)) return position(section, library, profile, scenarioSeed);
  const byLibrary = positions.get(section) ?? new WeakMap();
  positions.set(section, byLibrary);
  const bySeed = byLibrary.get(library) ?? new Map<number | undefined, Position>();
  byLibrary.set(library, bySeed);
  const known = bySeed.get(scenarioSeed);
  if (known) return known;
  const p = deepFreeze(position(section, library, profile, scenarioSeed));
  bySeed.set(scenarioSeed, p);
  return p;
}

/** The position, built under `profile`; only its `profile` field reads the revision (`given` states every money). */
function position(
  section: GivenSection,
  library: Readonly<Record<string, CardDefinition>>,
  profile: RevisionProfile,
  scenarioSeed: number | undefined,
): Position {
  const b = new GivenBinder(library, profile);
  const cardFacts: Extract<GivenSection['body'][number], { kind: 'card-fact' }>[] = [];
  const stackFacts: Extract<GivenSection['body'][number], { kind: 'stack' }>[] = [];
  for (const st of section.body) {
    switch (st.kind) {
      case 'players':
        for (const n of st.players) b.player(n);
        b.declaredPlayers = true;
        break;
      case 'seed':
        b.seed = st.seed.value;
        break;
      case 'first-player':
        b.starting = b.player(st.player).id;
        break;
      case 'time':
        b.time(st);
        break;
      case 'money':
        b.player(st.player).money = st.amount.value;
        break;
      case 'pool': {
        const pools: Partial<Record<Trait, number>> = {};
        for (const e of st.entries) {
          const t = e.trait.text.toUpperCase();
          if (!isTrait(t)) throw new BindError(e.trait.range, `\`${e.trait.text}\` is not a trait`);
          pools[t] = e.amount.value;
        }
        b.player(st.player).pools = pools;
        break;
      }
      case 'zone':
        b.zone(st);
        break;
      case 'network': {
        const p = b.player(st.player);
        p.network = [...(p.network ?? []), ...networkPiles(st).map((pile) => b.pile(pile, p.id))];
        break;
      }
      case 'card-fact':
        cardFacts.push(st);
        break;
      case 'stack':
        stackFacts.push(st);
        break;
      case 'comment':
      case 'unknown':
        break;
      case 'dialect-line':
        throw new BindError(st.range, 'this line is not a Megacorp line');
      default: {
        const never: never = st;
        throw new Error(`unhandled given statement ${JSON.stringify(never)}`);
      }
    }
  }
  if (b.players.length === 0)
    throw new BindError(section.keywordRange, 'a `given` needs at least one player', 'e.g. `Ana money 10`');
  const turn = b.turn ?? 1;
  const startSeat = Math.max(
    0,
    b.players.findIndex((p) => p.id === (b.starting ?? b.players[0]?.id)),
  );
  const n = b.players.length;
  // Turns begun by each player so far, seating clockwise from the first player (5.7.1): 5.3.1.1 reads it.
  const turnsTaken = (seat: number) => {
    const k = (seat - startSeat + n) % n;
    return turn >= k + 1 ? Math.floor((turn - 1 - k) / n) + 1 : 0;
  };
  const players: PlayerSpec[] = b.players.map((p, seat) => ({
    id: p.id,
    turnsTaken: turnsTaken(seat),
    money: p.money ?? DEFAULTS.money,
    ...(p.pools ? { pools: p.pools } : {}),
    hand: p.hand ?? [],
    mainDeck: p.mainDeck ?? [
      ...(p.mainDeckTop ?? []),
      ...filler(
        Math.max(0, DEFAULTS.mainDeck - (p.mainDeckTop?.length ?? 0) - (p.mainDeckBottom?.length ?? 0)),
        DEFAULTS.filler,
      ),
      ...(p.mainDeckBottom ?? []),
    ],
    resourceDeck: p.revealed
      ? [p.revealed, ...(p.resourceDeck ?? filler(DEFAULTS.resourceDeck - 1, DEFAULTS.resourceFiller))]
      : (p.resourceDeck ?? filler(DEFAULTS.resourceDeck, DEFAULTS.resourceFiller)),
    openMarket: p.openMarket ?? [],
    annihilated: p.annihilated ?? [],
    network: p.network ?? [],
    revealedResource: p.revealed !== undefined,
  }));
  const active = b.active ?? (b.players[0] as PlayerDraft).id;
  let built: ReturnType<typeof buildState>;
  try {
    built = buildState({
      library,
      profile,
      seed: b.seed ?? scenarioSeed ?? 1,
      players,
      turn,
      active,
      starting: b.starting ?? (b.players[0] as PlayerDraft).id,
    });
  } catch (e) {
    if (e instanceof StateSpecError) throw new BindError(section.keywordRange, e.message);
    throw e;
  }
  const state = built.state as Mutable<GameState>;
  const ids = built.ids;
  for (const f of cardFacts) applyCardFact(state, ids, f, library);
  if (stackFacts.length > 0) {
    throw new BindError(
      (stackFacts[0] as { range: Range }).range,
      'a `given` stack is not supported yet',
      'reach the stack with `when` steps (e.g. `Ana plays "X"`)',
    );
  }
  const phase = b.phase ?? 'buy';
  const anyUpkeep = state.players.some(
    (p) =>
      p.id === active &&
      p.network.some((pile) => pile.cards.some((c) => library[state.cards[c]?.name ?? '']?.upkeep)),
  );
  const flow = givenFlow(phase, b.point?.text, anyUpkeep);
  if (!flow) {
    throw new BindError(
      b.point?.range ?? section.keywordRange,
      `a \`given\` cannot start at \`${b.point?.text}\` of the ${phase} phase`,
      `start at ${GIVEN_POINTS[phase].join(', ')} and reach the step with \`when\` steps`,
    );
  }
  return { state, ids, players: b.players.map((p) => p.id), flow, priority: b.priority };
}

function applyCardFact(
  state: Mutable<GameState>,
  ids: Readonly<Record<string, readonly CardId[]>>,
  f: Extract<GivenSection['body'][number], { kind: 'card-fact' }>,
  library: Readonly<Record<string, CardDefinition>>,
): void {
  const ref = f.card;
  const key = ref.alias?.text ?? ref.name?.value;
  const found = key ? ids[key] : undefined;
  if (!found || found.length === 0) {
    throw new BindError(
      ref.range,
      `no card ${key ? `"${key}"` : ''} was placed in this \`given\``,
      'place the card first, then describe it',
    );
  }
  if (found.length > 1)
    throw new BindError(
      ref.range,
      `"${key}" names ${found.length} cards`,
      'give the copy an alias where it is placed (`as cleric2`)',
    );
  const id = found[0] as CardId;
  const c = { ...(state.cards[id] as GameState['cards'][string]) } as Mutable<GameState['cards'][string]>;
  const prop = f.property;
  switch (prop.kind) {
    case 'damage':
      c.damage = damageOf(prop.entries);
      break;
    case 'counters':
      c.counters = countersOf(prop.entries);
      break;
    case 'controller':
      c.controller = prop.player.text;
      break;
    case 'owner':
      c.owner = prop.player.text;
      break;
    case 'value':
      throw new BindError(
        prop.range,
        'a valuation cannot be set in a `given`: it is the printed cost as abilities in play change it',
        'check it in `then` or with `expect`',
      );
    case 'buyable':
      throw new BindError(
        prop.range,
        'whether a card can be bought is judged by the rules, not set in a `given`',
        'check it in `then` or with `expect`',
      );
    default:
      throw new BindError(
        prop.range,
        `\`${prop.kind}\` is written on the card's own line in a \`given\``,
        'e.g. `1,0 "Raamaa" engaged` in the network',
      );
  }
  void library;
  state.cards = { ...state.cards, [id]: c };
}
