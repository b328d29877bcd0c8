import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine.js';
import { adventure, gte, library, support } from '../../src/model/card.js';
import type { GameState } from '../../src/model/state.js';
import { GOT_2008, GOT_STRICT } from '../../src/revisions/index.js';
import type { GardenerProfile } from '../../src/revisions/parameters.js';
import {
  cardOf,
  EXAMPLES,
  expectCites,
  names,
  ok,
  pass,
  playCard,
  position,
  refused,
  withParams,
} from '../support.js';

/**
 * The readings that were one fixed reading until now: each flipped alone from got-2008, so what
 * changes is that parameter's doing, and got-2008 still plays as it always did.
 */

/** The example cards and a few of ours that tell the readings apart. */
const LIB = {
  ...EXAMPLES,
  // The Starship Trial under another label: the same attribute box.
  'Starship Trial Reprint': {
    key: 'Starship Trial Reprint',
    attributes: EXAMPLES['Starship Trial']?.attributes ?? [],
  },
  ...library(
    support('Flagship Refit', { Name: 'Magellan', AbleToSwap: 'Yes', Ply: { StarshipCapacity: 3 } }),
    adventure('Order Contract', {
      Affiliation: 'Order',
      Reputation: 1,
      Requirements: { 'Ply.StarshipCapacity': gte(2) },
    }),
  ),
};

/** Ana (hero, with the time feats in her buildsite) opens Starship Trial; Nick competes. */
function trial(
  profile: GardenerProfile,
  ana: readonly string[],
  nick: readonly string[] = ['Filler'],
  anaBuildsite: readonly string[] = ['Easy Patrol'],
): GameState {
  const s = position(
    { Ana: { ops: ['Starship Trial', ...ana], buildsite: anaBuildsite }, Nick: { ops: nick } },
    { profile, lib: LIB },
  );
  return ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
}

const use = (s: GameState, card: string) => ok(s, { type: 'use', player: s.adventure.turn as string, card });

describe('lastRound (GA-19): what AbleToRewind “Last round” takes back', () => {
  /** Ana plays a Freighter, Nick a Magellan, then Ana rewinds with Time Travel. */
  const rewound = (profile: GardenerProfile) => {
    let s = trial(profile, ['Freighter', 'Time Travel', 'Filler', 'Filler'], ['Magellan', 'Filler']);
    s = pass(playCard(s, 'Ana', 'Freighter'));
    s = pass(playCard(s, 'Nick', 'Magellan'));
    return playCard(s, 'Ana', 'Time Travel');
  };

  it('since-own-turn: only what was played since Ana last turned goes back; her Freighter stays', () => {
    const s = rewound(GOT_2008);
    expect(names(s, 'Nick', 'ops')).toContain('Magellan');
    expect(names(s, 'Ana', 'playground')).toEqual(['Starship Trial', 'Freighter', 'Time Travel']);
  });

  it('round-before-turn: the full round before this turn goes back, Ana’s own Freighter included', () => {
    const s = rewound(withParams(GOT_2008, { lastRound: 'round-before-turn' }));
    expect(names(s, 'Nick', 'ops')).toContain('Magellan');
    expect(names(s, 'Ana', 'ops')).toContain('Freighter');
    expect(names(s, 'Ana', 'playground')).toEqual(['Starship Trial', 'Time Travel']);
  });
});

describe('swapChecks (GA-21): whether the card swapped out still counts when a swap is checked', () => {
  /** Ana has Magellan in play and a swapping card of the same Name in her ops. */
  const ready = (profile: GardenerProfile) => {
    const s = trial(profile, ['Magellan', 'Flagship Refit', 'Filler', 'Filler'], ['Filler', 'Filler']);
    return pass(pass(playCard(s, 'Ana', 'Magellan')));
  };

  it('outgoing-gone: the namesake takes Magellan’s place, which goes back to the ops', () => {
    let s = ready(GOT_2008);
    s = ok(s, { type: 'swap', player: 'Ana', card: cardOf(s, 'Ana', 'Flagship Refit') });
    s = ok(s, { type: 'swap-out', player: 'Ana', card: cardOf(s, 'Ana', 'Magellan', 'playground') });
    expect(names(s, 'Ana', 'ops')).toContain('Magellan');
  });

  it('outgoing-present: Magellan still in play blocks a card of its Name', () => {
    const s = ready(withParams(GOT_2008, { swapChecks: 'outgoing-present' }));
    expectCites(
      refused(s, { type: 'swap', player: 'Ana', card: cardOf(s, 'Ana', 'Flagship Refit') }),
      'play.name',
      'Cards ► Predefined attributes ► Name',
    );
  });
});

