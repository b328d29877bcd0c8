import { test } from 'vitest';
import { generateScenario } from '../src/testing/generate.js';
import { runScenarioText } from '@arbiter/scenario';
test('try', () => {
  for (const n of [50, 300, 1000]) {
    const t = generateScenario(n);
    const t0 = performance.now();
    const r = runScenarioText(t, 'inmemory://x.scenario').scenarios[0]!;
    console.log(n, r.steps.length, r.status, r.failures[0]?.message, r.final?.turn.number, r.final?.result, (performance.now() - t0).toFixed(0));
    if (n === 1000) console.log(r.events.slice(-5).map((e) => e.text), t.split('\n').slice(-8).join('\n'));
  }
});
