import { describe, expect, it } from 'vitest';
import {
  type Ability,
  type Action,
  buildState,
  type CardDefinition,
  cost,
  defineCard,
  type GameState,
  isEngaged,
  newGame,
  type StateSpec,
  withErrata,
} from '../../src/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { keywordsOf } from '../../src/rules/card-in-play.js';
import { regenerationStopsRetaliation } from '../../src/rules/keywords/regeneration.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import {
  ED3_0_EN,
  ED3_0_FR,
  keys,
  passUntil,
  play,
  playerOf,
  refusal,
  V1_5_5,
  V1_7,
  variant,
} from './support.js';

/**
 * The keyword parameters of chapter 9 (and 6.8 searching, 10.1 errata), each shown on a small position.
 * Every card here is hypothetical and carries only the text its test needs.
 */
const kw = (name: string, ...args: string[]) => ({ name, args });
const ab = (a: Ability) => a;

const POOL: Record<string, CardDefinition> = Object.fromEntries(
  [
    defineCard(
      'Regen',
      'character',
      cost(2),
      { IQ: 1, EQ: 1, MQ: 1, BQ: 3 },
      { keywords: [kw('REGENERATION', '1M')] },
    ),
    defineCard(
      'Doom',
      'event',
      cost(1),
      {},
      {
        abilities: [
          ab({
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'destroy', who: 'target-card' }],
            text: 'Destroy target card.',
          }),
        ],
      },
    ),
    defineCard(
      'Zapper',
      'event',
      cost(1),
      {},
      {
        abilities: [
          ab({
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'damage', trait: 'BQ', amount: 5, who: 'target-card' }],
            text: 'Deal 5 BQ damage to target card.',
          }),
        ],
      },
    ),
    defineCard(
      'Seeker',
      'event',
      cost(1),
      {},
      {
        abilities: [
          ab({
            kind: 'automatic',
            trigger: 'deployed',
            effects: [
              {
                op: 'search',
                who: 'controller',
                search: {
                  who: 'controller',
                  zones: 'deck',
                  filter: { name: 'Grunt' },
                  count: 2,
                  into: 'hand',
                },
              },
            ],
            text: 'Search your deck for up to 2 cards named Grunt.',
          }),
        ],
      },
    ),
    defineCard(
      'Rummage',
      'event',
      cost(1),
      {},
      {
        abilities: [
          ab({
            kind: 'automatic',
            trigger: 'deployed',
            effects: [
              {
                op: 'search',
                who: 'controller',
                search: { who: 'controller', zones: 'main-deck', filter: {}, count: 1, into: 'hand' },
              },
            ],
            text: 'Search your main deck for a card.',
          }),
        ],
      },
    ),
    defineCard(
      'Market Scan',
      'event',
      cost(1),
      {},
      {
        abilities: [
          ab({
            kind: 'automatic',
            trigger: 'deployed',
            effects: [
              {
                op: 'search',
                who: 'controller',
                search: {
                  who: 'controller',
                  zones: 'open-market',
                  filter: { types: ['location'] },
                  count: 1,
                  into: 'hand',
                },
              },
            ],
            text: 'Search your open market for a location.',
          }),
        ],
      },
    ),
    defineCard('Wave', 'event', cost(2), { MQ: 0 }, { keywords: [kw('DISASTER LEVEL', '1')] }),
    defineCard('Crisis', 'event', cost(1), {}, { subtypes: ['crisis'] }),
    defineCard(
      'Dropper',
      'character',
      cost(2),
      { IQ: 1, EQ: 1, MQ: 1, BQ: 1 },
      { keywords: [kw('DEAD DROP', '7')] },
    ),
    defineCard('Gun', 'equipment', cost(3, { BQ: 2 }), { BQ: 1 }),
    defineCard('Vest', 'equipment', cost(4), { BQ: 1 }),
    defineCard(
      'Mutant',
      'character',
      cost(3),
      { IQ: 1, EQ: 1, MQ: 1, BQ: 3 },
      { keywords: [kw('MUTATION', '4')] },
    ),
    defineCard('Claws', 'equipment', cost(2), { BQ: 1 }, { subtypes: ['mutation'] }),
    defineCard(
      'Loner',
      'character',
      cost(2),
      { IQ: 1, EQ: 1, MQ: 1, BQ: 1 },
      { keywords: [kw('INDEPENDENT')] },
    ),
    defineCard('Mover', 'character', cost(2), { IQ: 1, EQ: 1, MQ: 1, BQ: 1 }, { keywords: [kw('MOVE')] }),
    defineCard('Swapper', 'character', cost(2), { IQ: 1, EQ: 1, MQ: 1, BQ: 1 }, { keywords: [kw('SWAP')] }),
    defineCard('Forest', 'location', cost(1), { MQ: 1 }, { keywords: [kw('TERRAIN')] }),
    defineCard('Wings', 'equipment', cost(1), { BQ: 1 }, { keywords: [kw('FLYING')] }),
    defineCard(
      'Quaker',
      'character',
      cost(2),
      { IQ: 1, EQ: 1, MQ: 1, BQ: 1 },
      {
        abilities: [
          ab({
            kind: 'activated',
            cost: cost(0),
            effects: [{ op: 'damage', trait: 'BQ', amount: 1, who: 'each-in-radius', radius: 1 }],
            text: 'Deal 1 BQ damage to each card in radius 1.',
          }),
        ],
      },
    ),
    defineCard('Mindfire', 'event', cost(2), {}, {}),
    defineCard('Passionate Consumers', 'character', cost(1, { BQ: 2 }), { IQ: 1, EQ: 2, MQ: 1, BQ: 0 }),
  ].map((d) => [d.name, d]),
);
const LIBRARY = { ...TEST_LIBRARY, ...POOL };
const DECK = ['Grunt', 'Grunt', 'Grunt'];
const BUY = { turn: { buy: { main: 'open' } } } as const;

