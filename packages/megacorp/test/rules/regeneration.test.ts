import { describe, expect, it } from 'vitest';
import { buildState, type StateSpec } from '../../src/build/state.js';
import { cost, defineCard } from '../../src/index.js';
import type { CardDefinition } from '../../src/model/card.js';
import type { ChallengeState, GameState } from '../../src/model/state.js';
import { V1_5_5 } from '../../src/revisions/v1.5.5.js';
import {
  declineRegeneration,
  destroyUnlessRegenerated,
  regenerate,
  regenerationAbilities,
  regenerationAnswerProblem,
  regenerationStopsRetaliation,
} from '../../src/rules/keywords/regeneration.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { ANA_NETWORK, keys, NICK_NETWORK, run } from './support.js';

/*
 * REGENERATION (9.26): a card being destroyed may regenerate instead (9.26.1), its damage goes; with
 * nothing destroying it, it only resets (9.26.3). Ana's Troll (REGENERATION for 1 M) stands at 0,1.
 */
const troll = defineCard(
  'Troll',
  'character',
  cost(2),
  { IQ: 1, EQ: 1, MQ: 1, BQ: 2 },
  { keywords: [{ name: 'REGENERATION', args: ['1M'] }] },
);
const library: Readonly<Record<string, CardDefinition>> = { ...TEST_LIBRARY, Troll: troll };

function board(spec: Partial<Omit<StateSpec, 'library'>> = {}) {
  const built = buildState({
    library,
    players: [
      {
        id: 'ana',
        money: 5,
        network: [
          ...ANA_NETWORK,
          {
            x: 0,
            y: 1,
            cards: [
              {
                name: 'Troll',
                damage: { BQ: { amount: 1, permanent: 0 } },
                counters: { BQ: -1, magellan: 2 },
              },
            ],
          },
          { x: -1, y: 0, cards: ['Hierarch', 'Troll'] },
        ],
        hand: ['Grunt'],
      },
      { id: 'nick', money: 5, network: NICK_NETWORK },
    ],
    ...spec,
  });
  const [top, bonded] = built.ids.Troll as [string, string];
  return { s: built.state, top, bonded, hierarch: built.ids.Hierarch?.[0] as string };
}

const challenge = (over: Partial<ChallengeState>): ChallengeState => ({
  attacker: 'nick.1',
  attackerController: 'nick',
  target: { network: 'ana', x: 0, y: 1 },
  defending: null,
  trait: 'BQ',
  blockers: [],
  defenders: [],
  defendingLeft: false,
  assignment: null,
  retaliation: {},
  destroyed: [],
  ...over,
});

describe('9.26 which abilities regenerate', () => {
  it('an activated ability with a regenerate effect among others; not an automatic one', () => {
    const mixed = defineCard('Mixed', 'character', cost(1), { BQ: 1 }, {
      abilities: [
        {
          kind: 'automatic',
          text: '',
          trigger: { event: 'deployed' },
          effects: [{ op: 'regenerate', who: 'self' }],
        },
        {
          kind: 'activated',
          text: '',
          cost: { money: 1, traits: {} },
          effects: [
            { op: 'gain-money', amount: 1, who: 'controller' },
            { op: 'regenerate', who: 'self' },
          ],
        },
      ],
    } as unknown as Parameters<typeof defineCard>[4]);
    const built = buildState({
      library: { ...library, Mixed: mixed },
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Mixed'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    expect(regenerationAbilities(built.state, built.ids.Mixed?.[0] as string).map((r) => r.index)).toEqual([
      1,
    ]);
  });
});

