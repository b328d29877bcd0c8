import { describe, expect, it } from 'vitest';
import { isEngaged } from '../../src/index.js';
import type { Ability, CardFilter, Effect } from '../../src/model/card.js';
import type { StackItem } from '../../src/model/state.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import {
  applyEffects,
  chosenOptions,
  conditionMet,
  contextFor,
  dealDamage,
  requiredChoices,
  requiredTargets,
  targetChoices,
  validateChosen,
  validateTargets,
} from '../../src/rules/effects.js';
import { ANA_NETWORK, clauses, given, keys, NICK_NETWORK, run } from './support.js';

/*
 * Who and what an effect reaches (7.1: targets and chosen cards; 3.7, 3.10.11: only top cards in play),
 * and what each effect does to them. Ana: business at 0,0, Raamaa at 1,0, Filler at 2,0, Kiosk at 3,0;
 * Nick: business at 0,0, Illithis at 1,0 with Lineage bonded under it, Grunt at -1,0.
 */
const board = (
  options: { nick?: object; ana?: object; profile?: RevisionProfile } = {},
): ReturnType<typeof given> =>
  given({
    ...(options.profile ? { profile: options.profile } : {}),
    players: [
      {
        id: 'ana',
        money: 10,
        network: [...ANA_NETWORK, { x: 2, y: 0, cards: ['Filler'] }, { x: 3, y: 0, cards: ['Kiosk'] }],
        hand: ['Watchtower'],
        ...options.ana,
      },
      {
        id: 'nick',
        money: 10,
        network: [
          NICK_NETWORK[0],
          { x: 1, y: 0, cards: ['Illithis', 'Lineage'] },
          { x: -1, y: 0, cards: ['Grunt'] },
        ],
        ...options.nick,
      },
    ],
  });

const withParameters = (parameters: Partial<RevisionProfile['parameters']>): RevisionProfile => ({
  ...V1_7,
  parameters: { ...V1_7.parameters, ...parameters },
});

const zap = (filter?: CardFilter): Effect[] => [
  { op: 'damage', trait: 'BQ', amount: 1, who: 'target-card', ...(filter ? { filter } : {}) },
];
const characters = { types: ['character'] } as const;
const locations = { types: ['location'] } as const;

describe('what an effect aims at (7.1)', () => {
  it('a swap or a bond needs a target when either of its two cards is the target', () => {
    expect(requiredTargets([{ op: 'swap', who: 'self', with: 'target-card' }])).toEqual(['card']);
    expect(requiredTargets([{ op: 'swap', who: 'self', with: 'chosen-card' }])).toEqual([]);
    expect(requiredTargets([{ op: 'bond', who: 'self', under: 'target-card' }])).toEqual(['card']);
    expect(requiredTargets([{ op: 'bond', who: 'self', under: 'chosen-card' }])).toEqual([]);
    expect(requiredTargets([{ op: 'bond', who: 'target-card', under: 'self' }])).toEqual(['card']);
  });

  it('an activation names one card per extra cost, then one for its "choose" effects', () => {
    const choose: Effect[] = [{ op: 'destroy', who: 'chosen-card' }];
    const activated = {
      kind: 'activated',
      text: '',
      cost: { money: 0, traits: {} },
      extraCosts: [
        { kind: 'engage', filter: {} },
        { kind: 'annihilate', filter: {} },
      ],
      effects: choose,
    } as unknown as Ability;
    expect(requiredChoices(activated, choose)).toBe(3);
    expect(requiredChoices(activated, [{ op: 'destroy', who: 'target-card' }])).toBe(2);
    expect(requiredChoices(undefined, choose)).toBe(1);
    expect(requiredChoices(undefined, [{ op: 'gain-money', amount: 1, who: 'controller' }])).toBe(0);
  });
});

