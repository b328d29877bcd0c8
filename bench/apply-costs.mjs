// What `apply` costs on states it has never seen, by action type: the seeded random games of the
// reference decks (V1.7) are played once, then their actions are applied again from the start, every
// state a new object, so no cache keyed on a state answers from an earlier repetition.
//
//   node bench/apply-costs.mjs            (BENCH_GAMES=20 games, BENCH_REPEAT=5 timed repetitions)
//
// Prints the CPU time per `apply` of each repetition after a warm-up, then, from the last repetition,
// each action type's count, its share of the actions, its mean wall time per `apply` and its share of
// the time. Enumeration and invariants are left out: this is the engine's step alone. The suite's
// flow rows replay games the same way for one rate over every deck set and revision; this script is
// the breakdown by action type, for the decks of the headline row.
import { referenceDecks } from '@arbiter/harness';
import { apply, newGame, playRandom, V1_7 } from '@arbiter/megacorp';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

const games = [];
for (let g = 0; g < GAMES; g++) {
  const start = newGame(referenceDecks(1000 + g, V1_7));
  if (!start.ok) throw new Error('the reference decks are illegal');
  games.push([start.state, playRandom(start.state, { seed: 1000 + g, maxActions: 20000 }).actions]);
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
};

/** One pass over every game; with `byType`, each `apply` is timed and added to its action type. */
function replay(byType) {
  let n = 0;
  for (const [first, actions] of games) {
    let s = first;
    for (const a of actions) {
      const t = byType ? process.hrtime.bigint() : 0n;
      const r = apply(s, a);
      if (!r.ok) throw new Error(`a replayed ${a.type} was refused: ${r.violation.message}`);
      if (byType) {
        const us = Number(process.hrtime.bigint() - t) / 1e3;
        const row = byType.get(a.type) ?? { count: 0, us: 0 };
        row.count++;
        row.us += us;
        byType.set(a.type, row);
      }
      s = r.state;
      n++;
    }
  }
  return n;
}

replay();
replay();
for (let i = 0; i < REPEAT; i++) {
  const t = cpu();
  const n = replay();
  console.log(
    `repetition ${i + 1}: ${((1000 * (cpu() - t)) / n).toFixed(1)} µs of CPU per apply (${n} actions)`,
  );
}
const byType = new Map();
const n = replay(byType);
let total = 0;
for (const row of byType.values()) total += row.us;
console.log('\n| action | count | share of actions | µs per apply | share of the time |');
console.log('|---|---|---|---|---|');
for (const [type, row] of [...byType].sort((a, b) => b[1].us - a[1].us)) {
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `| ${type} | ${row.count} | ${pct(row.count / n)} | ${(row.us / row.count).toFixed(1)} | ${pct(row.us / total)} |`,
  );
}
