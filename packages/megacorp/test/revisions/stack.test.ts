import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  ANA,
  at,
  ED3_0_EN,
  ED3_0_FR,
  FLOW,
  keys,
  money,
  NICK,
  passUntil,
  play,
  playerOf,
  refusal,
  V1_5_5,
  V1_7,
  variant,
  where,
} from './support.js';

const BUILT_IN = [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR];
const DECK = ['Filler', 'Filler', 'Filler'];
/** Passes until the top of the stack (as it is now) has resolved. */
const resolveTop = (s: ReturnType<typeof at>['state']) => {
  const n = s.stack.length;
  return passUntil(s, (x) => x.stack.length < n || x.pending.length > 0).state;
};

describe('deploymentTriggers (D-DEPLOY-TRIGGER-STACK)', () => {
  it('Ana deploys Mint ("when deployed: gain 2 M"): V1.5.5 and V1.7 give Nick a window first; Ed 3.0 pays at once', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, hand: ['Mint'], mainDeck: DECK, network: ANA },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      let s = play(g.state, {
        type: 'buy',
        player: 'ana',
        card: g.id('Mint'),
        at: { network: 'ana', x: -1, y: 0 },
      }).state;
      s = resolveTop(s);
      if (p.parameters.deploymentTriggers === 'stack-after-window') {
        expect(where(s), p.id).toBe('turn.buy.main.afterDeployment');
        expect(money(s, 'ana'), p.id).toBe(3);
        s = passUntil(s, (x) => x.stack.length > 0).state;
        expect(s.stack[0]?.kind).toBe('ability');
        s = resolveTop(s);
      } else {
        expect(where(s), p.id).toBe('turn.buy.main.open');
      }
      expect(money(s, 'ana'), p.id).toBe(5);
    }
  });
});

describe('the 6.2.2.6 window and its triggers (6.2.2.6–6.2.2.7)', () => {
  it('Nick answers in the window after Mint docks: his event resolves first, then Mint’s trigger still comes (V1.5.5, V1.7)', () => {
    for (const p of [V1_5_5, V1_7]) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, hand: ['Mint'], mainDeck: DECK, network: ANA },
          { id: 'nick', money: 5, hand: ['Zap'], mainDeck: DECK, network: NICK },
        ],
      });
      let s = play(g.state, {
        type: 'buy',
        player: 'ana',
        card: g.id('Mint'),
        at: { network: 'ana', x: -1, y: 0 },
      }).state;
      s = resolveTop(s);
      expect(where(s), p.id).toBe('turn.buy.main.afterDeployment');
      s = play(
        s,
        { type: 'pass', player: 'ana' },
        { type: 'buy', player: 'nick', card: g.id('Zap'), targets: [g.id('Raamaa')] },
      ).state;
      s = resolveTop(s);
      // Zap resolved; Mint's window resumes, and once everyone passes its trigger goes on the stack.
      s = passUntil(s, (x) => x.stack.length > 0 || x.pending.length > 0).state;
      expect(
        s.stack.map((it) => it.kind === 'ability' && it.source),
        p.id,
      ).toEqual([g.id('Mint')]);
      expect(money(resolveTop(s), 'ana'), p.id).toBe(5);
    }
  });
});

describe('deploySpaceLost (D-DEPLOY-SPACE-CHOICE, §L V1.5.5.7)', () => {
  it('the only neighbour of Ana’s declared space is destroyed in response: V1.7 docks elsewhere, the others lose the card', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          {
            id: 'ana',
            money: 5,
            hand: [{ name: 'Filler', as: 'F' }],
            mainDeck: DECK,
            network: [...ANA, { x: -1, y: 0, cards: ['Grunt'] }],
          },
          { id: 'nick', money: 5, hand: ['Demolition'], mainDeck: DECK, network: NICK },
        ],
      });
      const filler = g.id('F');
      let s = play(
        g.state,
        { type: 'buy', player: 'ana', card: filler, at: { network: 'ana', x: -2, y: 0 } },
        { type: 'pass', player: 'ana' },
        { type: 'buy', player: 'nick', card: g.id('Demolition'), targets: [g.id('Grunt')] },
      ).state;
      s = resolveTop(s); // Demolition: the Grunt is destroyed
      s = resolveTop(s); // the Filler's deployment
      if (p.parameters.deploySpaceLost === 'chooses-another') {
        expect(s.pending[0], p.id).toEqual({ kind: 'dock', player: 'ana', card: filler });
      } else {
        expect(playerOf(s, 'ana').openMarket, p.id).toContain(filler);
      }
    }
  });
});

