/**
 * Helpers for the revision tests: each builds a catalogued situation with `buildState`, drives it
 * through the public `apply`, and compares what happens under the built-in revisions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  type Action,
  apply,
  buildState,
  decision,
  defineCard,
  flowPaths,
  type GameEvent,
  type GameState,
  legalActions,
  cost as M,
  type StateSpec,
} from '../../src/index.js';
import { deriveProfile, ED3_0_EN, ED3_0_FR, V1_5_5, V1_7 } from '../../src/revisions/index.js';
import type { RevisionProfile, RuleParameters } from '../../src/revisions/profile.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';

export { ED3_0_EN, ED3_0_FR, V1_5_5, V1_7 };

/** The test pool plus hypothetical cards the catalog's scenarios need (each carries only the stated text). */
export const LIB = {
  ...TEST_LIBRARY,
  ...Object.fromEntries(
    [
      defineCard(
        'Heir',
        'character',
        M(2),
        { IQ: 1, EQ: 1, MQ: 1, BQ: 1 },
        {
          abilities: [
            {
              kind: 'automatic',
              trigger: 'game-start',
              effects: [{ op: 'gain-money', amount: 1, who: 'controller' }],
              text: 'At the beginning of the game: gain 1 M.',
            },
          ],
        },
      ),
      defineCard(
        'Bell Tower',
        'location',
        M(2),
        { MQ: 1 },
        {
          abilities: [
            {
              kind: 'automatic',
              trigger: 'turn-start',
              effects: [{ op: 'gain-money', amount: 1, who: 'controller' }],
              text: 'At the beginning of the turn: gain 1 M.',
            },
          ],
        },
      ),
      defineCard('Bunker', 'location', M(2), { BQ: 3 }),
      defineCard('Shed', 'location', M(1), { BQ: 2 }),
      defineCard(
        'Study',
        'event',
        M(1),
        {},
        {
          abilities: [
            {
              kind: 'automatic',
              trigger: 'deployed',
              effects: [{ op: 'draw', count: 1, who: 'controller' }],
              text: 'Draw a card.',
            },
          ],
        },
      ),
      defineCard('Tidal Wave', 'event', M(2), { MQ: 0 }),
      // W-06: an event with MQ 0 and an effect worth stopping, and two events that damage it.
      defineCard(
        'Flood',
        'event',
        M(2),
        { MQ: 0 },
        {
          abilities: [
            {
              kind: 'automatic',
              trigger: 'deployed',
              effects: [{ op: 'lose-money', amount: 2, who: 'each-opponent' }],
              text: 'Each opponent loses 2 M.',
            },
          ],
        },
      ),
      ...(
        [
          ['Kick', 3],
          ['Bribe', 1],
        ] as const
      ).map(([name, amount]) =>
        defineCard(
          name,
          'event',
          M(1),
          {},
          {
            abilities: [
              {
                kind: 'automatic',
                trigger: 'deployed',
                effects: [{ op: 'damage', trait: 'MQ', amount, who: 'target-card' }],
                text: `Deal ${amount} MQ damage to target card.`,
              },
            ],
          },
        ),
      ),
      defineCard(
        'Veto',
        'event',
        M(1),
        {},
        {
          abilities: [
            {
              kind: 'automatic',
              trigger: 'deployed',
              effects: [{ op: 'cancel', who: 'top-of-stack' }],
              text: 'Cancel the top of the stack.',
            },
          ],
        },
      ),
      // D-AUTO-OPTIONAL: a deploy trigger its controller would rather miss.
      defineCard(
        'Toll',
        'location',
        M(2),
        { EQ: 1 },
        {
          abilities: [
            {
              kind: 'automatic',
              trigger: 'deployed',
              effects: [{ op: 'lose-money', amount: 2, who: 'controller' }],
              text: 'When deployed: lose 2 M.',
            },
          ],
        },
      ),
      // 3.9.4: two deploy triggers whose order matters (money cannot go below 0, 1.2.6.1).
      defineCard(
        'Till',
        'location',
        M(2),
        { EQ: 1 },
        {
          abilities: [
            {
              kind: 'automatic',
              trigger: 'deployed',
              effects: [{ op: 'gain-money', amount: 2, who: 'controller' }],
              text: 'When deployed: gain 2 M.',
            },
            {
              kind: 'automatic',
              trigger: 'deployed',
              effects: [{ op: 'lose-money', amount: 3, who: 'controller' }],
              text: 'When deployed: lose 3 M.',
            },
          ],
        },
      ),
      defineCard('Van', 'vehicle', M(2), { BQ: 3 }),
      defineCard(
        'Mint',
        'location',
        M(2),
        { EQ: 1 },
        {
          abilities: [
            {
              kind: 'automatic',
              trigger: 'deployed',
              effects: [{ op: 'gain-money', amount: 2, who: 'controller' }],
              text: 'When deployed: gain 2 M.',
            },
          ],
        },
      ),
      // W-08: a #building worth 2 M more per #infrastructure card its controller has (its own text).
      defineCard(
        'Mall',
        'location',
        M(5),
        { EQ: 2 },
        {
          subtypes: ['building'],
          abilities: [
            {
              kind: 'static',
              modifiers: [
                {
                  scope: { kind: 'self' },
                  valuation: {
                    money: 2,
                    per: { kind: 'cards', filter: { subtypes: ['infrastructure'], controller: 'you' } },
                  },
                },
              ],
              text: 'value +2M per #infrastructure card you control to this card',
            },
          ],
        },
      ),
      defineCard('Road', 'location', M(2), { EQ: 1 }, { subtypes: ['infrastructure'] }),
      // D-SELL-VALUE: another card raising a #building's valuation.
      defineCard(
        'Zoning Board',
        'location',
        M(3),
        { EQ: 1 },
        {
          abilities: [
            {
              kind: 'static',
              modifiers: [
                {
                  scope: { kind: 'all', filter: { subtypes: ['building'], controller: 'you' } },
                  valuation: { money: 3 },
                },
              ],
              text: 'value +3M to #building cards you control',
            },
          ],
        },
      ),
    ].map((d) => [d.name, d]),
  ),
};

