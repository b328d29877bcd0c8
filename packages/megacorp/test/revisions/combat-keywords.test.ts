import { describe, expect, it } from 'vitest';
import { decision, isEngaged, legalActions } from '../../src/index.js';
import { camouflageChoiceProblem } from '../../src/rules/keywords/camouflage.js';
import { cardsInRadius } from '../../src/rules/keywords/card-radius.js';
import { disruptorLoss } from '../../src/rules/keywords/disruptor.js';
import { transact } from '../../src/rules/tx.js';
import { attack, board, inPlay } from '../keywords/support.js';
import {
  accepted,
  challenge,
  ED3_0_EN,
  ED3_0_FR,
  finishChallenge,
  money,
  play,
  refusal,
  V1_5_5,
  V1_7,
  variant,
} from './support.js';

const BUILT_IN = [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR];

describe('engagedContinuousKeywords (D-ABILITY-CLASS)', () => {
  it('an engaged CAMOUFLAGE card next to water: a legal target only in V1.7, where continuous abilities sleep', () => {
    for (const p of BUILT_IN) {
      const engaged = board(
        p,
        [{ x: 1, y: 0, cards: ['Soldier'] }],
        [
          { x: 1, y: 0, cards: ['Chameleon'], engaged: true },
          { x: 1, y: 1, cards: ['Pond'] },
        ],
      );
      const a = attack(engaged.id('Soldier'), 1, 0);
      if (p.parameters.engagedContinuousKeywords === 'inactive')
        expect(accepted(engaged.state, a), p.id).toBe(true);
      else expect(refusal(engaged.state, a).key, p.id).toBe('keyword.camouflage.cannot-be-attacked');
      const awake = board(
        p,
        [{ x: 1, y: 0, cards: ['Soldier'] }],
        [
          { x: 1, y: 0, cards: ['Chameleon'] },
          { x: 1, y: 1, cards: ['Pond'] },
        ],
      );
      expect(refusal(awake.state, attack(awake.id('Soldier'), 1, 0)).key, p.id).toBe(
        'keyword.camouflage.cannot-be-attacked',
      );
    }
  });
});

describe('flyingWhileEngaged (D-FLYING-ENGAGED, §L V1.5.5.5, Ed3.0 EN.8)', () => {
  it('a Hawk attacks (and engages): no built-in lets a non-flyer block it; read literally it lost FLYING', () => {
    const run = (p: typeof V1_7) => {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Hawk'] }],
        [
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 2, y: 0, cards: ['Guard'] },
          { x: 1, y: 1, cards: ['Falcon'] },
        ],
      );
      const s = play(
        g.state,
        attack(g.id('Hawk'), 1, 0),
        { type: 'pass', player: 'ana' },
        { type: 'pass', player: 'nick' },
      ).state;
      return { g, s };
    };
    for (const p of BUILT_IN) {
      const { g, s } = run(p);
      expect(refusal(s, { type: 'block', player: 'nick', blockers: [g.id('Guard')] }).key, p.id).toBe(
        'keyword.flying.only-flyers-block',
      );
      expect(accepted(s, { type: 'block', player: 'nick', blockers: [g.id('Falcon')] }), p.id).toBe(true);
    }
    const { g, s } = run(variant(V1_5_5, { flyingWhileEngaged: 'loses' }));
    expect(accepted(s, { type: 'block', player: 'nick', blockers: [g.id('Guard')] })).toBe(true);
  });
});

describe('flyingRetaliation (D-FLYING-RETALIATE)', () => {
  it('a Hawk (BQ 3) attacks a Tower-strong Brute-less defender (BQ 4): only V1.7 lets it strike back', () => {
    for (const p of BUILT_IN) {
      const g = board(p, [{ x: 1, y: 0, cards: ['Hawk'] }], [{ x: 1, y: 0, cards: ['Hierarch'] }]);
      const s = challenge(g.state, attack(g.id('Hawk'), 1, 0)).state;
      const hawkGone = !inPlay(s, g.id('Hawk'));
      expect(hawkGone, p.id).toBe(p.parameters.flyingRetaliation === 'any-card');
      expect(inPlay(s, g.id('Hierarch')), p.id).toBe(true);
    }
  });
});

