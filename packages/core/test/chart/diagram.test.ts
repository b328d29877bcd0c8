import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { chartDiagram } from '../../src/index.js';

const door = setup({ guards: { hasKey: () => true } }).createMachine({
  id: 'door',
  initial: 'closed',
  on: { smash: '.broken' },
  states: {
    closed: { on: { open: { guard: 'hasKey', target: 'open' } } },
    open: {
      initial: 'ajar',
      states: { ajar: { on: { push: 'wide' } }, wide: { type: 'final' } },
      onDone: 'closed',
    },
    broken: { type: 'final' },
  },
});

describe('the Mermaid writer', () => {
  it('draws every state, the initial one, and each transition with its event and guard', () => {
    expect(chartDiagram(door).split('\n')).toEqual([
      'stateDiagram-v2',
      '  state "any state" as anyState',
      '  state "closed" as closed',
      '  state "open" as open {',
      '    [*] --> open_ajar',
      '    state "ajar" as open_ajar',
      '    state "wide" as open_wide',
      '    open_wide --> [*]',
      '  }',
      '  state "broken" as broken',
      '  broken --> [*]',
      '  [*] --> closed',
      '  anyState --> broken: smash',
      '  closed --> open: open [hasKey]',
      '  open --> closed: done',
      '  open_ajar --> open_wide: push',
    ]);
  });

  it('draws a collapsed state as one node with only the transitions leaving it', () => {
    const lines = chartDiagram(door, {
      collapse: (n) => n.key === 'open',
      label: (n) => (n.key === 'open' ? 'open (a shape)' : n.key),
    }).split('\n');
    expect(lines).toContain('  state "open (a shape)" as open');
    expect(lines).toContain('  open --> closed: done');
    expect(lines.some((l) => l.includes('open_ajar'))).toBe(false);
  });
});
