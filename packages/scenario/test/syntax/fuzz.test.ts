import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeScenarioBytes, format, parse, type Range, type ScenarioFile } from '../../src/index.js';
import { EVERY_FORM, LIBRARY, SELLING_A_PILE } from './fixtures.js';
import { expectRangesWithin, meaning } from './helpers.js';

/** ARBITER_FUZZ_SCALE=20 runs twenty times as many cases (a longer fuzz budget, e.g. nightly). */
const SCALE = Math.max(1, Number(process.env.ARBITER_FUZZ_SCALE ?? 1) || 1);
const runs = (n: number) => ({ numRuns: n * SCALE });

/** What must hold for any input at all. */
function expectSound(text: string): void {
  const { file, diagnostics } = parse(text);
  expect(diagnostics.filter((d) => d.code === 'internal')).toEqual([]);
  expectRangesWithin(file, text);
  for (const d of diagnostics) expectWithin(d.range, text);
  const once = format(file);
  expect(format(parse(once).file)).toBe(once);
  expect(comments(parse(once).file)).toEqual(comments(file));
}

function expectWithin(r: Range, text: string): void {
  expect(r.start.offset).toBeGreaterThanOrEqual(0);
  expect(r.end.offset).toBeLessThanOrEqual(text.length);
  expect(r.start.offset).toBeLessThanOrEqual(r.end.offset);
}

/** Every comment's text, sorted: formatting may move a comment but never loses one. */
function comments(file: ScenarioFile): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      if ((v as { kind?: string }).kind === 'comment') found.push((v as { text: string }).text);
      Object.values(v).forEach(walk);
    }
  };
  walk(file);
  return found.sort();
}

const WORDS = [
  ...'Ana Nick "X" "Y Z" 1,0 -1,2 #a , ( ) : -> - +1 4M +3BQ 2x at in Nick\'s network grid given when then cards setup scenario under v1 money 3 0 hand main deck open market x over damage counters BQ IQ expect keywords cost traits unique founder . = B H business empty top card stack sells buys attacks with using blocks does not block rejected accepted from to targeting plays responds activates ability choosing turn phase priority active as owned by none bids passes finds nothing moves goes 5.5.4 log contains citing winner game tie use character revisions covers tags seed players first player random pool entered \\ é 𝐀'.split(
    ' ',
  ),
  '#',
  '"open',
  '“curly”',
  '"a\\"b"',
  '#x:',
];
const lineSoup = fc
  .tuple(
    fc.constantFrom('', '  ', '    ', '      ', '\t', ' '),
    fc.array(fc.constantFrom(...WORDS), { maxLength: 10 }),
    fc.constantFrom('', '', '', '  # c', '#', ' #x', '\r'),
  )
  .map(([indent, words, tail]) => indent + words.join(' ') + tail);
const docSoup = fc
  .array(
    fc.oneof(
      lineSoup,
      fc.constantFrom(
        '',
        '# top',
        '  # in',
        'given',
        'when',
        'then',
        'cards',
        'scenario "S"',
        '  Ana network',
        '    0,0 business "B"',
        '  Ana network grid',
        '    . B',
        '    B = business "B"',
      ),
    ),
    { maxLength: 30 },
  )
  .map((lines) => lines.join('\n'));

const FIXTURE_LINES = [SELLING_A_PILE, EVERY_FORM, LIBRARY].flatMap((t) => t.split('\n'));
const mutation = fc
  .tuple(
    fc.constantFrom(SELLING_A_PILE, EVERY_FORM, LIBRARY),
    fc.array(
      fc.tuple(
        fc.constantFrom('delete', 'duplicate', 'truncate', 'reindent', 'insert', 'swap'),
        fc.nat(),
        fc.nat(),
        fc.nat(),
      ),
      { maxLength: 8 },
    ),
    fc.option(fc.nat(), { nil: undefined }),
  )
  .map(([text, ops, cut]) => {
    const lines = text.split('\n');
    for (const [op, a, b, n] of ops) {
      const i = a % (lines.length + 1);
      const j = b % (lines.length + 1);
      const line = lines[i] ?? '';
      if (op === 'delete') lines.splice(i, 1);
      else if (op === 'duplicate') lines.splice(j, 0, line);
      else if (op === 'truncate') lines[i] = line.slice(0, n % (line.length + 1));
      else if (op === 'reindent') lines[i] = ' '.repeat(n % 9) + line.trimStart();
      else if (op === 'insert') lines.splice(i, 0, FIXTURE_LINES[n % FIXTURE_LINES.length] as string);
      else [lines[i], lines[j]] = [lines[j] ?? '', line];
    }
    const joined = lines.join('\n');
    return cut === undefined ? joined : joined.slice(0, cut % (joined.length + 1));
  });

