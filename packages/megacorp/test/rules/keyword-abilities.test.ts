import { describe, expect, it } from 'vitest';
import { cost, defineCard } from '../../src/cards/define.js';
import type { Effect } from '../../src/model/card.js';
import { V1_5_5 } from '../../src/revisions/v1.5.5.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import {
  abilitiesOf,
  deploymentTriggerEffects,
  keywordAbilities,
} from '../../src/rules/keywords/keyword-abilities.js';

const zap = (amount: number): Effect => ({ op: 'damage', trait: 'BQ', amount, who: 'target-card' });

/** Hypothetical: a character with one ability of each kind, each dealing its own amount of damage. */
const SNIPER = defineCard(
  'Sniper',
  'character',
  cost(3),
  { IQ: 1, EQ: 1, MQ: 1, BQ: 2 },
  {
    abilities: [
      { kind: 'activated', cost: cost(1), effects: [zap(1)], text: '1M: deal 1 BQ damage to target card' },
      { kind: 'automatic', trigger: 'deployed', effects: [zap(2)], text: 'when deployed: deal 2' },
      { kind: 'automatic', trigger: 'deployed-from-hand', effects: [zap(3)], text: 'from hand: deal 3' },
      { kind: 'automatic', trigger: 'turn-start', effects: [zap(4)], text: 'when turn starts: deal 4' },
      { kind: 'static', modifiers: [], text: 'nothing' },
    ],
  },
);

describe('the abilities a card has (9.1, 7.4)', () => {
  it('6.2.2.7 the effects a deployment triggers are those of its "when deployed" abilities, from hand or not', () => {
    // What a buyer names targets for as he buys (7.1): not the activated or turn-start abilities.
    expect(deploymentTriggerEffects(SNIPER, V1_7.parameters)).toEqual([zap(2), zap(3)]);
  });

  it('9.1 a keyword adds its ability after the printed ones; V1.5.5 spells REGENERATION as REGENERATE', () => {
    const grunt = defineCard(
      'Grunt',
      'character',
      cost(1),
      { BQ: 2 },
      {
        keywords: [{ name: 'REGENERATE', args: ['1M'] }],
      },
    );
    const [regenerate] = keywordAbilities(grunt, V1_5_5.parameters);
    expect(regenerate).toMatchObject({
      kind: 'activated',
      keyword: 'REGENERATION',
      effects: [{ op: 'regenerate' }],
    });
    expect(abilitiesOf(grunt, V1_5_5.parameters)).toEqual([regenerate]);
    expect(keywordAbilities(SNIPER, V1_7.parameters)).toEqual([]);
  });
});
