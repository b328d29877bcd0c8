import { describe, expect, it } from 'vitest';
import { isEngaged } from '../../src/index.js';
import type { Ability, CardDefinition } from '../../src/model/card.js';
import type { CardOrigin, GameState, NetworkSpace, StackItem } from '../../src/model/state.js';
import {
  DEPLOY,
  deployEventOnPlay,
  deployedEffects,
  deploymentOf,
  isLegalSpace,
  legalSpacesAnywhere,
  resolveDeployment,
  resolveEventEffect,
  stackEventEffect,
} from '../../src/rules/deploy.js';
import { applyDock, validateDock } from '../../src/rules/pending.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { ANA_NETWORK, BUY_MAIN, clauses, given, NICK_NETWORK, reading, run, subjects } from './support.js';

type Deployment = Extract<StackItem, { kind: 'deployment' }>;
const deployment = (card: string, at: NetworkSpace | null, extra: Partial<Deployment> = {}): Deployment => ({
  id: 1,
  kind: 'deployment',
  card,
  controller: 'ana',
  at,
  targets: [],
  from: 'hand' as CardOrigin,
  ...extra,
});

/** A state whose stack holds the deployment of the named card, the card itself in no other zone. */
function onStack(name: string, at: NetworkSpace | null, ana: object = {}, extra: Partial<Deployment> = {}) {
  const probe = given({
    players: [
      { id: 'ana', network: ANA_NETWORK, hand: [name], ...ana },
      { id: 'nick', network: NICK_NETWORK },
    ],
  });
  const id = probe.id(name, probe.ids[name] && probe.ids[name].length > 1 ? probe.ids[name].length - 1 : 0);
  const item = deployment(id, at, extra);
  const state = {
    ...probe.state,
    turn: { ...probe.state.turn, number: 5 },
    stack: [item],
    players: probe.state.players.map((p) => ({ ...p, hand: p.hand.filter((c) => c !== id) })),
  };
  return { ...probe, state, item, card: id };
}

describe('resolving a deployment (6.2.2.5, 3.9.2.1)', () => {
  it('6.2.2.5 the card docks on its declared space, disengaged, under its buyer, having come into play this turn', () => {
    const g = onStack('Grunt', { network: 'ana', x: -1, y: 0 });
    const { state, events } = run(g.state, (tx) => resolveDeployment(tx, g.item));
    expect(state.stack).toEqual([]);
    expect(state.players[0]?.network.find((p) => p.x === -1)?.cards).toEqual([g.card]);
    expect(state.cards[g.card]).toMatchObject({ controller: 'ana', enteredTurn: 5 });
    expect(isEngaged(state, g.card)).toBe(false);
    expect(clauses(events)).toEqual(['6.2.2.5']);
  });

  it('6.2.2.5 a card may dock in an opponent’s network and stays under its buyer’s control', () => {
    const g = onStack('Grunt', { network: 'nick', x: 2, y: 0 });
    const { state } = run(g.state, (tx) => resolveDeployment(tx, g.item));
    expect(state.players[1]?.network.find((p) => p.x === 2)?.cards).toEqual([g.card]);
    expect(state.cards[g.card]?.controller).toBe('ana');
  });

  it('6.2.2.5 when the declared space is no longer legal, the controller chooses another', () => {
    const g = onStack(
      'Grunt',
      { network: 'ana', x: 2, y: 0 },
      { network: [ANA_NETWORK[0], { x: 0, y: 1, cards: ['Raamaa'] }] },
    );
    // (2,0) is not next to any card now: Raamaa sits at (0,1).
    const { state, events } = run(g.state, (tx) => resolveDeployment(tx, g.item));
    expect(state.pending).toEqual([{ kind: 'dock', player: 'ana', card: g.card }]);
    expect(state.stack).toEqual([g.item]);
    expect(clauses(events)).toEqual(['6.2.2.5']);
    const bad = { type: 'dock', player: 'ana', card: g.card, at: { network: 'ana', x: 2, y: 0 } } as const;
    expect(validateDock(state, bad)?.key).toBe('network.must-dock');
    const good = { ...bad, at: { network: 'ana', x: 1, y: 0 } };
    expect(validateDock(state, good)).toBeNull();
    const docked = run(state, (tx) => applyDock(tx, good)).state;
    expect(docked.pending).toEqual([]);
    expect(docked.stack).toEqual([]);
    expect(docked.players[0]?.network.find((p) => p.x === 1 && p.y === 0)?.cards).toEqual([g.card]);
  });

  it('6.3.2 a non-permanent event resolves its effects and waits aside until the End Phase', () => {
    const g = onStack('Windfall', null);
    const { state, events } = run(g.state, (tx) => resolveDeployment(tx, g.item));
    expect(state.players[0]?.money).toBe(13);
    expect(state.players[0]?.resolvedEvents).toEqual([g.card]);
    expect(clauses(events)).toEqual(['6.3.1', '7.6', '6.3.2']);
  });

  it('6.2 a permanent event docks like an asset', () => {
    const g = onStack('Banner', { network: 'ana', x: 0, y: 1 });
    const { state } = run(g.state, (tx) => resolveDeployment(tx, g.item));
    expect(state.players[0]?.network.find((p) => p.y === 1)?.cards).toEqual([g.card]);
    expect(state.players[0]?.resolvedEvents).toEqual([]);
  });

  it('resolveDeployment also accepts an item still on the stack', () => {
    const g = onStack('Grunt', { network: 'ana', x: -1, y: 0 });
    const s = { ...g.state, flow: BUY_MAIN };
    expect(run(s, (tx) => resolveDeployment(tx, g.item)).state.stack).toEqual([]);
  });
});

