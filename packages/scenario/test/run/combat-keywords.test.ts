import { describe, expect, it } from 'vitest';
import { bindCard } from '../../src/dialects/megacorp/bind/library.js';
import { type CardDef, format, parse } from '../../src/index.js';
import { BindError } from '../../src/run/problem.js';

/** The card definitions of a `cards` section, bound as the runner binds them. */
function cards(text: string): CardDef[] {
  const out: CardDef[] = [];
  for (const item of parse(text, 'cards.cards').file.prelude) {
    if (item.kind !== 'cards') continue;
    for (const s of item.body) if (s.kind === 'card') out.push(s as CardDef);
  }
  return out;
}

describe('combat keywords on cards', () => {
  it('reads names and arguments on the card line and on lines of their own', () => {
    const [a, b] = cards(`cards
  character "Bomber"  cost 4M  traits BQ 3  keywords FLYING, AREA ATTACK BQ 1x4, DEMOLISHER #building
  character "Lizard"  cost 2M  traits BQ 2
    AREA ATTACK: BQ 2x2
    CAMOUFLAGE: Forest, Water
    CARD RADIUS 2
`).map(bindCard);
    expect(a?.keywords).toEqual([
      { name: 'FLYING', args: [] },
      { name: 'AREA ATTACK', args: ['BQ', '1x', '4'] },
      { name: 'DEMOLISHER', args: ['#building'] },
    ]);
    expect(b?.keywords.map((k) => k.name)).toEqual(['AREA ATTACK', 'CAMOUFLAGE', 'CARD RADIUS']);
  });

  it('reports a combat keyword whose arguments cannot be read, on its line', () => {
    const [bad] = cards(`cards
  character "Bomber"  cost 4M  traits BQ 3
    AREA ATTACK BQ
`);
    expect(() => bindCard(bad as CardDef)).toThrow(BindError);
    expect(() => bindCard(bad as CardDef)).toThrow(/AREA ATTACK BQ 1x4/);
  });

  it('keeps an area written 1x4 in one piece when formatting', () => {
    const text = `cards
  character "Bomber"  cost 4M  traits BQ 3  keywords AREA ATTACK BQ 1x4
`;
    expect(format(parse(text).file)).toBe(text);
  });
});
