// The memory row's figure, taken apart: the canonical JSON of the states of the memory row's games
// (the same 16 recorded games: reference and demo decks, every built-in revision, seeds 2001 and 2002)
// without the card library and profile they share, its median, and a median state's bytes by top-level
// key and, within `cards` and `players`, by field. `node bench/state-size.mjs` (after a build).
import { canonicalJson } from '@arbiter/core';
import * as harness from '@arbiter/harness';
import * as megacorp from '@arbiter/megacorp';

const { BUILT_IN_PROFILES, newGame, playRandom, apply, writeState } = megacorp;
const DECK_SETS = [harness.referenceDecks, megacorp.demoConfig];
const bytes = (v) => Buffer.byteLength(canonicalJson(v));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const states = [];
for (const config of DECK_SETS)
  for (const profile of BUILT_IN_PROFILES)
    for (const seed of [2001, 2002]) {
      const g = newGame(config(seed, profile));
      if (!g.ok) throw new Error(g.problems[0]?.message);
      const game = playRandom(g.state, { seed, maxActions: 20_000 });
      let s = g.state;
      for (const a of game.actions) {
        const r = apply(s, a);
        if (!r.ok) throw new Error('a recorded action was refused');
        s = r.state;
        const { library: _l, profile: _p, ...rest } = s;
        states.push({ size: bytes(rest), compact: Buffer.byteLength(writeState(s)), state: rest });
      }
    }
const sizes = states.map((s) => s.size);
const mid = median(sizes);
console.log(
  `${states.length} states; median ${(mid / 1024).toFixed(1)} KiB (${Math.round(mid)} bytes) without library and profile`,
);
const compact = median(states.map((s) => s.compact));
console.log(
  `written compactly (writeState): median ${(compact / 1024).toFixed(1)} KiB (${Math.round(compact)} bytes)`,
);
const near = [...states].sort((a, b) => Math.abs(a.size - mid) - Math.abs(b.size - mid))[0].state;
/** Bytes by key: a value's canonical JSON with its key, quotes, colon and comma. */
const byKey = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, bytes(v) + k.length + 4]));
const show = (title, sizes, total) => {
  console.log(`\n${title}:`);
  for (const [k, n] of Object.entries(sizes).sort((a, b) => b[1] - a[1]))
    console.log(`  ${k.padEnd(28)} ${String(n).padStart(7)}  ${((100 * n) / total).toFixed(1)}%`);
};
const total = bytes(near);
show(`a median state (${total} bytes), by top-level key`, byKey(near), total);
const fields = (records) => {
  const sum = {};
  for (const r of records) for (const [k, n] of Object.entries(byKey(r))) sum[k] = (sum[k] ?? 0) + n;
  return sum;
};
const cards = Object.values(near.cards);
show(`cards: ${cards.length} records, by field (summed)`, fields(cards), total);
console.log(
  `  (card ids as keys of cards: ${Object.keys(near.cards).reduce((t, k) => t + k.length + 3, 0)} bytes)`,
);
show('players, by field (summed)', fields(near.players), total);
console.log('\na card record:', canonicalJson(cards[Math.floor(cards.length / 2)]));
