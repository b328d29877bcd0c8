/**
 * Hypothetical cards carrying one combat keyword each (only the keyword matters), and a board builder
 * for the keyword tests: Ana (active, Challenge Phase) against Nick, each with a business at 0,0.
 */

import { defineCard as card, cost as M } from '../../src/cards/define.js';
import { buildState, type CardDefinition, type GameState, type StateSpec } from '../../src/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { FLOW } from '../revisions/support.js';

const kw = (name: string, ...args: string[]) => ({ name, args });
const fighter = (name: string, bq: number, ...keywords: { name: string; args: string[] }[]): CardDefinition =>
  card(name, 'character', M(2), { IQ: 1, EQ: 1, MQ: 1, BQ: bq }, { keywords });

export const KW_LIB: Readonly<Record<string, CardDefinition>> = {
  ...TEST_LIBRARY,
  ...Object.fromEntries(
    [
      fighter('Hawk', 3, kw('FLYING')),
      fighter('Falcon', 2, kw('FLYING')),
      fighter('Bomber', 3, kw('AREA ATTACK', 'BQ', '2x', '1')),
      fighter('Tall Bomber', 3, kw('AREA ATTACK', 'BQ', '1x', '2')),
      fighter('Assassin', 3, kw('ASSASSIN')),
      fighter('Chameleon', 2, kw('CAMOUFLAGE', '#water')),
      card('Pond', 'location', M(1), { BQ: 1 }, { subtypes: ['water'] }),
      card('Tower', 'location', M(3), { BQ: 5 }, { subtypes: ['Building'] }),
      fighter('Wrecker', 3, kw('DEMOLISHER', '#building')),
      fighter('Saboteur', 3, kw('DISRUPTOR')),
      fighter('Ghost', 2, kw('ELUSIVE')),
      fighter('Golem', 1, kw('INDESTRUCTIBLE')),
      fighter('Duelist', 3, kw('INITIATIVE')),
      fighter('Brawler', 3, kw('MELEE')),
      fighter('Sentry', 2, kw('OVERWATCH')),
      fighter('Driller', 3, kw('PENETRATOR')),
      fighter('Sniper', 2, kw('PRECISION')),
      fighter('Acrobat', 2, kw('REFLEXES')),
      fighter('Warden', 3, kw('SUPPRESSOR')),
      fighter('Soldier', 3),
      fighter('Guard', 2),
    ].map((d) => [d.name, d]),
  ),
};

export type Pile = {
  x: number;
  y: number;
  cards: (string | { name: string; as?: string; owner?: string })[];
  engaged?: boolean;
};

export interface Board {
  readonly state: GameState;
  readonly id: (name: string, i?: number) => string;
}

/** Ana (active, turn 5, Challenge Phase) and Nick, each with a business at 0,0 and the given piles. */
export function board(
  profile: RevisionProfile = V1_7,
  ana: Pile[] = [],
  nick: Pile[] = [],
  extra: Partial<Omit<StateSpec, 'library' | 'players'>> & { anaMoney?: number; nickMoney?: number } = {},
): Board {
  const { anaMoney, nickMoney, ...rest } = extra;
  const built = buildState({
    library: KW_LIB,
    profile,
    turn: 5,
    flow: FLOW.challenge,
    ...rest,
    players: [
      {
        id: 'ana',
        money: anaMoney ?? 5,
        mainDeck: ['Filler', 'Filler'],
        network: [{ x: 0, y: 0, cards: ['Ana Corp'] }, ...ana],
      },
      {
        id: 'nick',
        money: nickMoney ?? 5,
        mainDeck: ['Filler', 'Filler'],
        network: [{ x: 0, y: 0, cards: ['Nick Corp'] }, ...nick],
      },
    ],
  });
  const id = (name: string, i = 0): string => {
    const found = built.ids[name]?.[i];
    if (!found) throw new Error(`no card "${name}" #${i} on the board`);
    return found;
  };
  return { state: built.state, id };
}

export const attack = (
  attacker: string,
  x: number,
  y: number,
  network = 'nick',
  trait: 'BQ' | 'IQ' = 'BQ',
) => ({
  type: 'attack' as const,
  player: 'ana',
  attacker,
  target: { network, x, y },
  trait,
});

export const inPlay = (s: GameState, id: string) =>
  s.players.some((p) => p.network.some((q) => q.cards.includes(id)));
