/**
 * The enumerators of the busiest actions check each condition of their validator once per card rather
 * than once per card × space × target × trait. Here the validators are the oracle: over the states of
 * random games under every built-in revision, every buy `legalBuy` offers passes `validateBuy` and every
 * buy it accepts (any card, any space of every network within reach, the fitting target and choice
 * lists) is offered; the same for `legalAttacks` and `validateAttack` (any card, any space, any trait,
 * any card bonded there).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  activePlayers,
  def,
  demoConfig,
  inFlow,
  newGame,
  playRandom,
  TRAITS,
} from '../../src/index.js';
import type { GameState, NetworkSpace } from '../../src/model/state.js';
import { BUILT_IN_PROFILES } from '../../src/revisions/index.js';
import { legalBuy, validateBuy } from '../../src/rules/buy.js';
import { legalAttacks, validateAttack } from '../../src/rules/challenge.js';
import { chosenOptions, targetChoices } from '../../src/rules/effects.js';
import { deploymentTriggerEffects } from '../../src/rules/keywords/keyword-abilities.js';

/** Every space of each network's bounding box, one step wider on each side: every space a card may use. */
function spacesNearby(s: GameState): NetworkSpace[] {
  const out: NetworkSpace[] = [];
  for (const p of s.players) {
    const xs = [0, ...p.network.map((q) => q.x)];
    const ys = [0, ...p.network.map((q) => q.y)];
    for (let x = Math.min(...xs) - 1; x <= Math.max(...xs) + 1; x++)
      for (let y = Math.min(...ys) - 1; y <= Math.max(...ys) + 1; y++) out.push({ network: p.id, x, y });
  }
  return out;
}

const key = (a: Action) => JSON.stringify(a);

function acceptedBuys(s: GameState, who: string): Set<string> {
  const out = new Set<string>();
  const spaces = [undefined, ...spacesNearby(s)];
  for (const id of Object.keys(s.cards)) {
    const triggered = deploymentTriggerEffects(def(s, id), s.profile.parameters);
    const targetLists = targetChoices(s, triggered);
    const choiceLists = chosenOptions(s, triggered, who, null);
    for (const targets of targetLists)
      for (const choices of choiceLists)
        for (const at of spaces) {
          const a: Action = {
            type: 'buy',
            player: who,
            card: id,
            ...(at ? { at } : {}),
            ...(targets.length > 0 ? { targets } : {}),
            ...(choices.length > 0 ? { choices } : {}),
          };
          if (validateBuy(s, a) === null) out.add(key(a));
        }
  }
  return out;
}

function acceptedAttacks(s: GameState, who: string): Set<string> {
  const out = new Set<string>();
  for (const attacker of Object.keys(s.cards))
    for (const target of spacesNearby(s)) {
      const pile = s.players
        .find((p) => p.id === target.network)
        ?.network.find((q) => q.x === target.x && q.y === target.y);
      for (const trait of TRAITS)
        for (const bonded of [undefined, ...(pile?.cards.slice(1) ?? [])]) {
          const a: Action = {
            type: 'attack',
            player: who,
            attacker,
            target,
            trait,
            ...(bonded ? { card: bonded } : {}),
          };
          if (validateAttack(s, a) === null) out.add(key(a));
        }
    }
  return out;
}

/**
 * For every built-in revision: random games of the demo decks, a random state among those `where`
 * selects, and `offered` against `accepted` for each player still in the game.
 */
function agreesOverRandomStates(
  where: (s: GameState) => boolean,
  offered: (s: GameState, who: string) => Action[],
  accepted: (s: GameState, who: string) => Set<string>,
) {
  for (const profile of BUILT_IN_PROFILES) {
    it(`${profile.id}: over states of random games`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          (seed, at) => {
            const start = newGame(demoConfig(seed, profile));
            if (!start.ok) throw new Error('demo decks are legal');
            const states: GameState[] = [start.state];
            playRandom(start.state, { seed, onStep: (next) => void states.push(next) });
            const chosen = states.filter((s) => s.result === null && where(s));
            const s = chosen[Math.floor(at * (chosen.length - 1))];
            if (!s) return;
            for (const p of activePlayers(s)) {
              const keys = offered(s, p.id).map(key);
              expect(new Set(keys).size).toBe(keys.length);
              expect(new Set(keys)).toStrictEqual(accepted(s, p.id));
            }
          },
        ),
        { numRuns: 12 },
      );
    });
  }
}

// Buying happens with priority; attacks are declared in the Challenge Phase.
describe('legalBuy offers exactly the buys validateBuy accepts', () => {
  agreesOverRandomStates((s) => s.priority !== null, legalBuy, acceptedBuys);
});

describe('legalAttacks offers exactly the attacks validateAttack accepts', () => {
  agreesOverRandomStates((s) => inFlow(s, 'turn.challenge.main'), legalAttacks, acceptedAttacks);
});
