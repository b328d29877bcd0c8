import { describe, expect, it } from 'vitest';
import { buildState, type PileSpec } from '../../src/build/state.js';
import { cost, defineCard } from '../../src/index.js';
import type { GameState } from '../../src/model/state.js';
import { V1_7 } from '../../src/revisions/index.js';
import { ACTION } from '../../src/rules/action-shape.js';
import { DESTRUCTION } from '../../src/rules/destruction.js';
import {
  applyKeepUnique,
  enforceUnique,
  legalKeepUnique,
  UNIQUE,
  validateKeepUnique,
} from '../../src/rules/unique.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { ANA_NETWORK, NICK_NETWORK, patch, reading, run, subjects } from './support.js';

/** The test pool and a hypothetical unique equipment. */
const LIBRARY = {
  ...TEST_LIBRARY,
  Relic: defineCard('Relic', 'equipment', cost(1), { BQ: 1 }, { unique: true }),
};

const TO_MARKET = reading({ uniqueDuplicate: 'older-to-open-market' });
const CHOOSES = reading({ uniqueDuplicate: 'chooses-which-stays' });

/** Ana with the `older` pile at (0,1) (an Icon) and the newest Icon at (-1,0); Nick as usual. */
function twoIcons(profile = V1_7, older: PileSpec['cards'] = ['Icon']) {
  const built = buildState({
    library: LIBRARY,
    profile,
    players: [
      {
        id: 'ana',
        hand: ['Grunt'],
        network: [...ANA_NETWORK, { x: 0, y: 1, cards: older }, { x: -1, y: 0, cards: ['Icon'] }],
      },
      { id: 'nick', network: NICK_NETWORK },
    ],
  });
  const icons = built.ids.Icon ?? [];
  return { ...built, older: icons[0]!, newest: icons[icons.length - 1]! };
}

const inNetwork = (s: GameState, id: string) =>
  s.players.some((p) => p.network.some((x) => x.cards.includes(id)));

