import { describe, expect, it } from 'vitest';
import { buildState, type PileSpec, type StateSpec } from '../../src/build/state.js';
import { isEngaged } from '../../src/index.js';
import type { ActionOf } from '../../src/model/action.js';
import type { GameEvent } from '../../src/model/event.js';
import { isInPlay } from '../../src/model/query.js';
import type { FlowValue, GameState } from '../../src/model/state.js';
import { TRAITS } from '../../src/model/traits.js';
import { V1_5_5 } from '../../src/revisions/v1.5.5.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { ACTION } from '../../src/rules/action-shape.js';
import { currentTrait } from '../../src/rules/card-in-play.js';
import {
  applyAssignDamage,
  applyBlock,
  applyDefenderLeaves,
  applyRetaliate,
  attackerStillDocked,
  attackNullified,
  attackValue,
  autoAssign,
  CHALLENGE,
  dealCombatDamage,
  declareAttack,
  destroyMarked,
  endChallenge,
  legalAssignDamage,
  legalAttacks,
  legalBlocks,
  legalDefenderLeaves,
  legalRetaliate,
  makeDefenders,
  needsAssignment,
  needsDefenderChoice,
  pruneBlockers,
  retaliationPending,
  validateAssignDamage,
  validateAttack,
  validateBlock,
  validateDefenderLeaves,
  validateRetaliate,
} from '../../src/rules/challenge.js';
import { leavePlay } from '../../src/rules/destruction.js';
import { setEngaged } from '../../src/rules/engagement.js';
import { movePile } from '../../src/rules/keywords/move.js';
import { type Tx, transact } from '../../src/rules/tx.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { subjects } from './support.js';

/**
 * Ana (active, turn 3) and Nick. Coordinates are relative to each business.
 *
 *   Ana:   (0,1) Raamaa                 Nick:  (1,1) Gnost Cleric
 *   (-1,0) Grunt  (0,0) Ana Corp  (1,0) Hierarch      (0,0) Nick Corp  (1,0) Illithis  (2,0) Grunt
 *          (0,-1) Market Stall                                                   (2,-1) Watchtower
 */
function spec(over: { ana?: PileSpec[]; nick?: PileSpec[]; profile?: StateSpec['profile'] } = {}): StateSpec {
  const merge = (basePiles: PileSpec[], extra: PileSpec[] = []) => [
    ...basePiles.filter((p) => !extra.some((e) => e.x === p.x && e.y === p.y)),
    ...extra,
  ];
  return {
    library: TEST_LIBRARY,
    ...(over.profile ? { profile: over.profile } : {}),
    turn: 3,
    active: 'ana',
    flow: { turn: { challenge: 'main' } },
    players: [
      {
        id: 'ana',
        network: merge(
          [
            { x: 0, y: 0, cards: ['Ana Corp'] },
            { x: 1, y: 0, cards: ['Hierarch'] },
            { x: 0, y: 1, cards: ['Raamaa'] },
            { x: -1, y: 0, cards: [{ name: 'Grunt', as: 'aGrunt' }] },
            { x: 0, y: -1, cards: ['Market Stall'] },
          ],
          over.ana,
        ),
      },
      {
        id: 'nick',
        network: merge(
          [
            { x: 0, y: 0, cards: ['Nick Corp'] },
            { x: 1, y: 0, cards: ['Illithis'] },
            { x: 2, y: 0, cards: [{ name: 'Grunt', as: 'nGrunt' }] },
            { x: 1, y: 1, cards: ['Gnost Cleric'] },
            { x: 2, y: -1, cards: ['Watchtower'] },
          ],
          over.nick,
        ),
      },
    ],
  };
}

function build(over: Parameters<typeof spec>[0] = {}) {
  const { state, ids } = buildState(spec(over));
  const id = (alias: string, i = 0) => {
    const found = ids[alias]?.[i];
    if (!found) throw new Error(`no card ${alias}`);
    return found;
  };
  return { state, id };
}

const step = (s: GameState, name: string): GameState => ({
  ...s,
  flow: { turn: { challenge: { attack: name } } } as FlowValue,
});
const run = (s: GameState, fn: (tx: Tx) => void) => transact(s, fn);
const clauses = (events: readonly GameEvent[]) => events.map((e) => e.citation.clause);

function attack(
  attacker: string,
  x: number,
  y: number,
  trait: ActionOf<'attack'>['trait'] = 'BQ',
  network = 'nick',
) {
  return { type: 'attack', player: 'ana', attacker, target: { network, x, y }, trait } as const;
}

/** Declares an attack and moves the flow to the blockers step. */
function declared(s: GameState, a: ActionOf<'attack'>): GameState {
  expect(validateAttack(s, a)).toBeNull();
  return step(run(s, (tx) => declareAttack(tx, a)).state, 'blockers');
}

