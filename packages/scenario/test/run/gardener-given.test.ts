import { GOT_2008 } from '@arbiter/gardener';
import { describe, expect, it } from 'vitest';
import { gardenerDialect } from '../../src/dialects/gardener/index.js';
import { SAMPLE } from '../../src/dialects/gardener/library.js';
import { format, parse, runScenarioText } from '../../src/index.js';

/**
 * Gardener `given` positions: a game under way written as zones, reputation, the adventure and whose
 * turn it is, built through the engine; and the one writer of a state as such a `given`.
 */
const GIVEN = `given
  players Ana, Nick
  Ana stash 2 "Scientists"
  Ana ops 3 "Scientists"
  Ana playground "Pirate Ambush", "Freighter", "Ion Cannon"
  Nick stash 2 "Scientists"
  Nick ops 2 "Scientists", "Weapon Malfunction"
  void 1
  adventure 1
  hero Ana
  turn Nick`;

const FILE = `game gardener

scenario "Nick's turn in Ana's adventure: two quiet turns end it, and Ana's ships win it"
  revisions got-2008
${GIVEN}
when
  Nick passes
  Ana plays "Ion Cannon"  -> rejected "Playing ► Adventure ► Turn ► Play card"
  Ana passes
then
  Ana reputation 1
  void 0
  Ana buildsite 1
  hero Nick
`;

const positionOf = (text: string) => {
  const { file } = parse(`game gardener\n\nscenario "x"\n${text}\n`, 'g.scenario');
  const section = file.scenarios[0]?.sections[0];
  if (section?.kind !== 'given') throw new Error('no given');
  return gardenerDialect.bind.given(section, SAMPLE, GOT_2008, 1).state;
};

describe('Gardener given positions', () => {
  it('read and print back unchanged', () => {
    const { file, diagnostics } = parse(FILE, 'g.scenario');
    expect(diagnostics).toEqual([]);
    expect(format(file)).toBe(FILE);
  });

  it('start a scenario in the middle of an adventure', () => {
    const run = runScenarioText(FILE, 'g.scenario');
    expect(run.scenarios.map((s) => [s.status, s.failures.map((f) => f.message)])).toEqual([['passed', []]]);
  });

  it('a wrong expectation after a given fails', () => {
    const run = runScenarioText(FILE.replace('  Ana reputation 1', '  Ana reputation 0'), 'g.scenario');
    expect(run.scenarios[0]?.failures[0]).toMatchObject({
      expected: 'Ana reputation 0',
      actual: 'Ana reputation 1',
    });
  });

  it('the state of a given is written back as the same given', () => {
    const written = gardenerDialect.write.given(positionOf(GIVEN));
    expect(written).toEqual({ ok: true, text: GIVEN });
  });

  it('the hero at the opening: no turn line, and the won reputation counts from the buildsite', () => {
    const s = positionOf(`given
  players Ana, Nick
  Ana ops "Deep Survey", 2 "Scientists"
  Nick buildsite "Pirate Ambush"
  Nick ops "Scientists"
  adventure 3
  hero Ana`);
    expect(s.adventure).toMatchObject({ number: 3, hero: 'Ana', turn: null });
    expect(s.players[1]?.vault).toBe(1);
    expect(s.void).toBe(1);
    expect(
      gardenerDialect.module.legalActions(s).map((a) => gardenerDialect.module.describeAction(s, a)),
    ).toContain('Ana declines to play an adventure');
  });

  it('an unknown card is an error at its place, with the closest card', () => {
    const text = FILE.replace('Nick ops 2 "Scientists"', 'Nick ops 2 "Scientist"');
    const failure = runScenarioText(text, 'g.scenario').scenarios[0]?.failures[0];
    expect(failure).toMatchObject({
      message: 'unknown card "Scientist"',
      hint: 'did you mean "Scientists"?',
    });
    expect(failure?.range.start.line).toBe(text.split('\n').findIndex((l) => l.includes('"Scientist"')));
  });

  it('a running adventure needs its card in the hero’s playground', () => {
    const text = FILE.replace('"Pirate Ambush", "Freighter"', '"Freighter"');
    const failure = runScenarioText(text, 'g.scenario').scenarios[0]?.failures[0];
    expect(failure?.message).toMatch(/Ana is the hero of a running adventure but has no adventure card/);
  });

  it('a position breaking an invariant is refused with the invariant named', () => {
    const text = FILE.replace('  void 1', '  void 1\n  Ana reputation 0\n  Nick buildsite "Freighter"');
    const failure = runScenarioText(text, 'g.scenario').scenarios[0]?.failures[0];
    expect(failure?.message).toMatch(/this position cannot be: this position breaks/);
  });
});
