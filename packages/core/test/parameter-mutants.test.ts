import { describe, expect, it } from 'vitest';
import { integer, names, oneOf, parameterMutants, yesNo } from '../src/index.js';

const info = { description: 'd', catalog: [], clause: '1.1', group: 'g' } as const;
const SPECS = {
  firstPlayer: oneOf({ bid: 'by bidding', random: 'at random', youngest: 'the youngest' }, info),
  lossAtZero: yesNo(info),
  handSize: integer({ min: 5, max: 7, ...info }),
  banned: names({ of: 'card names', ...info }),
};

describe('parameter mutants', () => {
  it('flips each parameter to each other value: enum values, the other boolean, integer neighbours in range', () => {
    const { mutants } = parameterMutants(SPECS, {
      firstPlayer: 'bid',
      lossAtZero: true,
      handSize: 7,
      banned: ['X'],
    });
    expect(mutants).toEqual([
      { parameter: 'firstPlayer', from: 'bid', to: 'random' },
      { parameter: 'firstPlayer', from: 'bid', to: 'youngest' },
      { parameter: 'lossAtZero', from: true, to: false },
      // 8 is outside the range the spec allows.
      { parameter: 'handSize', from: 7, to: 6 },
      { parameter: 'banned', from: ['X'], to: [] },
    ]);
  });

  it('an empty list of names gets no mutant, and says why', () => {
    const { mutants, unmutated } = parameterMutants(SPECS, {
      firstPlayer: 'bid',
      lossAtZero: false,
      handSize: 6,
      banned: [],
    });
    expect(mutants.filter((m) => m.parameter === 'banned')).toEqual([]);
    expect(mutants.filter((m) => m.parameter === 'handSize').map((m) => m.to)).toEqual([5, 7]);
    expect(unmutated).toEqual([{ parameter: 'banned', reason: expect.stringContaining('no other value') }]);
  });
});