describe('declaring an attack (5.4.1.1–5.4.1.2)', () => {
  it('5.4.1.1 the active player declares attacker, target space and trait', () => {
    const { state, id } = build();
    const a = attack(id('Hierarch'), 1, 0);
    expect(validateAttack(state, a)).toBeNull();
    const { state: s, events } = run(state, (tx) => declareAttack(tx, a));
    expect(s.challenge).toEqual({
      attacker: id('Hierarch'),
      attackerController: 'ana',
      target: { network: 'nick', x: 1, y: 0 },
      defending: id('Illithis'),
      trait: 'BQ',
      blockers: [],
      defenders: [],
      defendingLeft: false,
      assignment: null,
      retaliation: {},
      destroyed: [],
    });
    expect(clauses(events)).toEqual(['5.4.1.1', '5.4.1.2']);
    expect(subjects(events)).toEqual([
      [CHALLENGE.declare, 'ana', id('Hierarch')],
      [CHALLENGE.attackerEngages, null, id('Hierarch')],
    ]);
    expect(events[0]?.text).toBe("Hierarch attacks Illithis at (1,0) of nick's network with BQ");
  });

  it('5.4.1.1 a pile’s top card defends for it, and the log names it', () => {
    const { state, id } = build({ nick: [{ x: 1, y: 0, cards: ['Illithis', 'Lineage'] }] });
    const { events } = run(state, (tx) => declareAttack(tx, attack(id('Hierarch'), 1, 0)));
    expect(subjects(events)).toContainEqual([CHALLENGE.topCardDefends, null, id('Illithis')]);
  });

  it('5.4.1.2 the attacker engages, with every card of its pile (3.10.10), and is marked for 5.4.3', () => {
    const { state, id } = build({ ana: [{ x: 1, y: 0, cards: ['Hierarch', 'Lineage'] }] });
    const s = run(state, (tx) => declareAttack(tx, attack(id('Hierarch'), 1, 0))).state;
    expect(isEngaged(s, id('Hierarch'))).toBe(true);
    expect(isEngaged(s, id('Lineage'))).toBe(true);
    expect(s.cards[id('Hierarch')]?.attackedTurn).toBe(3);
  });

  it('5.4.1 only the active player attacks, only in the Challenge Phase', () => {
    const { state, id } = build();
    const a = attack(id('Hierarch'), 1, 0);
    expect(validateAttack({ ...state, flow: { turn: { buy: { main: 'open' } } } }, a)?.key).toBe(
      CHALLENGE.declareTiming,
    );
    expect(validateAttack({ ...state, turn: { ...state.turn, active: 'nick' } }, a)?.clause).toBe('5.4.1');
    const busy = run(state, (tx) => declareAttack(tx, a)).state;
    expect(validateAttack(busy, attack(id('Raamaa'), 1, 0))?.key).toBe(CHALLENGE.declareTiming);
  });

  it('1.2.5 a player attacks only with cards he controls', () => {
    const { state, id } = build();
    const v = validateAttack(state, { ...attack(id('Illithis'), 1, 0, 'BQ', 'ana') });
    expect(v).toMatchObject({ key: ACTION.notYourCard, clause: '1.2.5' });
  });

  it('3 an unknown attacker or network is a violation, not an exception', () => {
    const { state } = build();
    expect(validateAttack(state, attack('ana.99', 1, 0))?.key).toBe(ACTION.unknownCard);
    const { id } = build();
    expect(validateAttack(state, attack(id('Hierarch'), 1, 0, 'BQ', 'zed'))?.key).toBe(ACTION.unknownPlayer);
  });

  it('5.4.1.1.1 only characters may attack', () => {
    const { state, id } = build();
    expect(validateAttack(state, attack(id('Market Stall'), 1, 0, 'EQ'))).toMatchObject({
      key: CHALLENGE.onlyCharacters,
      clause: '5.4.1.1.1',
    });
  });

  it('5.4.1.2 an engaged character cannot declare an attack (it could not become engaged)', () => {
    const { state, id } = build({ ana: [{ x: 1, y: 0, cards: ['Hierarch'], engaged: true }] });
    expect(validateAttack(state, attack(id('Hierarch'), 1, 0))?.clause).toBe('5.4.1.2');
  });

  it('3.10.2 a card bonded under another cannot attack', () => {
    const { state, id } = build({ ana: [{ x: 1, y: 0, cards: ['Lineage', 'Hierarch'] }] });
    expect(validateAttack(state, attack(id('Hierarch'), 1, 0))?.key).toBe(CHALLENGE.bondedCannotAct);
  });

  it('5.4.3 each character attacks at most once per turn', () => {
    const { state, id } = build({ ana: [{ x: 1, y: 0, cards: [{ name: 'Hierarch', attackedTurn: 3 }] }] });
    expect(validateAttack(state, attack(id('Hierarch'), 1, 0))?.clause).toBe('5.4.3');
    const lastTurn = build({ ana: [{ x: 1, y: 0, cards: [{ name: 'Hierarch', attackedTurn: 2 }] }] });
    expect(validateAttack(lastTurn.state, attack(lastTurn.id('Hierarch'), 1, 0))).toBeNull();
  });

  it('a character that came into play this turn may attack (V1.7 has no such restriction)', () => {
    const { state, id } = build({ ana: [{ x: 1, y: 0, cards: [{ name: 'Hierarch', enteredTurn: 3 }] }] });
    expect(validateAttack(state, attack(id('Hierarch'), 1, 0))).toBeNull();
  });

  it('5.4.1.1.2 the target space must hold a card (empty spaces are for AREA ATTACK)', () => {
    const { state, id } = build();
    expect(validateAttack(state, attack(id('Hierarch'), 5, 5))).toMatchObject({
      key: CHALLENGE.targetOccupied,
      clause: '5.4.1.1.2',
    });
  });

  it('5.4.1.1.3 any kind of card in any network may be attacked, the business included', () => {
    const { state, id } = build();
    expect(validateAttack(state, attack(id('Hierarch'), 0, 0))).toBeNull();
    expect(validateAttack(state, attack(id('Raamaa'), 2, -1, 'IQ'))).toBeNull();
    expect(validateAttack(state, attack(id('Raamaa'), -1, 0, 'BQ', 'ana'))).toBeNull();
  });

  it('5.4.1.1.4 a card may not attack itself', () => {
    const { state, id } = build();
    expect(validateAttack(state, attack(id('Hierarch'), 1, 0, 'BQ', 'ana'))?.clause).toBe('5.4.1.1.4');
  });

  it('5.4.1.1.5 the attacker needs a positive value in the chosen trait', () => {
    const { state, id } = build();
    expect(validateAttack(state, attack(id('aGrunt'), 1, 0, 'IQ'))?.clause).toBe('5.4.1.1.5'); // IQ 0
    expect(validateAttack(state, attack(id('Hierarch'), 1, 0, 'MQ'))?.clause).toBe('5.4.1.1.5'); // MQ null
    const hurt = build({
      ana: [{ x: 1, y: 0, cards: [{ name: 'Hierarch', damage: { BQ: { amount: 4, permanent: 0 } } }] }],
    });
    expect(validateAttack(hurt.state, attack(hurt.id('Hierarch'), 1, 0))?.key).toBe(
      CHALLENGE.attackerTraitPositive,
    );
  });

  it('5.4.1.1.6 the defending card may not be null in the chosen trait', () => {
    const { state, id } = build();
    expect(validateAttack(state, attack(id('Hierarch'), 2, -1, 'BQ'))).toMatchObject({
      key: CHALLENGE.defendingTraitNumeric,
      clause: '5.4.1.1.6',
    });
  });

  it('5.4.1.1.7 a surrounded space cannot be attacked', () => {
    const { state, id } = build({ nick: [{ x: 1, y: -1, cards: ['Filler'] }] });
    expect(validateAttack(state, attack(id('Hierarch'), 1, 0))?.clause).toBe('5.4.1.1.7');
    expect(validateAttack(state, attack(id('Hierarch'), 2, 0))).toBeNull();
  });

  it('5.4.4 attacking a pile targets its top card, never a card bonded beneath (3.10.11)', () => {
    const { state, id } = build({
      nick: [{ x: 2, y: 0, cards: ['Lineage', { name: 'Grunt', as: 'nGrunt' }] }],
    });
    const { state: s, events } = run(state, (tx) => declareAttack(tx, attack(id('Hierarch'), 2, 0)));
    expect(s.challenge?.defending).toBe(id('Lineage'));
    expect(clauses(events)).toContain('5.4.4');
  });

  it('every enumerated attack is legal, and the illegal ones are left out', () => {
    const { state, id } = build({
      ana: [{ x: -1, y: 0, cards: [{ name: 'Grunt', as: 'aGrunt', attackedTurn: 3 }] }],
    });
    const all = legalAttacks(state, 'ana');
    for (const a of all) expect(validateAttack(state, a as ActionOf<'attack'>)).toBeNull();
    const attackers = new Set(all.map((a) => (a as ActionOf<'attack'>).attacker));
    expect(attackers).toEqual(new Set([id('Hierarch'), id('Raamaa')]));
    expect(all).toContainEqual(attack(id('Hierarch'), 1, 0));
    expect(all).not.toContainEqual(attack(id('Hierarch'), 2, -1, 'BQ'));
    expect(legalAttacks(state, 'nick')).toEqual([]);
  });
});

