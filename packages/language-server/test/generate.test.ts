import { runScenarioText } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import { generateScenario } from '../src/testing/generate.js';

describe('the benchmark`s scenario generator', () => {
  it('writes valid scenarios of the asked number of steps, whose expectations hold', () => {
    for (const steps of [50, 300]) {
      const text = generateScenario(steps);
      const [result] = runScenarioText(text, 'inmemory://generated.scenario').scenarios;
      expect(result?.status).toBe('passed');
      expect(result?.steps).toHaveLength(steps);
    }
  });
});
