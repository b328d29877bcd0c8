/**
 * A seeded pseudo-random generator whose whole state is plain data, so it lives inside the game
 * state: saving, hashing and replaying a game captures its randomness too. Algorithm: sfc32
 * (small, fast, passes PractRand), seeded through splitmix32.
 */
export interface RngState {
  readonly seed: number;
  /** The four 32-bit words of sfc32. */
  readonly s: readonly [number, number, number, number];
  /** How many numbers were drawn; useful in logs and for debugging a replay. */
  readonly draws: number;
}

function splitmix32(a: number): () => number {
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    t ^= t >>> 15;
    return t >>> 0;
  };
}

export function seedRng(seed: number): RngState {
  const next = splitmix32(seed >>> 0);
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  let state: RngState = { seed: seed >>> 0, s, draws: 0 };
  // Discard the first outputs: sfc32 mixes poorly in its first few rounds.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return { ...state, draws: 0 };
}

export function nextUint32(rng: RngState): [number, RngState] {
  let [a, b, c, d] = rng.s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, { seed: rng.seed, s: [a, b, c, d], draws: rng.draws + 1 }];
}

/** A uniform integer in [0, n), without modulo bias. */
export function nextInt(rng: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0)
    throw new RangeError(`nextInt needs a positive integer bound, got ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  let state = rng;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/** Fisher–Yates shuffle; returns a new array and the advanced generator. */
export function shuffle<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(state, i + 1);
    state = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}
