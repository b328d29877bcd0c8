import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../src/model/card.js';
import type { GameEvent } from '../../src/model/event.js';
import type { FlowValue, GameState } from '../../src/model/state.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { BID } from '../../src/rules/bid.js';
import {
  allBidsIn,
  allFoundersPlaced,
  allKept,
  applyBid,
  applyGoFirst,
  applyKeep,
  applyMulligan,
  applyPlaceFounder,
  bidAgain,
  biddingSkipped,
  createGame,
  drawOpeningHands,
  type GameConfig,
  legalBids,
  legalGoFirst,
  legalMulligans,
  legalPlaceFounder,
  type PlayerConfig,
  pickRandomStarter,
  placeBusinesses,
  revealBids,
  SETUP,
  shuffleDecks,
  startFirstTurn,
  validateBid,
  validateGoFirst,
  validateKeep,
  validateMulligan,
  validatePlaceFounder,
} from '../../src/rules/setup.js';
import { type Tx, transact } from '../../src/rules/tx.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { reading } from './support.js';

const MAIN_NAMES = [
  'Raamaa',
  'Illithis',
  'Gnost Cleric',
  'Hierarch',
  'Lineage',
  'Grunt',
  'Watchtower',
  'Market Stall',
  'Costly Lab',
  'Filler',
];
const MAIN = MAIN_NAMES.flatMap((n) => [n, n, n, n]);
const RESOURCE = Array.from({ length: 20 }, () => 'Affluent Customers');

const deck = (id: string, over: Partial<PlayerConfig> = {}): PlayerConfig => ({
  id,
  business: id === 'nick' ? 'Nick Corp' : 'Ana Corp',
  founder: id === 'nick' ? 'Illithis' : 'Raamaa',
  mainDeck: MAIN,
  resourceDeck: RESOURCE,
  ...over,
});

const config = (over: Partial<GameConfig> = {}): GameConfig => ({
  library: TEST_LIBRARY,
  profile: V1_7,
  seed: 7,
  players: [deck('ana'), deck('nick')],
  ...over,
});

function newGame(over: Partial<GameConfig> = {}): GameState {
  const r = createGame(config(over));
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  return r.state;
}

const at = (s: GameState, flow: FlowValue): GameState => ({ ...s, flow });
const BIDDING: FlowValue = { setup: { firstPlayer: 'bidding' } };
const CHOOSING: FlowValue = { setup: { firstPlayer: 'choosing' } };
const MULLIGAN: FlowValue = { setup: 'mulligan' };
const FOUNDERS: FlowValue = { setup: 'founders' };

function run(s: GameState, fn: (tx: Tx) => void): { state: GameState; events: GameEvent[] } {
  return transact(s, fn);
}

const clauses = (events: readonly GameEvent[]) => events.map((e) => e.citation.clause);
const cardCount = (s: GameState) => {
  let n = Object.keys(s.setup?.businesses ?? {}).length + Object.keys(s.setup?.founders ?? {}).length;
  for (const p of s.players) {
    n += p.mainDeck.length + p.resourceDeck.length + p.hand.length + p.openMarket.length;
    for (const pile of p.network) n += pile.cards.length;
  }
  return n;
};