describe('flyingTarget (D-FLYING-ATTACK-TARGET)', () => {
  it('a Soldier attacks a disengaged Hawk: legal in V1.7 only; once the Hawk is engaged, in every revision', () => {
    for (const p of BUILT_IN) {
      const up = board(p, [{ x: 1, y: 0, cards: ['Soldier'] }], [{ x: 1, y: 0, cards: ['Hawk'] }]);
      const a = attack(up.id('Soldier'), 1, 0);
      if (p.parameters.flyingTarget === 'any-attacker') expect(accepted(up.state, a), p.id).toBe(true);
      else expect(refusal(up.state, a).key, p.id).toBe('keyword.flying.only-flyers-attack');
      const down = board(
        p,
        [{ x: 1, y: 0, cards: ['Soldier'] }],
        [{ x: 1, y: 0, cards: ['Hawk'], engaged: true }],
      );
      expect(accepted(down.state, attack(down.id('Soldier'), 1, 0)), p.id).toBe(true);
    }
  });
});

describe('disruptorWhileEngaged (D-DISRUPTOR-ENGAGED, §L V1.5.5.5)', () => {
  it('a Saboteur (BQ 3) hits Nick’s business: Nick loses 3 M in every built-in; read literally, nothing', () => {
    for (const p of [...BUILT_IN, variant(V1_5_5, { disruptorWhileEngaged: false })]) {
      const g = board(p, [{ x: 1, y: 0, cards: ['Saboteur'] }], [], { nickMoney: 5 });
      const s = challenge(g.state, attack(g.id('Saboteur'), 0, 0)).state;
      expect(money(s, 'nick'), p.id).toBe(p.parameters.disruptorWhileEngaged ? 2 : 5);
    }
  });
});

describe('disruptorScope (D-DISRUPTOR-SCOPE)', () => {
  it('a Saboteur’s effect deals 2 damage to Nick’s business: Nick loses 2 M in V1.7 only', () => {
    for (const p of BUILT_IN) {
      const g = board(p, [{ x: 1, y: 0, cards: ['Saboteur'] }], [], { nickMoney: 5 });
      const s = transact(g.state, (tx) =>
        disruptorLoss(tx, g.id('Saboteur'), g.id('Nick Corp'), 2, false),
      ).state;
      expect(money(s, 'nick'), p.id).toBe(p.parameters.disruptorScope === 'any-damage' ? 3 : 5);
    }
  });
});

describe('initiativeStrikers (D-INITIATIVE-DEFENDER)', () => {
  it('a Soldier (BQ 3) attacks a Duelist (BQ 3, INITIATIVE) that retaliates: the Duelist strikes first except in V1.5.5', () => {
    for (const p of BUILT_IN) {
      const g = board(p, [{ x: 1, y: 0, cards: ['Soldier'] }], [{ x: 1, y: 0, cards: ['Duelist'] }]);
      const s = challenge(g.state, attack(g.id('Soldier'), 1, 0)).state;
      expect(inPlay(s, g.id('Soldier')), p.id).toBe(false);
      expect(inPlay(s, g.id('Duelist')), p.id).toBe(p.parameters.initiativeStrikers === 'any-card');
    }
  });
});

describe('demolisherReach (D-DEMOLISHER)', () => {
  it('a Wrecker (DEMOLISHER #building) attacks a Grunt; a Tower (#Building, BQ 5) blocks and takes 3: V1.7 keeps it', () => {
    for (const p of BUILT_IN) {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Wrecker'] }],
        [
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 1, y: 1, cards: ['Tower'] },
        ],
      );
      const s = challenge(g.state, attack(g.id('Wrecker'), 1, 0), {
        blockers: [g.id('Tower')],
        leave: true,
      }).state;
      expect(inPlay(s, g.id('Tower')), p.id).toBe(p.parameters.demolisherReach === 'challenge-target');
    }
  });

  it('attacking the Tower itself destroys it with 3 damage under every revision', () => {
    for (const p of BUILT_IN) {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Wrecker'] }],
        [
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 1, y: 1, cards: ['Tower'] },
        ],
      );
      const s = challenge(g.state, attack(g.id('Wrecker'), 1, 1)).state;
      expect(inPlay(s, g.id('Tower')), p.id).toBe(false);
    }
  });
});