describe('declaredSpaceReserved (D-EVENT-SLOT)', () => {
  it('a second deployment declared for a space already declared on the stack: legal only under V1.7', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, hand: [{ name: 'Filler', as: 'F' }, 'Grunt'], mainDeck: DECK, network: ANA },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      const space = { network: 'ana', x: -1, y: 0 };
      const s = play(g.state, { type: 'buy', player: 'ana', card: g.id('F'), at: space }).state;
      const second = { type: 'buy' as const, player: 'ana', card: g.id('Grunt'), at: space };
      if (p.parameters.declaredSpaceReserved) expect(refusal(s, second).key, p.id).toBe('buy.space-reserved');
      else {
        // The later deployment resolves first and takes the space; the first must dock elsewhere.
        let t = resolveTop(play(s, second).state);
        t = resolveTop(t);
        expect(t.pending[0]).toEqual({ kind: 'dock', player: 'ana', card: g.id('F') });
      }
    }
    expect(BUILT_IN.filter((p) => !p.parameters.declaredSpaceReserved).map((p) => p.id)).toEqual(['v1.7']);
  });
});

describe('resolvedEvents (D-EVENT-AFTER-RESOLVE, §L Ed3.0 EN.4)', () => {
  it('a resolved event waits for the End Phase in every revision’s rules; the worked example puts it under at once', () => {
    const run = (p: RevisionProfile) => {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, hand: ['Windfall'], openMarket: ['Filler'], mainDeck: DECK, network: ANA },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      const s = resolveTop(play(g.state, { type: 'buy', player: 'ana', card: g.id('Windfall') }).state);
      return { windfall: g.id('Windfall'), ana: playerOf(s, 'ana') };
    };
    for (const p of BUILT_IN) {
      const r = run(p);
      expect(r.ana.resolvedEvents, p.id).toEqual([r.windfall]);
    }
    const example = run(variant(ED3_0_EN, { resolvedEvents: 'bottom-of-open-market' }));
    expect(example.ana.resolvedEvents).toEqual([]);
    expect(example.ana.openMarket.at(-1)).toBe(example.windfall);
  });
});

describe('cancelledCardsTo (D-CANCEL, §L Ed3.0 FR.4)', () => {
  it('Nick cancels Ana’s Grunt on the stack: destroyed to an open market, but annihilated in French Ed 3.0', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, hand: ['Grunt'], mainDeck: DECK, network: ANA },
          { id: 'nick', money: 5, pools: { IQ: 1 }, hand: ['Psionic Scream'], mainDeck: DECK, network: NICK },
        ],
      });
      let s = play(
        g.state,
        { type: 'buy', player: 'ana', card: g.id('Grunt'), at: { network: 'ana', x: -1, y: 0 } },
        { type: 'pass', player: 'ana' },
        { type: 'buy', player: 'nick', card: g.id('Psionic Scream') },
      ).state;
      s = resolveTop(s);
      const grunt = g.id('Grunt');
      const ana = playerOf(s, 'ana');
      if (p.parameters.cancelledCardsTo === 'annihilated-zone')
        expect(ana.annihilated, p.id).toEqual([grunt]);
      else expect(ana.openMarket, p.id).toEqual([grunt]);
    }
  });
});

describe('abilitySourceGone (D-SOURCE-DESTROYED)', () => {
  it('Ana activates Fixer; Nick destroys Fixer in response: V1.5.5 and V1.7 still resolve it, Ed 3.0 counters it', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, mainDeck: DECK, network: [...ANA, { x: -1, y: 0, cards: ['Fixer'] }] },
          { id: 'nick', money: 5, hand: ['Demolition'], mainDeck: DECK, network: NICK },
        ],
      });
      let s = play(
        g.state,
        { type: 'activate', player: 'ana', card: g.id('Fixer'), ability: 0 },
        { type: 'pass', player: 'ana' },
        { type: 'buy', player: 'nick', card: g.id('Demolition'), targets: [g.id('Fixer')] },
      ).state;
      s = resolveTop(s); // Fixer is destroyed
      s = resolveTop(s); // its ability
      expect(money(s, 'ana'), p.id).toBe(p.parameters.abilitySourceGone === 'still-resolves' ? 6 : 4);
    }
  });
});

