/**
 * The chart's state paths as the rules use them: typed from the machine (a misspelling does not
 * compile), and checked here against the compiled chart at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHART } from '../../src/flow/chart.js';
import { type FlowPath, flowIn, inFlow } from '../../src/flow/where.js';
import { demoConfig, newGame, V1_7 } from '../../src/index.js';
import type { ActionType } from '../../src/model/action.js';

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
  // Every action type: the record makes the compiler list them all.
  const TYPES: Record<ActionType, true> = {
    pass: true,
    concede: true,
    bid: true,
    'go-first': true,
    mulligan: true,
    keep: true,
    'place-founder': true,
    'pay-upkeep': true,
    produce: true,
    buy: true,
    activate: true,
    attack: true,
    block: true,
    'defender-leaves': true,
    'assign-damage': true,
    retaliate: true,
    'engage-defender': true,
    sell: true,
    order: true,
    dock: true,
    choose: true,
    move: true,
  };

  it('every action type is taken by a transition whose guard names its validator', () => {
    const unguarded = Object.keys(TYPES).filter(
      (type) => !(CHART.gates.get(type) ?? []).some((g) => g.validator !== undefined),
    );
    expect(unguarded).toEqual([]);
  });

  it('the decisions answered wherever they arise are the root transitions of the chart', () => {
    const anywhere = [...CHART.gates].filter(([, gates]) => gates.some((g) => g.anywhere)).map(([t]) => t);
    expect(anywhere.sort()).toEqual(['activate', 'choose', 'concede', 'dock', 'keep', 'move', 'order']);
  });
});
