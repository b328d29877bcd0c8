import { cite, nextInt, ruleSet, seedRng, shuffle, type Violation } from '@arbiter/core';
import { numberAt } from '../model/attributes.js';
import { type Library, typeOf } from '../model/card.js';
import type { GameEvent } from '../model/event.js';
import type {
  AdventureState,
  CardState,
  GameState,
  PlayerId,
  PlayerState,
  PlayMode,
} from '../model/state.js';
import type { GardenerProfile } from '../revisions/parameters.js';
import { H } from './headings.js';

export const SETUP = ruleSet('setup', {
  players: { clause: 'Description ► Requirements', summary: 'A game needs two players or more.' },
  stashSize: { clause: H.stash, summary: 'A stash holds at most 150 cards.' },
  knownCards: { clause: H.stash, summary: 'A stash is built from the cards of the game’s library.' },
  teams: {
    clause: H.begin,
    summary: 'In teams mode every player is in a team and every team has at least two players.',
  },
  void: { clause: H.begin, summary: 'The Void starts with all the reputation of the game.' },
  split: { clause: H.begin, summary: 'Each player shuffles his stash and moves half of it to his ops.' },
  seating: {
    clause: H.begin,
    summary: 'A turn sequence and the player with the first turn are established.',
  },
});

export const MAX_STASH = 150;

export interface PlayerConfig {
  readonly id: PlayerId;
  /** Library keys, in any order: the stash is shuffled. */
  readonly stash: readonly string[];
  /** Teams mode: the team's name. */
  readonly team?: string;
}

export interface GameConfig {
  /** In seating order: the turn sequence. */
  readonly players: readonly PlayerConfig[];
  readonly library: Library;
  readonly profile: GardenerProfile;
  readonly seed: number;
  /** Defaults to `teams` when any player names a team. */
  readonly mode?: PlayMode;
  /** The player with the first turn; else by the profile's `firstPlayer` reading (GA-28). */
  readonly firstPlayer?: PlayerId;
}

export const emptyAdventure = (n: number): AdventureState => ({
  number: n,
  hero: null,
  heroTeam: null,
  card: null,
  frozen: false,
  turn: null,
  turnSerial: 0,
  playsThisTurn: 0,
  drawsThisTurn: 0,
  actedThisTurn: false,
  wreckedThisTurn: 0,
  stashChoiceUsed: false,
  quietTurns: 0,
  plays: [],
  pending: null,
  abilities: [],
  rewound: false,
  outcome: null,
});

function problems(config: GameConfig, mode: PlayMode): Violation[] {
  const v = (key: string, message: string, hint?: string): Violation => ({
    ...cite(config.profile, key),
    message,
    ...(hint ? { hint } : {}),
  });
  const out: Violation[] = [];
  if (config.players.length < 2)
    out.push(v(SETUP.players, `${config.players.length} player(s)`, 'seat at least two players'));
  const ids = new Set<string>();
  for (const p of config.players) {
    if (ids.has(p.id))
      out.push(v(SETUP.players, `player ${p.id} seated twice`, 'give each player a unique id'));
    ids.add(p.id);
    if (p.stash.length > MAX_STASH)
      out.push(v(SETUP.stashSize, `${p.id}'s stash has ${p.stash.length} cards`, `keep it to ${MAX_STASH}`));
    for (const key of p.stash)
      if (!config.library[key])
        out.push(
          v(SETUP.knownCards, `${p.id}'s stash names "${key}", which the library lacks`, 'define the card'),
        );
  }
  if (mode === 'teams') {
    const teams = new Map<string, number>();
    for (const p of config.players) {
      if (!p.team) out.push(v(SETUP.teams, `${p.id} is in no team`, 'give every player a team'));
      else teams.set(p.team, (teams.get(p.team) ?? 0) + 1);
    }
    for (const [t, n] of teams)
      if (n < 2)
        out.push(v(SETUP.teams, `team ${t} has ${n} player`, 'put at least two players in each team'));
    if (teams.size < 2) out.push(v(SETUP.teams, 'only one team', 'form at least two teams'));
  }
  if (config.firstPlayer !== undefined && !ids.has(config.firstPlayer))
    out.push(v(SETUP.seating, `first player ${config.firstPlayer} is not seated`, 'name a seated player'));
  return out;
}

/** Playing ► Begin the game: the Void, the stashes shuffled and split, the turn sequence and first player. */
export function createGame(
  config: GameConfig,
): { ok: true; state: GameState; events: GameEvent[] } | { ok: false; problems: Violation[] } {
  const mode: PlayMode = config.mode ?? (config.players.some((p) => p.team) ? 'teams' : 'individual');
  const found = problems(config, mode);
  if (found.length > 0) return { ok: false, problems: found };
  const params = config.profile.parameters;
  const events: GameEvent[] = [];
  const ev = (key: string, text: string, extra: Partial<GameEvent> = {}) =>
    events.push({ type: key, text, citation: cite(config.profile, key), ...extra });
  let rng = seedRng(config.seed);
  const cards: Record<string, CardState> = {};
  const players: PlayerState[] = [];
  let adventureReputation = 0;
  for (const p of config.players) {
    const ids = p.stash.map((key, i) => {
      const id = `${p.id}.${i + 1}`;
      cards[id] = { id, def: key, owner: p.id };
      const def = config.library[key];
      if (def && typeOf(def) === 'adventure')
        adventureReputation += numberAt(def.attributes, 'Reputation') ?? 0;
      return id;
    });
    const [shuffled, r] = shuffle(rng, ids);
    rng = r;
    // GA-27: "what appears to be the smaller half" goes to the ops.
    const half =
      params.opsHalf === 'smaller' ? Math.floor(shuffled.length / 2) : Math.ceil(shuffled.length / 2);
    players.push({
      id: p.id,
      team: mode === 'teams' ? (p.team ?? null) : null,
      stash: shuffled.slice(half),
      ops: shuffled.slice(0, half),
      playground: [],
      buildsite: [],
      wreckage: [],
      vault: 0,
    });
    ev(SETUP.split, `${p.id} shuffles a stash of ${ids.length} and takes ${half} into the ops`, {
      player: p.id,
    });
  }
  const total = params.voidReputation === 'all-adventures' ? adventureReputation : 2 * params.reputationToWin;
  ev(SETUP.void, `the Void holds ${total} reputation`, { amount: total });
  const seating = config.players.map((p) => p.id);
  let first = config.firstPlayer;
  if (first === undefined) {
    if (params.firstPlayer === 'random') {
      const [i, r] = nextInt(rng, seating.length);
      rng = r;
      first = seating[i] as PlayerId;
    } else first = seating[0] as PlayerId;
  }
  ev(SETUP.seating, `turn sequence ${seating.join(', ')}; ${first} has the first turn`, { player: first });
  const state: GameState = {
    library: config.library,
    profile: config.profile,
    mode,
    seating,
    players,
    cards,
    void: total,
    totalReputation: total,
    firstPlayer: first,
    adventure: emptyAdventure(0),
    bidding: null,
    failedBiddings: 0,
    idleHeroes: 0,
    lastHero: null,
    rng,
    result: null,
    flow: 'setup',
  };
  return { ok: true, state, events };
}
