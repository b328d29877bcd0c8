import { describe, expect, it } from 'vitest';
import { defineCard, cost as M } from '../../src/cards/define.js';
import { isEngaged } from '../../src/index.js';
import type { ActionOf } from '../../src/model/action.js';
import type { FlowValue, NetworkSpace } from '../../src/model/state.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import {
  applyBuy,
  BUY,
  buyPrice,
  buySource,
  lastTurnOf,
  legalBuy,
  protectedEarly,
  resourceToBottom,
  validateBuy,
} from '../../src/rules/buy.js';
import { resolveDeployment } from '../../src/rules/deploy.js';
import { noteAbruptPlay } from '../../src/rules/keywords/abrupt.js';
import {
  ANA_NETWORK,
  BUY_MAIN,
  clauses,
  given,
  NICK_NETWORK,
  patch,
  reading,
  run,
  subjects,
} from './support.js';

const AT: NetworkSpace = { network: 'ana', x: -1, y: 0 };
const buy = (
  card: string,
  at?: NetworkSpace,
  extra: Partial<ActionOf<'buy'>> = {},
  player = 'ana',
): ActionOf<'buy'> => ({
  type: 'buy',
  player,
  card,
  ...(at ? { at } : {}),
  ...extra,
});

interface Opts {
  ana?: object;
  nick?: object;
  flow?: FlowValue;
  active?: string;
  holder?: string;
  turn?: number;
  profile?: RevisionProfile;
}
const game = ({
  ana = {},
  nick = {},
  flow = BUY_MAIN,
  active = 'ana',
  holder,
  turn = 7,
  profile = V1_7,
}: Opts = {}) =>
  given({
    profile,
    turn,
    active,
    flow,
    priority: { holder: holder ?? active, passes: 0 },
    players: [
      { id: 'ana', money: 10, network: ANA_NETWORK, turnsTaken: 4, ...ana },
      { id: 'nick', money: 10, network: NICK_NETWORK, turnsTaken: 3, ...nick },
    ],
  });