describe('the parser and formatter on any input', () => {
  it('never throw, keep ranges inside the text and format idempotently: arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), expectSound), runs(1500));
  });

  it('... strings made of the language’s own characters', () => {
    const chars = fc.constantFrom(
      ...'ab AN",#-:>()=.\t\r\n0123456789xM'.split(''),
      '  ',
      '\n  ',
      '“',
      '”',
      '\\',
      '\u00a0',
      '\ufeff',
      '\u2028',
    );
    fc.assert(fc.property(fc.string({ unit: chars, maxLength: 300 }), expectSound), runs(3000));
  });

  it('... arbitrary bytes, decoded first', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const { text, diagnostics } = decodeScenarioBytes(bytes);
        for (const d of diagnostics) expectWithin(d.range, text);
        expectSound(text);
      }),
      runs(1000),
    );
  });

  it('... lines of real words in any order', () => {
    fc.assert(fc.property(docSoup, expectSound), runs(3000));
  });

  it('... valid scenarios with lines deleted, duplicated, swapped, re-indented or cut short', () => {
    fc.assert(fc.property(mutation, expectSound), runs(1500));
  });

  it('... valid scenarios truncated at every length', () => {
    for (let n = 0; n <= SELLING_A_PILE.length; n += 3) expectSound(SELLING_A_PILE.slice(0, n));
  });
});

// ---------------------------------------------------------------------------------------------
// Generated valid scenarios: formatting must keep their meaning exactly.

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const player = fc.constantFrom('Ana', 'Nick', 'Zoë', 'P_2');
const card = fc
  .string({ unit: 'binary', maxLength: 12 })
  .filter((s) => !/[\r\n]/.test(s))
  .map(quote);
const n = fc.nat({ max: 99 });
const xy = fc
  .tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }))
  .map(([x, y]) => `${x},${y}`);
const trait = fc.constantFrom('IQ', 'EQ', 'MQ', 'BQ');
const phase = fc.constantFrom('accounting', 'buy', 'challenge', 'divest', 'end');
const clause = fc.constantFrom('5.5.4', '5', 'divest.cannot-sell-business', '"Divest Phase"');
const under = fc.constantFrom('', '  under v1.7', '  under v1.7, ed3.0-fr');

