import fc from 'fast-check';
import { test } from 'vitest';
import { parse } from '../../src/syntax/parser.js';
import { format } from '../../src/syntax/printer.js';

const sample = `scenario "Selling a pile sells only its top card"
  revisions v1.7, ed3.0-fr
  covers 5.5.3, 5.5.6.3
  tags selling
# a comment
cards
  character "Hierarch"  cost 4M + 3BQ  traits IQ 1, EQ 2, MQ -, BQ 4  unique #mutation  keywords MUTATION 4, DEMOLISHER (#location, #equipment)
    INITIATIVE
    CAMOUFLAGE: Water, Forest
  equipment "Lineage"   cost 2M        traits BQ 1
given
  turn 5, Ana active, phase challenge, after blockers, priority Nick
  Ana money 10
  Ana pool BQ 2
  Ana hand "A", 2 x "B" as bee
  Ana main deck top "X"
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa" damage BQ 2 (1 permanent) counters +1 BQ engaged
    0,1  "Hierarch" as h1 over "Lineage"
  Nick network grid
    . H .
    F B .
    B = business "Nick Corp"
    F = founder "Illithis"
    H = "Hierarch"
  Nick money 10  # trailing
  stack "Tidal Wave" ability by Ana
when
  Ana sells "Ana Corp"        -> rejected 5.5.4
  at turn 5 challenge, after blockers:
    Ana attacks "Illithis" with "Raamaa" using BQ
    Nick blocks with "Cleric", "Guard"
    expect Ana money 3 under v1.7
  Ana assigns 2 to "Cleric", 2 BQ to "Guard"
  Nick does not block
  Ana buys "Raamaa" from Nick's open market at 1,0 in Nick's network -> rejected under v1.7 -> accepted under ed3.0-fr
  Ana plays "Tidal Wave" targeting "X", 2,0 in Nick's network
  Ana activates "Raamaa" ability "REGEN" choosing cleric2
  Ana sells "Hierarch"
then
  Ana money 14                under v1.7
  "Raamaa" damage BQ 2
  "Raamaa" at 1,0 in Ana's network
  cleric2 in Nick's open market
  log contains "sold" citing 5.5.6.2
  winner Ana
  game over
  Ana network 0,1 "Hierarch" engaged
`;

function check(t: string) {
  const d = parse(t).diagnostics.find((x) => x.code === 'internal');
  if (d) throw new Error(d.message + JSON.stringify(t));
  const a = format(parse(t).file);
  const b = format(parse(a).file);
  if (a !== b) {
    throw new Error(`not idempotent\n--- input\n${JSON.stringify(t)}\n--- a\n${a}\n--- b\n${b}`);
  }
}

test('sample', () => check(sample));
test('strings', () => {
  fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), check), { numRuns: 3000 });
});
const tokensArb = fc
  .array(
    fc.constantFrom(
      'Ana',
      '"X"',
      '1,0',
      '#a',
      '#',
      ',',
      '(',
      ')',
      ':',
      '->',
      '-',
      '+1',
      '4M',
      'at',
      'in',
      "Nick's",
      'network',
      'grid',
      'given',
      'when',
      'then',
      'cards',
      'scenario',
      'under',
      'v1',
      'money',
      '3',
      'hand',
      'x',
      'over',
      'damage',
      'BQ',
      'expect',
      'keywords',
      'cost',
      '.',
      '=',
      'B',
      'business',
      '\t',
      '  ',
      '\n',
      '\n  ',
      '\n    ',
      '\r\n',
      '"',
      '\\',
      'empty',
      'top',
      'stack',
      'sells',
      'rejected',
      'traits',
    ),
    { maxLength: 40 },
  )
  .map((a) => a.join(' '));
test('token soup', () => {
  fc.assert(fc.property(tokensArb, check), { numRuns: 5000 });
});
const lines = sample.split('\n');
test('mutations', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(lines.length), fc.nat(3), fc.nat(lines.length), fc.nat(100)), {
        maxLength: 8,
      }),
      (ops) => {
        const ls = [...lines];
        for (const [i, op, j, k] of ops) {
          if (op === 0) ls.splice(i, 1);
          else if (op === 1) ls.splice(j, 0, ls[i] ?? '');
          else if (op === 2) ls[i] = (ls[i] ?? '').slice(0, k % 60);
          else ls[i] = ' '.repeat(k % 7) + (ls[i] ?? '').trimStart();
        }
        check(ls.join('\n'));
      },
    ),
    { numRuns: 5000 },
  );
});
