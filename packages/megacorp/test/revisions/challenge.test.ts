import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/index.js';
import { isEngaged } from '../../src/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  accepted,
  at,
  challenge,
  ED3_0_EN,
  ED3_0_FR,
  FLOW,
  finishChallenge,
  keys,
  NICK,
  passUntil,
  play,
  playerOf,
  refusal,
  V1_5_5,
  V1_7,
  variant,
} from './support.js';

const BUILT_IN = [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR];
const DECK = ['Filler', 'Filler', 'Filler'];
const inPlay = (s: GameState, id: string) =>
  s.players.some((p) => p.network.some((q) => q.cards.includes(id)));
const attack = (attacker: string, x: number, y: number, trait: 'BQ' | 'IQ' = 'BQ') => ({
  type: 'attack' as const,
  player: 'ana',
  attacker,
  target: { network: 'nick', x, y },
  trait,
});

/** Ana (active, Challenge Phase) with extra cards around her business; Nick with his own. */
function board(
  p: RevisionProfile,
  ana: object[],
  nick: object[],
  extra: { anaHand?: string[]; nickHand?: string[] } = {},
) {
  return at(p, {
    turn: 5,
    flow: FLOW.challenge,
    players: [
      {
        id: 'ana',
        money: 5,
        hand: extra.anaHand ?? [],
        mainDeck: DECK,
        network: [{ x: 0, y: 0, cards: ['Ana Corp'] }, ...(ana as never[])],
      },
      {
        id: 'nick',
        money: 5,
        hand: extra.nickHand ?? [],
        mainDeck: DECK,
        network: [{ x: 0, y: 0, cards: ['Nick Corp'] }, ...(nick as never[])],
      },
    ],
  });
}

describe('attackerMustBeDisengaged (D-ATTACKER-DISENGAGED)', () => {
  it('an engaged Grunt cannot attack under any built-in; read literally (V1.5.5, V1.7 say nothing) it could', () => {
    const run = (p: RevisionProfile) => {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Grunt'], engaged: true }],
        [{ x: 1, y: 0, cards: ['Illithis'] }],
      );
      return { g, a: attack(g.id('Grunt'), 1, 0) };
    };
    for (const p of BUILT_IN) {
      const { g, a } = run(p);
      expect(refusal(g.state, a).key, p.id).toBe('challenge.attacker-engages');
    }
    const { g, a } = run(variant(V1_7, { attackerMustBeDisengaged: false }));
    expect(accepted(g.state, a)).toBe(true);
  });
});

describe('attackTraitMinimum (D-ATTACK-TRAIT-POSITIVE)', () => {
  it('a Grunt (IQ 0) attacks in IQ: illegal in V1.5.5 and V1.7; legal in Ed 3.0, dealing nothing', () => {
    for (const p of BUILT_IN) {
      const g = board(p, [{ x: 1, y: 0, cards: ['Grunt'] }], [{ x: 1, y: 0, cards: ['Gnost Cleric'] }]);
      const a = attack(g.id('Grunt'), 1, 0, 'IQ');
      if (p.parameters.attackTraitMinimum === 'positive') {
        expect(refusal(g.state, a).key, p.id).toBe('challenge.attacker-trait-positive');
        continue;
      }
      const s = challenge(g.state, a, { retaliate: [] }).state;
      expect(s.cards[g.id('Gnost Cleric')]?.damage, p.id).toEqual({});
      expect(inPlay(s, g.id('Gnost Cleric'))).toBe(true);
    }
  });
});

describe('targetLeavesSpace (D-ATTACK-TARGET-GONE, §L V1.7.9)', () => {
  it('Nick destroys his own target in the first window: V1.7 fights on against the space, the others nullify', () => {
    for (const p of BUILT_IN) {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Grunt'] }],
        [
          { x: 1, y: 0, cards: ['Gnost Cleric'] },
          { x: 0, y: 1, cards: ['Filler'] },
          { x: 1, y: 1, cards: ['Hierarch'] },
        ],
        { nickHand: ['Demolition'] },
      );
      let s = play(
        g.state,
        attack(g.id('Grunt'), 1, 0),
        { type: 'pass', player: 'ana' },
        { type: 'buy', player: 'nick', card: g.id('Demolition'), targets: [g.id('Gnost Cleric')] },
      ).state;
      s = passUntil(s, (x) => x.stack.length === 0).state;
      const out = finishChallenge(s, { blockers: [g.id('Hierarch')] });
      const grunt = g.id('Grunt');
      if (p.parameters.targetLeavesSpace === 'challenge-continues') {
        expect(playerOf(out.state, 'ana').openMarket, p.id).toContain(grunt);
      } else {
        expect(keys(out.events), p.id).toContain('challenge.target-gone');
        expect(isEngaged(out.state, grunt), p.id).toBe(true);
        expect(inPlay(out.state, grunt), p.id).toBe(true);
      }
    }
  });
});

