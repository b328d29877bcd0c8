/**
 * A 64-bit digest of JSON-like data that is equal whenever the canonical JSON (`canonicalJson`) is equal, computed without building that JSON. The kernel's because a game needs it too (symmetry
 * reductions pick the least image of a position by it) and the harness deduplicates explored states by it.
 *
 * Why not `stateHash`: it serialises the whole value, sorting every object's keys, then hashes the
 * text; in exhaustive exploration that was about 40% of the time per state (see docs/performance.md).
 * Here the value is walked once, objects combine their entries order-independently (so no sorting),
 * and the digest of every frozen object or array of four entries or more is remembered: engine states
 * are frozen and share every unchanged part with the state they came from, so a new state costs the
 * walk of what changed (a player, a few cards, the flow) and a lookup for the rest.
 *
 * Agreement with canonical JSON: keys whose value is `undefined` (or a function) are left out as
 * JSON.stringify leaves them out, `undefined` in an array counts as `null`, `-0` as `0`, and NaN or
 * ±Infinity as `null`. Different canonical JSON gives a different digest except for collisions: two
 * 32-bit lanes hashed with different constants and finalised with murmur3's mixer behave as one 64-bit
 * hash, so among n distinct states the chance of any collision is about n² / 2⁶⁵ (≈ 3·10⁻⁸ for a
 * million states, ≈ 3·10⁻⁶ for ten million). The explorer can check every digest against the full
 * canonical JSON (`ExploreOptions.verifyDigests`), which its tests do.
 */

// The digest of the last value walked, as two signed 32-bit lanes: module variables rather than an
// allocated pair, because the walk runs for every changed object of every state.
let lo = 0;
let hi = 0;

const cache = new WeakMap<object, Digest>();

/** A digest: two 32-bit lanes. */
export interface Digest {
  readonly lo: number;
  readonly hi: number;
}

