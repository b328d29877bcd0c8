import { describe, expect, it } from 'vitest';
import type { PileSpec } from '../../src/build/state.js';
import type { StackItem } from '../../src/model/state.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { redeploy } from '../../src/rules/keywords/redeploy.js';
import { variant } from '../revisions/support.js';
import { ANA_NETWORK, given, keys, NICK_NETWORK, run } from './support.js';

/** Ana's network with one more pile at 0,1; Nick's as usual. */
const board = (pile: PileSpec['cards'], profile: RevisionProfile = V1_7) =>
  given({
    profile,
    players: [
      { id: 'ana', network: [...ANA_NETWORK, { x: 0, y: 1, cards: pile }] },
      { id: 'nick', network: NICK_NETWORK },
    ],
  });

const deployment = (stack: readonly StackItem[]) => {
  const item = stack.at(-1);
  if (item?.kind !== 'deployment')
    throw new Error(`no deployment on top of the stack: ${JSON.stringify(item)}`);
  return item;
};

describe('REDEPLOY (8.2)', () => {
  it('8.2, 3.10.8 the Hierarch leaves play and goes on the stack with the Lineage bonded under it', () => {
    const g = board(['Hierarch', 'Lineage']);
    const { state, events } = run(g.state, (tx) => redeploy(tx, g.id('Hierarch'), 'ana'));
    expect(state.players[0]?.network.map((p) => p.cards[0])).not.toContain(g.id('Hierarch'));
    const item = deployment(state.stack);
    expect(item).toMatchObject({ card: g.id('Hierarch'), controller: 'ana', bonded: [g.id('Lineage')] });
    expect(item.targets).toEqual([]);
    expect(state.players[0]?.openMarket).toEqual([]);
    const said = events.find((e) => e.type === 'keyword.redeploy.redeployed');
    expect(said).toMatchObject({ card: g.id('Hierarch'), player: 'ana' });
  });

  it('3.10.9 read for redeployment: the bonded Lineage is destroyed and the Hierarch goes alone', () => {
    const g = board(['Hierarch', 'Lineage'], variant(V1_7, { boughtPileBonded: 'destroyed' }));
    const { state, events } = run(g.state, (tx) => redeploy(tx, g.id('Hierarch'), 'ana'));
    const item = deployment(state.stack);
    expect(item.card).toBe(g.id('Hierarch'));
    expect(item.bonded).toBeUndefined();
    expect(state.players[0]?.openMarket).toEqual([g.id('Lineage')]);
    expect(keys(events)).toContain('keyword.redeploy.bonded-destroyed');
  });

  it('3.10.9 read for redeployment: a lone card has nothing bonded to destroy', () => {
    const g = board(['Grunt'], variant(V1_7, { boughtPileBonded: 'destroyed' }));
    const { state, events } = run(g.state, (tx) => redeploy(tx, g.id('Grunt'), 'ana'));
    expect(deployment(state.stack).card).toBe(g.id('Grunt'));
    expect(keys(events)).not.toContain('keyword.redeploy.bonded-destroyed');
  });

  it('1.2.5 a card Ana controls but Nick owns stays hers while it is redeployed', () => {
    const g = board([{ name: 'Gnost Cleric', owner: 'nick' }]);
    const cleric = g.id('Gnost Cleric');
    const { state } = run(g.state, (tx) => redeploy(tx, cleric, 'ana'));
    expect(deployment(state.stack).controller).toBe('ana');
    expect(state.cards[cleric]?.controller).toBe('ana');
  });

  it('1.2.5 the cards bonded under it stay with its controller too', () => {
    const g = board(['Hierarch', { name: 'Lineage', owner: 'nick' }]);
    const lineage = g.id('Lineage');
    const { state } = run(g.state, (tx) => redeploy(tx, g.id('Hierarch'), 'ana'));
    expect(deployment(state.stack).bonded).toEqual([lineage]);
    expect(state.cards[lineage]?.controller).toBe('ana');
  });

  it('3.10 a card bonded under another is not redeployed on its own, nor is a card out of play', () => {
    const g = given({
      profile: V1_7,
      players: [
        {
          id: 'ana',
          hand: ['Grunt'],
          network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Hierarch', 'Lineage'] }],
        },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    for (const id of [g.id('Lineage'), g.id('Grunt')]) {
      const { state, events } = run(g.state, (tx) => redeploy(tx, id, 'ana'));
      expect(state).toEqual(g.state);
      expect(events).toEqual([]);
    }
  });

  it('7.9.4 a redeployed token ceases to exist as it leaves play: nothing goes on the stack', () => {
    const g = board([{ name: 'Grunt', token: true }]);
    const token = g.id('Grunt');
    const { state, events } = run(g.state, (tx) => redeploy(tx, token, 'ana'));
    expect(state.cards[token]).toBeUndefined();
    expect(state.stack).toEqual([]);
    expect(keys(events)).toEqual(['destruction.token-ceases']);
  });

  it('7.9.4 a token bonded under the redeployed card ceases to exist; the card goes on alone', () => {
    const g = board(['Hierarch', { name: 'Lineage', token: true }]);
    const token = g.id('Lineage');
    const { state } = run(g.state, (tx) => redeploy(tx, g.id('Hierarch'), 'ana'));
    expect(state.cards[token]).toBeUndefined();
    const item = deployment(state.stack);
    expect(item.card).toBe(g.id('Hierarch'));
    expect(item.bonded).toBeUndefined();
  });
});