describe('the first window and the attacker (5.4.1.3)', () => {
  it('5.4.1.3 the attack goes on while the attacker stays legally docked', () => {
    const { state, id } = build({ ana: [{ x: 2, y: 0, cards: ['Filler'] }] }); // docked through Hierarch only
    const s = run(state, (tx) => declareAttack(tx, attack(id('Filler'), 1, 0))).state;
    expect(attackerStillDocked(s)).toBe(true);
    const orphaned = run(s, (tx) => leavePlay(tx, id('Hierarch'))).state;
    expect(attackerStillDocked(orphaned)).toBe(false);
    const { state: ended, events } = run(orphaned, endChallenge);
    expect(ended.challenge).toBeNull();
    expect(clauses(events)).toEqual(['5.4.1.3', '5.4.1.9']);
  });

  it('5.4.1.3 an attacker that left play ends the attack', () => {
    const { state, id } = build();
    const s = run(state, (tx) => declareAttack(tx, attack(id('Hierarch'), 1, 0))).state;
    expect(attackerStillDocked(run(s, (tx) => leavePlay(tx, id('Hierarch'))).state)).toBe(false);
  });
});

describe('blockers (5.4.1.4–5.4.1.5)', () => {
  const setup = (over: Parameters<typeof spec>[0] = {}) => {
    const b = build(over);
    return { ...b, s: declared(b.state, attack(b.id('Hierarch'), 1, 0)) };
  };

  it('5.4.1.4 the defending card’s controller chooses disengaged adjacent cards as blockers', () => {
    const { s, id } = setup();
    const a = { type: 'block', player: 'nick', blockers: [id('nGrunt'), id('Gnost Cleric')] } as const;
    expect(validateBlock(s, a)).toBeNull();
    const { state, events } = run(s, (tx) => applyBlock(tx, a));
    expect(state.challenge?.blockers).toEqual([id('nGrunt'), id('Gnost Cleric')]);
    expect(clauses(events)).toEqual(['5.4.1.4', '5.4.1.4']);
  });

  it('5.4.1.4 only the defending player chooses blockers, and only at the blockers step', () => {
    const { s, id } = setup();
    expect(validateBlock(s, { type: 'block', player: 'ana', blockers: [] })?.key).toBe(
      CHALLENGE.defendingPlayerBlocks,
    );
    expect(
      validateBlock(step(s, 'afterBlockers'), { type: 'block', player: 'nick', blockers: [id('nGrunt')] })
        ?.key,
    ).toBe(CHALLENGE.blockTiming);
  });

  it('5.4.1.4 a blocker must be next to the target space', () => {
    const { s, id } = setup();
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers: [id('Watchtower')] })?.key).toBe(
      CHALLENGE.blockerAdjacent,
    );
  });

  it('1.2.5 a player blocks only with cards he controls', () => {
    const { s, id } = setup();
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers: [id('Raamaa')] })?.key).toBe(
      ACTION.notYourCard,
    );
  });

  it('5.4.1.4.1 the defending card cannot block for itself', () => {
    const { s, id } = setup();
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers: [id('Illithis')] })).toMatchObject({
      key: CHALLENGE.defendingCannotBlock,
      clause: '5.4.1.4.1',
    });
  });

  it('5.4.1.4.2 a card null in the attack trait cannot block', () => {
    const b = build();
    const s = declared(b.state, attack(b.id('Hierarch'), 2, 0)); // Watchtower (BQ null) is next to (2,0)
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers: [b.id('Watchtower')] })?.clause).toBe(
      '5.4.1.4.2',
    );
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers: [b.id('Illithis')] })).toBeNull();
  });

  it('3.2.1.6 an engaged card cannot block', () => {
    const { s, id } = setup({
      nick: [{ x: 2, y: 0, cards: [{ name: 'Grunt', as: 'nGrunt' }], engaged: true }],
    });
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers: [id('nGrunt')] })).toMatchObject({
      key: CHALLENGE.engagedCannotBlock,
      clause: '3.2.1.6',
    });
  });

  it('3.10.2 a bonded card cannot block', () => {
    const { s, id } = setup({ nick: [{ x: 2, y: 0, cards: ['Lineage', { name: 'Grunt', as: 'nGrunt' }] }] });
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers: [id('nGrunt')] })?.clause).toBe(
      '3.10.2',
    );
  });

  it('5.4.1.4.3 any number of blockers, none included, each named once', () => {
    const { s, id } = setup();
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers: [] })).toBeNull();
    const all = [id('Nick Corp'), id('nGrunt'), id('Gnost Cleric')];
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers: all })).toBeNull();
    expect(
      validateBlock(s, { type: 'block', player: 'nick', blockers: [id('nGrunt'), id('nGrunt')] })?.clause,
    ).toBe('5.4.1.4.3');
    const none = run(s, (tx) => applyBlock(tx, { type: 'block', player: 'nick', blockers: [] }));
    expect(clauses(none.events)).toEqual(['5.4.1.4.3']);
  });

  it('every subset of the eligible blockers is enumerated, and each is legal', () => {
    const { s } = setup();
    const all = legalBlocks(s, 'nick');
    expect(all).toHaveLength(8); // Nick Corp, Grunt, Gnost Cleric
    for (const a of all) expect(validateBlock(s, a as ActionOf<'block'>)).toBeNull();
    expect(legalBlocks(s, 'ana')).toEqual([]);
  });

  it('5.4.1.5.1 blockers engaged, gone or orphaned after the window stop blocking', () => {
    const { s, id } = setup({
      nick: [
        { x: 1, y: 2, cards: ['Filler'] },
        { x: 2, y: 1, cards: ['Grunt'] },
      ],
    });
    // Grunt at (2,1) is docked only through nGrunt (2,0) and Gnost Cleric (1,1).
    const blocked = run(s, (tx) =>
      applyBlock(tx, {
        type: 'block',
        player: 'nick',
        blockers: [id('nGrunt'), id('Gnost Cleric'), id('Nick Corp')],
      }),
    ).state;
    const windowed = run(blocked, (tx) => {
      setEngaged(tx, id('Nick Corp'), true);
      leavePlay(tx, id('Gnost Cleric'));
    }).state;
    const { state, events } = run(windowed, pruneBlockers);
    expect(state.challenge?.blockers).toEqual([id('nGrunt')]);
    expect(clauses(events)).toEqual(['5.4.1.5.1', '5.4.1.5.1']);
    const orphan = run(windowed, (tx) => leavePlay(tx, id('Illithis'))).state; // cuts (2,0) off the business
    expect(run(orphan, pruneBlockers).state.challenge?.blockers).toEqual([]);
  });
});