describe('eventDeployment (D-EVENT-SLOT, D-SOURCE-DESTROYED)', () => {
  /** W-06: Ana plays Flood (MQ 0; each opponent loses 2 M); Nick holds an event dealing MQ damage. */
  const flood = (p: RevisionProfile, answer: 'Kick' | 'Bribe' = 'Kick') => {
    const g = at(p, {
      turn: 5,
      flow: FLOW.buy,
      players: [
        { id: 'ana', money: 10, hand: ['Flood'], mainDeck: DECK, network: ANA },
        { id: 'nick', money: 10, hand: [answer], mainDeck: DECK, network: NICK },
      ],
    });
    const s = play(
      g.state,
      { type: 'buy', player: 'ana', card: g.id('Flood') },
      { type: 'pass', player: 'ana' },
    );
    const hit = { type: 'buy' as const, player: 'nick', card: g.id(answer), targets: [g.id('Flood')] };
    return { g, state: s.state, hit };
  };
  const settle = (s: ReturnType<typeof at>['state']) =>
    passUntil(s, (x) => x.stack.length === 0 && !where(x).endsWith('afterDeployment')).state;

  it('W-06: in Ed 3.0 Flood is in play while its effect waits; Kick destroys it and (EN) cancels the effect', () => {
    for (const p of [ED3_0_EN, ED3_0_FR]) {
      const { g, state, hit } = flood(p);
      // 6.3.1 as Ed 3.0 reads it: the event is deployed at once, only its effect is on the stack.
      expect(playerOf(state, 'ana').resolvedEvents, p.id).toEqual([g.id('Flood')]);
      expect(
        state.stack.map((it) => it.kind === 'ability' && it.eventEffect),
        p.id,
      ).toEqual([true]);
      const s = settle(play(state, hit).state);
      if (p === ED3_0_EN) {
        // 3 MQ against MQ 0 (at least 1): destroyed, top of its owner's open market; its effect is countered.
        expect(playerOf(s, 'ana').openMarket[0]).toBe(g.id('Flood'));
        expect(money(s, 'nick')).toBe(9);
      } else {
        // damageDestroys: characters-and-business (§L Ed3.0 FR.3): the event keeps its damage and acts.
        expect(s.cards[g.id('Flood')]?.damage.MQ?.amount).toBe(3);
        expect(money(s, 'nick')).toBe(7);
      }
    }
  });

  it('W-06: in V1.5.5 and V1.7 the event is on the stack, not in play: Kick cannot target it (3.7)', () => {
    for (const p of [V1_5_5, V1_7]) {
      const { state, hit } = flood(p);
      expect(refusal(state, hit).key, p.id).toBe('effect.target-not-in-play');
      expect(money(settle(state), 'nick'), p.id).toBe(8);
    }
  });

  it('the French example (1 MQ destroys Tidal Wave) is the reading damageDestroys: any-card', () => {
    const p = variant(ED3_0_FR, { damageDestroys: 'any-card' });
    const { g, state, hit } = flood(p, 'Bribe');
    const s = settle(play(state, hit).state);
    expect(playerOf(s, 'ana').openMarket[0]).toBe(g.id('Flood'));
    expect(money(s, 'nick')).toBe(9);
  });

  it('after-deployment (6.2.2.7 read for events): Kick in the 6.2.2.6 window destroys Flood; its effect still resolves (V1.7 1.2.5.3) or is countered', () => {
    for (const [gone, nick] of [
      ['still-resolves', 7],
      ['countered', 9],
    ] as const) {
      const p = variant(V1_7, { eventDeployment: 'after-deployment', abilitySourceGone: gone });
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 10, hand: ['Flood'], mainDeck: DECK, network: ANA },
          { id: 'nick', money: 10, hand: ['Kick'], mainDeck: DECK, network: NICK },
        ],
      });
      let s = play(g.state, { type: 'buy', player: 'ana', card: g.id('Flood') }).state;
      s = resolveTop(s);
      // The deployment resolved: Flood is in play, its effect not yet on the stack (6.2.2.6 window).
      expect(where(s)).toBe('turn.buy.main.afterDeployment');
      expect(playerOf(s, 'ana').resolvedEvents).toEqual([g.id('Flood')]);
      expect(s.stack).toEqual([]);
      s = play(
        s,
        { type: 'pass', player: 'ana' },
        { type: 'buy', player: 'nick', card: g.id('Kick'), targets: [g.id('Flood')] },
      ).state;
      // Kick deploys, its own window passes, its effect destroys Flood (8.3: the controller's market).
      s = passUntil(s, (x) => playerOf(x, 'ana').openMarket[0] === g.id('Flood'), 20).state;
      // Flood's 6.2.2.6 window resumes once what was played in it has resolved; then its effect follows.
      expect(where(s)).toBe('turn.buy.main.afterDeployment');
      expect(money(settle(s), 'nick'), gone).toBe(nick);
    }
  });

  it('a cancelled event effect cancels the event: it is destroyed (Ed 3.0 EN glossary CANCEL)', () => {
    const g = at(ED3_0_EN, {
      turn: 5,
      flow: FLOW.buy,
      players: [
        { id: 'ana', money: 10, hand: ['Flood'], mainDeck: DECK, network: ANA },
        { id: 'nick', money: 10, hand: ['Veto'], mainDeck: DECK, network: NICK },
      ],
    });
    let s = play(
      g.state,
      { type: 'buy', player: 'ana', card: g.id('Flood') },
      { type: 'pass', player: 'ana' },
      { type: 'buy', player: 'nick', card: g.id('Veto') },
    ).state;
    s = passUntil(s, (x) => x.stack.length === 0).state;
    expect(playerOf(s, 'ana').openMarket[0]).toBe(g.id('Flood'));
    expect(money(s, 'nick')).toBe(9);
  });
});

