import { describe, expect, it } from 'vitest';
import { checkShape } from '../../src/rules/action-shape.js';
import { ANA_NETWORK, given, NICK_NETWORK } from './support.js';

const { state: s, id } = given({
  players: [
    { id: 'ana', network: ANA_NETWORK },
    { id: 'nick', network: NICK_NETWORK },
  ],
});
const raamaa = id('Raamaa');
const key = (action: unknown) => checkShape(s, action)?.key ?? null;
const at = { network: 'ana', x: 0, y: 1 };

describe('an action must be one of the game’s decisions, naming what exists (1.2.3, 3.1)', () => {
  it('1.2.3 each decision with the parts it needs, of the right kind, is well formed', () => {
    for (const action of [
      { type: 'pass', player: 'ana' },
      { type: 'keep', player: 'ana' },
      { type: 'keep', player: 'ana', card: raamaa },
      { type: 'buy', player: 'ana', card: raamaa },
      { type: 'buy', player: 'ana', card: raamaa, at, targets: ['nick', raamaa], choices: [raamaa] },
      { type: 'block', player: 'ana', blockers: [raamaa] },
      { type: 'place-founder', player: 'ana', card: raamaa, at: { x: 1, y: 0 } },
      { type: 'order', player: 'ana', cards: [raamaa] },
      { type: 'order', player: 'ana', cards: [raamaa], abilities: [1, 2] },
      { type: 'assign-damage', player: 'ana', split: { [raamaa]: 2 } },
      { type: 'move', player: 'ana', card: raamaa },
      { type: 'move', player: 'ana', card: raamaa, to: at },
      { type: 'produce', player: 'ana', card: raamaa, trait: 'BQ' },
      { type: 'bid', player: 'ana', amount: 3 },
      { type: 'go-first', player: 'ana', accept: true },
    ]) {
      expect(key(action), JSON.stringify(action)).toBeNull();
    }
  });

  it('1.2.3 anything else is refused as malformed: no such decision, a missing part, a part of the wrong kind', () => {
    for (const action of [
      null,
      [],
      { type: 'dance', player: 'ana' },
      { type: 'toString', player: 'ana' },
      { type: 'block', player: 'ana' },
      { type: 'block', player: 'ana', blockers: raamaa },
      { type: 'buy', player: 'ana', card: raamaa, targets: raamaa },
      { type: 'buy', player: 'ana', card: raamaa, at: { network: 'ana', x: 0.5, y: 1 } },
      { type: 'buy', player: 'ana', card: raamaa, at: { network: 'ana', x: 0 } },
      { type: 'place-founder', player: 'ana', card: raamaa, at: [1, 0] },
      { type: 'order', player: 'ana', cards: [raamaa], abilities: [1.5] },
      { type: 'order', player: 'ana', cards: [raamaa], abilities: 1 },
      { type: 'assign-damage', player: 'ana', split: [raamaa] },
      { type: 'assign-damage', player: 'ana', split: { [raamaa]: 'two' } },
      { type: 'assign-damage', player: 'ana', split: { [raamaa]: Number.POSITIVE_INFINITY } },
      { type: 'produce', player: 'ana', card: raamaa, trait: 'XQ' },
      { type: 'produce', player: 'ana', card: raamaa, trait: 2 },
      { type: 'bid', player: 'ana', amount: '3' },
      { type: 'bid', player: 'ana', amount: Number.NaN },
      { type: 'go-first', player: 'ana', accept: 'yes' },
    ]) {
      expect(key(action), JSON.stringify(action)).toBe('action.malformed');
    }
  });

  it('3.1 a card that does not exist is refused, wherever the action names it; 1.2.3 so is an unknown player', () => {
    for (const action of [
      { type: 'keep', player: 'ana', card: 'c999' },
      { type: 'keep', player: 'ana', card: 7 },
      { type: 'block', player: 'ana', blockers: [raamaa, 'c999'] },
      { type: 'buy', player: 'ana', card: raamaa, choices: ['c999'] },
      { type: 'buy', player: 'ana', card: raamaa, targets: ['c999'] },
      { type: 'assign-damage', player: 'ana', split: { c999: 1 } },
    ]) {
      expect(key(action), JSON.stringify(action)).toBe('action.unknown-card');
    }
    expect(key({ type: 'pass', player: 'eve' })).toBe('action.unknown-player');
    expect(key({ type: 'buy', player: 'ana', card: raamaa, at: { network: 'eve', x: 0, y: 1 } })).toBe(
      'action.unknown-player',
    );
  });
});
