import { seedRng } from '@arbiter/core';
import { INVARIANTS } from './invariants.js';
import { numberAt } from './model/attributes.js';
import { type Library, typeOf } from './model/card.js';
import {
  type CardId,
  type CardState,
  type GameState,
  type PlayerId,
  type PlayerState,
  type PlayMode,
  ZONES,
  type ZoneName,
} from './model/state.js';
import type { GardenerProfile } from './revisions/parameters.js';
import { emptyAdventure } from './rules/setup.js';

/**
 * A game under way, described as a designer would: what each player holds in each zone, the
 * reputation won, the Void, the adventure and whose turn it is — the `given` of a scenario. Positions
 * stand at a decision with nothing half done: the hero choosing an adventure card (no `turn`), or the
 * start of a player's turn in a running adventure (`turn`), whose card is the first adventure card of
 * the hero's playground. Playground cards were played before the last round (for AbleToRewind).
 */
export interface PositionPlayer {
  readonly id: PlayerId;
  readonly team?: string;
  /** Library keys per zone; the stash top first. */
  readonly zones: Readonly<Partial<Record<ZoneName, readonly string[]>>>;
  /** Reputation received from the Void; by default the Reputation of the adventures in the buildsite. */
  readonly reputation?: number;
}

export interface Position {
  /** In seating order. */
  readonly players: readonly PositionPlayer[];
  readonly library: Library;
  readonly profile: GardenerProfile;
  readonly seed: number;
  readonly mode?: PlayMode;
  /** The player who turned first in the game; by default the first seated. */
  readonly firstPlayer?: PlayerId;
  /** The adventure's number (1 by default). */
  readonly adventure?: number;
  /** The hero (individual) or the member of the hero team who opened; by default the first player. */
  readonly hero?: PlayerId;
  /** Whose turn it is; absent: the hero is choosing an adventure card. */
  readonly turn?: PlayerId;
  /** AbleToFreezeCompetitors was used this adventure. */
  readonly frozen?: boolean;
  /** Reputation left in the Void; by default all the game's reputation but what the players hold. */
  readonly void?: number;
}

export type PositionResult =
  | { readonly ok: true; readonly state: GameState }
  | {
      readonly ok: false;
      readonly problems: readonly { readonly message: string; readonly hint?: string }[];
    };

const fail = (message: string, hint?: string): PositionResult => ({
  ok: false,
  problems: [{ message, ...(hint ? { hint } : {}) }],
});

