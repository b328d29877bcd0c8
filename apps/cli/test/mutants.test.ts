import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, sellScenario } from './helpers.js';

/** The sale scenario with a covers line naming the clause of the parameter we flip. */
const files = () => ({ 'lib.cards': CARDS, 'sell.scenario': sellScenario() });

describe('arbiter mutants', () => {
  it('a flip the corpus notices is killed by the scenario whose outcome moves', async () => {
    // Under whole-pile sales the Lineage under the Hierarch pays too: the sale scenario's money moves.
    const r = await cli(fixture(files()), 'mutants', '--parameter', 'sellPile', '--all', '.');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/killed\s+sellPile top-card-only -> whole-pile\s+by sell\.scenario:3/);
    expect(r.out).toContain('1 killed, 0 untestable by scenarios (with why), 0 survived');
  });

  it('a flip no scenario notices survives, and fails the command', async () => {
    // Nothing in a sale of a card bought long ago depends on whether a card entered this turn may be sold.
    const r = await cli(fixture(files()), 'mutants', '--parameter', 'sellCardEnteredThisTurn', '.');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/SURVIVED\s+sellCardEnteredThisTurn (true -> false|false -> true)/);
    expect(r.out).toContain('1 survived');
  });

  it('an unknown parameter, revision or game is a usage error', async () => {
    const root = fixture(files());
    const p = await cli(root, 'mutants', '--parameter', 'sellPiles', '.');
    expect(p.code).toBe(2);
    expect(p.err).toContain('not a parameter of megacorp: sellPiles');
    const v = await cli(root, 'mutants', '--revision', 'v17', '.');
    expect(v.code).toBe(2);
    expect(v.err).toContain('no built-in revision "v17"');
    const g = await cli(root, 'mutants', '--game', 'gardner', '.');
    expect(g.code).toBe(2);
    expect(g.err).toContain('did you mean "gardener"');
  });

  it('a folder where no scenario runs under the revision cannot pass on nothing', async () => {
    const r = await cli(fixture(files()), 'mutants', '--revision', 'v1.5.5', '.');
    expect(r.code).toBe(2);
    expect(r.err).toContain('no megacorp scenario runs under v1.5.5');
  });

  describe("--check, the committed report against today's corpus (CI)", () => {
    /** The corpus of `files()` and its report of the sellPile flips, as `mutants --json` writes it. */
    async function committed(): Promise<string> {
      const root = fixture(files());
      const r = await cli(root, 'mutants', '--parameter', 'sellPile', '--json', '.');
      expect(r.code).toBe(0);
      writeFileSync(join(root, 'mutants.json'), r.out);
      return root;
    }

    it('passes while the scenario that killed each flip still notices it, and says what is stale', async () => {
      const root = await committed();
      const r = await cli(root, 'mutants', '--check', 'mutants.json', '.');
      expect(r.code).toBe(0);
      expect(r.out).toContain('mutants.json: 1 of 1 killed flips of v1.7 still killed by their scenario');
      // The report flipped sellPile only: every other flip of today's parameters is missing from it.
      expect(r.err).toMatch(
        /warning: mutants\.json: flip sellCardEnteredThisTurn -> (true|false) is not in the report/,
      );
      expect(r.err).toContain('regenerate it with: arbiter mutants --revision v1.7 --json > mutants.json');
    });

    it('fails when the killing scenario no longer tells whole-pile sales from top-card sales', async () => {
      const root = await committed();
      // The Hierarch sold alone: no bonded card, so whether a sale takes the whole pile moves nothing (5.5.3).
      writeFileSync(
        join(root, 'sell.scenario'),
        sellScenario().replace('"Hierarch" over "Lineage"', '"Hierarch"'),
      );
      const r = await cli(root, 'mutants', '--check', 'mutants.json', '.');
      expect(r.code).toBe(1);
      expect(r.err).toMatch(
        /error: mutants\.json: sellPile "top-card-only" -> "whole-pile" was killed by sell\.scenario:3 "Selling a pile sells only its top card", which no longer notices it/,
      );
    });

    it('a file that is not a report is a usage error with the command that writes one', async () => {
      const root = fixture({ ...files(), 'mutants.json': '{"scenarios": 3}' });
      const r = await cli(root, 'mutants', '--check', 'mutants.json', '.');
      expect(r.code).toBe(2);
      expect(r.err).toContain('mutants.json: not a report of `arbiter mutants --json`');
      expect(r.err).toContain('arbiter mutants --revision <id> --json > mutants.json');
    });
  });
});
