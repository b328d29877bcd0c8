import { canonicalJson } from '@arbiter/core';
import {
  type CardDefinition,
  type CardId,
  type GameState,
  isEngaged,
  LIST_ZONES,
  type RevisionProfile,
} from '@arbiter/megacorp';
import {
  bindGiven,
  type GivenDescription,
  type GivenOfState,
  type GivenSection,
  givenPoint,
  givenText,
  parse,
  stateToGiven,
} from '@arbiter/scenario';

export { givenText };

/**
 * The state a `given` block sets up, bound by the scenario runner's own binder (with the engine's
 * card library, abilities included). The harness uses it to prove that a counterexample's `given`
 * really is the state the failure started from before it writes the file.
 */
export function stateFromGiven(
  given: GivenOfState,
  library: Readonly<Record<string, CardDefinition>>,
  profile: RevisionProfile,
): GameState {
  const { file, diagnostics } = parse(`scenario "given"\n${givenText(given)}\n`, 'given.scenario');
  const error = diagnostics.find((d) => d.severity === 'error');
  if (error) throw new Error(`the given does not parse: ${error.message}`);
  const section = file.scenarios[0]?.sections.find((x): x is GivenSection => x.kind === 'given');
  if (!section) throw new Error('the given does not parse: no given section');
  return bindGiven(section, library, profile, undefined).state;
}

/**
 * Every card's place in a state, as a key that does not depend on card ids: `Ana:hand:2`,
 * `Nick:net:1,0:0`. Two states that hold the same cards in the same places give every card the same
 * key, whatever ids they were built with.
 */
export function placeKeys(s: GameState): Map<CardId, string> {
  const keys = new Map<CardId, string>();
  for (const p of s.players) {
    for (const zone of LIST_ZONES)
      for (const [i, id] of p[zone].entries()) keys.set(id, `${p.id}:${zone}:${i}`);
    for (const pile of p.network)
      for (const [i, id] of pile.cards.entries()) keys.set(id, `${p.id}:net:${pile.x},${pile.y}:${i}`);
  }
  s.stack.forEach((item, i) => {
    if (item.kind !== 'deployment') return;
    keys.set(item.card, `stack:${i}`);
    item.bonded?.forEach((id, j) => {
      keys.set(id, `stack:${i}:${j}`);
    });
  });
  if (s.setup) {
    for (const [pid, id] of Object.entries(s.setup.businesses)) keys.set(id, `setup:business:${pid}`);
    for (const [pid, id] of Object.entries(s.setup.founders)) keys.set(id, `setup:founder:${pid}`);
  }
  return keys;
}

/** Replaces every card id (as a value or a key) inside `value` through `map`. */
export function renameIds<T>(value: T, map: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return map.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[map.get(k) ?? k] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/**
 * How many turns a player has taken, as far as any rule tells it apart: the early-buy protection
 * (5.3.1.1) only asks whether the count is below the protection, equal to it while the player is
 * active, or past it; a revision with "beginning of the game" texts on each first turn also asks
 * whether it is the first.
 */
function turnsTakenClass(s: GameState, p: GameState['players'][number]): number | string {
  const n = s.profile.parameters.buyProtectionTurns;
  const v = p.turnsTaken;
  if (v <= 1 && s.profile.parameters.accountingTriggers === 'game-start-on-each-first-turn') return v;
  if (v < n) return 'below protection';
  if (v === n && s.turn.active === p.id) return 'at protection, active';
  return 'past protection';
}

/**
 * What of a state decides how the game goes on, with card ids replaced by places. Left out: the
 * library and profile (given separately), the RNG (only setup draws from it), stack and token
 * counters (they only number new things). Normalised to what rules tell apart: turns taken, attack
 * and retaliation marks of earlier turns, and the turn of entry and the controller of a card out of
 * play (only cards in play have them).
 */
export function projection(s: GameState): unknown {
  const thisTurn = (t: number | null) => (t === s.turn.number ? t : null);
  const inPlay = new Set(s.players.flatMap((p) => p.network.flatMap((pile) => pile.cards)));
  const cards = Object.fromEntries(
    Object.values(s.cards).map((c) => [
      c.id,
      {
        name: c.name,
        owner: c.owner,
        controller: inPlay.has(c.id) ? c.controller : c.owner,
        engaged: isEngaged(s, c.id),
        damage: c.damage,
        counters: c.counters,
        token: c.token,
        enteredTurn: inPlay.has(c.id) ? c.enteredTurn : null,
        attackedTurn: thisTurn(c.attackedTurn),
        retaliatedTurn: thisTurn(c.retaliatedTurn),
      },
    ]),
  );
  const projected = {
    players: s.players.map((p) => ({ ...p, turnsTaken: turnsTakenClass(s, p) })),
    cards,
    turn: s.turn,
    priority: s.priority,
    stack: s.stack,
    challenge: s.challenge,
    setup: s.setup,
    upkeepDue: s.upkeepDue,
    pending: s.pending,
    soldThisTurn: s.soldThisTurn,
    result: s.result,
    lastResolved: s.lastResolved,
    flow: s.flow,
  };
  return renameIds(projected, placeKeys(s));
}

export type RoundTrip =
  | { readonly ok: true; readonly given: GivenOfState; readonly rebuilt: GameState }
  | { readonly ok: false; readonly reason: string };

/**
 * Writes a state as a `given` and builds it back; succeeds when the rebuilt state is the same game
 * (same cards in the same places, same point of the turn, same bookkeeping).
 */
export function givenRoundTrip(s: GameState): RoundTrip {
  if (!givenPoint(s.flow)) return { ok: false, reason: 'no given starts at this point of the turn' };
  let given: GivenOfState;
  let rebuilt: GameState;
  try {
    given = stateToGiven(s);
    rebuilt = stateFromGiven(given, s.library, s.profile);
  } catch (e) {
    return { ok: false, reason: `the given does not build: ${e instanceof Error ? e.message : String(e)}` };
  }
  const a = projection(s) as Record<string, unknown>;
  const b = projection(rebuilt) as Record<string, unknown>;
  const difference = firstDifference(a, b, '');
  return difference === null ? { ok: true, given, rebuilt } : { ok: false, reason: difference };
}

/** The first place where two plain values differ, as `path: left vs right`, or null. */
export function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return `${path}: ${short(a)} vs ${short(b)}`;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of [...keys].sort()) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        path ? `${path}.${k}` : k,
      );
      if (d !== null) return d;
    }
    return null;
  }
  return canonicalJson(a) === canonicalJson(b) ? null : `${path}: ${short(a)} vs ${short(b)}`;
}

function short(v: unknown): string {
  const t = canonicalJson(v) ?? 'undefined';
  return t.length > 120 ? `${t.slice(0, 120)}…` : t;
}

/** Maps the ids of `from` to the ids of `to` for cards standing in the same places. */
export function idMap(from: GameState, to: GameState): Map<CardId, CardId> {
  const byKey = new Map<string, CardId>();
  for (const [id, key] of placeKeys(to)) byKey.set(key, id);
  const out = new Map<CardId, CardId>();
  for (const [id, key] of placeKeys(from)) {
    const target = byKey.get(key);
    if (target !== undefined) out.set(id, target);
  }
  return out;
}

export type { GivenDescription };
