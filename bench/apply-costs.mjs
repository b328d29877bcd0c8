// What `apply` costs on states it has never seen, by action type: the seeded random games of the
// reference decks (V1.7) are played once, then their actions are applied again from the start, every
// state a new object, so no cache keyed on a state answers from an earlier repetition.
//
//   node bench/apply-costs.mjs            (BENCH_GAMES=20 games, BENCH_REPEAT=5 timed repetitions)
//
// Prints the CPU time per `apply` of each repetition after a warm-up, and the same pass again with each
// state's legal actions listed before its action is applied (the difference is what listing costs on
// a state never seen), and again with only what the cautious player weighs first listed
// (`cautiousConsidered`: no buy that breaks its reserve of M). Then, from three more passes, each action
// type's count, its share of the actions, its mean wall time per `apply` and its share of the time; a
// pass that closes its window counts apart from one that hands priority on, as what follows it (the
// stack resolving, the next step, the turn boundary) runs in the same `apply`; and the closing passes
// by the steps they leave and reach. Invariants are left out. The suite's flow rows replay games the
// same way for one rate over every deck set and revision; this script is the breakdown by action type,
// for the decks of the headline row.
import { apply, cautiousConsidered, flowPaths, legalActions } from '@arbiter/megacorp';
import { cpuMs, recordedGames } from './recorded-games.mjs';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

const games = recordedGames(GAMES);

/**
 * One pass over every game; with `byType`, each `apply` is timed and added to its action type; with
 * `list`, each state's actions are listed by it before its action is applied, as random play and
 * exploration do (each state is new, so `legalActions` has nothing remembered for it).
 */
function replay(byType, list = undefined, closing = undefined) {
  let n = 0;
  for (const [first, actions] of games) {
    let s = first;
    for (const a of actions) {
      if (list) list(s);
      const t = byType ? process.hrtime.bigint() : 0n;
      const r = apply(s, a);
      if (!r.ok) throw new Error(`a replayed ${a.type} was refused: ${r.violation.message}`);
      if (byType) {
        const us = Number(process.hrtime.bigint() - t) / 1e3;
        const add = (table, key) => {
          const row = table.get(key) ?? { count: 0, us: 0 };
          row.count++;
          row.us += us;
          table.set(key, row);
        };
        const handedOn = a.type === 'pass' && r.state.priority?.passes === (s.priority?.passes ?? -2) + 1;
        add(
          byType,
          a.type !== 'pass' ? a.type : handedOn ? 'pass, priority handed on' : 'pass, window closed',
        );
        if (a.type === 'pass' && !handedOn && closing)
          add(closing, `${flowPaths(s.flow).join(' ')} → ${flowPaths(r.state.flow).join(' ')}`);
      }
      s = r.state;
      n++;
    }
  }
  return n;
}

const every = (s) => legalActions(s);
replay();
replay(undefined, every);
replay(undefined, cautiousConsidered);
for (let i = 0; i < REPEAT; i++) {
  const t0 = cpuMs();
  const n = replay();
  const t1 = cpuMs();
  replay(undefined, every);
  const t2 = cpuMs();
  replay(undefined, cautiousConsidered);
  const t3 = cpuMs();
  const apply = (1000 * (t1 - t0)) / n;
  const both = (1000 * (t2 - t1)) / n;
  const weighed = (1000 * (t3 - t2)) / n;
  console.log(
    `repetition ${i + 1}: ${apply.toFixed(1)} µs of CPU per apply, ${both.toFixed(1)} with the state's legal actions listed first (${(both - apply).toFixed(1)} for the listing), ${weighed.toFixed(1)} with what the cautious player weighs (${(weighed - apply).toFixed(1)}; ${n} actions)`,
  );
}
// How much of the listing the reserve leaves out: buy actions, and the cards they buy.
let buys = 0;
let weighedBuys = 0;
for (const [first, actions] of games) {
  let s = first;
  for (const a of actions) {
    buys += legalActions(s).filter((x) => x.type === 'buy').length;
    weighedBuys += cautiousConsidered(s).filter((x) => x.type === 'buy').length;
    s = apply(s, a).state;
  }
}
console.log(
  `\nbuy actions listed: ${buys} in every legal action, ${weighedBuys} in what the cautious player weighs`,
);
// Timed apply by apply over three passes: a single pass is at the mercy of one collection.
const byType = new Map();
const closing = new Map();
let n = 0;
for (let i = 0; i < 3; i++) n += replay(byType, undefined, closing);
let total = 0;
for (const row of byType.values()) total += row.us;
console.log('\n| action | count | share of actions | µs per apply | share of the time |');
console.log('|---|---|---|---|---|');
for (const [type, row] of [...byType].sort((a, b) => b[1].us - a[1].us)) {
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `| ${type} | ${row.count / 3} | ${pct(row.count / n)} | ${(row.us / row.count).toFixed(1)} | ${pct(row.us / total)} |`,
  );
}
// A pass that closes a window runs what follows it: the top of the stack resolving, or the next step
// (at the end of a turn, the whole turn boundary). Where those passes go, by the time they take.
let closingTotal = 0;
for (const row of closing.values()) closingTotal += row.us;
console.log('\n| window closed by a pass: from → to | count | µs per apply | share of all apply time |');
console.log('|---|---|---|---|');
for (const [kind, row] of [...closing].sort((a, b) => b[1].us - a[1].us).slice(0, 10))
  console.log(
    `| ${kind} | ${row.count / 3} | ${(row.us / row.count).toFixed(1)} | ${((100 * row.us) / total).toFixed(1)}% |`,
  );
console.log(`(all closing passes: ${((100 * closingTotal) / total).toFixed(1)}% of the time)`);
