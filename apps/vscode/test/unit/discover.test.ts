import { describe, expect, it } from 'vitest';
import { discoverScenarios } from '../../src/testing/discover.js';
import { SELL_PILE } from './fixtures.js';

describe('test items read from a scenario file', () => {
  const nodes = discoverScenarios(SELL_PILE, 'file:///ws/sell.scenario');

  it('has one item per scenario, named by its title, placed at its lines', () => {
    expect(nodes.map((n) => n.label)).toEqual([
      'Selling a pile sells only its top card',
      'A business cannot be sold',
    ]);
    expect(nodes[0]?.headerLine).toBe(2);
    expect(nodes[0]?.range.start.line).toBe(2);
    expect(nodes[0]?.range.end.line).toBeGreaterThanOrEqual(16);
    expect(nodes[1]?.headerLine).toBe(18);
  });

  it('has an item per step, checkpoint and then line, labelled with the line as written (no comment)', () => {
    const steps = nodes[0]?.steps ?? [];
    expect(steps.map((s) => [s.kind, s.label, s.range.start.line])).toEqual([
      ['step', 'Ana sells "Hierarch"', 12],
      ['step', 'expect Ana money 14', 13],
      ['expectation', 'Ana money 14', 15],
      ['expectation', 'Ana network 0,1 empty', 16],
    ]);
    expect(steps[0]?.range.start.character).toBe(2);
  });

  it('keeps an expected rejection in the label of its step', () => {
    expect(nodes[1]?.steps[0]?.label).toBe('Ana sells "Ana Corp" -> rejected 5.5.4');
  });

  it('gives ids that follow the title, and tells apart scenarios that share one', () => {
    expect(nodes[0]?.id).toBe('file:///ws/sell.scenario::Selling a pile sells only its top card');
    expect(nodes[0]?.steps[0]?.id).toBe(`${nodes[0]?.id}/L13`);
    const twice = discoverScenarios(
      'scenario "same"\ngiven\n  turn 1\nscenario "same"\ngiven\n  turn 1\n',
      'f',
    );
    expect(twice.map((n) => n.id)).toEqual(['f::same', 'f::same (2)']);
  });

  it('reads a file with mistakes without throwing, keeping the scenarios it can', () => {
    const broken = discoverScenarios('scenario "half\nwhen\n  Ana sels "X"\n', 'f');
    expect(broken).toHaveLength(1);
    expect(broken[0]?.steps.map((s) => s.range.start.line)).toEqual([2]);
  });

  it('finds no scenario in a card library', () => {
    expect(discoverScenarios('cards\n  character "A"  cost 1M\n', 'f')).toEqual([]);
  });
});
