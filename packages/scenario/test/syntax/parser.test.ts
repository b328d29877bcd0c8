import { describe, expect, it } from 'vitest';
import {
  type CardDef,
  cardKeywords,
  type GivenSection,
  type NetworkFact,
  networkPiles,
  parse,
  type Statement,
  sectionOf,
  type ThenSection,
  type WhenSection,
} from '../../src/index.js';
import { EVERY_FORM, LIBRARY, SELLING_A_PILE } from './fixtures.js';
import { expectRangesWithin, kinds } from './helpers.js';

/** Parses `section` followed by one statement line and returns that statement. */
function one(section: 'given' | 'when' | 'then' | 'setup' | 'cards', line: string): Statement {
  const { file, diagnostics } = parse(`scenario "t"\n${section}\n  ${line}\n`);
  expect(diagnostics.map((d) => d.message)).toEqual([]);
  const body = (file.scenarios[0]!.sections[0] as { body: readonly Statement[] }).body;
  expect(body).toHaveLength(1);
  return body[0] as Statement;
}

function problems(text: string) {
  return parse(text).diagnostics.map((d) => ({
    line: d.range.start.line,
    severity: d.severity,
    code: d.code,
    message: d.message,
    hint: d.hint,
  }));
}

describe('the issue example', () => {
  const { file, diagnostics } = parse(SELLING_A_PILE, 'selling.scenario');
  const scenario = file.scenarios[0];
  const sections = scenario?.sections ?? [];

  it('parses without a diagnostic, with ranges that fit the text', () => {
    expect(diagnostics).toEqual([]);
    expect(file.uri).toBe('selling.scenario');
    expectRangesWithin(file, SELLING_A_PILE);
  });

  it('reads the header', () => {
    expect(scenario?.header?.title?.value).toBe('Selling a pile sells only its top card');
    expect(scenario?.header?.body).toMatchObject([
      { kind: 'revisions', revisions: [{ text: 'v1.7' }, { text: 'ed3.0-fr' }] },
      { kind: 'covers', clauses: [{ text: '5.5.3', quoted: false }, { text: '5.5.6.3' }] },
    ]);
    expect(kinds(sections as never)).toEqual(['cards', 'given', 'when', 'then']);
  });

  it('reads card definitions with costs and null traits', () => {
    const cards = sections[0]?.body as CardDef[];
    expect(cards[0]).toMatchObject({
      kind: 'card',
      cardType: { text: 'character' },
      name: { value: 'Hierarch' },
      cost: {
        terms: [
          { amount: 4, unit: 'M' },
          { amount: 3, unit: 'BQ' },
        ],
      },
      traits: [
        { trait: { text: 'IQ' }, value: { value: 1 } },
        { trait: { text: 'EQ' }, value: { value: 2 } },
        { trait: { text: 'MQ' }, value: null },
        { trait: { text: 'BQ' }, value: { value: 4 } },
      ],
    });
    expect(cards[1]).toMatchObject({
      cardType: { text: 'equipment' },
      cost: { terms: [{ amount: 2, unit: 'M' }] },
    });
  });

  it('reads the mid-game state', () => {
    const given = sections[1] as GivenSection;
    expect(kinds(given.body)).toEqual(['time', 'money', 'network', 'money']);
    expect(given.body[0]).toMatchObject({
      turn: { value: 5 },
      active: { text: 'Ana' },
      phase: { text: 'divest' },
    });
    const network = given.body[2] as NetworkFact;
    expect(networkPiles(network)).toMatchObject([
      { at: { x: 0, y: 0 }, role: { text: 'business' }, cards: [{ name: { value: 'Ana Corp' } }] },
      { at: { x: 1, y: 0 }, role: { text: 'founder' }, cards: [{ name: { value: 'Raamaa' } }] },
      { at: { x: 0, y: 1 }, cards: [{ name: { value: 'Hierarch' } }, { name: { value: 'Lineage' } }] },
    ]);
  });

  it('reads steps with an expected rejection', () => {
    const when = sections[2] as WhenSection;
    expect(when.body).toMatchObject([
      {
        kind: 'sell',
        player: { text: 'Ana' },
        card: { name: { value: 'Ana Corp' } },
        outcomes: [{ result: 'rejected', clause: { text: '5.5.4' }, under: [] }],
      },
      { kind: 'sell', card: { name: { value: 'Hierarch' } }, outcomes: [] },
    ]);
  });

  it('reads expectations per revision', () => {
    const then = sections[3] as ThenSection;
    expect(then.body).toMatchObject([
      { kind: 'money', player: { text: 'Ana' }, amount: { value: 14 }, under: [{ text: 'v1.7' }] },
      { kind: 'money', amount: { value: 16 }, under: [{ text: 'ed3.0-fr' }] },
    ]);
  });

  it('gives exact source ranges', () => {
    const when = sections[2] as WhenSection;
    const step = when.body[0] as Extract<Statement, { kind: 'sell' }>;
    // line 15: `  Ana sells "Ana Corp"        -> rejected 5.5.4`
    expect(step.range.start).toEqual({
      line: 15,
      character: 2,
      offset: SELLING_A_PILE.indexOf('Ana sells "Ana'),
    });
    expect(step.card.range.start.character).toBe(12);
    expect(step.card.range.end.character).toBe(22);
    expect(step.outcomes[0]?.clause?.range.start.character).toBe(42);
    expect(step.range.end.character).toBe(47);
    const given = sections[1] as GivenSection;
    expect(given.range.start.line).toBe(6);
    expect(given.range.end).toMatchObject({ line: 13, character: 15 });
    expect(given.keywordRange).toMatchObject({
      start: { line: 6, character: 0 },
      end: { line: 6, character: 5 },
    });
  });
});

