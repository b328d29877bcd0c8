import { describe, expect, it } from 'vitest';
import { legalActions, newGame } from '../../src/engine.js';
import { GOT_2008 } from '../../src/revisions/index.js';
import { cardOf, expectCites, names, ok, pass, playCard, position, refused, withParams } from '../support.js';

const PLAY_ADVENTURE = 'Playing ► Adventure ► Play adventure card';

describe('Playing ► Begin the game', () => {
  const config = (profile = GOT_2008) => ({
    players: [
      { id: 'Ana', stash: Array(7).fill('Filler') },
      { id: 'Nick', stash: Array(6).fill('Filler') },
    ],
    library: position({ A: {}, B: {} }).library,
    profile,
    seed: 3,
  });

  it('gives the Void all the reputation of the game and moves the smaller half of each stash to the ops', () => {
    const g = newGame(config());
    if (!g.ok) throw new Error('refused');
    expect(g.state.players.map((p) => [p.ops.length, p.stash.length])).toEqual([
      [3, 4],
      [3, 3],
    ]);
    expect(g.events.map((e) => e.citation.clause)).toContain('Playing ► Begin the game');
  });

  it('moves the larger half under the other reading (GA-27)', () => {
    const g = newGame(config(withParams(GOT_2008, { opsHalf: 'larger' })));
    expect(g.ok && g.state.players[0]?.ops.length).toBe(4);
  });

  it('refuses a stash of more than 150 cards, a lone player, and teams of one', () => {
    const base = config();
    const big = newGame({
      ...base,
      players: [{ id: 'Ana', stash: Array(151).fill('Filler') }, base.players[1]!],
    });
    expect(!big.ok && big.problems.map((p) => [p.key, p.clause])).toEqual([
      ['setup.stash-size', 'Playing ► Building the stash'],
    ]);
    const alone = newGame({ ...base, players: [base.players[0]!] });
    expect(!alone.ok && alone.problems[0]?.key).toBe('setup.players');
    const teams = newGame({
      ...base,
      players: [
        { id: 'Ana', stash: [], team: 'N' },
        { id: 'Nick', stash: [], team: 'E' },
      ],
    });
    expect(!teams.ok && teams.problems.map((p) => p.key)).toContain('setup.teams');
  });

  it('refuses a card the library lacks, with a hint', () => {
    const g = newGame({
      ...config(),
      players: [
        { id: 'Ana', stash: ['Nope'] },
        { id: 'Nick', stash: [] },
      ],
    });
    expect(!g.ok && g.problems[0]).toMatchObject({ key: 'setup.known-cards', hint: 'define the card' });
  });
});

