import { type RuleDefinition, RuleRegistry } from '@arbiter/core';
import { ABILITY } from './abilities.js';
import { ADVENTURE } from './adventure.js';
import { BIDDING } from './bidding.js';
import { COST } from './cost.js';
import { DRAW } from './draw.js';
import { END } from './end.js';
import { GIVE } from './give.js';
import { PLAY } from './play.js';
import { CONDITIONS } from './play-conditions.js';
import { REPUTATION } from './reputation.js';
import { REQUIREMENTS } from './requirements.js';
import { RESOLUTION } from './resolution.js';
import { SETUP } from './setup.js';
import { STASH_CHOICE } from './stash-choice.js';
import { SWAP } from './swap.js';
import { TURN } from './turn.js';

/** Every rule set of the game, in the rulebook's order. */
export const RULE_SETS = [
  SETUP,
  ADVENTURE,
  BIDDING,
  TURN,
  PLAY,
  CONDITIONS,
  COST,
  DRAW,
  GIVE,
  STASH_CHOICE,
  SWAP,
  ABILITY,
  REQUIREMENTS,
  RESOLUTION,
  REPUTATION,
  END,
] as const;

/** Each rule key with the heading path the 2008 text states it under. */
export function ruleHeadings(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const set of RULE_SETS) for (const spec of set.specs) out[spec.key] = spec.clause;
  return out;
}

export function ruleRegistry(): RuleRegistry {
  const rules: RuleDefinition[] = RULE_SETS.flatMap((set) =>
    set.specs.map(({ key, summary }) => ({ key, summary })),
  );
  return new RuleRegistry(rules);
}