describe('defenders (5.4.1.6–5.4.1.7)', () => {
  const blocked = (blockers: (id: (a: string) => string) => string[]) => {
    const b = build();
    const s = declared(b.state, attack(b.id('Hierarch'), 1, 0));
    const withBlocks = run(s, (tx) =>
      applyBlock(tx, { type: 'block', player: 'nick', blockers: blockers(b.id) }),
    ).state;
    return { s: step(withBlocks, 'defenderChoice'), id: b.id };
  };

  it('5.4.1.6 without blockers the defending card defends with no choice', () => {
    const { s, id } = blocked(() => []);
    expect(needsDefenderChoice(s)).toBe(false);
    expect(legalDefenderLeaves(s, 'nick')).toEqual([]);
    const { state, events } = run(s, makeDefenders);
    expect(state.challenge?.defenders).toEqual([id('Illithis')]);
    expect(clauses(events)).toEqual(['5.4.1.6']);
  });

  it('5.4.1.6 with a blocker the defending card may leave the challenge', () => {
    const { s, id } = blocked((i) => [i('nGrunt')]);
    expect(needsDefenderChoice(s)).toBe(true);
    expect(legalDefenderLeaves(s, 'nick')).toHaveLength(2);
    expect(validateDefenderLeaves(s, { type: 'defender-leaves', player: 'ana', leave: true })?.key).toBe(
      ACTION.notYourCard,
    );
    const left = run(s, (tx) =>
      applyDefenderLeaves(tx, { type: 'defender-leaves', player: 'nick', leave: true }),
    );
    expect(left.events[0]?.citation.clause).toBe('5.4.1.6');
    const { state, events } = run(left.state, makeDefenders);
    expect(state.challenge?.defenders).toEqual([id('nGrunt')]);
    expect(clauses(events)).toEqual(['5.4.1.7']);
  });

  it('5.4.1.7 a defending card that stays defends together with every blocker', () => {
    const { s, id } = blocked((i) => [i('nGrunt'), i('Gnost Cleric')]);
    const stays = run(s, (tx) =>
      applyDefenderLeaves(tx, { type: 'defender-leaves', player: 'nick', leave: false }),
    ).state;
    expect(run(stays, makeDefenders).state.challenge?.defenders).toEqual([
      id('Illithis'),
      id('nGrunt'),
      id('Gnost Cleric'),
    ]);
  });

  it('a defending card that left play leaves only the blockers; with none, there is nothing to resolve', () => {
    const { s, id } = blocked((i) => [i('nGrunt')]);
    const gone = run(s, (tx) => leavePlay(tx, id('Illithis'))).state;
    expect(needsDefenderChoice(gone)).toBe(false);
    expect(run(gone, makeDefenders).state.challenge?.defenders).toEqual([id('nGrunt')]);
    const empty = blocked(() => []);
    const nobody = run(run(empty.s, (tx) => leavePlay(tx, empty.id('Illithis'))).state, makeDefenders).state;
    expect(nobody.challenge?.defenders).toEqual([]);
    expect(nobody.challenge?.assignment).toEqual({});
    expect(clauses(run(nobody, endChallenge).events)).toEqual(['5.4.1.9']);
  });
});

describe('the attacker’s damage (5.4.1.8.3)', () => {
  const twoDefenders = () => {
    const b = build();
    let s = declared(b.state, attack(b.id('Hierarch'), 1, 0));
    s = run(s, (tx) => applyBlock(tx, { type: 'block', player: 'nick', blockers: [b.id('nGrunt')] })).state;
    s = step(run(s, makeDefenders).state, 'assignDamage');
    return { s, id: b.id };
  };

  it('5.4.1.8.3 with several defenders the attacker splits his whole value among them', () => {
    const { s, id } = twoDefenders();
    expect(needsAssignment(s)).toBe(true);
    expect(attackValue(s)).toBe(4);
    const a = {
      type: 'assign-damage',
      player: 'ana',
      split: { [id('Illithis')]: 1, [id('nGrunt')]: 3 },
    } as const;
    expect(validateAssignDamage(s, a)).toBeNull();
    const { state, events } = run(s, (tx) => applyAssignDamage(tx, a));
    expect(state.challenge?.assignment).toEqual({ [id('Illithis')]: 1, [id('nGrunt')]: 3 });
    expect(clauses(events)).toEqual(['5.4.1.8.3']);
  });

  it('5.4.1.8.3 the split must add up to the attack, in whole amounts, to defenders only, by the attacker', () => {
    const { s, id } = twoDefenders();
    const bad = (split: Record<string, number>, player = 'ana') =>
      validateAssignDamage(s, { type: 'assign-damage', player, split });
    expect(bad({ [id('Illithis')]: 1, [id('nGrunt')]: 2 })?.key).toBe(CHALLENGE.assignSplit);
    expect(bad({ [id('Illithis')]: 5, [id('nGrunt')]: -1 })?.clause).toBe('5.4.1.8.3');
    expect(bad({ [id('Illithis')]: 1.5, [id('nGrunt')]: 2.5 })?.clause).toBe('5.4.1.8.3');
    expect(bad({ [id('Illithis')]: 2, [id('Gnost Cleric')]: 2 })?.clause).toBe('5.4.1.8.3');
    expect(bad({ [id('Illithis')]: 4 }, 'nick')?.clause).toBe('5.4.1.8.3');
    expect(bad({ 'ghost.1': 4 })?.key).toBe(ACTION.unknownCard);
    expect(bad({ [id('Illithis')]: 4 })).toBeNull(); // a defender left out gets 0
  });

  it('every split is enumerated and legal', () => {
    const { s } = twoDefenders();
    const all = legalAssignDamage(s, 'ana');
    expect(all).toHaveLength(5); // 4+0, 3+1, 2+2, 1+3, 0+4
    for (const a of all) expect(validateAssignDamage(s, a as ActionOf<'assign-damage'>)).toBeNull();
    expect(legalAssignDamage(s, 'nick')).toEqual([]);
  });

  it('5.4.1.8.1 a single defender takes the whole attack without a decision', () => {
    const b = build();
    let s = declared(b.state, attack(b.id('Hierarch'), 1, 0));
    s = run(s, (tx) => applyBlock(tx, { type: 'block', player: 'nick', blockers: [] })).state;
    s = run(s, makeDefenders).state;
    expect(needsAssignment(s)).toBe(false);
    const { state, events } = run(s, autoAssign);
    expect(state.challenge?.assignment).toEqual({ [b.id('Illithis')]: 4 });
    expect(clauses(events)).toEqual(['5.4.1.8.1']);
  });
});

/** Declares, blocks, settles defenders and assignment: the state at the retaliation step. */
function toRetaliation(
  s0: GameState,
  a: ActionOf<'attack'>,
  blockers: string[] = [],
  split?: Record<string, number>,
): GameState {
  let s = declared(s0, a);
  s = run(s, (tx) => applyBlock(tx, { type: 'block', player: 'nick', blockers })).state;
  s = run(s, makeDefenders).state;
  s = split
    ? run(s, (tx) => applyAssignDamage(tx, { type: 'assign-damage', player: 'ana', split })).state
    : run(s, autoAssign).state;
  return step(s, 'retaliation');
}

