import { seedRng } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  buildState,
  type CardDefinition,
  cautiousChooser,
  cost,
  defineCard,
  type GameState,
  legalActions,
} from '../../src/index.js';
import { V1_5_5 } from '../../src/revisions/v1.5.5.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';

/**
 * The cautious random player turns down an action that loses it the game while it has another one:
 * the rules decide what loses (1.2.10), not the name of a card.
 */
const LIBRARY: Record<string, CardDefinition> = {
  ...TEST_LIBRARY,
  Troll: defineCard(
    'Troll',
    'character',
    cost(2),
    { IQ: 1, EQ: 1, MQ: 1, BQ: 3 },
    { keywords: [{ name: 'REGENERATION', args: ['annihilate', 'a', 'card'] }] },
  ),
  Gadget: defineCard(
    'Gadget',
    'character',
    cost(2),
    { IQ: 1, EQ: 1, MQ: 1, BQ: 1 },
    {
      abilities: [
        {
          kind: 'activated',
          cost: { money: 1, traits: {} },
          effects: [{ op: 'draw', count: 1, who: 'controller' }],
          text: '1M -> draw a card',
        },
      ],
    },
  ),
};

const BUY = { turn: { buy: { main: 'open' } } } as const;
const DIVEST = { turn: { divest: { main: 'open' } } } as const;

function state(
  cards: string[],
  opts: { money?: number; flow?: typeof BUY | typeof DIVEST; profile?: typeof V1_7 } = {},
): GameState {
  return buildState({
    library: LIBRARY,
    profile: opts.profile ?? V1_7,
    turn: 5,
    flow: opts.flow ?? BUY,
    players: [
      {
        id: 'ana',
        money: opts.money ?? 10,
        network: [
          { x: 0, y: 0, cards: ['Ana Corp'] },
          ...cards.map((name, i) => ({ x: 1 + i, y: 0, cards: [name] })),
        ],
      },
      {
        id: 'nick',
        network: [
          { x: 0, y: 0, cards: ['Nick Corp'] },
          { x: 1, y: 0, cards: ['Grunt'] },
        ],
      },
    ],
  }).state;
}

/** What the chooser picks from these actions over many dice. */
function picks(s: GameState, legal: readonly Action[], n = 300): Action[] {
  return Array.from({ length: n }, (_, seed) => cautiousChooser(s, legal, seedRng(seed))[0]);
}

const annihilatesBusiness = (s: GameState) => (a: Action) =>
  a.type === 'activate' && (a.choices ?? []).some((c) => s.cards[c]?.name === 'Ana Corp');

describe('the cautious random player does not lose the game by its own hand', () => {
  it('never pays REGENERATION with its own business, which loses at once under V1.7 (1.2.10.2.1)', () => {
    const s = state(['Troll']);
    const legal = legalActions(s);
    // The engine offers it (any card of one's own pays, 9.26): the player must turn it down.
    expect(legal.some(annihilatesBusiness(s))).toBe(true);
    expect(picks(s, legal).filter(annihilatesBusiness(s))).toEqual([]);
  });

  it('nor under V1.5.5, where the business gone from play loses as the turn ends (1.2.10.5)', () => {
    const s = state(['Troll'], { profile: V1_5_5 });
    const legal = legalActions(s);
    expect(legal.some(annihilatesBusiness(s))).toBe(true);
    expect(picks(s, legal).filter(annihilatesBusiness(s))).toEqual([]);
  });

  it('does not spend its last M, which loses at the end of the turn (1.2.10.1)', () => {
    const s = state(['Gadget'], { money: 1 });
    const legal = legalActions(s);
    expect(legal.some((a) => a.type === 'activate')).toBe(true);
    expect(picks(s, legal).filter((a) => a.type === 'activate')).toEqual([]);
    // With money to spare the same ability is fair game.
    const rich = state(['Gadget'], { money: 5 });
    expect(picks(rich, legalActions(rich)).some((a) => a.type === 'activate')).toBe(true);
  });

  it('does not sell the only card docked to its business in its own Divest Phase (5.5, 1.2.10.5)', () => {
    const s = state(['Grunt', 'Grunt'], { flow: DIVEST });
    const legal = legalActions(s);
    const sells = legal.filter((a) => a.type === 'sell');
    expect(sells).toHaveLength(2);
    // Grunt at 1,0 holds the business; Grunt at 2,0 hangs off it, and selling it orphans nothing that counts.
    const atOne = s.players[0]?.network.find((p) => p.x === 1 && p.y === 0)?.cards[0];
    const holder = sells.find((a) => a.type === 'sell' && a.card === atOne);
    expect(holder).toBeDefined();
    const chosen = picks(s, legal);
    expect(chosen.filter((a) => a === holder)).toEqual([]);
    expect(chosen.some((a) => a.type === 'sell')).toBe(true);
  });

  it('when every action loses, it still chooses one; the choice is a function of the dice', () => {
    const s = state(['Troll']);
    const only = legalActions(s).filter(annihilatesBusiness(s));
    expect(cautiousChooser(s, only, seedRng(1))[0]).toBe(only[0]);
    const legal = legalActions(s);
    expect(picks(s, legal, 50)).toEqual(picks(s, legal, 50));
  });
});
