import { describe, expect, it } from 'vitest';
import {
  type GivenDescription,
  type GivenSection,
  type NetworkFact,
  networkPiles,
  parse,
  printGiven,
} from '../../src/index.js';

const counterexample: GivenDescription = {
  players: [
    {
      name: 'Ana',
      money: 3,
      pool: { BQ: 1 },
      hand: ['Tidal Wave'],
      mainDeck: ['Kickback', 'Filler', 'Filler', 'Filler'],
      openMarket: [],
      network: [
        { x: 0, y: 0, role: 'business', cards: [{ name: 'Ana Corp' }] },
        {
          x: 1,
          y: 0,
          role: 'founder',
          cards: [{ name: 'Raamaa', damage: [{ trait: 'BQ', amount: 2, permanent: 1 }] }],
          engaged: true,
        },
        {
          x: 0,
          y: 1,
          cards: [
            { name: 'Incarnate Hierarch', counters: [{ name: 'BQ', amount: 1 }] },
            { name: 'Gallian Lineage' },
          ],
        },
        { x: -1, y: 0, cards: [{ name: 'Gnost Cleric', alias: 'cleric2', owner: 'Nick', enteredTurn: 4 }] },
      ],
    },
    { name: 'Nick', money: 0, revealedResource: 'Affluent Customers' },
  ],
  turn: 4,
  active: 'Ana',
  phase: 'challenge',
  step: 'after blockers',
  priority: 'Nick',
  stack: [
    { card: 'Psionic Scream', by: 'Nick' },
    { card: 'Illithis', what: 'ability', by: 'Nick' },
  ],
};

describe('printGiven', () => {
  it('writes a state as a given block', () => {
    expect(printGiven(counterexample)).toBe(`given
  players Ana, Nick
  turn 4, Ana active, phase challenge, after blockers, priority Nick
  Ana money 3
  Ana pool BQ 1
  Ana hand "Tidal Wave"
  Ana main deck "Kickback", 3 x "Filler"
  Ana open market empty
  Ana network
    0,0   business "Ana Corp"
    1,0   founder "Raamaa" damage BQ 2 (1 permanent) engaged
    0,1   "Incarnate Hierarch" counters +1 BQ over "Gallian Lineage"
    -1,0  "Gnost Cleric" as cleric2 owned by Nick entered turn 4
  Nick money 0
  Nick revealed resource "Affluent Customers"
  stack "Psionic Scream" by Nick, "Illithis" ability by Nick
`);
  });

  it('writes text that reads back as the same state', () => {
    const text = `scenario "c"\n${printGiven(counterexample)}`;
    const { file, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    const given = file.scenarios[0]?.sections[0] as GivenSection;
    const network = given.body.find((s) => s.kind === 'network') as NetworkFact;
    expect(networkPiles(network).map((p) => [p.at?.x, p.at?.y, p.cards.map((c) => c.name.value)])).toEqual([
      [0, 0, ['Ana Corp']],
      [1, 0, ['Raamaa']],
      [0, 1, ['Incarnate Hierarch', 'Gallian Lineage']],
      [-1, 0, ['Gnost Cleric']],
    ]);
  });

  it('draws networks as grids when asked', () => {
    const text = printGiven(counterexample, { network: 'grid' });
    expect(text).toContain(`  Ana network grid
    . I .
    G B F
    B = business "Ana Corp"
    F = founder "Raamaa" damage BQ 2 (1 permanent) engaged
    I = "Incarnate Hierarch" counters +1 BQ over "Gallian Lineage"
    G = "Gnost Cleric" as cleric2 owned by Nick entered turn 4
`);
    const { file, diagnostics } = parse(`scenario "c"\n${text}`);
    expect(diagnostics).toEqual([]);
    const grid = (file.scenarios[0]!.sections[0] as GivenSection).body.find(
      (s) => s.kind === 'network',
    ) as NetworkFact;
    const coords = networkPiles(grid).map((p) => `${p.cards[0]?.name.value}@${p.at?.x},${p.at?.y}`);
    expect(coords.sort()).toEqual([
      'Ana Corp@0,0',
      'Gnost Cleric@-1,0',
      'Incarnate Hierarch@0,1',
      'Raamaa@1,0',
    ]);
  });

  it('falls back to coordinates when a network does not draw as a grid', () => {
    const far: GivenDescription = {
      players: [
        {
          name: 'Ana',
          network: [
            { x: 0, y: 0, role: 'business', cards: [{ name: 'C' }] },
            { x: 40, y: 40, cards: [{ name: 'D' }] },
          ],
        },
      ],
    };
    expect(printGiven(far, { network: 'grid' })).toContain('40,40  "D"');
  });

  it('refuses names it cannot write so that they read back', () => {
    expect(() => printGiven({ players: [{ name: 'Ana Maria' }] })).toThrow(/as one word/);
    expect(() => printGiven({ players: [{ name: 'turn' }] })).toThrow(/as one word/);
    expect(() => printGiven({ phase: 'buy', step: 'after, blockers' })).toThrow(/plain words/);
    expect(printGiven({ players: [{ name: 'Zoë', hand: ['Say "hi" \\ now'] }] })).toBe(
      'given\n  players Zoë\n  Zoë hand "Say \\"hi\\" \\\\ now"\n',
    );
  });
});
