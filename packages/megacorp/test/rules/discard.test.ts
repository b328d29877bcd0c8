import { describe, expect, it } from 'vitest';
import type { ActionOf } from '../../src/model/action.js';
import { discardFromHand, legalChooseDiscard } from '../../src/rules/discard.js';
import { applyChoose, legalPending, validateChoose } from '../../src/rules/pending.js';
import { ANA_NETWORK, clauses, given, NICK_NETWORK, run } from './support.js';

const withHand = (hand: string[], openMarket: string[] = []) =>
  given({
    players: [
      { id: 'ana', network: ANA_NETWORK },
      { id: 'nick', network: NICK_NETWORK, hand, openMarket },
    ],
  });

describe('discarding from a hand (8.6)', () => {
  it('8.6 the player picks among several cards; the picked one goes on top of his open market', () => {
    const g = withHand(['Grunt', 'Gnost Cleric'], ['Filler']);
    const asked = run(g.state, (tx) => discardFromHand(tx, 'nick', 1)).state;
    expect(asked.pending).toEqual([{ kind: 'discard', player: 'nick', count: 1 }]);
    expect(legalPending(asked)).toEqual([
      { type: 'choose', player: 'nick', cards: [g.id('Grunt')] },
      { type: 'choose', player: 'nick', cards: [g.id('Gnost Cleric')] },
    ]);
    const a: ActionOf<'choose'> = { type: 'choose', player: 'nick', cards: [g.id('Gnost Cleric')] };
    expect(validateChoose(asked, a)).toBeNull();
    const { state, events } = run(asked, (tx) => applyChoose(tx, a));
    expect(state.pending).toEqual([]);
    expect(state.players[1]?.hand).toEqual([g.id('Grunt')]);
    expect(state.players[1]?.openMarket).toEqual([g.id('Gnost Cleric'), g.id('Filler')]);
    expect(clauses(events)).toEqual(['8.6']);
  });

  it('8.6 only the asked player answers, naming exactly as many cards of his own hand', () => {
    const g = withHand(['Grunt', 'Gnost Cleric']);
    const asked = run(g.state, (tx) => discardFromHand(tx, 'nick', 1)).state;
    const refused = (player: string, cards: string[]) =>
      validateChoose(asked, { type: 'choose', player, cards })?.key ?? null;
    expect(refused('nick', [])).toBe('discard.from-hand');
    expect(refused('nick', [g.id('Grunt'), g.id('Gnost Cleric')])).toBe('discard.from-hand');
    expect(refused('nick', [g.id('Raamaa')])).toBe('discard.from-hand');
    expect(refused('ana', [g.id('Grunt')])).toBe('pending.discard-first');
  });

  it('8.6 with two to discard, every pair of the hand is offered in both orders', () => {
    const g = withHand(['Grunt', 'Gnost Cleric', 'Filler']);
    const asked = run(g.state, (tx) => discardFromHand(tx, 'nick', 2)).state;
    const offered = legalPending(asked);
    expect(offered).toHaveLength(6);
    for (const a of offered) expect(validateChoose(asked, a as ActionOf<'choose'>)).toBeNull();
  });

  it('8.6 a hand no bigger than the discard goes whole, first named on top, without a question', () => {
    const g = withHand(['Grunt', 'Gnost Cleric']);
    const { state, events } = run(g.state, (tx) => discardFromHand(tx, 'nick', 3));
    expect(state.pending).toEqual([]);
    expect(state.players[1]?.hand).toEqual([]);
    expect(state.players[1]?.openMarket).toEqual([g.id('Grunt'), g.id('Gnost Cleric')]);
    expect(clauses(events)).toEqual(['8.6', '8.6']);
  });

  it('8.6 an empty hand discards nothing and asks nothing', () => {
    const g = withHand([]);
    const { state, events } = run(g.state, (tx) => discardFromHand(tx, 'nick', 1));
    expect(state.pending).toEqual([]);
    expect(state.players[1]?.openMarket).toEqual([]);
    expect(events.map((e) => e.citation.key)).toEqual(['discard.empty-hand']);
    expect(events[0]?.player).toBe('nick');
  });

  it('8.6 the log names who discards which card', () => {
    const g = withHand(['Grunt']);
    const { events } = run(g.state, (tx) => discardFromHand(tx, 'nick', 1));
    expect(events).toMatchObject([{ player: 'nick', card: g.id('Grunt') }]);
  });

  it('8.6 two to discard: the same card twice, or a card not in his hand, is refused', () => {
    const g = withHand(['Grunt', 'Gnost Cleric', 'Filler']);
    const asked = run(g.state, (tx) => discardFromHand(tx, 'nick', 2)).state;
    const refused = (cards: string[]) =>
      validateChoose(asked, { type: 'choose', player: 'nick', cards })?.key ?? null;
    expect(refused([g.id('Grunt'), g.id('Grunt')])).toBe('discard.from-hand');
    expect(refused([g.id('Grunt'), g.id('Raamaa')])).toBe('discard.from-hand');
    expect(refused([g.id('Grunt'), g.id('Filler')])).toBeNull();
  });

  it('8.6 only the player asked to discard has choices to make, and only while asked', () => {
    const g = withHand(['Grunt', 'Gnost Cleric']);
    const asked = run(g.state, (tx) => discardFromHand(tx, 'nick', 1)).state;
    expect(legalPending(asked).every((a) => a.player === 'nick')).toBe(true);
    expect(legalPending(asked)).toHaveLength(2);
    expect(legalPending(g.state)).toEqual([]);
    expect(legalChooseDiscard(asked, 'ana')).toEqual([]);
    expect(legalChooseDiscard(g.state, 'nick')).toEqual([]);
  });
});
