import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, REJECT_SCENARIO, SELL_LINES, sellScenario } from './helpers.js';

describe('arbiter show', () => {
  const files = () =>
    fixture({
      'lib.cards': CARDS,
      'a.scenario': `${sellScenario()}\n${REJECT_SCENARIO.replace('use "lib.cards"\n', '')}`,
    });

  it('prints the state after the step at a line', async () => {
    const r = await cli(files(), 'show', `a.scenario:${SELL_LINES.sells}`);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Selling a pile sells only its top card [v1.7]');
    expect(r.out).toContain(`after line ${SELL_LINES.sells}: Ana sells "Hierarch"`);
    expect(r.out).toContain('Ana: 14 M');
    expect(r.out).toContain('open market "Lineage", "Hierarch"');
  });

  it('prints the starting position for a line before the first step', async () => {
    const r = await cli(files(), 'show', `a.scenario:${SELL_LINES.given + 2}`);
    expect(r.code).toBe(0);
    expect(r.out).toContain('before the first step');
    expect(r.out).toContain('Ana: 10 M');
    expect(r.out).toMatch(/= 0,1 "Hierarch" over "Lineage"/);
  });

  it('without a line, prints the end of the first scenario', async () => {
    const r = await cli(files(), 'show', 'a.scenario');
    expect(r.code).toBe(0);
    expect(r.out).toContain('at the end');
    expect(r.out).toContain('Ana: 14 M');
  });

  it('picks the scenario that holds the line', async () => {
    const r = await cli(files(), 'show', 'a.scenario:32');
    expect(r.code).toBe(0);
    expect(r.out).toContain('A business cannot be sold [v1.7]');
    expect(r.out).toContain('after line 32: Ana sells "Ana Corp"  -> rejected 5.5.4');
    expect(r.out).toContain('Ana: 10 M');
  });

  it('exits 1 and prints the failure when the scenario fails at or before the line', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'bad.scenario': sellScenario().replace('Ana sells "Hierarch"', 'Ana sells "Ana Corp"'),
    });
    const before = await cli(root, 'show', `bad.scenario:${SELL_LINES.given + 2}`);
    expect(before.code).toBe(0);
    const at = await cli(root, 'show', `bad.scenario:${SELL_LINES.money}`);
    expect(at.code).toBe(1);
    expect(at.out).toContain(`bad.scenario:${SELL_LINES.sells}:3: the rules refuse this step`);
    expect(at.out).toContain('| Ana: 10 M');
  });

  it('notes a failure after the line but shows the state', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'bad.scenario': sellScenario(15) });
    const r = await cli(root, 'show', `bad.scenario:${SELL_LINES.sells}`);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`note: the scenario fails later, at bad.scenario:${SELL_LINES.money}:3`);
  });

  it('exits 2 for a missing file, a line outside any scenario and an unknown revision', async () => {
    const root = files();
    expect((await cli(root, 'show', 'nope.scenario:3')).code).toBe(2);
    const outside = await cli(root, 'show', 'a.scenario:1');
    expect(outside.code).toBe(2);
    expect(outside.err).toContain(
      'line 1 of a.scenario is not inside a scenario (scenarios start at lines 3, 22)',
    );
    const rev = await cli(root, 'show', '--revision', 'ed9', 'a.scenario:16');
    expect(rev.code).toBe(2);
    expect(rev.err).toContain('does not run under ed9');
    expect((await cli(root, 'show')).code).toBe(2);
    const folder = await cli(root, 'show', '.');
    expect(folder.code).toBe(2);
    expect(folder.err).toContain('cannot read');
  });
});