describe('penetratorReach (D-PENETRATOR-V17, §L V1.7.7)', () => {
  const surrounded = [
    { x: 1, y: 0, cards: ['Grunt'] },
    { x: 2, y: 0, cards: ['Guard'] },
    { x: 1, y: 1, cards: ['Filler'] },
    { x: 1, y: -1, cards: ['Filler'] },
    { x: 0, y: 1, cards: ['Hierarch', 'Lineage'] },
  ];
  it('a Driller attacks a surrounded Grunt: legal except in V1.7; a bonded Lineage: legal in every built-in', () => {
    for (const p of BUILT_IN) {
      const g = board(p, [{ x: 1, y: 0, cards: ['Driller'] }], surrounded);
      const a = attack(g.id('Driller'), 1, 0);
      if (p.parameters.penetratorReach === 'surrounded-and-bonded')
        expect(accepted(g.state, a), p.id).toBe(true);
      else expect(refusal(g.state, a).key, p.id).toBe('challenge.surrounded');
      const bonded = { ...attack(g.id('Driller'), 0, 1), card: g.id('Lineage') };
      expect(accepted(g.state, bonded), p.id).toBe(true);
      const soldier = board(p, [{ x: 1, y: 0, cards: ['Soldier'] }], surrounded);
      const plain = { ...attack(soldier.id('Soldier'), 0, 1), card: soldier.id('Lineage') };
      expect(refusal(soldier.state, plain).key, p.id).toBe('keyword.penetrator.attacks-bonded');
    }
    const g = board(
      variant(V1_7, { penetratorReach: 'none' }),
      [{ x: 1, y: 0, cards: ['Driller'] }],
      surrounded,
    );
    const bonded = { ...attack(g.id('Driller'), 0, 1), card: g.id('Lineage') };
    expect(refusal(g.state, bonded).key).toBe('keyword.penetrator.attacks-bonded');
  });
});

describe('areaAttackBlockers (D-AREA-ATTACK)', () => {
  it('a Bomber’s 2x1 area covers Nick’s Grunt and Guard; the Guard blocks for the Grunt only outside V1.7', () => {
    for (const p of BUILT_IN) {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Bomber'] }],
        [
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 2, y: 0, cards: ['Guard'] },
        ],
      );
      const s = play(
        g.state,
        attack(g.id('Bomber'), 1, 0),
        { type: 'pass', player: 'ana' },
        { type: 'pass', player: 'nick' },
      ).state;
      const block = { type: 'block' as const, player: 'nick', blockers: [g.id('Guard')] };
      if (p.parameters.areaAttackBlockers === 'not-attacked-cards')
        expect(refusal(s, block).key, p.id).toBe('keyword.area-attack.attacked-do-not-block');
      else expect(accepted(s, block), p.id).toBe(true);
    }
  });
});

describe('suppressorEngages (D-SUPPRESSOR)', () => {
  it('a Warden attacks a Grunt that stays beside its blocker: V1.7 lets Ana choose, V1.5.5 engages the blocker', () => {
    for (const p of [V1_5_5, V1_7]) {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Warden'] }],
        [
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 1, y: 1, cards: ['Guard'] },
        ],
      );
      let s = play(
        g.state,
        attack(g.id('Warden'), 1, 0),
        { type: 'pass', player: 'ana' },
        { type: 'pass', player: 'nick' },
      ).state;
      s = play(
        s,
        { type: 'block', player: 'nick', blockers: [g.id('Guard')] },
        { type: 'pass', player: 'ana' },
        { type: 'pass', player: 'nick' },
      ).state;
      s = play(s, { type: 'defender-leaves', player: 'nick', leave: false }).state;
      if (p.parameters.suppressorEngages === 'any-defender') {
        expect(decision(s)?.kind, p.id).toBe('suppressorChoice');
        s = play(s, { type: 'engage-defender', player: 'ana', card: g.id('Grunt') }).state;
        expect(isEngaged(s, g.id('Grunt')), p.id).toBe(true);
        expect(isEngaged(s, g.id('Guard')), p.id).toBe(false);
      } else {
        expect(isEngaged(s, g.id('Guard')), p.id).toBe(true);
        expect(isEngaged(s, g.id('Grunt')), p.id).toBe(false);
      }
    }
  });

  it('in Ed 3.0 the blocked Grunt leaves and the Guard, its blocker, is engaged and cannot retaliate', () => {
    for (const p of [ED3_0_EN, ED3_0_FR]) {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Warden'] }],
        [
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 1, y: 1, cards: ['Guard'] },
        ],
      );
      const { state: s, events } = challenge(g.state, attack(g.id('Warden'), 1, 0), {
        blockers: [g.id('Guard')],
      });
      const engaged = events.find((e) => e.type === 'keyword.suppressor.engages-defender');
      expect(engaged?.card, p.id).toBe(g.id('Guard'));
      expect(
        events.some((e) => e.type === 'challenge.retaliation-damage'),
        p.id,
      ).toBe(false);
      expect(inPlay(s, g.id('Warden')), p.id).toBe(true);
      expect(inPlay(s, g.id('Guard')), p.id).toBe(false);
    }
  });
});