const givenLine = fc.oneof(
  fc.tuple(player, n).map(([p, m]) => `${p} money ${m}`),
  fc.tuple(player, trait, n, trait, n).map(([p, a, x, b, y]) => `${p} pool ${a} ${x}, ${b} ${y}`),
  fc
    .tuple(player, card, fc.integer({ min: 2, max: 40 }), card)
    .map(([p, a, k, b]) => `${p} hand ${a}, ${k} x ${b}`),
  fc.tuple(player, card).map(([p, c]) => `${p} main deck top ${c}`),
  fc
    .tuple(n, player, phase, player)
    .map(([t, a, ph, q]) => `turn ${t}, ${a} active, phase ${ph}, after blockers, priority ${q}`),
  fc.tuple(player, xy, card, card).map(([p, at, a, b]) => `${p} network ${at} ${a} over ${b} engaged`),
  fc
    .tuple(player, card, card, xy)
    .map(([p, a, b, at]) => `${p} network\n    0,0 business ${a}\n    ${at} founder ${b} counters +1 BQ`),
  fc.tuple(card, trait, n, n).map(([c, t, a, b]) => `${c} damage ${t} ${a} (${b} permanent)`),
  fc.tuple(card, player, card).map(([a, p, b]) => `stack ${a} by ${p}, ${b} ability`),
);
const step = fc.oneof(
  fc
    .tuple(player, card, clause)
    .map(([p, c, k]) => `${p} sells ${c}  -> rejected ${k} under v1.7 -> accepted`),
  fc
    .tuple(player, card, player, xy, player)
    .map(([p, c, q, at, r]) => `${p} buys ${c} from ${q}'s open market at ${at} in ${r}'s network`),
  fc
    .tuple(player, card, xy, card, trait)
    .map(([p, a, at, b, t]) => `${p} attacks ${a} at ${at} with ${b} using ${t}`),
  fc.tuple(player, card, card).map(([p, a, b]) => `${p} blocks with ${a}, ${b}`),
  fc
    .tuple(player, n, card, n, trait, card)
    .map(([p, x, a, y, t, b]) => `${p} assigns ${x} to ${a}, ${y} ${t} to ${b}`),
  fc
    .tuple(player, card, xy, card, xy, player)
    .map(([p, c, at, t, s, q]) => `${p} plays ${c} at ${at} targeting ${t}, ${s} in ${q}'s network`),
  fc.tuple(player, card, card, card).map(([p, c, a, b]) => `${p} activates ${c} ability ${a} choosing ${b}`),
  fc.tuple(player, n, under).map(([p, m, u]) => `expect ${p} money ${m}${u}`),
  fc.tuple(n, phase, player).map(([t, ph, p]) => `at turn ${t} ${ph}, after blockers:\n    ${p} passes`),
  fc.tuple(player, trait, card).map(([p, t, c]) => `${p} produces ${t} with ${c}`),
);
const thenLine = fc.oneof(
  fc
    .tuple(
      givenLine.filter((l) => !l.includes('\n')),
      under,
    )
    .map(([l, u]) => l + u),
  fc.tuple(card, clause, under).map(([c, k, u]) => `log contains ${c} citing ${k}${u}`),
  fc.tuple(player, under).map(([p, u]) => `winner ${p}${u}`),
  fc.tuple(card, player).map(([c, p]) => `${c} in ${p}'s open market`),
  fc.tuple(card, trait, n).map(([c, t, v]) => `${c} traits ${t} ${v}, MQ -`),
);
const cardLine = fc
  .tuple(fc.constantFrom('character', 'event', 'location'), card, n, n, trait, fc.boolean())
  .map(
    ([type, c, m, t, tr, kw]) =>
      `${type} ${c}  cost ${m}M + ${t}${tr}  traits ${tr} ${t}, MQ -${kw ? '\n    MUTATION 4' : ''}`,
  );
const validScenario = fc
  .tuple(
    fc.array(cardLine, { maxLength: 3 }),
    fc.array(givenLine, { maxLength: 6 }),
    fc.array(step, { maxLength: 8 }),
    fc.array(thenLine, { maxLength: 6 }),
  )
  .map(([cards, given, when, then]) =>
    [
      'scenario "generated"',
      'cards',
      ...cards.map((l) => `  ${l}`),
      'given',
      ...given.map((l) => `  ${l}`),
      'when',
      ...when.map((l) => `  ${l}`),
      'then',
      ...then.map((l) => `  ${l}`),
      '',
    ].join('\n'),
  );

describe('formatting generated valid scenarios', () => {
  it('reads them without a diagnostic and keeps their meaning', () => {
    fc.assert(
      fc.property(validScenario, (text) => {
        const { file, diagnostics } = parse(text);
        expect(diagnostics).toEqual([]);
        const once = format(file);
        const again = parse(once);
        expect(again.diagnostics).toEqual([]);
        expect(meaning(again.file)).toEqual(meaning(file));
        expect(format(again.file)).toBe(once);
      }),
      runs(800),
    );
  });
});
