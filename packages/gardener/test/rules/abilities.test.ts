import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine.js';
import type { GameState } from '../../src/model/state.js';
import { GOT_2008 } from '../../src/revisions/index.js';
import { cardOf, expectCites, names, ok, pass, playCard, position, refused, withParams } from '../support.js';

/** Ana (hero, buildsite holding the time feats) opens Easy Patrol; Nick competes. */
function patrol(
  ana: readonly string[],
  nick: readonly string[] = ['Filler'],
  extra: { nickBuildsite?: string[] } = {},
) {
  const s = position({
    Ana: { ops: ['Starship Trial', ...ana], buildsite: ['Easy Patrol'] },
    Nick: { ops: nick, buildsite: extra.nickBuildsite ?? [] },
  });
  return ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
}

const use = (s: GameState, card: string) => ok(s, { type: 'use', player: s.adventure.turn as string, card });
const done = (s: GameState) => ok(s, { type: 'done', player: s.adventure.turn as string });

describe('Cards ► Predefined attribute ► Abilities ► AbleToFreezeCompetitors (Examples ► Time weapons)', () => {
  it('stops the competitors playing for the rest of the adventure once the hero plays it', () => {
    let s = patrol(['Time Weapons', 'Filler'], ['Freighter', 'Filler']);
    s = pass(playCard(s, 'Ana', 'Time Weapons'));
    expect(s.adventure.frozen).toBe(true);
    expectCites(
      refused(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Freighter') }),
      'play.frozen',
      'Cards ► Predefined attribute ► Abilities ► AbleToFreezeCompetitors',
    );
    expect(legalActions(s).map((a) => a.type)).toEqual(['pass']);
  });

  it('may not be played by a competitor', () => {
    let s = patrol(['Filler'], ['Time Weapons', 'Filler'], { nickBuildsite: ['Easy Patrol'] });
    s = pass(ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Filler') }));
    expect(refused(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Time Weapons') }).key).toBe(
      'play.freeze-by-competitor',
    );
  });
});

describe('Cards ► Predefined attribute ► Abilities ► AbleToRewind (Examples ► Time travel)', () => {
  it('"Last round": the cards played in the last round go back to the ops; the rewinding card stays', () => {
    let s = patrol(['Freighter', 'Time Travel', 'Filler', 'Filler'], ['Magellan', 'Filler']);
    s = pass(playCard(s, 'Ana', 'Freighter', ['Filler']));
    s = pass(playCard(s, 'Nick', 'Magellan', ['Filler']));
    s = playCard(s, 'Ana', 'Time Travel', ['Filler']);
    expect(names(s, 'Nick', 'ops')).toContain('Magellan');
    expect(names(s, 'Ana', 'ops')).not.toContain('Freighter');
    expect(names(s, 'Ana', 'playground')).toEqual(['Starship Trial', 'Freighter', 'Time Travel']);
  });

  it('"Adventure": every played card and the adventure card go back to the ops, the rewinding card is wrecked, and the adventure ends unresolved', () => {
    let s = patrol(['Freighter', 'Collapse', 'Filler'], ['Magellan', 'Filler']);
    s = pass(playCard(s, 'Ana', 'Freighter'));
    s = pass(playCard(s, 'Nick', 'Magellan'));
    s = playCard(s, 'Ana', 'Collapse');
    expect(names(s, 'Ana', 'ops')).toEqual(expect.arrayContaining(['Starship Trial', 'Freighter']));
    expect(names(s, 'Ana', 'wreckage')).toContain('Collapse');
    expect(names(s, 'Nick', 'ops')).toContain('Magellan');
    expect(s.adventure.number).toBe(2);
    expect(s.adventure.hero).toBe('Nick');
    expect(s.players.find((p) => p.id === 'Ana')?.vault).toBe(0);
  });

  it('gives the next adventure to the same hero under the other reading (GA-20)', () => {
    const s0 = position(
      { Ana: { ops: ['Starship Trial', 'Collapse', 'Filler'] }, Nick: { ops: ['Filler'] } },
      { profile: withParams(GOT_2008, { heroAfterRewind: 'same-hero' }) },
    );
    let s = ok(s0, { type: 'play', player: 'Ana', card: cardOf(s0, 'Ana', 'Starship Trial') });
    s = playCard(s, 'Ana', 'Collapse');
    expect(s.adventure.hero).toBe('Ana');
  });
});

describe('Cards ► Predefined attribute ► Abilities ► AbleToRecoverPlayed and AbleToRecoverWrecked', () => {
  it('recovers a card of one’s own playground to the ops', () => {
    let s = patrol(['Freighter', 'Repair Crew', 'Filler']);
    s = pass(pass(playCard(s, 'Ana', 'Freighter')));
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Repair Crew') });
    expect(s.adventure.abilities[0]).toMatchObject({ ability: 'AbleToRecoverPlayed', left: 1 });
    s = use(s, cardOf(s, 'Ana', 'Freighter', 'playground'));
    expect(names(s, 'Ana', 'ops')).toContain('Freighter');
    expect(s.adventure.abilities).toEqual([]);
  });

  it('recovers up to N wrecked cards, one decision each, and may stop early', () => {
    let s = position({
      Ana: { ops: ['Starship Trial', 'Salvage Crew'], wreckage: ['Magellan', 'Freighter', 'Sensor'] },
      Nick: { ops: ['Filler'] },
    });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Salvage Crew') });
    s = use(s, cardOf(s, 'Ana', 'Magellan', 'wreckage'));
    expect(s.adventure.abilities[0]).toMatchObject({ left: 1 });
    s = done(s);
    expect(names(s, 'Ana', 'ops')).toEqual(['Magellan']);
    expect(names(s, 'Ana', 'wreckage')).toEqual(['Freighter', 'Sensor']);
  });

  it('refuses an ability when no card just played offers one', () => {
    const s = patrol(['Filler']);
    expectCites(
      refused(s, { type: 'done', player: 'Ana' }),
      'ability.none-waiting',
      'Cards ► Predefined attribute ► Abilities',
    );
  });
});

describe('Cards ► Predefined attribute categories ► Conditional abilities', () => {
  it('AbleToIncapacitatePlayedCardIf returns one matching played card to its owner’s ops (Examples ► Incapacitation, GA-08)', () => {
    let s = patrol(['Magellan', 'Filler'], ['Sensor', 'Combat (GA-08)', 'Filler', 'Filler']);
    s = pass(playCard(s, 'Ana', 'Magellan', ['Filler']));
    s = pass(playCard(s, 'Nick', 'Sensor', ['Filler']));
    s = pass(s);
    // Sensor range 2 meets `> 2` only inclusively (GA-10).
    s = ok(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Combat (GA-08)') });
    s = ok(s, { type: 'pay', player: 'Nick', card: cardOf(s, 'Nick', 'Filler') });
    const magellan = cardOf(s, 'Ana', 'Magellan', 'playground');
    expect(legalActions(s)).toEqual([
      { type: 'use', player: 'Nick', card: magellan },
      { type: 'done', player: 'Nick' },
    ]);
    s = use(s, magellan);
    expect(names(s, 'Ana', 'ops')).toContain('Magellan');
  });

  it('AbleToIncapacitatePlayedIf reaches any number of matching cards (Examples ► Unforeseen incapacitation, GA-09)', () => {
    let s = patrol(['Ion Cannon', 'Filler'], ['Unforeseen Event (GA-09)', 'Filler']);
    s = pass(playCard(s, 'Ana', 'Ion Cannon', ['Filler']));
    s = playCard(s, 'Nick', 'Unforeseen Event (GA-09)', ['Filler']);
    expect(s.adventure.abilities[0]).toMatchObject({ ability: 'AbleToIncapacitatePlayedIf', left: null });
    s = use(s, cardOf(s, 'Ana', 'Ion Cannon', 'playground'));
    expect(names(s, 'Ana', 'ops')).toContain('Ion Cannon');
  });

  it('refuses a card its conditions do not match', () => {
    let s = patrol(['Ion Cannon', 'Freighter', 'Filler', 'Filler'], ['Unforeseen Event (GA-09)', 'Filler']);
    s = pass(pass(playCard(s, 'Ana', 'Freighter')));
    s = pass(playCard(s, 'Ana', 'Ion Cannon'));
    s = playCard(s, 'Nick', 'Unforeseen Event (GA-09)');
    expectCites(
      refused(s, { type: 'use', player: 'Nick', card: cardOf(s, 'Ana', 'Freighter', 'playground') }),
      'ability.incapacitate-any',
      'Cards ► Predefined attribute categories ► Conditional abilities ► AbleToIncapacitatePlayedIf',
    );
  });

  it('AbleToWreckPlayedIf wrecks matching played cards; AbleToWreckBuildsiteCardIf an adventure of any buildsite', () => {
    let s = patrol(['Freighter', 'Filler'], ['Saboteur', 'Demolition']);
    s = pass(playCard(s, 'Ana', 'Freighter'));
    s = use(
      ok(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Saboteur') }),
      cardOf(s, 'Ana', 'Freighter', 'playground'),
    );
    expect(names(s, 'Ana', 'wreckage')).toContain('Freighter');
    s = pass(pass(s));
    s = ok(s, { type: 'play', player: 'Nick', card: cardOf(s, 'Nick', 'Demolition') });
    s = use(s, cardOf(s, 'Ana', 'Easy Patrol', 'buildsite'));
    expect(names(s, 'Ana', 'buildsite')).toEqual([]);
    expect(names(s, 'Ana', 'wreckage')).toContain('Easy Patrol');
  });
});

describe('Cards ► Predefined attribute ► Abilities ► AbleToSwap (Turn ► Swap cards)', () => {
  it('swaps a played card back to the ops for the swapping card, which is played', () => {
    let s = patrol(['Freighter', 'Swift Freighter', 'Filler']);
    s = pass(pass(playCard(s, 'Ana', 'Freighter')));
    s = ok(s, { type: 'swap', player: 'Ana', card: cardOf(s, 'Ana', 'Swift Freighter') });
    s = ok(s, { type: 'swap-out', player: 'Ana', card: cardOf(s, 'Ana', 'Freighter', 'playground') });
    expect(names(s, 'Ana', 'playground')).toEqual(['Starship Trial', 'Swift Freighter']);
    expect(names(s, 'Ana', 'ops')).toContain('Freighter');
  });

  it('refuses a card without AbleToSwap Yes', () => {
    let s = patrol(['Freighter', 'Magellan', 'Filler', 'Filler']);
    s = pass(pass(playCard(s, 'Ana', 'Freighter')));
    expectCites(
      refused(s, { type: 'swap', player: 'Ana', card: cardOf(s, 'Ana', 'Magellan') }),
      'swap.not-swappable',
      'Cards ► Predefined attribute ► Abilities ► AbleToSwap',
    );
  });
});
