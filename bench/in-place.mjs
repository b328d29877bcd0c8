// What the copy-on-write drafts cost `apply`, as an upper bound: the same actions applied with the
// kernel's drafts, and with the rules writing the state itself (no draft, no copy, nothing frozen).
// The second engine exists only as a measuring device, `bench/in-place.patch`, applied to a worktree:
//
//   git worktree add /tmp/inplace HEAD && cd /tmp/inplace && git apply bench/in-place.patch \
//     && npm ci && npx turbo run build && BENCH_REPEAT=9 node bench/in-place.mjs
//
// The seeded cautious games of the reference decks (V1.7) are played once with drafts; their actions are
// then replayed from the start both ways, in alternating order, each repetition timed in CPU time per
// `apply`. Both ways must end every game in the same position, or the measure is void. With
// BENCH_LIST=1 each state's legal actions are listed before its action is applied. The in-place engine
// saves the drafts but pays for what it cannot remember (the caches keyed on frozen objects), so its
// ratio is what dropping the drafts gains, less those caches (docs/performance.md, "What the drafts cost").
import { createHash } from 'node:crypto';
import { apply, legalActions } from '@arbiter/megacorp';
import { cpuMs, recordedGames } from './recorded-games.mjs';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 9);
const LIST = process.env.BENCH_LIST === '1';

const games = recordedGames(GAMES);
const position = (s) =>
  createHash('sha1')
    .update(JSON.stringify({ ...s, profile: null, library: null }))
    .digest('hex');

/** One replay of every game; returns µs of CPU per apply and each game's final position. */
function replay(inPlace) {
  globalThis.arbiterInPlace = inPlace;
  const starts = games.map(([s]) => (inPlace ? structuredClone(s) : s));
  const finals = [];
  let n = 0;
  const t = cpuMs();
  for (let g = 0; g < games.length; g++) {
    let s = starts[g];
    for (const a of games[g][1]) {
      if (LIST) legalActions(s);
      const r = apply(s, a);
      if (!r.ok) throw new Error(`a replayed ${a.type} was refused: ${r.violation.message}`);
      s = r.state;
      n++;
    }
    finals.push(s);
  }
  const us = ((cpuMs() - t) * 1e3) / n;
  globalThis.arbiterInPlace = false;
  if (inPlace && starts.every((s, g) => position(s) === position(games[g][0])))
    throw new Error(
      'the in-place run left its start untouched: apply bench/in-place.patch to this build first',
    );
  return { us, n, finals: finals.map(position) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (let w = 0; w < 2; w++) replay(w === 1);
const drafts = [];
const inPlace = [];
for (let rep = 0; rep < REPEAT; rep++) {
  // Alternating which runs first cancels the drift of a loaded machine.
  let a;
  let b;
  if (rep % 2 === 0) {
    a = replay(false);
    b = replay(true);
  } else {
    b = replay(true);
    a = replay(false);
  }
  if (a.finals.join() !== b.finals.join())
    throw new Error('the two engines ended a game in different positions');
  drafts.push(a.us);
  inPlace.push(b.us);
  console.log(
    `repetition ${rep + 1}: ${a.n} actions, drafts ${a.us.toFixed(1)} µs, in place ${b.us.toFixed(1)} µs per apply${LIST ? ' (legal actions listed first)' : ''}`,
  );
}
const ratios = drafts.map((d, i) => d / inPlace[i]);
console.log(
  `median: drafts ${median(drafts).toFixed(1)} µs, in place ${median(inPlace).toFixed(1)} µs per apply; in place is ${median(ratios).toFixed(2)}× as fast (same ${games.length} final positions)`,
);