describe('buying from hand (6.2, 6.3, 1.2.8.1)', () => {
  it('6.2.2.3 a bought asset is paid for and goes on the stack with its declared space', () => {
    const g = game({ ana: { hand: ['Gnost Cleric'] } });
    const a = buy(g.id('Gnost Cleric'), AT);
    expect(validateBuy(g.state, a)).toBeNull();
    const { state, events } = run(g.state, (tx) => applyBuy(tx, a));
    expect(state.players[0]?.money).toBe(8);
    expect(state.players[0]?.hand).toEqual([]);
    expect(state.stack).toEqual([
      {
        id: 1,
        kind: 'deployment',
        card: g.id('Gnost Cleric'),
        controller: 'ana',
        at: AT,
        targets: [],
        from: 'hand',
      },
    ]);
    expect(state.nextStackId).toBe(2);
    expect(clauses(events)).toEqual(['8.1', '6.2.2.3']);
  });

  it('6.2 an asset is deployed only in its buyer’s Buy Phase', () => {
    const g = game({ ana: { hand: ['Gnost Cleric'] }, flow: { turn: { challenge: { main: 'open' } } } });
    expect(validateBuy(g.state, buy(g.id('Gnost Cleric'), AT))?.key).toBe('buy.assets-in-own-buy-phase');
    const closing = game({ ana: { hand: ['Gnost Cleric'] }, flow: { turn: { buy: { closing: 'open' } } } });
    expect(validateBuy(closing.state, buy(closing.id('Gnost Cleric'), AT))?.clause).toBe('6.2');
  });

  it('6.2.1 no asset may be deployed on another player’s turn', () => {
    const g = game({ ana: { hand: ['Gnost Cleric'] }, active: 'nick', holder: 'ana' });
    expect(validateBuy(g.state, buy(g.id('Gnost Cleric'), AT))?.clause).toBe('6.2.1');
  });

  it('9.2 an ABRUPT card may be played whenever an event could be', () => {
    const g = game({
      ana: { hand: ['Quick Response'] },
      active: 'nick',
      holder: 'ana',
      flow: { turn: { challenge: { main: 'open' } } },
    });
    expect(validateBuy(g.state, buy(g.id('Quick Response'), AT))).toBeNull();
  });

  it('6.3 a non-permanent event may be played with priority in any window, on any turn', () => {
    const g = game({
      ana: { hand: ['Windfall'] },
      active: 'nick',
      holder: 'ana',
      flow: { turn: { end: { window: 'open' } } },
    });
    const a = buy(g.id('Windfall'));
    expect(validateBuy(g.state, a)).toBeNull();
    const { state } = run(g.state, (tx) => applyBuy(tx, a));
    expect(state.stack[0]).toMatchObject({ kind: 'deployment', card: g.id('Windfall'), at: null });
  });

  it('6.2 a permanent event may be deployed in any phase of its buyer’s own turn, not on another’s', () => {
    const mine = game({ ana: { hand: ['Banner'] }, flow: { turn: { challenge: { main: 'open' } } } });
    expect(validateBuy(mine.state, buy(mine.id('Banner'), AT))).toBeNull();
    const theirs = game({ ana: { hand: ['Banner'] }, active: 'nick', holder: 'ana' });
    expect(validateBuy(theirs.state, buy(theirs.id('Banner'), AT))?.key).toBe('buy.not-on-others-turn');
  });

  it('2.1.2 a permanent event docks like an asset and stays in play, and the log names it', () => {
    const g = game({ ana: { hand: ['Banner'] } });
    const { state: bought } = run(g.state, (tx) => applyBuy(tx, buy(g.id('Banner'), AT)));
    const item = bought.stack[0];
    if (item?.kind !== 'deployment') throw new Error('expected a deployment');
    const { state, events } = run(bought, (tx) => resolveDeployment(tx, item));
    expect(state.players[0]?.network.find((p) => p.x === -1 && p.y === 0)?.cards).toEqual([g.id('Banner')]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'keyword.permanent.stays-in-play', card: g.id('Banner') }),
    );
  });

  it('9.2 the log says an ABRUPT asset was played as an event could be only when the asset timing did not allow it', () => {
    const abrupt = (type: 'character' | 'event') =>
      defineCard('Flash', type, M(1), {}, { keywords: [{ name: 'ABRUPT', args: [] }] });
    const plain = defineCard('Plain', 'character', M(1), {});
    const note = (d: ReturnType<typeof abrupt>, ownBuyPhase: boolean) =>
      run(game().state, (tx) => noteAbruptPlay(tx, d, 'c1', 'ana', ownBuyPhase)).events;
    expect(note(abrupt('character'), false)).toContainEqual(
      expect.objectContaining({ type: 'keyword.abrupt.plays-like-event', card: 'c1', player: 'ana' }),
    );
    // In its player's own Buy Phase an asset may be played anyway (6.2); an event always could (6.3);
    // without ABRUPT there is nothing to note.
    expect(note(abrupt('character'), true)).toEqual([]);
    expect(note(abrupt('event'), false)).toEqual([]);
    expect(note(plain, false)).toEqual([]);
  });

  it('1.2.8 only the player holding priority may buy', () => {
    const g = game({ ana: { hand: ['Windfall'] }, holder: 'nick' });
    expect(validateBuy(g.state, buy(g.id('Windfall')))?.clause).toBe('1.2.8');
    expect(legalBuy(g.state, 'ana')).toEqual([]);
  });

  it('2.1.2 a non-permanent event takes no space; 6.2.2.5 an asset needs one', () => {
    const g = game({ ana: { hand: ['Windfall', 'Grunt'] } });
    expect(validateBuy(g.state, buy(g.id('Windfall'), AT))?.key).toBe('buy.event-no-space');
    expect(validateBuy(g.state, buy(g.id('Grunt')))?.clause).toBe('6.2.2.5');
  });

  it('3.7.1 the declared space must be free and docked to the business', () => {
    const g = game({ ana: { hand: ['Grunt'] } });
    const grunt = g.id('Grunt');
    expect(validateBuy(g.state, buy(grunt, { network: 'ana', x: 1, y: 0 }))?.key).toBe('network.must-dock');
    expect(validateBuy(g.state, buy(grunt, { network: 'ana', x: 3, y: 0 }))?.clause).toBe('3.7.1');
    expect(validateBuy(g.state, buy(grunt, { network: 'zed', x: 3, y: 0 }))?.key).toBe(
      'action.unknown-player',
    );
  });

  it('6.2.2.5 an asset may be deployed into an opponent’s network', () => {
    const g = game({ ana: { hand: ['Grunt'] } });
    expect(validateBuy(g.state, buy(g.id('Grunt'), { network: 'nick', x: 2, y: 0 }))).toBeNull();
  });

  it('1.2.6.2 / 8.1 the price must be payable from the money and trait pools', () => {
    const g = game({ ana: { hand: ['Hierarch', 'Watchtower'], money: 2, pools: { BQ: 3 } } });
    expect(validateBuy(g.state, buy(g.id('Watchtower'), AT))?.key).toBe('money.cannot-overspend');
    const rich = game({ ana: { hand: ['Hierarch'], pools: { BQ: 2 } } });
    expect(validateBuy(rich.state, buy(rich.id('Hierarch'), AT))?.key).toBe('money.not-enough-traits');
    const paid = game({ ana: { hand: ['Hierarch'], pools: { BQ: 4 } } });
    const { state } = run(paid.state, (tx) => applyBuy(tx, buy(paid.id('Hierarch'), AT)));
    expect(state.players[0]?.pools.BQ).toBe(1);
    expect(state.players[0]?.money).toBe(6);
  });

  it('7.1 a card aimed at a target needs one; 3.10.11 a bonded card cannot be it', () => {
    const g = game({
      ana: { hand: ['Zap'] },
      nick: { network: [NICK_NETWORK[0], { x: 1, y: 0, cards: ['Illithis', 'Lineage'] }] },
    });
    const zap = g.id('Zap');
    expect(validateBuy(g.state, buy(zap))?.key).toBe('effect.target-needed');
    expect(validateBuy(g.state, buy(zap, undefined, { targets: [g.id('Lineage')] }))?.clause).toBe('3.10.11');
    expect(validateBuy(g.state, buy(zap, undefined, { targets: [g.id('Illithis')] }))).toBeNull();
  });
});