/**
 * Ana, with `money`, deploys `card` at -1,0 in the Buy Phase and passes until its "when deployed"
 * triggers come (asked about, waiting to be ordered, or stacked), leaving the question unanswered.
 */
function deployUntilTriggers(p: RevisionProfile, card: string, money: number) {
  const g = at(p, {
    turn: 5,
    flow: FLOW.buy,
    players: [
      { id: 'ana', money, hand: [card], mainDeck: DECK, network: ANA },
      { id: 'nick', mainDeck: DECK, network: NICK },
    ],
  });
  const s = play(g.state, {
    type: 'buy',
    player: 'ana',
    card: g.id(card),
    at: { network: 'ana', x: -1, y: 0 },
  });
  const asked = (x: typeof s.state) => x.pending.length > 0 || x.stack[0]?.kind === 'ability';
  return { g, state: passUntil(s.state, asked, 8, { takeTriggers: false }).state };
}

describe('automaticAbilities (D-AUTO-OPTIONAL)', () => {
  /** Ana deploys a Toll ("when deployed: lose 2 M") and passes until its trigger comes. */
  const toll = (p: RevisionProfile) => deployUntilTriggers(p, 'Toll', 10);

  it('V1.5.5: the trigger waits for Ana, who may resolve it or miss the opportunity (legalActions offer both)', () => {
    const { g, state } = toll(V1_5_5);
    expect(state.pending[0]).toMatchObject({ kind: 'trigger', player: 'ana' });
    expect(state.stack).toEqual([]);
    const offered = legalActions(state);
    expect(offered).toEqual(
      expect.arrayContaining([
        { type: 'choose', player: 'ana', cards: [g.id('Toll')] },
        { type: 'choose', player: 'ana', cards: [] },
      ]),
    );
    expect(offered).toHaveLength(2);
    const missed = play(state, { type: 'choose', player: 'ana', cards: [] });
    expect(keys(missed.events)).toContain('stack.trigger-declined');
    expect(
      money(passUntil(missed.state, (x) => x.stack.length === 0 && x.pending.length === 0).state, 'ana'),
    ).toBe(8);
    const taken = play(state, { type: 'choose', player: 'ana', cards: [g.id('Toll')] }).state;
    expect(taken.stack[0]).toMatchObject({ kind: 'ability', source: g.id('Toll') });
    expect(money(resolveTop(taken), 'ana')).toBe(6);
  });

  it('V1.7 (7.4.1): the trigger goes on the stack at once and declining it is refused', () => {
    const { g, state } = toll(V1_7);
    expect(state.pending).toEqual([]);
    expect(state.stack[0]).toMatchObject({ kind: 'ability', source: g.id('Toll') });
    expect(refusal(state, { type: 'choose', player: 'ana', cards: [] }).key).toBe('stack.must-resolve');
    expect(money(resolveTop(state), 'ana')).toBe(6);
  });

  it('V1.5.5: a beginning-of-turn text waits at its Accounting step for Ana, who may miss it', () => {
    const g = at(V1_5_5, {
      turn: 4,
      active: 'nick',
      flow: FLOW.divest,
      players: [
        { id: 'ana', money: 5, mainDeck: DECK, network: [...ANA, { x: -1, y: 0, cards: ['Bell Tower'] }] },
        { id: 'nick', mainDeck: DECK, network: NICK },
      ],
    });
    const s = passUntil(g.state, (x) => x.pending.length > 0, 12, { takeTriggers: false }).state;
    expect(where(s)).toBe('turn.accounting.beginning');
    expect(s.pending[0]).toMatchObject({ kind: 'trigger', player: 'ana', once: true });
    const missed = play(s, { type: 'choose', player: 'ana', cards: [] }).state;
    expect(where(missed)).not.toBe('turn.accounting.beginning');
    expect(money(missed, 'ana')).toBe(5);
    const taken = play(s, { type: 'choose', player: 'ana', cards: [g.id('Bell Tower')] });
    expect(money(taken.state, 'ana')).toBe(6);
    expect(keys(taken.events)).toContain('accounting.beginning-triggers');
  });

  it('with triggers applied at once (Ed 3.0) a draft that may decline asks first, and a taken trigger applies at once', () => {
    const p = variant(ED3_0_EN, { automaticAbilities: 'may-decline' });
    const { g, state } = toll(p);
    expect(state.pending[0]).toMatchObject({ kind: 'trigger', once: true });
    const taken = play(state, { type: 'choose', player: 'ana', cards: [g.id('Toll')] }).state;
    expect(taken.stack).toEqual([]);
    expect(money(taken, 'ana')).toBe(6);
  });
});

