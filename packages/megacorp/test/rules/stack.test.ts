import { describe, expect, it } from 'vitest';
import { buildState } from '../../src/build/state.js';
import { type Ability, type CardDefinition, cost, defineCard, isEngaged } from '../../src/index.js';
import type { CardOrigin, GameState, StackItem } from '../../src/model/state.js';
import { V1_7 } from '../../src/revisions/index.js';
import type { RuleParameters } from '../../src/revisions/profile.js';
import { ACCOUNTING, beginningOfTurnTriggers } from '../../src/rules/accounting.js';
import { MUTATION } from '../../src/rules/keywords/mutation.js';
import { PRIORITY } from '../../src/rules/priority.js';
import {
  answerTrigger,
  orderTriggers,
  playEventOnPlay,
  queueDeploymentTriggers,
  resolveTop,
  STACK,
} from '../../src/rules/stack.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { ANA_NETWORK, NICK_NETWORK, patch, reading, run, subjects } from './support.js';

/** Hypothetical cards, each with only the text its test needs. */
const pays = (
  amount: number,
  trigger: 'deployed' | 'deployed-from-hand' | 'turn-start' = 'deployed',
): Ability => ({
  kind: 'automatic',
  trigger,
  effects: [{ op: 'gain-money', amount, who: 'controller' }],
  text: `gain ${amount} M`,
});
const TRAITS = { IQ: 1, EQ: 1, MQ: 1, BQ: 1 };
const POOL: Record<string, CardDefinition> = {
  ...TEST_LIBRARY,
  // Two "when deployed" abilities.
  Herald: defineCard('Herald', 'character', cost(2), TRAITS, { abilities: [pays(1), pays(2)] }),
  // One at the start of the turn, one only when deployed from the hand.
  Watcher: defineCard('Watcher', 'character', cost(2), TRAITS, {
    abilities: [pays(5, 'turn-start'), pays(3, 'deployed-from-hand')],
  }),
  // The first ability wins the game at once.
  Victor: defineCard('Victor', 'character', cost(2), TRAITS, {
    abilities: [
      { kind: 'automatic', trigger: 'deployed', effects: [{ op: 'win', who: 'controller' }], text: 'win' },
      pays(4),
    ],
  }),
  // At the beginning of the turn: the first text wins the game, the second pays.
  Crowned: defineCard('Crowned', 'character', cost(2), TRAITS, {
    abilities: [
      { kind: 'automatic', trigger: 'turn-start', effects: [{ op: 'win', who: 'controller' }], text: 'win' },
      pays(4, 'turn-start'),
    ],
  }),
  // Engages the card chosen as it was deployed.
  Marker: defineCard('Marker', 'character', cost(2), TRAITS, {
    abilities: [
      {
        kind: 'automatic',
        trigger: 'deployed',
        effects: [{ op: 'engage', who: 'chosen-card' }],
        text: 'engage it',
      },
    ],
  }),
  // An event whose one "when deployed" text comes from a keyword (the printed effect is the event itself).
  Flare: defineCard(
    'Flare',
    'event',
    cost(1),
    {},
    {
      abilities: [{ ...pays(1), keyword: 'FLARE' }],
    },
  ),
  Mutant: defineCard('Mutant', 'character', cost(3), TRAITS, {
    keywords: [{ name: 'MUTATION', args: ['3'] }],
  }),
};

/** Triggers together go on the stack in printed order, the last printed on top (3.9.4 read otherwise). */
const PRINTED = reading({ simultaneousTriggers: 'printed-order' });
const IMMEDIATE = reading({ simultaneousTriggers: 'printed-order', deploymentTriggers: 'immediate' });
const MAY_DECLINE = reading({ simultaneousTriggers: 'printed-order', automaticAbilities: 'may-decline' });
/** V1.7: the controller orders triggers together (3.9.4). */
const ORDERS = V1_7;

type Deployment = Extract<StackItem, { kind: 'deployment' }>;
type AbilityItem = Extract<StackItem, { kind: 'ability' }>;

/**
 * The deployment of Ana's `name` (from `from`) just resolved at (-1,0), its 6.2.2.6 window over:
 * the state the chart queues its triggers in.
 */
function deployed(
  name: string,
  profile = PRINTED,
  from: CardOrigin = 'hand',
  extra: Partial<Deployment> = {},
) {
  const b = buildState({
    library: POOL,
    profile,
    players: [
      { id: 'ana', money: 10, network: [...ANA_NETWORK, { x: -1, y: 0, cards: [name] }] },
      { id: 'nick', network: NICK_NETWORK },
    ],
  });
  const id = b.ids[name]![0]!;
  const item: Deployment = {
    id: 1,
    kind: 'deployment',
    card: id,
    controller: 'ana',
    at: { network: 'ana', x: -1, y: 0 },
    targets: [],
    from,
    ...extra,
  };
  const state: GameState = {
    ...b.state,
    nextStackId: 2,
    lastResolved: item,
    deploymentsAwaitingTriggers: [{ item, depth: 0 }],
  };
  return { state, card: id, item };
}

