import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, sellScenario } from './helpers.js';

/**
 * `arbiter diff A B` compares the perft counts of the committed positions too: a count that moved is
 * listed with the parameters that explain it, found as a scenario's outcome difference is.
 */
const table = JSON.stringify({
  entries: [{ game: 'megacorp', seed: 1, revision: 'v1.7', depth: 3, count: 24 }],
});
const project = (extra: Record<string, string> = {}) =>
  fixture({
    'scenarios/lib.cards': CARDS,
    'scenarios/sell.scenario': sellScenario(),
    'scenarios/golden/perft.json': table,
    ...extra,
  });

describe('perft counts in arbiter diff', () => {
  it('lists a committed position whose counts differ, with the parameter behind it', async () => {
    // A draft of V1.7 with Edition 3.0's one mulligan: fewer ways through the opening (4.2.5).
    const root = project({
      'once.revision': 'revision "One mulligan"\n  extends v1.7\nset\n  mulligans once\n',
    });
    const r = await cli(root, 'diff', 'v1.7', 'once.revision', 'scenarios');
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'perft: 1 of 1 committed position (scenarios/golden/perft.json) count differently',
    );
    expect(r.out).toMatch(/megacorp seed 1, depth (\d): v1\.7 ([\d,]+), once ([\d,]+)\n {4}cause: mulligans/);
  });

  it('says nothing moved when the draft leaves every count alone', async () => {
    const root = project({ 'rich.revision': 'revision "Rich"\n  extends v1.7\nset\n  startingMoney 15\n' });
    const r = await cli(root, 'diff', 'v1.7', 'rich.revision', 'scenarios');
    expect(r.out).toContain(
      'perft: 0 of 1 committed position (scenarios/golden/perft.json) count differently',
    );
  });

  it('gives the counts in JSON, and can be left out', async () => {
    const root = project({
      'once.revision': 'revision "One mulligan"\n  extends v1.7\nset\n  mulligans once\n',
    });
    const json = await cli(root, 'diff', 'v1.7', 'once.revision', 'scenarios', '--format', 'json');
    const d = JSON.parse(json.out) as { perft: { differences: { cause: string[]; a: number; b: number }[] } };
    const [only] = d.perft.differences;
    expect(only?.cause).toEqual(['mulligans']);
    expect(only?.a).toBeGreaterThan(only?.b ?? Number.POSITIVE_INFINITY);
    const none = await cli(root, 'diff', 'v1.7', 'once.revision', 'scenarios', '--no-perft');
    expect(none.out).not.toContain('perft');
  });
});