function at(profile: RevisionProfile, spec: Omit<StateSpec, 'library' | 'profile'>) {
  const built = buildState({ library: LIBRARY, profile, ...spec });
  const id = (name: string, i = 0): string => {
    const found = built.ids[name]?.[i];
    if (!found) throw new Error(`no card "${name}" #${i}`);
    return found;
  };
  return { state: built.state, id };
}

const ANA_NET = [
  { x: 0, y: 0, cards: ['Ana Corp'] },
  { x: 1, y: 0, cards: ['Raamaa'] },
];
const NICK_NET = [
  { x: 0, y: 0, cards: ['Nick Corp'] },
  { x: 1, y: 0, cards: ['Illithis'] },
];

/** Ana plays a card from hand (with targets) in her Buy Phase and everyone passes until something is asked. */
function playAndResolve(s: GameState, a: Action) {
  const r = play(s, a);
  const done = passUntil(r.state, (x) => x.pending.length > 0 || x.stack.length === 0);
  return { state: done.state, events: [...r.events, ...done.events] };
}

describe('searchDecks (D-SEARCH-DECKS)', () => {
  const seek = (p: RevisionProfile) => {
    const g = at(p, {
      turn: 5,
      flow: BUY,
      players: [
        {
          id: 'ana',
          hand: ['Seeker'],
          mainDeck: ['Grunt', 'Filler'],
          resourceDeck: ['Grunt'],
          network: ANA_NET,
        },
        { id: 'nick', mainDeck: DECK, network: NICK_NET },
      ],
    });
    const r = playAndResolve(g.state, { type: 'buy', player: 'ana', card: g.id('Seeker') });
    return { g, state: r.state };
  };
  it('one search covers both decks in V1.7; in Ed 3.0 EN the Grunts found must come from one deck', () => {
    const both = seek(V1_7);
    expect(both.state.pending[0]?.kind).toBe('search');
    const two: Action = {
      type: 'choose',
      player: 'ana',
      cards: [both.g.id('Grunt', 0), both.g.id('Grunt', 1)],
    };
    const found = play(both.state, two).state;
    expect(playerOf(found, 'ana').hand).toEqual([both.g.id('Grunt', 0), both.g.id('Grunt', 1)]);
    const en = seek(ED3_0_EN);
    expect(refusal(en.state, { ...two, cards: [en.g.id('Grunt', 0), en.g.id('Grunt', 1)] }).key).toBe(
      'search.fits',
    );
    expect(
      play(en.state, { type: 'choose', player: 'ana', cards: [en.g.id('Grunt', 1)] }).state.pending,
    ).toEqual([]);
  });
});

