import { describe, expect, it } from 'vitest';
import { apply, decision, isEngaged, legalActions } from '../../src/index.js';
import type { Effect } from '../../src/model/card.js';
import { V1_5_5 } from '../../src/revisions/v1.5.5.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { destroy } from '../../src/rules/destruction.js';
import { targetChoices, validateTargets } from '../../src/rules/effects.js';
import { annihilateMarked } from '../../src/rules/keywords/assassin.js';
import { camouflageChoiceProblem } from '../../src/rules/keywords/camouflage.js';
import { transact } from '../../src/rules/tx.js';
import {
  accepted,
  challenge,
  controlledBy,
  finishChallenge,
  keys,
  money,
  passUntil,
  play,
  refusal,
  variant,
} from '../revisions/support.js';
import { attack, board, inPlay } from './support.js';

const pass = (player: string) => ({ type: 'pass' as const, player });
const toBlockers = (s: Parameters<typeof play>[0], a: ReturnType<typeof attack>) =>
  play(s, a, pass('ana'), pass('nick')).state;

describe('9.3 AREA ATTACK', () => {
  const row = () =>
    board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Bomber'] }],
      [
        { x: 1, y: 0, cards: ['Grunt'] },
        { x: 2, y: 0, cards: ['Guard'] },
      ],
    );

  it('attacks every card of its 2x1 area with its whole value, without a damage split', () => {
    const g = row();
    const { state, events } = challenge(g.state, attack(g.id('Bomber'), 1, 0), { retaliate: [] });
    expect(keys(events)).toContain('keyword.area-attack.area');
    expect(keys(events)).toContain('keyword.area-attack.whole-value-each');
    expect(keys(events)).not.toContain('challenge.assign-split');
    expect(inPlay(state, g.id('Grunt'))).toBe(false);
    expect(inPlay(state, g.id('Guard'))).toBe(false);
  });

  it('may be declared on an empty space whose area holds a card, but not on an area with none', () => {
    const g = row();
    expect(accepted(g.state, attack(g.id('Bomber'), 0, 1))).toBe(false);
    const empty = attack(g.id('Bomber'), 2, 1);
    expect(refusal(g.state, empty).key).toBe('keyword.area-attack.empty-space');
    const g2 = board(V1_7, [{ x: 1, y: 0, cards: ['Tall Bomber'] }], [{ x: 1, y: 1, cards: ['Grunt'] }]);
    expect(accepted(g2.state, attack(g2.id('Tall Bomber'), 1, 0))).toBe(true);
    expect(
      legalActions(g2.state).some((a) => a.type === 'attack' && a.target.x === 1 && a.target.y === 0),
    ).toBe(true);
  });

  it('attacks only in its printed trait', () => {
    const g = row();
    expect(refusal(g.state, attack(g.id('Bomber'), 1, 0, 'nick', 'IQ')).key).toBe(
      'keyword.area-attack.printed-trait',
    );
  });

  it('leaves out the cards it could not attack (a camouflaged one) and attacks the others', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Bomber'] }],
      [
        { x: 1, y: 0, cards: ['Chameleon'] },
        { x: 2, y: 0, cards: ['Guard'] },
        { x: 1, y: 1, cards: ['Pond'] },
      ],
    );
    const s = play(g.state, attack(g.id('Bomber'), 1, 0)).state;
    expect(s.challenge?.area).toEqual([g.id('Guard')]);
  });

  it('resolves every hit at once: the retaliations that destroy the Bomber do not spare its targets', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Bomber'] }],
      [
        { x: 1, y: 0, cards: ['Soldier'] },
        { x: 2, y: 0, cards: ['Hierarch'] },
      ],
    );
    const s = challenge(g.state, attack(g.id('Bomber'), 1, 0)).state;
    expect(inPlay(s, g.id('Bomber'))).toBe(false);
    expect(inPlay(s, g.id('Soldier'))).toBe(false);
    expect(s.cards[g.id('Hierarch')]?.damage.BQ?.amount).toBe(3);
  });

  it('a blocker next to an attacked card blocks for it: the blocked card may leave (V1.7)', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Bomber'] }],
      [
        { x: 1, y: 0, cards: ['Grunt'] },
        { x: 2, y: 0, cards: ['Guard'] },
        { x: 1, y: 1, cards: ['Hierarch'] },
      ],
    );
    const s = toBlockers(g.state, attack(g.id('Bomber'), 1, 0));
    const out = finishChallenge(s, { blockers: [g.id('Hierarch')], leave: true, retaliate: [] }).state;
    expect(inPlay(out, g.id('Grunt'))).toBe(true);
    expect(inPlay(out, g.id('Guard'))).toBe(false);
    expect(out.cards[g.id('Hierarch')]?.damage.BQ?.amount).toBe(3);
  });
});