describe('a second unique card (7.8)', () => {
  it('7.8 only unique cards are checked: a second Grunt under the same player stays', () => {
    const b = buildState({
      library: LIBRARY,
      players: [
        {
          id: 'ana',
          network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Grunt'] }, { x: -1, y: 0, cards: ['Grunt'] }],
        },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const { state, events } = run(b.state, (tx) => enforceUnique(tx, b.ids.Grunt![1]!));
    expect(events).toEqual([]);
    expect(state).toEqual(b.state);
  });

  it('7.8 V1.7 the older copy is destroyed; the newest stays', () => {
    const g = twoIcons();
    const { state, events } = run(g.state, (tx) => enforceUnique(tx, g.newest));
    expect(subjects(events)).toEqual([[UNIQUE.newestSurvives, 'ana', g.older]]);
    expect(state.players[0]?.openMarket).toEqual([g.older]);
    expect(inNetwork(state, g.newest)).toBe(true);
  });

  it('7.8.1 copies under other players stay; the event names them, "controls" for one and "control" for two', () => {
    const one = twoIcons(V1_7, ['Grunt']);
    const g = buildState({
      library: LIBRARY,
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Icon'] }] },
        { id: 'nick', network: [...NICK_NETWORK, { x: 2, y: 0, cards: ['Icon'] }] },
        {
          id: 'zoe',
          network: [
            { x: 0, y: 0, cards: ['Ana Corp'] },
            { x: 1, y: 0, cards: ['Icon'] },
          ],
        },
      ],
    });
    const mine = g.ids.Icon![0]!;
    const { state, events } = run(g.state, (tx) => enforceUnique(tx, mine));
    expect(subjects(events)).toEqual([[UNIQUE.perController, 'ana', mine]]);
    expect(events[0]?.text).toBe(
      "Icon stays beside the copy nick and zoe control: another player's unique card is no duplicate",
    );
    for (const id of g.ids.Icon!) expect(inNetwork(state, id)).toBe(true);
    // With Nick's copy alone.
    const single = buildState({
      library: LIBRARY,
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Icon'] }] },
        { id: 'nick', network: [...NICK_NETWORK, { x: 2, y: 0, cards: ['Icon'] }] },
      ],
    });
    const text = run(single.state, (tx) => enforceUnique(tx, single.ids.Icon![0]!)).events[0]?.text;
    expect(text).toBe(
      "Icon stays beside the copy nick controls: another player's unique card is no duplicate",
    );
    expect(run(one.state, (tx) => enforceUnique(tx, one.newest)).events).toEqual([]);
  });

  it('7.8 where the player chooses which copy stays, he is asked, with the newest first', () => {
    const g = twoIcons(CHOOSES);
    const { state, events } = run(g.state, (tx) => enforceUnique(tx, g.newest));
    expect(state.pending).toEqual([{ kind: 'keep-unique', player: 'ana', cards: [g.newest, g.older] }]);
    expect(subjects(events)).toEqual([[UNIQUE.chooseSurvivor, 'ana', null]]);
    expect(inNetwork(state, g.older)).toBe(true);
  });

  it('1.2.2.2 where the revision says so, deploying a unique card reveals its controller’s hand', () => {
    const g = twoIcons(reading({ uniqueRevealsHand: true }), ['Grunt']);
    const { events } = run(g.state, (tx) => enforceUnique(tx, g.newest));
    expect(subjects(events)).toEqual([[UNIQUE.revealHand, 'ana', null]]);
    expect(events[0]?.text).toBe('ana deploys Icon and reveals his hand: Grunt');
  });
});

describe('older copies to the open market (7.8, Ed 3.0 and V1.5.5 readings)', () => {
  it('7.8 the older copy goes to its owner’s open market; the cards bonded under it are destroyed (3.10.9)', () => {
    const g = twoIcons(TO_MARKET, ['Icon', 'Lineage']);
    const lineage = g.ids.Lineage![0]!;
    const { state, events } = run(g.state, (tx) => enforceUnique(tx, g.newest));
    expect(subjects(events)).toEqual([
      [UNIQUE.olderToOpenMarket, 'ana', g.older],
      [UNIQUE.olderToOpenMarket, 'ana', lineage],
    ]);
    expect(state.players[0]?.openMarket).toEqual([lineage, g.older]);
    expect(inNetwork(state, g.newest)).toBe(true);
    expect(state.players[0]?.money).toBe(g.state.players[0]?.money);
  });

  it('7.8 an older copy bonded under another card leaves alone: the card above it stays', () => {
    const b = buildState({
      library: LIBRARY,
      profile: TO_MARKET,
      players: [
        {
          id: 'ana',
          network: [
            ...ANA_NETWORK,
            { x: 0, y: 1, cards: ['Grunt', 'Relic'] },
            { x: -1, y: 0, cards: ['Relic'] },
          ],
        },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const [older, newest] = b.ids.Relic!;
    const { state, events } = run(b.state, (tx) => enforceUnique(tx, newest!));
    expect(subjects(events)).toEqual([[UNIQUE.olderToOpenMarket, 'ana', older]]);
    expect(state.players[0]?.network.find((p) => p.y === 1)?.cards).toEqual([b.ids.Grunt![0]]);
    expect(state.players[0]?.openMarket).toEqual([older]);
  });

  it('7.9 an older copy that is a token goes to no open market: it ceases to exist', () => {
    const g = twoIcons(TO_MARKET, [{ name: 'Icon', token: true }]);
    const { state } = run(g.state, (tx) => enforceUnique(tx, g.newest));
    expect(state.cards[g.older]).toBeUndefined();
    expect(state.players[0]?.openMarket).toEqual([]);
  });

  it('7.8 V1.5.5 the player gains the money valuation of the copy sent away', () => {
    const g = twoIcons(reading({ uniqueDuplicate: 'older-to-open-market-with-refund' }));
    const { state } = run(g.state, (tx) => enforceUnique(tx, g.newest));
    expect(state.players[0]?.money).toBeGreaterThan(g.state.players[0]?.money ?? 0);
  });
});

describe('choosing which copy stays (keep-unique)', () => {
  const asked = () => {
    const g = twoIcons(CHOOSES);
    return { ...g, state: run(g.state, (tx) => enforceUnique(tx, g.newest)).state };
  };

  it('7.8 the player asked keeps one copy: one keep per copy is offered to him, none to anybody else', () => {
    const g = asked();
    expect(legalKeepUnique(g.state, 'ana')).toEqual([
      { type: 'keep', player: 'ana', card: g.newest },
      { type: 'keep', player: 'ana', card: g.older },
    ]);
    expect(legalKeepUnique(g.state, 'nick')).toEqual([]);
    expect(legalKeepUnique(twoIcons(CHOOSES).state, 'ana')).toEqual([]);
  });

  it('7.8 a keep must come from a player of the game, the one asked, and name one of the copies', () => {
    const g = asked();
    const keep = (player: string, card?: string) =>
      ({ type: 'keep', player, ...(card ? { card } : {}) }) as const;
    expect(validateKeepUnique(g.state, keep('zoe', g.older))?.key).toBe(ACTION.unknownPlayer);
    expect(validateKeepUnique(g.state, keep('nick', g.older))?.key).toBe(UNIQUE.chooseSurvivor);
    expect(validateKeepUnique(g.state, keep('ana'))?.key).toBe(UNIQUE.chooseSurvivor);
    expect(validateKeepUnique(g.state, keep('ana', g.ids.Raamaa![0]!))?.key).toBe(UNIQUE.chooseSurvivor);
    expect(validateKeepUnique(g.state, keep('ana', g.older))).toBeNull();
    // Nothing asked: nothing to keep.
    expect(validateKeepUnique(twoIcons(CHOOSES).state, keep('ana', g.older))?.key).toBe(
      UNIQUE.chooseSurvivor,
    );
  });

  it('7.8 the copy kept stays, even the older one; the others are destroyed', () => {
    const g = asked();
    const { state, events } = run(g.state, (tx) =>
      applyKeepUnique(tx, { type: 'keep', player: 'ana', card: g.older }),
    );
    expect(state.pending).toEqual([]);
    expect(subjects(events)).toEqual([
      [UNIQUE.chooseSurvivor, 'ana', g.older],
      [UNIQUE.chooseSurvivor, 'ana', g.newest],
    ]);
    expect(inNetwork(state, g.older)).toBe(true);
    expect(state.players[0]?.openMarket).toEqual([g.newest]);
  });

  it('7.8 a copy that left play while the choice waited is not destroyed again', () => {
    const g = asked();
    // The newest went to the open market meanwhile (say, an earlier choice of the same deployment).
    const gone = patch(g.state, (s) => {
      const ana = s.players[0]!;
      for (const pile of ana.network) pile.cards = pile.cards.filter((id) => id !== g.newest);
      ana.network = ana.network.filter((pile) => pile.cards.length > 0);
      ana.openMarket.push(g.newest);
    });
    const { state, events } = run(gone, (tx) =>
      applyKeepUnique(tx, { type: 'keep', player: 'ana', card: g.older }),
    );
    expect(subjects(events)).toEqual([[UNIQUE.chooseSurvivor, 'ana', g.older]]);
    expect(state.players[0]?.openMarket).toEqual([g.newest]);
    expect(keysOf(events)).not.toContain(DESTRUCTION.destroy);
  });
});

const keysOf = (events: readonly { type: string }[]) => events.map((e) => e.type);
