import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, sellScenario } from './helpers.js';

/**
 * The canaries (../shared/canaries beside the project, copied into test/canaries so the test runs
 * wherever the repository is cloned): each must fail `check`.
 */
const canary = (name: string) => readFileSync(new URL(`./canaries/${name}`, import.meta.url), 'utf8');

describe('arbiter check', () => {
  it('exits 0 for files that parse and bind, without running them', async () => {
    // A wrong expectation is not a check error: check does not run the engine.
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario(15) });
    const r = await cli(root, 'check', '.');
    expect(r.code).toBe(0);
    expect(r.out).toBe('checked 2 files: 0 errors, 0 warnings');
  });

  it('reports syntax errors, library problems, unknown revisions and unknown cards; exit 2', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'syntax.scenario': sellScenario().replace('Ana sells "Hierarch"', 'Ana sels "Hierarch"'),
      'revision.scenario': sellScenario().replace('revisions v1.7', 'revisions v1.8'),
      'card.scenario': sellScenario().replace('1,0  founder "Raamaa"', '1,0  founder "Ramaa"'),
      'missing.scenario': sellScenario().replace('use "lib.cards"', 'use "nowhere.cards"'),
    });
    const r = await cli(root, 'check', '.');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/syntax\.scenario:16:\d+: error: /);
    expect(r.out).toMatch(/revision\.scenario:4:\d+: error: unknown revision v1\.8 \(did you mean v1\.7\?\)/);
    expect(r.out).toMatch(/card\.scenario:11:\d+: error: .*Ramaa.*Raamaa/);
    expect(r.out).toMatch(/missing\.scenario:1:\d+: error: no card library at "nowhere\.cards"/);
    expect(r.out).toContain('checked 5 files: 4 errors, 0 warnings');
  });

  it('reports a problem of a card library once, where it is, not once per file that uses it', async () => {
    const root = fixture({
      'lib.cards': `${CARDS}  widget "Gizmo"  cost 1M\n`,
      'a.scenario': sellScenario(),
      'b.scenario': sellScenario(),
    });
    const r = await cli(root, 'check', '.');
    expect(r.code).toBe(2);
    expect(r.out.match(/lib\.cards:7:3: error: unknown card type `widget`/g)).toHaveLength(1);
  });

  it('a scenario without a position is an error', async () => {
    const root = fixture({ 'a.scenario': 'scenario "nothing"\nthen\n  Ana money 3\n' });
    const r = await cli(root, 'check', 'a.scenario');
    expect(r.code).toBe(2);
    expect(r.out).toContain('a.scenario:1:1: error: a scenario needs a `given` or a `setup` section');
  });

  describe('the canaries: a way to pass while testing nothing is an error naming the mistake', () => {
    // use-outside-project.scenario is about `use` paths, not names: covered where `use` is read.
    const mistakes: Record<string, RegExp> = {
      'card-typo-in-then.scenario': /:25:19: error: unknown card "Grnut" \(did you mean "Grunt"\?\)/,
      'keyword-typo.scenario': /:8:75: error: unknown keyword FLYNG \(did you mean FLYING\?\)/,
      'unknown-clause.scenario': /:11:10: error: unknown clause 99\.9 /,
      'unknown-refusal-clause.scenario': /:22:40: error: unknown clause 9\.99 /,
    };
    for (const [name, mistake] of Object.entries(mistakes)) {
      it(name, async () => {
        const root = fixture({ [name]: canary(name) });
        const r = await cli(root, 'check', name);
        expect(r.code).toBe(2);
        expect(r.out).toMatch(mistake);
        expect(r.out).toContain('checked 1 file: 1 error, 0 warnings');
      });
    }

    it('the control passes check and run', async () => {
      const root = fixture({ 'control.scenario': canary('control.passes') });
      expect((await cli(root, 'check', 'control.scenario')).code).toBe(0);
      const run = await cli(root, 'run', 'control.scenario');
      expect(run.code).toBe(0);
      expect(run.out).toContain('all scenarios pass');
    });
  });
});

describe('the game of a file', () => {
  it('is its `game` line, and a file without one is a Megacorp file', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'plain.scenario': sellScenario(),
      'named.scenario': `game megacorp\n${sellScenario()}`,
      'other.scenario': `game gardner\n${sellScenario()}`,
    });
    const r = await cli(root, 'check', '.');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/other\.scenario:1:6: error: unknown game gardner/);
    expect(r.out).toContain('checked 4 files: 1 error, 0 warnings');
    const run = await cli(root, 'run', 'plain.scenario', 'named.scenario');
    expect(run.code).toBe(0);
  });

  it('can be set for every file with --game, which must name a known game', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'other.scenario': `game gardner\n${sellScenario()}` });
    expect((await cli(root, 'run', '--game', 'megacorp', '.')).code).toBe(0);
    expect((await cli(root, 'check', '--game', 'megacorp', '.')).code).toBe(0);
    const bad = await cli(root, 'run', '--game', 'megacrop', '.');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown game megacrop (did you mean megacorp?); known games: megacorp');
  });
});
