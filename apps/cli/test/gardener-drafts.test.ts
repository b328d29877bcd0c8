import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cli, fixture } from './helpers.js';

/**
 * Draft revisions of Gardener of Thoughts: a `.revision` file names its game (or extends a Gardener
 * revision), binds against Gardener's reading parameters, and works in `run`, `check`, `diff` and
 * `coverage` like a Megacorp draft. The committed drafts are in scenarios/gardener/drafts.
 */
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const BARE = 'scenarios/gardener/drafts/bare-numbers-exact.revision';
const LITERAL = 'scenarios/gardener/drafts/literal-signs.revision';

interface Difference {
  readonly uri: string;
  readonly title: string;
  readonly cause: readonly string[] | null;
}

async function diff(b: string): Promise<{ differences: Difference[]; parameters: { name: string }[] }> {
  const r = await cli(repo, 'diff', 'got-2008', b, 'scenarios/gardener', '--format', 'json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

describe('arbiter diff between got-2008 and a Gardener draft', () => {
  it('names the one scenario a bare number read exactly changes, and the parameter behind it', async () => {
    const d = await diff(BARE);
    expect(d.parameters.map((p) => p.name)).toEqual(['unstatedOperator']);
    expect(d.differences.map((x) => [x.uri, x.cause])).toEqual([
      ['scenarios/gardener/readings/unstated-operator.scenario', ['unstatedOperator']],
    ]);
  });

  it('tells apart, scenario by scenario, which of the two readings a draft flips is behind each change', async () => {
    const d = await diff(LITERAL);
    expect(d.parameters.map((p) => p.name)).toEqual(['comparison', 'requirementTotals']);
    const causeOf = (uri: string) =>
      d.differences.filter((x) => x.uri === `scenarios/gardener/${uri}`).map((x) => x.cause?.join(' + '));
    expect(causeOf('readings/comparison.scenario')).toContain('comparison');
    expect(causeOf('readings/requirement-totals.scenario')).toContain('requirementTotals');
    // Every change is put down to the draft's parameters, alone or together.
    for (const x of d.differences) expect(x.cause, x.uri).not.toBeNull();
    expect(d.differences.every((x) => x.uri.startsWith('scenarios/gardener/'))).toBe(true);
  });

  it('refuses to compare revisions of two games', async () => {
    const r = await cli(repo, 'diff', 'v1.7', BARE, 'scenarios/gardener');
    expect(r.code).toBe(2);
    expect(r.err).toContain('v1.7 is a revision of megacorp and bare-numbers-exact one of gardener');
  });
});

describe('a Gardener draft in run, check and coverage', () => {
  it('run --revision FILE runs the Gardener scenarios under the draft and fails the one it breaks', async () => {
    const r = await cli(repo, 'run', 'scenarios/gardener/readings', '--revision', BARE);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/bare-numbers-exact +\d+ +\d+ +1 +0 +0/);
    expect(r.out).toContain('scenarios/gardener/readings/unstated-operator.scenario');
  });

  it('check FILE.revision binds the draft and smoke-runs Gardener under it', async () => {
    const r = await cli(repo, 'check', LITERAL);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /literal-signs\.revision: smoke run under literal-signs \(gardener\): perft \d+, \d+ from the start; 5 games, 5 ended in/,
    );
  });

  it("reports a misspelt reading at file:line:col with the closest of Gardener's parameters", async () => {
    const root = fixture({
      'typo.revision':
        'game gardener\nrevision "Typo"\n  extends got-2008\nset\n  unstatedOperater exactly\n',
    });
    const r = await cli(root, 'check', 'typo.revision');
    expect(r.code).toBe(2);
    expect(r.out).toContain(
      'typo.revision:5:3: error: "unstatedOperater" is not a rule parameter (did you mean unstatedOperator?)',
    );
    expect(r.out).not.toContain('smoke run');
  });

  it("coverage --revision FILE lists the rulebook headings Gardener's corpus exercises under the draft", async () => {
    const r = await cli(repo, 'coverage', '--revision', BARE, 'scenarios/gardener');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^clause coverage under bare-numbers-exact: \d+ of \d+ clauses exercised/);
    expect(r.out).not.toMatch(/^ {2}\d+\.\d/m);
  });

  it('coverage --game gardener --revision fuzzes under a draft named by its file or its id', async () => {
    const byFile = await cli(
      repo,
      'coverage',
      '--game',
      'gardener',
      '--revision',
      LITERAL,
      '--actions',
      '200',
    );
    expect(byFile.err).toBe('');
    expect(byFile.code).toBe(0);
    expect(byFile.out).toMatch(/^coverage of a fuzz run of gardener: .*; revisions literal-signs; seed 1$/m);
    // By id, beside a built-in revision: the draft is found in the project's drafts.
    const byId = await cli(
      repo,
      'coverage',
      '--game',
      'gardener',
      '--revision',
      'got-2008,literal-signs',
      '--actions',
      '200',
    );
    expect(byId.code).toBe(0);
    expect(byId.out).toMatch(/; revisions got-2008, literal-signs; seed 1$/m);
  });

  it("coverage --game gardener refuses another game's revision, naming Gardener's", async () => {
    const r = await cli(repo, 'coverage', '--game', 'gardener', '--revision', 'v1.7', '--actions', '200');
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      "v1.7 is a revision of megacorp, not of gardener: pass --game megacorp, or one of gardener's (got-2008, got-strict, or a draft of one)",
    );
    // Refused before the section report is printed.
    expect(r.out).toBe('');
  });

  it('perft counts a Gardener draft beside got-2008, and refuses it for another game', async () => {
    const r = await cli(
      repo,
      'perft',
      '--game',
      'gardener',
      '--revision',
      'got-2008',
      '--revision',
      LITERAL,
      '--depth',
      '2',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/got-2008 +literal-signs/);
    const wrong = await cli(repo, 'perft', '--revision', LITERAL, '--depth', '1');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain(`${LITERAL} is a draft of gardener, not of megacorp: pass --game gardener`);
  });

  it('check of a folder binds its Gardener scenarios under their own game, drafts of both games beside', async () => {
    const survey = readFileSync(join(repo, 'apps/vscode/test/e2e/fixture/survey.scenario'), 'utf8');
    const root = fixture({
      // No `revisions` line: it is checked under Gardener's defaults, not Megacorp's.
      'survey.scenario': survey.replace('  revisions got-2008\n', ''),
      'exact.revision':
        'game gardener\nrevision "Exact"\n  extends got-2008\nset\n  unstatedOperator exactly\n',
      'rich.revision': 'revision "Rich"\n  extends v1.7\nset\n  startingMoney 15\n',
    });
    const r = await cli(root, 'check', '.');
    expect(r.out).toContain('checked 1 file: 0 errors, 0 warnings');
    expect(r.code).toBe(0);
    // A Megacorp revision is unknown to a Gardener scenario, though the run loaded both games'.
    const other = fixture({ 'survey.scenario': survey.replace('revisions got-2008', 'revisions v1.7') });
    const o = await cli(other, 'check', '.');
    expect(o.out).toContain(
      'survey.scenario:15:13: error: unknown revision v1.7 (known: got-2008, got-strict)',
    );
  });
});