describe('9.26.1 a card being destroyed may regenerate', () => {
  it('its controller is asked, the event naming card and player; a bonded card is not (it cannot act)', () => {
    const { s, top, bonded } = board();
    const { state, events } = run(s, (tx) =>
      destroyUnlessRegenerated(tx, [top, bonded], 'effect.destroy', 'destroyed', 'effect'),
    );
    expect(state.pending).toEqual([
      { kind: 'regenerate', player: 'ana', card: top, key: 'effect.destroy', why: 'destroyed' },
    ]);
    expect(events.find((e) => e.type === 'keyword.regeneration.offered')).toMatchObject({
      card: top,
      player: 'ana',
    });
    expect(state.players[0]?.openMarket).toContain(bonded);
  });

  it('declining destroys the card, unless it has left play meanwhile; with no question pending nothing happens', () => {
    const { s, top } = board();
    const asked = run(s, (tx) =>
      destroyUnlessRegenerated(tx, [top], 'effect.destroy', 'destroyed', 'effect'),
    ).state;
    const no = run(asked, declineRegeneration);
    expect(no.state.players[0]?.openMarket).toEqual([top]);
    expect(no.events[0]).toMatchObject({ type: 'keyword.regeneration.declined', player: 'ana', card: top });
    const gone: GameState = {
      ...asked,
      players: asked.players.map((p, i) =>
        i === 0 ? { ...p, network: p.network.filter((q) => q.cards[0] !== top), hand: [...p.hand, top] } : p,
      ),
    };
    expect(run(gone, declineRegeneration).state.players[0]?.hand).toContain(top);
    expect(run(s, declineRegeneration).events).toEqual([]);
  });

  it('regenerating answers its own card’s question only, and takes the damage off', () => {
    const { s, top, hierarch } = board();
    const waiting = {
      ...s,
      pending: [{ kind: 'regenerate', player: 'ana', card: hierarch, key: 'k', why: 'w' }],
    } as GameState;
    const { state, events } = run(waiting, (tx) => regenerate(tx, top));
    expect(state.pending).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'keyword.regeneration.without-destruction', card: top });
    expect(state.cards[top]?.damage).toEqual({});
    // V1.7 keeps the counters (9.26.1 read as damage only).
    expect(state.cards[top]?.counters).toEqual({ BQ: -1, magellan: 2 });
    expect(events[1]).toMatchObject({ type: 'keyword.regeneration.reset-damage', card: top });
  });

  it('in a challenge it saves a card its combat damage destroyed, from annihilation too, once in the record', () => {
    const { s, top } = board();
    const c = challenge({ destroyed: [top, 'nick.1'], annihilate: [top], regenerated: [top] });
    const { state, events } = run({ ...s, challenge: c }, (tx) => regenerate(tx, top));
    expect(state.challenge?.destroyed).toEqual(['nick.1']);
    expect(state.challenge?.annihilate).toEqual([]);
    expect(state.challenge?.regenerated).toEqual([top]);
    expect(events[0]).toMatchObject({ type: 'keyword.regeneration.cancels-destruction', card: top });
  });

  it('where regeneration restores printed values, trait counters go, named counters stay (V1.5.5)', () => {
    const { s, top } = board({ profile: V1_5_5 } as Partial<StateSpec>);
    const { state, events } = run(s, (tx) => regenerate(tx, top));
    expect(state.cards[top]?.counters).toEqual({ magellan: 2 });
    expect(keys(events)).toContain('keyword.regeneration.reset-printed');
    expect(events.find((e) => e.type === 'keyword.regeneration.reset-printed')?.card).toBe(top);
  });

  it('a card out of play does not regenerate', () => {
    const { s } = board();
    const grunt = s.players[0]?.hand[0] as string;
    expect(run(s, (tx) => regenerate(tx, grunt)).events).toEqual([]);
  });
});

describe('answering the question (9.26.1)', () => {
  it('only the card asked about, with a regeneration ability, answers it; with no question, anything goes', () => {
    const { s, top, hierarch } = board();
    expect(regenerationAnswerProblem(s, hierarch, 0)).toBeNull();
    const asked = run(s, (tx) =>
      destroyUnlessRegenerated(tx, [top], 'effect.destroy', 'destroyed', 'effect'),
    ).state;
    const index = regenerationAbilities(asked, top)[0]?.index ?? -1;
    expect(regenerationAnswerProblem(asked, top, index)).toBeNull();
    expect(regenerationAnswerProblem(asked, top, index + 1)?.key).toBe('keyword.regeneration.offered');
    expect(regenerationAnswerProblem(asked, hierarch, index)?.key).toBe('keyword.regeneration.offered');
  });

  it('outside a challenge nothing stops a card from retaliating (D-REGEN-RETALIATE)', () => {
    const { s, top } = board();
    const strict = {
      ...s,
      profile: { ...s.profile, parameters: { ...s.profile.parameters, regeneratedMayRetaliate: false } },
    };
    expect(regenerationStopsRetaliation(strict, top)).toBeNull();
    expect(
      regenerationStopsRetaliation({ ...strict, challenge: challenge({ regenerated: [top] }) }, top)?.clause,
    ).toBe('9.26');
  });
});