describe('simultaneousTriggers (basics: no catalog entry; V1.7 3.9.4 speaks, the others are silent)', () => {
  /** Ana, with 3 M, deploys a Till ("gain 2 M", "lose 3 M") and passes until its triggers come. */
  const till = (p: RevisionProfile) => deployUntilTriggers(p, 'Till', 3);
  const settled = (s: ReturnType<typeof till>['state']) =>
    passUntil(s, (x) => x.stack.length === 0 && x.pending.length === 0).state;

  it('V1.7: Ana orders the two effects; the first named is on top and resolves first', () => {
    const { g, state } = till(V1_7);
    const id = g.id('Till');
    expect(state.pending[0]).toMatchObject({ kind: 'order-triggers', player: 'ana' });
    expect(state.stack).toEqual([]);
    expect(legalActions(state)).toEqual([
      { type: 'order', player: 'ana', cards: [id, id], abilities: [0, 1] },
      { type: 'order', player: 'ana', cards: [id, id], abilities: [1, 0] },
    ]);
    // Gain on top: 1 + 2, then lose 3 → 0. Loss on top: 1 − 3 floors at 0, then gain 2 → 2.
    const gainFirst = play(state, { type: 'order', player: 'ana', cards: [id, id], abilities: [0, 1] });
    expect(keys(gainFirst.events)).toContain('stack.order-triggers');
    expect(gainFirst.state.stack.map((it) => it.kind === 'ability' && it.ability)).toEqual([1, 0]);
    expect(money(settled(gainFirst.state), 'ana')).toBe(0);
    const lossFirst = play(state, { type: 'order', player: 'ana', cards: [id, id], abilities: [1, 0] }).state;
    expect(money(settled(lossFirst), 'ana')).toBe(2);
  });

  it('V1.7: the order names each effect once, is Ana’s to give, and comes before anything else', () => {
    const { g, state } = till(V1_7);
    const id = g.id('Till');
    expect(refusal(state, { type: 'order', player: 'ana', cards: [id, id], abilities: [0, 0] }).key).toBe(
      'stack.order-each-once',
    );
    expect(refusal(state, { type: 'order', player: 'ana', cards: [id], abilities: [0] }).key).toBe(
      'stack.order-each-once',
    );
    expect(refusal(state, { type: 'order', player: 'nick', cards: [id, id], abilities: [0, 1] }).key).toBe(
      'pending.order-triggers-first',
    );
    expect(refusal(state, { type: 'pass', player: 'ana' }).key).toBe('pending.order-triggers-first');
  });

  it('V1.5.5 and a V1.7 draft in printed order: nobody is asked, the last printed ends on top', () => {
    for (const p of [V1_5_5, variant(V1_7, { simultaneousTriggers: 'printed-order' })]) {
      const { state } = till(p);
      expect(state.pending.some((q) => q.kind === 'order-triggers')).toBe(false);
    }
    const { state } = till(variant(V1_7, { simultaneousTriggers: 'printed-order' }));
    expect(state.stack.map((it) => it.kind === 'ability' && it.ability)).toEqual([0, 1]);
    expect(money(settled(state), 'ana')).toBe(2);
  });
});