describe('9.4 ASSASSIN', () => {
  it('a card the ASSASSIN destroys in a challenge is annihilated', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Assassin'] }], [{ x: 1, y: 0, cards: ['Grunt'] }]);
    const { state, events } = challenge(g.state, attack(g.id('Assassin'), 1, 0), { retaliate: [] });
    expect(state.players[1]?.annihilated).toContain(g.id('Grunt'));
    expect(state.players[1]?.openMarket).not.toContain(g.id('Grunt'));
    expect(keys(events)).toContain('keyword.assassin.annihilates');
  });

  it('an ASSASSIN defender annihilates the attacker it destroys by retaliation', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Guard'] }], [{ x: 1, y: 0, cards: ['Assassin'] }]);
    const s = challenge(g.state, attack(g.id('Guard'), 1, 0)).state;
    expect(s.players[0]?.annihilated).toContain(g.id('Guard'));
  });

  it('a card the ASSASSIN damages without destroying stays in play', () => {
    // 9.4 annihilates only what the damage destroys: the Hierarch (BQ 4) survives the 3 BQ.
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Assassin'] }], [{ x: 1, y: 0, cards: ['Hierarch'] }]);
    const { state, events } = challenge(g.state, attack(g.id('Assassin'), 1, 0), { retaliate: [] });
    expect(inPlay(state, g.id('Hierarch'))).toBe(true);
    expect(state.cards[g.id('Hierarch')]?.damage.BQ?.amount).toBe(3);
    expect(state.players[1]?.annihilated).toEqual([]);
    expect(keys(events)).not.toContain('keyword.assassin.annihilates');
  });

  it('a card the ASSASSIN hit that is no longer among the destroyed when the window closes is not annihilated', () => {
    // 9.4 turns a destruction into an annihilation; a hit card that left play during the window after
    // damage (5.4.1.8.4) is not destroyed then, so nothing is annihilated.
    const g = board(V1_7, [], [{ x: 1, y: 0, cards: ['Grunt'] }]);
    const { state } = transact(g.state, (tx) => annihilateMarked(tx, [g.id('Grunt')], []));
    expect(inPlay(state, g.id('Grunt'))).toBe(true);
    expect(state.players[1]?.annihilated).toEqual([]);
  });

  it('a business the ASSASSIN destroys in a challenge is annihilated, and its owner loses where only combat loses', () => {
    // V1.5.5 reads the loss of a business as destruction in a challenge (1.2.10.2.1, businessDestroyedLoses
    // in-challenge): annihilated instead of destroyed by 9.4, it was still destroyed in the challenge.
    const g = board(V1_5_5, [{ x: 1, y: 0, cards: ['Assassin'] }]);
    const { state } = challenge(g.state, attack(g.id('Assassin'), 0, 0), { retaliate: [] });
    expect(state.players[1]?.annihilated).toContain(g.id('Nick Corp'));
    expect(state.result?.winners).toEqual(['ana']);
  });
});

