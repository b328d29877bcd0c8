import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, REJECT_SCENARIO, read, sellScenario } from './helpers.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    stdio: 'pipe',
  });

/** A sale under v1.7 and under the draft `whole`: its money follows the draft's `sellPile`. */
const sale = (title: string, money = 10) =>
  sellScenario(14, title)
    .replace('  revisions v1.7', '  revisions v1.7, whole')
    .replace('  Ana money 10', `  Ana money ${money}`)
    .replace(/\n {2}Ana money 14\n/, '\n');

const draft = (sellPile: string) =>
  `revision "Whole-pile sales"\n  extends v1.7\nset\n  sellPile ${sellPile}\n`;

/**
 * A rules repository: commit 1 has a draft equal to v1.7; commit 2 makes the draft sell whole piles,
 * edits one scenario, removes one and adds one.
 */
function rulesRepository(): string {
  const root = fixture({
    'rules/lib.cards': CARDS,
    'rules/sale.scenario': sale('A pile is sold'),
    'rules/edited.scenario': sale('A richer player sells'),
    'rules/reject.scenario': REJECT_SCENARIO,
    'rules/whole.revision': draft('top-card-only'),
  });
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'one');
  writeFileSync(join(root, 'rules/whole.revision'), draft('whole-pile'));
  writeFileSync(join(root, 'rules/edited.scenario'), sale('A richer player sells', 12));
  rmSync(join(root, 'rules/reject.scenario'));
  writeFileSync(join(root, 'rules/added.scenario'), sale('A second sale'));
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'two');
  return root;
}

interface Drift {
  kind: string;
  key: string;
  parameters?: string[];
}

interface ClauseChange {
  kind: 'covered' | 'lost';
  revision: string;
  clause: string;
  scenarios: string[];
}