const money = (s: GameState) => s.players[0]?.money;
const abilityItems = (s: GameState) => s.stack.filter((x): x is AbilityItem => x.kind === 'ability');

describe('resolving the top of the stack (3.9.5)', () => {
  it('3.9.5 a deployment resolves, cited for its controller, and opens its 6.2.2.6 window at the height it leaves', () => {
    const g = deployed('Herald');
    // Herald not yet in play: the deployment brings it to (-1,0).
    const offTable = patch(g.state, (s) => {
      s.players[0]!.network = s.players[0]!.network.filter((pile) => pile.x !== -1);
      delete s.deploymentsAwaitingTriggers;
    });
    const onStack: GameState = { ...offTable, stack: [g.item], lastResolved: null };
    const { state, events } = run(onStack, (tx) => resolveTop(tx));
    expect(subjects(events).slice(0, 1)).toEqual([[PRIORITY.stackLifo, 'ana', null]]);
    expect(events[0]?.text).toBe('resolving the deployment of Herald');
    expect(state.stack).toEqual([]);
    expect(state.deploymentsAwaitingTriggers).toEqual([{ item: g.item, depth: 0 }]);
    expect(state.lastResolved).toEqual(g.item);
  });

  it('3.9.5 an ability on the stack resolves: its effect applies', () => {
    const g = deployed('Herald');
    const item: AbilityItem = {
      id: 7,
      kind: 'ability',
      source: g.card,
      ability: 1,
      controller: 'ana',
      targets: [],
    };
    const { state, events } = run({ ...g.state, stack: [item] }, (tx) => resolveTop(tx));
    expect(events[0]?.text).toBe('resolving an ability of Herald');
    expect(money(state)).toBe(12);
    expect(state.stack).toEqual([]);
    expect(state.lastResolved).toEqual(item);
  });
});