describe('searchShufflesOpenMarket (D-SEARCH-OM-SHUFFLE)', () => {
  it('V1.5.5 shuffles an open market that was searched; V1.7 keeps its order', () => {
    for (const [p, key] of [
      [V1_5_5, 'search.open-market-shuffled'],
      [V1_7, 'search.open-market-kept'],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          {
            id: 'ana',
            hand: ['Market Scan'],
            openMarket: ['Grunt', 'Watchtower', 'Filler'],
            network: ANA_NET,
          },
          { id: 'nick', mainDeck: DECK, network: NICK_NET },
        ],
      });
      const r = playAndResolve(g.state, { type: 'buy', player: 'ana', card: g.id('Market Scan') });
      const done = play(r.state, { type: 'choose', player: 'ana', cards: [g.id('Watchtower')] });
      expect(keys(done.events)).toContain(key);
      expect(playerOf(done.state, 'ana').hand).toEqual([g.id('Watchtower')]);
    }
  });
});

describe('searchMayFail (D-SEARCH-FAIL)', () => {
  it('a search for no quality may find nothing in V1.7, but must find a card in V1.5.5', () => {
    for (const [p, ok] of [
      [V1_7, true],
      [V1_5_5, false],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          { id: 'ana', hand: ['Rummage'], mainDeck: DECK, network: ANA_NET },
          { id: 'nick', mainDeck: DECK, network: NICK_NET },
        ],
      });
      const r = playAndResolve(g.state, { type: 'buy', player: 'ana', card: g.id('Rummage') });
      const nothing: Action = { type: 'choose', player: 'ana', cards: [] };
      if (ok) expect(play(r.state, nothing).state.pending).toEqual([]);
      else expect(refusal(r.state, nothing).key).toBe('search.must-find');
    }
  });
});

describe('disasterLevelSearchers (D-DISASTER-LEVEL)', () => {
  const wave = (p: RevisionProfile) => {
    const g = at(p, {
      turn: 5,
      flow: BUY,
      players: [
        { id: 'ana', hand: ['Wave'], mainDeck: ['Crisis', 'Filler'], network: ANA_NET },
        { id: 'nick', mainDeck: ['Crisis', 'Filler'], network: NICK_NET },
      ],
    });
    const r = play(g.state, { type: 'buy', player: 'ana', card: g.id('Wave') });
    return passUntil(r.state, (x) => x.pending.length > 0, 12).state;
  };
  it('only the other players search (9.12); the Ed 3.0 example reading lets the player of the card search too', () => {
    expect(wave(V1_7).pending.map((d) => d.player)).toEqual(['nick']);
    expect(wave(ED3_0_EN).pending.map((d) => d.player)).toEqual(['nick']);
    const every = variant(V1_7, { disasterLevelSearchers: 'every-player' });
    expect(wave(every).pending.map((d) => d.player)).toEqual(['ana', 'nick']);
  });
});

describe('disasterLevelZones (D-DISASTER-LEVEL)', () => {
  it('a crisis card only in the open market can be found in V1.7 and Ed 3.0 EN, not in Ed 3.0 FR (deck only)', () => {
    for (const [p, asked] of [
      [V1_7, true],
      [ED3_0_EN, true],
      [ED3_0_FR, false],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          { id: 'ana', hand: ['Wave'], mainDeck: DECK, network: ANA_NET },
          { id: 'nick', mainDeck: DECK, openMarket: ['Crisis'], network: NICK_NET },
        ],
      });
      const r = play(g.state, { type: 'buy', player: 'ana', card: g.id('Wave') });
      const done = passUntil(
        r.state,
        (x) => x.pending.length > 0 || (x.stack.length === 0 && x.lastResolved?.kind !== 'deployment'),
        12,
      );
      expect(done.state.pending.length > 0, p.id).toBe(asked);
    }
  });
});