describe('9.6 CAMOUFLAGE', () => {
  it('cannot be attacked next to a card of the listed subtype; can once that card is gone', () => {
    const hidden = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Soldier'] }],
      [
        { x: 1, y: 0, cards: ['Chameleon'] },
        { x: 1, y: 1, cards: ['Pond'] },
      ],
    );
    expect(refusal(hidden.state, attack(hidden.id('Soldier'), 1, 0)).key).toBe(
      'keyword.camouflage.cannot-be-attacked',
    );
    expect(
      legalActions(hidden.state).some((a) => a.type === 'attack' && a.target.x === 1 && a.target.y === 0),
    ).toBe(false);
    const open = board(V1_7, [{ x: 1, y: 0, cards: ['Soldier'] }], [{ x: 1, y: 0, cards: ['Chameleon'] }]);
    expect(accepted(open.state, attack(open.id('Soldier'), 1, 0))).toBe(true);
  });

  it('an effect aimed at a target lists no camouflaged card, and the validator says why it is left out', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Soldier'] }],
      [
        { x: 1, y: 0, cards: ['Chameleon'] },
        { x: 1, y: 1, cards: ['Pond'] },
      ],
    );
    const zap: Effect[] = [
      { op: 'damage', trait: 'BQ', amount: 1, who: 'target-card', filter: { types: ['character'] } },
    ];
    const offered = targetChoices(g.state, zap, 'ana').map(([t]) => t);
    expect(offered).toContain(g.id('Soldier'));
    expect(offered).not.toContain(g.id('Chameleon'));
    expect(validateTargets(g.state, zap, [g.id('Chameleon')], 'ana')?.key).toBe(
      'keyword.camouflage.cannot-be-targeted',
    );
    // Without a player to speak for, every card in play is listed, for a validator to judge.
    expect(targetChoices(g.state, zap).map(([t]) => t)).toContain(g.id('Chameleon'));
    // The Pond is in play and open, but not of the kind the effect names.
    expect(offered).not.toContain(g.id('Pond'));
    expect(validateTargets(g.state, zap, [g.id('Pond')], 'ana')?.message).toBe('Pond is not character');
  });

  it('a CAMOUFLAGE card bonded under another uses no ability (3.10.2): a PENETRATOR may attack it', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Driller'] }],
      [
        { x: 1, y: 0, cards: ['Hierarch', 'Chameleon'] },
        { x: 1, y: 1, cards: ['Pond'] },
      ],
    );
    expect(accepted(g.state, { ...attack(g.id('Driller'), 1, 0), card: g.id('Chameleon') })).toBe(true);
  });

  it('where only its owner may choose it, the owner still may, and a card with no listed neighbour is open to all', () => {
    const owner = variant(V1_7, { camouflageChosenBy: 'owner' });
    const hidden = board(
      owner,
      [],
      [
        { x: 1, y: 0, cards: ['Chameleon'] },
        { x: 1, y: 1, cards: ['Pond'] },
      ],
    );
    const chameleon = hidden.id('Chameleon');
    expect(camouflageChoiceProblem(hidden.state, chameleon, 'ana')?.key).toBe(
      'keyword.camouflage.chosen-by-owner',
    );
    expect(camouflageChoiceProblem(hidden.state, chameleon, 'nick')).toBeNull();
    const open = board(owner, [], [{ x: 1, y: 0, cards: ['Chameleon'] }]);
    expect(camouflageChoiceProblem(open.state, open.id('Chameleon'), 'ana')).toBeNull();
  });
});

describe('9.10 DEMOLISHER', () => {
  it('destroys its #building target with a single point of damage', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Wrecker'] }], [{ x: 1, y: 0, cards: ['Tower'] }]);
    const { state, events } = challenge(g.state, attack(g.id('Wrecker'), 1, 0));
    expect(inPlay(state, g.id('Tower'))).toBe(false);
    expect(keys(events)).toContain('keyword.demolisher.destroys-listed');
  });
});

