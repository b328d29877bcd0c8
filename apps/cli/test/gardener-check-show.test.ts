import { describe, expect, it } from 'vitest';
import { cli, fixture } from './helpers.js';

/** `arbiter check` and `arbiter show` on Gardener of Thoughts files, through the Gardener dialect. */
const LIBRARY = `game gardener

cards
  adventure "Survey"
    Cost 1
    Reputation 2
    Requirements
      Ply.SensorRange > 2
  support "Probe"
    Cost 1
    Ply
      SensorRange 1
`;

const SCENARIO = `game gardener

use "lib.cards"

scenario "Two probes win the survey"
  revisions got-2008
  covers "Cards ► Predefined attribute categories ► Requirements"
given
  players Ana, Nick
  Ana ops 2 "Probe"
  Ana playground "Survey", "Probe"
  Nick ops "Probe"
  turn Ana
when
  Ana plays "Probe"
  Ana wrecks "Probe"
  Ana passes
  Nick passes
  Ana passes
then
  Ana reputation 2
  hero Nick
`;

describe('arbiter check on Gardener files', () => {
  it('passes a file whose every name binds', async () => {
    const r = await cli(fixture({ 'lib.cards': LIBRARY, 'a.scenario': SCENARIO }), 'check', '.');
    expect(r.out).toContain('checked 2 files: 0 errors, 0 warnings');
    expect(r.code).toBe(0);
  });

  it('reports each unknown name at file:line:col with the closest known one', async () => {
    const bad = SCENARIO.replace('revisions got-2008', 'revisions got-2009')
      .replace('Requirements"', 'Requirement"')
      .replace('  Nick passes', '  Nik passes')
      .replace('  Ana plays "Probe"', '  Ana plays "Prob"')
      .replace('Nick ops "Probe"', 'Nick ops "Prbe"');
    const r = await cli(fixture({ 'lib.cards': LIBRARY, 'a.scenario': bad }), 'check', '.');
    expect(r.out).toContain('a.scenario:6:13: error: unknown revision got-2009 (did you mean got-2008?)');
    expect(r.out).toContain(
      'a.scenario:7:10: error: "Cards ► Predefined attribute categories ► Requirement" is not a heading of the Gardener rulebook (did you mean "Cards ► Predefined attribute categories ► Requirements"?)',
    );
    expect(r.out).toContain('a.scenario:12:12: error: unknown card "Prbe" (did you mean "Probe"?)');
    expect(r.out).toContain('a.scenario:15:13: error: unknown card "Prob" (did you mean "Probe"?)');
    expect(r.out).toContain('a.scenario:18:3: error: unknown player Nik (did you mean Nick?)');
    expect(r.code).toBe(2);
  });

  it("reports a library's problems in the library file", async () => {
    const lib = LIBRARY.replace('    Reputation 2', '    Reputation 2\n    Reputation 3');
    const r = await cli(fixture({ 'lib.cards': lib, 'a.scenario': SCENARIO }), 'check', '.');
    expect(r.out).toContain('lib.cards:7:5: error: Reputation is given twice on this card');
    expect(r.code).toBe(2);
  });

  it('reports a position that cannot be', async () => {
    const bad = SCENARIO.replace('Ana playground "Survey", "Probe"', 'Ana playground "Probe"');
    const r = await cli(fixture({ 'lib.cards': LIBRARY, 'a.scenario': bad }), 'check', '.');
    expect(r.out).toMatch(
      /a\.scenario:8:1: error: this position cannot be: Ana is the hero of a running adventure/,
    );
  });
});

describe('arbiter show on Gardener files', () => {
  it("prints the position after a line through the game's board view", async () => {
    const r = await cli(fixture({ 'lib.cards': LIBRARY, 'a.scenario': SCENARIO }), 'show', 'a.scenario:16');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Two probes win the survey [got-2008]');
    expect(r.out).toContain('after line 16: Ana wrecks "Probe"');
    expect(r.out).toContain("Adventure 1 · hero Ana · Ana's turn");
    expect(r.out).toContain('playground: Survey, Probe, Probe');
    expect(r.out).toMatch(/Ply\.SensorRange > 2\s+2\s+0\s+met/);
  });

  it('prints the end of the scenario: the adventure won, the next hero deciding', async () => {
    const r = await cli(fixture({ 'lib.cards': LIBRARY, 'a.scenario': SCENARIO }), 'show', 'a.scenario');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Adventure 2 · hero Nick');
    expect(r.out).toContain('Ana (reputation 2, role competitor)');
    expect(r.out).toContain('buildsite: Survey');
  });
});

describe('arbiter coverage --game gardener, by rulebook section', () => {
  const covered = `game gardener

scenario "One card a turn"
  revisions got-2008
  covers "Playing ► Adventure ► Turn ► Play card"
given
  players Ana, Nick
  Ana ops 2 "Scientists"
  Nick ops 2 "Scientists"
then
  hero Ana
`;

  it('lists every heading: covered with its scenarios, not checkable with the reason, or pending', async () => {
    const r = await cli(
      fixture({ 'g/a.scenario': covered }),
      'coverage',
      '--game',
      'gardener',
      '--actions',
      '200',
      'g',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^rulebook sections: 4 covered by scenarios, 8 not checkable, 64 pending \(1 scenario files\)/,
    );
    expect(r.out).toMatch(/ {2}Playing ► Adventure ► Turn ► Play card +1 scenario \n/);
    expect(r.out).toMatch(/ {2}Playing ► Adventure ► Turn +1 scenario +\(through its subsections\)/);
    expect(r.out).toMatch(/ {2}Components +not checkable: card backs/);
    expect(r.out).toMatch(/ {2}Playing ► Adventure ► Turn ► Draw card +pending/);
    expect(r.out).toContain('coverage of a fuzz run of gardener');
  });

  it('joins the sections to the JSON report', async () => {
    const r = await cli(
      fixture({ 'g/a.scenario': covered }),
      'coverage',
      '--game',
      'gardener',
      '--actions',
      '200',
      '--json',
      'g',
    );
    const json = JSON.parse(r.out) as { sections: { heading: string; status: string; scenarios: number }[] };
    expect(json.sections.find((s) => s.heading === 'Playing ► Adventure ► Turn ► Play card')).toMatchObject({
      status: 'covered',
      scenarios: 1,
    });
    expect(json.sections).toHaveLength(76);
  });
});