describe('deadDropValuation (D-DEAD-DROP)', () => {
  const drop = (p: RevisionProfile) => {
    const g = at(p, {
      turn: 5,
      flow: BUY,
      players: [
        { id: 'ana', hand: ['Dropper'], mainDeck: ['Gun', 'Vest', 'Filler'], network: ANA_NET },
        { id: 'nick', mainDeck: DECK, network: NICK_NET },
      ],
    });
    const r = play(g.state, {
      type: 'buy',
      player: 'ana',
      card: g.id('Dropper'),
      at: { network: 'ana', x: 0, y: 1 },
    });
    return { g, state: passUntil(r.state, (x) => x.pending.length > 0, 12).state };
  };
  it('Gun (3M + 2BQ) and Vest (4M) fit DEAD DROP 7 by money (V1.7), not by total valuation (V1.5.5)', () => {
    const v17 = drop(V1_7);
    const both: Action = { type: 'choose', player: 'ana', cards: [v17.g.id('Gun'), v17.g.id('Vest')] };
    expect(play(v17.state, both).state.pending.map((d) => d.kind)).toEqual(['dock', 'dock']);
    const old = drop(V1_5_5);
    expect(refusal(old.state, { ...both, cards: [old.g.id('Gun'), old.g.id('Vest')] }).key).toBe(
      'search.fits',
    );
  });
});

describe('deadDropPlacement (D-DEAD-DROP)', () => {
  it('the equipment found docks on any legal space in V1.7, only next to the DEAD DROP card in Ed 3.0', () => {
    for (const [p, near] of [
      [V1_7, false],
      [ED3_0_FR, true],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          { id: 'ana', hand: ['Dropper'], mainDeck: ['Vest', 'Filler'], network: ANA_NET },
          { id: 'nick', mainDeck: DECK, network: NICK_NET },
        ],
      });
      const r = play(g.state, {
        type: 'buy',
        player: 'ana',
        card: g.id('Dropper'),
        at: { network: 'ana', x: 0, y: 1 },
      });
      const s = passUntil(r.state, (x) => x.pending.length > 0, 12).state;
      const found = play(s, { type: 'choose', player: 'ana', cards: [g.id('Vest')] }).state;
      const far: Action = {
        type: 'dock',
        player: 'ana',
        card: g.id('Vest'),
        at: { network: 'ana', x: 2, y: 0 },
      };
      if (near) {
        expect(refusal(found, far).key).toBe('pending.dock-near');
        const docked = play(found, { ...far, at: { network: 'ana', x: 0, y: 2 } }).state;
        expect(docked.pending).toEqual([]);
      } else {
        expect(
          play(found, far).state.players[0]?.network.some(
            (pile) => pile.x === 2 && pile.cards[0] === g.id('Vest'),
          ),
        ).toBe(true);
      }
    }
  });
});

describe('mutationTrigger (D-MUTATION)', () => {
  it('buying a MUTATION card from an open market triggers it in V1.7, not in Ed 3.0 EN (deployed from hand only)', () => {
    for (const [p, triggers] of [
      [V1_7, true],
      [ED3_0_EN, false],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          { id: 'ana', money: 10, mainDeck: ['Claws', 'Filler'], network: ANA_NET },
          { id: 'nick', mainDeck: DECK, openMarket: ['Mutant'], network: NICK_NET },
        ],
      });
      const r = play(g.state, {
        type: 'buy',
        player: 'ana',
        card: g.id('Mutant'),
        at: { network: 'ana', x: 0, y: 1 },
      });
      const done = passUntil(
        r.state,
        (x) => x.pending.length > 0 || (x.stack.length === 0 && x.lastResolved === null),
        12,
      );
      expect(done.state.pending.length > 0, p.id).toBe(triggers);
      if (triggers) {
        const bonded = play(done.state, { type: 'choose', player: 'ana', cards: [g.id('Claws')] }).state;
        expect(bonded.players[0]?.network.find((pile) => pile.x === 0 && pile.y === 1)?.cards).toEqual([
          g.id('Mutant'),
          g.id('Claws'),
        ]);
      } else {
        expect(keys(done.events)).toContain('keyword.mutation.from-hand-only');
      }
    }
  });
});

