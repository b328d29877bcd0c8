import type { Ability } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { bindCard } from '../../src/dialects/megacorp/bind/library.js';
import type { CardDef, CardsSection } from '../../src/index.js';
import { format, parse } from '../../src/index.js';
import { expectRangesWithin } from './helpers.js';

/** The card of a one-card library, with the abilities written under it. */
function card(lines: string): { card: CardDef; diagnostics: ReturnType<typeof parse>['diagnostics'] } {
  const text = `cards\n  character "A"  cost 2M  traits IQ 1, EQ 1, MQ 1, BQ 2\n${lines
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n')}\n`;
  const r = parse(text, 'a.cards');
  expectRangesWithin(r.file, text);
  const section = r.file.prelude.find((p): p is CardsSection => p.kind === 'cards');
  const def = section?.body.find((b): b is CardDef => b.kind === 'card');
  if (!def) throw new Error('no card');
  return { card: def, diagnostics: r.diagnostics };
}

const abilities = (lines: string): Ability[] => {
  const { card: c, diagnostics } = card(lines);
  expect(diagnostics).toEqual([]);
  return bindCard(c).abilities.map((a) => {
    const { text: _text, ...rest } = a;
    return rest as Ability;
  });
};

describe('abilities in the card language', () => {
  it('reads an activated ability: costs, then effects', () => {
    expect(abilities('activated: engage, 1M -> gain 2M')).toEqual([
      {
        kind: 'activated',
        cost: { money: 1, traits: {} },
        engage: true,
        effects: [{ op: 'gain-money', amount: 2, who: 'controller' }],
      },
    ]);
    expect(abilities('activated "Zap": 1M + 1IQ -> deal 2 BQ damage to target character')).toEqual([
      {
        kind: 'activated',
        name: 'Zap',
        cost: { money: 1, traits: { IQ: 1 } },
        effects: [
          { op: 'damage', trait: 'BQ', amount: 2, who: 'target-card', filter: { types: ['character'] } },
        ],
      },
    ]);
  });

  it('reads returning a card to its owner’s hand, straight or curly apostrophe', () => {
    const [straight, curly] = abilities(
      "when deployed: return target character to its owner's hand\nactivated: 1M -> return this card to its owner’s hand",
    );
    expect(straight).toMatchObject({
      effects: [{ op: 'return', who: 'target-card', filter: { types: ['character'] } }],
    });
    expect(curly).toMatchObject({ effects: [{ op: 'return', who: 'self' }] });
    expect(card('when deployed: return target character to your hand').diagnostics).not.toEqual([]);
  });

  it('reads discarding from a hand: whose hand, how many, with or without `from ... hand` (8.6)', () => {
    const [mine, theirs, two] = abilities(
      'when deployed: discard a card from your hand\nactivated: 1M -> each opponent discards a card\nactivated: 2M -> target player discards 2 cards from his hand',
    );
    expect(mine).toMatchObject({ effects: [{ op: 'discard', count: 1, who: 'controller' }] });
    expect(theirs).toMatchObject({ effects: [{ op: 'discard', count: 1, who: 'each-opponent' }] });
    expect(two).toMatchObject({ effects: [{ op: 'discard', count: 2, who: 'target-player' }] });
    for (const bad of [
      'discard 0 cards',
      'discard cards',
      'discard a card from your deck',
      'discard a character',
    ])
      expect(card(`when deployed: ${bad}`).diagnostics, bad).not.toEqual([]);
    expect(card('when deployed: discard 0 cards').diagnostics[0]?.message).toBe(
      'discarding 0 cards does nothing',
    );
  });

  it('reads winning the game as an effect of its controller only (1.2.10.6)', () => {
    const [plain, you] = abilities('when deployed: win the game\nactivated: 5M -> you win the game');
    expect(plain).toMatchObject({ effects: [{ op: 'win', who: 'controller' }] });
    expect(you).toMatchObject({ effects: [{ op: 'win', who: 'controller' }] });
    expect(card('activated: 5M -> each opponent wins the game').diagnostics).not.toEqual([]);
  });

  it('reads costs that annihilate or engage another card of one’s own', () => {
    const [regen, develop] = abilities(
      'activated: annihilate a card -> regenerate this card\nactivated: engage a character with BQ -> put 2 development counters on this card',
    );
    expect(regen).toMatchObject({
      extraCosts: [{ kind: 'annihilate', filter: { controller: 'you', other: true } }],
      effects: [{ op: 'regenerate', who: 'self' }],
    });
    expect(develop).toMatchObject({
      extraCosts: [
        { kind: 'engage', filter: { types: ['character'], withTrait: 'BQ', controller: 'you', other: true } },
      ],
      effects: [{ op: 'named-counter', name: 'development', amount: 2, who: 'self' }],
    });
  });

  it('reads automatic abilities: `when deployed` under a card is not a `when` section', () => {
    expect(
      abilities('when deployed: draw 2, each opponent loses 1M\nwhen deployed from hand: draw a card'),
    ).toEqual([
      {
        kind: 'automatic',
        trigger: 'deployed',
        effects: [
          { op: 'draw', count: 2, who: 'controller' },
          { op: 'lose-money', amount: 1, who: 'each-opponent' },
        ],
      },
      {
        kind: 'automatic',
        trigger: 'deployed-from-hand',
        effects: [{ op: 'draw', count: 1, who: 'controller' }],
      },
    ]);
  });

  it('reads targets, chosen cards and radii', () => {
    const [a] = abilities(
      'when deployed: destroy target #building card, engage a chosen character an opponent controls, deal 1 BQ damage to each character in radius 2',
    );
    expect(a).toMatchObject({
      effects: [
        { op: 'destroy', who: 'target-card', filter: { subtypes: ['building'] } },
        { op: 'engage', who: 'chosen-card', filter: { types: ['character'], controller: 'opponent' } },
        { op: 'damage', who: 'each-in-radius', radius: 2, filter: { types: ['character'] } },
      ],
    });
  });

  it('reads searches (6.8)', () => {
    const [mutation, disaster] = abilities(
      'when deployed: search your deck for a #mutation card valued at most 4M and deploy it bonded to this card\nwhen deployed: each opponent searches deck or open market for up to 2 #crisis cards and puts them into his hand',
    );
    expect(mutation).toMatchObject({
      effects: [
        {
          op: 'search',
          search: {
            who: 'controller',
            zones: 'deck',
            filter: { subtypes: ['mutation'] },
            count: 1,
            valuation: { limit: 4, of: 'money', combined: false },
            into: 'bond',
          },
        },
      ],
    });
    expect(disaster).toMatchObject({
      effects: [
        {
          op: 'search',
          search: { who: 'each-opponent', zones: 'deck-or-open-market', count: 2, into: 'hand' },
        },
      ],
    });
  });

  it('reads continuous and static abilities, with conditions', () => {
    expect(
      abilities(
        'continuous: +1 BQ to characters you control in radius 1\nstatic: +1 BQ and INITIATIVE to the card this is bonded to if you control a #water card',
      ),
    ).toEqual([
      {
        kind: 'continuous',
        modifiers: [
          {
            trait: 'BQ',
            amount: 1,
            scope: { kind: 'radius', radius: 1, filter: { types: ['character'], controller: 'you' } },
          },
        ],
      },
      {
        kind: 'static',
        modifiers: [
          { trait: 'BQ', amount: 1, scope: { kind: 'bonded-top' } },
          { keyword: { name: 'INITIATIVE', args: [] }, scope: { kind: 'bonded-top' } },
        ],
        condition: { kind: 'controls', who: 'you', filter: { subtypes: ['water'] }, atLeast: 1 },
      },
    ]);
  });

  it('reads changes of valuation: flat, per card of a kind, per counter (2.4.1, 7.5)', () => {
    expect(
      abilities(
        [
          'static: value +2M per #infrastructure card you control to this card',
          'static: value +1M per development counter to this card',
          'continuous: value -1M to #building cards an opponent controls if you control 2 #infrastructure cards',
          'static: value +3 M and +1 BQ to the card this is bonded to',
        ].join('\n'),
      ),
    ).toEqual([
      {
        kind: 'static',
        modifiers: [
          {
            valuation: {
              money: 2,
              per: { kind: 'cards', filter: { subtypes: ['infrastructure'], controller: 'you' } },
            },
            scope: { kind: 'self' },
          },
        ],
      },
      {
        kind: 'static',
        modifiers: [
          {
            valuation: { money: 1, per: { kind: 'counters', name: 'development' } },
            scope: { kind: 'self' },
          },
        ],
      },
      {
        kind: 'continuous',
        modifiers: [
          {
            valuation: { money: -1 },
            scope: { kind: 'all', filter: { subtypes: ['building'], controller: 'opponent' } },
          },
        ],
        condition: { kind: 'controls', who: 'you', filter: { subtypes: ['infrastructure'] }, atLeast: 2 },
      },
      {
        kind: 'static',
        modifiers: [
          { valuation: { money: 3 }, scope: { kind: 'bonded-top' } },
          { trait: 'BQ', amount: 1, scope: { kind: 'bonded-top' } },
        ],
      },
    ]);
  });

  it('reports a malformed change of valuation at its line and column, with an example to follow', () => {
    const { diagnostics } = card(
      [
        'static: value +1BQ to this card',
        'static: value 2M to this card',
        'static: value to this card',
        'static: value +2M per to this card',
        'static: value +2M per blah to this card',
      ].join('\n'),
    );
    expect(diagnostics.map((d) => [d.range.start.line + 1, d.range.start.character + 1, d.message])).toEqual([
      [3, 19, 'a valuation changes by money only, not by BQ'],
      [4, 19, 'expected a signed amount like +2M, not `2M`'],
      [5, 19, 'expected a change of valuation like +2M, but found `to`'],
      [6, 27, 'expected what the change counts, but found `to`'],
      [7, 27, 'expected what the change counts, but found `blah`'],
    ]);
    for (const d of diagnostics) expect(d.hint).toMatch(/value \+2M per #infrastructure card you control/);
  });

  it('reports a malformed ability where it stops fitting, with what would fit', () => {
    const { diagnostics } = card('activated: 1M gain 2M\nwhen sold: draw 1\nwhen deployed: fly away');
    expect(diagnostics.map((d) => [d.range.start.line + 1, d.range.start.character + 1, d.message])).toEqual([
      [3, 19, 'expected `->` before the effects, but found `gain`'],
      [4, 10, 'expected a trigger, but found `sold`'],
      [5, 20, '`fly` is not an effect'],
    ]);
    expect(diagnostics.every((d) => d.hint)).toBe(true);
  });

  it('formats an ability line as written, one space between its words', () => {
    const text =
      'cards\n  character "A"  cost 2M  traits BQ 1\n    activated: engage, 1M -> gain 2M\n    when deployed: draw 2\n';
    expect(format(parse(text).file)).toBe(text);
    expect(format(parse(text.replace('engage, 1M', 'engage ,   1M')).file)).toBe(text);
  });
});
