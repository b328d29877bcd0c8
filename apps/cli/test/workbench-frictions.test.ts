import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exploreLimits } from '../src/commands/explore-limits.js';
import { watchRun } from '../src/commands/watch.js';
import { captureIo } from '../src/io.js';
import { CARDS, cli, fixture, REJECT_SCENARIO, sellScenario } from './helpers.js';

const WHOLE_PILE = `revision "Whole-pile sales"
  extends v1.7
set
  sellPile whole-pile
`;

/** A project: package.json at its root, a draft in scenarios/drafts, scenarios elsewhere. */
const project = () =>
  fixture({
    'package.json': '{"name":"rules","private":true}',
    'scenarios/drafts/whole-pile-sales.revision': WHOLE_PILE,
    'scenarios/divest/lib.cards': CARDS,
    'scenarios/divest/a.scenario': sellScenario(),
  });

describe('a draft revision picked by id', () => {
  it('run --revision <draft id> finds the draft in the project, whatever folder is run', async () => {
    const r = await cli(project(), 'run', '--revision', 'whole-pile-sales', 'scenarios/divest');
    expect(r.err).not.toContain('unknown revision');
    expect(r.out).toMatch(/whole-pile-sales\s+1\s/);
  });

  it('diff takes the draft by id, and shows the first fact that differs', async () => {
    const r = await cli(project(), 'diff', 'v1.7', 'whole-pile-sales', 'scenarios/divest');
    expect(r.code).toBe(0);
    expect(r.out).toContain('1 of 1 scenarios change outcome between v1.7 and whole-pile-sales');
    expect(r.out).toMatch(/first difference: Ana money: v1\.7 14, whole-pile-sales \d+/);
  });

  it('an id nobody defines is still an error naming the known ones', async () => {
    const r = await cli(project(), 'run', '--revision', 'whole-pile-sale', 'scenarios/divest');
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown revision whole-pile-sale; did you mean whole-pile-sales?');
  });
});

describe('the run summary', () => {
  it('lists only the revisions something ran under', async () => {
    const r = await cli(fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() }), 'run', '.');
    expect(r.out).toMatch(/v1\.7\s+1\s+1/);
    for (const empty of ['v1.5.5', 'ed3.0-en', 'ed3.0-fr']) expect(r.out).not.toContain(empty);
  });

  it('reports a failure shared by several revisions once, naming them', async () => {
    const text = sellScenario()
      .replace('  revisions v1.7', '  revisions v1.7, ed3.0-fr')
      .replace('"Lineage"', '"Lineaje"');
    const r = await cli(fixture({ 'lib.cards': CARDS, 'a.scenario': text }), 'run', 'a.scenario');
    expect(r.code).toBe(1);
    expect(r.out.match(/unknown card "Lineaje"/g)).toHaveLength(1);
    expect(r.out).toMatch(
      /ERROR Selling a pile sells only its top card \[(v1\.7, ed3\.0-fr|ed3\.0-fr, v1\.7)\]/,
    );
  });
});

describe('--help and --version', () => {
  it('--version prints the package version', async () => {
    const r = await cli(fixture({}), '--version');
    const { version } = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8'));
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(version);
  });

  it.each(['run', 'show', 'diff', 'coverage', 'explore', 'fmt'])(
    '%s --help ends with examples of it',
    async (command) => {
      const r = await cli(fixture({}), command, '--help');
      expect(r.code).toBe(0);
      expect(r.out).toContain('Examples:');
      expect(r.out).toContain(`$ arbiter ${command}`);
    },
  );
});

const TWO = `use "lib.cards"

scenario "Selling a pile sells only its top card"
  revisions v1.7
  tags divest, smoke
given
  turn 5, Ana active, phase divest
  Ana money 10
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
    0,1  "Hierarch" over "Lineage"
  Nick network
    0,0  business "Nick Corp"
when
  Ana sells "Hierarch"
then
  Ana money 14

${REJECT_SCENARIO.replace('use "lib.cards"\n', '')}`;

describe('run --grep and --tag', () => {
  const root = () => fixture({ 'lib.cards': CARDS, 'a.scenario': TWO });

  it('--grep runs only the scenarios whose title contains the text, in any case', async () => {
    const r = await cli(root(), 'run', '--grep', 'BUSINESS', 'a.scenario');
    expect(r.code).toBe(0);
    expect(r.out).toContain('1 file, 1 scenario run');
  });

  it('--tag runs only the scenarios tagged so', async () => {
    const r = await cli(root(), 'run', '--tag', 'smoke', 'a.scenario');
    expect(r.out).toContain('1 file, 1 scenario run');
  });

  it('a filter that selects nothing fails, naming the filter, unless --allow-empty', async () => {
    const r = await cli(root(), 'run', '--grep', 'no such title', 'a.scenario');
    expect(r.code).toBe(2);
    expect(r.err).toContain('no scenario ran (--grep "no such title")');
    expect((await cli(root(), 'run', '--tag', 'nope', '--allow-empty', 'a.scenario')).code).toBe(0);
  });
});