describe(PLAY_ADVENTURE, () => {
  it('lets only the hero open the adventure', () => {
    const s = position({ Ana: { ops: ['Starship Trial'] }, Nick: { ops: ['Easy Patrol'] } });
    expectCites(
      refused(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Easy Patrol') }),
      'adventure.not-hero',
      PLAY_ADVENTURE,
    );
  });

  it('opens with an adventure card, never a support card', () => {
    const s = position({ Ana: { ops: ['Filler'] }, Nick: { ops: [] } });
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') }),
      'play.support-after-adventure',
      PLAY_ADVENTURE,
    );
  });

  it('refuses an adventure whose Unique value is in a buildsite', () => {
    const s = position({ Ana: { ops: ['Unique Quest'] }, Nick: { buildsite: ['Unique Quest'] } });
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Unique Quest') }),
      'play.unique',
      'Cards ► Predefined attributes ► Unique',
    );
  });

  it('refuses an adventure identical to one in the hero’s own buildsite', () => {
    const s = position({ Ana: { ops: ['Easy Patrol'], buildsite: ['Easy Patrol'] }, Nick: {} });
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') }),
      'play.identical',
      PLAY_ADVENTURE,
    );
  });

  it('pays the adventure’s cost before the turns begin, and the hero turns first', () => {
    let s = position({ Ana: { ops: ['Costly Quest', 'Filler', 'Filler'] }, Nick: {} });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Costly Quest') });
    expect(legalActions(s).map((a) => a.type)).toEqual(['pay']);
    s = ok(s, { type: 'pay', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') });
    s = ok(s, { type: 'pay', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') });
    expect(names(s, 'Ana', 'wreckage')).toEqual(['Filler', 'Filler']);
    expect(s.adventure.turn).toBe('Ana');
  });

  it('refuses the Kinesis station below 4 reputation: its gate printed without operator reads as at least (GA-06)', () => {
    const low = position({ Ana: { ops: ['Kinesis Station'], vault: 3 }, Nick: {} });
    expect(
      refused(low, { type: 'play', player: 'Ana', card: cardOf(low, 'Ana', 'Kinesis Station') }).key,
    ).toBe('play-if.reputation');
    const high = position({ Ana: { ops: ['Kinesis Station'], vault: 5 }, Nick: {} });
    expect(
      ok(high, { type: 'play', player: 'Ana', card: cardOf(high, 'Ana', 'Kinesis Station') }).adventure.card,
    ).not.toBeNull();
    const exact = position(
      { Ana: { ops: ['Kinesis Station'], vault: 5 }, Nick: {} },
      { profile: withParams(GOT_2008, { unstatedOperator: 'exactly' }) },
    );
    expect(
      refused(exact, { type: 'play', player: 'Ana', card: cardOf(exact, 'Ana', 'Kinesis Station') }).key,
    ).toBe('play-if.reputation');
  });

  it('lets the hero decline in the 2008 reading, and the next player becomes hero (GA-15)', () => {
    const s = position({ Ana: { ops: ['Easy Patrol'] }, Nick: { ops: ['Starship Trial'] } });
    const next = ok(s, { type: 'decline', player: 'Ana' });
    expect(next.adventure).toMatchObject({ number: 2, hero: 'Nick' });
  });

  it('refuses declining when the hero can open, under the other reading (GA-15)', () => {
    const s = position(
      { Ana: { ops: ['Easy Patrol'] }, Nick: {} },
      { profile: withParams(GOT_2008, { heroMayDecline: false }) },
    );
    expectCites(refused(s, { type: 'decline', player: 'Ana' }), 'adventure.must-play', PLAY_ADVENTURE);
  });
});

describe('Playing ► Adventure ► Turn ► Draw card', () => {
  it('moves the top card of the stash to the ops, once a turn in the 2008 reading', () => {
    let s = position({ Ana: { ops: ['Starship Trial'], stash: ['Magellan', 'Freighter'] }, Nick: {} });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    s = ok(s, { type: 'draw', player: 'Ana' });
    expect(names(s, 'Ana', 'ops')).toEqual(['Magellan']);
    expectCites(
      refused(s, { type: 'draw', player: 'Ana' }),
      'draw.per-turn',
      'Playing ► Adventure ► Turn ► Draw card',
    );
  });

  it('refuses a draw from an empty stash', () => {
    let s = position({ Ana: { ops: ['Starship Trial'] }, Nick: {} });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    expect(refused(s, { type: 'draw', player: 'Ana' }).key).toBe('draw.empty-stash');
  });
});

describe('Playing ► Adventure ► Turn ► Choose stash card', () => {
  it('wrecks two cards of the ops, one at a time, then takes any stash card', () => {
    let s = position({
      Ana: { ops: ['Starship Trial', 'Filler', 'Filler'], stash: ['Magellan', 'Sensor'] },
      Nick: {},
    });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    s = ok(s, { type: 'dig', player: 'Ana' });
    s = ok(s, { type: 'pay', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') });
    s = ok(s, { type: 'pay', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') });
    s = ok(s, { type: 'take', player: 'Ana', card: cardOf(s, 'Ana', 'Sensor', 'stash') });
    expect(names(s, 'Ana', 'ops')).toEqual(['Sensor']);
    expect(names(s, 'Ana', 'stash')).toEqual(['Magellan']);
    expectCites(
      refused(s, { type: 'dig', player: 'Ana' }),
      'stash-choice.once-per-turn',
      'Playing ► Adventure ► Turn ► Choose stash card',
    );
  });

  it('opens after two cards wrecked by costs under the other reading, and is no action of its own (GA-18)', () => {
    const profile = withParams(GOT_2008, { stashChoice: 'after-wrecking-two', playsPerTurn: 0 });
    let s = position(
      {
        Ana: { ops: ['Starship Trial', 'Magellan', 'Freighter', 'Filler', 'Filler'], stash: ['Sensor'] },
        Nick: {},
      },
      { profile },
    );
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    expect(refused(s, { type: 'dig', player: 'Ana' }).key).toBe('stash-choice.not-an-action');
    s = playCard(s, 'Ana', 'Magellan');
    expect(legalActions(s).some((a) => a.type === 'take')).toBe(false);
    s = playCard(s, 'Ana', 'Freighter');
    s = ok(s, { type: 'take', player: 'Ana', card: cardOf(s, 'Ana', 'Sensor', 'stash') });
    expect(names(s, 'Ana', 'ops')).toEqual(['Sensor']);
  });
});

describe('Playing ► Adventure ► Turn ► Pass', () => {
  it('ends the adventure after a round in which nobody plays (GA-17)', () => {
    let s = position({ Ana: { ops: ['Starship Trial', 'Filler'], stash: ['Filler'] }, Nick: {} });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    s = ok(s, { type: 'draw', player: 'Ana' });
    s = pass(s);
    expect(s.adventure.number).toBe(1);
    s = pass(s);
    expect(s.adventure.number).toBe(2);
  });

  it('lets a draw keep the adventure going when only a round of bare passes ends it (GA-17)', () => {
    let s = position(
      { Ana: { ops: ['Starship Trial', 'Filler'], stash: ['Filler'] }, Nick: {} },
      { profile: withParams(GOT_2008, { adventureEnd: 'round-of-passes' }) },
    );
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    s = pass(pass(ok(s, { type: 'draw', player: 'Ana' })));
    expect(s.adventure.number).toBe(1);
    s = pass(s);
    expect(s.adventure.number).toBe(2);
  });
});

describe('Playing ► End the game', () => {
  it('ends an individual game with no winner after a full rotation of heroes who open nothing (GA-13)', () => {
    let s = position({ Ana: { vault: 2 }, Nick: { vault: 1 } });
    s = ok(s, { type: 'decline', player: 'Ana' });
    s = ok(s, { type: 'decline', player: 'Nick' });
    expect(s.result).toMatchObject({ winners: [], tie: false });
    expectCites(refused(s, { type: 'decline', player: 'Ana' }), 'turn.game-over', 'Playing ► End the game');
  });
});