describe('9.13 DISRUPTOR', () => {
  it('costs the defending player nothing when a blocker takes the damage', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Saboteur'] }], [{ x: 1, y: 0, cards: ['Guard'] }], {
      nickMoney: 5,
    });
    const s = challenge(g.state, attack(g.id('Saboteur'), 0, 0), {
      blockers: [g.id('Guard')],
      leave: true,
    }).state;
    expect(money(s, 'nick')).toBe(5);
  });

  it('an attacker without DISRUPTOR costs the damaged business’s player nothing', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Guard'] }], [], { nickMoney: 5 });
    const s = challenge(g.state, attack(g.id('Guard'), 0, 0), { retaliate: [] }).state;
    expect(s.cards[g.id('Nick Corp')]?.damage.BQ?.amount).toBe(2);
    expect(money(s, 'nick')).toBe(5);
  });

  it('damage a DISRUPTOR deals to a character costs its controller nothing: only a business counts', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Saboteur'] }], [{ x: 1, y: 0, cards: ['Hierarch'] }], {
      nickMoney: 5,
    });
    const s = challenge(g.state, attack(g.id('Saboteur'), 1, 0), { retaliate: [] }).state;
    expect(s.cards[g.id('Hierarch')]?.damage.BQ?.amount).toBe(3);
    expect(money(s, 'nick')).toBe(5);
  });

  it('under the literal V1.5.5 class rule (disruptorWhileEngaged false) the engaged attacker’s DISRUPTOR is off', () => {
    // V1.5.5.5: DISRUPTOR is continuous, and a continuous ability is off while its card is engaged; every
    // attacker engages, so read literally it never costs money in an attack (the built-in reads it on).
    const literal = { ...V1_5_5, parameters: { ...V1_5_5.parameters, disruptorWhileEngaged: false } };
    const g = board(literal, [{ x: 1, y: 0, cards: ['Saboteur'] }], [], { nickMoney: 5 });
    expect(money(challenge(g.state, attack(g.id('Saboteur'), 0, 0)).state, 'nick')).toBe(5);
    const built = board(V1_5_5, [{ x: 1, y: 0, cards: ['Saboteur'] }], [], { nickMoney: 5 });
    expect(money(challenge(built.state, attack(built.id('Saboteur'), 0, 0)).state, 'nick')).toBe(2);
  });

  it('never takes more money than the player has (1.2.6.1)', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Saboteur'] }], [], { nickMoney: 1 });
    expect(money(challenge(g.state, attack(g.id('Saboteur'), 0, 0)).state, 'nick')).toBe(0);
  });
});

describe('9.14 ELUSIVE', () => {
  it('is attacked once per turn; in V1.7 an engaged ELUSIVE card may be attacked again', () => {
    const g = board(
      V1_7,
      [
        { x: 1, y: 0, cards: ['Soldier'] },
        { x: 0, y: 1, cards: [{ name: 'Filler', as: 'weak' }] },
      ],
      [{ x: 1, y: 0, cards: ['Ghost'] }],
    );
    const s = challenge(g.state, attack(g.id('weak'), 1, 0), { retaliate: [] }).state;
    expect(inPlay(s, g.id('Ghost'))).toBe(true);
    expect(refusal(s, attack(g.id('Soldier'), 1, 0)).key).toBe('keyword.elusive.once-per-turn');
    const engaged = {
      ...s,
      engaged: { ...s.engaged, [g.id('Ghost')]: true as const },
    };
    expect(accepted(engaged, attack(g.id('Soldier'), 1, 0))).toBe(true);
  });

  it('the log names the ELUSIVE card once it is attacked, and not an engaged one whose ELUSIVE is off (V1.7)', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Soldier'] }], [{ x: 1, y: 0, cards: ['Ghost'] }]);
    const { events } = challenge(g.state, attack(g.id('Soldier'), 1, 0), { retaliate: [] });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'keyword.elusive.once-per-turn', card: g.id('Ghost') }),
    );
    const off = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Soldier'] }],
      [{ x: 1, y: 0, cards: ['Ghost'], engaged: true }],
    );
    const quiet = challenge(off.state, attack(off.id('Soldier'), 1, 0), { retaliate: [] }).events;
    expect(keys(quiet)).not.toContain('keyword.elusive.once-per-turn');
  });
});

describe('9.15 FLYING', () => {
  it('only flyers are offered as blockers of a flyer', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Hawk'] }],
      [
        { x: 1, y: 0, cards: ['Grunt'] },
        { x: 2, y: 0, cards: ['Guard'] },
        { x: 1, y: 1, cards: ['Falcon'] },
      ],
    );
    const s = toBlockers(g.state, attack(g.id('Hawk'), 1, 0));
    const blocks = legalActions(s).filter((a) => a.type === 'block');
    expect(blocks).toEqual([
      { type: 'block', player: 'nick', blockers: [] },
      { type: 'block', player: 'nick', blockers: [g.id('Falcon')] },
    ]);
  });
});

describe('9.17 INDESTRUCTIBLE', () => {
  it('survives lethal combat damage and effects that destroy it, but not annihilation', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Soldier'] }], [{ x: 1, y: 0, cards: ['Golem'] }]);
    const { state, events } = challenge(g.state, attack(g.id('Soldier'), 1, 0), { retaliate: [] });
    expect(inPlay(state, g.id('Golem'))).toBe(true);
    expect(state.cards[g.id('Golem')]?.damage.BQ?.amount).toBe(3);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'keyword.indestructible.survives', card: g.id('Golem') }),
    );
    const destroyed = transact(state, (tx) => destroy(tx, [g.id('Golem')])).state;
    expect(inPlay(destroyed, g.id('Golem'))).toBe(true);
  });
});