describe('run --baseline', () => {
  it('sorts the changes between two commits into parameter, edited, added and removed', async () => {
    const root = rulesRepository();
    const r = await cli(
      root,
      'run',
      'rules',
      '--baseline',
      'HEAD~1',
      '--summary',
      'out/drift.md',
      '--drift-json',
      'out/drift.json',
    );
    expect(r.err).toBe('');
    // Only engine drift fails by default, and the engine is the same on both sides of a git ref.
    expect(r.code).toBe(0);
    const drift = JSON.parse(read(root, 'out/drift.json')) as { drifts: Drift[]; failed: boolean };
    const of = (kind: string) => drift.drifts.filter((d) => d.kind === kind).map((d) => d.key);
    expect(of('parameter')).toEqual(['rules/sale.scenario › A pile is sold [whole]']);
    expect(drift.drifts.find((d) => d.kind === 'parameter')?.parameters).toEqual(['sellPile']);
    expect(of('edited')).toEqual([
      'rules/edited.scenario › A richer player sells [v1.7]',
      'rules/edited.scenario › A richer player sells [whole]',
    ]);
    expect(of('added')).toEqual([
      'rules/added.scenario › A second sale [v1.7]',
      'rules/added.scenario › A second sale [whole]',
    ]);
    expect(of('removed')).toEqual(['rules/reject.scenario › A business cannot be sold [v1.7]']);
    expect(of('engine')).toEqual([]);
    expect(r.out).toContain('drift: ok (the policy fails on engine)');

    const md = read(root, 'out/drift.md');
    expect(md).toContain('## Outcome drift against HEAD~1');
    expect(md).toContain(
      '6 scenario runs compared, 1 unchanged. ✅ passes the drift policy (fails on: engine)',
    );
    expect(md).toContain('| Outcome changed by a revision parameter | 1 | no |');
    expect(md).toContain('| `rules/sale.scenario:3` A pile is sold | whole | sellPile |');
    expect(md).toContain('### Scenario removed (1)');

    // Clauses: the removed scenario was the only one meeting the refusal of 5.5.4 under v1.7; under
    // the draft, a sale now sells the whole pile (5.5.3) instead of the top card (5.5.6.2, 3.10.7).
    const { clauses, counts } = JSON.parse(read(root, 'out/drift.json')) as {
      clauses: ClauseChange[];
      counts: Record<string, number>;
    };
    const bucket = (kind: string) =>
      clauses.filter((c) => c.kind === kind).map((c) => `${c.clause} [${c.revision}]`);
    expect(bucket('covered')).toEqual(['5.5.3 [whole]']);
    expect(bucket('lost')).toEqual(['5.5.4 [v1.7]', '3.10.7 [whole]', '5.5.6.2 [whole]']);
    expect(clauses.find((c) => c.clause === '5.5.4')?.scenarios).toEqual([
      'rules/reject.scenario › A business cannot be sold [v1.7]',
    ]);
    expect(counts).toMatchObject({ covered: 1, lost: 3 });
    expect(md).toContain('| Clause newly covered | 1 clause | no |');
    expect(md).toContain('| Clause no longer covered | 3 clauses | no |');
    expect(md).toContain('### Clause no longer covered (3)');
    expect(md).toContain('| 5.5.4 | v1.7 | rules/reject.scenario › A business cannot be sold \\[v1.7\\] |');
    expect(r.out).toContain('clauses: 1 newly covered, 3 no longer covered');
  });

  it('fails on the kinds the policy names', async () => {
    const root = rulesRepository();
    const r = await cli(root, 'run', 'rules', '--baseline', 'HEAD~1', '--drift-policy', 'removed,parameter');
    expect(r.code).toBe(1);
    expect(r.out).toContain('drift: FAILED (the policy fails on parameter, removed)');
    // A project that must not lose coverage of a clause says so.
    const lost = await cli(root, 'run', 'rules', '--baseline', 'HEAD~1', '--drift-policy', 'lost');
    expect(lost.code).toBe(1);
    expect(lost.out).toContain('drift: FAILED (the policy fails on lost)');
  });

  it('calls a changed outcome with the same inputs and parameters an engine change, and fails on it', async () => {
    const root = rulesRepository();
    expect((await cli(root, 'run', 'rules', '--reporter', 'json', '--output', 'base.json')).code).toBe(0);
    // As if an older engine had sold the pile differently.
    const base = JSON.parse(readFileSync(join(root, 'base.json'), 'utf8'));
    const sold = base.files.find((f: { uri: string }) => f.uri === 'rules/sale.scenario').scenarios[0];
    sold.fingerprint = 'older-engine';
    writeFileSync(join(root, 'base.json'), JSON.stringify(base));
    const r = await cli(root, 'run', 'rules', '--baseline', 'base.json', '--summary', 'drift.md');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/engine +rules\/sale\.scenario:3 A pile is sold \[v1\.7\]/);
    expect(read(root, 'drift.md')).toContain('| Outcome changed by the engine | 1 | yes |');
  });

  it('compares the golden games when the baseline carries them (run --golden), and names a changed one', async () => {
    const root = rulesRepository();
    const wrote = await cli(root, 'run', 'rules', '--golden', '--reporter', 'json', '--output', 'base.json');
    expect(wrote.code).toBe(0);
    const base = JSON.parse(readFileSync(join(root, 'base.json'), 'utf8'));
    // One golden game per game, built-in revision and deck set: Megacorp 4 × 3, Gardener 2 × 1.
    expect(base.golden).toHaveLength(14);
    const same = await cli(root, 'run', 'rules', '--baseline', 'base.json');
    expect(same.code).toBe(0);
    expect(same.out).not.toContain('golden game');
    // As if the base branch's engine had played the seeded V1.7 demo game differently.
    const demo = base.golden.find(
      (g: { game: string; revision: string; decks: string }) =>
        g.game === 'megacorp' && g.revision === 'v1.7' && g.decks === 'demo',
    );
    demo.fingerprint = 'older-engine';
    writeFileSync(join(root, 'base.json'), JSON.stringify(base));
    const r = await cli(root, 'run', 'rules', '--baseline', 'base.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /engine +scenarios\/golden\/megacorp\/v1\.7\.json:1 golden game: megacorp, demo decks \[v1\.7\]/,
    );
  });

  it('says what to give when the baseline is neither a file nor a commit', async () => {
    const root = rulesRepository();
    const r = await cli(root, 'run', 'rules', '--baseline', 'no-such-branch');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--baseline no-such-branch: neither a file nor a git commit');
    const bad = await cli(root, 'run', 'rules', '--baseline', 'HEAD', '--drift-policy', 'engin');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown drift kind engin');
  });
});

describe('run --baseline with --shard', () => {
  it('is refused: a shard of the corpus would call the other shards removed', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    const r = await cli(root, 'run', '.', '--shard', '1/2', '--baseline', 'x.json');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--baseline compares a whole corpus: run it without --shard');
  });
});
