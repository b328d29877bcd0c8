import { revisionsDocument } from '@arbiter/core';
import { BUILT_IN_PROFILES } from './index.js';
import { PARAMETER_GROUPS, PARAMETER_SPECS } from './parameters.js';

/**
 * Gaps of the 2008 text the engine settles with one fixed reading, no parameter yet: each with the
 * heading it concerns and the reading taken (ids of SECOND-GAME.md §1.10).
 */
export const FIXED_READINGS: readonly (readonly [string, string, string])[] = [
  [
    'GA-07',
    'Cards ► Predefined attributes ► Conditional play ► PlayIfBuildsiteAffiliation',
    'the affiliation compared is the card’s own; a card without one is never playable',
  ],
  [
    'GA-08',
    'Game specific ► Examples ► Incapacitation',
    'the Combat card cannot reach Magellan as printed; tests use a labelled correction',
  ],
  [
    'GA-09',
    'Game specific ► Examples ► Unforeseen incapacitation',
    'a condition on an attribute the card lacks is never met; tests use a labelled correction',
  ],
  [
    'GA-19',
    'Cards ► Predefined attribute ► Abilities ► AbleToRewind',
    'the last round is the turns since the rewinding player’s previous turn; every card played in them returns, but the adventure card and the rewinding card',
  ],
  [
    'GA-21',
    'Cards ► Predefined attribute ► Abilities ► AbleToSwap',
    'only support cards are swapped out; every play condition applies with the outgoing card gone; the cost is paid',
  ],
  [
    'GA-22',
    'Cards ► Predefined attribute ► Abilities',
    'abilities are used right after their card is played, each once, in printed order; one that can reach nothing lapses',
  ],
  ['GA-24', 'Definitions', 'a wrecked or incapacitated card goes to its owner’s wreckage or ops'],
  ['GA-25', 'Definitions', 'giving is not an action: no turn step offers it'],
  [
    'GA-26',
    'Playing ► Adventure ► Play adventure card',
    'an identical card is another copy of the same printed card',
  ],
  ['GA-29', 'Cards ► Predefined attribute categories ► Feats', 'an adventure without Feats is allowed'],
  [
    'GA-33',
    'Playing ► Adventure ► Play adventure card',
    'the adventure card is played before the turns and is not part of the hero’s first turn',
  ],
  [
    'GA-34',
    'Playing ► Adventure ► Bidding',
    'a bid proposes an adventure card of one’s ops (its own support) or supports a team-mate’s proposal, once each; a full round of passes ends the bidding; the hero team plays a card one of its members proposed',
  ],
  [
    'GA-35',
    'Components',
    'card backs are not modelled: no play depends on hidden information about the stash',
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
      'No parameter varies these yet; the engine takes the reading given.',
      '',
      '| Gap | Heading | Reading |',
      '|---|---|---|',
      ...FIXED_READINGS.map(([id, heading, reading]) => `| ${id} | ${heading} | ${reading} |`),
    ],
  });
}
