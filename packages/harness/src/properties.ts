import { canonicalJson, nextInt, type RngState, replay, seedRng } from '@arbiter/core';
import { type Action, type GameState, TRAITS } from '@arbiter/megacorp';
import { type EngineSeams, engineOf } from './engine-seam.js';
import { type GameCase, type GameTrace, type PlayOptions, playCase } from './play.js';

/**
 * Properties of the engine itself, as functions that return what is wrong (or null), so vitest
 * property tests, the fuzzer and the CLI can all ask them.
 */

/** A state without the library and profile it shares by reference with every other state. */
export function stateKey(s: GameState): string {
  return canonicalJson({ ...s, library: undefined, profile: undefined });
}

/** Determinism: the same seed and the same choices give the same actions and the same state. */
export function checkDeterminism(game: GameCase, options: PlayOptions = {}): string | null {
  const a = playCase(game, options);
  const b = playCase(game, options);
  if (canonicalJson(a.actions) !== canonicalJson(b.actions))
    return 'the same choices led to different actions';
  if (stateKey(a.initial) !== stateKey(b.initial)) return 'the same seed gave different starting states';
  if (stateKey(a.final) !== stateKey(b.final)) return 'the same actions gave different final states';
  return null;
}

/** Replay: re-applying the action log to the starting state reproduces the final state. */
export function checkReplay(trace: GameTrace, seams: EngineSeams = {}): string | null {
  const engine = engineOf(seams);
  const again = replay(engine.apply, trace.initial, trace.actions);
  if (!again.ok) return `replay refused action ${again.index + 1}: ${again.message}`;
  return stateKey(again.state) === stateKey(trace.final)
    ? null
    : 'replaying the log gave another final state';
}

const verifiedShared = new WeakSet<object>();

/** Why a value does not survive `JSON.stringify` unchanged (a path and what is there), or null. */
export function jsonProblem(value: unknown, path = 'state'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (typeof value !== 'object') return `${path} is a ${typeof value}`;
  if (verifiedShared.has(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return `${path}[${i}] is a hole`;
      const p =
        value[i] === undefined ? `${path}[${i}] is undefined` : jsonProblem(value[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    return `${path} is a ${proto?.constructor?.name ?? 'class'} instance`;
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) return `${path}.${k} is undefined`;
    const p = jsonProblem(v, `${path}.${k}`);
    if (p) return p;
  }
  return null;
}

/** JSON round trip: the state is plain data and comes back from JSON equal to itself. */
export function checkJsonRoundTrip(s: GameState): string | null {
  // The library and profile are shared by every state of a game: checked once, then remembered.
  for (const [name, shared] of [
    ['library', s.library],
    ['profile', s.profile],
  ] as const) {
    if (verifiedShared.has(shared)) continue;
    const p = jsonProblem(shared, `state.${name}`);
    if (p) return p;
    verifiedShared.add(shared);
  }
  const p = jsonProblem(s);
  if (p) return p;
  const copy = JSON.parse(JSON.stringify(s)) as GameState;
  return canonicalJson(copy) === canonicalJson(s) ? null : 'the state changed in a JSON round trip';
}

const TYPES: readonly Action['type'][] = [
  'pass',
  'concede',
  'bid',
  'go-first',
  'mulligan',
  'keep',
  'place-founder',
  'pay-upkeep',
  'produce',
  'buy',
  'activate',
  'attack',
  'block',
  'defender-leaves',
  'assign-damage',
  'retaliate',
  'engage-defender',
  'sell',
  'order',
  'dock',
];

function pick<T>(rng: RngState, xs: readonly T[]): [T, RngState] {
  const [i, r] = nextInt(rng, xs.length);
  return [xs[i] as T, r];
}

/**
 * A probe: an action the engine should most likely refuse, made from a number. Some are well formed
 * (a random type, player, card and space), some are legal actions with one field changed, some are
 * malformed (unknown type or player, wrong field types, missing fields).
 */
export function probeAction(s: GameState, n: number, legal: readonly Action[] = []): unknown {
  let rng = seedRng(n);
  const ids = Object.keys(s.cards);
  const players = [...s.players.map((p) => p.id), 'Nobody'];
  const [kind, afterKind] = nextInt(rng, legal.length ? 3 : 2);
  rng = afterKind;
  const r = <T>(xs: readonly T[]): T => {
    const [x, next] = pick(rng, xs);
    rng = next;
    return x;
  };
  const int = (lo: number, hi: number) => {
    const [x, next] = nextInt(rng, hi - lo + 1);
    rng = next;
    return lo + x;
  };
  const card = () => r([...ids.slice(0, 64), 'Nobody.1', '']);
  const space = () => ({ network: r(players), x: int(-3, 3), y: int(-3, 3) });
  if (kind === 0) {
    const type = r(TYPES);
    return {
      type,
      player: r(players),
      card: card(),
      at: space(),
      target: space(),
      attacker: card(),
      trait: r([...TRAITS, 'XQ']),
      amount: r([0, 1, 3, -1, 2.5, 1e9]),
      accept: r([true, false]),
      pay: r([true, false]),
      leave: r([true, false]),
      ability: int(0, 2),
      blockers: [card()],
      cards: [card(), card()],
      split: { [card()]: int(0, 5) },
      targets: [card()],
    };
  }
  if (kind === 1) {
    return r<unknown>([
      null,
      {},
      { type: 'teleport', player: r(players) },
      { type: r(TYPES) },
      { type: r(TYPES), player: 42 },
      { type: 'sell', player: r(players), card: 42 },
      { type: 'buy', player: r(players), card: card(), at: { x: 'a', y: null } },
      { type: 'block', player: r(players), blockers: 'none' },
      { type: 'assign-damage', player: r(players), split: [1, 2] },
      { type: 'bid', player: r(players), amount: Number.NaN },
      [r(TYPES)],
    ]);
  }
  const base = r(legal) as Record<string, unknown>;
  const field = r(['player', 'card', 'at', 'trait', 'amount', 'attacker', 'blockers']);
  const other = players.filter((p) => p !== base.player);
  const changed: Record<string, unknown> = {
    player: r(other.length ? other : players),
    card: card(),
    at: space(),
    trait: r([...TRAITS, 'XQ']),
    amount: r([-1, 99, 0.5]),
    attacker: card(),
    blockers: [card(), card()],
  };
  return { ...base, [field]: changed[field] };
}

/**
 * Atomicity: `apply` never changes its input, and a refused action leaves the state deep-equal; a
 * refusal names a rule and its clause; no input makes `apply` throw.
 */
export function checkAtomicity(
  s: GameState,
  probes: readonly unknown[],
  seams: EngineSeams = {},
): string | null {
  const engine = engineOf(seams);
  const before = stateKey(s);
  const { library, profile } = s;
  for (const probe of probes) {
    let r: ReturnType<typeof engine.apply>;
    try {
      r = engine.apply(s, probe as Action);
    } catch (e) {
      return `apply threw on ${JSON.stringify(probe)}: ${e instanceof Error ? e.message : String(e)}`;
    }
    if (stateKey(s) !== before || s.library !== library || s.profile !== profile)
      return `apply changed its input state on ${JSON.stringify(probe)} (${r.ok ? 'accepted' : 'refused'})`;
    if (!r.ok) {
      const v = r.violation;
      if (!v.key || !v.clause || v.clause === '?' || !v.message)
        return `the refusal of ${JSON.stringify(probe)} cites no rule: ${JSON.stringify(v)}`;
    }
  }
  return null;
}
