import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/model/state.js';
import { GOT_2008 } from '../../src/revisions/index.js';
import type { GardenerProfile } from '../../src/revisions/parameters.js';
import { checkRequirements } from '../../src/rules/requirements.js';
import { cardOf, names, ok, pass, passUntilResolved, playCard, position, withParams } from '../support.js';

const FIVE = ['Magellan', 'Ion Drive', 'Ion Cannon', 'Scientists', 'Scientists'];

/**
 * Examples ► Adventure: Ana (reputation 4) opens the Kinesis station and plays its five supports, one
 * a turn; Nick plays `nick` in his first turn. Returns the state just before the adventure ends.
 */
function kinesis(profile: GardenerProfile, nick: readonly string[] = []): GameState {
  let s = position(
    {
      Ana: { ops: ['Kinesis Station', ...FIVE, ...Array(6).fill('Filler')], vault: 4 },
      Nick: { ops: [...nick, 'Filler', 'Filler', 'Filler'] },
    },
    { profile },
  );
  s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Kinesis Station') });
  for (const [i, card] of FIVE.entries()) {
    s = pass(playCard(s, 'Ana', card, ['Filler']));
    const mine = nick[i];
    s = mine ? pass(playCard(s, 'Nick', mine, ['Filler'])) : pass(s);
  }
  return s;
}

describe('Cards ► Predefined attribute categories ► Requirements ► Requirements calculation', () => {
  it('meets the Kinesis requirements with the five example supports under the 2008 readings (GA-02)', () => {
    const check = checkRequirements(kinesis(GOT_2008));
    expect(check.fulfilled).toBe(true);
    expect(check.rows.map((r) => [r.name, r.hero, r.met])).toEqual([
      ['Ply.FluonResearch', 2, true],
      ['Ply.StarshipCapacity', 1, true],
      ['Ply.StarshipFirePower', 2, true],
      ['Ply.StarshipFlyRange', 1, true],
      ['Ply.StarshipWeapon', ['Ion cannon'], true],
    ]);
  });

  it('fails the same example when `>` is strict: the literal text contradicts its example (GA-01, GA-02)', () => {
    const check = checkRequirements(kinesis(withParams(GOT_2008, { comparison: 'strict' })));
    expect(check.fulfilled).toBe(false);
    expect(check.rows.filter((r) => !r.met).map((r) => r.name)).toEqual([
      'Ply.FluonResearch',
      'Ply.StarshipCapacity',
      'Ply.StarshipFirePower',
      'Ply.StarshipFlyRange',
    ]);
  });

  it('needs both Scientists summed: one card alone does not reach FluonResearch 2 (GA-03)', () => {
    const check = checkRequirements(kinesis(withParams(GOT_2008, { requirementTotals: 'single-card' })));
    expect(check.rows.find((r) => r.name === 'Ply.FluonResearch')).toMatchObject({ hero: 1, met: false });
    expect(check.fulfilled).toBe(false);
  });

  it('adds a competitor’s ply to the total the hero must cover (GA-04, total)', () => {
    const check = checkRequirements(kinesis(GOT_2008, ['Freighter']));
    expect(check.rows.find((r) => r.name === 'Ply.StarshipCapacity')).toMatchObject({ added: 2, met: true });
    expect(check.total).toEqual({ hero: 6, asked: 8, met: false });
    expect(check.fulfilled).toBe(false);
  });

  it('raises the one requirement named under the per-requirement reading, and nothing under none (GA-04)', () => {
    const per = checkRequirements(
      kinesis(withParams(GOT_2008, { competitorAdditions: 'per-requirement' }), ['Freighter']),
    );
    expect(per.rows.find((r) => r.name === 'Ply.StarshipCapacity')).toMatchObject({
      asked: 3,
      hero: 1,
      met: false,
    });
    const none = checkRequirements(
      kinesis(withParams(GOT_2008, { competitorAdditions: 'none' }), ['Freighter']),
    );
    expect(none.fulfilled).toBe(true);
  });

  it('ignores a numeric requirement whose value is 0 at the end (GA-05)', () => {
    // Under strict `>`, "FluonResearch > 0" would need a card; being 0 it is skipped instead.
    let s = position(
      { Ana: { ops: ['Zero Quest', 'Freighter', 'Filler'] }, Nick: { ops: ['Filler'] } },
      { profile: withParams(GOT_2008, { comparison: 'strict' }) },
    );
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Zero Quest') });
    s = playCard(s, 'Ana', 'Freighter');
    const check = checkRequirements(s);
    expect(check.rows.map((r) => [r.name, r.ignored, r.met])).toEqual([
      ['Ply.FluonResearch', true, true],
      ['Ply.StarshipCapacity', false, true],
    ]);
    expect(check.fulfilled).toBe(true);
  });
});

describe('Playing ► Adventure ► Resolution', () => {
  it('gives a won adventure’s Reputation from the Void, puts it in the buildsite and wrecks the hero’s playground', () => {
    const before = kinesis(withParams(GOT_2008, { reputationToWin: 20 }), ['Freighter']);
    const resolvedNone = passUntilResolved(
      kinesis(withParams(GOT_2008, { reputationToWin: 20, competitorAdditions: 'none' }), ['Freighter']),
    );
    expect(resolvedNone.players.find((p) => p.id === 'Ana')?.vault).toBe(6);
    expect(names(resolvedNone, 'Ana', 'buildsite')).toEqual(['Kinesis Station']);
    expect(names(resolvedNone, 'Ana', 'wreckage')).toEqual(expect.arrayContaining(FIVE));
    expect(names(resolvedNone, 'Ana', 'playground')).toEqual([]);
    // The competitor's cards go back to his ops.
    expect(names(resolvedNone, 'Nick', 'ops')).toContain('Freighter');
    expect(resolvedNone.void).toBe(before.void - 2);
  });

  it('sends a failed adventure card and the hero’s cards back to the ops in the 2008 reading (GA-14)', () => {
    const s = passUntilResolved(kinesis(withParams(GOT_2008, { comparison: 'strict' })));
    expect(names(s, 'Ana', 'ops')).toEqual(expect.arrayContaining(['Kinesis Station', ...FIVE]));
    expect(names(s, 'Ana', 'buildsite')).toEqual([]);
    expect(s.players.find((p) => p.id === 'Ana')?.vault).toBe(4);
  });

  it('wrecks them under the other reading (GA-14)', () => {
    const s = passUntilResolved(
      kinesis(
        withParams(GOT_2008, {
          comparison: 'strict',
          failedAdventureCard: 'wreckage',
          failedHeroPlayground: 'wreckage',
        }),
      ),
    );
    expect(names(s, 'Ana', 'wreckage')).toEqual(expect.arrayContaining(['Kinesis Station', ...FIVE]));
  });

  it('makes the player after the hero the next hero', () => {
    const s = passUntilResolved(kinesis(withParams(GOT_2008, { reputationToWin: 20 })));
    expect(s.adventure.number).toBe(2);
    expect(s.adventure.hero).toBe('Nick');
  });
});

describe('Playing ► End the game', () => {
  it('ends once a player has the reputation required, and he wins (End of game ► Winner)', () => {
    const s = passUntilResolved(kinesis(GOT_2008));
    expect(s.result).toMatchObject({ winners: ['Ana'], tie: false });
    expect(s.flow).toBe('gameOver');
  });
});