describe('meleeReachesSurrounded (D-MELEE)', () => {
  it('a Brawler in Nick’s network, diagonal to a surrounded Grunt, attacks it: refused only in Ed 3.0 EN', () => {
    for (const p of BUILT_IN) {
      const g = board(
        p,
        [],
        [
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 2, y: 0, cards: ['Guard'] },
          { x: 1, y: 1, cards: ['Filler'] },
          { x: 1, y: -1, cards: ['Filler'] },
          { x: 2, y: 1, cards: [{ name: 'Brawler', owner: 'ana' } as never] },
        ],
      );
      const s = {
        ...g.state,
        cards: {
          ...g.state.cards,
          [g.id('Brawler')]: { ...g.state.cards[g.id('Brawler')]!, controller: 'ana' },
        },
      };
      const a = attack(g.id('Brawler'), 1, 0);
      if (p.parameters.meleeReachesSurrounded) expect(accepted(s, a), p.id).toBe(true);
      else expect(refusal(s, a).key, p.id).toBe('challenge.surrounded');
    }
  });
});

describe('cardRadiusShape (D-CARD-RADIUS)', () => {
  it('CARD RADIUS 1 around a Grunt reaches the diagonal Falcon in the square; the diamond reading leaves it out', () => {
    for (const p of [...BUILT_IN, variant(V1_7, { cardRadiusShape: 'diamond' })]) {
      const g = board(
        p,
        [],
        [
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 2, y: 1, cards: ['Falcon'] },
          { x: 2, y: 0, cards: ['Guard'] },
        ],
      );
      const reached = cardsInRadius(g.state, g.id('Grunt'), 1);
      expect(reached.includes(g.id('Guard')), p.id).toBe(true);
      expect(reached.includes(g.id('Falcon')), p.id).toBe(p.parameters.cardRadiusShape === 'square');
    }
  });
});

describe('camouflageChosenBy (D-CAMOUFLAGE)', () => {
  it('Ana chooses Nick’s camouflaged Chameleon for a "choose" effect: only the French edition refuses', () => {
    for (const p of BUILT_IN) {
      const g = board(
        p,
        [],
        [
          { x: 1, y: 0, cards: ['Chameleon'] },
          { x: 1, y: 1, cards: ['Pond'] },
        ],
      );
      const v = camouflageChoiceProblem(g.state, g.id('Chameleon'), 'ana');
      expect(v?.key ?? null, p.id).toBe(
        p.parameters.camouflageChosenBy === 'owner' ? 'keyword.camouflage.chosen-by-owner' : null,
      );
      expect(camouflageChoiceProblem(g.state, g.id('Chameleon'), 'nick'), p.id).toBeNull();
    }
  });
});

describe('combat keywords under every revision (basics)', () => {
  it('an unblockable PRECISION attack offers Nick only "no block"', () => {
    for (const p of BUILT_IN) {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Sniper'] }],
        [
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 1, y: 1, cards: ['Guard'] },
        ],
      );
      const s = play(
        g.state,
        attack(g.id('Sniper'), 1, 0),
        { type: 'pass', player: 'ana' },
        { type: 'pass', player: 'nick' },
      ).state;
      expect(
        legalActions(s).filter((a) => a.type === 'block'),
        p.id,
      ).toEqual([{ type: 'block', player: 'nick', blockers: [] }]);
      const out = finishChallenge(s).state;
      expect(inPlay(out, g.id('Grunt')), p.id).toBe(false);
    }
  });
});