describe('retaliation (5.4.1.8.1)', () => {
  it('5.4.1.8.1 the defenders’ controller answers once for all his defenders', () => {
    const b = build();
    const s = toRetaliation(b.state, attack(b.id('Hierarch'), 1, 0), [b.id('nGrunt')], {
      [b.id('Illithis')]: 2,
      [b.id('nGrunt')]: 2,
    });
    expect(retaliationPending(s)).toBe('nick');
    expect(legalRetaliate(s, 'nick')).toHaveLength(4);
    for (const a of legalRetaliate(s, 'nick'))
      expect(validateRetaliate(s, a as ActionOf<'retaliate'>)).toBeNull();
    expect(validateRetaliate(s, { type: 'retaliate', player: 'ana', cards: [] })?.key).toBe(
      CHALLENGE.retaliateOnlyDefenders,
    );
    const { state, events } = run(s, (tx) =>
      applyRetaliate(tx, { type: 'retaliate', player: 'nick', cards: [b.id('nGrunt')] }),
    );
    expect(state.challenge?.retaliation).toEqual({ nick: [b.id('nGrunt')] });
    expect(clauses(events)).toEqual(['5.4.1.8.1.3']);
    expect(retaliationPending(state)).toBeNull();
    expect(validateRetaliate(state, { type: 'retaliate', player: 'nick', cards: [] })?.key).toBe(
      CHALLENGE.retaliationTiming,
    );
  });

  it('5.4.1.8.1.3 only defenders retaliate', () => {
    const b = build();
    const s = toRetaliation(b.state, attack(b.id('Hierarch'), 1, 0));
    expect(validateRetaliate(s, { type: 'retaliate', player: 'nick', cards: [b.id('nGrunt')] })?.key).toBe(
      CHALLENGE.retaliateOnlyDefenders,
    );
  });

  it('5.4.1.8.1.1 only characters deal damage: a blocking business cannot retaliate', () => {
    const b = build();
    const s = toRetaliation(b.state, attack(b.id('Hierarch'), 1, 0), [b.id('Nick Corp')], {
      [b.id('Illithis')]: 1,
      [b.id('Nick Corp')]: 3,
    });
    expect(
      validateRetaliate(s, { type: 'retaliate', player: 'nick', cards: [b.id('Nick Corp')] }),
    ).toMatchObject({
      key: CHALLENGE.onlyCharactersDeal,
      clause: '5.4.1.8.1.1',
    });
    expect(legalRetaliate(s, 'nick')).toHaveLength(2); // Illithis or nobody
  });

  it('3.2.1.7 an engaged defender deals no retaliation damage', () => {
    const b = build({ nick: [{ x: 1, y: 0, cards: ['Illithis'], engaged: true }] });
    const s = toRetaliation(b.state, attack(b.id('Hierarch'), 1, 0));
    expect(
      validateRetaliate(s, { type: 'retaliate', player: 'nick', cards: [b.id('Illithis')] })?.clause,
    ).toBe('3.2.1.7');
    expect(retaliationPending(s)).toBeNull(); // nothing to decide
    expect(legalRetaliate(s, 'nick')).toEqual([]);
  });

  it('5.4.1.8.1.4 a card retaliates at most once per turn', () => {
    const b = build({ nick: [{ x: 1, y: 0, cards: [{ name: 'Illithis', retaliatedTurn: 3 }] }] });
    const s = toRetaliation(b.state, attack(b.id('Hierarch'), 1, 0));
    expect(
      validateRetaliate(s, { type: 'retaliate', player: 'nick', cards: [b.id('Illithis')] })?.clause,
    ).toBe('5.4.1.8.1.4');
    const perChallenge = {
      ...V1_7,
      parameters: { ...V1_7.parameters, retaliation: 'once-per-challenge' as const },
    };
    const c = build({
      profile: perChallenge,
      nick: [{ x: 1, y: 0, cards: [{ name: 'Illithis', retaliatedTurn: 3 }] }],
    });
    const s2 = toRetaliation(c.state, attack(c.id('Hierarch'), 1, 0));
    expect(
      validateRetaliate(s2, { type: 'retaliate', player: 'nick', cards: [c.id('Illithis')] }),
    ).toBeNull();
  });
});

describe('combat damage (5.4.1.8.1.2–5.4.1.8.4)', () => {
  it('5.4.1.8.1.2 all damage is dealt at once: attacker and defender can destroy each other', () => {
    const b = build({
      ana: [{ x: 1, y: 0, cards: [{ name: 'Hierarch', damage: { BQ: { amount: 3, permanent: 1 } } }] }],
    });
    let s = toRetaliation(b.state, attack(b.id('Hierarch'), 1, 0)); // Hierarch BQ 1 vs Illithis BQ 1
    s = run(s, (tx) =>
      applyRetaliate(tx, { type: 'retaliate', player: 'nick', cards: [b.id('Illithis')] }),
    ).state;
    const { state, events } = run(s, dealCombatDamage);
    expect(state.challenge?.destroyed).toEqual([b.id('Illithis'), b.id('Hierarch')]);
    expect(state.cards[b.id('Hierarch')]?.damage.BQ).toEqual({ amount: 4, permanent: 1 });
    expect(state.cards[b.id('Illithis')]?.damage.BQ).toEqual({ amount: 1, permanent: 0 });
    expect(state.cards[b.id('Illithis')]?.retaliatedTurn).toBe(3);
    expect(clauses(events)).toEqual([
      '5.4.1.8.1.2',
      '5.4.1.8.1.5',
      '5.4.1.8.1',
      '5.4.1.8.1.3',
      '5.4.1.8.2',
      '5.4.1.8.2',
    ]);
    // 5.4.1.8.4: marked, but still in play until the window closes
    expect(isInPlay(state, b.id('Illithis'))).toBe(true);
    expect(isInPlay(state, b.id('Hierarch'))).toBe(true);
  });

  it('5.4.1.8.1.5 all damage is in the chosen trait', () => {
    const b = build();
    let s = toRetaliation(b.state, attack(b.id('Raamaa'), 1, 0, 'IQ'));
    s = run(s, (tx) =>
      applyRetaliate(tx, { type: 'retaliate', player: 'nick', cards: [b.id('Illithis')] }),
    ).state;
    const state = run(s, dealCombatDamage).state;
    expect(state.cards[b.id('Illithis')]?.damage).toEqual({ IQ: { amount: 2, permanent: 0 } });
    expect(state.cards[b.id('Raamaa')]?.damage).toEqual({ IQ: { amount: 3, permanent: 0 } });
    expect(currentTrait(state, b.id('Illithis'), 'IQ')).toBe(1);
  });

  it('5.4.1.8.2.1 a 0 trait deals no damage and falls to a single point', () => {
    const b = build();
    let s = toRetaliation(b.state, attack(b.id('Raamaa'), 2, 0, 'IQ')); // Grunt has IQ 0
    s = run(s, (tx) =>
      applyRetaliate(tx, { type: 'retaliate', player: 'nick', cards: [b.id('nGrunt')] }),
    ).state;
    const { state, events } = run(s, dealCombatDamage);
    expect(state.cards[b.id('Raamaa')]?.damage).toEqual({});
    expect(state.challenge?.destroyed).toEqual([b.id('nGrunt')]);
    expect(clauses(events)).toEqual([
      '5.4.1.8.1.2',
      '5.4.1.8.1.5',
      '5.4.1.8.1',
      '5.4.1.8.2.1',
      '5.4.1.8.2.1',
    ]);
  });

  it('5.4.1.8.2.1 a 0 trait that receives no damage survives', () => {
    const b = build();
    const s = toRetaliation(b.state, attack(b.id('Raamaa'), 2, 0, 'IQ'), [b.id('Illithis')], {
      [b.id('nGrunt')]: 0,
      [b.id('Illithis')]: 2,
    });
    const state = run(s, dealCombatDamage).state;
    expect(state.challenge?.destroyed).toEqual([]);
    expect(state.cards[b.id('nGrunt')]?.damage).toEqual({});
  });

  it('5.4.1.8.4 marked cards still in play leave after the window; bonded cards go with them (3.10.3)', () => {
    const b = build({ nick: [{ x: 1, y: 0, cards: ['Illithis', 'Lineage'] }] });
    let s = toRetaliation(b.state, attack(b.id('Hierarch'), 1, 0));
    s = run(s, (tx) => applyRetaliate(tx, { type: 'retaliate', player: 'nick', cards: [] })).state;
    s = run(s, dealCombatDamage).state;
    const { state, events } = run(s, destroyMarked);
    expect(isInPlay(state, b.id('Illithis'))).toBe(false);
    expect(state.players[1]?.openMarket).toEqual(expect.arrayContaining([b.id('Illithis'), b.id('Lineage')]));
    expect(clauses(events)).toEqual(['5.4.1.8.4', '3.10.3']);
    const gone = run(s, (tx) => leavePlay(tx, b.id('Illithis'))).state; // left play during the window
    expect(run(gone, destroyMarked).events).toEqual([]);
  });

  it('1.2.10.2.1 a business destroyed in a challenge loses the game for its owner', () => {
    const b = build();
    let s = toRetaliation(b.state, attack(b.id('Hierarch'), 0, 0)); // Nick Corp BQ 3
    s = run(run(s, dealCombatDamage).state, destroyMarked).state;
    expect(s.players[1]?.lost).toBe(true);
    expect(s.result).toEqual({ winners: ['ana'], tie: false });
  });
});