describe('independentMove (D-INDEPENDENT)', () => {
  it('an orphaned INDEPENDENT card may move to any network, or stay (V1.7); it must move within its network (V1.5.5)', () => {
    for (const [p, optional, scope] of [
      [V1_7, true, 'any-network'],
      [V1_5_5, false, 'same-network'],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          { id: 'ana', hand: ['Doom'], network: ANA_NET },
          {
            id: 'nick',
            mainDeck: DECK,
            network: [...NICK_NET, { x: 2, y: 0, cards: ['Grunt'] }, { x: 3, y: 0, cards: ['Loner'] }],
          },
        ],
      });
      const r = playAndResolve(g.state, {
        type: 'buy',
        player: 'ana',
        card: g.id('Doom'),
        targets: [g.id('Grunt')],
      });
      expect(r.state.pending[0]).toMatchObject({
        kind: 'move',
        player: 'nick',
        card: g.id('Loner'),
        optional,
        scope,
      });
      const stay: Action = { type: 'move', player: 'nick', card: g.id('Loner') };
      if (optional) expect(play(r.state, stay).state.pending).toEqual([]);
      else {
        expect(refusal(r.state, stay).key).toBe('keyword.move.moved');
        const moved = play(r.state, { ...stay, to: { network: 'nick', x: 0, y: 1 } }).state;
        expect(moved.players[1]?.network.find((pile) => pile.cards[0] === g.id('Loner'))).toMatchObject({
          x: 0,
          y: 1,
        });
      }
    }
  });
});

describe('moveScope (D-MOVE-NETWORK)', () => {
  it('MOVE may take a card into another network in V1.7, not in Ed 3.0 FR', () => {
    for (const [p, ok] of [
      [V1_7, true],
      [ED3_0_FR, false],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          { id: 'ana', network: [...ANA_NET, { x: 0, y: 1, cards: ['Mover'] }] },
          { id: 'nick', mainDeck: DECK, network: NICK_NET },
        ],
      });
      const r = playAndResolve(g.state, { type: 'activate', player: 'ana', card: g.id('Mover'), ability: 0 });
      const away: Action = {
        type: 'move',
        player: 'ana',
        card: g.id('Mover'),
        to: { network: 'nick', x: 0, y: 1 },
      };
      if (ok)
        expect(
          play(r.state, away).state.players[1]?.network.some((pile) => pile.cards[0] === g.id('Mover')),
        ).toBe(true);
      else expect(refusal(r.state, away).key).toBe('keyword.move.scope');
    }
  });
});

describe('swapScope (D-SWAP-NETWORK)', () => {
  it('SWAP may exchange cards of two networks in V1.7, not in Ed 3.0 FR', () => {
    for (const [p, ok] of [
      [V1_7, true],
      [ED3_0_FR, false],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          { id: 'ana', network: [...ANA_NET, { x: 0, y: 1, cards: ['Swapper'] }] },
          { id: 'nick', mainDeck: DECK, network: NICK_NET },
        ],
      });
      const a: Action = {
        type: 'activate',
        player: 'ana',
        card: g.id('Swapper'),
        ability: 0,
        targets: [g.id('Illithis')],
      };
      if (!ok) {
        expect(refusal(g.state, a).key).toBe('keyword.swap.same-network');
        continue;
      }
      const r = playAndResolve(g.state, a);
      expect(r.state.players[1]?.network.find((pile) => pile.x === 1 && pile.y === 0)?.cards).toEqual([
        g.id('Swapper'),
      ]);
      expect(r.state.players[0]?.network.find((pile) => pile.x === 0 && pile.y === 1)?.cards).toEqual([
        g.id('Illithis'),
      ]);
    }
  });
});

describe('terrainEngage (D-TERRAIN)', () => {
  it('an unbonded TERRAIN card cannot be engaged to produce in V1.7; Ed 3.0 FR has no such restriction', () => {
    for (const [p, ok] of [
      [V1_7, false],
      [ED3_0_FR, true],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          { id: 'ana', network: [...ANA_NET, { x: 0, y: 1, cards: ['Forest'] }] },
          { id: 'nick', mainDeck: DECK, network: NICK_NET },
        ],
      });
      const a: Action = { type: 'produce', player: 'ana', card: g.id('Forest'), trait: 'MQ' };
      if (ok) expect(play(g.state, a).state.players[0]?.pools.MQ).toBe(1);
      else expect(refusal(g.state, a).key).toBe('keyword.terrain.never-engaged');
    }
  });
});

