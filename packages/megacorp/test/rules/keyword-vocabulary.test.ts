import { describe, expect, it } from 'vitest';
import { keywordProblem } from '../../src/rules/keywords/keyword-vocabulary.js';

/** The problem with a keyword as a card prints it (name, then its argument words), or null. */
const problem = (name: string, ...args: string[]) => keywordProblem({ name, args });

describe('the keywords a card may print (chapter 9)', () => {
  it('9 a name outside chapter 9 is unknown, with the nearest keyword as a guess', () => {
    expect(problem('FLYNG')).toEqual({ message: 'unknown keyword FLYNG', hint: 'did you mean FLYING?' });
    expect(problem('Zzzzzzzz')?.hint).toMatch(/scenario-language/);
    expect(problem('flying')).toBeNull();
  });

  it('9.15 FLYING and the other plain keywords take no argument', () => {
    expect(problem('FLYING')).toBeNull();
    expect(problem('FLYING', '2')).toEqual({
      message: 'FLYING takes no argument, not `2`',
      hint: 'write FLYING alone',
    });
  });

  it('9.26 REGENERATION costs amounts, engaging, or annihilating a card of a kind', () => {
    for (const cost of ['1M', '1 M', '2M + 1BQ', 'free', 'engage', 'engaging and 1M', 'annihilate a card']) {
      expect(problem('REGENERATION', cost), cost).toBeNull();
    }
    expect(problem('REGENERATION', 'annihilate a #consumer #human card')).toBeNull();
    expect(problem('REGENERATE', 'annihilating one cards')).toBeNull();
    expect(problem('REGENERATION', '1M or so')?.message).toBe(
      "`or` is not part of a cost: REGENERATION's cost is amounts, engage or annihilate a card",
    );
    expect(problem('MOVE', 'M')?.message).toMatch(/^`M` is not part of a cost/);
    expect(problem('SWAP', 'annihilate a card', 'please')?.message).toMatch(/^`please` is not part/);
    expect(problem('MOVE', '1M', 'or')?.hint).toBe('e.g. MOVE 1M, MOVE: 1M + 1BQ, engage');
  });

  it('9.26 a cost word is read whole: digits, units and articles only where they stand alone', () => {
    for (const cost of ['12M', '12 M', ', 1M', 'annihilate an #human cards']) {
      expect(problem('REGENERATION', cost), cost).toBeNull();
    }
    const stray = (cost: string) => problem('SWAP', cost)?.message.match(/^`([^`]*)`/)?.[1];
    expect(stray('x1M')).toBe('x1M');
    expect(stray('1Mx')).toBe('1Mx');
    expect(stray('2 xm')).toBe('xm');
    expect(stray('2 mx')).toBe('mx');
    expect(stray('annihilate please')).toBe('please');
    expect(stray('annihilate xa card')).toBe('xa');
    expect(stray('annihilate ab card')).toBe('ab');
    expect(stray('annihilate a please')).toBe('please');
    expect(stray('annihilate a xcard')).toBe('xcard');
    expect(stray('annihilate a cardx')).toBe('cardx');
  });

  it('9.22 MUTATION, 9.9 DEAD DROP and 9.12 DISASTER LEVEL need one number', () => {
    expect(problem('MUTATION', '4')).toBeNull();
    expect(problem('MUTATION', '12')).toBeNull();
    expect(problem('DEAD DROP', '7M')).toBeNull();
    expect(problem('MUTATION')).toEqual({
      message: 'MUTATION needs one number, not ``',
      hint: 'e.g. MUTATION 4',
    });
    expect(problem('DISASTER LEVEL', '2', '3')?.message).toBe('DISASTER LEVEL needs one number, not `2 3`');
    expect(problem('MUTATION', 'four')).not.toBeNull();
    expect(problem('MUTATION', 'x4')).not.toBeNull();
    expect(problem('MUTATION', '4x')).not.toBeNull();
  });

  it('9.11 DEVELOPMENT names traits, joined by or', () => {
    expect(problem('DEVELOPMENT', 'IQ or bq')).toBeNull();
    expect(problem('DEVELOPMENT', 'IQ and EQ')).toBeNull();
    expect(problem('DEVELOPMENT', 'IQ xor BQ')?.message).toBe('`xor` is not a trait');
    expect(problem('DEVELOPMENT', 'IQ orx BQ')?.message).toBe('`orx` is not a trait');
    expect(problem('DEVELOPMENT', 'IQ or BX')).toEqual({
      message: '`BX` is not a trait',
      hint: 'e.g. DEVELOPMENT: IQ or BQ; traits are IQ, EQ, MQ and BQ',
    });
  });

  it('9.3 AREA ATTACK, 9.6 CAMOUFLAGE, 9.10 DEMOLISHER and 9.8 CARD RADIUS need their area, kinds or radius', () => {
    expect(problem('AREA ATTACK', 'BQ 1x4')).toBeNull();
    expect(problem('AREA ATTACK')?.message).toMatch(/^AREA ATTACK needs its area/);
    expect(problem('CAMOUFLAGE', '#water')).toBeNull();
    expect(problem('CAMOUFLAGE')?.message).toMatch(/^CAMOUFLAGE needs the kinds/);
    expect(problem('DEMOLISHER', '#building')).toBeNull();
    expect(problem('DEMOLISHER')?.message).toMatch(/^DEMOLISHER needs the kinds/);
    expect(problem('CARD RADIUS', '2')).toBeNull();
    expect(problem('CARD RADIUS')?.message).toMatch(/^CARD RADIUS needs its radius/);
  });
});