describe('9.18 INITIATIVE', () => {
  it('a defender with INITIATIVE strikes back first: the attacker it destroys deals no damage', () => {
    // V1.7 (initiativeStrikers any-card): the Duelist's 3 BQ retaliation destroys the Soldier (BQ 3)
    // before the Soldier's damage is dealt.
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Soldier'] }], [{ x: 1, y: 0, cards: ['Duelist'] }]);
    const s = challenge(g.state, attack(g.id('Soldier'), 1, 0)).state;
    expect(inPlay(s, g.id('Soldier'))).toBe(false);
    expect(inPlay(s, g.id('Duelist'))).toBe(true);
    expect(s.cards[g.id('Duelist')]?.damage.BQ).toBeUndefined();
  });

  it('W-03 variant: a BQ 4 attacker with INITIATIVE kills two BQ 2 blockers before they strike', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: [{ name: 'Duelist' }] }],
      [
        { x: 1, y: 0, cards: ['Guard', 'Filler'] },
        { x: 0, y: 1, cards: ['Falcon'] },
        { x: -1, y: 0, cards: ['Grunt'] },
      ],
    );
    const s0 = {
      ...g.state,
      cards: {
        ...g.state.cards,
        [g.id('Duelist')]: { ...g.state.cards[g.id('Duelist')]!, counters: { BQ: 1 } },
      },
    };
    const { state, events } = challenge(s0, attack(g.id('Duelist'), 0, 0), {
      blockers: [g.id('Guard'), g.id('Falcon'), g.id('Grunt')],
      leave: true,
      split: { [g.id('Guard')]: 2, [g.id('Falcon')]: 2, [g.id('Grunt')]: 0 },
    });
    expect(keys(events)).toContain('keyword.initiative.strikes-first');
    expect(inPlay(state, g.id('Guard'))).toBe(false);
    expect(inPlay(state, g.id('Falcon'))).toBe(false);
    expect(inPlay(state, g.id('Grunt'))).toBe(true);
    expect(state.cards[g.id('Duelist')]?.damage.BQ?.amount).toBe(2);
  });
});

describe('9.20 MELEE', () => {
  it('a MELEE card attacks only within one space in its own network and retaliates only that close', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Brawler'] }], [{ x: 1, y: 0, cards: ['Grunt'] }]);
    expect(refusal(g.state, attack(g.id('Brawler'), 1, 0)).key).toBe('keyword.melee.attack-reach');
    // Nick's 0,1 would be diagonal to the Brawler's 1,0 on one grid, but it is another network's space.
    const diagonal = board(V1_7, [{ x: 1, y: 0, cards: ['Brawler'] }], [{ x: 0, y: 1, cards: ['Grunt'] }]);
    expect(refusal(diagonal.state, attack(diagonal.id('Brawler'), 0, 1)).key).toBe(
      'keyword.melee.attack-reach',
    );
    const home = board(V1_7, [{ x: 1, y: 0, cards: ['Soldier'] }], [{ x: 1, y: 0, cards: ['Brawler'] }]);
    const s = play(home.state, attack(home.id('Soldier'), 1, 0)).state;
    const out = finishChallenge(s).state;
    expect(out.cards[home.id('Soldier')]?.damage).toEqual({});
  });

  // Ana's cards below stand in Nick's network (a deployment may go into any network, 6.2.2.5): reach
  // is measured on the grid of the network a card stands in.
  it('in the network it stands in, its reach is the eight spaces around it and no further', () => {
    const g = board(
      V1_7,
      [],
      [
        { x: 1, y: 0, cards: ['Grunt'] },
        { x: 1, y: 1, cards: [{ name: 'Brawler', owner: 'ana' }] },
        { x: 2, y: 0, cards: ['Guard'] },
        { x: 3, y: 0, cards: ['Filler'] },
        { x: 3, y: 1, cards: ['Soldier'] },
        { x: 1, y: -1, cards: ['Filler'] },
      ],
    );
    const s = controlledBy(g.state, g.id('Brawler'), 'ana');
    expect(accepted(s, attack(g.id('Brawler'), 2, 0))).toBe(true);
    expect(refusal(s, attack(g.id('Brawler'), 3, 1)).key).toBe('keyword.melee.attack-reach');
    expect(refusal(s, attack(g.id('Brawler'), 1, -1)).key).toBe('keyword.melee.attack-reach');
  });

  it('deals retaliation to an attacker next to it: BQ 3 against BQ 3, both fall', () => {
    const g = board(
      V1_7,
      [],
      [
        { x: 1, y: 0, cards: ['Brawler'] },
        { x: 2, y: 0, cards: [{ name: 'Soldier', owner: 'ana' }] },
      ],
    );
    const s = controlledBy(g.state, g.id('Soldier'), 'ana');
    const { state } = challenge(s, attack(g.id('Soldier'), 1, 0));
    expect(inPlay(state, g.id('Brawler'))).toBe(false);
    expect(inPlay(state, g.id('Soldier'))).toBe(false);
  });

  it('reaching a surrounded card is MELEE’s: a card without it next to the card may not attack it', () => {
    const g = board(
      V1_7,
      [],
      [
        { x: 1, y: 0, cards: ['Grunt'] },
        { x: 2, y: 0, cards: ['Guard'] },
        { x: 1, y: 1, cards: ['Filler'] },
        { x: 1, y: -1, cards: ['Filler'] },
        { x: 2, y: 1, cards: [{ name: 'Soldier', owner: 'ana' }] },
      ],
    );
    const s = controlledBy(g.state, g.id('Soldier'), 'ana');
    expect(refusal(s, attack(g.id('Soldier'), 1, 0)).key).toBe('challenge.surrounded');
  });
});