describe('pileKeywords (D-PILE-KEYWORDS)', () => {
  it('in Ed 3.0 EN the top card has the keywords of the cards bonded under it', () => {
    for (const [p, has] of [
      [V1_7, false],
      [ED3_0_EN, true],
    ] as const) {
      const g = at(p, {
        turn: 5,
        players: [
          { id: 'ana', network: [...ANA_NET, { x: 0, y: 1, cards: ['Grunt', 'Wings'] }] },
          { id: 'nick', network: NICK_NET },
        ],
      });
      expect(
        keywordsOf(g.state, g.id('Grunt')).some((k) => k.name === 'FLYING'),
        p.id,
      ).toBe(has);
    }
  });
});

describe('bondedImmunity (D-BONDED-IMPERVIOUS)', () => {
  it('damage to each card in a radius reaches a bonded card in V1.7, not in V1.5.5', () => {
    for (const [p, reached] of [
      [V1_7, true],
      [V1_5_5, false],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: BUY,
        players: [
          {
            id: 'ana',
            network: [
              ...ANA_NET,
              { x: 0, y: 1, cards: ['Quaker'] },
              { x: -1, y: 1, cards: ['Grunt', 'Lineage'] },
            ],
          },
          { id: 'nick', mainDeck: DECK, network: NICK_NET },
        ],
      });
      const r = playAndResolve(g.state, {
        type: 'activate',
        player: 'ana',
        card: g.id('Quaker'),
        ability: 0,
      });
      const hit = r.events.filter((e) => e.type === 'effect.damage').map((e) => e.card);
      expect(hit.includes(g.id('Lineage')), p.id).toBe(reached);
    }
  });
});

/** Nick plays Zapper (5 BQ) on Ana's Regen (BQ 3 with a +2 BQ counter); Ana may regenerate it for 1 M. */
function zapRegen(p: RevisionProfile, engaged = false) {
  const g = at(p, {
    turn: 6,
    active: 'nick',
    flow: BUY,
    players: [
      {
        id: 'ana',
        money: 5,
        network: [...ANA_NET, { x: 0, y: 1, engaged, cards: [{ name: 'Regen', counters: { BQ: 2 } }] }],
      },
      { id: 'nick', hand: ['Zapper', 'Doom'], mainDeck: DECK, network: NICK_NET },
    ],
  });
  const r = playAndResolve(g.state, {
    type: 'buy',
    player: 'nick',
    card: g.id('Zapper'),
    targets: [g.id('Regen')],
  });
  return { g, state: r.state };
}

const regenerate = (card: string): Action => ({ type: 'activate', player: 'ana', card, ability: 0 });

describe('regenerationReset (D-REGEN-RESET)', () => {
  it('regenerating removes the damage and keeps a +2 BQ counter in V1.7; V1.5.5 resets BQ to its printed 3', () => {
    for (const [p, counters] of [
      [V1_7, { BQ: 2 }],
      [V1_5_5, {}],
    ] as const) {
      const z = zapRegen(p);
      expect(z.state.pending[0]).toMatchObject({ kind: 'regenerate', card: z.g.id('Regen') });
      const saved = play(z.state, regenerate(z.g.id('Regen')));
      expect(saved.state.cards[z.g.id('Regen')]).toMatchObject({ damage: {}, counters });
      expect(keys(saved.events)).toContain('keyword.regeneration.cancels-destruction');
      expect(saved.state.players[0]?.money).toBe(4);
    }
  });
  it('letting it go destroys it', () => {
    const z = zapRegen(V1_7);
    const gone = play(z.state, { type: 'choose', player: 'ana', cards: [] }).state;
    expect(playerOf(gone, 'ana').openMarket).toEqual([z.g.id('Regen')]);
  });
});