export type Built = { state: GameState; id: (name: string, i?: number) => string };

/** A mid-game state over `LIB` under a revision profile. */
export function at(profile: RevisionProfile, spec: Omit<StateSpec, 'library' | 'profile'>): Built {
  const built = buildState({ library: LIB, profile, ...spec });
  const id = (name: string, i = 0): string => {
    const found = built.ids[name]?.[i];
    if (!found) throw new Error(`no card "${name}" #${i} in the description`);
    return found;
  };
  return { state: built.state, id };
}

/** A profile that differs from `base` in the given parameters only (a draft revision). */
export function variant(base: RevisionProfile, overrides: Partial<RuleParameters>, id = 'variant') {
  return deriveProfile(base, overrides, { id });
}

export const where = (s: GameState): string => flowPaths(s.flow)[0] ?? '';

/** Applies actions that must be accepted; returns the state and every event. */
export function play(s: GameState, ...actions: Action[]): { state: GameState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)} at ${where(state)}: ${r.violation.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The violation refusing an action (the test fails if it is accepted). */
export function refusal(s: GameState, a: Action) {
  const r = apply(s, a);
  if (r.ok) throw new Error(`expected ${JSON.stringify(a)} to be refused at ${where(s)}`);
  return r.violation;
}

export const accepted = (s: GameState, a: Action): boolean => apply(s, a).ok;

/**
 * Passes priority (each holder in turn) until `done` holds, answering only the ordering of cards that
 * reach an open market together (8.3.1) and taking triggers a player could decline (7.4.1) unless told
 * not to. Fails when the game waits for another decision.
 */
export function passUntil(
  s: GameState,
  done: (s: GameState) => boolean,
  max = 40,
  { takeTriggers = true }: { readonly takeTriggers?: boolean } = {},
): { state: GameState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (let i = 0; i < max; i++) {
    // A trigger its controller could decline (D-AUTO-OPTIONAL) is taken, as a scenario's implicit moves do.
    const trigger = state.pending[0];
    if (takeTriggers && trigger?.kind === 'trigger') {
      const r = play(state, { type: 'choose', player: trigger.player, cards: [trigger.item.source] });
      state = r.state;
      events.push(...r.events);
      continue;
    }
    if (done(state)) break;
    const order = state.pending[0]?.kind === 'order-open-market' ? legalActions(state)[0] : undefined;
    if (order) {
      const r = play(state, order);
      state = r.state;
      events.push(...r.events);
      continue;
    }
    const holder = state.priority?.holder;
    if (!holder) throw new Error(`nobody holds priority at ${where(state)}`);
    const r = play(state, { type: 'pass', player: holder });
    state = r.state;
    events.push(...r.events);
  }
  if (!done(state)) throw new Error(`still not there after ${max} passes: ${where(state)}`);
  return { state, events };
}

export const money = (s: GameState, who: string) => s.players.find((p) => p.id === who)?.money;
export const playerOf = (s: GameState, who: string) => {
  const p = s.players.find((q) => q.id === who);
  if (!p) throw new Error(`no player ${who}`);
  return p;
};
export const keys = (events: readonly GameEvent[]) => events.map((e) => e.type);

/** The parameter names the revision tests name in their `describe` titles. */
export function testedParameters(): Set<string> {
  const dir = new URL('.', import.meta.url);
  const out = new Set<string>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.test.ts')) continue;
    const text = readFileSync(new URL(f, dir), 'utf8');
    for (const m of text.matchAll(/describe\('([A-Za-z]+) \(D-/g)) out.add(m[1] as string);
    for (const m of text.matchAll(/describe\('([A-Za-z]+) \(§L/g)) out.add(m[1] as string);
    for (const m of text.matchAll(/describe\('([A-Za-z]+) \(basics/g)) out.add(m[1] as string);
  }
  return out;
}

/** Ana (business, Raamaa at 1,0) and Nick (business, Illithis at 1,0). */
export const ANA = [
  { x: 0, y: 0, cards: ['Ana Corp'] },
  { x: 1, y: 0, cards: ['Raamaa'] },
];
export const NICK = [
  { x: 0, y: 0, cards: ['Nick Corp'] },
  { x: 1, y: 0, cards: ['Illithis'] },
];

export const FLOW = {
  buy: { turn: { buy: { main: 'open' } } },
  challenge: { turn: { challenge: { main: 'open' } } },
  divest: { turn: { divest: { main: 'open' } } },
} as const;

/** The same state with a card controlled by another player (what buying it from play would do). */
export function controlledBy(s: GameState, card: string, who: string): GameState {
  const c = s.cards[card];
  if (!c) throw new Error(`no card ${card}`);
  return { ...s, cards: { ...s.cards, [card]: { ...c, controller: who } } };
}

export interface ChallengeChoices {
  readonly blockers?: readonly string[];
  /** Whether the defending card leaves when there are blockers. */
  readonly leave?: boolean;
  readonly split?: Readonly<Record<string, number>>;
  /** Which defenders retaliate (all that may, by default). */
  readonly retaliate?: readonly string[];
}

/**
 * Declares an attack and answers every decision of the challenge with `choices` (passing in every
 * window) until the challenge is over. Returns the state back in the Challenge Phase (or later).
 */
export function challenge(
  s: GameState,
  attack: Extract<Action, { type: 'attack' }>,
  choices: ChallengeChoices = {},
): { state: GameState; events: GameEvent[] } {
  const declared = play(s, attack);
  const rest = finishChallenge(declared.state, choices);
  return { state: rest.state, events: [...declared.events, ...rest.events] };
}

/** Answers the rest of a challenge in progress as `challenge` does. */
export function finishChallenge(
  s: GameState,
  choices: ChallengeChoices = {},
): { state: GameState; events: GameEvent[] } {
  let state = s;
  let events: GameEvent[] = [];
  for (let i = 0; i < 60 && state.challenge !== null && state.result === null; i++) {
    const d = decision(state);
    if (!d) break;
    let a: Action;
    switch (d.kind) {
      case 'blockers':
        a = { type: 'block', player: d.player, blockers: [...(choices.blockers ?? [])] };
        break;
      case 'defenderChoice':
        a = { type: 'defender-leaves', player: d.player, leave: choices.leave ?? false };
        break;
      case 'assignDamage':
        a = { type: 'assign-damage', player: d.player, split: { ...(choices.split ?? {}) } };
        break;
      case 'retaliation': {
        const able = d.options.reduce<string[]>(
          (best, o) => (o.type === 'retaliate' && o.cards.length > best.length ? [...o.cards] : best),
          [],
        );
        const cards = choices.retaliate ? able.filter((c) => choices.retaliate?.includes(c)) : able;
        a = { type: 'retaliate', player: d.player, cards };
        break;
      }
      default:
        a = { type: 'pass', player: state.priority?.holder ?? d.player };
    }
    const r = play(state, a);
    state = r.state;
    events = [...events, ...r.events];
  }
  return { state, events };
}