describe('every statement form', () => {
  it('parses the reference file without a diagnostic', () => {
    const { file, diagnostics } = parse(EVERY_FORM);
    expect(diagnostics).toEqual([]);
    expect(file.prelude.map((p) => p.kind)).toEqual(['comment', 'use', 'cards']);
    expect(file.scenarios.map((s) => s.header?.title?.value)).toEqual([
      'Raamaa attacks; three blockers',
      'From the very beginning',
    ]);
    expectRangesWithin(file, EVERY_FORM);
  });

  it('reads a card library', () => {
    const { file, diagnostics } = parse(LIBRARY, 'worked.cards');
    expect(diagnostics).toEqual([]);
    expect(file.scenarios).toEqual([]);
    const cards = file.prelude.find((p) => p.kind === 'cards');
    expect(cards?.leadingComments.map((c) => c.text)).toEqual([
      ' Worked-example cards; stats the rulebook does not give are assumptions',
    ]);
    expect(cards?.body).toMatchObject([
      { kind: 'card', flags: [{ text: 'founder' }], body: [{ kind: 'keyword', form: 'line' }] },
      { kind: 'card', name: { value: 'Tidal Wave' }, body: [{ kind: 'keyword' }] },
    ]);
  });

  it.each([
    ['Ana sells "Hierarch"', { kind: 'sell', card: { name: { value: 'Hierarch' } } }],
    ['Ana sells "Gnost Cleric" at 1,0', { kind: 'sell', card: { at: { x: 1, y: 0 } } }],
    ['Ana buys "Raamaa" at 1,0', { kind: 'buy', at: { x: 1, y: 0 } }],
    [
      'Ana buys "Raamaa" at 1,0 in Nick\'s network',
      { kind: 'buy', at: { x: 1, y: 0 }, network: { text: 'Nick' } },
    ],
    [
      'Ana buys "X" from Nick\'s open market',
      { kind: 'buy', from: { owner: { text: 'Nick' }, zone: 'open market' } },
    ],
    [
      'Ana attacks "Illithis" with "Raamaa" using BQ',
      {
        kind: 'attack',
        target: { name: { value: 'Illithis' } },
        attacker: { name: { value: 'Raamaa' } },
        trait: { text: 'BQ' },
      },
    ],
    [
      'Ana attacks Nick\'s business using BQ with "Raamaa"',
      { kind: 'attack', target: { role: { role: 'business', owner: { text: 'Nick' } } } },
    ],
    [
      'Ana attacks 2,0 in Nick\'s network with "R" using IQ',
      { kind: 'attack', target: { kind: 'space-ref', at: { x: 2, y: 0 }, owner: { text: 'Nick' } } },
    ],
    [
      'Nick blocks with "Cleric", "Guard"',
      { kind: 'block', blockers: [{ name: { value: 'Cleric' } }, { name: { value: 'Guard' } }] },
    ],
    ['Nick does not block', { kind: 'block', blockers: [] }],
    [
      'Ana assigns 2 to "Cleric", 2 to "Guard"',
      { kind: 'assign', assignments: [{ amount: { value: 2 } }, { card: { name: { value: 'Guard' } } }] },
    ],
    ['Nick retaliates with "Cleric"', { kind: 'retaliate', cards: [{ name: { value: 'Cleric' } }] }],
    ['Nick does not retaliate', { kind: 'retaliate', cards: [] }],
    ['Ana pays upkeep for "X"', { kind: 'upkeep', pay: true }],
    ['Ana skips upkeep for "X"', { kind: 'upkeep', pay: false }],
    ['Ana produces BQ with "Raamaa"', { kind: 'produce', trait: { text: 'BQ' } }],
    ['Ana passes', { kind: 'pass' }],
    ['Ana bids 3', { kind: 'bid', amount: { value: 3 } }],
    ['Ana mulligans', { kind: 'mulligan' }],
    ['Ana keeps', { kind: 'keep' }],
    [
      'Ana plays "Tidal Wave" targeting "X"',
      { kind: 'play', verb: 'plays', targets: [{ name: { value: 'X' } }] },
    ],
    ['Nick responds with "Psionic Scream" targeting "Illithis"', { kind: 'play', verb: 'responds with' }],
    ['Ana activates "X"', { kind: 'activate', targets: [], choosing: [] }],
    ['Nick concedes', { kind: 'concede' }],
    ['Ana orders "A", "B"', { kind: 'order', items: [{ name: { value: 'A' } }, { name: { value: 'B' } }] }],
    [
      'Ana orders "T" ability 2, "T" ability "gain"',
      {
        kind: 'order',
        items: [{ name: { value: 'T' } }, { name: { value: 'T' } }],
        abilities: [{ value: 2 }, { kind: 'string', value: 'gain' }],
      },
    ],
    ['Ana finds nothing', { kind: 'find', cards: [] }],
    ['Ana moves "R" to 2,0', { kind: 'move', to: { x: 2, y: 0 } }],
    ['Nick withdraws "Illithis"', { kind: 'withdraw' }],
    ['Nick does not withdraw "Illithis"', { kind: 'withdraw', stays: true }],
    [
      `Ana buys "Sapper" from hand at 1,-2 targeting "Scrap Drone" at 0,-1 choosing "Grunt" in Nick's resolved events`,
      {
        kind: 'buy',
        from: { zone: 'hand' },
        at: { x: 1, y: -2 },
        targets: [{ name: { value: 'Scrap Drone' }, at: { x: 0, y: -1 } }],
        choosing: [{ name: { value: 'Grunt' }, in: { zone: 'resolved events', owner: { text: 'Nick' } } }],
      },
    ],
    [
      `Ana buys "Grunt" from 1,0 in Nick's network at 0,2 in Nick's network`,
      {
        kind: 'buy',
        from: { kind: 'space-ref', at: { x: 1, y: 0 }, owner: { text: 'Nick' } },
        at: { x: 0, y: 2 },
        network: { text: 'Nick' },
      },
    ],
    ['Nick goes second', { kind: 'go-first', first: false }],
    [
      'Ana sells "X"  -> rejected 5.5.4 under v1.7 -> accepted under ed3.0-fr',
      {
        outcomes: [
          { result: 'rejected', clause: { text: '5.5.4' }, under: [{ text: 'v1.7' }] },
          { result: 'accepted', under: [{ text: 'ed3.0-fr' }] },
        ],
      },
    ],
    ['Ana sells "X" -> rejected', { outcomes: [{ result: 'rejected', under: [] }] }],
    [
      'at turn 3 challenge, after blockers:',
      { kind: 'anchor', turn: { value: 3 }, phase: { text: 'challenge' }, point: { text: 'after blockers' } },
    ],
    ['at turn 2 buy', { kind: 'anchor', turn: { value: 2 }, phase: { text: 'buy' } }],
    [
      'expect Ana money 12  under v1.7',
      { kind: 'checkpoint', expectation: { kind: 'money', under: [{ text: 'v1.7' }] } },
    ],
  ])('when: %s', (line, expected) => {
    expect(one('when', line)).toMatchObject(expected);
  });

  it.each([
    ['Ana money 14', { kind: 'money', amount: { value: 14 } }],
    ['Ana hand 3 cards', { kind: 'zone', zone: 'hand', mode: 'count', count: { value: 3 } }],
    [
      'Ana hand "X", "Y"',
      { kind: 'zone', mode: 'exactly', items: [{ name: { value: 'X' } }, { name: { value: 'Y' } }] },
    ],
    ['Ana open market top "Hierarch"', { kind: 'zone', zone: 'open market', mode: 'top' }],
    [
      'Ana network 0,1 "Hierarch" engaged',
      { kind: 'network', form: 'space', pile: { at: { x: 0, y: 1 }, orientation: { text: 'engaged' } } },
    ],
    [
      '"Raamaa" damage BQ 2',
      {
        kind: 'card-fact',
        property: { kind: 'damage', entries: [{ trait: { text: 'BQ' }, amount: { value: 2 } }] },
      },
    ],
    ['"Raamaa" damage BQ 2 (1 permanent)', { property: { entries: [{ permanent: { value: 1 } }] } }],
    [
      '"Raamaa" counters +1 BQ',
      {
        property: {
          kind: 'counters',
          entries: [{ amount: { value: 1, signed: true }, counter: { text: 'BQ' } }],
        },
      },
    ],
    [
      '"Illithis" in Nick\'s open market',
      { property: { kind: 'location', in: { zone: 'open market', owner: { text: 'Nick' } } } },
    ],
    ['phase challenge', { kind: 'time', phase: { text: 'challenge' } }],
    ['phase challenge, after blockers', { kind: 'time', point: { text: 'after blockers' } }],
    ['winner Ana', { kind: 'result', outcome: 'winner', player: { text: 'Ana' } }],
    ['game over', { kind: 'game', result: 'over' }],
    ['tie', { kind: 'game', result: 'tie' }],
    [
      'log contains "sold" citing 5.5.6.2',
      { kind: 'log', negated: false, event: { value: 'sold' }, citing: { text: '5.5.6.2' } },
    ],
    ['Ana money 14  under v1.7, ed3.0-fr', { under: [{ text: 'v1.7' }, { text: 'ed3.0-fr' }] }],
    [
      'stack "A" by Ana, "B" ability',
      { kind: 'stack', items: [{ by: { text: 'Ana' } }, { what: { text: 'ability' } }] },
    ],
  ])('then: %s', (line, expected) => {
    expect(one('then', line)).toMatchObject(expected);
  });

  it.each([
    [
      'Ana main deck 40 x "Filler"',
      { kind: 'zone', zone: 'main deck', items: [{ copies: { value: 40 }, name: { value: 'Filler' } }] },
    ],
    ['Ana main deck 40x "Filler"', { kind: 'zone', items: [{ copies: { value: 40 } }] }],
    ['random first player: Nick', { kind: 'first-player', random: true, player: { text: 'Nick' } }],
    ['Ana founder "Raamaa"', { kind: 'setup-card', role: 'founder', card: { value: 'Raamaa' } }],
    ['seed 42', { kind: 'seed', seed: { value: 42 } }],
  ])('setup: %s', (line, expected) => {
    expect(one('setup', line)).toMatchObject(expected);
  });

  it.each([
    [
      'Ana pool BQ 2, IQ 1',
      { kind: 'pool', entries: [{ trait: { text: 'BQ' }, amount: { value: 2 } }, { trait: { text: 'IQ' } }] },
    ],
    [
      'turn 3, Nick active, phase end, priority Ana',
      { kind: 'time', priority: { text: 'Ana' }, active: { text: 'Nick' } },
    ],
    ['Ana main deck top "Tidal Wave", "Kickback"', { kind: 'zone', mode: 'top' }],
  ])('given: %s', (line, expected) => {
    expect(one('given', line)).toMatchObject(expected);
  });

  it.each([
    [
      'event "Mindfire"  cost 2M  keywords ABRUPT, DEAD DROP 7',
      { keywords: [{ form: 'inline' }, { tokens: [{ value: 'DEAD' }, { value: 'DROP' }, { value: '7' }] }] },
    ],
    [
      'vehicle "Mech"  cost 4M+1BQ  upkeep 1M  cashflow 2  unique token #machine',
      {
        cost: {
          terms: [
            { amount: 4, unit: 'M' },
            { amount: 1, unit: 'BQ' },
          ],
        },
        upkeep: { terms: [{ amount: 1 }] },
        cashflow: { value: 2 },
        flags: [{ text: 'unique' }, { text: 'token' }],
        subtypes: [{ name: 'machine' }],
      },
    ],
    ['business "Ana Corp"  cost 0  traits IQ 0, EQ 0, MQ 0, BQ 5', { cost: { terms: [{ amount: 0 }] } }],
    ['location "Kiosk"  cost 1M  cashflow 0.5M', { cashflow: { value: 0.5 } }],
    ['location "Food Court"  cost 3M  cashflow 1.5 M  traits EQ 1', { cashflow: { value: 1.5 } }],
  ])('cards: %s', (line, expected) => {
    expect(one('cards', line)).toMatchObject(expected);
  });
});