function mixLo(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

function mixHi(h: number): number {
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  return h ^ (h >>> 15);
}

// Type tags keep 1, "1", true, null, [] and {} apart, as their JSON texts are.
const NULL_LO = 0x6a09e667;
const NULL_HI = 0x3c6ef372;
const TRUE_LO = 0x510e527f;
const TRUE_HI = 0x1f83d9ab;
const FALSE_LO = 0x9b05688c | 0;
const FALSE_HI = 0x5be0cd19;

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

function digestString(s: string): void {
  // cyrb53's two multiplicative lanes, then a finaliser per lane.
  let a = 0xdeadbeef ^ s.length;
  let b = 0x41c6ce57 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  lo = mixLo(a ^ 0x7f4a7c15);
  hi = mixHi(b ^ 0x1b873593);
}

/**
 * Object keys are few and met in every state (field names, card ids, player ids): their digests are
 * remembered. The bound only matters for arbitrary data, whose keys need not repeat.
 */
const keyCache = new Map<string, Digest>();

function digestKey(key: string): void {
  const known = keyCache.get(key);
  if (known) {
    lo = known.lo;
    hi = known.hi;
    return;
  }
  digestString(key);
  if (keyCache.size >= 65_536) keyCache.clear();
  keyCache.set(key, { lo, hi });
}

function digestNumber(n: number): void {
  if ((n | 0) === n) {
    // Integers (and -0, which JSON writes as 0).
    lo = mixLo((n | 0) ^ 0x2545f491);
    hi = mixHi(Math.imul(n | 0, 0x9e3779b1) ^ 0x4f1bbcdc);
  } else if (Number.isFinite(n)) {
    f64[0] = n;
    const w0 = u32[0] as number;
    const w1 = u32[1] as number;
    lo = mixLo(w0 ^ mixLo(w1 ^ 0x3c6ef372));
    hi = mixHi(w1 ^ mixHi(w0 ^ 0xa54ff53a));
  } else {
    lo = NULL_LO;
    hi = NULL_HI;
  }
}

function digestArray(xs: readonly unknown[]): void {
  let a = 0x243f6a88 ^ xs.length;
  let b = 0x85a308d3 ^ xs.length;
  for (let i = 0; i < xs.length; i++) {
    digestValue(xs[i], true);
    // Order matters in an array: each element is folded into what came before.
    a = Math.imul((a << 5) | (a >>> 27), 0x9e3779b1) ^ lo;
    b = Math.imul((b << 7) | (b >>> 25), 0x85ebca77) ^ hi;
  }
  lo = mixLo(a);
  hi = mixHi(b ^ 0x13198a2e);
}

/** The entries `digestObject` last counted (those JSON writes). */
let entries = 0;

/**
 * Below this many entries a frozen array or object is walked again each time rather than remembered:
 * remembering is a weak map's entry for every new object of every explored state, and setting those
 * was 14% of exploring the small game (CPU profile, issue 16's fourteenth session), while most were
 * positions, empty damage records and short lists, whose walk costs less than the entry.
 */
const REMEMBERED_FROM = 4;

function digestObject(o: Record<string, unknown>, skip: ReadonlySet<string> | null): void {
  // Order does not matter in an object (canonical JSON sorts the keys): entries are mixed one by one
  // and summed, which no insertion order changes.
  let a = 0;
  let b = 0;
  let n = 0;
  for (const key in o) {
    if (!Object.hasOwn(o, key)) continue;
    const v = o[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    if (skip?.has(key)) continue;
    digestValue(v, false);
    const vl = lo;
    const vh = hi;
    digestKey(key);
    a = (a + mixLo(lo ^ Math.imul(vl, 0xcc9e2d51))) | 0;
    b = (b + mixHi(hi ^ Math.imul(vh, 0x1b873593))) | 0;
    n++;
  }
  entries = n;
  lo = mixLo(a ^ Math.imul(n, 0x27d4eb2f) ^ 0x03707344);
  hi = mixHi(b ^ Math.imul(n, 0x165667b1) ^ 0x299f31d0);
}

function digestValue(v: unknown, inArray: boolean): void {
  switch (typeof v) {
    case 'string':
      digestString(v);
      return;
    case 'number':
      digestNumber(v);
      return;
    case 'boolean':
      lo = v ? TRUE_LO : FALSE_LO;
      hi = v ? TRUE_HI : FALSE_HI;
      return;
    case 'object':
      break;
    default:
      // undefined or a function: JSON leaves the key out (objects never get here) or writes null in
      // an array.
      if (inArray) {
        lo = NULL_LO;
        hi = NULL_HI;
        return;
      }
      throw new TypeError(`cannot digest a ${typeof v}`);
  }
  if (v === null) {
    lo = NULL_LO;
    hi = NULL_HI;
    return;
  }
  const array = Array.isArray(v);
  if (array && v.length < REMEMBERED_FROM) {
    digestArray(v);
    return;
  }
  const known = cache.get(v);
  if (known) {
    lo = known.lo;
    hi = known.hi;
    return;
  }
  if (array) digestArray(v);
  else {
    digestObject(v as Record<string, unknown>, null);
    if (entries < REMEMBERED_FROM) return;
  }
  // Only a frozen value cannot change under its remembered digest.
  if (Object.isFrozen(v)) cache.set(v, { lo, hi });
}

/** The digest of a JSON-like value (see the module comment for what counts as equal). */
export function digest(value: unknown): Digest {
  digestValue(value, true);
  return { lo, hi };
}

/** The digest of a JSON-like value, written into `out` (no allocation: the explorer asks per state). */
export function digestInto(value: unknown, out: { lo: number; hi: number }): void {
  digestValue(value, true);
  out.lo = lo;
  out.hi = hi;
}

/**
 * The digest of an object without some of its top-level keys, as if they were absent: the explorer's
 * states without the card library and profile they all share. Returned as two lanes in `out`.
 */
export function digestWithout(o: object, skip: ReadonlySet<string>, out: { lo: number; hi: number }): void {
  digestObject(o as Record<string, unknown>, skip);
  out.lo = lo;
  out.hi = hi;
}

/** A digest as 16 hex digits. */
export function digestHex(d: Digest): string {
  return (d.hi >>> 0).toString(16).padStart(8, '0') + (d.lo >>> 0).toString(16).padStart(8, '0');
}
