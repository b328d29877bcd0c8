import { nextInt, type RngState, seedRng } from '@arbiter/core';
import { conditionsIn, valueAt } from '../model/attributes.js';
import type { CardDefinition } from '../model/card.js';
import type { PlayMode } from '../model/state.js';
import type { GardenerProfile } from '../revisions/parameters.js';
import type { GameConfig } from '../rules/setup.js';
import { SAMPLE_ADVENTURES, SAMPLE_LIBRARY, SAMPLE_SUPPORTS } from './sample.js';

const NAMES = ['Ana', 'Nick', 'Zoe', 'Lev', 'Ida', 'Max'];

function pick<T>(rng: RngState, items: readonly T[]): [T, RngState] {
  const [i, r] = nextInt(rng, items.length);
  return [items[i] as T, r];
}

/** Whether a support's ply brings something one of these adventures requires. */
function serves(support: CardDefinition, adventures: readonly CardDefinition[]): boolean {
  return adventures.some((a) =>
    conditionsIn(a.attributes, 'Requirements').some((r) => valueAt(support.attributes, r.name) !== undefined),
  );
}

/** A stash drawn from the sample set: a few adventures, half the supports chosen to serve them. */
function sampleStash(rng: RngState, size: number): [string[], RngState] {
  let r = rng;
  const adventures: CardDefinition[] = [];
  const count = Math.max(2, Math.floor(size / 5));
  for (let i = 0; i < count; i++) {
    const [def, r1] = pick(r, SAMPLE_ADVENTURES);
    r = r1;
    adventures.push(def);
  }
  const useful = SAMPLE_SUPPORTS.filter((d) => serves(d, adventures));
  const out = adventures.map((d) => d.key);
  while (out.length < size) {
    const [coin, r1] = nextInt(r, 2);
    const [def, r2] = pick(r1, coin === 0 && useful.length > 0 ? useful : SAMPLE_SUPPORTS);
    r = r2;
    out.push(def.key);
  }
  return [out, r];
}

/**
 * A legal game from a seed: individual games of 2–4 players, or teams games of two teams of two,
 * stashes of 16–30 cards from the sample set. `mode` forces one play mode.
 */
export function randomConfig(seed: number, profile: GardenerProfile, mode?: PlayMode): GameConfig {
  const [roll, r0] = nextInt(seedRng(seed), 3);
  let r = r0;
  const m: PlayMode = mode ?? (roll === 0 ? 'teams' : 'individual');
  let n = 4;
  if (m === 'individual') [n, r] = nextInt(r, 3);
  const count = m === 'teams' ? 4 : n + 2;
  const players = [];
  for (let i = 0; i < count; i++) {
    let size: number;
    [size, r] = nextInt(r, 15);
    let stash: string[];
    [stash, r] = sampleStash(r, size + 16);
    const id = NAMES[i] as string;
    // Teams sit alternately, as at a bridge table.
    players.push(m === 'teams' ? { id, stash, team: i % 2 === 0 ? 'North' : 'East' } : { id, stash });
  }
  return { players, library: SAMPLE_LIBRARY, profile, seed, mode: m };
}
