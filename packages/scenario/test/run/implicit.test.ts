import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { type Action, apply, type GameState, legalActions } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { implicitAction, runScenarioText } from '../../src/index.js';
import { fileLoader, scenarioFiles } from '../../src/vitest/corpus.js';

const ROOT = resolve(__dirname, '../../../..');

/** What the runner asked before: every legal action, then the first pass or the defender staying. */
function byEnumeration(s: GameState): Action | undefined {
  const legal = legalActions(s);
  return legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'defender-leaves' && !a.leave);
}

describe('the implicit move', () => {
  it('is the one the full enumeration of legal actions finds, in every state the corpus reaches and one action beyond', () => {
    const states: GameState[] = [];
    for (const path of scenarioFiles(resolve(ROOT, 'scenarios'))) {
      const uri = relative(ROOT, path);
      const r = runScenarioText(readFileSync(path, 'utf8'), uri, { loader: fileLoader(ROOT) });
      if (r.dialect?.game !== 'megacorp') continue; // the implicit move is Megacorp's
      for (const sc of r.scenarios) {
        if (sc.initial) states.push(sc.initial);
        for (const st of sc.steps) states.push(st.state);
      }
    }
    // A few legal actions further from every state: decisions the steps themselves did not take
    // (four per state, spread over the list, which holds every buy on every space in a Buy Phase).
    const around = states.flatMap((s) => {
      if (s.result || s.pending.length) return [];
      const legal = legalActions(s);
      const every = Math.max(1, Math.ceil(legal.length / 4));
      return legal.flatMap((a, i) => {
        const r = i % every === 0 ? apply(s, a) : undefined;
        return r?.ok ? [r.state] : [];
      });
    });
    let compared = 0;
    for (const s of [...states, ...around]) {
      if (s.result || s.pending.length > 0) continue; // the runner never asks then
      expect(implicitAction(s)).toEqual(byEnumeration(s));
      compared++;
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