describe('abilityTiming (GA-22): when the abilities of a card just played are used', () => {
  /** Ana has a Freighter in play and plays Repair Crew (AbleToRecoverPlayed 1). */
  const crew = (profile: GardenerProfile) => {
    const s = trial(profile, ['Freighter', 'Repair Crew', 'Filler', 'Filler'], ['Filler', 'Filler']);
    const t = pass(pass(playCard(s, 'Ana', 'Freighter')));
    return playCard(t, 'Ana', 'Repair Crew');
  };

  it('right-after-play: the ability comes first; nothing else happens until it is used or let go', () => {
    const s = crew(GOT_2008);
    expect(legalActions(s).map((a) => a.type)).toEqual(['use', 'use', 'done']);
    expect(refused(s, { type: 'pass', player: 'Ana' }).key).toBe('turn.not-now');
  });

  it('same-turn: Ana may go on to other actions and use the ability later in the turn', () => {
    const profile = withParams(GOT_2008, { abilityTiming: 'same-turn' });
    let s = crew(profile);
    expect(legalActions(s).map((a) => a.type)).toContain('pass');
    s = use(s, cardOf(s, 'Ana', 'Freighter', 'playground'));
    expect(names(s, 'Ana', 'ops')).toContain('Freighter');
  });

  it('same-turn: an ability not used by the pass lapses with the turn', () => {
    const s = pass(crew(withParams(GOT_2008, { abilityTiming: 'same-turn' })));
    expect(s.adventure.abilities).toEqual([]);
    expect(names(s, 'Ana', 'playground')).toContain('Freighter');
  });
});

describe('wreckTo (GA-24): whose wreckage a card wrecked by an ability goes to', () => {
  /** Nick plays a Freighter; Ana wrecks it with the Saboteur (AbleToWreckPlayedIf). */
  const wrecked = (profile: GardenerProfile) => {
    let s = trial(profile, ['Filler', 'Saboteur'], ['Freighter', 'Filler']);
    s = pass(playCard(s, 'Ana', 'Filler'));
    s = pass(playCard(s, 'Nick', 'Freighter'));
    s = playCard(s, 'Ana', 'Saboteur');
    return use(s, cardOf(s, 'Nick', 'Freighter', 'playground'));
  };

  it('owner: the Freighter goes to Nick’s wreckage and stays his', () => {
    const s = wrecked(GOT_2008);
    expect(names(s, 'Nick', 'wreckage')).toContain('Freighter');
    expect(names(s, 'Ana', 'wreckage')).not.toContain('Freighter');
  });

  it('wrecker: the Freighter goes to Ana’s wreckage, and she holds it from then on', () => {
    const s = wrecked(withParams(GOT_2008, { wreckTo: 'wrecker' }));
    expect(names(s, 'Ana', 'wreckage')).toContain('Freighter');
    expect(names(s, 'Nick', 'wreckage')).not.toContain('Freighter');
    expect(s.cards[cardOf(s, 'Ana', 'Freighter', 'wreckage')]?.owner).toBe('Ana');
  });
});

describe('identicalAdventure (GA-26): what an adventure identical to one in the buildsite is', () => {
  /** Ana has won the Starship Trial and holds a reprint with the same attributes. */
  const reprint = (profile: GardenerProfile) =>
    position(
      {
        Ana: { ops: ['Starship Trial Reprint', 'Starship Trial', 'Filler'], buildsite: ['Starship Trial'] },
        Nick: { ops: ['Filler'] },
      },
      { profile, lib: LIB },
    );

  it('same-printed-card: another copy of the Starship Trial is refused, another card is not', () => {
    const s = reprint(GOT_2008);
    expect(refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') }).key).toBe(
      'play.identical',
    );
    const t = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial Reprint') });
    expect(t.adventure.card).not.toBeNull();
  });

  it('same-attributes: a card with the same attributes under another label is identical too', () => {
    const s = reprint(withParams(GOT_2008, { identicalAdventure: 'same-attributes' }));
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial Reprint') }),
      'play.identical',
      'Playing ► Adventure ► Play adventure card',
    );
  });
});