describe('unique cards (7.8)', () => {
  it('7.8 when a second unique card of a name comes into play, the older copy is destroyed', () => {
    const g = onStack(
      'Icon',
      { network: 'ana', x: -1, y: 0 },
      { network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Icon'] }] },
    );
    const old = g.id('Icon', 0);
    const { state, events } = run(g.state, (tx) => resolveDeployment(tx, g.item));
    expect(state.players[0]?.openMarket).toEqual([old]);
    expect(state.players[0]?.network.find((p) => p.x === -1)?.cards).toEqual([g.card]);
    expect(clauses(events)).toEqual(['6.2.2.5', '7.8']);
  });

  it('7.8.1 another player’s copy of the same unique card stays', () => {
    const g = given({
      players: [
        { id: 'ana', network: ANA_NETWORK, hand: ['Icon'] },
        { id: 'nick', network: [...NICK_NETWORK, { x: 2, y: 0, cards: ['Icon'] }] },
      ],
    });
    const mine = g.id('Icon', 0);
    const item = deployment(mine, { network: 'ana', x: -1, y: 0 });
    const s = { ...g.state, stack: [item], players: g.state.players.map((p) => ({ ...p, hand: [] })) };
    const { state, events } = run(s, (tx) => resolveDeployment(tx, item));
    expect(state.players[1]?.network.some((p) => p.cards.includes(g.id('Icon', 1)))).toBe(true);
    expect(clauses(events)).toEqual(['6.2.2.5', '7.8.1']);
  });
});

describe('the spaces a deployment may take (3.7.1, 6.2.2.5)', () => {
  it('3.7.1 the networks of players who left the game offer no space', () => {
    const g = given({
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK, lost: true },
      ],
    });
    const spaces = legalSpacesAnywhere(g.state);
    expect(spaces.length).toBeGreaterThan(0);
    expect(spaces.every((sp) => sp.network === 'ana')).toBe(true);
    expect(isLegalSpace(g.state, { network: 'nick', x: 2, y: 0 })).toBe(false);
    expect(isLegalSpace(g.state, { network: 'zoe', x: 2, y: 0 })).toBe(false);
    expect(isLegalSpace(g.state, { network: 'ana', x: 2, y: 0 })).toBe(true);
  });

  it('6.2.2.5 a card with no legal space anywhere cannot enter play and goes to its owner’s open market', () => {
    const g = onStack('Grunt', { network: 'ana', x: -1, y: 0 });
    const bare: GameState = { ...g.state, players: g.state.players.map((p) => ({ ...p, network: [] })) };
    const { state, events } = run(bare, (tx) => resolveDeployment(tx, g.item));
    expect(state.players[0]?.openMarket).toEqual([g.card]);
    expect(state.pending).toEqual([]);
    expect(subjects(events)).toEqual([[DEPLOY.nowhereToDock, 'ana', g.card]]);
  });

  it('6.2.2.5 the choice of another space is asked of the deployment’s controller', () => {
    const g = onStack('Grunt', { network: 'ana', x: 5, y: 5 });
    const { events } = run(g.state, (tx) => resolveDeployment(tx, g.item));
    expect(subjects(events)).toEqual([[DEPLOY.spaceLost, 'ana', g.card]]);
    expect(deploymentOf(run(g.state, (tx) => resolveDeployment(tx, g.item)).state, g.card)).toEqual(g.item);
    expect(deploymentOf(g.state, g.id('Raamaa'))).toBeNull();
  });
});

