import { describe, expect, it } from 'vitest';
import type { PileSpec } from '../../src/build/state.js';
import { returnToHand } from '../../src/rules/return-to-hand.js';
import { ANA_NETWORK, given, keys, NICK_NETWORK, run } from './support.js';

/** Ana's network with one more pile at 0,1, and a card in her hand. */
const board = (pile: PileSpec['cards']) =>
  given({
    players: [
      { id: 'ana', hand: ['Grunt'], network: [...ANA_NETWORK, { x: 0, y: 1, cards: pile }] },
      { id: 'nick', network: NICK_NETWORK },
    ],
  });

describe('returning a card in play to a hand (7.6)', () => {
  it('7.6, 3.10.5 the Hierarch goes to Ana’s hand and the Lineage bonded under it follows', () => {
    const g = board(['Hierarch', 'Lineage']);
    const [hierarch, lineage] = [g.id('Hierarch'), g.id('Lineage')];
    const { state, events } = run(g.state, (tx) => returnToHand(tx, [hierarch]));
    expect(state.players[0]?.hand).toEqual(expect.arrayContaining([g.id('Grunt'), hierarch, lineage]));
    expect(state.players[0]?.hand).toHaveLength(3);
    expect(keys(events)).toEqual(['return.to-hand', 'return.bonded-follow']);
    expect(events.map((e) => [e.card, e.player])).toEqual([
      [hierarch, 'ana'],
      [lineage, 'ana'],
    ]);
  });

  it('3.6.3.1 a bonded card Nick owns goes on top of his open market, not into Ana’s hand', () => {
    const g = board(['Hierarch', { name: 'Lineage', owner: 'nick' }]);
    const [hierarch, lineage] = [g.id('Hierarch'), g.id('Lineage')];
    const { state, events } = run(g.state, (tx) => returnToHand(tx, [hierarch]));
    expect(state.players[0]?.hand).not.toContain(lineage);
    expect(state.players[1]?.openMarket).toEqual([lineage]);
    const sent = events.find((e) => e.card === lineage);
    expect(sent).toMatchObject({ type: 'search.to-owners-open-market', player: 'nick' });
  });

  it('7.9.4 a returned token ceases to exist: no hand receives it', () => {
    const g = board([{ name: 'Gnost Cleric', token: true }]);
    const token = g.id('Gnost Cleric');
    const { state, events } = run(g.state, (tx) => returnToHand(tx, [token]));
    expect(state.cards[token]).toBeUndefined();
    expect(state.players[0]?.hand).toEqual([g.id('Grunt')]);
    expect(keys(events)).toEqual(['destruction.token-ceases']);
  });

  it('7.6 a card no longer in play is not returned (it left play before the effect resolved)', () => {
    const g = board(['Hierarch']);
    const { state, events } = run(g.state, (tx) => returnToHand(tx, [g.id('Grunt')]));
    expect(state).toEqual(g.state);
    expect(events).toEqual([]);
  });
});