describe('what a deployment triggers (6.2.2.7)', () => {
  it('6.2.2.7 each "when deployed" ability goes on the stack for the controller, in printed order, each a new item', () => {
    const g = deployed('Herald');
    const { state, events } = run(g.state, (tx) => queueDeploymentTriggers(tx));
    expect(subjects(events)).toEqual([
      [STACK.deploymentTriggers, 'ana', g.card],
      [STACK.deploymentTriggers, 'ana', g.card],
    ]);
    expect(abilityItems(state).map((x) => [x.id, x.ability, x.source, x.controller])).toEqual([
      [2, 0, g.card, 'ana'],
      [3, 1, g.card, 'ana'],
    ]);
    expect(state.nextStackId).toBe(4);
    expect(state).not.toHaveProperty('deploymentsAwaitingTriggers');
    expect(state.lastResolved).toBeNull();
    expect(money(state)).toBe(10);
  });

  it('6.2.2.7 the triggers carry the choices made for the deployment', () => {
    const g = deployed('Herald', PRINTED, 'hand', { choices: ['IQ'] });
    const { state } = run(g.state, (tx) => queueDeploymentTriggers(tx));
    expect(abilityItems(state).map((x) => x.choices)).toEqual([['IQ'], ['IQ']]);
  });

  it('6.2.2.7 the window closed last is the one whose triggers come; the earlier one waits', () => {
    const g = deployed('Herald');
    const outer = { ...g.item, id: 9 };
    const s = {
      ...g.state,
      deploymentsAwaitingTriggers: [
        { item: outer, depth: 0 },
        { item: g.item, depth: 0 },
      ],
    };
    const { state } = run(s, (tx) => queueDeploymentTriggers(tx));
    expect(state.deploymentsAwaitingTriggers).toEqual([{ item: outer, depth: 0 }]);
  });

  it('with no deployment waiting, nothing is triggered', () => {
    const g = deployed('Herald');
    const s = { ...g.state, deploymentsAwaitingTriggers: undefined };
    const { state, events } = run(s, (tx) => queueDeploymentTriggers(tx));
    expect(events).toEqual([]);
    expect(state.stack).toEqual([]);
  });

  it('6.2.2.7 only deployment triggers fire; one "from hand" only for a card deployed from the hand', () => {
    const fromHand = deployed('Watcher');
    const a = run(fromHand.state, (tx) => queueDeploymentTriggers(tx));
    expect(abilityItems(a.state).map((x) => x.ability)).toEqual([1]);
    const bought = deployed('Watcher', PRINTED, 'open-market');
    const b = run(bought.state, (tx) => queueDeploymentTriggers(tx));
    expect(b.events).toEqual([]);
    expect(b.state.stack).toEqual([]);
  });

  it('9.22 where MUTATION triggers only from the hand, it triggers then, and says it does not for a card from elsewhere', () => {
    const fromHand = reading({ mutationTrigger: 'from-hand' });
    const hand = deployed('Mutant', fromHand);
    const a = run(hand.state, (tx) => queueDeploymentTriggers(tx));
    expect(subjects(a.events)).toEqual([
      [MUTATION.triggers, 'ana', hand.card],
      [STACK.deploymentTriggers, 'ana', hand.card],
    ]);
    const market = deployed('Mutant', fromHand, 'open-market');
    const b = run(market.state, (tx) => queueDeploymentTriggers(tx));
    expect(subjects(b.events)).toEqual([[MUTATION.fromHandOnly, null, market.card]]);
    expect(b.state.stack).toEqual([]);
  });

  it('D-DEPLOY-TRIGGER-STACK where triggers apply at once, each applies without the stack and says so', () => {
    const g = deployed('Herald', IMMEDIATE);
    const { state, events } = run(g.state, (tx) => queueDeploymentTriggers(tx));
    expect(state.stack).toEqual([]);
    expect(money(state)).toBe(13);
    const own = events.filter((e) => e.type === STACK.immediateTriggers);
    expect(subjects(own)).toEqual([
      [STACK.immediateTriggers, 'ana', g.card],
      [STACK.immediateTriggers, 'ana', g.card],
    ]);
    expect(own[0]?.text).toBe('Herald: gain 1 M (at once, without the stack)');
  });

  it('D-DEPLOY-TRIGGER-STACK a trigger applied at once acts on the card chosen for the deployment', () => {
    const probe = deployed('Marker', IMMEDIATE);
    const illithis = Object.values(probe.state.cards).find((c) => c.name === 'Illithis')!.id;
    const g = deployed('Marker', IMMEDIATE, 'hand', { choices: [illithis] });
    const { state } = run(g.state, (tx) => queueDeploymentTriggers(tx));
    expect(isEngaged(state, illithis)).toBe(true);
  });

  it('1.2.10 once a trigger applied at once has decided the game, the next does nothing', () => {
    const g = deployed('Victor', IMMEDIATE);
    const { state, events } = run(g.state, (tx) => queueDeploymentTriggers(tx));
    expect(state.result).toEqual({ winners: ['ana'], tie: false });
    expect(money(state)).toBe(10);
    expect(events.filter((e) => e.type === STACK.immediateTriggers).map((e) => e.text)).toEqual([
      'Victor: win (at once, without the stack)',
    ]);
  });
});

