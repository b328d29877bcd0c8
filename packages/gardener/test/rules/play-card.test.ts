import { describe, expect, it } from 'vitest';
import { GOT_2008 } from '../../src/revisions/index.js';
import { cardOf, expectCites, names, ok, pass, playCard, position, refused, withParams } from '../support.js';

const TURN = 'Playing ► Adventure ► Turn';
const PLAY_CARD = 'Playing ► Adventure ► Turn ► Play card';

/** Ana opens "Starship Trial" (no cost) and turns first; Nick is the competitor. */
function trial(ana: readonly string[], nick: readonly string[] = ['Filler', 'Filler']) {
  const s = position({ Ana: { ops: ['Starship Trial', ...ana] }, Nick: { ops: nick } });
  return ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
}

describe('Playing ► Adventure ► Turn', () => {
  it('lets only the player who turns act', () => {
    const s = trial(['Magellan', 'Filler'], ['Magellan', 'Filler']);
    const v = refused(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Magellan') });
    expectCites(v, 'turn.not-your-turn', TURN);
    expect(v.hint).toContain('Nick');
  });

  it('starts with the hero, then follows the turn sequence', () => {
    const s = trial(['Filler']);
    expect(s.adventure.turn).toBe('Ana');
    const played = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') });
    expect(pass(played).adventure.turn).toBe('Nick');
    expect(pass(pass(played)).adventure.turn).toBe('Ana');
  });
});

describe(PLAY_CARD, () => {
  it('moves the card from the ops to the playground once its cost is paid, one card at a time', () => {
    const s = trial(['Magellan', 'Filler', 'Filler']);
    const declared = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Magellan') });
    expect(declared.adventure.pending).toMatchObject({ kind: 'cost', owed: 1 });
    expect(names(declared, 'Ana', 'playground')).toEqual(['Starship Trial']);
    const paid = ok(declared, { type: 'pay', player: 'Ana', card: cardOf(declared, 'Ana', 'Filler') });
    expect(names(paid, 'Ana', 'playground')).toEqual(['Starship Trial', 'Magellan']);
    expect(names(paid, 'Ana', 'wreckage')).toEqual(['Filler']);
    expect(names(paid, 'Ana', 'ops')).toEqual(['Filler']);
  });

  it('refuses a card whose cost the rest of the ops cannot pay', () => {
    const s = trial(['Magellan']);
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Magellan') }),
      'cost.unpayable',
      'Cards ► Predefined attributes ► Cost',
    );
  });

  it('refuses paying with the card being played', () => {
    const s = trial(['Magellan', 'Filler']);
    const declared = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Magellan') });
    expect(refused(declared, { type: 'pay', player: 'Ana', card: cardOf(s, 'Ana', 'Magellan') }).key).toBe(
      'cost.not-in-ops',
    );
  });

  it('plays a card without a cost at once', () => {
    const s = trial(['Filler']);
    const next = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') });
    expect(names(next, 'Ana', 'playground')).toEqual(['Starship Trial', 'Filler']);
  });

  it('refuses an adventure card after the first card of the adventure', () => {
    const s = trial(['Easy Patrol']);
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') }),
      'play.adventure-first',
      PLAY_CARD,
    );
  });

  it('refuses a support card while a support card of the same Name is in any playground', () => {
    let s = trial(['Magellan', 'Filler'], ['Magellan', 'Filler']);
    s = pass(playCard(s, 'Ana', 'Magellan'));
    expectCites(
      refused(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Magellan') }),
      'play.name',
      'Cards ► Predefined attributes ► Name',
    );
  });

  it('refuses a support card whose attribute misses the alternatives of a textual requirement (Examples ► Adventure card)', () => {
    // The adventure asks StarshipDrive "Antimatter" / "Ion"; a Fluon drive is refused, an Ion drive is not.
    const s = position({
      Ana: {
        ops: ['Starship Trial', 'Fluon Drive', 'Ion Drive', 'Filler', 'Filler'],
        buildsite: ['Kinesis Station'],
      },
      Nick: { ops: ['Filler'] },
    });
    const opened = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    expectCites(
      refused(opened, { type: 'play', player: 'Ana', card: cardOf(opened, 'Ana', 'Fluon Drive') }),
      'play.textual-requirement',
      PLAY_CARD,
    );
    expect(names(playCard(opened, 'Ana', 'Ion Drive'), 'Ana', 'playground')).toContain('Ion Drive');
  });

  it('restricts every player by the textual requirements, or only the hero under the other reading (GA-30)', () => {
    const build = (profile = GOT_2008) => {
      const s = position(
        {
          Ana: { ops: ['Starship Trial', 'Filler'] },
          Nick: { ops: ['Fluon Drive', 'Filler', 'Filler'], buildsite: ['Kinesis Station'] },
        },
        { profile },
      );
      return pass(ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') }));
    };
    const s = build();
    expect(refused(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Fluon Drive') }).key).toBe(
      'play.textual-requirement',
    );
    const h = build(withParams(GOT_2008, { textualRestriction: 'hero-only' }));
    expect(names(playCard(h, 'Nick', 'Fluon Drive'), 'Nick', 'playground')).toEqual(['Fluon Drive']);
  });

  it('refuses a card matching the incapacitation conditions of a card already played (Examples ► Incapacitation)', () => {
    // The Cloak (SensorSensitivity < 2, read inclusively) keeps the competitor's Sensor out.
    let s = trial(['Starship Cloak', 'Filler'], ['Sensor', 'Filler']);
    s = pass(playCard(s, 'Ana', 'Starship Cloak'));
    expectCites(
      refused(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Sensor') }),
      'play.incapacitated',
      PLAY_CARD,
    );
  });

  it('lets the Sensor in when `<` reads strictly, as the literal text has it (GA-10)', () => {
    const s0 = position(
      { Ana: { ops: ['Starship Trial', 'Starship Cloak', 'Filler'] }, Nick: { ops: ['Sensor', 'Filler'] } },
      { profile: withParams(GOT_2008, { comparison: 'strict' }) },
    );
    let s = ok(s0, { type: 'play', player: 'Ana', card: cardOf(s0, 'Ana', 'Starship Trial') });
    s = pass(playCard(s, 'Ana', 'Starship Cloak'));
    expect(names(playCard(s, 'Nick', 'Sensor'), 'Nick', 'playground')).toEqual(['Sensor']);
  });

  it('plays one card a turn in the 2008 reading, any number in the other (GA-16)', () => {
    const s = trial(['Filler', 'Hero Orders']);
    const once = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') });
    expectCites(
      refused(once, { type: 'play', player: 'Ana', card: cardOf(once, 'Ana', 'Hero Orders') }),
      'play.per-turn',
      PLAY_CARD,
    );
    const free = position(
      { Ana: { ops: ['Starship Trial', 'Filler', 'Hero Orders'] }, Nick: { ops: ['Filler'] } },
      { profile: withParams(GOT_2008, { playsPerTurn: 0 }) },
    );
    let t = ok(free, { type: 'play', player: 'Ana', card: cardOf(free, 'Ana', 'Starship Trial') });
    t = ok(t, { type: 'play', player: 'Ana', card: cardOf(t, 'Ana', 'Filler') });
    t = ok(t, { type: 'play', player: 'Ana', card: cardOf(t, 'Ana', 'Hero Orders') });
    expect(names(t, 'Ana', 'playground')).toHaveLength(3);
  });
});

describe('Cards ► Predefined attributes ► Conditional play', () => {
  it('PlayIfPlayer Hero: only the hero plays it', () => {
    const s = pass(trial(['Filler'], ['Hero Orders', 'Ambush']));
    expectCites(
      refused(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Hero Orders') }),
      'play-if.player',
      'Cards ► Predefined attributes ► Conditional play ► PlayIfPlayer',
    );
    expect(
      names(ok(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Ambush') }), 'Nick', 'playground'),
    ).toEqual(['Ambush']);
  });

  it('PlayIfPlayer Competitors: the hero may not play it', () => {
    const s = trial(['Ambush']);
    expect(refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Ambush') }).key).toBe(
      'play-if.player',
    );
  });

  it('PlayIfReputation compares the player’s reputation', () => {
    const low = trial(['Veteran']);
    expectCites(
      refused(low, { type: 'play', player: 'Ana', card: cardOf(low, 'Ana', 'Veteran') }),
      'play-if.reputation',
      'Cards ► Predefined attributes ► Conditional play ► PlayIfReputation',
    );
    const s = position({ Ana: { ops: ['Starship Trial', 'Veteran'], vault: 2 }, Nick: { ops: ['Filler'] } });
    const opened = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    // `> 2` read inclusively: 2 is enough (GA-01).
    expect(
      names(
        ok(opened, { type: 'play', player: 'Ana', card: cardOf(opened, 'Ana', 'Veteran') }),
        'Ana',
        'playground',
      ),
    ).toContain('Veteran');
  });
});

describe('Cards ► Predefined attribute categories ► Conditional play ► PlayIfBuildsite (Examples ► Feats)', () => {
  it('refuses the Fluon drive until the buildsite holds the fluon drive feat', () => {
    const s = trial(['Fluon Drive', 'Filler', 'Filler']);
    expectCites(
      refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Fluon Drive') }),
      'play-if.buildsite',
      'Cards ► Predefined attribute categories ► Conditional play ► PlayIfBuildsite',
    );
  });

  it('accepts it with a won Kinesis Station in the buildsite', () => {
    const s = position({
      Ana: { ops: ['Easy Patrol', 'Fluon Drive', 'Filler', 'Filler'], buildsite: ['Kinesis Station'] },
      Nick: { ops: ['Filler'] },
    });
    const opened = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Easy Patrol') });
    expect(names(playCard(opened, 'Ana', 'Fluon Drive'), 'Ana', 'playground')).toContain('Fluon Drive');
  });
});

describe('Cards ► Predefined attribute categories ► Conditional play ► PlayIfPlayground', () => {
  it('needs the player’s own played cards to meet its conditions (Combat after a Sensor)', () => {
    const s = trial(['Combat (GA-08)', 'Sensor', 'Filler', 'Filler']);
    expect(refused(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Combat (GA-08)') }).key).toBe(
      'play-if.playground',
    );
    const withSensor = pass(pass(playCard(s, 'Ana', 'Sensor', ['Filler'])));
    expect(names(playCard(withSensor, 'Ana', 'Combat (GA-08)'), 'Ana', 'playground')).toContain(
      'Combat (GA-08)',
    );
  });
});