describe('a whole challenge between two players', () => {
  it('declare → two blockers → 2/2 split → retaliation → damage → destruction → end', () => {
    const { state: s0, id } = build();
    const events: GameEvent[] = [];
    const go = (s: GameState, fn: (tx: Tx) => void) => {
      const r = run(s, fn);
      events.push(...r.events);
      return r.state;
    };

    // 5.4.1.1–5.4.1.2
    const a = attack(id('Hierarch'), 1, 0);
    expect(legalAttacks(s0, 'ana')).toContainEqual(a);
    let s = go(s0, (tx) => declareAttack(tx, a));
    s = step(s, 'checkAttacker');
    expect(attackerStillDocked(s)).toBe(true);
    // 5.4.1.4
    s = step(s, 'blockers');
    const block = { type: 'block', player: 'nick', blockers: [id('nGrunt'), id('Gnost Cleric')] } as const;
    expect(legalBlocks(s, 'nick')).toContainEqual(block);
    s = go(s, (tx) => applyBlock(tx, block));
    // 5.4.1.5
    s = go(step(s, 'pruneBlockers'), pruneBlockers);
    expect(s.challenge?.blockers).toHaveLength(2);
    // 5.4.1.6: Illithis steps out
    s = step(s, 'defenderChoice');
    expect(needsDefenderChoice(s)).toBe(true);
    const leave = { type: 'defender-leaves', player: 'nick', leave: true } as const;
    expect(validateDefenderLeaves(s, leave)).toBeNull();
    s = go(s, (tx) => applyDefenderLeaves(tx, leave));
    // 5.4.1.7
    s = go(step(s, 'defenders'), makeDefenders);
    expect(s.challenge?.defenders).toEqual([id('nGrunt'), id('Gnost Cleric')]);
    // 5.4.1.8.3
    s = step(s, 'assignDamage');
    expect(needsAssignment(s)).toBe(true);
    const split = {
      type: 'assign-damage',
      player: 'ana',
      split: { [id('nGrunt')]: 2, [id('Gnost Cleric')]: 2 },
    } as const;
    expect(validateAssignDamage(s, split)).toBeNull();
    s = go(s, (tx) => applyAssignDamage(tx, split));
    // 5.4.1.8.1
    s = step(s, 'retaliation');
    expect(retaliationPending(s)).toBe('nick');
    const back = { type: 'retaliate', player: 'nick', cards: [id('nGrunt'), id('Gnost Cleric')] } as const;
    expect(validateRetaliate(s, back)).toBeNull();
    s = go(s, (tx) => applyRetaliate(tx, back));
    expect(retaliationPending(s)).toBeNull();
    // 5.4.1.8.1.2, 5.4.1.8.2
    s = go(step(s, 'dealDamage'), dealCombatDamage);
    expect(currentTrait(s, id('Hierarch'), 'BQ')).toBe(1); // 4 - (2 + 1)
    expect(currentTrait(s, id('nGrunt'), 'BQ')).toBe(0);
    expect(currentTrait(s, id('Gnost Cleric'), 'BQ')).toBe(-1);
    expect(s.challenge?.destroyed).toEqual([id('nGrunt'), id('Gnost Cleric')]);
    // 5.4.1.8.4: the window passes, then the destroyed cards leave play
    s = go(step(s, 'destroy'), destroyMarked);
    expect(s.players[1]?.openMarket).toHaveLength(2);
    expect(s.pending).toEqual([
      {
        kind: 'order-open-market',
        player: 'nick',
        market: 'nick',
        cards: [id('nGrunt'), id('Gnost Cleric')],
      },
    ]); // 8.3.1
    expect(isInPlay(s, id('Illithis'))).toBe(true);
    // 5.4.1.9
    s = go(step(s, 'end'), endChallenge);
    expect(s.challenge).toBeNull();
    expect(s.cards[id('Hierarch')]).toMatchObject({ attackedTurn: 3 });
    expect(isEngaged(s, id('Hierarch'))).toBe(true);
    expect(validateAttack({ ...s, flow: { turn: { challenge: 'main' } } }, a)?.clause).toBe('5.4.1.2');

    expect(clauses(events)).toEqual([
      '5.4.1.1',
      '5.4.1.2',
      '5.4.1.4',
      '5.4.1.4',
      '5.4.1.6',
      '5.4.1.7',
      '5.4.1.7',
      '5.4.1.8.3',
      '5.4.1.8.1.3',
      '5.4.1.8.1.3',
      '5.4.1.8.1.2',
      '5.4.1.8.1.5', // every hit is in the trait chosen at declaration
      '5.4.1.8.1',
      '5.4.1.8.1',
      '5.4.1.8.1.3',
      '5.4.1.8.1.3',
      '5.4.1.8.2',
      '5.4.1.8.2',
      '5.4.1.8.4',
      '5.4.1.8.4',
      '5.4.1.9',
    ]);
    expect(events.every((e) => e.citation.revision === 'v1.7')).toBe(true);
  });
});