describe('9.23 OVERWATCH', () => {
  it('attacks without engaging, and still only once per turn', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Sentry'] }], [{ x: 1, y: 0, cards: ['Hierarch'] }]);
    const { state, events } = challenge(g.state, attack(g.id('Sentry'), 1, 0, 'nick', 'IQ'), {
      retaliate: [],
    });
    // The log names the card that stayed disengaged.
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'keyword.overwatch.stays-disengaged', card: g.id('Sentry') }),
    );
    expect(isEngaged(state, g.id('Sentry'))).toBe(false);
    expect(refusal(state, attack(g.id('Sentry'), 1, 0, 'nick', 'IQ')).key).toBe('challenge.once-per-turn');
  });
});

describe('PENETRATOR (V1.5.5 and Ed 3.0 glossaries; 3.10.11)', () => {
  it('attacks the card bonded under a pile; the top card stays', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Driller'] }],
      [{ x: 1, y: 0, cards: ['Hierarch', 'Lineage'] }],
    );
    const a = { ...attack(g.id('Driller'), 1, 0), card: g.id('Lineage') };
    expect(legalActions(g.state)).toContainEqual(a);
    const { state, events } = challenge(g.state, a);
    expect(keys(events)).toContain('keyword.penetrator.attacks-bonded');
    expect(inPlay(state, g.id('Lineage'))).toBe(false);
    expect(inPlay(state, g.id('Hierarch'))).toBe(true);
  });

  it('naming the top card of a pile is an ordinary attack, for any attacker', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Soldier'] }],
      [{ x: 1, y: 0, cards: ['Hierarch', 'Lineage'] }],
    );
    expect(accepted(g.state, { ...attack(g.id('Soldier'), 1, 0), card: g.id('Hierarch') })).toBe(true);
  });

  it('the named card must be in the attacked pile', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Driller'] }],
      [
        { x: 1, y: 0, cards: ['Hierarch', 'Lineage'] },
        { x: 2, y: 0, cards: ['Grunt'] },
      ],
    );
    const elsewhere = { ...attack(g.id('Driller'), 2, 0), card: g.id('Lineage') };
    expect(refusal(g.state, elsewhere).key).toBe('keyword.penetrator.attacks-bonded');
    const empty = { ...attack(g.id('Driller'), 3, 0), card: g.id('Lineage') };
    expect(refusal(g.state, empty).key).toBe('keyword.penetrator.attacks-bonded');
  });
});

