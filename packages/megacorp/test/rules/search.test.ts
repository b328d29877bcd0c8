import { describe, expect, it } from 'vitest';
import type { SearchSpec } from '../../src/model/card.js';
import type { GameState, PendingDecision } from '../../src/model/state.js';
import { ED3_0_EN, V1_5_5, V1_7 } from '../../src/revisions/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  applyChooseSearch,
  candidates,
  describeSearch,
  legalChooseSearch,
  SEARCH,
  searchGroups,
  searchProblem,
  startSearch,
  validateChooseSearch,
} from '../../src/rules/search.js';
import { ANA_NETWORK, given, NICK_NETWORK, run, subjects } from './support.js';

type Decision = Extract<PendingDecision, { kind: 'search' }>;

const spec = (over: Partial<SearchSpec> = {}): SearchSpec => ({
  who: 'controller',
  zones: 'main-deck',
  filter: { types: ['character'] },
  count: 1,
  into: 'hand',
  ...over,
});

/** Ana's zones as given, over Ana's and Nick's usual networks, under `profile`. */
function board(ana: object, profile: RevisionProfile = V1_7, nick: object = {}) {
  return given({
    profile,
    players: [
      { id: 'ana', network: ANA_NETWORK, ...ana },
      { id: 'nick', network: NICK_NETWORK, ...nick },
    ],
  });
}

const decision = (s: SearchSpec, who = 'ana'): Decision => ({
  kind: 'search',
  player: who,
  source: null,
  search: s,
});

const withPending = (s: GameState, d: Decision): GameState => ({ ...s, pending: [d] });

/** The cards of each answer offered to Ana. */
const answers = (s: GameState) =>
  legalChooseSearch(s, 'ana').map((a) => (a.type === 'choose' ? a.cards : null));

describe('what a search may look through (6.8, 6.8.1)', () => {
  it('6.8.1 "a deck" is both decks at once under V1.7, either deck under Ed 3.0', () => {
    const v17 = board({}).state;
    const ed3 = board({}, ED3_0_EN).state;
    expect(searchGroups(v17, spec({ zones: 'deck' }))).toEqual([['mainDeck', 'resourceDeck']]);
    expect(searchGroups(ed3, spec({ zones: 'deck' }))).toEqual([['mainDeck'], ['resourceDeck']]);
    expect(searchGroups(v17, spec({ zones: 'main-deck' }))).toEqual([['mainDeck']]);
    expect(searchGroups(v17, spec({ zones: 'resource-deck' }))).toEqual([['resourceDeck']]);
    expect(searchGroups(v17, spec({ zones: 'open-market' }))).toEqual([['openMarket']]);
    expect(searchGroups(ed3, spec({ zones: 'deck-or-open-market' }))).toEqual([
      ['mainDeck'],
      ['resourceDeck'],
      ['openMarket'],
    ]);
    expect(searchGroups(v17, spec({ zones: 'deck-and-open-market' }))).toEqual([
      ['mainDeck', 'resourceDeck', 'openMarket'],
    ]);
  });

  it('6.8 only cards of the kind asked for, within the valuation limit of each, are candidates', () => {
    const g = board({ mainDeck: ['Grunt', 'Hierarch', 'Windfall', 'Icon'] });
    const limited = spec({ valuation: { limit: 2, of: 'money', combined: false } });
    expect(candidates(g.state, 'ana', limited)).toEqual([g.id('Grunt')]);
    expect(candidates(g.state, 'ana', spec())).toEqual([g.id('Grunt'), g.id('Hierarch'), g.id('Icon')]);
  });
});

