import { describe, expect, it } from 'vitest';
import type { CardOrigin, NetworkSpace, StackItem } from '../../src/model/state.js';
import { resolveDeployment } from '../../src/rules/deploy.js';
import { applyDock, validateDock } from '../../src/rules/pending.js';
import { ANA_NETWORK, BUY_MAIN, clauses, given, NICK_NETWORK, run } from './support.js';

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
    expect(state.cards[g.card]).toMatchObject({ controller: 'ana', engaged: false, enteredTurn: 5 });
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