describe('a retaliation asked for before damage is assigned (5.4.1.8.1, 5.4.1.8.1.4)', () => {
  /** Illithis defends against the Hierarch; the flow is still at the blockers step. */
  const early = (retaliatedTurn: number | null, profile?: StateSpec['profile']) => {
    const b = build({
      ...(profile ? { profile } : {}),
      nick: [{ x: 1, y: 0, cards: [{ name: 'Illithis', retaliatedTurn }] }],
    });
    return { b, s: declared(b.state, attack(b.id('Hierarch'), 1, 0)) };
  };
  const ask = (s: GameState, cards: unknown) =>
    validateRetaliate(s, { type: 'retaliate', player: 'nick', cards } as ActionOf<'retaliate'>)?.key;

  it('a card that has retaliated this turn is refused by the once-per-turn rule, not the timing', () => {
    const { b, s } = early(3);
    expect(ask(s, [b.id('Illithis')])).toBe(CHALLENGE.retaliateOncePerTurn);
    expect(ask(s, [b.id('nGrunt'), b.id('Illithis')])).toBe(CHALLENGE.retaliateOncePerTurn);
  });

  it('one that retaliated on an earlier turn, or a request that names no list, is refused for the timing', () => {
    expect(ask(early(2).s, [early(2).b.id('Illithis')])).toBe(CHALLENGE.retaliationTiming);
    expect(ask(early(3).s, 'Illithis')).toBe(CHALLENGE.retaliationTiming);
    expect(ask(early(3).s, [7])).toBe(CHALLENGE.retaliationTiming);
  });

  it('where a card may retaliate in every challenge, the timing is the only reason', () => {
    const every = { ...V1_7, parameters: { ...V1_7.parameters, retaliation: 'once-per-challenge' as const } };
    const { b, s } = early(3, every);
    expect(ask(s, [b.id('Illithis')])).toBe(CHALLENGE.retaliationTiming);
  });
});

describe('the attacker’s split among many defenders (5.4.1.8.3)', () => {
  /** The Hierarch, pumped to `bq` BQ, attacks Illithis; Nick Corp, the Grunt and the Gnost Cleric block. */
  const fourDefenders = (bq: number) => {
    const b = build({ ana: [{ x: 1, y: 0, cards: [{ name: 'Hierarch', counters: { BQ: bq - 4 } }] }] });
    let s = declared(b.state, attack(b.id('Hierarch'), 1, 0));
    const blockers = [b.id('Nick Corp'), b.id('nGrunt'), b.id('Gnost Cleric')];
    expect(validateBlock(s, { type: 'block', player: 'nick', blockers })).toBeNull();
    s = run(s, (tx) => applyBlock(tx, { type: 'block', player: 'nick', blockers })).state;
    const defenders = run(s, makeDefenders).state;
    return { b, defenders, s: step(defenders, 'assignDamage') };
  };

  it('every split is offered while there are at most 256 of them', () => {
    const { s } = fourDefenders(9);
    expect(attackValue(s)).toBe(9);
    // Splitting 9 among 4: C(12, 3) = 220 ways.
    expect(legalAssignDamage(s, 'ana')).toHaveLength(220);
  });

  it('beyond, each defender taking it all and the even split are offered, each legal', () => {
    const { s, b } = fourDefenders(10);
    const offered = legalAssignDamage(s, 'ana') as ActionOf<'assign-damage'>[];
    expect(offered).toHaveLength(5);
    for (const a of offered) expect(validateAssignDamage(s, a)).toBeNull();
    expect(offered.map((a) => a.split)).toContainEqual({
      [b.id('Illithis')]: 3,
      [b.id('Nick Corp')]: 3,
      [b.id('nGrunt')]: 2,
      [b.id('Gnost Cleric')]: 2,
    });
    expect(offered[0]?.split[b.id('Illithis')]).toBe(10);
  });

  it('outside the assignment step there is nothing to split, and a split that is no table is refused', () => {
    const { s, defenders, b } = fourDefenders(10);
    expect(legalAssignDamage(defenders, 'ana')).toEqual([]);
    const all = { [b.id('Illithis')]: 10 };
    expect(
      validateAssignDamage(defenders, { type: 'assign-damage', player: 'ana', split: all })?.clause,
    ).toBe('5.4.1.8.3');
    expect(
      validateAssignDamage(s, {
        type: 'assign-damage',
        player: 'ana',
        split: null,
      } as unknown as ActionOf<'assign-damage'>)?.clause,
    ).toBe('5.4.1.8.3');
    expect(validateAssignDamage(s, { type: 'assign-damage', player: 'zed', split: all })?.key).toBe(
      ACTION.unknownPlayer,
    );
  });
});

describe('an attack whose target left its space (targetLeavesSpace, V1.5.5: nullified)', () => {
  /** The Hierarch attacks Illithis at 1,0 of Nick's network; then Illithis is moved to `to`. */
  const movedTo = (to: { network: string; x: number; y: number } | null, profile = V1_5_5) => {
    const b = build({ profile });
    const s = declared(b.state, attack(b.id('Hierarch'), 1, 0));
    return to ? run(s, (tx) => movePile(tx, b.id('Illithis'), to)).state : s;
  };

  it('the attack goes on while the defending card is on the target space', () => {
    expect(attackNullified(movedTo(null))).toBe(false);
  });

  it('moved along its row, its column or to the same space of another network, it has left', () => {
    expect(attackNullified(movedTo({ network: 'nick', x: 1, y: -1 }))).toBe(true);
    expect(attackNullified(movedTo({ network: 'nick', x: 3, y: 0 }))).toBe(true);
    expect(attackNullified(movedTo({ network: 'ana', x: 1, y: -1 }))).toBe(true);
  });

  it('where the challenge goes on against the space (V1.7), nothing is nullified', () => {
    expect(attackNullified(movedTo({ network: 'nick', x: 1, y: -1 }, V1_7))).toBe(false);
  });
});

describe('INITIATIVE in combat (9.18)', () => {
  const initiative = [{ name: 'INITIATIVE', args: [] }];
  /** Hierarch attacks Illithis; the Grunt blocks; both retaliate. `quick` names the cards with INITIATIVE. */
  const combat = (quick: string[], profile = V1_7) => {
    const library = { ...TEST_LIBRARY };
    for (const name of quick)
      library[name] = { ...(TEST_LIBRARY[name] as (typeof library)[string]), keywords: initiative };
    const { state, ids } = buildState({ ...spec({ profile }), library });
    const id = (alias: string) => ids[alias]?.[0] as string;
    let s = declared(state, attack(id('Hierarch'), 1, 0));
    s = run(s, (tx) => applyBlock(tx, { type: 'block', player: 'nick', blockers: [id('nGrunt')] })).state;
    s = run(s, makeDefenders).state;
    s = run(s, (tx) =>
      applyAssignDamage(tx, {
        type: 'assign-damage',
        player: 'ana',
        split: { [id('Illithis')]: 1, [id('nGrunt')]: 0 },
      }),
    ).state;
    s = step(s, 'retaliation');
    s = run(s, (tx) =>
      applyRetaliate(tx, { type: 'retaliate', player: 'nick', cards: [id('Illithis'), id('nGrunt')] }),
    ).state;
    return run(s, dealCombatDamage).events;
  };
  const said = (events: readonly GameEvent[], key: string) =>
    events.filter((e) => e.type === key).map((e) => e.text);

  it('the cards with INITIATIVE strike first, together; the others next', () => {
    const events = combat(['Hierarch', 'Illithis']);
    expect(said(events, 'keyword.initiative.strikes-first')).toEqual([
      'INITIATIVE: Hierarch, Illithis deal combat damage first',
    ]);
    expect(said(events, CHALLENGE.simultaneous)).toEqual([
      'combat damage is dealt first, at once in BQ',
      'combat damage is dealt next, at once in BQ',
    ]);
  });

  it('one card alone with INITIATIVE strikes first; when every striker has it, all strike at once', () => {
    expect(said(combat(['Hierarch']), 'keyword.initiative.strikes-first')).toEqual([
      'INITIATIVE: Hierarch deals combat damage first',
      // Its 1 BQ of damage destroys Illithis (BQ 1) before Illithis strikes back.
      'Illithis was destroyed first and deals no damage',
    ]);
    const all = combat(['Hierarch', 'Illithis', 'Grunt']);
    expect(said(all, 'keyword.initiative.strikes-first')).toEqual([]);
    expect(said(all, CHALLENGE.simultaneous)).toEqual(['combat damage is dealt all at once in BQ']);
  });

  it('where INITIATIVE is the attacker’s, a defender with it strikes first only beside an attacker with it (V1.5.5)', () => {
    expect(said(combat(['Illithis'], V1_5_5), 'keyword.initiative.strikes-first')).toEqual([]);
    const both = combat(['Hierarch', 'Illithis'], V1_5_5);
    expect(both.some((e) => e.type === 'keyword.initiative.attacker-only')).toBe(true);
  });
});