describe('starting a search (6.8, 6.8.1, 6.8.2.1)', () => {
  it('6.8.1 the log names the deck or decks searched and cites how the revision reads "a deck"', () => {
    const cards = { mainDeck: ['Grunt'], resourceDeck: ['Affluent Customers'] };
    const both = run(board(cards).state, (tx) => startSearch(tx, spec({ zones: 'deck' }), 'ana', null));
    expect(subjects(both.events)).toEqual([[SEARCH.bothDecks, 'ana', null]]);
    expect(both.events[0]?.text).toBe('ana searches the main deck and resource deck for character');
    const one = run(board(cards, ED3_0_EN).state, (tx) =>
      startSearch(tx, spec({ zones: 'deck' }), 'ana', null),
    );
    expect(subjects(one.events)).toEqual([[SEARCH.oneDeck, 'ana', null]]);
    expect(one.events[0]?.text).toBe('ana searches the main deck or resource deck for character');
    for (const zones of ['deck-or-open-market', 'deck-and-open-market'] as const) {
      const r = run(board(cards, ED3_0_EN).state, (tx) => startSearch(tx, spec({ zones }), 'ana', null));
      expect(r.events[0]?.type).toBe(SEARCH.oneDeck);
    }
    const market = run(board({ openMarket: ['Grunt'] }).state, (tx) =>
      startSearch(tx, spec({ zones: 'open-market' }), 'ana', null),
    );
    expect(subjects(market.events)).toEqual([[SEARCH.search, 'ana', null]]);
    expect(market.state.pending).toEqual([decision(spec({ zones: 'open-market' }))]);
  });

  it('6.8.2.1 a player with nothing that fits finds nothing at once, and still shuffles the deck', () => {
    const r = run(board({ mainDeck: ['Windfall', 'Zap'] }).state, (tx) =>
      startSearch(tx, spec(), 'ana', null),
    );
    expect(r.state.pending).toEqual([]);
    expect(subjects(r.events)).toEqual([
      [SEARCH.search, 'ana', null],
      [SEARCH.mayFindNothing, 'ana', null],
      [SEARCH.shuffleDeck, 'ana', null],
    ]);
  });

  it('1.2.8.2 opponents search in turn order from the controller’s left', () => {
    const three = given({
      profile: V1_7,
      players: [
        { id: 'ana', network: ANA_NETWORK, mainDeck: ['Grunt'] },
        { id: 'nick', network: NICK_NETWORK, mainDeck: ['Grunt'] },
        { id: 'zoe', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }], mainDeck: ['Grunt'] },
      ],
    });
    const askedOf = (who: SearchSpec['who']) =>
      run(three.state, (tx) => startSearch(tx, spec({ who }), 'nick', null)).state.pending.map(
        (p) => p.player,
      );
    expect(askedOf('each-opponent')).toEqual(['zoe', 'ana']);
    expect(askedOf('each-player')).toEqual(['nick', 'zoe', 'ana']);
    expect(askedOf('controller')).toEqual(['nick']);
  });
});

