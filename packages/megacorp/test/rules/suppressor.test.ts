import { describe, expect, it } from 'vitest';
import { buildState } from '../../src/build/state.js';
import { cost, defineCard } from '../../src/cards/define.js';
import { isEngaged } from '../../src/index.js';
import type { ActionOf } from '../../src/model/action.js';
import type { ChallengeState, FlowValue, GameState } from '../../src/model/state.js';
import { ED3_0_EN } from '../../src/revisions/ed3.0-en.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import {
  applyEngageDefender,
  legalEngageDefender,
  needsSuppressorChoice,
  suppressorCandidates,
  suppressSoleDefender,
  validateEngageDefender,
} from '../../src/rules/keywords/suppressor.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { keys, patch, run } from './support.js';

const LIBRARY = {
  ...TEST_LIBRARY,
  // Hypothetical: a character with SUPPRESSOR (9.28).
  Jammer: defineCard(
    'Jammer',
    'character',
    cost(3),
    { IQ: 1, EQ: 1, MQ: 1, BQ: 3 },
    {
      keywords: [{ name: 'SUPPRESSOR', args: [] }],
    },
  ),
};
const CHOICE: FlowValue = { turn: { challenge: { attack: 'suppressorChoice' } } };

/** Ana's Jammer (or Grunt) attacks Nick's Gnost Cleric at -1,0; Nick's Illithis and Grunt stand by. */
function attack(
  opts: {
    attacker?: string;
    profile?: RevisionProfile;
    flow?: FlowValue;
    challenge?: Partial<ChallengeState>;
  } = {},
) {
  const built = buildState({
    library: LIBRARY,
    profile: opts.profile ?? V1_7,
    turn: 7,
    active: 'ana',
    ...(opts.flow ? { flow: opts.flow } : {}),
    players: [
      {
        id: 'ana',
        network: [
          { x: 0, y: 0, cards: ['Ana Corp'] },
          { x: 1, y: 0, cards: [opts.attacker ?? 'Jammer'] },
        ],
      },
      {
        id: 'nick',
        network: [
          { x: 0, y: 0, cards: ['Nick Corp'] },
          { x: 1, y: 0, cards: ['Illithis'] },
          { x: -1, y: 0, cards: ['Gnost Cleric'] },
          { x: 0, y: 1, cards: ['Grunt'], engaged: true },
        ],
      },
    ],
  });
  const id = (name: string) => built.ids[name]?.[0] ?? `no ${name}`;
  const cleric = id('Gnost Cleric');
  const challenge: ChallengeState = {
    attacker: id(opts.attacker ?? 'Jammer'),
    attackerController: 'ana',
    target: { network: 'nick', x: -1, y: 0 },
    defending: cleric,
    trait: 'BQ',
    blockers: [],
    defenders: [cleric],
    defendingLeft: false,
    assignment: null,
    retaliation: {},
    destroyed: [],
    ...opts.challenge,
  };
  const s: GameState = patch(built.state, (g) => {
    g.challenge = challenge as typeof g.challenge;
  });
  return { s, id };
}

const choose = (player: string, card: string): ActionOf<'engage-defender'> => ({
  type: 'engage-defender',
  player,
  card,
});

describe('SUPPRESSOR (9.28): which defenders it may engage', () => {
  it('9.28 every defender in play of a SUPPRESSOR attack is a candidate; one alone needs no choice', () => {
    const { s, id } = attack();
    expect(suppressorCandidates(s)).toEqual([id('Gnost Cleric')]);
    expect(needsSuppressorChoice(s)).toBe(false);
  });

  it('9.28 none without a challenge, without SUPPRESSOR, once decided, or when the attacker left play', () => {
    const { s } = attack();
    expect(suppressorCandidates({ ...s, challenge: null })).toEqual([]);
    expect(suppressorCandidates(attack({ attacker: 'Grunt' }).s)).toEqual([]);
    expect(suppressorCandidates(attack({ challenge: { suppressed: null } }).s)).toEqual([]);
    const gone = patch(s, (g) => {
      const ana = g.players[0];
      if (ana) ana.network = ana.network.filter((p) => p.x !== 1);
    });
    expect(suppressorCandidates(gone)).toEqual([]);
  });

  it('9.28 with a blocker and the defending card, V1.7 lets the attacker choose; the glossaries take the blocker', () => {
    const both = (profile: RevisionProfile) => {
      const { id } = attack({ profile });
      return attack({
        profile,
        challenge: { blockers: [id('Illithis')], defenders: [id('Gnost Cleric'), id('Illithis')] },
      });
    };
    const v17 = both(V1_7);
    expect(suppressorCandidates(v17.s)).toEqual([v17.id('Gnost Cleric'), v17.id('Illithis')]);
    expect(needsSuppressorChoice(v17.s)).toBe(true);
    const ed3 = both(ED3_0_EN);
    expect(suppressorCandidates(ed3.s)).toEqual([ed3.id('Illithis')]);
  });

  it('9.28 a defender no longer in play is no candidate', () => {
    const { id } = attack();
    const { s } = attack({ challenge: { defenders: [id('Gnost Cleric'), 'nick.99'] } });
    expect(suppressorCandidates(s)).toEqual([id('Gnost Cleric')]);
  });
});