describe('openingInFirstTurn (GA-33): whether the adventure card is the hero’s first play', () => {
  it('false: the adventure card precedes the turns; the hero may still play a card in his first turn', () => {
    const s = trial(GOT_2008, ['Freighter', 'Filler']);
    expect(names(playCard(s, 'Ana', 'Freighter'), 'Ana', 'playground')).toContain('Freighter');
  });

  it('true: the opening is the first turn’s one play, so the hero plays no support card until his next', () => {
    const s = trial(withParams(GOT_2008, { openingInFirstTurn: true }), ['Freighter', 'Filler']);
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Freighter') }),
      'play.per-turn',
      'Playing ► Adventure ► Turn ► Play card',
    );
  });

  it('true: the hero’s first turn is no quiet turn, so one round of passes does not end the adventure', () => {
    const quietRound = (profile: GardenerProfile) => pass(pass(trial(profile, ['Filler'])));
    expect(quietRound(GOT_2008).adventure.number).toBe(2);
    expect(quietRound(withParams(GOT_2008, { openingInFirstTurn: true })).adventure.number).toBe(1);
  });
});

describe('proposalSupports (GA-34): whether proposing a card in a bidding supports it', () => {
  /** North (Ana, Zoe) and East (Nick, Lev); Ana proposes, then a full round passes. */
  const bidding = (profile: GardenerProfile) => {
    let s = position(
      {
        Ana: { team: 'North', ops: ['Easy Patrol', 'Filler'] },
        Nick: { team: 'East', ops: ['Filler'] },
        Zoe: { team: 'North', ops: ['Filler'] },
        Lev: { team: 'East', ops: ['Filler'] },
      },
      { profile },
    );
    s = ok(s, { type: 'propose', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') });
    return s;
  };
  const passRound = (s: GameState) => {
    let t = s;
    for (let i = 0; i < 4; i++) t = ok(t, { type: 'pass', player: t.bidding?.bidder as string });
    return t;
  };

  it('true: the proposal is Ana’s support, so North wins the bidding', () => {
    const s = passRound(bidding(GOT_2008));
    expect(s.adventure.heroTeam).toBe('North');
    expect(s.failedBiddings).toBe(0);
  });

  it('true: the proposer has no second support to give his own card', () => {
    let s = bidding(GOT_2008);
    for (let i = 0; i < 3; i++) s = ok(s, { type: 'pass', player: s.bidding?.bidder as string });
    expect(refused(s, { type: 'support', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') }).key).toBe(
      'bidding.support',
    );
  });

  it('false: an unsupported proposal wins nothing; the bidding fails', () => {
    const s = passRound(bidding(withParams(GOT_2008, { proposalSupports: false })));
    expect(s.failedBiddings).toBe(1);
    expect(s.adventure.heroTeam).toBeNull();
  });

  it('false: support, by a team-mate or the proposer himself, is a bid of its own that wins it', () => {
    const profile = withParams(GOT_2008, { proposalSupports: false });
    let s = ok(bidding(profile), { type: 'pass', player: 'Nick' });
    s = ok(s, { type: 'support', player: 'Zoe', card: cardOf(s, 'Ana', 'Easy Patrol') });
    expect(passRound(s).adventure.heroTeam).toBe('North');
    let t = bidding(profile);
    for (let i = 0; i < 3; i++) t = ok(t, { type: 'pass', player: t.bidding?.bidder as string });
    t = ok(t, { type: 'support', player: 'Ana', card: cardOf(t, 'Ana', 'Easy Patrol') });
    expect(passRound(t).adventure.heroTeam).toBe('North');
  });
});

describe('affiliationCounted (GA-07): which buildsite adventures PlayIfBuildsiteAffiliation counts', () => {
  /** Ana's buildsite holds an Order adventure; the Guild Envoy asks for Affiliation count > 1. */
  const envoy = (profile: GardenerProfile, buildsite: readonly string[]) =>
    trial(profile, ['Guild Envoy', 'Filler'], ['Filler'], buildsite);

  it('own-affiliation: only Guild adventures count for the Guild Envoy', () => {
    const s = envoy(GOT_2008, ['Order Contract']);
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Guild Envoy') }),
      'play-if.affiliation',
      'Cards ► Predefined attributes ► Conditional play ► PlayIfBuildsiteAffiliation',
    );
    expect(
      names(playCard(envoy(GOT_2008, ['Guild Contract']), 'Ana', 'Guild Envoy'), 'Ana', 'playground'),
    ).toContain('Guild Envoy');
  });

  it('largest-shared: the adventures sharing one Affiliation count, whatever the card’s own', () => {
    const s = envoy(withParams(GOT_2008, { affiliationCounted: 'largest-shared' }), ['Order Contract']);
    expect(names(playCard(s, 'Ana', 'Guild Envoy'), 'Ana', 'playground')).toContain('Guild Envoy');
  });
});

describe('featlessAdventure (GA-29): what an adventure card printed without Feats is', () => {
  /** Ana holds the Starship Trial, printed without Feats (Examples ► Adventure card), and Easy Patrol. */
  const opening = (profile: GardenerProfile) =>
    position({ Ana: { ops: ['Starship Trial', 'Easy Patrol'] }, Nick: { ops: ['Filler'] } }, { profile });

  it('allowed: the example card opens an adventure like any other', () => {
    const s = opening(GOT_2008);
    const t = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    expect(t.adventure.card).toBe(cardOf(s, 'Ana', 'Starship Trial'));
  });

  it('unplayable: only an adventure card listing Feats opens an adventure', () => {
    const s = opening(withParams(GOT_2008, { featlessAdventure: 'unplayable' }));
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') }),
      'play.featless',
      'Cards ► Predefined attribute categories ► Feats',
    );
    expect(legalActions(s).filter((a) => a.type === 'play')).toEqual([
      { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') },
    ]);
  });
});

describe('giving (GA-25): whether giving is an action of the turn', () => {
  /** Ana, who turns, holds 2 reputation in her vault. */
  const rich = (profile: GardenerProfile): GameState => {
    const s = trial(profile, ['Filler'], ['Filler'], []);
    return {
      ...s,
      players: s.players.map((p) => (p.id === 'Ana' ? { ...p, vault: 2 } : p)),
      void: s.void - 2,
    };
  };

  it('no-action: no step of the turn gives', () => {
    const s = rich(GOT_2008);
    expect(legalActions(s).some((a) => a.type === 'give')).toBe(false);
    expectCites(refused(s, { type: 'give', player: 'Ana', to: 'Nick' }), 'give.not-an-action', 'Definitions');
  });

  it('action: the player who turns gives one reputation at a time, to a player or to the Void', () => {
    let s = rich(withParams(GOT_2008, { giving: 'action' }));
    expect(legalActions(s).filter((a) => a.type === 'give')).toEqual([
      { type: 'give', player: 'Ana', to: 'Nick' },
      { type: 'give', player: 'Ana', to: null },
    ]);
    s = ok(s, { type: 'give', player: 'Ana', to: 'Nick' });
    s = ok(s, { type: 'give', player: 'Ana', to: null });
    expect(s.players.map((p) => p.vault)).toEqual([0, 1]);
    expect(s.void + 0 + 1).toBe(s.totalReputation); // the Void got the other one
    expectCites(refused(s, { type: 'give', player: 'Ana', to: null }), 'give.nothing-to-give', 'Definitions');
  });
});

describe('got-strict takes the other reading of each of these gaps', () => {
  it('differs from got-2008 on every one', () => {
    const flipped = [
      'lastRound',
      'swapChecks',
      'abilityTiming',
      'wreckTo',
      'identicalAdventure',
      'openingInFirstTurn',
      'proposalSupports',
      'affiliationCounted',
      'featlessAdventure',
      'giving',
    ] as const;
    for (const p of flipped) expect(GOT_STRICT.parameters[p]).not.toEqual(GOT_2008.parameters[p]);
  });
});