describe('regenerationDisengages (D-REGEN-ORIENTATION)', () => {
  it('an engaged card that regenerates disengages in V1.5.5 and stays engaged in Ed 3.0 FR', () => {
    for (const [p, engaged] of [
      [V1_5_5, false],
      [ED3_0_FR, true],
    ] as const) {
      const z = zapRegen(p, true);
      const saved = play(z.state, regenerate(z.g.id('Regen'))).state;
      expect(isEngaged(saved, z.g.id('Regen')), p.id).toBe(engaged);
    }
  });
});

describe('regeneratedMayRetaliate (D-REGEN-RETALIATE)', () => {
  it('a card that regenerated in this challenge may not retaliate in Ed 3.0 FR; V1.7 does not stop it', () => {
    for (const [p, stopped] of [
      [V1_7, false],
      [ED3_0_FR, true],
    ] as const) {
      const g = at(p, {
        turn: 5,
        players: [
          { id: 'ana', network: ANA_NET },
          { id: 'nick', network: [...NICK_NET, { x: 0, y: 1, cards: ['Regen'] }] },
        ],
      });
      const s: GameState = {
        ...g.state,
        challenge: {
          attacker: g.id('Raamaa'),
          attackerController: 'ana',
          target: { network: 'nick', x: 0, y: 1 },
          defending: g.id('Regen'),
          trait: 'BQ',
          blockers: [],
          defenders: [g.id('Regen')],
          defendingLeft: false,
          assignment: null,
          retaliation: {},
          destroyed: [],
          regenerated: [g.id('Regen')],
        },
      };
      expect(regenerationStopsRetaliation(s, g.id('Regen'))?.key ?? null, p.id).toBe(
        stopped ? 'keyword.regeneration.no-retaliation' : null,
      );
    }
  });
});

describe('regenerationAgainst (D-REGEN-NONDAMAGE)', () => {
  it('an effect that destroys a card outright can be regenerated against in V1.7, not in V1.5.5', () => {
    for (const [p, asked] of [
      [V1_7, true],
      [V1_5_5, false],
    ] as const) {
      const g = at(p, {
        turn: 6,
        active: 'nick',
        flow: BUY,
        players: [
          { id: 'ana', money: 5, network: [...ANA_NET, { x: 0, y: 1, cards: ['Regen'] }] },
          { id: 'nick', hand: ['Doom'], mainDeck: DECK, network: NICK_NET },
        ],
      });
      const r = playAndResolve(g.state, {
        type: 'buy',
        player: 'nick',
        card: g.id('Doom'),
        targets: [g.id('Regen')],
      });
      expect(
        r.state.pending.some((d) => d.kind === 'regenerate'),
        p.id,
      ).toBe(asked);
      if (!asked) expect(keys(r.events)).toContain('keyword.regeneration.not-against-effects');
    }
  });
});

describe('competitiveErrata (D-GOLDEN-ERRATA)', () => {
  it('V1.7 gives Mindfire ABRUPT and Passionate Consumers a 1 EQ trait valuation for competitive play only', () => {
    const v17 = withErrata(LIBRARY, V1_7.parameters).library;
    expect(v17.Mindfire?.keywords).toEqual([{ name: 'ABRUPT', args: [] }]);
    expect(v17['Passionate Consumers']?.cost).toEqual({ money: 1, traits: { EQ: 1 } });
    expect(withErrata(LIBRARY, V1_5_5.parameters).library).toBe(LIBRARY);
    const deck = Array.from({ length: 40 }, () => 'Mindfire');
    const players = ['ana', 'nick'].map((id) => ({
      id,
      business: id === 'ana' ? 'Ana Corp' : 'Nick Corp',
      founder: id === 'ana' ? 'Raamaa' : 'Illithis',
      mainDeck: deck,
      resourceDeck: Array.from({ length: 20 }, () => 'Affluent Customers'),
    }));
    const config = {
      library: LIBRARY,
      profile: { ...V1_7, parameters: { ...V1_7.parameters, maxCopies: 40 } },
      seed: 1,
      players,
    };
    const competitive = newGame({ ...config, format: 'competitive' });
    const casual = newGame(config);
    if (!competitive.ok || !casual.ok) throw new Error('the games should start');
    expect(competitive.state.library.Mindfire?.keywords.map((k) => k.name)).toEqual(['ABRUPT']);
    expect(casual.state.library.Mindfire?.keywords).toEqual([]);
  });
});