describe('SUPPRESSOR (9.28): the defender engages', () => {
  it('9.28 the sole defender engages at once and cannot retaliate', () => {
    const { s, id } = attack();
    const { state, events } = run(s, (tx) => suppressSoleDefender(tx));
    expect(state.challenge?.suppressed).toBe(id('Gnost Cleric'));
    expect(isEngaged(state, id('Gnost Cleric'))).toBe(true);
    expect(keys(events)).toContain('keyword.suppressor.engages-defender');
  });

  it('9.28 with no defender left there is none to engage; decided, nothing happens again', () => {
    const { s } = attack({ challenge: { defenders: [] } });
    expect(run(s, (tx) => suppressSoleDefender(tx)).state.challenge?.suppressed).toBeNull();
    const decided = attack({ challenge: { suppressed: null } }).s;
    expect(run(decided, (tx) => suppressSoleDefender(tx)).events).toEqual([]);
    const plain = attack({ attacker: 'Grunt' }).s;
    const after = run(plain, (tx) => suppressSoleDefender(tx)).state;
    expect(after.challenge?.suppressed).toBeUndefined();
  });

  it('9.28 an already engaged defender stays engaged, and the log says so', () => {
    const { id } = attack();
    const { s } = attack({ challenge: { defending: id('Grunt'), defenders: [id('Grunt')] } });
    const { state, events } = run(s, (tx) => suppressSoleDefender(tx));
    expect(state.challenge?.suppressed).toBe(id('Grunt'));
    expect(events).toMatchObject([{ type: 'keyword.suppressor.engages-defender', card: id('Grunt') }]);
  });

  it('9.28 Ana, attacking, chooses the Illithis among two; in Ed 3.0 the blocker engages in place of the defending card', () => {
    const { id } = attack({ flow: CHOICE });
    const two = { blockers: [id('Illithis')], defenders: [id('Gnost Cleric'), id('Illithis')] };
    const { s } = attack({ flow: CHOICE, challenge: two });
    expect(validateEngageDefender(s, choose('ana', id('Illithis')))).toBeNull();
    expect(legalEngageDefender(s, 'ana')).toEqual([
      choose('ana', id('Gnost Cleric')),
      choose('ana', id('Illithis')),
    ]);
    const { state, events } = run(s, (tx) => applyEngageDefender(tx, choose('ana', id('Illithis'))));
    expect(state.challenge?.suppressed).toBe(id('Illithis'));
    expect(events[0]).toMatchObject({
      type: 'keyword.suppressor.attacker-chooses',
      player: 'ana',
      card: id('Illithis'),
    });
    expect(keys(events)).not.toContain('keyword.suppressor.blocker-first');
    const ed3 = attack({ profile: ED3_0_EN, challenge: two });
    const blocked = run(ed3.s, (tx) => suppressSoleDefender(tx)).events;
    expect(blocked).toMatchObject([{ type: 'keyword.suppressor.blocker-first', card: id('Illithis') }, {}]);
  });

  it('9.28 only the attacker chooses, only when asked, and only a candidate', () => {
    const { id } = attack({ flow: CHOICE });
    const two = { defenders: [id('Gnost Cleric'), id('Illithis')] };
    const { s } = attack({ flow: CHOICE, challenge: two });
    const why = (a: ActionOf<'engage-defender'>) => validateEngageDefender(s, a)?.key ?? null;
    expect(why(choose('nick', id('Illithis')))).toBe('keyword.suppressor.attacker-chooses');
    expect(why(choose('zed', id('Illithis')))).toBe('action.unknown-player');
    expect(why(choose('ana', id('Ana Corp')))).toBe('keyword.suppressor.attacker-chooses');
    expect(legalEngageDefender(s, 'nick')).toEqual([]);
    const early = attack({ challenge: two }).s;
    expect(validateEngageDefender(early, choose('ana', id('Illithis')))?.key).toBe(
      'keyword.suppressor.attacker-chooses',
    );
    expect(legalEngageDefender(early, 'ana')).toEqual([]);
    const one = attack({ flow: CHOICE }).s;
    expect(legalEngageDefender(one, 'ana')).toEqual([]);
    expect(legalEngageDefender({ ...s, challenge: null }, 'ana')).toEqual([]);
  });
});
