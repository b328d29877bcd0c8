import { revisionsDocument } from '@arbiter/core';
import { BUILT_IN_PROFILES } from './index.js';
import { PARAMETER_GROUPS, PARAMETER_SPECS } from './parameters.js';

/**
 * Gaps of the 2008 text the engine settles with one fixed reading, no parameter: each with the
 * heading it concerns, the reading taken, and why no second reading would change play (ids of
 * SECOND-GAME.md §1.10).
 */
export const FIXED_READINGS: readonly (readonly [string, string, string, string])[] = [
  [
    'GA-08',
    'Game specific ► Examples ► Incapacitation',
    'the Combat card cannot reach Magellan as printed; tests use a labelled correction',
    'a worked example, not a rule: it fails under every reading of the operators, and a scenario shows the printed card failing',
  ],
  [
    'GA-09',
    'Game specific ► Examples ► Unforeseen incapacitation',
    'a condition on an attribute the card lacks is never met; tests use a labelled correction',
    'a worked example, not a rule: the card it hits has no such attribute (“not applicable”, Cards ► Attributes), so no reading meets it',
  ],
  [
    'GA-35',
    'Components',
    'card backs are not modelled: no play depends on hidden information about the stash',
    'no rule reads a card back: no action is offered or refused by what the back of the stash top shows',
  ],
];

/** docs/gardener-readings.md, written from the parameter specs and the built-in profiles. */
export function readingsDocument(): string {
  return revisionsDocument({
    title: 'Gardener of Thoughts: the readings of the 2008 text',
    generatedFrom: 'packages/gardener/src/revisions',
    command: 'node packages/gardener/dist/revisions/doc-cli.js docs/gardener-readings.md',
    intro: [
      'The only rulebook of Gardener of Thoughts is a 2008 draft scraped from the web: every bulleted list',
      'was lost (the operators, when requirements are fulfilled, what a failure does, the end conditions),',
      'and some worked examples contradict the rules under any reading. Each gap the engine must settle is a',
      'rule parameter below, with its candidate readings, the heading paths it rests on and the gap id',
      '(GA-xx, `../shared/design/SECOND-GAME.md` §1.10). `got-2008` is the project’s reading; `got-strict`',
      'takes the other reading of every gap. Values in bold differ from `got-2008`.',
    ],
    specs: PARAMETER_SPECS,
    groups: PARAMETER_GROUPS,
    profiles: BUILT_IN_PROFILES,
    baseline: 'got-2008',
    clausePrefix: 'Rulebook:',
    appendix: [
      '## Gaps settled by one fixed reading',
      '',
      'These gaps admit one reading that plays: the engine takes it, and the last column says why no',
      'second reading would change a game.',
      '',
      '| Gap | Heading | Reading | Why no other reading changes play |',
      '|---|---|---|---|',
      ...FIXED_READINGS.map(([id, heading, reading, why]) => `| ${id} | ${heading} | ${reading} | ${why} |`),
    ],
  });
}