describe('what a deployment brings into play (6.2.2.5, 3.10.8)', () => {
  it('3.10.8 the bonded cards of a bought pile come under it, in their order, under the buyer', () => {
    const probe = given({
      turn: 6,
      players: [
        { id: 'ana', network: ANA_NETWORK, hand: ['Hierarch', 'Lineage', 'Fixer'] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const [top, first, second] = [probe.id('Hierarch'), probe.id('Lineage'), probe.id('Fixer')];
    const item = deployment(top, { network: 'nick', x: 2, y: 0 }, { bonded: [first, second] });
    const s: GameState = {
      ...probe.state,
      stack: [item],
      players: probe.state.players.map((p) => ({ ...p, hand: [] })),
      engaged: { ...probe.state.engaged, [first]: true as const },
    };
    const { state, events } = run(s, (tx) => resolveDeployment(tx, item));
    expect(state.players[1]?.network.find((p) => p.x === 2)?.cards).toEqual([top, first, second]);
    for (const id of [top, first, second]) {
      expect(state.cards[id]).toMatchObject({ controller: 'ana', enteredTurn: 6 });
      expect(isEngaged(state, id)).toBe(false);
    }
    expect(subjects(events)).toEqual([
      [DEPLOY.dock, 'ana', top],
      [DEPLOY.bondedComeAlong, null, top],
    ]);
    expect(events[1]?.text).toBe('2 bonded card(s) come into play under Hierarch');
  });

  it('6.2.2.5 a bought pile that cannot dock anywhere goes, card by card, to its owners’ open markets', () => {
    const probe = given({
      players: [
        { id: 'ana', network: [], hand: ['Hierarch'] },
        { id: 'nick', network: [], hand: ['Lineage'] },
      ],
    });
    const [top, bonded] = [probe.id('Hierarch'), probe.id('Lineage')];
    const item = deployment(top, { network: 'nick', x: 2, y: 0 }, { bonded: [bonded] });
    const s: GameState = {
      ...probe.state,
      stack: [item],
      players: probe.state.players.map((p) => ({ ...p, hand: [] })),
      cards: { ...probe.state.cards, [bonded]: { ...probe.state.cards[bonded]!, controller: 'ana' } },
    };
    const { state, events } = run(s, (tx) => resolveDeployment(tx, item));
    expect(state.players[0]?.openMarket).toEqual([top]);
    expect(state.players[1]?.openMarket).toEqual([bonded]);
    expect(state.cards[bonded]?.controller).toBe('nick');
    expect(subjects(events)).toEqual([
      [DEPLOY.nowhereToDock, 'ana', top],
      [DEPLOY.nowhereToDock, 'nick', bonded],
    ]);
  });
});

describe('events (6.3.1, 6.3.2, 6.2.2.7)', () => {
  it('6.3.1 only the "when deployed" abilities are an event’s deployment effects', () => {
    const windfall = TEST_LIBRARY.Windfall as CardDefinition;
    const atTurnStart: Ability = {
      kind: 'automatic',
      trigger: 'turn-start',
      effects: [{ op: 'lose-money', amount: 1, who: 'controller' }],
      text: 'At the start of your turn, you lose 1 M.',
    };
    const mixed: CardDefinition = { ...windfall, abilities: [atTurnStart, ...windfall.abilities] };
    expect(deployedEffects(mixed)).toEqual([{ op: 'gain-money', amount: 3, who: 'controller' }]);
  });

  it('6.3.2 the resolved event is in play under its controller, and waits for the End Phase', () => {
    const g = onStack('Windfall', null);
    const owned = {
      ...g.state,
      cards: { ...g.state.cards, [g.card]: { ...g.state.cards[g.card]!, controller: 'nick' } },
    };
    const { state, events } = run(owned, (tx) => resolveDeployment(tx, g.item));
    expect(state.cards[g.card]?.controller).toBe('ana');
    expect(subjects(events)[0]).toEqual([DEPLOY.eventResolves, 'ana', g.card]);
    expect(subjects(events).at(-1)).toEqual([DEPLOY.eventWaits, null, g.card]);
  });

  it('D-EVENT-AFTER-RESOLVE a resolved event goes under its controller’s open market where the revision says so', () => {
    const g = onStack('Windfall', null, { openMarket: ['Grunt'] });
    const s = { ...g.state, profile: reading({ resolvedEvents: 'bottom-of-open-market' }) };
    const { state, events } = run(s, (tx) => resolveDeployment(tx, g.item));
    expect(state.players[0]?.resolvedEvents).toEqual([]);
    expect(state.players[0]?.openMarket).toEqual([g.id('Grunt'), g.card]);
    expect(subjects(events).at(-1)).toEqual([DEPLOY.eventToBottom, 'ana', g.card]);
  });

  it('6.2.2.7 deployed first, its effect after: the event enters play and its effect goes on the stack', () => {
    const g = onStack('Windfall', null);
    const s = { ...g.state, nextStackId: 7, profile: reading({ eventDeployment: 'after-deployment' }) };
    const entered = run(s, (tx) => resolveDeployment(tx, g.item));
    expect(entered.state.players[0]?.resolvedEvents).toEqual([g.card]);
    expect(entered.state.players[0]?.money).toBe(g.state.players[0]?.money);
    expect(subjects(entered.events)).toEqual([[DEPLOY.eventEntersPlay, 'ana', g.card]]);
    const stacked = run(entered.state, (tx) => stackEventEffect(tx, g.item));
    expect(stacked.state.stack).toEqual([
      {
        id: 7,
        kind: 'ability',
        source: g.card,
        ability: -1,
        controller: 'ana',
        targets: [],
        eventEffect: true,
      },
    ]);
    expect(stacked.state.nextStackId).toBe(8);
    expect(subjects(stacked.events)).toEqual([[DEPLOY.eventEffect, 'ana', g.card]]);
    const effect = stacked.state.stack[0] as Extract<GameState['stack'][number], { kind: 'ability' }>;
    const resolved = run({ ...stacked.state, stack: [] }, (tx) => resolveEventEffect(tx, effect));
    expect(resolved.state.players[0]?.money).toBe((g.state.players[0]?.money ?? 0) + 3);
    expect(subjects(resolved.events)[0]).toEqual([DEPLOY.eventResolves, 'ana', g.card]);
  });

  it('D-SOURCE-DESTROYED an event that left play before its effect resolves: countered, or resolving anyway', () => {
    const g = onStack('Windfall', null);
    const effect = {
      id: 3,
      kind: 'ability',
      source: g.card,
      ability: -1,
      controller: 'ana',
      targets: [],
      eventEffect: true,
    } as const;
    const countered = run(
      { ...g.state, stack: [], profile: reading({ abilitySourceGone: 'countered' }) },
      (tx) => resolveEventEffect(tx, effect),
    );
    expect(subjects(countered.events)).toEqual([[DEPLOY.eventGoneCountered, null, g.card]]);
    expect(countered.state.players[0]?.money).toBe(g.state.players[0]?.money);
    const anyway = run({ ...g.state, stack: [] }, (tx) => resolveEventEffect(tx, effect));
    expect(subjects(anyway.events).slice(0, 2)).toEqual([
      [DEPLOY.eventGoneResolves, null, g.card],
      [DEPLOY.eventResolves, 'ana', g.card],
    ]);
  });

  it('Ed 3.0 an event deployed on play is in play at once under the buyer', () => {
    const g = onStack('Windfall', null);
    const owned = {
      ...g.state,
      cards: { ...g.state.cards, [g.card]: { ...g.state.cards[g.card]!, controller: 'nick' } },
    };
    const { state, events } = run(owned, (tx) => deployEventOnPlay(tx, g.item));
    expect(state.players[0]?.resolvedEvents).toEqual([g.card]);
    expect(state.cards[g.card]?.controller).toBe('ana');
    expect(subjects(events)).toEqual([[DEPLOY.eventOnPlay, 'ana', g.card]]);
  });
});
