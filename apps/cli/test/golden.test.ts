import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { perft, perftStart, recordGolden } from '@arbiter/harness/generic';
import { deriveProfile, megacorpModule, V1_7 } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { GOLDEN_SEED } from '../src/commands/golden.js';
import { gameById } from '../src/golden-games.js';
import { cli, fixture, read } from './helpers.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const GOLDEN = join(repo, 'scenarios/golden');

describe('arbiter golden', () => {
  it('replays every committed golden game without drift (the CI check)', async () => {
    const r = await cli(repo, 'golden');
    expect(r.out).toMatch(/golden: 14 games, no drift/);
    expect(r.code).toBe(0);
  });

  it('reports the first step whose legal count changed, with the step and the rules cited', async () => {
    const root = fixture({});
    cpSync(GOLDEN, join(root, 'golden'), { recursive: true });
    const path = join(root, 'golden/gardener/got-2008.json');
    const file = JSON.parse(readFileSync(path, 'utf8'));
    const step = file.games[0].steps[4];
    step.legal += 1;
    writeFileSync(path, JSON.stringify(file));
    const r = await cli(root, 'golden', 'golden', '--game', 'gardener');
    expect(r.code).toBe(1);
    expect(r.out).toContain('golden/gardener/got-2008.json: 1 of 1 golden games drifted');
    expect(r.out).toContain(`drift at step 5 of ${file.games[0].steps.length} (legal)`);
    expect(r.out).toContain(`legal actions: expected ${step.legal}, got ${step.legal - 1}`);
    if (step.rules.length > 0)
      expect(r.out).toContain(`rule keys and clauses involved: ${step.rules.join(', ')}`);
    expect(r.out).not.toContain('got-strict.json');
  });

  it('reports a changed outcome at the end', async () => {
    const root = fixture({});
    cpSync(GOLDEN, join(root, 'golden'), { recursive: true });
    const path = join(root, 'golden/gardener/got-strict.json');
    const file = JSON.parse(readFileSync(path, 'utf8'));
    file.games[0].result.winners = ['Nobody'];
    writeFileSync(path, JSON.stringify(file));
    const r = await cli(root, 'golden', 'golden', '--game', 'gardener', '--revision', 'got-strict');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/drift at the end \(outcome\)/);
    expect(r.out).toMatch(/outcome: expected over: won by Nobody.*, got over: /);
  });

  it('--update writes files the check then passes, and a missing file fails the check', async () => {
    const root = fixture({});
    const missing = await cli(root, 'golden', 'out', '--game', 'gardener');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('out/gardener/got-2008.json: missing');
    const w = await cli(root, 'golden', 'out', '--game', 'gardener', '--update');
    expect(w.code).toBe(0);
    expect(w.out).toContain('golden: wrote out/gardener/got-strict.json (1 games');
    expect(read(root, 'out/gardener/got-2008.json')).toBe(
      read(repo, 'scenarios/golden/gardener/got-2008.json'),
    );
    const r = await cli(root, 'golden', 'out', '--game', 'gardener');
    expect(r.out).toContain('golden: 2 games, no drift');
    expect(r.code).toBe(0);
  });

  it('a draft changing one parameter drifts at the first step its game differs, naming the parameter', async () => {
    const root = fixture({
      'rich.revision': 'revision "Rich"\n  extends v1.7\nset\n  startingMoney 15\n',
    });
    cpSync(join(GOLDEN, 'megacorp/v1.7.json'), join(root, 'golden/megacorp/v1.7.json'));
    const r = await cli(root, 'golden', 'golden', '--revision', 'rich.revision');
    expect(r.code).toBe(1);
    expect(r.out).toContain('parameters rich changes from v1.7: startingMoney');
    // The first differing step, found independently: the draft's own game against the committed one.
    const draft = deriveProfile(V1_7, { startingMoney: 15 }, { id: 'rich' });
    const golden = JSON.parse(read(root, 'golden/megacorp/v1.7.json'));
    for (const decks of gameById('megacorp').deckSets) {
      const expected = golden.games.find((g: { decks: string }) => g.decks === decks.name);
      const played = recordGolden(megacorpModule, draft, decks, GOLDEN_SEED);
      const first = played.steps.findIndex((s, i) => JSON.stringify(s) !== JSON.stringify(expected.steps[i]));
      expect(first).toBeGreaterThanOrEqual(0);
      expect(r.out).toContain(
        `${decks.name} decks, seed ${GOLDEN_SEED}: drift at step ${first + 1} of ${expected.steps.length}`,
      );
    }
  });

  it('refuses an unknown game or revision with the ones there are', async () => {
    const g = await cli(repo, 'golden', '--game', 'chess');
    expect(g.code).toBe(2);
    expect(g.err).toContain('there is no game "chess" (the games are megacorp, gardener)');
    const r = await cli(repo, 'golden', '--revision', 'v9');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/there is no built-in revision "v9" \(megacorp: v1\.5\.5, v1\.7/);
  });
});

describe('arbiter perft', () => {
  it('the committed table of counts holds (the CI check)', async () => {
    const r = await cli(repo, 'perft', '--table', 'scenarios/golden/perft.json');
    expect(r.out).toMatch(/perft: 30 counts, all as committed/);
    expect(r.code).toBe(0);
  });

  it('a changed count in the table is reported with its position, revision and depth', async () => {
    const root = fixture({});
    const table = JSON.parse(read(repo, 'scenarios/golden/perft.json'));
    table.entries = table.entries.filter((e: { game: string }) => e.game === 'gardener');
    table.entries[1].count += 1;
    writeFileSync(join(root, 'perft.json'), JSON.stringify(table));
    const r = await cli(root, 'perft', '--table', 'perft.json');
    expect(r.code).toBe(1);
    const e = table.entries[1];
    expect(r.out).toContain(
      `gardener ${e.revision} seed 1 depth ${e.depth}: expected ${e.count}, got ${e.count - 1}`,
    );
  });

  it('depth 1 is the number of legal actions at the start, and each depth sums its children', () => {
    const start = perftStart(megacorpModule, V1_7, 1);
    const legal = megacorpModule.legalActions(start);
    expect(perft(megacorpModule, start, 1)).toBe(legal.length);
    const children = legal.map((a) => {
      const r = megacorpModule.apply(start, a);
      if (!r.ok) throw new Error(r.violation.message);
      return perft(megacorpModule, r.state, 2);
    });
    expect(perft(megacorpModule, start, 3)).toBe(children.reduce((x, y) => x + y, 0));
  });

  it('a count that differs between two revisions is printed with the parameters that differ', async () => {
    const root = fixture({ 'rich.revision': 'revision "Rich"\n  extends v1.7\nset\n  startingMoney 15\n' });
    const same = await cli(
      root,
      'perft',
      '--revision',
      'v1.7',
      '--revision',
      'rich.revision',
      '--depth',
      '2',
    );
    expect(same.code).toBe(0);
    expect(same.out).not.toContain('first differ');
    const r = await cli(repo, 'perft', '--game', 'gardener', '--depth', '2');
    expect(r.out).toMatch(/depth\s+got-2008\s+got-strict/);
    expect(r.out).toMatch(
      /got-2008 and got-strict first differ at depth 1 \(2 vs 1\); 33 parameters differ: .*playsPerTurn/,
    );
  });
});
