import { V1_5_5, V1_7 } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { bindGiven, bindLibrary, parse, runScenarioText } from '../../src/index.js';
import { sectionOf } from '../../src/syntax/queries.js';

/**
 * A scenario is bound once for all the revisions it runs under (its cards, its names, its `given`
 * position): each revision still gets its own start and its own verdict.
 */
const UPKEEP = `cards
  business "Ana Corp"   cost 20M  traits IQ 5, EQ 5, MQ 5, BQ 8
  business "Nick Corp"  cost 20M  traits IQ 5, EQ 5, MQ 5, BQ 8
  character "Raamaa"    cost 5M   traits IQ 2, EQ 1, MQ 2, BQ 4  founder upkeep 1M

scenario "a position under two revisions"
  revisions v1.7, v1.5.5
given
  turn 3, Ana active, phase accounting
  Ana money 7
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa" damage BQ 1
  Nick network
    0,0  business "Nick Corp"
then
  Ana money 7
`;

function given() {
  const { file } = parse(UPKEEP, 'bound-once.scenario');
  const scenario = file.scenarios[0];
  const section = scenario && sectionOf(scenario, 'given');
  if (!section) throw new Error('the scenario has a given');
  return { section, library: bindLibrary(file, scenario, undefined).library };
}

describe('a given bound under several revisions', () => {
  it('starts each revision from the same position, under that revision', () => {
    const { section, library } = given();
    const a = bindGiven(section, library, V1_7, undefined);
    const b = bindGiven(section, library, V1_5_5, undefined);
    expect(a.state.profile).toBe(V1_7);
    expect(b.state.profile).toBe(V1_5_5);
    expect({ ...b.state, profile: V1_7 }).toEqual(a.state);
    expect(b.ids).toEqual(a.ids);
  });

  it('leaves the start bound first as it was when bound again', () => {
    const { section, library } = given();
    const a = bindGiven(section, library, V1_7, undefined);
    const before = JSON.stringify(a.state);
    const again = bindGiven(section, library, V1_7, undefined);
    expect(JSON.stringify(a.state)).toBe(before);
    expect(again.state).toEqual(a.state);
    expect(again.state).not.toBe(a.state);
  });

  it('gives each seed its own position', () => {
    const { section, library } = given();
    const one = bindGiven(section, library, V1_7, 1);
    const two = bindGiven(section, library, V1_7, 2);
    expect(two.state.rng).not.toEqual(one.state.rng);
  });
});

describe('a scenario that cannot be bound', () => {
  it('is an error under each of its revisions', () => {
    const text = UPKEEP.replace('founder "Raamaa" damage', 'founder "Ramaa" damage');
    const r = runScenarioText(text, 'bound-once.scenario');
    expect(r.scenarios.map((s) => [s.revision, s.status, s.failures[0]?.message])).toEqual([
      ['v1.7', 'error', 'unknown card "Ramaa"'],
      ['v1.5.5', 'error', 'unknown card "Ramaa"'],
    ]);
  });
});

describe('a library bound once per tree while the files it uses read the same', () => {
  const USES = `use "shared.cards"

scenario "a card from a used file"
given
  Ana hand "Worker"
then
  Ana hand 1 card
`;
  const files = new Map([['shared.cards', 'cards\n  character "Worker"  cost 1M  traits BQ 1\n']]);
  const loader = {
    resolve: (_from: string, relative: string) => relative,
    read: (path: string) => files.get(path),
  };

  it('gives the same binding again, and a new one once a used file reads otherwise', () => {
    const { file } = parse(USES, 'uses.scenario');
    const scenario = file.scenarios[0];
    const first = bindLibrary(file, scenario, loader);
    expect(first.library.Worker?.cost.money).toBe(1);
    expect(bindLibrary(file, scenario, loader)).toBe(first);
    files.set('shared.cards', 'cards\n  character "Worker"  cost 3M  traits BQ 1\n');
    const changed = bindLibrary(file, scenario, loader);
    expect(changed).not.toBe(first);
    expect(changed.library.Worker?.cost.money).toBe(3);
    files.delete('shared.cards');
    const gone = bindLibrary(file, scenario, loader);
    expect(gone.complete).toBe(false);
    expect(gone.library.Worker).toBeUndefined();
    // Without a loader the used file cannot be read: not the binding made with one.
    expect(bindLibrary(file, scenario, undefined)).not.toBe(gone);
  });
});
