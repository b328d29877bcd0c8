import {
  type ClauseMap,
  canonicalJson,
  type GameAction,
  type GameModule,
  type LoggedEvent,
  replay,
} from '@arbiter/core';
import { type EngineSeams, engineFor } from './engine-seam.js';
import { type GameCase, type GameTrace, type PlayOptions, playCase } from './play.js';

/**
 * Properties of an engine itself, as functions that return what is wrong (or null), so vitest
 * property tests, the fuzzer and the CLI can all ask them.
 */

/** What identifies a position (the module's `stateKey`: without what every state shares), as text. */
export function stateKey<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  s: S,
): string {
  return canonicalJson(module.play.stateKey(s));
}

/** Determinism: the same seed and the same choices give the same actions and the same state. */
export function checkDeterminism<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  game: GameCase,
  options: PlayOptions<S, A, E, Cfg, R> = {},
): string | null {
  const a = playCase(module, game, options);
  const b = playCase(module, game, options);
  const key = (s: S) => stateKey(module, s);
  if (canonicalJson(a.actions) !== canonicalJson(b.actions))
    return 'the same choices led to different actions';
  if (key(a.initial) !== key(b.initial)) return 'the same seed gave different starting states';
  if (key(a.final) !== key(b.final)) return 'the same actions gave different final states';
  return null;
}

/** Replay: re-applying the action log to the starting state reproduces the final state. */
export function checkReplay<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  trace: GameTrace<S, A, R>,
  seams: EngineSeams<S, A, E> = {},
): string | null {
  const engine = engineFor(module, seams);
  const again = replay(engine.apply, trace.initial, trace.actions);
  if (!again.ok) return `replay refused action ${again.index + 1}: ${again.message}`;
  return stateKey(module, again.state) === stateKey(module, trace.final)
    ? null
    : 'replaying the log gave another final state';
}

/**
 * The top-level parts of a state its `stateKey` leaves out: what every state of a game shares by
 * reference (Megacorp: the card library and the profile).
 */
function sharedParts<S>(module: { play: { stateKey(s: S): unknown } }, s: S): [string, unknown][] {
  const key = module.play.stateKey(s);
  if (key === null || typeof key !== 'object' || s === null || typeof s !== 'object') return [];
  const k = key as Record<string, unknown>;
  return Object.entries(s as Record<string, unknown>).filter(
    ([name, v]) => v !== undefined && k[name] === undefined,
  );
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
export function checkJsonRoundTrip<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  s: S,
): string | null {
  // What every state of a game shares (Megacorp: library, profile) is checked once, then remembered.
  for (const [name, shared] of sharedParts(module, s)) {
    if (shared !== null && typeof shared === 'object' && verifiedShared.has(shared)) continue;
    const p = jsonProblem(shared, `state.${name}`);
    if (p) return p;
    if (shared !== null && typeof shared === 'object') verifiedShared.add(shared);
  }
  const p = jsonProblem(s);
  if (p) return p;
  const copy = JSON.parse(JSON.stringify(s)) as S;
  return canonicalJson(copy) === canonicalJson(s) ? null : 'the state changed in a JSON round trip';
}

/**
 * Atomicity: `apply` never changes its input, and a refused action leaves the state deep-equal; a
 * refusal names a rule and its clause; no input makes `apply` throw.
 */
export function checkAtomicity<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  s: S,
  probes: readonly unknown[],
  seams: EngineSeams<S, A, E> = {},
): string | null {
  const engine = engineFor(module, seams);
  const before = stateKey(module, s);
  const shared = sharedParts(module, s);
  const sharedKept = () => shared.every(([name, v]) => (s as Record<string, unknown>)[name] === v);
  for (const probe of probes) {
    let r: ReturnType<typeof engine.apply>;
    try {
      r = engine.apply(s, probe as A);
    } catch (e) {
      return `apply threw on ${JSON.stringify(probe)}: ${e instanceof Error ? e.message : String(e)}`;
    }
    if (stateKey(module, s) !== before || !sharedKept())
      return `apply changed its input state on ${JSON.stringify(probe)} (${r.ok ? 'accepted' : 'refused'})`;
    if (!r.ok) {
      const v = r.violation;
      if (!v.key || !v.clause || v.clause === '?' || !v.message)
        return `the refusal of ${JSON.stringify(probe)} cites no rule: ${JSON.stringify(v)}`;
    }
  }
  return null;
}