describe('validating targets (7.1, 3.7, 3.10.11)', () => {
  it('targets must be a list of ids; a name that is no card is refused, not looked up', () => {
    const g = board();
    expect(validateTargets(g.state, zap(), 'Raamaa')?.key).toBe('effect.target-needed');
    expect(validateTargets(g.state, zap(), [7])?.key).toBe('effect.target-needed');
    expect(validateTargets(g.state, zap(), ['no-such-card'])?.key).toBe('effect.target-needed');
  });

  it('the refusal says how many targets the effect needs', () => {
    const g = board();
    expect(validateTargets(g.state, zap(), [])?.message).toContain('needs a card, but 0 target(s)');
    const money: Effect[] = [{ op: 'gain-money', amount: 1, who: 'controller' }];
    expect(validateTargets(g.state, money, [g.id('Raamaa')])?.message).toContain('needs no target');
  });

  it('the kind named is checked for the controller: a character is not a location', () => {
    const g = board();
    const illithis = g.id('Illithis');
    expect(validateTargets(g.state, zap(characters), [illithis], 'ana')).toBeNull();
    expect(validateTargets(g.state, zap(locations), [illithis], 'ana')?.key).toBe('effect.target-kind');
    // A "choose" effect's kind is not the target's.
    const both: Effect[] = [...zap(characters), { op: 'destroy', who: 'chosen-card', filter: locations }];
    expect(validateTargets(g.state, both, [illithis], 'ana')).toBeNull();
  });

  it('a card may aim damage at itself: only SWAP forbids its own card (9.27)', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    expect(validateTargets(g.state, zap(), [raamaa], 'ana', raamaa)).toBeNull();
    const swap: Effect[] = [{ op: 'swap', who: 'self', with: 'target-card' }];
    expect(validateTargets(g.state, swap, [raamaa], 'ana', raamaa)?.key).toBe('keyword.swap.not-itself');
  });

  it('a card target and a player target are both checked, the player after the card', () => {
    const g = board({ nick: { lost: true } });
    const drain: Effect = { op: 'lose-money', amount: 1, who: 'target-player' };
    expect(validateTargets(g.state, [...zap(), drain], [g.id('Illithis'), 'ana'])).toBeNull();
    expect(validateTargets(g.state, [...zap(), drain], [g.id('Illithis'), 'nick'])?.message).toBe(
      'nick is not a player still in the game',
    );
    const swap: Effect[] = [{ op: 'swap', who: 'self', with: 'target-card' }, drain];
    const raamaa = g.id('Raamaa');
    expect(validateTargets(g.state, swap, [g.id('Filler'), 'ana'], 'ana', raamaa)).toBeNull();
    expect(validateTargets(g.state, swap, [g.id('Filler'), 'zed'], 'ana', raamaa)?.clause).toBe('7.1');
  });

  it('target choices: players still in the game; with a controller, only cards of the kind named', () => {
    const g = board({ nick: { lost: true } });
    expect(targetChoices(g.state, [{ op: 'lose-money', amount: 1, who: 'target-player' }])).toEqual([
      ['ana'],
    ]);
    expect(targetChoices(g.state, zap(locations), 'ana')).toEqual([[g.id('Kiosk')]]);
    expect(targetChoices(g.state, zap(locations))).toHaveLength(7);
  });
});

describe('validating chosen cards (7.1: chosen, not targeted)', () => {
  const choose: Effect[] = [{ op: 'destroy', who: 'chosen-card', filter: characters }];

  it('one card is named exactly when an effect chooses one', () => {
    const g = board();
    expect(validateChosen(g.state, choose, [], 'ana', null)?.message).toBe('this needs one chosen card');
    const none: Effect[] = [{ op: 'gain-money', amount: 1, who: 'controller' }];
    expect(validateChosen(g.state, none, [g.id('Raamaa')], 'ana', null)?.message).toBe(
      'this chooses no card',
    );
    expect(validateChosen(g.state, none, [], 'ana', null)).toBeNull();
  });

  it('the chosen card must be of the kind the "choose" effect names; a target’s kind does not apply', () => {
    const g = board();
    expect(validateChosen(g.state, choose, [g.id('Kiosk')], 'ana', null)?.key).toBe('effect.target-kind');
    expect(validateChosen(g.state, choose, [g.id('Illithis')], 'ana', null)).toBeNull();
    const plain: Effect[] = [{ op: 'destroy', who: 'chosen-card' }, ...zap(locations)];
    expect(validateChosen(g.state, plain, [g.id('Illithis')], 'ana', null)).toBeNull();
  });

  it('chosen options: every top card of the kind named, or one empty choice when nothing is chosen', () => {
    const g = board();
    expect(chosenOptions(g.state, zap(), 'ana', null)).toEqual([[]]);
    expect(chosenOptions(g.state, choose, 'ana', null)).toEqual([
      [g.id('Raamaa')],
      [g.id('Filler')],
      [g.id('Illithis')],
      [g.id('Grunt')],
    ]);
  });
});

