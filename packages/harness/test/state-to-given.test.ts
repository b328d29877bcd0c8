import { buildState, type GameState, placeAt } from '@arbiter/megacorp';
import { TEST_LIBRARY } from '@arbiter/megacorp/testing';
import { parse, printGiven } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import { givenPoint, givenRoundTrip, playCase, stateToGiven } from '../src/megacorp/index.js';

function midGame(): GameState {
  const { state } = buildState({
    library: TEST_LIBRARY,
    players: [
      {
        id: 'Ana',
        money: 7,
        pools: { BQ: 2 },
        hand: ['Zap', 'Grunt', 'Grunt'],
        mainDeck: ['Filler', 'Filler', 'Windfall'],
        resourceDeck: ['Affluent Customers'],
        network: [
          { x: 0, y: 0, cards: ['Ana Corp'] },
          {
            x: 1,
            y: 0,
            cards: [{ name: 'Raamaa', damage: { BQ: { amount: 2, permanent: 1 } } }],
            engaged: true,
          },
          { x: 0, y: 1, cards: ['Grunt', 'Lineage'] },
          { x: -1, y: 0, cards: [{ name: 'Grunt', owner: 'Nick', enteredTurn: 4 }] },
        ],
      },
      {
        id: 'Nick',
        mainDeck: ['Filler'],
        resourceDeck: [],
        openMarket: ['Gnost Cleric'],
        network: [
          { x: 0, y: 0, cards: ['Nick Corp'] },
          { x: 0, y: -1, cards: [{ name: 'Illithis', counters: { BQ: 1 } }] },
        ],
      },
    ],
    turn: 5,
    active: 'Ana',
  });
  return placeAt(state, { turn: { divest: { main: 'open' } } });
}

describe('a game state as a given block', () => {
  it('writes only what differs from the defaults, with aliases for copies that share a name', () => {
    const { description, aliases } = stateToGiven(midGame());
    expect(description).toMatchObject({ turn: 5, active: 'Ana', phase: 'divest' });
    expect(description.priority).toBeUndefined();
    const [ana, nick] = description.players ?? [];
    expect(ana).toMatchObject({ name: 'Ana', money: 7, pool: { BQ: 2 }, hand: ['Zap', 'Grunt', 'Grunt'] });
    expect(nick?.money).toBeUndefined();
    expect(nick?.openMarket).toEqual(['Gnost Cleric']);
    expect(nick?.resourceDeck).toEqual([]);
    expect([...aliases.values()].sort()).toEqual(['grunt1', 'grunt2']);
    const text = printGiven(description);
    expect(text).toContain('1,0   founder "Raamaa" damage BQ 2 (1 permanent) engaged');
    expect(text).toContain('-1,0  "Grunt" as grunt2 owned by Nick entered turn 4');
    expect(text).toContain('0,-1  founder "Illithis" counters +1 BQ');
    expect(text).toContain('Nick resource deck empty');
  });

  it('writes text the scenario parser reads without a diagnostic', () => {
    const { diagnostics } = parse(`scenario "c"\n${printGiven(stateToGiven(midGame()).description)}`);
    expect(diagnostics).toEqual([]);
  });

  it('builds back into the same game (same cards in the same places, same point of the turn)', () => {
    const rt = givenRoundTrip(midGame());
    expect(rt.ok ? 'ok' : rt.reason).toBe('ok');
  });

  it('names the points of the turn a given can start at, and no others', () => {
    expect(givenPoint({ turn: { accounting: 'upkeep' } })).toEqual({ phase: 'accounting', step: 'upkeep' });
    expect(givenPoint({ turn: { buy: { closing: 'open' } } })).toEqual({ phase: 'buy', step: 'closing' });
    expect(givenPoint({ turn: { end: { window: 'open' } } })).toEqual({ phase: 'end' });
    expect(givenPoint({ turn: { buy: { main: 'deploymentOnStack' } } })).toBeNull();
    expect(givenPoint('setup')).toBeNull();
  });

  it('refuses what a given cannot say: passes already made in a window', () => {
    const s = midGame();
    const passed: GameState = { ...s, priority: { holder: 'Nick', passes: 1 } };
    const rt = givenRoundTrip(passed);
    expect(rt.ok).toBe(false);
    if (!rt.ok) expect(rt.reason).toMatch(/^priority\.passes/);
  });

  it('round-trips states of random games at the points a given can describe', () => {
    const trace = playCase(
      { revision: 'v1.7', seed: 5, choices: [] },
      { keepStates: true, maxActions: 120, policy: 'cautious' },
    );
    let described = 0;
    for (const s of trace.states) {
      if (!givenPoint(s.flow)) continue;
      const rt = givenRoundTrip(s);
      if (!rt.ok) continue;
      described++;
      const text = printGiven(rt.given.description);
      expect(parse(`scenario "c"\n${text}`).diagnostics).toEqual([]);
    }
    expect(described).toBeGreaterThan(0);
  });
});
