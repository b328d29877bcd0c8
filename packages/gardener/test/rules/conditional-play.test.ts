import { describe, expect, it } from 'vitest';
import { cardOf, expectCites, names, ok, pass, playCard, position, refused } from '../support.js';

const CATEGORIES = 'Cards ► Predefined attribute categories ► Conditional play';

describe(`${CATEGORIES} ► PlayIfCompetitorBuildsite (Examples ► Espionage)`, () => {
  it('lets the hero open Espionage only once a competitor has won the fluon drive feat', () => {
    const without = position({ Ana: { ops: ['Espionage'], vault: 2 }, Nick: {} });
    expectCites(
      refused(without, { type: 'play', player: 'Ana', card: cardOf(without, 'Ana', 'Espionage') }),
      'play-if.competitor-buildsite',
      `${CATEGORIES} ► PlayIfCompetitorBuildsite`,
    );
    const s = position({ Ana: { ops: ['Espionage'], vault: 2 }, Nick: { buildsite: ['Kinesis Station'] } });
    expect(
      ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Espionage') }).adventure.card,
    ).not.toBeNull();
  });

  it('is gated by reputation first: PlayIfReputation 2 printed without operator (GA-06)', () => {
    const s = position({ Ana: { ops: ['Espionage'], vault: 1 }, Nick: { buildsite: ['Kinesis Station'] } });
    expect(refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Espionage') }).key).toBe(
      'play-if.reputation',
    );
  });
});

describe(`${CATEGORIES} ► PlayIfCompetitorBuildsiteCard`, () => {
  it('may not be played by a competitor, and needs one competitor card meeting every condition', () => {
    let s = position({
      Ana: { ops: ['Starship Trial', 'Filler', 'Stolen Plans'], buildsite: ['Kinesis Station'] },
      Nick: { ops: ['Stolen Plans'], buildsite: ['Kinesis Station'] },
    });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    // Nick's Kinesis Station has the feat and Reputation 2: the hero may play it.
    expect(
      names(
        ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Stolen Plans') }),
        'Ana',
        'playground',
      ),
    ).toContain('Stolen Plans');
    s = pass(ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') }));
    expectCites(
      refused(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Stolen Plans') }),
      'play-if.hero-only',
      `${CATEGORIES} ► PlayIfCompetitorBuildsite`,
    );
  });
});

describe(`${CATEGORIES} ► PlayIfWreckageCard`, () => {
  it('needs one card of the player’s wreckage meeting every condition', () => {
    const open = (wreckage: string[]) => {
      const s = position({ Ana: { ops: ['Starship Trial', 'Scavenger'], wreckage }, Nick: {} });
      return ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    };
    // Magellan is a Starship but carries capacity 1, read inclusively against `> 1`.
    const s = open(['Magellan']);
    expect(
      names(ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Scavenger') }), 'Ana', 'playground'),
    ).toContain('Scavenger');
    // A Freighter has the capacity but no Subtype Starship: no single card meets both.
    const t = open(['Freighter', 'Sensor']);
    expectCites(
      refused(t, { type: 'play', player: 'Ana', card: cardOf(t, 'Ana', 'Scavenger') }),
      'play-if.wreckage-card',
      `${CATEGORIES} ► PlayIfWreckageCard`,
    );
  });
});

describe('Cards ► Predefined attributes ► Conditional play ► PlayIfBuildsiteAffiliation', () => {
  it('counts the buildsite adventures of the card’s own Affiliation (GA-07)', () => {
    const open = (buildsite: string[]) => {
      const s = position({ Ana: { ops: ['Starship Trial', 'Guild Envoy'], buildsite }, Nick: {} });
      return ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    };
    const none = open(['Easy Patrol']);
    expectCites(
      refused(none, { type: 'play', player: 'Ana', card: cardOf(none, 'Ana', 'Guild Envoy') }),
      'play-if.affiliation',
      'Cards ► Predefined attributes ► Conditional play ► PlayIfBuildsiteAffiliation',
    );
    const one = open(['Guild Contract']);
    expect(
      names(
        ok(one, { type: 'play', player: 'Ana', card: cardOf(one, 'Ana', 'Guild Envoy') }),
        'Ana',
        'playground',
      ),
    ).toContain('Guild Envoy');
  });
});

describe(`${CATEGORIES} ► PlayIfBuildsiteCard and ► PlayIfPlaygroundCard`, () => {
  it('PlayIfBuildsiteCard needs one buildsite card meeting every condition', () => {
    const open = (buildsite: string[]) => {
      const s = position({ Ana: { ops: ['Starship Trial', 'Chrononaut'], buildsite }, Nick: {} });
      return ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    };
    // Easy Patrol has TimeTravel and Reputation 3; Kinesis has neither feat nor enough reputation.
    const yes = open(['Easy Patrol']);
    expect(
      ok(yes, { type: 'play', player: 'Ana', card: cardOf(yes, 'Ana', 'Chrononaut') }).adventure.plays,
    ).toHaveLength(1);
    const no = open(['Kinesis Station']);
    expect(refused(no, { type: 'play', player: 'Ana', card: cardOf(no, 'Ana', 'Chrononaut') }).key).toBe(
      'play-if.buildsite-card',
    );
  });

  it('PlayIfPlaygroundCard needs one card the player played meeting every condition', () => {
    let s = position({ Ana: { ops: ['Starship Trial', 'Magellan', 'Wingman', 'Filler'] }, Nick: {} });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Wingman') }),
      'play-if.playground-card',
      `${CATEGORIES} ► PlayIfPlaygroundCard`,
    );
    s = pass(pass(playCard(s, 'Ana', 'Magellan')));
    expect(
      names(ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Wingman') }), 'Ana', 'playground'),
    ).toContain('Wingman');
  });
});
