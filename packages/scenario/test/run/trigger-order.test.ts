import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioText, type ScenarioResult } from '../../src/index.js';
import { fileLoader } from '../../src/vitest/corpus.js';

/**
 * 3.9.4 in the scenario language: the first scenario of the corpus file on effects triggered together,
 * changed one step at a time, shows how the runner treats the order question.
 */
const root = resolve(__dirname, '../../../..');
const uri = 'scenarios/megacorp/03-zones/stack/the-controller-orders-effects-triggered-together.scenario';
const FILE = readFileSync(resolve(root, uri), 'utf8');
const ORDER_STEP = '  Ana orders "Broker" ability 1, "Broker" ability 2\n';

function first(text: string): ScenarioResult {
  const r = runScenarioText(text, uri, { loader: fileLoader(root) });
  return r.scenarios[0] as ScenarioResult;
}

describe('ordering effects triggered together (3.9.4)', () => {
  it('the corpus scenario passes as written', () => {
    expect(FILE).toContain(ORDER_STEP);
    expect(first(FILE).status).toBe('passed');
  });

  it('left unanswered, the question stops the game, and the failure names the effects to order', () => {
    // The runner answers no order on its own (as for 8.3.1's): the anchor after it cannot be reached.
    const r = first(FILE.replace(ORDER_STEP, ''));
    expect(r.status).toBe('failed');
    expect(r.failures[0]?.message).toBe(
      'cannot move on to this point: Ana must first decide in what order Broker ability 1, Broker ability 2 go on the stack (the first named on top, resolving first)',
    );
  });

  it('an ability named by text must be one of the card’s triggered abilities', () => {
    const r = first(FILE.replace(ORDER_STEP, '  Ana orders "Broker" ability "steal", "Broker" ability 2\n'));
    expect(r.status).toBe('error');
    expect(r.failures[0]).toMatchObject({
      message: '"Broker" has no triggered ability "steal"',
      hint: 'its triggered abilities: "when deployed: gain 3M", "when deployed: draw a card if you have 5M or more"',
    });
  });
});