describe('run --watch', () => {
  it('re-runs a scenario file when it changes, until stopped', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    const io = captureIo(root, {});
    const stop = new AbortController();
    const codes: number[] = [];
    let rerun: () => void = () => {};
    const second = new Promise<void>((r) => {
      rerun = r;
    });
    const watching = watchRun(['.'], {}, io, {
      signal: stop.signal,
      debounceMs: 50,
      onRun: (code) => {
        codes.push(code);
        if (codes.length >= 2) rerun();
      },
    });
    expect(codes).toEqual([0]);
    writeFileSync(join(root, 'a.scenario'), sellScenario(15));
    await Promise.race([
      second,
      new Promise((_, no) => setTimeout(() => no(new Error('no re-run within 10 s')), 10_000)),
    ]);
    stop.abort();
    expect(await watching).toBe(1);
    expect(io.stderr.join('\n')).toContain('re-running a.scenario');
  });
});

describe('explore says which limit stopped it and what to try', () => {
  const bounds = {
    maxStates: 50_000,
    maxDepth: 12,
    maxTurns: 2,
    order: 'breadth-first',
    production: 'all',
    symmetry: 'none',
  };
  const end = {
    states: 50_000,
    complete: false,
    turnsComplete: 0,
    elapsedMs: 9000,
    violations: 0,
    leaves: { depth: 0, turn: 0, over: 0 },
  };

  it('the state budget, with the reductions and the budget to try', () => {
    const [limits, tries] = exploreLimits(end, bounds);
    expect(limits).toBe('  limits: the state limit stopped it (--max-states 50000)');
    expect(tries).toBe(
      '  to explore a whole turn, try --order turns (complete turns first), --production active-player, --symmetry networks, --max-states 200000 (see the harness README)',
    );
  });

  it('the time limit, and no advice it already follows', () => {
    const lines = exploreLimits(
      { ...end, states: 1000, turnsComplete: 1 },
      { ...bounds, timeSeconds: 5, order: 'turns', production: 'active-player' },
    );
    expect(lines[0]).toBe('  limits: the time limit stopped it (--time 5)');
    expect(lines[1]).toBe(
      '  to explore further, try --symmetry networks, --max-states 200000 (see the harness README)',
    );
  });

  it('a complete search cut by its depth bound inside the first turn', () => {
    const lines = exploreLimits(
      { ...end, states: 900, complete: true, leaves: { depth: 40, turn: 0, over: 0 } },
      bounds,
    );
    expect(lines).toEqual([
      '  limits: 40 states lie on the depth bound (--max-depth 12)',
      '  to explore a whole turn, try --max-depth 24 (the first turn is longer than 12 actions) (see the harness README)',
    ]);
  });

  it('the command prints them after a small run', async () => {
    const r = await cli(fixture({}), 'explore', '--max-states', '30', '--quiet', '--out', 'cx');
    expect(r.out).toContain('limits: the state limit stopped it (--max-states 30)');
  });
});

/** An invented rulebook: never the real text. */
const BOOK = `Invented Rules
5.5.3 A sale pays the top card's money valuation (invented wording).
5.5.4 A business never leaves its network (invented wording).
`;

describe("coverage: a summary and the uncovered list; the rule in the user's own rulebook", () => {
  const root = () => fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario(), 'book.txt': BOOK });

  it('prints the summary and the clauses not covered by default, every row with --all', async () => {
    const r = await cli(root(), 'coverage', '--revision', 'v1.7', '--no-chart', '.');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/clause coverage under v1\.7: \d+ of \d+ clauses exercised by the corpus/);
    expect(r.out).toMatch(/not covered \(\d+\):\n {2}\d/);
    expect(r.out).not.toContain('MISSING ');
    const all = await cli(root(), 'coverage', '--revision', 'v1.7', '--no-chart', '--all', '.');
    expect(all.out).toContain('MISSING ');
    // The default leaves the covered clauses out; --all has a row for each.
    expect(all.out).toMatch(/^covered {2}5\.5\.6\.2 {2}\(divest.sale-pays-valuation\)$/m);
    expect(r.out).not.toMatch(/^covered /m);
  });

  it('--rulebook quotes an uncovered clause from the text given, under our paraphrase', async () => {
    const r = await cli(
      root(),
      'coverage',
      '--revision',
      'v1.7',
      '--no-chart',
      '--rulebook',
      'book.txt',
      '.',
    );
    expect(r.out).toMatch(
      /\n {2}5\.5\.4 .*\n {4}> 5\.5\.4 A business never leaves its network \(invented wording\)\./,
    );
    expect(r.out).toMatch(/\n\d+ of these \d+ clauses are not in the rulebook text given\n/);
  });

  it('show --rulebook quotes the clauses the scenario covers', async () => {
    const r = await cli(root(), 'show', 'a.scenario', '--rulebook', 'book.txt');
    expect(r.code).toBe(0);
    expect(r.out).toContain("> 5.5.3 A sale pays the top card's money valuation (invented wording).");
  });

  it('a --rulebook file with no numbered clause is a usage error with a hint', async () => {
    const r = await cli(
      fixture({ 'a.txt': 'just prose\n' }),
      'coverage',
      '--revision',
      'v1.7',
      '--rulebook',
      'a.txt',
      '.',
    );
    expect(r.code).toBe(2);
    expect(r.err).toContain('has no numbered clause');
  });
});