describe('grids', () => {
  it('places each legend entry relative to the business, y growing upwards', () => {
    const text =
      'scenario "g"\ngiven\n  Nick network grid\n    . I .\n    C B P\n    B = business "Nick Corp"\n    I = "Illithis"\n    C = "Cleric" engaged\n    P = "Passionate Consumer"\n';
    const { file, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    const fact = (file.scenarios[0]!.sections[0] as GivenSection).body[0] as NetworkFact;
    expect(fact.form).toBe('grid');
    expect(networkPiles(fact).map((p) => [p.cards[0]?.name.value, p.at?.x, p.at?.y])).toEqual([
      ['Illithis', 0, 1],
      ['Cleric', -1, 0],
      ['Nick Corp', 0, 0],
      ['Passionate Consumer', 1, 0],
    ]);
    expect(networkPiles(fact)[0]?.at?.range.start).toMatchObject({ line: 3, character: 6 });
  });

  it('accepts cells written without spaces', () => {
    const { file } = parse(
      'scenario "g"\ngiven\n  Nick network grid\n    .I.\n    CB.\n    B = business "N"\n    I = "I"\n    C = "C"\n',
    );
    const fact = (file.scenarios[0]!.sections[0] as GivenSection).body[0] as NetworkFact;
    expect(networkPiles(fact).map((p) => [p.at?.x, p.at?.y])).toEqual([
      [0, 1],
      [-1, 0],
      [0, 0],
    ]);
  });

  it('reports a grid without business, an unknown key, a key twice and an unused legend line', () => {
    expect(problems('scenario "g"\ngiven\n  Nick network grid\n    X Y\n    Y = "Y"\n    Z = "Z"\n')).toEqual(
      [expect.objectContaining({ line: 3, message: 'the grid has no business' })],
    );
    expect(
      problems(
        'scenario "g"\ngiven\n  Nick network grid\n    X B B\n    B = business "N"\n    Z = "Z"\n',
      ).map((p) => p.message),
    ).toEqual([
      '`X` has no legend entry',
      '`B` appears twice in the grid',
      '`Z` is in the legend but not in the grid',
    ]);
  });
});

describe('error recovery', () => {
  it('keeps reading after a bad line and reports it with a hint', () => {
    const text =
      'scenario "r"\nwhen\n  Ana sels "Hierarch"\n  Ana passes\n  Nick blocks "Cleric"\n  Nick concedes\n';
    const { file, diagnostics } = parse(text);
    const body = (file.scenarios[0]!.sections[0] as WhenSection).body;
    expect(kinds(body)).toEqual(['unknown', 'pass', 'unknown', 'concede']);
    expect(diagnostics).toMatchObject([
      {
        severity: 'error',
        code: 'unknown-statement',
        message: '`sels` is not a step',
        hint: 'did you mean `sells`? e.g. Ana sells "Hierarch"',
        range: { start: { line: 2, character: 6 }, end: { line: 2, character: 10 } },
      },
      {
        code: 'syntax',
        message: 'expected `with`, but found "Cleric"',
        range: { start: { line: 4, character: 14 } },
      },
    ]);
    expect(body[0]).toMatchObject({
      kind: 'unknown',
      tokens: [{ text: 'Ana' }, { text: 'sels' }, { value: 'Hierarch' }],
    });
  });

  it('suggests the nearest player property and card property', () => {
    expect(problems('scenario "r"\nthen\n  Ana mony 3\n  "Raamaa" damag BQ 2\n')).toMatchObject([
      { line: 2, hint: 'did you mean `money`?' },
      { line: 3, hint: 'did you mean `damage`?' },
    ]);
  });

  it('reads lines under an unreadable network line as network lines', () => {
    const text =
      'scenario "r"\ngiven\n  Ana netwrk\n    0,0 business "A"\n    1,0 "B" sideways\n  Ana money 3\n';
    const { file, diagnostics } = parse(text);
    const body = (file.scenarios[0]!.sections[0] as GivenSection).body;
    expect(kinds(body)).toEqual(['unknown', 'money']);
    expect(kinds((body[0] as Extract<Statement, { kind: 'unknown' }>).children)).toEqual(['pile', 'unknown']);
    expect(diagnostics.map((d) => d.range.start.line)).toEqual([2, 4]);
  });

  it('survives a truncated file', () => {
    const { file, diagnostics } = parse('scenario "Trunc');
    expect(file.scenarios[0]?.header?.title?.value).toBe('Trunc');
    expect(diagnostics).toEqual([]);
    expect(parse('scenario "t"\nwhen\n  Ana attacks "X" with').diagnostics[0]?.message).toBe(
      'expected the attacking card, but the line ends here',
    );
  });

  it('an order names an ability for every effect (3.9.4) or for none (8.3.1)', () => {
    expect(problems('scenario "o"\nwhen\n  Ana orders "T" ability 2, "T"\n')).toMatchObject([
      { line: 2, message: 'name an ability for every effect ordered, or for none' },
    ]);
  });

  it('rejects a revision suffix where nothing is expected', () => {
    expect(problems('scenario "r"\ngiven\n  Ana money 3  under v1.7\n')[0]?.message).toBe(
      '`under` only applies to expectations',
    );
  });
});

describe('structure', () => {
  it('allows several scenarios per file', () => {
    const { file } = parse('scenario "a"\nthen\n  tie\nscenario "b"\nthen\n  game over\n');
    expect(file.scenarios.map((s) => [s.header?.title?.value, s.sections.length])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('reports a section before any scenario line, and still reads it', () => {
    const { file, diagnostics } = parse('given\n  Ana money 3\n');
    expect(diagnostics[0]).toMatchObject({
      code: 'structure',
      message: '`given` must follow a scenario line',
    });
    expect(file.scenarios[0]?.header).toBeUndefined();
    expect(kinds((file.scenarios[0]!.sections[0] as GivenSection).body)).toEqual(['money']);
  });

  it('reports a missing title, words after a section keyword, duplicates and setup with given', () => {
    expect(problems('scenario\n').map((p) => p.message)).toEqual(['the scenario has no title']);
    expect(problems('scenario Title\n').map((p) => p.message)).toEqual([
      'write the scenario title in double quotes, not `Title`',
    ]);
    expect(problems('scenario "t"\ngiven turn 5\n').map((p) => p.message)).toEqual([
      'nothing may follow `given` on this line',
    ]);
    expect(problems('scenario "t"\nthen\nthen\n').map((p) => p.message)).toEqual([
      'this scenario already has a `then` section',
    ]);
    expect(problems('scenario "t"\nsetup\ngiven\n')[0]?.message).toMatch(/either from a `setup`/);
    expect(problems('scenario "t"\nthen\nwhen\n')).toMatchObject([
      { severity: 'warning', message: '`when` should come before `then`' },
    ]);
  });

  it('recognises a section keyword at any indentation', () => {
    const { file } = parse('scenario "t"\n  given\n    Ana money 1\n  when\n    Ana passes\n');
    expect(kinds(file.scenarios[0]?.sections as never)).toEqual(['given', 'when']);
  });

  it('warns about a line indented under one that cannot hold lines', () => {
    expect(problems('scenario "t"\ngiven\n  Ana money 1\n    Nick money 2\n')).toMatchObject([
      { line: 3, severity: 'warning', code: 'indentation' },
    ]);
  });

  it('reads tab indentation and warns once when tabs and spaces mix', () => {
    const tabs = parse('scenario "t"\ngiven\n\tAna network\n\t\t0,0 business "A"\n');
    expect(tabs.diagnostics).toEqual([]);
    const mixed = problems('scenario "t"\ngiven\n\tAna network\n    \t0,0 business "A"\n  Ana money 1\n');
    expect(mixed).toMatchObject([
      { line: 3, severity: 'warning', message: expect.stringMatching(/mixes tabs and spaces/) },
    ]);
  });

  it('reads CRLF line endings with the same positions as LF', () => {
    const crlf = SELLING_A_PILE.replace(/\n/g, '\r\n');
    const { file, diagnostics } = parse(crlf);
    expect(diagnostics).toEqual([]);
    expectRangesWithin(file, crlf);
    const step = (file.scenarios[0]!.sections[2] as WhenSection).body[1];
    expect(step?.range.start).toMatchObject({ line: 16, character: 2 });
  });
});

describe('comments', () => {
  const text = [
    '# about the file',
    'scenario "c"',
    'given',
    '  # about Ana',
    '  Ana money 3  # after a statement',
    '  Ana network',
    '    # inside the network',
    '    0,0 business "A"',
    '',
    '# about when',
    'when',
    '  Ana passes',
    '# at the end',
    '',
  ].join('\n');
  const { file, diagnostics } = parse(text);

  it('attaches each comment where it stands', () => {
    expect(diagnostics).toEqual([]);
    const scenario = file.scenarios[0];
    expect(scenario?.header?.leadingComments.map((c) => c.text)).toEqual([' about the file']);
    const given = scenario?.sections[0] as GivenSection;
    expect(kinds(given.body)).toEqual(['comment', 'money', 'network']);
    expect(given.body[1]?.kind === 'money' && given.body[1].trailingComment?.text).toBe(' after a statement');
    const network = given.body[2] as Extract<NetworkFact, { form: 'block' }>;
    expect(kinds(network.body)).toEqual(['comment', 'pile']);
    expect(scenario?.sections[1]?.leadingComments.map((c) => [c.text, c.blankBefore])).toEqual([
      [' about when', true],
    ]);
    expect(file.trailingComments.map((c) => c.text)).toEqual([' at the end']);
  });

  it('gives a comment the range from # to its last character', () => {
    const c = (file.scenarios[0]!.sections[0] as GivenSection).body[0];
    expect(c?.range).toMatchObject({ start: { line: 3, character: 2 }, end: { line: 3, character: 13 } });
  });
});

describe('card definitions', () => {
  it('merges property lines under a card into it, and keeps keyword lines', () => {
    const { file, diagnostics } = parse(
      'cards\n  character "R"\n    cost 5M  traits BQ 4\n    REGENERATION: annihilate a card\n    unique\n',
    );
    expect(diagnostics).toEqual([]);
    const card = (file.prelude[0] as { body: readonly CardDef[] }).body[0];
    expect(card).toMatchObject({
      cost: { terms: [{ amount: 5 }] },
      traits: [{ value: { value: 4 } }],
      flags: [{ text: 'unique' }],
    });
    expect(card?.body.map((k) => k.kind === 'keyword' && k.tokens.map((t) => t.text).join(' '))).toEqual([
      'REGENERATION : annihilate a card',
    ]);
    expect(card?.range.end.line).toBe(4);
  });

  it('reports a property given twice and an unknown property with a suggestion', () => {
    expect(problems('cards\n  character "R"  cost 5M  cost 4M\n')[0]?.message).toBe(
      '`cost` is given twice for this card',
    );
    expect(problems('cards\n  character "R"  cots 5M\n')[0]).toMatchObject({ hint: 'did you mean `cost`?' });
    expect(problems('cards\n  character "R"  FLYING\n')[0]?.hint).toMatch(/keywords FLYING/);
  });
});

describe('limits', () => {
  it('stops reporting after maxDiagnostics and says how many were left out', () => {
    const text = `scenario "x"\nwhen\n${'  Ana flies\n'.repeat(30)}`;
    const { diagnostics } = parse(text, 'x', { maxDiagnostics: 5 });
    expect(diagnostics).toHaveLength(6);
    expect(diagnostics[5]).toMatchObject({ code: 'too-many', message: '25 more problems are not shown' });
  });

  it('reads deeply indented lines as siblings, not as an ever deeper tree', () => {
    const lines = Array.from({ length: 50 }, (_, i) => `${' '.repeat(i + 2)}x${i}`);
    const { file } = parse(`scenario "x"\nwhen\n${lines.join('\n')}\n`);
    type Nested = { children?: readonly Nested[] };
    let depth = 0;
    let node = (file.scenarios[0]!.sections[0] as WhenSection).body[0] as Nested | undefined;
    while (node?.children?.length) {
      depth++;
      node = node.children[0];
    }
    expect(depth).toBeLessThanOrEqual(4);
  });
});

describe('lookups', () => {
  it('finds a section by kind and a card’s keywords wherever they were written', () => {
    const { file } = parse(EVERY_FORM);
    const scenario = file.scenarios[0]!;
    expect(sectionOf(scenario, 'then')?.kind).toBe('then');
    expect(sectionOf(file.scenarios[1]!, 'given')).toBeUndefined();
    const cards = (file.prelude[2] as { body: readonly CardDef[] }).body;
    expect(cardKeywords(cards[0]!).map((k) => k.tokens[0]?.text)).toEqual(['MUTATION', 'DEMOLISHER']);
    expect(cardKeywords(cards[1]!).map((k) => [k.tokens[0]?.text, k.form])).toEqual([
      ['INITIATIVE', 'inline'],
      ['BOND', 'inline'],
    ]);
  });
});

describe('hints for a line in the wrong section', () => {
  it('points a check written among the steps to `expect`, and a step written in given to `when`', () => {
    expect(problems('scenario "h"\nwhen\n  Ana money 3\n')[0]?.hint).toBe(
      'to check it between steps, write: expect Ana money ...',
    );
    expect(problems('scenario "h"\nwhen\n  Ana open market empty\n')[0]?.hint).toBe(
      'to check it between steps, write: expect Ana open ...',
    );
    expect(problems('scenario "h"\ngiven\n  Ana sells "X"\n')[0]?.hint).toBe('steps go under `when`');
    expect(problems('scenario "h"\ngiven\n  Ana constructor "X"\n')[0]?.hint).not.toBe(
      'steps go under `when`',
    );
  });
});
