import { readFileSync } from 'node:fs';
import { auditClauseMap, RevisionError, RuleRegistry } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { randomConfig } from '../src/cards/random-config.js';
import { gardenerModule } from '../src/module.js';
import { readingsDocument } from '../src/revisions/doc.js';
import {
  BUILT_IN_PROFILES,
  deriveGardenerProfile,
  differingReadings,
  GOT_2008,
  GOT_STRICT,
  PARAMETER_SPECS,
  profileById,
} from '../src/revisions/index.js';
import { cardOf, ok, playCard, position } from './support.js';

const SECTIONS = [
  'Description',
  'Components',
  'Definitions',
  'Cards',
  'Playing',
  'Play modes',
  'Miscellaneous',
  'Game specific',
];

describe('the rule keys and their citations', () => {
  it('cites every rule key by a heading path of the rulebook, under every built-in profile', () => {
    const registry = new RuleRegistry(gardenerModule.rules);
    for (const profile of BUILT_IN_PROFILES) {
      expect(auditClauseMap(registry, profile)).toEqual({ uncited: [], unknown: [] });
      for (const [key, clause] of Object.entries(profile.clauses))
        expect(
          SECTIONS.some((s) => clause === s || clause.startsWith(`${s} ►`)),
          `${key}: ${clause}`,
        ).toBe(true);
    }
  });
});

describe('the readings as revision parameters', () => {
  it('gives every parameter its values, the heading it rests on and the gap it settles', () => {
    for (const [name, spec] of Object.entries(PARAMETER_SPECS)) {
      expect(spec.catalog.length, name).toBeGreaterThan(0);
      expect(
        spec.catalog.every((id) => /^GA-\d\d$/.test(id)),
        name,
      ).toBe(true);
      expect(spec.clause.length, name).toBeGreaterThan(0);
      expect(GOT_2008.sources?.[name as keyof typeof GOT_2008.parameters], name).toBeTruthy();
      expect(GOT_STRICT.sources?.[name as keyof typeof GOT_STRICT.parameters], name).toBeTruthy();
    }
  });

  it('has a second profile that flips every reading of got-2008', () => {
    expect(differingReadings(GOT_2008, GOT_STRICT)).toEqual(Object.keys(PARAMETER_SPECS));
    expect(profileById('got-strict')).toBe(GOT_STRICT);
    expect(() => profileById('got-2009')).toThrow(/did you mean got-2008/);
  });

  it('refuses a draft naming an unknown parameter or an illegal value, with a did-you-mean', () => {
    expect(() => deriveGardenerProfile(GOT_2008, { comparision: 'strict' }, { id: 'mine' })).toThrow(
      /did you mean comparison/,
    );
    expect(() => deriveGardenerProfile(GOT_2008, { comparison: 'stricter' }, { id: 'mine' })).toThrow(
      RevisionError,
    );
    const draft = deriveGardenerProfile(GOT_2008, { playsPerTurn: 2 }, { id: 'two-plays' });
    expect(differingReadings(GOT_2008, draft)).toEqual(['playsPerTurn']);
  });

  it('keeps docs/gardener-readings.md in step with the specs and profiles', () => {
    const file = new URL('../../../docs/gardener-readings.md', import.meta.url);
    expect(readFileSync(file, 'utf8')).toBe(readingsDocument());
  });
});

describe('gardenerModule', () => {
  it('plays a game from a random config through the module alone', () => {
    const start = gardenerModule.newGame(gardenerModule.play.randomConfig(7, GOT_2008));
    if (!start.ok) throw new Error('refused');
    const d = gardenerModule.decision(start.state);
    expect(d?.options.length).toBeGreaterThan(0);
    expect(gardenerModule.flow.value(start.state)).toBeTruthy();
    expect(gardenerModule.revisions.byId('got-2008')).toBe(GOT_2008);
    expect(gardenerModule.revisions.clauseIds).toContain('Playing ► Adventure ► Turn ► Play card');
  });

  it('describes actions in a player’s words', () => {
    const s = position({ Ana: { ops: ['Starship Trial'] }, Nick: {} });
    expect(
      gardenerModule.describeAction(s, {
        type: 'play',
        player: 'Ana',
        card: cardOf(s, 'Ana', 'Starship Trial'),
      }),
    ).toBe('Ana plays "Starship Trial"');
  });

  it('shows the board: the Void, each player’s reputation and zones, stash and ops hidden, the requirements table', () => {
    let s = position({
      Ana: { ops: ['Starship Trial', 'Freighter', 'Filler'], stash: ['Filler'] },
      Nick: {},
    });
    s = ok(s, { type: 'play', player: 'Ana', card: cardOf(s, 'Ana', 'Starship Trial') });
    s = playCard(s, 'Ana', 'Freighter');
    const view = gardenerModule.view(s);
    expect(view.title).toBe("Adventure 1 · hero Ana · Ana's turn");
    expect(view.counters[0]).toEqual({ label: 'the Void', value: `${s.void} reputation` });
    const ana = view.players[0]!;
    expect(ana.counters[0]).toEqual({ label: 'reputation', value: '0' });
    expect(ana.zones.find((z) => z.id === 'stash')).toMatchObject({
      visibility: 'private',
      count: 1,
      cards: [],
    });
    expect(ana.zones.find((z) => z.id === 'playground')?.cards.map((c) => c.name)).toEqual([
      'Starship Trial',
      'Freighter',
    ]);
    expect(view.panels[0]?.rows[0]).toEqual(['Ply.StarshipCapacity > 1', '2', '0', 'met']);
    expect(view.decision?.player).toBe('Ana');
  });

  it('makes a random config legal in both modes', () => {
    for (const mode of ['individual', 'teams'] as const) {
      const start = gardenerModule.newGame(randomConfig(11, GOT_STRICT, mode));
      expect(start.ok && start.state.mode).toBe(mode);
    }
  });
});