describe('buying from an open market and the revealed resource (3.5.2, 5.2.6)', () => {
  it('3.5.2 the top card of any open market can be bought, and only the top card', () => {
    const g = game({ nick: { openMarket: ['Grunt', 'Gnost Cleric'] } });
    const a = buy(g.id('Grunt'), AT);
    expect(validateBuy(g.state, a)).toBeNull();
    expect(validateBuy(g.state, buy(g.id('Gnost Cleric'), AT))?.clause).toBe('3.5.2');
    const { state } = run(g.state, (tx) => applyBuy(tx, a));
    expect(state.players[1]?.openMarket).toEqual([g.id('Gnost Cleric')]);
    expect(state.players[1]?.money).toBe(10);
    expect(state.stack[0]).toMatchObject({ card: g.id('Grunt'), from: 'open-market', controller: 'ana' });
    expect(state.cards[g.id('Grunt')]?.controller).toBe('ana');
  });

  it('5.2.6 the revealed resource is bought by the active player in his Buy Phase', () => {
    const g = game({ ana: { resourceDeck: ['Affluent Customers', 'Kiosk'], revealedResource: true } });
    const a = buy(g.id('Affluent Customers'), AT);
    expect(validateBuy(g.state, a)).toBeNull();
    const { state } = run(g.state, (tx) => applyBuy(tx, a));
    expect(state.players[0]?.revealedResource).toBeNull();
    expect(state.players[0]?.resourceDeck).toEqual([g.id('Kiosk')]);
    expect(state.stack[0]).toMatchObject({ from: 'resource' });
    const later = game({
      ana: { resourceDeck: ['Affluent Customers'], revealedResource: true },
      flow: { turn: { challenge: { main: 'open' } } },
    });
    expect(validateBuy(later.state, buy(later.id('Affluent Customers'), AT))?.clause).toBe('5.2.6');
  });

  it('5.3.1 cards elsewhere (a resource deck, another player’s hand) cannot be bought', () => {
    const g = game({ ana: { resourceDeck: ['Kiosk'] }, nick: { hand: ['Grunt'] } });
    expect(validateBuy(g.state, buy(g.id('Kiosk'), AT))?.clause).toBe('5.3.1');
    expect(validateBuy(g.state, buy(g.id('Grunt'), AT))?.clause).toBe('5.3.1');
  });

  it('5.3.4 a revealed resource not bought goes under the resource deck at the end of the Buy Phase', () => {
    const g = game({ ana: { resourceDeck: ['Affluent Customers', 'Kiosk'], revealedResource: true } });
    const { state, events } = run(g.state, resourceToBottom);
    expect(state.players[0]?.resourceDeck).toEqual([g.id('Kiosk'), g.id('Affluent Customers')]);
    expect(state.players[0]?.revealedResource).toBeNull();
    expect(clauses(events)).toEqual(['5.3.4']);
  });
});

