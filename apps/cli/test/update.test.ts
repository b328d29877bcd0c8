import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, read, SELL_LINES, sellScenario } from './helpers.js';

/** Two wrong facts in one scenario: the money (line 18) and, written with a comment, the space. */
const twoWrong = sellScenario(15).replace(
  '  Ana network 0,1 empty',
  '  Ana network 0,1 "Lineage"   # the equipment stays? no: the pile goes',
);

describe('arbiter run --update: accept actual as expected', () => {
  it('rewrites every failing fact of a file, prints the review list, and the file then passes', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': twoWrong });
    const r = await cli(root, 'run', '--update', 'a.scenario');
    expect(r.out).toContain(`a.scenario:${SELL_LINES.money}: Ana money 15 → Ana money 14  (v1.7)`);
    expect(r.out).toContain(
      `a.scenario:${SELL_LINES.money + 1}: Ana network 0,1 "Lineage" → Ana network 0,1 empty`,
    );
    expect(r.err).toContain('2 expectations accepted as actual in 1 file');
    // The run that follows judges the rewritten file.
    expect(r.code).toBe(0);
    expect(r.out).toContain('all scenarios pass');
    expect((await cli(root, 'run', 'a.scenario')).code).toBe(0);
  });

  it('changes nothing but the facts: every other byte of the file stays as it was', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': twoWrong });
    await cli(root, 'run', '--update', 'a.scenario');
    const before = twoWrong.split('\n');
    const after = read(root, 'a.scenario').split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((l, i) => (l === after[i] ? [] : [i + 1]));
    expect(changed).toEqual([SELL_LINES.money, SELL_LINES.money + 1]);
    // The comment keeps its column.
    expect(after[SELL_LINES.money]).toBe(
      '  Ana network 0,1 empty       # the equipment stays? no: the pile goes',
    );
    expect(after[SELL_LINES.money]?.indexOf('#')).toBe(before[SELL_LINES.money]?.indexOf('#'));
  });

  it('--dry-run lists the rewrites, writes nothing and exits 1', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': twoWrong });
    const r = await cli(root, 'run', '--update', '--dry-run', 'a.scenario');
    expect(r.code).toBe(1);
    expect(r.out).toContain(`a.scenario:${SELL_LINES.money}: Ana money 15 → Ana money 14`);
    expect(r.err).toContain(
      '2 expectations would be accepted as actual in 1 file (dry run: nothing written)',
    );
    expect(read(root, 'a.scenario')).toBe(twoWrong);
  });

  it('leaves passing files untouched and says so', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    const r = await cli(root, 'run', '--update', 'a.scenario');
    expect(r.code).toBe(0);
    expect(r.err).toContain('0 expectations accepted as actual in 0 files');
    expect(read(root, 'a.scenario')).toBe(sellScenario());
  });

  it('keeps a fact it cannot state as one value, with the reason, and the run still fails', async () => {
    const text = sellScenario().replace('  Ana network 0,1 empty', '  Ana hand contains "Raamaa"');
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': text });
    const r = await cli(root, 'run', '--update', 'a.scenario');
    expect(r.out).toContain(
      `a.scenario:${SELL_LINES.money + 1}: kept Ana hand contains "Raamaa": it states no single value`,
    );
    expect(r.code).toBe(1);
    expect(read(root, 'a.scenario')).toBe(text);
  });

  it('accepts a failing checkpoint, then the facts it was hiding, in one command', async () => {
    const text = sellScenario(15).replace(
      '  Ana sells "Hierarch"',
      '  expect Ana money 3\n  Ana sells "Hierarch"',
    );
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': text });
    const r = await cli(root, 'run', '--update', 'a.scenario');
    expect(r.out).toContain(`a.scenario:${SELL_LINES.sells}: expect Ana money 3 → expect Ana money 10`);
    expect(r.out).toContain(`a.scenario:${SELL_LINES.money + 1}: Ana money 15 → Ana money 14`);
    expect(r.code).toBe(0);
  });

  it('--dry-run without --update is a usage error', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    const r = await cli(root, 'run', '--dry-run', 'a.scenario');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--dry-run goes with --update');
  });
});