describe('legal attacks are exactly the attacks the rules accept (5.4.1.1)', () => {
  /** Every attack `validateAttack` accepts: any card of Ana's, any space near any pile, any trait, any bonded card there. */
  const accepted = (st: GameState): string[] => {
    const out: string[] = [];
    for (const attacker of Object.keys(st.cards))
      for (const p of st.players)
        for (const pile of p.network)
          for (const [dx, dy] of [
            [0, 0],
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ] as const)
            for (const trait of TRAITS)
              for (const bonded of [undefined, ...(dx === 0 && dy === 0 ? pile.cards.slice(1) : [])]) {
                const target = { network: p.id, x: pile.x + dx, y: pile.y + dy };
                const a = {
                  type: 'attack',
                  player: 'ana',
                  attacker,
                  target,
                  trait,
                  ...(bonded ? { card: bonded } : {}),
                } as const;
                if (validateAttack(st, a) === null) out.push(JSON.stringify(a));
              }
    return [...new Set(out)].sort();
  };
  const offered = (st: GameState) =>
    legalAttacks(st, 'ana')
      .map((a) => JSON.stringify(a))
      .sort();

  it('in the Challenge Phase, and none for another player', () => {
    const { state } = build();
    expect(offered(state).length).toBeGreaterThan(0);
    expect(offered(state)).toEqual(accepted(state));
    expect(legalAttacks(state, 'nick')).toEqual([]);
  });

  it('with a PENETRATOR attacker and a pile with a card bonded under its top (9.24)', () => {
    const library = { ...TEST_LIBRARY };
    library.Hierarch = {
      ...(TEST_LIBRARY.Hierarch as (typeof library)[string]),
      keywords: [{ name: 'PENETRATOR', args: [] }],
    };
    const { state } = buildState({
      ...spec({ nick: [{ x: 1, y: 0, cards: ['Illithis', 'Lineage'] }] }),
      library,
    });
    const all = offered(state);
    expect(all.some((a) => a.includes('"card"'))).toBe(true);
    expect(all).toEqual(accepted(state));
  });
});

describe('when and with what an attack is declared (5.4.1.1, 5.4.1.1.5)', () => {
  it('with an empty stack, and not while the other player holds priority', () => {
    const { state, id } = build();
    const a = attack(id('Hierarch'), 1, 0);
    const item = {
      id: 1,
      kind: 'ability',
      source: id('Raamaa'),
      ability: 0,
      controller: 'ana',
      targets: [],
    } as const;
    const stacked = validateAttack({ ...state, stack: [item] }, a);
    expect(stacked?.key).toBe(CHALLENGE.declareTiming);
    expect(stacked?.hint).toBe('let the stack resolve first');
    expect(validateAttack({ ...state, priority: { holder: 'nick', passes: 0 } }, a)?.key).toBe(
      CHALLENGE.declareTiming,
    );
    expect(validateAttack({ ...state, priority: { holder: 'ana', passes: 0 } }, a)).toBeNull();
    expect(validateAttack({ ...state, priority: null }, a)).toBeNull();
  });

  it('in a trait: a name that is no trait is refused; 0 is enough only where the revision says so', () => {
    const zero = { name: 'Hierarch', counters: { IQ: -1 } };
    const { state, id } = build({ ana: [{ x: 1, y: 0, cards: [zero] }] });
    expect(validateAttack(state, { ...attack(id('Hierarch'), 1, 0), trait: 'XQ' as 'BQ' })?.key).toBe(
      CHALLENGE.attackerTraitPositive,
    );
    expect(currentTrait(state, id('Hierarch'), 'IQ')).toBe(0);
    const atZero = validateAttack(state, attack(id('Hierarch'), 1, 0, 'IQ'));
    expect(atZero?.message).toBe('Hierarch has 0 IQ; an attack needs a positive value');
    const ed3 = { ...V1_7, parameters: { ...V1_7.parameters, attackTraitMinimum: 'zero-or-more' as const } };
    const lenient = build({ profile: ed3, ana: [{ x: 1, y: 0, cards: [zero] }] });
    expect(validateAttack(lenient.state, attack(lenient.id('Hierarch'), 1, 0, 'IQ'))).toBeNull();
  });
});

describe('answering for retaliation (5.4.1.8.1)', () => {
  const ready = () => {
    const b = build();
    const s = toRetaliation(b.state, attack(b.id('Hierarch'), 1, 0), [b.id('nGrunt')], {
      [b.id('Illithis')]: 2,
      [b.id('nGrunt')]: 2,
    });
    return { s, id: b.id };
  };
  const ask = (s: GameState, cards: unknown, player = 'nick') =>
    validateRetaliate(s, { type: 'retaliate', player, cards } as ActionOf<'retaliate'>);

  it('a list of defenders, each named once, by their controller', () => {
    const { s, id } = ready();
    expect(ask(s, id('Illithis'))?.message).toBe('name the retaliating cards as a list');
    expect(ask(s, [id('Illithis'), id('Illithis')])?.message).toBe(`${id('Illithis')} is named twice`);
    expect(ask(s, ['ghost.9'])?.key).toBe(ACTION.unknownCard);
    expect(ask(s, [id('Illithis')], 'zed')?.key).toBe(ACTION.unknownPlayer);
  });

  it('choosing none is an answer the log records; then nothing more is asked of that player', () => {
    const { s } = ready();
    const { state, events } = run(s, (tx) =>
      applyRetaliate(tx, { type: 'retaliate', player: 'nick', cards: [] }),
    );
    expect(events.map((e) => [e.type, e.player, e.text])).toEqual([
      [CHALLENGE.retaliationTiming, 'nick', 'nick does not retaliate'],
    ]);
    expect(legalRetaliate(state, 'nick')).toEqual([]);
  });
});