describe('what a search may find (6.8, 6.8.2.2)', () => {
  it('6.8 a card named twice, more cards than the count, or cards from two decks are refused', () => {
    const g = board({ mainDeck: ['Grunt', 'Icon'], resourceDeck: ['Fixer'] }, ED3_0_EN);
    const one = decision(spec({ zones: 'deck' }));
    expect(searchProblem(g.state, one, [g.id('Grunt'), g.id('Grunt')])?.message).toBe(
      'a card is named twice',
    );
    expect(searchProblem(g.state, one, [g.id('Grunt'), g.id('Icon')])?.message).toBe(
      'the search finds at most 1 card(s), not 2',
    );
    const any = decision(spec({ zones: 'deck', count: 'any' }));
    expect(searchProblem(g.state, any, [g.id('Grunt'), g.id('Icon')])).toBeNull();
    const spread = searchProblem(g.state, any, [g.id('Grunt'), g.id('Fixer')]);
    expect(spread).toMatchObject({ key: SEARCH.fits, hint: 'one search covers one deck (6.8.1)' });
    // Under V1.7 both decks are one group: the open market is the other one, and no deck hint is given.
    const v17 = board({ mainDeck: ['Grunt'], openMarket: ['Icon'] });
    const either = decision(spec({ zones: 'deck-or-open-market', count: 'any' }));
    const mixed = searchProblem(v17.state, either, [v17.id('Grunt'), v17.id('Icon')]);
    expect(mixed?.key).toBe(SEARCH.fits);
    expect(mixed?.hint).toBeUndefined();
  });

  it('6.8 each card’s valuation, or the cards’ combined valuation, stays within the limit', () => {
    const g = board({ mainDeck: ['Grunt', 'Fixer', 'Icon'] });
    const each = decision(spec({ count: 'any', valuation: { limit: 2, of: 'money', combined: false } }));
    expect(searchProblem(g.state, each, [g.id('Grunt'), g.id('Fixer')])).toBeNull();
    expect(searchProblem(g.state, each, [g.id('Grunt'), g.id('Icon')])?.message).toBe(
      'the money valuation of the cards found is over 2',
    );
    const total = decision(spec({ count: 'any', valuation: { limit: 3, of: 'total', combined: true } }));
    expect(searchProblem(g.state, total, [g.id('Grunt'), g.id('Fixer')])).toBeNull();
    expect(searchProblem(g.state, total, [g.id('Icon')])).toBeNull();
    expect(searchProblem(g.state, total, [g.id('Icon'), g.id('Grunt')])?.message).toBe(
      'the combined valuation of the cards found is over 3',
    );
  });

  it('6.8.2.2 under V1.5.5 a search for no quality must find a card when one fits; for a quality it need not', () => {
    const unqualified = spec({ filter: {} });
    const g = board({ mainDeck: ['Grunt'] }, V1_5_5);
    expect(searchProblem(g.state, decision(unqualified), [])?.key).toBe(SEARCH.mustFind);
    expect(searchProblem(g.state, decision(spec()), [])).toBeNull();
    const empty = board({ mainDeck: [] }, V1_5_5);
    expect(searchProblem(empty.state, decision(unqualified), [])).toBeNull();
    expect(searchProblem(board({ mainDeck: ['Grunt'] }).state, decision(unqualified), [])).toBeNull();
  });

  it('an answer is judged against the search only while one is pending', () => {
    const g = board({ mainDeck: ['Grunt'] });
    const choose = { type: 'choose', player: 'ana', cards: [g.id('Grunt'), g.id('Grunt')] } as const;
    expect(validateChooseSearch(g.state, choose)).toBeNull();
    expect(validateChooseSearch(withPending(g.state, decision(spec())), choose)?.key).toBe(SEARCH.fits);
    expect(run(g.state, (tx) => applyChooseSearch(tx, choose))).toEqual({ state: g.state, events: [] });
  });

  it('the question in words gives the count', () => {
    const g = board({});
    expect(describeSearch(g.state, decision(spec({ zones: 'deck', count: 2 })))).toBe(
      'what ana finds in the main deck and resource deck: up to 2 card(s), character',
    );
    expect(describeSearch(g.state, decision(spec({ count: 'any' })))).toBe(
      'what ana finds in the main deck: any number of cards, character',
    );
  });
});

describe('the answers offered (legal enumeration)', () => {
  it('nothing, each single card, and the cheapest cards first up to the count', () => {
    const g = board({ mainDeck: ['Icon', 'Grunt', 'Filler', 'Windfall'] });
    const d = decision(spec({ count: 'any', valuation: { limit: 4, of: 'money', combined: true } }));
    expect(answers(withPending(g.state, d))).toEqual([
      [],
      [g.id('Icon')],
      [g.id('Grunt')],
      [g.id('Filler')],
      [g.id('Grunt'), g.id('Filler')],
    ]);
    expect(legalChooseSearch(withPending(g.state, d), 'nick')).toEqual([]);
    expect(legalChooseSearch(g.state, 'ana')).toEqual([]);
    expect(legalChooseSearch(withPending(g.state, d), 'ana')[0]).toEqual({
      type: 'choose',
      player: 'ana',
      cards: [],
    });
    // One card at most: no fill beyond the singles.
    expect(answers(withPending(g.state, decision(spec())))).toEqual([
      [],
      [g.id('Icon')],
      [g.id('Grunt')],
      [g.id('Filler')],
    ]);
  });

  it('the fill orders by the valuation the limit counts, and a search for no quality under V1.5.5 offers no empty answer', () => {
    // Equal money valuations; Psionic Scream's total counts its IQ too.
    const g = board({ mainDeck: ['Psionic Scream', 'Windfall'] });
    const events = { types: ['event'] } as const;
    const d = decision(
      spec({ filter: events, count: 'any', valuation: { limit: 9, of: 'total', combined: false } }),
    );
    expect(answers(withPending(g.state, d)).at(-1)).toEqual([g.id('Windfall'), g.id('Psionic Scream')]);
    const old = board({ mainDeck: ['Grunt', 'Filler'] }, V1_5_5);
    const unqualified = decision(spec({ filter: {}, count: 2 }));
    expect(answers(withPending(old.state, unqualified))).toEqual([
      [old.id('Grunt')],
      [old.id('Filler')],
      [old.id('Grunt'), old.id('Filler')],
    ]);
    // Either deck under Ed 3.0: a fill per deck with more than one card that fits.
    const ed3 = board({ mainDeck: ['Grunt', 'Filler'], resourceDeck: ['Fixer'] }, ED3_0_EN);
    const twoDecks = decision(spec({ zones: 'deck', count: 'any' }));
    expect(answers(withPending(ed3.state, twoDecks))).toEqual([
      [],
      [ed3.id('Grunt')],
      [ed3.id('Filler')],
      [ed3.id('Fixer')],
      [ed3.id('Grunt'), ed3.id('Filler')],
    ]);
  });
});