describe('targetWithBlockers (D-TARGET-STAY)', () => {
  it('Hierarch (BQ 4) attacks Raamaa (BQ 3), blocked by a Grunt (BQ 2): the target may stay and help in V1.5.5 and V1.7', () => {
    for (const p of BUILT_IN) {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Hierarch'] }],
        [
          { x: 1, y: 0, cards: ['Raamaa'] },
          { x: 1, y: 1, cards: ['Grunt'] },
          { x: 0, y: 1, cards: ['Filler'] },
        ],
      );
      const [hierarch, raamaa, grunt] = [g.id('Hierarch'), g.id('Raamaa'), g.id('Grunt')];
      const s = challenge(g.state, attack(hierarch, 1, 0), {
        blockers: [grunt],
        leave: false,
        split: { [raamaa]: 3, [grunt]: 1 },
      }).state;
      if (p.parameters.targetWithBlockers === 'may-stay-or-leave') {
        // 3 + 2 retaliation destroys the Hierarch; 3 destroys Raamaa.
        expect(inPlay(s, hierarch), p.id).toBe(false);
        expect(inPlay(s, raamaa), p.id).toBe(false);
      } else {
        // Only the Grunt fights: it deals 2 (the Hierarch survives) and takes all 4.
        expect(inPlay(s, hierarch), p.id).toBe(true);
        expect(inPlay(s, grunt), p.id).toBe(false);
        expect(inPlay(s, raamaa), p.id).toBe(true);
      }
    }
  });
});

describe('blockersDropOut (D-BLOCKER-CEASE)', () => {
  it('Ana engages Nick’s only blocker after blocks: under V1.7 it stops blocking and the target defends', () => {
    for (const p of BUILT_IN) {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Grunt'] }],
        [
          { x: 1, y: 0, cards: ['Gnost Cleric'] },
          { x: 1, y: 1, cards: ['Raamaa'] },
          { x: 0, y: 1, cards: ['Filler'] },
        ],
        { anaHand: ['Lockdown'] },
      );
      const [cleric, raamaa] = [g.id('Gnost Cleric'), g.id('Raamaa')];
      let s = play(g.state, attack(g.id('Grunt'), 1, 0)).state;
      s = passUntil(s, (x) => x.challenge !== null && x.priority === null).state; // the blockers step
      s = play(
        s,
        { type: 'block', player: 'nick', blockers: [raamaa] },
        { type: 'buy', player: 'ana', card: g.id('Lockdown'), targets: [raamaa] },
      ).state;
      s = passUntil(s, (x) => x.stack.length === 0).state;
      s = finishChallenge(s, { leave: true }).state;
      expect(isEngaged(s, raamaa)).toBe(true);
      // V1.7: the Cleric defends alone and dies; elsewhere the engaged Raamaa still blocks and takes the hit.
      expect(inPlay(s, cleric), p.id).toBe(!p.parameters.blockersDropOut);
    }
  });
});

describe('retaliators (D-RETALIATE-NONCHAR)', () => {
  it('a Grunt (BQ 2) attacks a Bunker (location, BQ 3): only V1.5.5 lets the Bunker strike back', () => {
    for (const p of BUILT_IN) {
      const g = board(p, [{ x: 1, y: 0, cards: ['Grunt'] }], [{ x: 1, y: 0, cards: ['Bunker'] }]);
      const s = challenge(g.state, attack(g.id('Grunt'), 1, 0)).state;
      expect(inPlay(s, g.id('Bunker')), p.id).toBe(true);
      expect(inPlay(s, g.id('Grunt')), p.id).toBe(p.id !== 'v1.5.5');
    }
  });
});

describe('retaliation (D-RETALIATE-FREQ, §L Ed3.0 EN.7)', () => {
  it('a Raamaa that already retaliated this turn: once per turn everywhere; in every challenge under the other value', () => {
    const run = (p: RevisionProfile) => {
      const g = board(
        p,
        [{ x: 1, y: 0, cards: ['Grunt'] }],
        [{ x: 1, y: 0, cards: [{ name: 'Raamaa', retaliatedTurn: 5 }] }],
      );
      return { g, s: challenge(g.state, attack(g.id('Grunt'), 1, 0)).state };
    };
    for (const p of BUILT_IN) {
      const { g, s } = run(p);
      expect(inPlay(s, g.id('Grunt')), p.id).toBe(true);
    }
    const { g, s } = run(variant(V1_7, { retaliation: 'once-per-challenge' }));
    expect(inPlay(s, g.id('Grunt'))).toBe(false);
  });
});

