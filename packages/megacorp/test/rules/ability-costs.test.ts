import { describe, expect, it } from 'vitest';
import { buildState, type PileSpec } from '../../src/build/state.js';
import { cost, defineCard } from '../../src/cards/define.js';
import type { Ability, ExtraCost } from '../../src/model/card.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { costPayable, extraCostOptions, extraCostProblem } from '../../src/rules/ability-costs.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { ANA_NETWORK, NICK_NETWORK } from './support.js';

type Activated = Extract<Ability, { kind: 'activated' }>;

const LIBRARY = {
  ...TEST_LIBRARY,
  // Hypothetical: a TERRAIN location (9.29), which V1.7 never engages while it stands alone.
  Swamp: defineCard('Swamp', 'location', cost(1), { BQ: 1 }, { keywords: [{ name: 'TERRAIN', args: [] }] }),
};

/** Ana's Raamaa, Grunt (engaged) and Hierarch over Lineage; Nick's Gnost Cleric; Ana's own Swamp. */
const board = (ana: { money?: number; more?: PileSpec[] } = {}) => {
  const built = buildState({
    library: LIBRARY,
    profile: V1_7,
    players: [
      {
        id: 'ana',
        money: ana.money ?? 10,
        network: [
          ...ANA_NETWORK,
          { x: -1, y: 0, cards: ['Grunt'], engaged: true },
          { x: 0, y: 1, cards: ['Hierarch', 'Lineage'] },
          { x: 1, y: 1, cards: ['Swamp'] },
          ...(ana.more ?? []),
        ],
      },
      { id: 'nick', network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Gnost Cleric'] }] },
    ],
  });
  const id = (name: string) => built.ids[name]?.[0] ?? `no ${name}`;
  return { s: built.state, id };
};

const annihilateAny: ExtraCost = { kind: 'annihilate', filter: {} };
const engageAny: ExtraCost = { kind: 'engage', filter: {} };
const ability = (extra: Partial<Activated>): Activated => ({
  kind: 'activated',
  cost: cost(0),
  effects: [{ op: 'gain-money', amount: 1, who: 'controller' }],
  text: 'a test ability',
  ...extra,
});

describe('the extra costs of an activated ability (7.2)', () => {
  it('7.2 a card annihilated for a cost is a top card Ana controls in play, engaged or not', () => {
    const { s, id } = board();
    const offered = extraCostOptions(s, 'ana', annihilateAny, id('Raamaa'));
    expect(offered).toContain(id('Grunt'));
    expect(offered).toContain(id('Hierarch'));
    expect(offered).not.toContain(id('Lineage'));
    expect(offered).not.toContain(id('Gnost Cleric'));
    expect(extraCostProblem(s, 'ana', annihilateAny, id('Grunt'), id('Raamaa'))).toBeNull();
  });

  it('7.2 the card named must be Ana’s, the top of its pile, and exist at all', () => {
    const { s, id } = board();
    const why = (card: string) => extraCostProblem(s, 'ana', annihilateAny, card, id('Raamaa'))?.key ?? null;
    expect(why(id('Gnost Cleric'))).toBe('ability-cost.extra-cost');
    expect(why(id('Lineage'))).toBe('ability-cost.extra-cost');
    expect(why('ana.99')).toBe('ability-cost.extra-cost');
  });

  it('3.2.1.4 a card engaged for a cost must be disengaged; 9.29.1 a lone TERRAIN card cannot engage at all', () => {
    const { s, id } = board();
    const why = (card: string) => extraCostProblem(s, 'ana', engageAny, card, id('Raamaa'))?.key ?? null;
    expect(why(id('Grunt'))).toBe('ability-cost.extra-cost');
    expect(why(id('Swamp'))).toBe('keyword.terrain.never-engaged');
    expect(why(id('Hierarch'))).toBeNull();
    expect(extraCostOptions(s, 'ana', engageAny, id('Raamaa'))).not.toContain(id('Swamp'));
  });
});

describe('whether a whole cost can be paid (7.2, 8.1)', () => {
  it('1.2.6 money short of the cost makes it unpayable', () => {
    const { s, id } = board({ money: 1 });
    expect(costPayable(s, 'ana', ability({ cost: cost(2) }), id('Raamaa'))).toBe(false);
    expect(costPayable(s, 'ana', ability({ cost: cost(1) }), id('Raamaa'))).toBe(true);
  });

  it('3.2.1.4 engaging the card itself needs it disengaged, and not a lone TERRAIN card', () => {
    const { s, id } = board();
    const engage = ability({ engage: true });
    expect(costPayable(s, 'ana', engage, id('Raamaa'))).toBe(true);
    expect(costPayable(s, 'ana', engage, id('Grunt'))).toBe(false);
    expect(costPayable(s, 'ana', engage, id('Swamp'))).toBe(false);
  });

  it('7.2 each extra cost needs a card of its own: two annihilations need two #-fitting cards', () => {
    const { s, id } = board();
    const locations: ExtraCost = { kind: 'annihilate', filter: { types: ['location'] } };
    expect(costPayable(s, 'ana', ability({ extraCosts: [locations] }), id('Raamaa'))).toBe(true);
    expect(costPayable(s, 'ana', ability({ extraCosts: [locations, locations] }), id('Raamaa'))).toBe(false);
    const more = board({ more: [{ x: 2, y: 0, cards: ['Watchtower'] }] });
    expect(
      costPayable(more.s, 'ana', ability({ extraCosts: [locations, locations] }), more.id('Raamaa')),
    ).toBe(true);
  });
});