describe('an event deployed as it is played (Ed 3.0 §Events, Abilities and the Stack)', () => {
  /** Ana plays Flare under `eventDeployment: 'on-play'`, its triggers read by `profile`. */
  const played = (over: Partial<RuleParameters>) => {
    const b = buildState({
      library: POOL,
      profile: reading({ simultaneousTriggers: 'printed-order', eventDeployment: 'on-play', ...over }),
      players: [
        { id: 'ana', money: 10, hand: ['Flare'], network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const card = b.ids.Flare![0]!;
    const item: Deployment = {
      id: 1,
      kind: 'deployment',
      card,
      controller: 'ana',
      at: null,
      targets: [],
      from: 'hand',
    };
    return { ...run(b.state, (tx) => playEventOnPlay(tx, item)), card };
  };

  it('6.2.2.7 its keyword’s trigger goes on the stack above its own effect', () => {
    const { state, card } = played({});
    expect(abilityItems(state).map((x) => [x.source, x.ability, x.eventEffect === true])).toEqual([
      [card, -1, true],
      [card, 0, false],
    ]);
    expect(money(state)).toBe(10);
  });

  it('D-DEPLOY-TRIGGER-STACK where triggers apply at once, its keyword’s trigger applies as it is played', () => {
    const { state, card } = played({ deploymentTriggers: 'immediate' });
    expect(abilityItems(state).map((x) => [x.source, x.ability])).toEqual([[card, -1]]);
    expect(money(state)).toBe(11);
  });
});

describe('texts applied at the beginning of the turn (5.2, Ed 3.0 and V1.5.5 readings)', () => {
  it('1.2.10 once one text has decided the game, the card’s next text does nothing', () => {
    const b = buildState({
      library: POOL,
      profile: reading({ accountingTriggers: 'game-start-on-each-first-turn' }),
      players: [
        { id: 'ana', money: 10, network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Crowned'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const { state, events } = run(b.state, (tx) => beginningOfTurnTriggers(tx));
    expect(state.result).toEqual({ winners: ['ana'], tie: false });
    expect(money(state)).toBe(10);
    // Cited by its step, without the note about the stack that deployment triggers carry.
    expect(events.filter((e) => e.type === ACCOUNTING.beginningTriggers).map((e) => e.text)).toEqual([
      'Crowned: win',
    ]);
  });
});

describe('ordering triggers (3.9.4)', () => {
  it('3.9.4 two triggers of one player wait for him to order them; a single one goes straight on the stack', () => {
    const two = run(deployed('Herald', ORDERS).state, (tx) => queueDeploymentTriggers(tx)).state;
    expect(two.pending).toMatchObject([{ kind: 'order-triggers', player: 'ana' }]);
    expect(two.stack).toEqual([]);
    const one = run(deployed('Watcher', ORDERS).state, (tx) => queueDeploymentTriggers(tx)).state;
    expect(one.pending).toEqual([]);
    expect(abilityItems(one).map((x) => x.ability)).toEqual([1]);
  });

  it('3.9.4 the order given puts the first named on top, so it resolves first (3.9.5)', () => {
    const g = deployed('Herald', ORDERS);
    const asked = run(g.state, (tx) => queueDeploymentTriggers(tx)).state;
    const p = asked.pending[0];
    if (p?.kind !== 'order-triggers') throw new Error('no order-triggers decision');
    const [first, second] = p.items;
    const { state, events } = run(asked, (tx) => orderTriggers(tx, 'ana', [first!, second!]));
    expect(state.pending).toEqual([]);
    expect(state.stack.at(-1)).toEqual(first);
    expect(state.stack.at(-2)).toEqual(second);
    expect(subjects(events)[0]).toEqual([STACK.orderTriggers, 'ana', null]);
    expect(events[0]?.text).toBe(
      'ana orders the effects triggered together, top first: Herald: gain 1 M; Herald: gain 2 M',
    );
  });
});

describe('declining a trigger (7.4.1)', () => {
  it('7.4.1 where the controller may decline, he is asked about each trigger, nothing on the stack yet', () => {
    const g = deployed('Watcher', MAY_DECLINE);
    const { state, events } = run(g.state, (tx) => queueDeploymentTriggers(tx));
    expect(state.pending).toEqual([{ kind: 'trigger', player: 'ana', item: abilityOf(g.card, 2) }]);
    expect(subjects(events)).toEqual([[STACK.triggerOffered, 'ana', g.card]]);
    expect(state.stack).toEqual([]);
  });

  it('7.4.1 declined, the ability is missed; taken, it goes on the stack', () => {
    const g = deployed('Watcher', MAY_DECLINE);
    const asked = run(g.state, (tx) => queueDeploymentTriggers(tx)).state;
    const no = run(asked, (tx) => answerTrigger(tx, false));
    expect(subjects(no.events)).toEqual([[STACK.triggerDeclined, 'ana', g.card]]);
    expect(no.events[0]?.text).toBe('ana lets Watcher: gain 3 M go');
    expect(no.state.pending).toEqual([]);
    expect(no.state.stack).toEqual([]);
    const yes = run(asked, (tx) => answerTrigger(tx, true));
    expect(subjects(yes.events)).toEqual([
      [STACK.triggerTaken, 'ana', g.card],
      [STACK.deploymentTriggers, 'ana', g.card],
    ]);
    expect(yes.events[0]?.text).toBe('ana resolves Watcher: gain 3 M');
    expect(yes.state.stack).toEqual([abilityOf(g.card, 2)]);
  });

  it('7.4.1 a trigger taken where triggers apply at once applies then, without the stack', () => {
    const g = deployed(
      'Watcher',
      reading({ automaticAbilities: 'may-decline', deploymentTriggers: 'immediate' }),
    );
    const asked = run(g.state, (tx) => queueDeploymentTriggers(tx)).state;
    expect(asked.pending).toEqual([
      { kind: 'trigger', player: 'ana', item: abilityOf(g.card, 2), once: true },
    ]);
    const { state, events } = run(asked, (tx) => answerTrigger(tx, true));
    expect(money(state)).toBe(13);
    expect(subjects(events).slice(0, 2)).toEqual([
      [STACK.triggerTaken, 'ana', g.card],
      [STACK.immediateTriggers, 'ana', g.card],
    ]);
  });
});

/** The item of Watcher's "from hand" ability (its second), numbered `id`. */
function abilityOf(card: string, id: number): AbilityItem {
  return { id, kind: 'ability', source: card, ability: 1, controller: 'ana', targets: [] };
}
