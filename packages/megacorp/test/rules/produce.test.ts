import { describe, expect, it } from 'vitest';
import type { PileSpec } from '../../src/build/state.js';
import { isEngaged } from '../../src/index.js';
import type { ActionOf } from '../../src/model/action.js';
import { ED3_0_FR } from '../../src/revisions/ed3.0-fr.js';
import { listUpkeep } from '../../src/rules/accounting.js';
import { applyProduce, legalProduce, validateProduce } from '../../src/rules/produce.js';
import { ANA_NETWORK, clauses, given, NICK_NETWORK, patch, run, UPKEEP } from './support.js';

const produce = (card: string, trait: 'IQ' | 'EQ' | 'MQ' | 'BQ', player = 'ana'): ActionOf<'produce'> => ({
  type: 'produce',
  player,
  card,
  trait,
});

const base = (ana: object = {}) =>
  given({
    players: [
      { id: 'ana', network: ANA_NETWORK, ...ana },
      { id: 'nick', network: NICK_NETWORK },
    ],
  });

describe('producing traits (6.1)', () => {
  it('6.1.2 producing engages the card and adds the trait to its controller’s pool', () => {
    const g = base();
    const a = produce(g.id('Raamaa'), 'BQ');
    expect(validateProduce(g.state, a)).toBeNull();
    const { state, events } = run(g.state, (tx) => applyProduce(tx, a));
    expect(isEngaged(state, g.id('Raamaa'))).toBe(true);
    expect(state.players[0]?.pools.BQ).toBe(3);
    expect(clauses(events)).toEqual(['6.1.2', '6.1.2.1']);
  });

  it('6.1.2.1 the amount produced is the current value of the trait', () => {
    const g = base({
      network: [
        ANA_NETWORK[0],
        {
          x: 1,
          y: 0,
          cards: [{ name: 'Raamaa', damage: { BQ: { amount: 1, permanent: 0 } }, counters: { BQ: -1 } }],
        },
      ],
    });
    const { state } = run(g.state, (tx) => applyProduce(tx, produce(g.id('Raamaa'), 'BQ')));
    expect(state.players[0]?.pools.BQ).toBe(1);
  });

  it('3.10.10 producing engages the whole pile', () => {
    const g = base({ network: [ANA_NETWORK[0], { x: 1, y: 0, cards: ['Raamaa', 'Lineage'] }] });
    const { state } = run(g.state, (tx) => applyProduce(tx, produce(g.id('Raamaa'), 'IQ')));
    expect(isEngaged(state, g.id('Lineage'))).toBe(true);
  });

  it('6.1.1 an engaged card cannot produce', () => {
    const g = base({ network: [ANA_NETWORK[0], { x: 1, y: 0, cards: ['Raamaa'], engaged: true }] });
    expect(validateProduce(g.state, produce(g.id('Raamaa'), 'BQ'))?.key).toBe('produce.must-be-disengaged');
  });

  it('6.1.1.1 a card cannot produce a trait it has a null value in', () => {
    const g = base({ network: [ANA_NETWORK[0], { x: 1, y: 0, cards: ['Hierarch'] }] });
    const v = validateProduce(g.state, produce(g.id('Hierarch'), 'MQ'));
    expect(v?.clause).toBe('6.1.1.1');
  });

  it('3.10.2 a bonded card cannot be engaged to produce', () => {
    const g = base({ network: [ANA_NETWORK[0], { x: 1, y: 0, cards: ['Raamaa', 'Lineage'] }] });
    expect(validateProduce(g.state, produce(g.id('Lineage'), 'BQ'))?.clause).toBe('3.10.2');
  });

  it('1.2.5 a player cannot produce with a card he does not control', () => {
    const g = base();
    expect(validateProduce(g.state, produce(g.id('Illithis'), 'IQ'))?.key).toBe('action.not-your-card');
  });

  it('6.1 producing needs priority', () => {
    const g = given({
      priority: { holder: 'nick', passes: 0 },
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    expect(validateProduce(g.state, produce(g.id('Raamaa'), 'BQ'))?.key).toBe('produce.when-allowed');
    expect(legalProduce(g.state, 'ana')).toEqual([]);
  });

  it('6.1 the active player may produce to pay a trait upkeep outside any priority window', () => {
    const g = given({
      flow: UPKEEP,
      priority: null,
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Mind Lab'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const s = run(g.state, listUpkeep).state;
    expect(validateProduce(s, produce(g.id('Raamaa'), 'IQ'))).toBeNull();
    expect(legalProduce(s, 'ana').length).toBeGreaterThan(0);
    expect(legalProduce(s, 'nick')).toEqual([]);
  });

  it('malformed produce actions are refused with a citation', () => {
    const g = base();
    expect(validateProduce(g.state, produce('ana.99', 'BQ'))?.key).toBe('action.unknown-card');
    expect(validateProduce(g.state, { ...produce(g.id('Raamaa'), 'BQ'), trait: 'XQ' as 'BQ' })?.clause).toBe(
      '2.5',
    );
    expect(validateProduce(g.state, produce(g.id('Raamaa'), 'BQ', 'zed'))?.key).toBe('action.unknown-player');
  });

  it('legal productions: every non-null trait of every disengaged top card the player controls', () => {
    const g = base({
      network: [
        ...ANA_NETWORK,
        { x: -1, y: 0, cards: ['Hierarch'] },
        { x: 0, y: 1, cards: ['Grunt'], engaged: true },
      ],
    });
    const legal = legalProduce(g.state, 'ana');
    // business 4 + Raamaa 4 + Hierarch 3 (null MQ); the engaged Grunt offers nothing.
    expect(legal).toHaveLength(11);
    for (const a of legal) expect(validateProduce(g.state, a as ActionOf<'produce'>)).toBeNull();
  });

  it('6.1.2.1 the production event names the producer, the card and the amount', () => {
    const g = base();
    const raamaa = g.id('Raamaa');
    const { events } = run(g.state, (tx) => applyProduce(tx, produce(raamaa, 'BQ')));
    expect(events.find((e) => e.type === 'produce.adds-current-value')).toMatchObject({
      player: 'ana',
      card: raamaa,
      amount: 3,
    });
  });

  it('producing with priority keeps it: the round of passes starts again from the producer', () => {
    const g = given({
      priority: { holder: 'ana', passes: 1 },
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const { state } = run(g.state, (tx) => applyProduce(tx, produce(g.id('Raamaa'), 'BQ')));
    expect(state.priority).toEqual({ holder: 'ana', passes: 0 });
  });

  it('6.1.1 only a card in play produces: one in hand is refused', () => {
    const g = base({ hand: ['Grunt'] });
    expect(validateProduce(g.state, produce(g.id('Grunt'), 'IQ'))?.key).toBe('produce.not-in-play');
  });

  it('6.1.1 a card Ana controls in Nick’s network produces for her, except where only her own network produces (D-PRODUCE-SCOPE)', () => {
    for (const [profile, offered] of [
      [undefined, true],
      [ED3_0_FR, false],
    ] as const) {
      const g = given({
        ...(profile ? { profile } : {}),
        players: [
          { id: 'ana', network: ANA_NETWORK },
          { id: 'nick', network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Grunt'] }] },
        ],
      });
      const grunt = g.id('Grunt');
      const s = patch(g.state, (d) => {
        (d.cards[grunt] as { controller: string }).controller = 'ana';
      });
      const mine = legalProduce(s, 'ana').filter((a) => a.type === 'produce' && a.card === grunt);
      expect(mine.length > 0).toBe(offered);
      expect(validateProduce(s, produce(grunt, 'BQ'))?.key ?? null).toBe(
        offered ? null : 'produce.own-network-only',
      );
      expect(legalProduce(s, 'nick').some((a) => a.type === 'produce' && a.card === grunt)).toBe(false);
    }
  });

  it('a player out of the game produces nothing', () => {
    const g = base({ lost: true });
    expect(legalProduce(g.state, 'ana')).toEqual([]);
  });

  it('6.1.3 in the upkeep step, producing is offered only while a due upkeep needs traits the pool lacks', () => {
    const upkeep = (ana: object, network: PileSpec[]) => {
      const g = given({
        flow: UPKEEP,
        priority: null,
        players: [
          { id: 'ana', network: [...ANA_NETWORK, ...network], ...ana },
          { id: 'nick', network: NICK_NETWORK },
        ],
      });
      return { g, s: run(g.state, listUpkeep).state };
    };
    const costly: PileSpec = { x: 0, y: 1, cards: ['Costly Lab'] };
    const mind: PileSpec = { x: -1, y: 0, cards: ['Mind Lab'] };
    // A money upkeep only: no trait to produce for.
    expect(legalProduce(upkeep({ money: 5 }, [costly]).s, 'ana')).toEqual([]);
    // One of two due upkeeps needs IQ.
    expect(legalProduce(upkeep({ money: 5 }, [costly, mind]).s, 'ana').length).toBeGreaterThan(0);
    // The pool already holds the IQ.
    expect(legalProduce(upkeep({ pools: { IQ: 1 } }, [mind]).s, 'ana')).toEqual([]);
    // Nothing due: no cost to pay, and no priority.
    const none = upkeep({}, []);
    expect(validateProduce(none.s, produce(none.g.id('Raamaa'), 'IQ'))?.key).toBe('produce.when-allowed');
  });

  it('6.1 producing to pay an upkeep, outside any priority window, opens none', () => {
    const g = given({
      flow: UPKEEP,
      priority: null,
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Mind Lab'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const s = run(g.state, listUpkeep).state;
    const { state } = run(s, (tx) => applyProduce(tx, produce(g.id('Raamaa'), 'IQ')));
    expect(state.priority).toBeNull();
  });
});