describe('what is found, and the shuffle (6.8.2, 6.8.2.3, 3.6.3)', () => {
  it('6.8.2 a card found by a search for a quality is revealed and goes into the hand; the deck is shuffled', () => {
    const g = board({ mainDeck: ['Grunt', 'Filler', 'Icon'] });
    const s = withPending(g.state, decision(spec()));
    const r = run(s, (tx) => applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [g.id('Icon')] }));
    expect(r.state.pending).toEqual([]);
    expect(r.state.players[0]?.hand).toEqual([g.id('Icon')]);
    expect([...(r.state.players[0]?.mainDeck ?? [])].sort()).toEqual([g.id('Grunt'), g.id('Filler')].sort());
    expect(subjects(r.events)).toEqual([
      [SEARCH.reveal, 'ana', g.id('Icon')],
      [SEARCH.toHand, 'ana', g.id('Icon')],
      [SEARCH.shuffleDeck, 'ana', null],
    ]);
  });

  it('6.8.2.2 a search for no quality reveals nothing; finding nothing cites the clause of its kind', () => {
    const g = board({ mainDeck: ['Grunt'] });
    const found = run(withPending(g.state, decision(spec({ filter: {} }))), (tx) =>
      applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [g.id('Grunt')] }),
    );
    expect(subjects(found.events)).toEqual([
      [SEARCH.toHand, 'ana', g.id('Grunt')],
      [SEARCH.shuffleDeck, 'ana', null],
    ]);
    const none = run(withPending(g.state, decision(spec({ filter: {} }))), (tx) =>
      applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [] }),
    );
    expect(subjects(none.events)).toEqual([
      [SEARCH.unqualifiedMayFindNothing, 'ana', null],
      [SEARCH.shuffleDeck, 'ana', null],
    ]);
    const qualified = run(withPending(g.state, decision(spec())), (tx) =>
      applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [] }),
    );
    expect(qualified.events[0]?.type).toBe(SEARCH.mayFindNothing);
  });

  it('3.6.3, 3.6.3.1 a card of another player’s found for the hand goes on top of its owner’s open market', () => {
    // Ana searching a zone that holds Nick's card: the card is Nick's, so it cannot enter Ana's hand.
    const mixed = board({ mainDeck: ['Filler'] }, V1_7, { mainDeck: ['Grunt'] });
    const moved: GameState = {
      ...mixed.state,
      players: mixed.state.players.map((p) =>
        p.id === 'ana' ? { ...p, mainDeck: [mixed.id('Grunt'), ...p.mainDeck] } : { ...p, mainDeck: [] },
      ),
      pending: [decision(spec())],
    };
    const out = run(moved, (tx) =>
      applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [mixed.id('Grunt')] }),
    );
    expect(out.state.players[0]?.hand).toEqual([]);
    expect(out.state.players[1]?.openMarket).toEqual([mixed.id('Grunt')]);
    expect(subjects(out.events)).toEqual([
      [SEARCH.reveal, 'ana', mixed.id('Grunt')],
      [SEARCH.ownCardsOnlyInHand, 'ana', mixed.id('Grunt')],
      [SEARCH.toOwnersOpenMarket, 'nick', mixed.id('Grunt')],
      [SEARCH.shuffleDeck, 'ana', null],
    ]);
  });

  it('6.8.2.3.1 a searched open market keeps its order under V1.7 and is shuffled under V1.5.5', () => {
    const market = ['Grunt', 'Filler', 'Fixer', 'Saboteur', 'Icon', 'Old Guard'];
    const find = (profile: RevisionProfile) => {
      const g = board({ openMarket: market, mainDeck: ['Recruiter'] }, profile);
      const d = decision(spec({ zones: 'deck-or-open-market' }));
      const r = run(withPending(g.state, d), (tx) =>
        applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [g.id('Icon')] }),
      );
      return { g, r };
    };
    const kept = find(V1_7);
    expect(kept.r.state.players[0]?.openMarket).toEqual(
      market.filter((n) => n !== 'Icon').map((n) => kept.g.id(n)),
    );
    // Only the open market was searched (the found card's group): the deck is not shuffled.
    expect(subjects(kept.r.events).slice(-1)).toEqual([[SEARCH.openMarketKept, 'ana', null]]);
    expect(kept.r.state.rng).toEqual(kept.g.state.rng);
    const shuffled = find(V1_5_5);
    expect(subjects(shuffled.r.events).slice(-1)).toEqual([[SEARCH.openMarketShuffled, 'ana', null]]);
    expect(shuffled.r.state.rng).not.toEqual(shuffled.g.state.rng);
    expect([...(shuffled.r.state.players[0]?.openMarket ?? [])].sort()).toEqual(
      market
        .filter((n) => n !== 'Icon')
        .map((n) => shuffled.g.id(n))
        .sort(),
    );
  });

  it('6.8.2.3 the revealed resource stays on top of a shuffled resource deck', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const g = given({
        profile: V1_7,
        seed,
        players: [
          {
            id: 'ana',
            network: ANA_NETWORK,
            resourceDeck: ['Affluent Customers', 'Grunt', 'Filler', 'Fixer', 'Icon', 'Saboteur'],
            revealedResource: true,
          },
          { id: 'nick', network: NICK_NETWORK },
        ],
      });
      const top = g.state.players[0]?.resourceDeck[0];
      const d = decision(spec({ zones: 'resource-deck' }));
      const r = run(withPending(g.state, d), (tx) =>
        applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [g.id('Icon')] }),
      );
      expect(r.state.players[0]?.resourceDeck[0]).toBe(top);
      expect(r.state.players[0]?.revealedResource).toBe(top);
      expect(r.state.players[0]?.resourceDeck).toHaveLength(5);
    }
  });

  it('6.8 a card found to be deployed asks its player where it docks, next to the source for deploy-adjacent', () => {
    const g = board({ mainDeck: ['Grunt'] });
    const source = g.id('Raamaa');
    const adjacent: Decision = { ...decision(spec({ into: 'deploy-adjacent' })), source };
    const r = run(withPending(g.state, adjacent), (tx) =>
      applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [g.id('Grunt')] }),
    );
    expect(r.state.pending).toEqual([{ kind: 'dock', player: 'ana', card: g.id('Grunt'), near: source }]);
    expect(subjects(r.events).slice(0, 2)).toEqual([
      [SEARCH.reveal, 'ana', g.id('Grunt')],
      [SEARCH.deployFree, 'ana', g.id('Grunt')],
    ]);
    const free = run(withPending(g.state, decision(spec({ into: 'deploy' }))), (tx) =>
      applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [g.id('Grunt')] }),
    );
    expect(free.state.pending).toEqual([{ kind: 'dock', player: 'ana', card: g.id('Grunt') }]);
  });

  it('9.6 a card found to be bonded goes under the source, under the searcher’s control, entering play now', () => {
    const g = given({
      profile: V1_7,
      turn: 4,
      players: [
        { id: 'ana', network: ANA_NETWORK, mainDeck: ['Lineage'] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const source = g.id('Raamaa');
    const bond: Decision = { ...decision(spec({ into: 'bond', filter: { types: ['equipment'] } })), source };
    const r = run(withPending(g.state, bond), (tx) =>
      applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [g.id('Lineage')] }),
    );
    expect(r.state.players[0]?.network.find((p) => p.x === 1)?.cards).toEqual([source, g.id('Lineage')]);
    expect(r.state.cards[g.id('Lineage')]).toMatchObject({ controller: 'ana', enteredTurn: 4 });
    // With no source in play, the card has nothing to bond to and stays in the deck.
    const orphan = run(withPending(g.state, { ...bond, source: null }), (tx) =>
      applyChooseSearch(tx, { type: 'choose', player: 'ana', cards: [g.id('Lineage')] }),
    );
    expect(orphan.state.players[0]?.mainDeck).toEqual([g.id('Lineage')]);
    expect(subjects(orphan.events)).toContainEqual([SEARCH.deployFree, null, g.id('Lineage')]);
  });
});