describe('deck construction (4.1) and a new game', () => {
  it('4.1 a legal configuration creates a game with deterministic card ids and the starting money', () => {
    const s = newGame();
    expect(s.flow).toBe('setup');
    expect(s.setup?.businesses).toEqual({ ana: 'ana.1', nick: 'nick.1' });
    expect(s.setup?.founders).toEqual({ ana: 'ana.2', nick: 'nick.2' });
    expect(s.cards['ana.3']?.name).toBe('Raamaa');
    expect(s.players[0]?.mainDeck).toHaveLength(40);
    expect(s.players[0]?.resourceDeck).toHaveLength(20);
    expect(s.players.map((p) => p.money)).toEqual([10, 10]); // 4.2.2
    expect(s.turn.starting).toBeNull();
    expect(s.setup?.method).toBe('random');
    expect(cardCount(s)).toBe(2 * 62);
    expect(newGame()).toEqual(s);
  });

  it('1.1 a game has at least two players, and 1.1.2 at most nine', () => {
    const one = createGame(config({ players: [deck('ana')] }));
    expect(one.ok).toBe(false);
    if (!one.ok) expect(one.problems.map((p) => p.key)).toEqual([SETUP.playerCount]);
    const ten = createGame(config({ players: Array.from({ length: 10 }, (_, i) => deck(`p${i}`)) }));
    expect(!ten.ok && ten.problems.map((p) => p.key)).toEqual([SETUP.playerLimit]);
    const nine = createGame(config({ players: Array.from({ length: 9 }, (_, i) => deck(`p${i}`)) }));
    expect(nine.ok).toBe(true);
  });

  it('1.2.3 player ids are distinct', () => {
    const r = createGame(config({ players: [deck('ana'), deck('ana')] }));
    expect(!r.ok && r.problems.map((p) => p.key)).toEqual([SETUP.distinctPlayers]);
  });

  it('4.1.1 a main deck below the minimum is refused', () => {
    const r = createGame(config({ players: [deck('ana', { mainDeck: MAIN.slice(0, 39) }), deck('nick')] }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toHaveLength(1);
      expect(r.problems[0]).toMatchObject({ key: SETUP.mainDeckSize, clause: '4.1.1', revision: 'v1.7' });
    }
  });

  it('4.1.1.1 at most four copies of one name in the main deck', () => {
    const r = createGame(config({ players: [deck('ana', { mainDeck: [...MAIN, 'Grunt'] }), deck('nick')] }));
    expect(!r.ok && r.problems.map((p) => [p.key, p.clause])).toEqual([[SETUP.copyLimit, '4.1.1.1']]);
  });

  it('4.1.2 a resource deck below the minimum is refused', () => {
    const r = createGame(
      config({ players: [deck('ana'), deck('nick', { resourceDeck: RESOURCE.slice(1) })] }),
    );
    expect(!r.ok && r.problems.map((p) => p.clause)).toEqual(['4.1.2']);
  });

  it('4.1.2.1 the resource deck may hold any number of copies', () => {
    const many = Array.from({ length: 60 }, () => 'Affluent Customers');
    expect(createGame(config({ players: [deck('ana', { resourceDeck: many }), deck('nick')] })).ok).toBe(
      true,
    );
  });

  it('4.1 the business must be a business card and the founder a founder character', () => {
    const r = createGame(
      config({ players: [deck('ana', { business: 'Raamaa', founder: 'Grunt' }), deck('nick')] }),
    );
    expect(!r.ok && r.problems.map((p) => p.key)).toEqual([SETUP.businessCard, SETUP.founderCard]);
  });

  it('4.1 one problem per breach, for every player', () => {
    const r = createGame(
      config({
        players: [
          deck('ana', { mainDeck: [...MAIN.slice(0, 30), 'Ana Corp'], resourceDeck: ['Grunt', ...RESOURCE] }),
          deck('nick', { founder: 'No Such Card' }),
        ],
      }),
    );
    expect(!r.ok && r.problems.map((p) => p.key)).toEqual([
      SETUP.mainDeckSize,
      SETUP.mainDeckCards,
      SETUP.resourceDeckCards,
      SETUP.knownCards,
    ]);
  });

  it('4.1 the minimums and the copy limit come from the profile', () => {
    const profile = {
      ...V1_7,
      parameters: { ...V1_7.parameters, minMainDeck: 10, minResourceDeck: 1, maxCopies: 1 },
    };
    const small = deck('ana', { mainDeck: MAIN_NAMES, resourceDeck: ['Affluent Customers'] });
    expect(createGame(config({ profile, players: [small, deck('nick', { mainDeck: MAIN_NAMES })] })).ok).toBe(
      true,
    );
  });
});

describe('shuffling (4.2.1)', () => {
  it('4.2.1 shuffles both decks of each player with the seeded generator', () => {
    const s = newGame();
    const { state, events } = run(s, shuffleDecks);
    const ana = state.players[0];
    expect(ana?.mainDeck).not.toEqual(s.players[0]?.mainDeck);
    expect([...(ana?.mainDeck ?? [])].sort()).toEqual([...(s.players[0]?.mainDeck ?? [])].sort());
    expect(state.rng).not.toEqual(s.rng);
    expect(clauses(events)).toEqual(['4.2.1', '4.2.1']);
    expect(run(s, shuffleDecks).state).toEqual(state); // 4.2.1.1 random, yet replayable from the seed
    expect(run(newGame({ seed: 8 }), shuffleDecks).state.players[0]?.mainDeck).not.toEqual(ana?.mainDeck);
  });
});

describe('the starting player by bid (4.2.3)', () => {
  const bidding = () => at(newGame({ firstPlayer: 'bid' }), BIDDING);

  it('4.2.3 all players bid in secret and the log hides the amount', () => {
    const s = bidding();
    expect(biddingSkipped(s)).toBe(false);
    const r = run(s, (tx) => applyBid(tx, { type: 'bid', player: 'ana', amount: 3 }));
    expect(r.events[0]?.citation.clause).toBe('1.2.9.1');
    expect(r.events[0]?.text).not.toContain('3');
    expect(allBidsIn(r.state)).toBe(false);
    expect(validateBid(r.state, { type: 'bid', player: 'ana', amount: 2 })?.key).toBe(BID.oncePerRound);
  });

  it('4.2.3.1 the winner pays his bid and becomes the starting player', () => {
    let s = bidding();
    s = run(s, (tx) => applyBid(tx, { type: 'bid', player: 'ana', amount: 3 })).state;
    s = run(s, (tx) => applyBid(tx, { type: 'bid', player: 'nick', amount: 2 })).state;
    expect(allBidsIn(s)).toBe(true);
    const { state, events } = run(s, revealBids);
    expect(state.turn.starting).toBe('ana');
    expect(state.players.map((p) => p.money)).toEqual([7, 10]);
    expect(clauses(events)).toEqual(['1.2.9.2', '1.2.9.3', '1.2.9.4', '4.2.3.1', '4.2.3.1']);
    expect(events[0]?.text).toContain('ana 3 M');
  });

  it('1.2.9.5 a tie sends the top bidders to a second round with their bids as the floor', () => {
    let s = bidding();
    s = run(s, (tx) => applyBid(tx, { type: 'bid', player: 'ana', amount: 2 })).state;
    s = run(s, (tx) => applyBid(tx, { type: 'bid', player: 'nick', amount: 2 })).state;
    s = run(s, revealBids).state;
    expect(bidAgain(s)).toBe(true);
    expect(s.setup).toMatchObject({
      bidRound: 2,
      bidders: ['ana', 'nick'],
      lastBids: { ana: 2, nick: 2 },
      bids: {},
    });
    expect(validateBid(s, { type: 'bid', player: 'ana', amount: 1 })?.clause).toBe('1.2.9.5.1');
    expect(legalBids(s, 'ana').map((a) => (a.type === 'bid' ? a.amount : -1))).toEqual([
      0, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('4.2.3.2 a tie after the third round falls back to the random method', () => {
    let s = bidding();
    for (let round = 1; round <= 3; round++) {
      s = run(s, (tx) => applyBid(tx, { type: 'bid', player: 'ana', amount: 4 })).state;
      s = run(s, (tx) => applyBid(tx, { type: 'bid', player: 'nick', amount: 4 })).state;
      s = run(s, revealBids).state;
    }
    expect(s.turn.starting).toBeNull();
    expect(bidAgain(s)).toBe(false);
    expect(s.setup?.method).toBe('random');
    expect(s.players.map((p) => p.money)).toEqual([10, 10]);
  });

  it('4.2.3.2 when nobody bids the random method decides', () => {
    let s = bidding();
    s = run(s, (tx) => applyBid(tx, { type: 'bid', player: 'ana', amount: 0 })).state;
    s = run(s, (tx) => applyBid(tx, { type: 'bid', player: 'nick', amount: 0 })).state;
    const { state, events } = run(s, revealBids);
    expect(state.turn.starting).toBeNull();
    expect(bidAgain(state)).toBe(false);
    expect(events.at(-1)?.citation.clause).toBe('4.2.3.2');
  });

  it('4.2.3 no bid is taken outside the bidding step or when the random method was chosen', () => {
    expect(validateBid(newGame({ firstPlayer: 'bid' }), { type: 'bid', player: 'ana', amount: 1 })?.key).toBe(
      SETUP.bidToStart,
    );
    const random = at(newGame(), BIDDING);
    expect(biddingSkipped(random)).toBe(true);
    expect(validateBid(random, { type: 'bid', player: 'ana', amount: 1 })?.key).toBe(SETUP.bidToStart);
    expect(legalBids(random, 'ana')).toEqual([]);
  });

  it('an unknown player is a violation, not an exception', () => {
    expect(validateBid(bidding(), { type: 'bid', player: 'zed', amount: 1 })?.clause).toBe('1.2.3');
  });
});

describe('the starting player at random (4.2.4)', () => {
  it('4.2.4.2 in a two-player game the picked player chooses to go first or not', () => {
    const { state, events } = run(newGame(), pickRandomStarter);
    const chosen = state.setup?.chosen;
    expect(chosen === 'ana' || chosen === 'nick').toBe(true);
    expect(state.turn.starting).toBeNull();
    expect(clauses(events)).toEqual(['4.2.4.1']);
    const s = at(state, CHOOSING);
    const other = chosen === 'ana' ? 'nick' : 'ana';
    expect(validateGoFirst(s, { type: 'go-first', player: other, accept: true })?.key).toBe(
      SETUP.goFirstChoice,
    );
    expect(legalGoFirst(s, chosen as string)).toHaveLength(2);
    expect(legalGoFirst(s, other)).toEqual([]);
    const declined = run(s, (tx) =>
      applyGoFirst(tx, { type: 'go-first', player: chosen as string, accept: false }),
    );
    expect(declined.state.turn.starting).toBe(other);
    expect(declined.events[0]?.citation.clause).toBe('4.2.4.2');
    const accepted = run(s, (tx) =>
      applyGoFirst(tx, { type: 'go-first', player: chosen as string, accept: true }),
    );
    expect(accepted.state.turn.starting).toBe(chosen);
  });

  it('4.2.4.3 in a multiplayer game the picked player simply starts', () => {
    const s = newGame({ players: [deck('ana'), deck('nick'), deck('olga')] });
    const { state, events } = run(s, pickRandomStarter);
    expect(state.turn.starting).not.toBeNull();
    expect(state.setup?.chosen).toBeNull();
    expect(clauses(events)).toEqual(['4.2.4.1', '4.2.4.3']);
  });

  it('4.2.4.1 the pick is random but the same seed picks the same player', () => {
    const picks = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const a = run(newGame({ seed }), pickRandomStarter).state.setup?.chosen;
      expect(run(newGame({ seed }), pickRandomStarter).state.setup?.chosen).toBe(a);
      picks.add(a as string);
    }
    expect(picks.size).toBe(2);
  });
});

describe('opening hands and mulligans (4.2.5)', () => {
  const drawn = () => at(run(run(newGame(), shuffleDecks).state, drawOpeningHands).state, MULLIGAN);

  it('4.2.5 each player draws the opening hand from the top of the main deck', () => {
    const s = run(newGame(), shuffleDecks).state;
    const top = s.players[0]?.mainDeck.slice(0, 5);
    const { state, events } = run(s, drawOpeningHands);
    expect(state.players[0]?.hand).toEqual(top);
    expect(state.players.map((p) => [p.hand.length, p.mainDeck.length])).toEqual([
      [5, 35],
      [5, 35],
    ]);
    expect(clauses(events)).toEqual(['4.2.5', '4.2.5']);
  });

  it('4.2.5.1 a mulligan shuffles the hand back and draws one card fewer', () => {
    const s = drawn();
    const { state, events } = run(s, (tx) => applyMulligan(tx, { type: 'mulligan', player: 'ana' }));
    expect(state.players[0]?.hand).toHaveLength(4);
    expect(state.players[0]?.mainDeck).toHaveLength(36);
    expect(state.setup?.handSize.ana).toBe(4);
    expect(clauses(events)).toEqual(['4.2.5.1']);
    expect(cardCount(state)).toBe(cardCount(s));
  });

  it('4.2.5.1 mulligans repeat down to zero cards, and an empty hand is kept', () => {
    let s = drawn();
    for (let n = 4; n >= 0; n--) {
      expect(validateMulligan(s, { type: 'mulligan', player: 'ana' })).toBeNull();
      s = run(s, (tx) => applyMulligan(tx, { type: 'mulligan', player: 'ana' })).state;
      expect(s.players[0]?.hand).toHaveLength(n);
    }
    expect(s.setup?.kept).toEqual(['ana']);
    expect(validateMulligan(s, { type: 'mulligan', player: 'ana' })?.key).toBe(SETUP.keep);
    expect(legalMulligans(s, 'ana')).toEqual([]);
  });

  it('4.2.5.1 keeping ends the player’s mulligans; all kept ends the step', () => {
    let s = drawn();
    expect(legalMulligans(s, 'nick')).toHaveLength(2);
    s = run(s, (tx) => applyKeep(tx, { type: 'keep', player: 'nick' })).state;
    expect(validateKeep(s, { type: 'keep', player: 'nick' })?.clause).toBe('4.2.5.1');
    expect(allKept(s)).toBe(false);
    s = run(s, (tx) => applyKeep(tx, { type: 'keep', player: 'ana' })).state;
    expect(allKept(s)).toBe(true);
  });

  it('4.2.5.1 mulligans happen only in the mulligan step', () => {
    expect(validateMulligan(at(drawn(), FOUNDERS), { type: 'mulligan', player: 'ana' })?.key).toBe(
      SETUP.mulligan,
    );
  });
});

describe('business and founder (4.2.6–4.2.8)', () => {
  const placed = () => at(run(newGame(), placeBusinesses).state, FOUNDERS);

  it('4.2.6 each business goes to (0,0) of its owner’s network', () => {
    const { state, events } = run(newGame(), placeBusinesses);
    expect(state.players.map((p) => p.network)).toEqual([
      [{ x: 0, y: 0, cards: ['ana.1'] }],
      [{ x: 0, y: 0, cards: ['nick.1'] }],
    ]);
    expect(state.setup?.businesses).toEqual({});
    expect(clauses(events)).toEqual(['4.2.6', '4.2.6']);
  });

  it('4.2.7 the founder must dock orthogonally next to the business', () => {
    const s = placed();
    const ok = { type: 'place-founder', player: 'ana', card: 'ana.2', at: { x: 0, y: 1 } } as const;
    expect(validatePlaceFounder(s, ok)).toBeNull();
    const diagonal = { ...ok, at: { x: 1, y: 1 } };
    expect(validatePlaceFounder(s, diagonal)).toMatchObject({ key: SETUP.founderDocked, clause: '4.2.7' });
    expect(validatePlaceFounder(s, { ...ok, at: { x: 0, y: 0 } })?.key).toBe(SETUP.founderDocked);
    expect(validatePlaceFounder(s, { ...ok, card: 'ana.3' })?.key).toBe(SETUP.placeFounder);
    expect(validatePlaceFounder(s, { ...ok, card: 'nope' })?.clause).toBe('3.1');
    expect(legalPlaceFounder(s, 'ana')).toHaveLength(4);
    for (const a of legalPlaceFounder(s, 'ana')) expect(validatePlaceFounder(s, a as typeof ok)).toBeNull();
  });

  it('4.2.7 placing the founder puts it in play; then the next turn begins with the starter (4.2.8)', () => {
    let s = placed();
    const r = run(s, (tx) =>
      applyPlaceFounder(tx, { type: 'place-founder', player: 'ana', card: 'ana.2', at: { x: 1, y: 0 } }),
    );
    s = r.state;
    expect(s.players[0]?.network).toContainEqual({ x: 1, y: 0, cards: ['ana.2'] });
    expect(s.cards['ana.2']?.enteredTurn).toBe(0);
    expect(clauses(r.events)).toEqual(['4.2.7']);
    expect(
      validatePlaceFounder(s, { type: 'place-founder', player: 'ana', card: 'ana.2', at: { x: -1, y: 0 } })
        ?.key,
    ).toBe(SETUP.placeFounder);
    expect(allFoundersPlaced(s)).toBe(false);
    s = run(s, (tx) =>
      applyPlaceFounder(tx, { type: 'place-founder', player: 'nick', card: 'nick.2', at: { x: 0, y: -1 } }),
    ).state;
    expect(allFoundersPlaced(s)).toBe(true);
    s = { ...s, turn: { ...s.turn, starting: 'nick' } };
    const first = run(s, startFirstTurn);
    expect(first.state.turn).toEqual({ number: 1, active: 'nick', starting: 'nick' });
    expect(first.state.setup).toBeNull();
    expect(clauses(first.events)).toEqual(['4.2.8']);
  });
});

describe('a whole preparation', () => {
  it('4.2 from decks to the first turn, every card accounted for', () => {
    let s = newGame({ firstPlayer: 'bid', seed: 42 });
    const total = cardCount(s);
    s = run(s, shuffleDecks).state;
    s = at(s, BIDDING);
    for (const a of [legalBids(s, 'ana').at(-1), legalBids(s, 'nick')[1]]) {
      if (a?.type !== 'bid') throw new Error('no bid');
      expect(validateBid(s, a)).toBeNull();
      s = run(s, (tx) => applyBid(tx, a)).state;
    }
    s = run(s, revealBids).state;
    expect(s.turn.starting).toBe('ana');
    expect(s.players[0]?.money).toBe(0); // she bid everything: legal, and risky (1.2.10.1)
    s = at(run(s, drawOpeningHands).state, MULLIGAN);
    s = run(s, (tx) => applyMulligan(tx, { type: 'mulligan', player: 'nick' })).state;
    s = run(s, (tx) => applyKeep(tx, { type: 'keep', player: 'nick' })).state;
    s = run(s, (tx) => applyKeep(tx, { type: 'keep', player: 'ana' })).state;
    expect(allKept(s)).toBe(true);
    s = at(run(s, placeBusinesses).state, FOUNDERS);
    for (const p of ['ana', 'nick']) {
      const a = legalPlaceFounder(s, p)[0];
      if (a?.type !== 'place-founder') throw new Error('no placement');
      s = run(s, (tx) => applyPlaceFounder(tx, a)).state;
    }
    expect(cardCount(s)).toBe(total);
    s = run(s, startFirstTurn).state;
    expect(s.turn).toEqual({ number: 1, active: 'ana', starting: 'ana' });
    expect(s.players.map((p) => [p.hand.length, p.network.length])).toEqual([
      [5, 2],
      [4, 2],
    ]);
  });
});

describe('the starting bid under each reading (4.2.3, D-BID-PAYMENT, D-TURN-ORDER, D-BID-TIE)', () => {
  const subjects = (events: readonly GameEvent[]) =>
    events.map((e) => [e.type, e.player ?? null, e.amount ?? null] as const);
  /** Each player bids in turn, then the bids are revealed. */
  const bidRound = (s: GameState, bids: Record<string, number>) => {
    let t = s;
    const events: GameEvent[] = [];
    for (const [player, amount] of Object.entries(bids)) {
      const r = run(t, (tx) => applyBid(tx, { type: 'bid', player, amount }));
      events.push(...r.events);
      t = r.state;
    }
    const r = run(t, revealBids);
    return { state: r.state, events: [...events, ...r.events] };
  };
  const three = (profile = V1_7) =>
    at(newGame({ firstPlayer: 'bid', profile, players: [deck('ana'), deck('nick'), deck('zoe')] }), BIDDING);

  it('4.2.3 each secret bid names its bidder; the reveal names who concedes, who is outbid and who wins', () => {
    const { state, events } = bidRound(three(), { ana: 3, nick: 0, zoe: 2 });
    expect(subjects(events)).toEqual([
      [BID.secret, 'ana', null],
      [BID.secret, 'nick', null],
      [BID.secret, 'zoe', null],
      [BID.reveal, null, null],
      [BID.concede, 'nick', null],
      [BID.leave, 'zoe', null],
      [BID.win, 'ana', 3],
      [SETUP.bidWinnerPays, 'ana', 3],
      [SETUP.bidWinnerPays, 'ana', null],
    ]);
    expect(state.turn.starting).toBe('ana');
    expect(state.players.map((p) => p.money)).toEqual([7, 10, 10]);
    expect(allBidsIn(state)).toBe(false);
  });

  it('D-BID-PAYMENT where every bidder pays, each pays his own last bid; a zero bid pays nothing', () => {
    const { state, events } = bidRound(three(reading({ bidPayment: 'every-bidder' })), {
      ana: 3,
      nick: 0,
      zoe: 2,
    });
    expect(state.players.map((p) => [p.id, p.money])).toEqual([
      ['ana', 7],
      ['nick', 10],
      ['zoe', 8],
    ]);
    expect(subjects(events).filter(([k]) => k === SETUP.bidderPays)).toEqual([
      [SETUP.bidderPays, 'zoe', 2],
      [SETUP.bidderPays, 'zoe', 2],
    ]);
  });

  it('D-TURN-ORDER by bids, a table of three is re-seated from the highest bid down, ties keeping their seats', () => {
    const seated = (bids: Record<string, number>) =>
      bidRound(three(reading({ turnOrder: 'bid-order' })), bids).state.players.map((p) => p.id);
    expect(seated({ ana: 1, nick: 2, zoe: 3 })).toEqual(['zoe', 'nick', 'ana']);
    expect(seated({ ana: 0, nick: 0, zoe: 4 })).toEqual(['zoe', 'ana', 'nick']);
    // Two players keep their seats whatever they bid.
    const two = bidRound(
      at(newGame({ firstPlayer: 'bid', profile: reading({ turnOrder: 'bid-order' }) }), BIDDING),
      {
        ana: 1,
        nick: 2,
      },
    );
    expect(two.state.players.map((p) => p.id)).toEqual(['ana', 'nick']);
  });

  it('D-BID-TIE a final tie may go to a random winner, who pays; no tie is announced when nobody bid', () => {
    let s = at(
      newGame({ firstPlayer: 'bid', profile: reading({ bidFinalTie: 'random-winner-pays' }) }),
      BIDDING,
    );
    for (let round = 1; round < 3; round++) s = bidRound(s, { ana: 4, nick: 4 }).state;
    const { state, events } = bidRound(s, { ana: 4, nick: 4 });
    const winner = state.turn.starting;
    expect(winner === 'ana' || winner === 'nick').toBe(true);
    expect(subjects(events).filter(([k]) => k === BID.tie || k === SETUP.tieRandomWinner)).toEqual([
      [BID.tie, null, null],
      [SETUP.tieRandomWinner, winner, null],
    ]);
    expect(state.players.find((p) => p.id === winner)?.money).toBe(6);
    const none = bidRound(at(newGame({ firstPlayer: 'bid' }), BIDDING), { ana: 0, nick: 0 });
    expect(none.events.map((e) => e.type)).not.toContain(BID.tie);
  });

  it('4.2.4 the random pick names the player picked, scripted or by the seeded generator', () => {
    const scripted = run(newGame({ randomPick: 'nick' }), pickRandomStarter);
    expect(subjects(scripted.events)[0]).toEqual([SETUP.randomMethod, 'nick', null]);
    expect(scripted.state.rng).toEqual(newGame({ randomPick: 'nick' }).rng);
    const drawn = run(newGame(), pickRandomStarter);
    const [key, who] = subjects(drawn.events)[0] ?? [];
    expect(key).toBe(SETUP.randomMethod);
    expect(['ana', 'nick']).toContain(who);
    expect(drawn.state.rng).not.toEqual(newGame().rng);
    // A scripted pick of a player not at the table is ignored: the generator picks.
    const stray = run(newGame({ randomPick: 'zoe' }), pickRandomStarter);
    expect(stray.events[0]?.text).toMatch(/is picked at random$/);
  });
});

describe('what a new game refuses (4.1, 1.2.3, 10.3.1.1)', () => {
  const keys = (over: Partial<GameConfig>) => {
    const r = createGame(config(over));
    return r.ok ? [] : r.problems.map((p) => p.key);
  };

  it('a seed that is not a finite number, and a player id that is empty or not text', () => {
    expect(keys({ seed: Number.NaN })).toEqual([SETUP.randomOrder]);
    expect(keys({ seed: Number.POSITIVE_INFINITY })).toEqual([SETUP.randomOrder]);
    expect(keys({ seed: '7' as unknown as number })).toEqual([SETUP.randomOrder]);
    expect(keys({ players: [deck(''), deck('nick')] })).toEqual([SETUP.distinctPlayers]);
    expect(keys({ players: [deck(7 as unknown as string), deck('nick')] })).toEqual([SETUP.distinctPlayers]);
    expect(keys({})).toEqual([]);
  });

  it('4.1 a character that is not a founder cannot found a network', () => {
    expect(keys({ players: [deck('ana', { founder: 'Grunt' }), deck('nick')] })).toEqual([SETUP.founderCard]);
  });

  it('10.3.1.1 a card banned in competitive play is refused in that format only', () => {
    const library = {
      ...TEST_LIBRARY,
      'Tidal Wave': { ...(TEST_LIBRARY.Windfall as CardDefinition), name: 'Tidal Wave' },
    };
    const withWave = [deck('ana', { mainDeck: [...MAIN.slice(1), 'Tidal Wave'] }), deck('nick')];
    const problems = (format?: GameConfig['format']) => {
      const r = createGame(
        config({
          library,
          players: withWave,
          ...(format ? { format } : {}),
        }),
      );
      return r.ok ? [] : r.problems.map((p) => p.key);
    };
    expect(problems('competitive')).toEqual([SETUP.banned]);
    expect(problems()).toEqual([]);
  });
});