describe('9.25 REFLEXES', () => {
  const twice = (defender: string) => {
    const g = board(
      V1_7,
      [
        { x: 1, y: 0, cards: [{ name: 'Filler', as: 'first' }] },
        { x: 0, y: 1, cards: [{ name: 'Filler', as: 'second' }] },
      ],
      [{ x: 1, y: 0, cards: [defender] }],
    );
    const one = challenge(g.state, attack(g.id('first'), 1, 0));
    const two = challenge(one.state, attack(g.id('second'), 1, 0));
    const struck = (events: typeof one.events) => keys(events).includes('challenge.retaliation-damage');
    return [struck(one.events), struck(two.events)];
  };

  it('retaliates in two challenges of one turn; a plain card only in the first', () => {
    expect(twice('Acrobat')).toEqual([true, true]);
    expect(twice('Guard')).toEqual([true, false]);
  });
});

describe('9.28 SUPPRESSOR', () => {
  it('engages its only defender, which then cannot retaliate', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Warden'] }], [{ x: 1, y: 0, cards: ['Hierarch'] }]);
    const { state, events } = challenge(g.state, attack(g.id('Warden'), 1, 0));
    expect(keys(events)).toContain('keyword.suppressor.engages-defender');
    expect(isEngaged(state, g.id('Hierarch'))).toBe(true);
    expect(state.cards[g.id('Warden')]?.damage).toEqual({});
  });

  it('asks the attacker which of several defenders engages (V1.7)', () => {
    const g = board(
      V1_7,
      [{ x: 1, y: 0, cards: ['Warden'] }],
      [
        { x: 1, y: 0, cards: ['Grunt'] },
        { x: 1, y: 1, cards: ['Guard'] },
        { x: 2, y: 0, cards: ['Soldier'] },
      ],
    );
    let s = toBlockers(g.state, attack(g.id('Warden'), 1, 0));
    s = play(s, { type: 'block', player: 'nick', blockers: [g.id('Guard'), g.id('Soldier')] }).state;
    s = passUntil(s, (x) => decision(x)?.kind !== 'priority').state;
    s = play(s, { type: 'defender-leaves', player: 'nick', leave: true }).state;
    const d = decision(s);
    expect(d?.kind).toBe('suppressorChoice');
    expect(d?.options).toEqual([
      { type: 'engage-defender', player: 'ana', card: g.id('Guard') },
      { type: 'engage-defender', player: 'ana', card: g.id('Soldier') },
    ]);
    expect(refusal(s, { type: 'engage-defender', player: 'ana', card: g.id('Grunt') }).key).toBe(
      'keyword.suppressor.attacker-chooses',
    );
    s = play(s, { type: 'engage-defender', player: 'ana', card: g.id('Soldier') }).state;
    expect(decision(s)?.kind).toBe('assignDamage');
    expect(isEngaged(s, g.id('Soldier'))).toBe(true);
  });
});

describe('legal actions respect the keywords', () => {
  it('every enumerated action of a keyword-laden challenge is accepted, step after step', () => {
    const g = board(
      V1_7,
      [
        { x: 1, y: 0, cards: ['Bomber'] },
        { x: 0, y: 1, cards: ['Warden'] },
        { x: -1, y: 0, cards: ['Hawk'] },
        { x: 0, y: -1, cards: ['Driller'] },
      ],
      [
        { x: 1, y: 0, cards: ['Hierarch', 'Lineage'] },
        { x: 2, y: 0, cards: ['Chameleon'] },
        { x: 2, y: 1, cards: ['Pond'] },
        { x: 0, y: 1, cards: ['Falcon'] },
        { x: -1, y: 0, cards: ['Ghost'] },
        { x: 0, y: -1, cards: ['Acrobat'] },
      ],
    );
    let s = g.state;
    for (let i = 0; i < 200 && s.result === null; i++) {
      const legal = legalActions(s);
      for (const a of legal) expect(apply(s, a).ok, JSON.stringify(a)).toBe(true);
      const next = legal.find((a) => a.type !== 'pass') ?? legal[0];
      if (!next || (next.type === 'pass' && s.challenge === null && i > 0 && next.player === 'ana')) break;
      const r = apply(s, next);
      if (!r.ok) throw new Error(r.violation.message);
      s = r.state;
    }
  });
});