describe('damageModel (D-DAMAGE-MODEL)', () => {
  /** Nick's Hierarch (BQ 4) takes 2 from a Grunt without retaliating, then 3 from Raamaa and retaliates. */
  function twoAttacks(p: RevisionProfile) {
    const g = board(
      p,
      [
        { x: 1, y: 0, cards: ['Grunt'] },
        { x: 0, y: 1, cards: ['Raamaa'] },
      ],
      [{ x: 1, y: 0, cards: ['Hierarch'] }],
    );
    let s = challenge(g.state, attack(g.id('Grunt'), 1, 0), { retaliate: [] }).state;
    s = challenge(s, { ...attack(g.id('Raamaa'), 1, 0) }).state;
    return { raamaa: inPlay(s, g.id('Raamaa')), hierarch: inPlay(s, g.id('Hierarch')) };
  }

  it('V1.5.5 and V1.7: the Hierarch is down to 2, retaliates 2 (Raamaa lives) and dies; Ed 3.0: it still hits for 4', () => {
    expect(twoAttacks(V1_5_5)).toEqual({ raamaa: true, hierarch: false });
    expect(twoAttacks(V1_7)).toEqual({ raamaa: true, hierarch: false });
    expect(twoAttacks(ED3_0_EN)).toEqual({ raamaa: false, hierarch: false });
    expect(twoAttacks(ED3_0_FR)).toEqual({ raamaa: false, hierarch: false });
  });

  it('with each hit compared alone (the other Ed 3.0 reading) the Hierarch survives 2 then 3', () => {
    expect(twoAttacks(variant(ED3_0_EN, { damageModel: 'assigned-per-hit' }))).toEqual({
      raamaa: false,
      hierarch: true,
    });
  });

  it('a damaged card produces its lowered value in V1.7 and its printed value in Ed 3.0', () => {
    for (const [p, want] of [
      [V1_7, 2],
      [ED3_0_EN, 4],
    ] as const) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          {
            id: 'ana',
            mainDeck: DECK,
            network: [
              { x: 0, y: 0, cards: ['Ana Corp'] },
              { x: 1, y: 0, cards: [{ name: 'Hierarch', damage: { BQ: { amount: 2, permanent: 0 } } }] },
            ],
          },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      const s = play(g.state, { type: 'produce', player: 'ana', card: g.id('Hierarch'), trait: 'BQ' }).state;
      expect(playerOf(s, 'ana').pools.BQ, p.id).toBe(want);
    }
  });
});

describe('damageDestroys (D-DAMAGE-THRESHOLD-FR, §L Ed3.0 FR.3)', () => {
  it('Raamaa (BQ 3) attacks a Shed (location, BQ 2): destroyed, except in French Ed 3.0 (characters only)', () => {
    for (const p of BUILT_IN) {
      const g = board(p, [{ x: 1, y: 0, cards: ['Raamaa'] }], [{ x: 1, y: 0, cards: ['Shed'] }]);
      const s = challenge(g.state, attack(g.id('Raamaa'), 1, 0)).state;
      expect(inPlay(s, g.id('Shed')), p.id).toBe(p.id === 'ed3.0-fr');
    }
  });
});

describe('effectDamageDestroys (D-NONCOMBAT-DAMAGE, §L V1.7.10)', () => {
  it('Zap deals 2 BQ to a Grunt (BQ 2) outside a challenge: destroyed in every built-in; kept under the literal V1.7 reading', () => {
    const run = (p: RevisionProfile) => {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          {
            id: 'ana',
            money: 5,
            hand: ['Zap'],
            mainDeck: DECK,
            network: [{ x: 0, y: 0, cards: ['Ana Corp'] }],
          },
          { id: 'nick', mainDeck: DECK, network: [...NICK, { x: 2, y: 0, cards: ['Grunt'] }] },
        ],
      });
      const s = play(g.state, {
        type: 'buy',
        player: 'ana',
        card: g.id('Zap'),
        targets: [g.id('Grunt')],
      }).state;
      return inPlay(passUntil(s, (x) => x.stack.length === 0).state, g.id('Grunt'));
    };
    for (const p of BUILT_IN) expect(run(p), p.id).toBe(false);
    expect(run(variant(V1_7, { effectDamageDestroys: false }))).toBe(true);
  });
});

describe('counterAtZeroDestroys (D-COUNTER-ZERO)', () => {
  it('a −2 BQ counter on a Gnost Cleric (BQ 1): destroyed at once in V1.7 and FR; stays at −1 in V1.5.5 and EN', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          {
            id: 'ana',
            money: 5,
            hand: ['Weaken'],
            mainDeck: DECK,
            network: [{ x: 0, y: 0, cards: ['Ana Corp'] }],
          },
          { id: 'nick', mainDeck: DECK, network: [...NICK, { x: 2, y: 0, cards: ['Gnost Cleric'] }] },
        ],
      });
      let s = play(g.state, {
        type: 'buy',
        player: 'ana',
        card: g.id('Weaken'),
        targets: [g.id('Gnost Cleric')],
      }).state;
      s = passUntil(s, (x) => x.stack.length === 0).state;
      expect(inPlay(s, g.id('Gnost Cleric')), p.id).toBe(!p.parameters.counterAtZeroDestroys);
    }
    expect(BUILT_IN.filter((p) => p.parameters.counterAtZeroDestroys).map((p) => p.id)).toEqual([
      'v1.7',
      'ed3.0-fr',
    ]);
  });
});
