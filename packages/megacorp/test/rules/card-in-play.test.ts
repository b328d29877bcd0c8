import { describe, expect, it } from 'vitest';
import { buildState } from '../../src/build/state.js';
import { cost, defineCard } from '../../src/cards/define.js';
import type { CardFilter } from '../../src/model/card.js';
import { ED3_0_EN, V1_7 } from '../../src/revisions/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { cardsInPlay, conditionHolds, fits, keywordsOf, subtypesOf } from '../../src/rules/card-in-play.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { ANA_NETWORK, NICK_NETWORK } from './support.js';

/** The test pool with a spy (subtype #Spy) and a piece of gear (#Gear, LOYAL) to bond under it. */
const library = {
  ...TEST_LIBRARY,
  Agent: defineCard('Agent', 'character', cost(2), { IQ: 2, EQ: 1, MQ: null, BQ: 1 }, { subtypes: ['#Spy'] }),
  Holster: defineCard(
    'Holster',
    'equipment',
    cost(1),
    {},
    { subtypes: ['#Gear'], keywords: [{ name: 'LOYAL', args: [] }] },
  ),
};

/** Ana: the Agent at (-1,0) with the Holster bonded under it, engaged; Nick: Old Guard at (2,0). */
function board(profile: RevisionProfile = V1_7, money = 10) {
  const built = buildState({
    library,
    profile,
    players: [
      {
        id: 'ana',
        money,
        network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Agent', 'Holster'], engaged: true }],
        hand: ['Grunt'],
      },
      { id: 'nick', network: [...NICK_NETWORK, { x: 2, y: 0, cards: ['Old Guard'] }] },
    ],
  });
  const id = (name: string) => built.ids[name]?.[0] as string;
  return { s: built.state, id };
}

describe('which cards in play a filter names (7.1, D-PILE-KEYWORDS)', () => {
  it('by type, name (in any case), subtype, keyword, trait and controller, read as the card is now', () => {
    const { s, id } = board();
    const names = (f: CardFilter, who = 'ana', self: string | null = null) =>
      cardsInPlay(s, f, who, self).map((c) => s.cards[c]?.name);
    expect(names({ types: ['character'] })).toEqual(['Raamaa', 'Agent', 'Illithis', 'Old Guard']);
    expect(names({ name: 'old guard' })).toEqual(['Old Guard']);
    expect(names({ subtypes: ['spy'] })).toEqual(['Agent']);
    expect(names({ subtypes: ['spy', 'gear'] })).toEqual([]);
    expect(names({ keyword: 'loyal' })).toEqual(['Old Guard']);
    // MQ: Agent prints none (null), the others a value.
    expect(names({ types: ['character'], withTrait: 'MQ' })).toEqual(['Raamaa', 'Illithis', 'Old Guard']);
    expect(names({ types: ['character'], controller: 'you' })).toEqual(['Raamaa', 'Agent']);
    expect(names({ types: ['character'], controller: 'opponent' })).toEqual(['Illithis', 'Old Guard']);
    expect(names({ types: ['character'], other: true }, 'ana', id('Agent'))).toEqual([
      'Raamaa',
      'Illithis',
      'Old Guard',
    ]);
    // A card not in play is read from its definition alone.
    expect(fits(s, id('Grunt'), { types: ['character'], controller: 'opponent' }, 'ana')).toBe(true);
    expect(fits(s, id('Grunt'), { types: ['location'] }, 'ana')).toBe(false);
  });

  it('D-PILE-KEYWORDS under Ed 3.0 the top card gains the subtypes and keywords of the cards bonded under it', () => {
    const v17 = board();
    expect(subtypesOf(v17.s, v17.id('Agent'))).toEqual(['spy']);
    expect(keywordsOf(v17.s, v17.id('Agent'))).toEqual([]);
    const ed3 = board(ED3_0_EN);
    const agent = ed3.id('Agent');
    expect(subtypesOf(ed3.s, agent)).toEqual(['spy', 'gear']);
    expect(keywordsOf(ed3.s, agent).map((k) => k.name)).toEqual(['LOYAL']);
    expect(fits(ed3.s, agent, { subtypes: ['Spy', 'Gear'], keyword: 'LOYAL' }, 'ana')).toBe(true);
    // The bonded card itself gains nothing from the card above it.
    expect(subtypesOf(ed3.s, ed3.id('Holster'))).toEqual(['gear']);
    expect(subtypesOf(ed3.s, ed3.id('Raamaa'))).toEqual([]);
  });
});

describe('conditions of abilities (7.1)', () => {
  it('"if you control" counts the controller’s cards; "if an opponent controls" the others’', () => {
    const { s } = board();
    const controls = (
      who: 'you' | 'opponent',
      atLeast: number,
      filter: CardFilter = { types: ['character'] },
    ) => conditionHolds(s, { kind: 'controls', who, filter, atLeast }, 'ana', null, null);
    expect(controls('you', 2)).toBe(true);
    expect(controls('you', 3)).toBe(false);
    expect(controls('opponent', 2)).toBe(true);
    expect(controls('opponent', 3)).toBe(false);
    expect(controls('opponent', 1, { keyword: 'LOYAL' })).toBe(true);
    expect(controls('you', 1, { keyword: 'LOYAL' })).toBe(false);
  });

  it('the card’s own orientation, its target’s, and the controller’s money', () => {
    const { s, id } = board();
    const agent = id('Agent');
    const raamaa = id('Raamaa');
    const holds = (
      c: Parameters<typeof conditionHolds>[1],
      self: string | null,
      target: string | null = null,
    ) => conditionHolds(s, c, 'ana', self, target);
    expect(holds({ kind: 'self-engaged', engaged: true }, agent)).toBe(true);
    expect(holds({ kind: 'self-engaged', engaged: false }, agent)).toBe(false);
    expect(holds({ kind: 'self-engaged', engaged: false }, raamaa)).toBe(true);
    expect(holds({ kind: 'self-engaged', engaged: false }, null)).toBe(false);
    expect(holds({ kind: 'self-engaged', engaged: false }, id('Grunt'))).toBe(false);
    expect(holds({ kind: 'target-engaged', engaged: true }, null, agent)).toBe(true);
    expect(holds({ kind: 'target-engaged', engaged: false }, null, agent)).toBe(false);
    expect(holds({ kind: 'target-engaged', engaged: false }, null, null)).toBe(false);
    expect(holds({ kind: 'target-engaged', engaged: false }, null, id('Grunt'))).toBe(false);
    expect(holds({ kind: 'money', atLeast: 10 }, null)).toBe(true);
    expect(holds({ kind: 'money', atLeast: 11 }, null)).toBe(false);
    expect(holds({ kind: 'money', atMost: 10 }, null)).toBe(true);
    expect(holds({ kind: 'money', atMost: 9 }, null)).toBe(false);
    expect(holds({ kind: 'money', atLeast: 5, atMost: 10 }, null)).toBe(true);
    expect(holds(undefined, null)).toBe(true);
  });
});