describe('buying an opponent’s engaged card (3.2.1.5, 5.3.1.1, 5.3.1.2, 3.10.8, 6.4.1)', () => {
  const engagedCleric = (nick: object = {}, extra: Opts = {}) =>
    game({
      nick: { network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Gnost Cleric'], engaged: true }], ...nick },
      ...extra,
    });

  it('3.2.1.5 an engaged opponent card is bought for its valuation, paid to its controller, and redeployed (6.4.1)', () => {
    const g = engagedCleric();
    const a = buy(g.id('Gnost Cleric'), AT);
    expect(validateBuy(g.state, a)).toBeNull();
    const { state, events } = run(g.state, (tx) => applyBuy(tx, a));
    expect(state.players.map((p) => p.money)).toEqual([8, 12]);
    expect(state.players[1]?.network.some((p) => p.cards.includes(g.id('Gnost Cleric')))).toBe(false);
    expect(state.stack[0]).toMatchObject({
      card: g.id('Gnost Cleric'),
      from: 'opponent-network',
      controller: 'ana',
    });
    expect(clauses(events)).toEqual(['8.1', '3.2.1.5', '6.4.1', '6.2.2.3']);
  });

  it('3.2.1.5 the money goes to the owner under a revision that says so', () => {
    const g = engagedCleric();
    const owner = given({
      profile: { ...V1_7, parameters: { ...V1_7.parameters, boughtCardPayee: 'owner' } },
      turn: 7,
      flow: BUY_MAIN,
      players: [
        { id: 'ana', money: 10, network: ANA_NETWORK, turnsTaken: 4 },
        {
          id: 'nick',
          money: 10,
          turnsTaken: 3,
          network: [
            ...NICK_NETWORK,
            { x: -1, y: 0, cards: [{ name: 'Gnost Cleric', owner: 'ana' }], engaged: true },
          ],
        },
      ],
    });
    const cleric = owner.id('Gnost Cleric');
    expect(g.state.players[0]?.money).toBe(10);
    const { state } = run(owner.state, (tx) => applyBuy(tx, buy(cleric, AT)));
    expect(state.players.map((p) => p.money)).toEqual([10, 10]);
  });

  it('3.2.1.5 a disengaged card cannot be bought', () => {
    const g = game();
    expect(validateBuy(g.state, buy(g.id('Illithis'), AT))?.key).toBe('buy.engaged-only');
  });

  it('3.2.1.5 a player cannot buy a card he already controls', () => {
    const g = game({ ana: { network: [ANA_NETWORK[0], { x: 1, y: 0, cards: ['Raamaa'], engaged: true }] } });
    expect(validateBuy(g.state, buy(g.id('Raamaa'), AT))?.key).toBe('buy.opponents-only');
  });

  it('5.3.1.1 nobody buys an opponent’s card before the end of that opponent’s second turn', () => {
    expect(validateBuy(engagedCleric({ turnsTaken: 1 }).state, buy('nick.3', AT))?.clause).toBe('5.3.1.1');
    // During nick's second turn itself the protection still holds (an ABRUPT card could be bought then).
    const during = game({
      active: 'nick',
      holder: 'ana',
      nick: {
        turnsTaken: 2,
        network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Quick Response'], engaged: true }],
      },
    });
    expect(validateBuy(during.state, buy(during.id('Quick Response'), AT))?.clause).toBe('5.3.1.1');
    expect(validateBuy(engagedCleric({ turnsTaken: 2 }).state, buy('nick.3', AT))).toBeNull();
  });

  it('5.3.1.2 an engaged card that came into play during its controller’s last turn cannot be bought', () => {
    const fresh = game({
      turn: 8,
      nick: {
        network: [
          ...NICK_NETWORK,
          { x: -1, y: 0, cards: [{ name: 'Gnost Cleric', enteredTurn: 7 }], engaged: true },
        ],
      },
    });
    expect(lastTurnOf(fresh.state, 'nick')).toBe(7);
    expect(validateBuy(fresh.state, buy(fresh.id('Gnost Cleric'), AT))?.clause).toBe('5.3.1.2');
    const older = game({
      turn: 8,
      nick: {
        network: [
          ...NICK_NETWORK,
          { x: -1, y: 0, cards: [{ name: 'Gnost Cleric', enteredTurn: 5 }], engaged: true },
        ],
      },
    });
    expect(validateBuy(older.state, buy(older.id('Gnost Cleric'), AT))).toBeNull();
  });

  it('9.19 a LOYAL card in play cannot be bought', () => {
    const g = game({
      nick: { network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Old Guard'], engaged: true }] },
    });
    expect(validateBuy(g.state, buy(g.id('Old Guard'), AT))?.clause).toBe('9.19');
  });

  it('3.10.8 a pile is bought through its top card at the full valuation of all its cards', () => {
    const g = game({
      ana: { pools: { BQ: 1 } },
      nick: {
        network: [
          NICK_NETWORK[0],
          { x: 1, y: 0, cards: [{ name: 'Raamaa', as: 'theirs' }, 'Lineage'], engaged: true },
        ],
      },
    });
    const raamaa = g.id('theirs');
    const lineage = g.id('Lineage');
    expect(buyPrice(g.state, raamaa)).toEqual({ money: 6, traits: { BQ: 1 } });
    expect(validateBuy(g.state, buy(lineage, AT))?.key).toBe('buy.whole-pile');
    const bought = run(g.state, (tx) => applyBuy(tx, buy(raamaa, AT))).state;
    expect(bought.players.map((p) => p.money)).toEqual([4, 16]);
    expect(bought.stack[0]).toMatchObject({ card: raamaa, bonded: [lineage] });
    expect(bought.players[1]?.network).toHaveLength(1);
    // When it resolves the whole pile docks under its buyer, disengaged, having come into play this turn.
    const item = bought.stack[0];
    if (item?.kind !== 'deployment') throw new Error('expected a deployment');
    const docked = run(bought, (tx) => resolveDeployment(tx, item)).state;
    expect(docked.players[0]?.network.find((p) => p.x === -1 && p.y === 0)?.cards).toEqual([raamaa, lineage]);
    for (const id of [raamaa, lineage]) {
      expect(docked.cards[id]).toMatchObject({ controller: 'ana', enteredTurn: 7 });
      expect(isEngaged(docked, id)).toBe(false);
    }
  });

  it('3.10.8 the legal buys offer a pile from play only to a buyer who can pay for every card in it', () => {
    // Raamaa alone costs 4 M and 1 BQ; with the Lineage bonded under it the pile costs 6 M and 1 BQ.
    const offered = (money: number) => {
      const g = game({
        ana: { money, pools: { BQ: 1 } },
        nick: {
          network: [
            NICK_NETWORK[0],
            { x: 1, y: 0, cards: [{ name: 'Raamaa', as: 'theirs' }, 'Lineage'], engaged: true },
          ],
        },
      });
      return legalBuy(g.state, 'ana').some((a) => a.type === 'buy' && a.card === g.id('theirs'));
    };
    expect(offered(5)).toBe(false);
    expect(offered(6)).toBe(true);
  });

  it('6.4.1 a bought card may be redeployed on the space it just left', () => {
    const g = engagedCleric();
    expect(validateBuy(g.state, buy(g.id('Gnost Cleric'), { network: 'nick', x: -1, y: 0 }))).toBeNull();
  });

  it('1.2.10.2.2 buying an opponent’s business loses its owner the game', () => {
    const g = game({
      nick: { network: [{ x: 0, y: 0, cards: ['Nick Corp'], engaged: true }, NICK_NETWORK[1]] },
    });
    const { state, events } = run(g.state, (tx) => applyBuy(tx, buy(g.id('Nick Corp'), AT)));
    expect(state.players[1]?.lost).toBe(true);
    expect(state.result).toEqual({ winners: ['ana'], tie: false });
    expect(clauses(events)).toContain('1.2.10.2.2');
  });
});

describe('legal buys', () => {
  it('lists every buyable card with every legal space, each passing validation', () => {
    const g = game({
      ana: { hand: ['Grunt', 'Windfall', 'Hierarch'] },
      nick: {
        openMarket: ['Filler'],
        network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Gnost Cleric'], engaged: true }],
      },
    });
    const legal = legalBuy(g.state, 'ana');
    for (const a of legal) expect(validateBuy(g.state, a as ActionOf<'buy'>)).toBeNull();
    const byCard = (name: string) => legal.filter((a) => a.type === 'buy' && a.card === g.id(name));
    expect(byCard('Windfall')).toHaveLength(1);
    expect(byCard('Hierarch')).toHaveLength(0); // no BQ in the pool
    expect(byCard('Grunt').length).toBe(byCard('Filler').length);
    expect(byCard('Grunt').length).toBeGreaterThan(6); // spaces in both networks
    expect(byCard('Gnost Cleric').length).toBeGreaterThan(0);
    expect(legalBuy(g.state, 'nick')).toEqual([]);
  });

  it('within a reserve: only the cards whose price leaves the buyer that many M, at every space', () => {
    // 5 M: Grunt (1 M) leaves 4, Gnost Cleric (2 M) exactly 3, Watchtower (3 M) only 2. A reserve
    // is a player's budget, not a rule: without one, all three are legal buys.
    const g = game({ ana: { money: 5, hand: ['Grunt', 'Gnost Cleric', 'Watchtower'] } });
    const every = legalBuy(g.state, 'ana');
    const cards = (list: typeof every) => new Set(list.map((a) => (a.type === 'buy' ? a.card : '')));
    expect(cards(every)).toEqual(new Set([g.id('Grunt'), g.id('Gnost Cleric'), g.id('Watchtower')]));
    const within = legalBuy(g.state, 'ana', 3);
    expect(within).toEqual(every.filter((a) => a.type === 'buy' && a.card !== g.id('Watchtower')));
    expect(legalBuy(g.state, 'ana', 0)).toEqual(every);
    expect(legalBuy(g.state, 'ana', 5)).toEqual([]);
  });
});

describe('where a card is bought from, and what a buy must name (5.3.1, 6.2.2.5)', () => {
  it('5.3.1 each origin: the hand, the revealed resource, the top of an open market, an opponent’s engaged card', () => {
    const g = game({
      ana: { hand: ['Grunt'], resourceDeck: ['Affluent Customers'], revealedResource: true },
      nick: {
        openMarket: ['Filler'],
        network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Gnost Cleric'], engaged: true }],
      },
    });
    expect(buySource(g.state, 'ana', g.id('Grunt'))).toBe('hand');
    expect(buySource(g.state, 'ana', g.id('Affluent Customers'))).toBe('resource');
    expect(buySource(g.state, 'ana', g.id('Filler'))).toBe('open-market');
    expect(buySource(g.state, 'ana', g.id('Gnost Cleric'))).toBe('opponent-network');
  });

  it('an unknown player or card, no priority window, or a space that is not a space: each refused for its reason', () => {
    const g = game({ ana: { hand: ['Grunt', 'Windfall'] } });
    expect(validateBuy(g.state, buy(g.id('Grunt'), AT, {}, 'zoe'))?.key).toBe('action.unknown-player');
    expect(validateBuy(g.state, buy('nope', AT))?.key).toBe('action.unknown-card');
    const closed = { ...g.state, priority: null };
    expect(validateBuy(closed, buy(g.id('Grunt'), AT))?.key).toBe(BUY.needsPriority);
    const odd = { network: 'ana', x: '-1', y: 0 } as unknown as NetworkSpace;
    expect(validateBuy(g.state, buy(g.id('Grunt'), odd))?.key).toBe(BUY.needsSpace);
    expect(validateBuy(g.state, buy(g.id('Windfall')))).toBeNull();
    expect(validateBuy(g.state, buy(g.id('Windfall'), AT))?.key).toBe(BUY.eventNoSpace);
  });

  it('3.7.1 a space of a player who has left the game is refused; a space not docked names some that are', () => {
    const g = game({ ana: { hand: ['Grunt'] }, nick: { lost: true } });
    expect(validateBuy(g.state, buy(g.id('Grunt'), { network: 'nick', x: 2, y: 0 }))?.message).toBe(
      'nick has left the game; choose another network',
    );
    const far = validateBuy(g.state, buy(g.id('Grunt'), { network: 'ana', x: 7, y: 7 }));
    expect(far?.hint).toBe('free docked spaces include 0,-1; 1,-1; -1,0; 2,0');
  });

  it('D-DECLARED-SPACE under V1.5.5 a space declared by a deployment on the stack is taken, and only that space', () => {
    const g = game({ profile: reading({ declaredSpaceReserved: true }), ana: { hand: ['Grunt', 'Filler'] } });
    const s = run(g.state, (tx) => applyBuy(tx, buy(g.id('Grunt'), AT))).state;
    const filler = g.id('Filler');
    expect(validateBuy(s, buy(filler, AT))?.key).toBe(BUY.spaceReserved);
    expect(validateBuy(s, buy(filler, { network: 'ana', x: -1, y: 1 }))?.key).not.toBe(BUY.spaceReserved);
    expect(validateBuy(s, buy(filler, { network: 'ana', x: 0, y: 1 }))).toBeNull();
    expect(validateBuy(s, buy(filler, { network: 'nick', x: -1, y: 0 }))).toBeNull();
  });

  it('D-RESOURCE-NETWORK the revealed resource docks only in its buyer’s network where the revision says so', () => {
    const g = game({
      profile: reading({ revealedResourceNetwork: 'own' }),
      ana: { resourceDeck: ['Market Stall'], revealedResource: true },
      nick: { hand: ['Kiosk'] },
    });
    const stall = g.id('Market Stall');
    expect(validateBuy(g.state, buy(stall, { network: 'nick', x: -1, y: 0 }))?.key).toBe(
      BUY.resourceOwnNetwork,
    );
    expect(validateBuy(g.state, buy(stall, AT))).toBeNull();
  });

  it('D-ASSET-TIMING assets on any turn with priority do not free permanent events from their own timing', () => {
    const g = game({
      profile: reading({ assetTiming: 'any-turn-with-priority', permanentEventTiming: 'own-turn' }),
      active: 'nick',
      holder: 'ana',
      ana: { hand: ['Grunt', 'Banner'] },
    });
    expect(validateBuy(g.state, buy(g.id('Grunt'), AT))).toBeNull();
    expect(validateBuy(g.state, buy(g.id('Banner'), AT))?.key).toBe(BUY.notOnOthersTurn);
  });
});

describe('buying from play: who may, and the protections (3.2.1.5, 5.3.1, 5.3.1.1)', () => {
  /** Nick's engaged Grunt docked in Ana's network, under his control; Nick's engaged Cleric in his own. */
  const crossed = (profile = V1_7, nickTurns = 3) => {
    const g = game({
      profile,
      ana: {
        network: [...ANA_NETWORK, { x: -1, y: 0, cards: [{ name: 'Grunt', owner: 'nick' }], engaged: true }],
      },
      nick: {
        turnsTaken: nickTurns,
        network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Gnost Cleric'], engaged: true }],
      },
    });
    const state = patch(g.state, (d) => {
      (d.cards[g.id('Grunt')] as { controller: string }).controller = 'nick';
    });
    return { ...g, state };
  };
  const offered = (s: Parameters<typeof legalBuy>[0], id: string) =>
    legalBuy(s, 'ana').filter((a) => a.type === 'buy' && a.card === id);

  it('5.3.1 an opponent’s engaged card docked in my network is offered once per space under V1.7', () => {
    const g = crossed();
    const grunt = g.id('Grunt');
    expect(buySource(g.state, 'ana', grunt)).toBe('opponent-network');
    const spaces = offered(g.state, grunt).map((a) =>
      a.type === 'buy' ? `${a.at?.network}:${a.at?.x},${a.at?.y}` : '',
    );
    expect(spaces.length).toBeGreaterThan(0);
    expect(new Set(spaces).size).toBe(spaces.length);
    // The space it leaves is free for its redeployment.
    expect(spaces).toContain('ana:-1,0');
  });

  it('D-BUY-FROM-PLAY where only cards in another player’s network can be bought, the one in mine is not', () => {
    const g = crossed(reading({ buyFromPlay: 'in-opponent-network' }));
    const grunt = g.id('Grunt');
    expect(offered(g.state, grunt)).toEqual([]);
    expect(validateBuy(g.state, buy(grunt, AT))?.key).toBe(BUY.fromPlayScope);
    expect(offered(g.state, g.id('Gnost Cleric')).length).toBeGreaterThan(0);
  });

  it('5.3.1.1 an opponent within his first two turns offers nothing to buy from play', () => {
    const g = crossed(V1_7, 1);
    expect(offered(g.state, g.id('Grunt'))).toEqual([]);
    expect(offered(g.state, g.id('Gnost Cleric'))).toEqual([]);
  });

  it('5.3.1.1 the protection ends with the controller’s second turn: it holds during that turn, not after', () => {
    const during = game({ active: 'nick', nick: { turnsTaken: 2 } });
    expect(protectedEarly(during.state, 'nick')).toBe(true);
    const after = game({ active: 'ana', nick: { turnsTaken: 2 } });
    expect(protectedEarly(after.state, 'nick')).toBe(false);
    expect(protectedEarly(game({ nick: { turnsTaken: 1 } }).state, 'nick')).toBe(true);
  });

  it('a legal buy names only what it needs: no targets or choices for a card without them', () => {
    const g = game({ ana: { hand: ['Windfall'] } });
    expect(legalBuy(g.state, 'ana')).toEqual([{ type: 'buy', player: 'ana', card: g.id('Windfall') }]);
  });
});

describe('what a buy says (3.2.1.5, 6.4.1, 5.3.4)', () => {
  it('the redeployment names its buyer and card; the deployment on the stack too', () => {
    const g = game({
      nick: { network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Gnost Cleric'], engaged: true }] },
    });
    const cleric = g.id('Gnost Cleric');
    const { events } = run(g.state, (tx) => applyBuy(tx, buy(cleric, AT)));
    expect(subjects(events).filter(([k]) => k === BUY.redeployed || k === BUY.deploymentOnStack)).toEqual([
      [BUY.redeployed, 'ana', cleric],
      [BUY.deploymentOnStack, 'ana', cleric],
    ]);
  });

  it('D-BUSINESS-PRICE an engaged business bought at a fixed price says so, naming it', () => {
    const g = game({
      profile: reading({ businessBuyPrice: 'fixed-10' }),
      ana: { money: 20 },
      nick: { network: [{ x: 0, y: 0, cards: ['Nick Corp'], engaged: true }, NICK_NETWORK[1]] },
    });
    const corp = g.id('Nick Corp');
    const { state, events } = run(g.state, (tx) => applyBuy(tx, buy(corp, AT)));
    expect(subjects(events)).toContainEqual([BUY.businessFixedPrice, null, corp]);
    expect(state.players[0]?.money).toBe(10);
  });

  it('5.3.4 a revealed resource already bought leaves nothing to put under the deck', () => {
    const g = game({ ana: { resourceDeck: ['Affluent Customers', 'Market Stall'], revealedResource: true } });
    const revealed = g.id('Affluent Customers');
    const moved = run(g.state, resourceToBottom);
    expect(moved.state.players[0]?.resourceDeck).toEqual([g.id('Market Stall'), revealed]);
    expect(subjects(moved.events)).toEqual([[BUY.resourceToBottom, 'ana', revealed]]);
    const bought = patch(g.state, (d) => {
      d.players[0]?.resourceDeck.shift();
    });
    const after = run(bought, resourceToBottom);
    expect(after.state.players[0]?.resourceDeck).toEqual([g.id('Market Stall')]);
    expect(after.state.players[0]?.revealedResource).toBeNull();
    expect(after.events).toEqual([]);
    expect(run(game().state, resourceToBottom).events).toEqual([]);
  });
});
