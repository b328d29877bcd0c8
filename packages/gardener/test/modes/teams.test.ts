import { describe, expect, it } from 'vitest';
import { decision, legalActions } from '../../src/engine.js';
import type { GameState } from '../../src/model/state.js';
import { cardOf, expectCites, names, ok, pass, playCard, position, refused } from '../support.js';

const BIDDING = 'Playing ► Adventure ► Bidding';

/** Two teams seated alternately, as at a bridge table: North (Ana, Zoe) and East (Nick, Lev). */
function table(
  ana: { ops?: string[]; buildsite?: string[]; vault?: number } = {},
  zoe: { ops?: string[]; buildsite?: string[]; vault?: number } = {},
): GameState {
  return position({
    Ana: { team: 'North', ops: ['Easy Patrol', 'Filler', 'Filler'], ...ana },
    Nick: { team: 'East', ops: ['Starship Trial', 'Magellan', 'Filler'] },
    Zoe: { team: 'North', ops: ['Freighter', 'Filler'], ...zoe },
    Lev: { team: 'East', ops: ['Filler'] },
  });
}

const bidPass = (s: GameState) => ok(s, { type: 'pass', player: s.bidding?.bidder as string });

/** Ana proposes Easy Patrol, Zoe supports it, everybody passes: North is the hero team. */
function northWins(s: GameState): GameState {
  s = ok(s, { type: 'propose', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') });
  s = bidPass(s);
  s = ok(s, { type: 'support', player: 'Zoe', card: cardOf(s, 'Ana', 'Easy Patrol') });
  for (let i = 0; i < 4; i++) s = bidPass(s);
  return s;
}

describe(BIDDING, () => {
  it('opens every adventure of a teams game with a bidding, bid by bid in the turn sequence', () => {
    const s = table();
    expect(s.flow).toEqual({ adventure: { bidding: 'bids' } });
    expect(decision(s)?.player).toBe('Ana');
    expectCites(refused(s, { type: 'pass', player: 'Nick' }), 'bidding.not-your-bid', BIDDING);
  });

  it('makes the team of the last player to support a card the hero team; the others are competitors', () => {
    const s = northWins(table());
    expect(s.adventure.heroTeam).toBe('North');
    expect(s.flow).toEqual({ adventure: { opening: 'choosing' } });
    // Only the proposer holds the card: he is the one who may open.
    expect(legalActions(s)).toEqual([{ type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') }]);
  });

  it('refuses proposing a support card, and supporting a card of the other team', () => {
    let s = table();
    expectCites(
      refused(s, { type: 'propose', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') }),
      'bidding.propose-adventure',
      BIDDING,
    );
    s = ok(s, { type: 'propose', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') });
    expect(refused(s, { type: 'support', player: 'Nick', card: cardOf(s, 'Ana', 'Easy Patrol') }).key).toBe(
      'bidding.support',
    );
  });

  it('ends the game when two biddings in a row settle no hero team', () => {
    let s = table();
    for (let i = 0; i < 4; i++) s = bidPass(s);
    expect(s.failedBiddings).toBe(1);
    expect(s.bidding?.bidder).toBe('Nick');
    for (let i = 0; i < 4; i++) s = bidPass(s);
    expect(s.result).toMatchObject({ winners: [], reason: 'two biddings in a row settled no hero team' });
  });
});

describe('Play modes: teams', () => {
  it('fulfils the requirements with the whole hero team’s cards and rewards the player who opened', () => {
    let s = northWins(table());
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') });
    expect(s.adventure.turn).toBe('Ana');
    s = pass(ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') }));
    s = pass(s); // Nick
    s = pass(playCard(s, 'Zoe', 'Freighter'));
    for (let i = 0; i < 4; i++) s = pass(s);
    expect(s.players.find((p) => p.id === 'Ana')?.vault).toBe(3);
    expect(names(s, 'Ana', 'buildsite')).toEqual(['Easy Patrol']);
    expect(names(s, 'Zoe', 'wreckage')).toEqual(['Filler', 'Freighter']);
    expect(s.flow).toEqual({ adventure: { bidding: 'bids' } });
  });

  it('reads PlayIfBuildsite over the buildsites of the whole team', () => {
    let s = northWins(
      table({ buildsite: ['Kinesis Station'] }, { ops: ['Fluon Drive', 'Filler', 'Filler'] }),
    );
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') });
    s = pass(pass(ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') })));
    expect(names(playCard(s, 'Zoe', 'Fluon Drive'), 'Zoe', 'playground')).toEqual(['Fluon Drive']);
  });

  it('is won by the single team whose summed reputation reaches the amount (Reputation calculation)', () => {
    let s = northWins(table({ vault: 2 }, { vault: 1 }));
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') });
    s = pass(ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') }));
    s = pass(s);
    s = pass(playCard(s, 'Zoe', 'Freighter'));
    for (let i = 0; i < 4; i++) if (!s.result) s = pass(s);
    expect(s.result?.winners).toEqual(['Ana', 'Zoe']);
  });
});