/** The state a position describes, checked against every state invariant of the game. */
export function positionState(pos: Position): PositionResult {
  const mode: PlayMode = pos.mode ?? (pos.players.some((p) => p.team) ? 'teams' : 'individual');
  const seating = pos.players.map((p) => p.id);
  const seated = (who: PlayerId | undefined, what: string) =>
    who === undefined || seating.includes(who)
      ? null
      : fail(`${what} ${who} is not seated`, `the players are ${seating.join(', ')}`);
  const first = pos.firstPlayer ?? seating[0];
  const hero = pos.hero ?? first;
  const unseated = seated(first, 'first player') ?? seated(hero, 'hero') ?? seated(pos.turn, 'turn');
  if (unseated) return unseated;
  if (seating.length < 2) return fail('a game needs two players or more', 'name them on the players line');
  if (first === undefined || hero === undefined) return fail('no players');
  const cards: Record<CardId, CardState> = {};
  const players: PlayerState[] = [];
  let total = 0;
  let vaults = 0;
  for (const p of pos.players) {
    let n = 0;
    const zoneCards = {} as Record<ZoneName, CardId[]>;
    for (const z of ZONES)
      zoneCards[z] = (p.zones[z] ?? []).map((key) => {
        n += 1;
        const id = `${p.id}.${n}`;
        cards[id] = { id, def: key, owner: p.id };
        return id;
      });
    for (const key of ZONES.flatMap((z) => p.zones[z] ?? [])) {
      const def = pos.library[key];
      if (!def)
        return fail(`${p.id} holds "${key}", which the library lacks`, 'define the card in a cards section');
      if (typeOf(def) === 'adventure') total += numberAt(def.attributes, 'Reputation') ?? 0;
    }
    const won = (p.zones.buildsite ?? []).reduce(
      (sum, key) => sum + (numberAt(pos.library[key]?.attributes ?? [], 'Reputation') ?? 0),
      0,
    );
    const vault = p.reputation ?? won;
    vaults += vault;
    players.push({ id: p.id, team: mode === 'teams' ? (p.team ?? null) : null, ...zoneCards, vault });
  }
  if (pos.profile.parameters.voidReputation === 'twice-to-win')
    total = 2 * pos.profile.parameters.reputationToWin;
  const voidLeft = pos.void ?? Math.max(0, total - vaults);
  const before = seating[(seating.indexOf(hero) + seating.length - 1) % seating.length] ?? null;
  const adventure = { ...emptyAdventure(pos.adventure ?? 1), hero, frozen: pos.frozen ?? false };
  let flow: unknown = { adventure: { opening: 'choosing' } };
  if (pos.turn !== undefined) {
    const heroState = players.find((p) => p.id === hero) as PlayerState;
    const card = heroState.playground.find((c) => {
      const def = pos.library[cards[c]?.def ?? ''];
      return def !== undefined && typeOf(def) === 'adventure';
    });
    if (!card)
      return fail(
        `${hero} is the hero of a running adventure but has no adventure card in the playground`,
        `put the adventure card first in ${hero}'s playground, or drop the turn line to stand at the opening`,
      );
    const heroTeam = mode === 'teams' ? heroState.team : null;
    // Given plays come before the last round: a turn serial past one full round.
    const plays = players.flatMap((p) => p.playground.map((c) => ({ card: c, player: p.id, turn: 0 })));
    Object.assign(adventure, { card, heroTeam, turn: pos.turn, turnSerial: seating.length + 1, plays });
    flow = { adventure: { turns: 'acting' } };
  } else if (mode === 'teams') {
    return fail(
      'a teams position without a turn would stand in the bidding',
      'give whose turn it is, or start from a setup',
    );
  } else if (players.some((p) => p.playground.length > 0)) {
    return fail(
      'nothing is played before the hero opens the adventure',
      'give whose turn it is, or empty the playgrounds',
    );
  }
  const state: GameState = Object.freeze({
    library: pos.library,
    profile: pos.profile,
    mode,
    seating,
    players,
    cards,
    void: voidLeft,
    totalReputation: voidLeft + vaults,
    firstPlayer: first,
    adventure,
    bidding: null,
    failedBiddings: 0,
    idleHeroes: 0,
    lastHero: (pos.adventure ?? 1) === 1 && hero === first ? null : before,
    rng: seedRng(pos.seed),
    result: null,
    flow,
  });
  const broken = INVARIANTS.filter((inv) => inv.stateOnly && inv.check)
    .map((inv) => ({ inv, why: inv.check?.(state, undefined as never, undefined as never, undefined) }))
    .filter((x): x is { inv: (typeof INVARIANTS)[number]; why: string } => typeof x.why === 'string');
  if (broken.length > 0)
    return {
      ok: false,
      problems: broken.map(({ inv, why }) => ({
        message: `this position breaks “${inv.name}”: ${why}`,
        hint: `(${inv.clause})`,
      })),
    };
  return { ok: true, state };
}

/** The position of a state, when it stands where a position can: the inverse of `positionState`. */
export function stateToPosition(
  s: GameState,
): { readonly ok: true; readonly position: Position } | { readonly ok: false; readonly reason: string } {
  if (s.result) return { ok: false, reason: 'the game is over' };
  const leaf = JSON.stringify(s.flow);
  const turns = leaf === JSON.stringify({ adventure: { turns: 'acting' } });
  const opening = leaf === JSON.stringify({ adventure: { opening: 'choosing' } });
  if (!turns && !opening)
    return { ok: false, reason: 'the game stands in the middle of a decision (a cost, a swap, the bidding)' };
  const adv = s.adventure;
  if (turns && (adv.actedThisTurn || adv.quietTurns > 0 || adv.abilities.length > 0))
    return {
      ok: false,
      reason: 'a given stands at the start of a turn, in an adventure nobody has passed in',
    };
  if (adv.hero === null) return { ok: false, reason: 'the adventure has no hero' };
  const key = (c: CardId) => s.cards[c]?.def ?? c;
  return {
    ok: true,
    position: {
      players: s.players.map((p) => ({
        id: p.id,
        ...(p.team ? { team: p.team } : {}),
        zones: Object.fromEntries(ZONES.map((z) => [z, p[z].map(key)])),
        reputation: p.vault,
      })),
      library: s.library,
      profile: s.profile,
      seed: 1,
      mode: s.mode,
      firstPlayer: s.firstPlayer,
      adventure: adv.number,
      hero: adv.hero,
      ...(turns && adv.turn ? { turn: adv.turn } : {}),
      ...(adv.frozen ? { frozen: true } : {}),
      void: s.void,
    },
  };
}