describe('damage (5.4.1.8.2, 2.5.5.1)', () => {
  it('no damage is dealt for 0, nor to a card out of play', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const zero = run(g.state, (tx) => {
      expect(dealDamage(tx, raamaa, 'BQ', 0)).toBe(false);
      expect(dealDamage(tx, g.id('Watchtower'), 'BQ', 1)).toBe(false);
    });
    expect(zero.events).toEqual([]);
    expect(zero.state).toBe(g.state);
  });

  it('each damage event names the card and the amount', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const { events } = run(g.state, (tx) => applyEffects(tx, zap(), 'nick', [raamaa]));
    expect(events.map((e) => [e.type, e.card, e.amount])).toEqual([['effect.damage', raamaa, 1]]);
    const kiosk = g.id('Kiosk');
    const none = run(g.state, (tx) => applyEffects(tx, zap(), 'nick', [kiosk]));
    expect(none.events.map((e) => [e.citation.clause, e.card])).toEqual([['2.5.5.1', kiosk]]);
  });

  it('where effect damage does not destroy, a card at 0 stays in play and the log says so', () => {
    const g = board({ profile: withParameters({ effectDamageDestroys: false }) });
    const grunt = g.id('Grunt');
    const lethal: Effect[] = [{ op: 'damage', trait: 'BQ', amount: 5, who: 'target-card' }];
    const { state, events } = run(g.state, (tx) => applyEffects(tx, lethal, 'ana', [grunt]));
    expect(state.players[1]?.network.some((p) => p.cards[0] === grunt)).toBe(true);
    expect(events.map((e) => [e.type, e.card])).toEqual([
      ['effect.damage', grunt],
      ['damage.effect-damage-keeps', grunt],
    ]);
  });
});

describe('which players a player effect reaches (7.1)', () => {
  it('each player means each player still in the game', () => {
    const g = board({ nick: { lost: true } });
    const { state } = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'gain-money', amount: 2, who: 'each-player' }], 'ana', []),
    );
    expect(state.players.map((p) => p.money)).toEqual([12, 10]);
  });

  it('a target player who has lost meanwhile is not reached', () => {
    const g = board({ nick: { lost: true } });
    const drain: Effect[] = [{ op: 'lose-money', amount: 2, who: 'target-player' }];
    const { state } = run(g.state, (tx) => applyEffects(tx, drain, 'ana', ['nick']));
    expect(state.players.map((p) => p.money)).toEqual([10, 10]);
  });

  it('a money effect on the targeted card reaches its controller, while the card is still in play', () => {
    const g = board();
    const bonus: Effect[] = [{ op: 'gain-money', amount: 3, who: 'target-card' }];
    const paid = run(g.state, (tx) => applyEffects(tx, bonus, 'ana', [g.id('Illithis')]));
    expect(paid.state.players.map((p) => p.money)).toEqual([10, 13]);
    const gone = run(g.state, (tx) => applyEffects(tx, bonus, 'ana', [g.id('Watchtower')]));
    expect(gone.state.players.map((p) => p.money)).toEqual([10, 10]);
  });
});

