/**
 * The chart's state paths as the rules use them: typed from the machine (a misspelling does not
 * compile), and checked here against the compiled chart at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHART } from '../../src/flow/chart.js';
import { demoConfig, newGame, V1_7 } from '../../src/index.js';
import { ACTION_TYPES } from '../../src/model/action.js';
import { type FlowPath, flowIn, inFlow } from '../../src/model/where.js';

const SRC = join(import.meta.dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every literal path given to `inFlow` or `flowIn` in the engine's sources. */
function askedPaths(): { file: string; path: string }[] {
  const out: { file: string; path: string }[] = [];
  for (const file of sources(SRC))
    for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:inFlow|flowIn)\([^,()]+,\s*'([^']+)'\)/g))
      out.push({ file: file.slice(SRC.length + 1), path: m[1] as string });
  return out;
}

describe('state paths', () => {
  it('every path a rule asks about is a state of the compiled chart', () => {
    const asked = askedPaths();
    expect(asked.length).toBeGreaterThan(20);
    const missing = asked.filter((a) => !CHART.hasPath(a.path));
    expect(missing).toEqual([]);
  });

  it('a misspelled path fails loudly under test instead of reading as false', () => {
    const start = newGame(demoConfig(1, V1_7, ['Ana', 'Nick']));
    if (!start.ok) throw new Error('the demo game starts');
    expect(() => inFlow(start.state, 'turn.divst.main' as FlowPath)).toThrow(
      "chart 'megacorp' has no state 'turn.divst.main'; did you mean 'turn.divest.main'?",
    );
  });

  it('a path covers its descendants', () => {
    const flow = { turn: { challenge: { attack: { afterBlockers: 'open' } } } };
    expect(flowIn(flow, 'turn.challenge')).toBe(true);
    expect(flowIn(flow, 'turn.challenge.attack.afterBlockers')).toBe(true);
    expect(flowIn(flow, 'turn.challenge.main')).toBe(false);
  });
});

describe('what the engine reads from the chart', () => {
  it('every action type is taken by a transition whose guard names its validator', () => {
    const unguarded = ACTION_TYPES.filter(
      (type) => !(CHART.gates.get(type) ?? []).some((g) => g.validator !== undefined),
    );
    expect(unguarded).toEqual([]);
  });

  it('the decisions answered wherever they arise are the root transitions of the chart', () => {
    const anywhere = [...CHART.gates].filter(([, gates]) => gates.some((g) => g.anywhere)).map(([t]) => t);
    expect(anywhere.sort()).toEqual(['activate', 'choose', 'concede', 'dock', 'keep', 'move', 'order']);
  });
});
