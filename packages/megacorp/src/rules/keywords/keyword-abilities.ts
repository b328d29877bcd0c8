import type { Ability, CardDefinition, Effect, KeywordInstance } from '../../model/card.js';
import type { RuleParameters } from '../../revisions/profile.js';
import { bondAbility } from './bond.js';
import { deadDropAbility } from './dead-drop.js';
import { developmentAbilities } from './development.js';
import { disasterLevelAbility } from './disaster-level.js';
import { moveAbility } from './move.js';
import { mutationAbility } from './mutation.js';
import { regenerationAbility } from './regeneration-ability.js';
import { swapAbility } from './swap.js';

/**
 * Every ability a card has: its printed abilities, then those its keywords define (9.1: a keyword's
 * rule is part of the card's text) — activated REGENERATION, MOVE, SWAP and DEVELOPMENT; automatic
 * MUTATION, DEAD DROP, DISASTER LEVEL and BOND. Stack items refer to an ability by its index in this
 * list; the list depends only on the card and the revision's parameters, so the index is stable.
 */
type Builder = (k: KeywordInstance, par: RuleParameters) => readonly Ability[];

type Automatic = Extract<Ability, { kind: 'automatic' }>;

const BUILDERS: Readonly<Record<string, Builder>> = {
  REGENERATION: (k) => [regenerationAbility(k)],
  REGENERATE: (k) => [regenerationAbility(k)],
  MOVE: (k) => [moveAbility(k)],
  SWAP: (k) => [swapAbility(k)],
  DEVELOPMENT: (k) => developmentAbilities(k),
  MUTATION: (k, par) => [mutationAbility(k, par)],
  'DEAD DROP': (k, par) => [deadDropAbility(k, par)],
  'DISASTER LEVEL': (k, par) => [disasterLevelAbility(k, par)],
  BOND: (k) => [bondAbility(k)],
};

const cache = new WeakMap<CardDefinition, WeakMap<RuleParameters, readonly Ability[]>>();

export function abilitiesOf(d: CardDefinition, par: RuleParameters): readonly Ability[] {
  let byPar = cache.get(d);
  // Stryker disable next-line ConditionalExpression: the cache only saves work; without it the same list is built
  if (!byPar) {
    byPar = new WeakMap();
    cache.set(d, byPar);
  }
  const hit = byPar.get(par);
  // Stryker disable next-line ConditionalExpression: the cache only saves work; without it the same list is built
  if (hit) return hit;
  const out: Ability[] = [...d.abilities];
  for (const k of d.keywords) {
    const build = BUILDERS[k.name.toUpperCase()];
    if (build) out.push(...build(k, par));
  }
  byPar.set(par, out);
  return out;
}

/** The abilities a keyword of the card defines (not its printed ones). */
export function keywordAbilities(d: CardDefinition, par: RuleParameters): readonly Ability[] {
  return abilitiesOf(d, par).slice(d.abilities.length);
}

/** The effects of every "when deployed" ability the card has, printed or from keywords, in order. */
export function deploymentTriggerEffects(d: CardDefinition, par: RuleParameters): Effect[] {
  return abilitiesOf(d, par)
    .filter(
      (ab): ab is Automatic =>
        // Stryker disable next-line ConditionalExpression: only an automatic ability has a trigger
        ab.kind === 'automatic' && (ab.trigger === 'deployed' || ab.trigger === 'deployed-from-hand'),
    )
    .flatMap((ab) => ab.effects);
}