describe('which cards a card effect reaches', () => {
  it('7.6 a chosen card that left play is named in the log; with none chosen nothing is said', () => {
    const g = board();
    const destroy: Effect[] = [{ op: 'destroy', who: 'chosen-card' }];
    const held = g.id('Watchtower');
    const gone = run(g.state, (tx) => applyEffects(tx, destroy, 'nick', [], undefined, { choices: [held] }));
    expect(gone.events.map((e) => [e.citation.clause, e.card])).toEqual([['7.6', held]]);
    const none = run(g.state, (tx) => applyEffects(tx, destroy, 'nick', []));
    expect(none.events).toEqual([]);
  });

  it('an effect on its own card does nothing once that card has left play', () => {
    const g = board();
    const engageSelf: Effect[] = [{ op: 'engage', who: 'self' }];
    const inHand = run(g.state, (tx) =>
      applyEffects(tx, engageSelf, 'ana', [], undefined, { self: g.id('Watchtower') }),
    );
    expect(inHand.events).toEqual([]);
    const inPlay = run(g.state, (tx) =>
      applyEffects(tx, engageSelf, 'ana', [], undefined, { self: g.id('Raamaa') }),
    );
    expect(isEngaged(inPlay.state, g.id('Raamaa'))).toBe(true);
  });

  it('the card paid as a cost is reached by a cost-card effect while it is in play', () => {
    const g = board();
    const filler = g.id('Filler');
    const engageCost: Effect[] = [{ op: 'engage', who: 'cost-card' }];
    const { state } = run(g.state, (tx) =>
      applyEffects(tx, engageCost, 'ana', [], undefined, { choices: [filler], costCards: 1 }),
    );
    expect(isEngaged(state, filler)).toBe(true);
    const none = run(g.state, (tx) => applyEffects(tx, engageCost, 'ana', []));
    expect(none.events).toEqual([]);
  });

  it('3.10 a bonded card’s effect on the card it lies under reaches the top of its pile', () => {
    const g = board();
    const hit: Effect[] = [{ op: 'engage', who: 'bonded-top' }];
    const under = run(g.state, (tx) =>
      applyEffects(tx, hit, 'nick', [], undefined, { self: g.id('Lineage') }),
    );
    expect(isEngaged(under.state, g.id('Illithis'))).toBe(true);
    expect(under.events.map((e) => e.card)).toEqual([g.id('Illithis')]);
    // On top of its own pile, a card lies under nothing.
    const top = run(g.state, (tx) =>
      applyEffects(tx, hit, 'nick', [], undefined, { self: g.id('Illithis') }),
    );
    expect(top.events).toEqual([]);
    const none = run(g.state, (tx) => applyEffects(tx, hit, 'nick', []));
    expect(none.events).toEqual([]);
  });

  it('9.8 an effect on each card in radius reaches the square of that radius, 1 unless printed', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const near: Effect[] = [{ op: 'engage', who: 'each-in-radius', filter: characters }];
    const one = run(g.state, (tx) => applyEffects(tx, near, 'ana', [], undefined, { self: raamaa }));
    expect(isEngaged(one.state, g.id('Filler'))).toBe(true);
    expect(isEngaged(one.state, g.id('Kiosk'))).toBe(false);
    expect(one.events[0]?.card).toBe(raamaa);
    expect(one.events[0]?.text).toContain('CARD RADIUS 1 reaches Filler, none of them targeted');
    const far: Effect[] = [{ op: 'engage', who: 'each-in-radius', radius: 2 }];
    const two = run(g.state, (tx) => applyEffects(tx, far, 'ana', [], undefined, { self: raamaa }));
    expect(isEngaged(two.state, g.id('Kiosk'))).toBe(true);
    const away = run(g.state, (tx) =>
      applyEffects(tx, near, 'ana', [], undefined, { self: g.id('Watchtower') }),
    );
    expect(away.events).toEqual([]);
  });
});

describe('the context of an effect list', () => {
  it('its card is the ability’s source or the deployed card; choices come from the stack item', () => {
    const g = board();
    const [raamaa, filler, illithis] = [g.id('Raamaa'), g.id('Filler'), g.id('Illithis')];
    const drain: Effect = { op: 'lose-money', amount: 1, who: 'target-player' };
    const ability: StackItem = {
      id: 1,
      kind: 'ability',
      source: raamaa,
      ability: 0,
      controller: 'ana',
      targets: [],
      choices: [filler, illithis],
    };
    expect(
      contextFor(g.state, [...zap(), drain], 'ana', [illithis, 'nick'], ability, { costCards: 1 }),
    ).toEqual({
      controller: 'ana',
      self: raamaa,
      card: illithis,
      player: 'nick',
      chosen: illithis,
      costCard: filler,
      source: 'Raamaa',
    });
    const deployment: StackItem = {
      id: 2,
      kind: 'deployment',
      card: filler,
      controller: 'ana',
      at: null,
      targets: [],
      from: 'hand',
    };
    expect(contextFor(g.state, [drain], 'ana', ['nick'], deployment)).toMatchObject({
      self: filler,
      card: null,
      player: 'nick',
      chosen: null,
      costCard: null,
      source: 'Filler',
    });
    expect(contextFor(g.state, [], 'ana', [])).toMatchObject({ self: null, source: 'the effect' });
    expect(contextFor(g.state, [], 'ana', [], ability, { self: 'ghost' })).toMatchObject({
      self: 'ghost',
      source: 'the effect',
    });
  });

  it('1.2.10.6 once an effect wins the game, the effects printed after it do nothing', () => {
    const g = board();
    const effects: Effect[] = [
      { op: 'win', who: 'controller' },
      { op: 'gain-money', amount: 5, who: 'controller' },
    ];
    const { state } = run(g.state, (tx) => applyEffects(tx, effects, 'ana', []));
    expect(state.result).toBeTruthy();
    expect(state.players[0]?.money).toBe(10);
  });

  it('7.1 an ability whose condition no longer holds says so, naming its controller', () => {
    const g = board();
    const rich = {
      kind: 'activated',
      text: '',
      condition: { kind: 'money', atLeast: 50 },
    } as unknown as Ability;
    const ctx = contextFor(g.state, [], 'ana', []);
    const { events } = run(g.state, (tx) => {
      expect(conditionMet(tx, rich, ctx)).toBe(false);
    });
    expect(events.map((e) => [e.type, e.player])).toEqual([['effect.condition-fails', 'ana']]);
  });
});

