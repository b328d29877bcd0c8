import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  deriveProfile,
  differingParameters,
  findProfile,
  integer,
  mapClauses,
  names,
  oneOf,
  overrideProblem,
  type ParametersOf,
  RevisionError,
  type RevisionProfile,
  revisionsDocument,
  silent,
  splitSources,
  yesNo,
} from '../src/index.js';

/*
 * A toy card game whose two rulebooks disagree on the hand size and on who wins a tie: the kernel's
 * revision machinery serving a game that is not Megacorp.
 */
const TOY = {
  handSize: integer({
    min: 1,
    max: 7,
    description: 'Cards in a starting hand.',
    catalog: ['T-HAND'],
    clause: '2.1',
    group: 'setup',
  }),
  tieBreak: oneOf(
    { replay: 'the round is played again', 'dealer-wins': 'the dealer takes the round' },
    { description: 'Who wins a tied round.', catalog: [], clause: '4.3', group: 'play' },
  ),
} as const;

type Toy = ParametersOf<typeof TOY>;
const GROUPS = { setup: 'Setting up', play: 'Playing' } as const;

const FIRST = splitSources<Toy>({ handSize: [5, '2.1'], tieBreak: ['replay', '4.3'] });
const cited = mapClauses(
  { 'deal.hand': '2.1', 'round.tie': '4.3' },
  { '2.1': '§Deal' },
  {
    'round.tie': silent('§Rounds'),
  },
);
const EDITION_1: RevisionProfile<Toy> = {
  id: 'ed1',
  title: 'First edition',
  extends: null,
  ...FIRST,
  clauses: cited.clauses,
  silent: cited.silent,
};
const EDITION_2 = deriveProfile(TOY, EDITION_1, { tieBreak: 'dealer-wins' }, { id: 'ed2' });

function problems(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof RevisionError) return e.problems;
    throw e;
  }
  throw new Error('no error');
}

describe('parameter specs', () => {
  it('derive the type the engine reads: named values as a union, integers as numbers', () => {
    expectTypeOf<Toy>().toEqualTypeOf<{
      readonly handSize: number;
      readonly tieBreak: 'replay' | 'dealer-wins';
    }>();
    const specs = {
      banned: names({ of: 'card names', description: 'd', catalog: [], clause: '1', group: 'g' }),
      open: yesNo({ description: 'd', catalog: [], clause: '1', group: 'g' }),
    };
    expectTypeOf<ParametersOf<typeof specs>>().toEqualTypeOf<{
      readonly banned: readonly string[];
      readonly open: boolean;
    }>();
  });
});

describe('overrides of a draft', () => {
  it('refuse an unknown parameter with a did-you-mean', () => {
    expect(overrideProblem(TOY, 'handsize', 4)).toMatchObject({
      parameter: 'handsize',
      hint: 'did you mean handSize?',
    });
  });

  it('refuse a value outside the range or the named values, suggesting the closest value', () => {
    expect(overrideProblem(TOY, 'handSize', 9)?.message).toBe('handSize must be between 1 and 7, not 9');
    expect(overrideProblem(TOY, 'tieBreak', 'replays')).toMatchObject({
      message: 'tieBreak is one of replay, dealer-wins, not "replays"',
      hint: 'did you mean replay?',
    });
    expect(overrideProblem(TOY, 'tieBreak', 'dealer-wins')).toBeNull();
  });
});

describe('deriving a profile', () => {
  it('overrides the named parameters, keeps the rest and the clause map, and names the draft as source', () => {
    expect(EDITION_2.parameters).toEqual({ handSize: 5, tieBreak: 'dealer-wins' });
    expect(EDITION_2.extends).toBe('ed1');
    expect(EDITION_2.clauses).toBe(EDITION_1.clauses);
    expect(EDITION_2.sources).toEqual({ handSize: '2.1', tieBreak: 'draft ed2' });
    expect(differingParameters(TOY, EDITION_1, EDITION_2)).toEqual(['tieBreak']);
  });

  it('reports every problem at once, a reserved id among them', () => {
    const found = problems(() =>
      deriveProfile(
        TOY,
        EDITION_1,
        { handSize: 0, tieBrake: 'replay' },
        { id: 'ed1' },
        { reservedIds: ['ed1'] },
      ),
    );
    expect(found.map((p) => p.parameter ?? p.message)).toEqual([
      '"ed1" is a built-in revision',
      'handSize',
      'tieBrake',
    ]);
  });

  it('finds a profile by id, or suggests the closest one', () => {
    expect(findProfile([EDITION_1, EDITION_2], 'ed2')).toBe(EDITION_2);
    expect(problems(() => findProfile([EDITION_1, EDITION_2], 'ed3'))[0]?.hint).toMatch(/did you mean ed/);
  });
});

describe('clause maps', () => {
  it('cite each key by its clause unless the key has its own entry, and mark silent ones', () => {
    expect(cited.clauses).toEqual({ 'deal.hand': '§Deal', 'round.tie': '§Rounds' });
    expect(cited.silent).toEqual(['round.tie']);
    expect(mapClauses({ 'deal.hand': '2.1' }, {}, { 'deal.hnad': '§Deal' })).toMatchObject({
      clauses: { 'deal.hand': '?' },
      stray: ['deal.hnad'],
    });
  });
});

describe('the revisions document', () => {
  const doc = revisionsDocument({
    title: 'Toy revisions',
    generatedFrom: 'test',
    command: 'npm test',
    intro: ['Two editions.'],
    specs: TOY,
    groups: GROUPS,
    profiles: [EDITION_1, EDITION_2],
    baseline: 'ed1',
    columns: { ed1: 'Edition 1' },
    clausePrefix: 'Ed1',
    appendix: ['## More'],
  });

  it('lists each group with its parameters, their meanings and every revision’s value and source', () => {
    expect(doc).toContain('## Setting up\n\n| Parameter | Edition 1 | ed2 |');
    expect(doc).toContain('`replay`: the round is played again<br>`dealer-wins`: the dealer takes the round');
    expect(doc).toContain('a whole number from 1 to 7<br>Ed1 2.1 · T-HAND');
  });

  it('bolds the values that differ from the baseline', () => {
    expect(doc).toContain('| `replay`<br>4.3 | **`dealer-wins`**<br>draft ed2 |');
  });

  it('counts the rule keys each revision cites and those it is silent on, and ends with the appendix', () => {
    expect(doc).toContain('| `ed1` | First edition | 2 | 1 |');
    expect(doc.endsWith('## More\n')).toBe(true);
  });
});