describe('effects on cards (8.5, 7.10, 9.27, 9.5, 9.26, 9.11)', () => {
  it('8.5 an annihilated card leaves the game for good', () => {
    const g = board();
    const grunt = g.id('Grunt');
    const { state, events } = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'annihilate', who: 'target-card' }], 'ana', [grunt]),
    );
    expect(state.players[1]?.annihilated).toEqual([grunt]);
    expect(clauses(events)).toContain('8.5');
  });

  it('7.10 named counters are put on the card the effect names', () => {
    const g = board();
    const grunt = g.id('Grunt');
    const { state, events } = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'named-counter', name: 'magellan', amount: 2, who: 'target-card' }], 'ana', [
        grunt,
      ]),
    );
    expect(state.cards[grunt]?.counters).toEqual({ magellan: 2 });
    expect(keys(events)).toEqual(['effect.named-counter']);
  });

  it('a swap or a bond of a card with itself, or with a card gone, does nothing', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const swap: Effect[] = [{ op: 'swap', who: 'self', with: 'target-card' }];
    const bond: Effect[] = [{ op: 'bond', who: 'self', under: 'target-card' }];
    for (const effects of [swap, bond]) {
      const itself = run(g.state, (tx) =>
        applyEffects(tx, effects, 'ana', [raamaa], undefined, { self: raamaa }),
      );
      expect(itself.state).toBe(g.state);
      const gone = run(g.state, (tx) =>
        applyEffects(tx, effects, 'ana', [g.id('Watchtower')], undefined, { self: raamaa }),
      );
      expect(gone.state.players).toBe(g.state.players);
    }
  });

  it('REGENERATION and DEVELOPMENT effects need the card they come from', () => {
    const g = board();
    const effects: Effect[] = [
      { op: 'regenerate', who: 'self' },
      { op: 'develop', trait: 'BQ', who: 'self' },
    ];
    const { state, events } = run(g.state, (tx) => applyEffects(tx, effects, 'ana', []));
    expect(state).toBe(g.state);
    expect(events).toEqual([]);
  });
});

describe('trait counters (7.10.1)', () => {
  it('2.5.5.1 a card without the trait gets no counter for it', () => {
    const g = board();
    const kiosk = g.id('Kiosk');
    const { state, events } = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'counter', trait: 'BQ', amount: 1, who: 'target-card' }], 'ana', [kiosk]),
    );
    expect(state.cards[kiosk]?.counters).toEqual({});
    expect(events.map((e) => [e.citation.clause, e.card])).toEqual([['2.5.5.1', kiosk]]);
  });

  it('the log signs the counter and names the card', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const plus = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'counter', trait: 'EQ', amount: 1, who: 'target-card' }], 'ana', [raamaa]),
    );
    expect(plus.events[0]?.text).toContain('gets a +1 EQ counter');
    expect(plus.events[0]?.card).toBe(raamaa);
    const minus = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'counter', trait: 'EQ', amount: -1, who: 'target-card' }], 'ana', [raamaa]),
    );
    expect(minus.events[0]?.text).toContain('gets a -1 EQ counter');
  });

  it('7.10.1.2 where a counter at 0 destroys nothing, the card stays and the log says so', () => {
    const g = board({ profile: withParameters({ counterAtZeroDestroys: false }) });
    const grunt = g.id('Grunt');
    const { state, events } = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'counter', trait: 'BQ', amount: -3, who: 'target-card' }], 'ana', [grunt]),
    );
    expect(state.players[1]?.network.some((p) => p.cards[0] === grunt)).toBe(true);
    expect(events.map((e) => [e.type, e.card])).toEqual([
      ['effect.counter', grunt],
      ['effect.counter-not-lethal', grunt],
    ]);
  });
});
