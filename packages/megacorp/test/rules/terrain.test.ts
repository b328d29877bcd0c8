import { describe, expect, it } from 'vitest';
import { buildState } from '../../src/build/state.js';
import { cost, defineCard } from '../../src/cards/define.js';
import { ED3_0_FR } from '../../src/revisions/ed3.0-fr.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { legalSpacesAnywhere } from '../../src/rules/deploy.js';
import { engageProblem, terrainSpace } from '../../src/rules/keywords/terrain.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { ANA_NETWORK, NICK_NETWORK } from './support.js';

const LIBRARY = {
  ...TEST_LIBRARY,
  // Hypothetical: a TERRAIN location (9.29).
  Swamp: defineCard('Swamp', 'location', cost(1), { BQ: 1 }, { keywords: [{ name: 'TERRAIN', args: [] }] }),
};

/** A lone Swamp at 0,1 of each network; Ana's Grunt at -1,0 stands over a second Swamp. */
const board = (nickLost = false) => {
  const built = buildState({
    library: LIBRARY,
    profile: V1_7,
    players: [
      {
        id: 'ana',
        network: [
          ...ANA_NETWORK,
          { x: 0, y: 1, cards: ['Swamp'] },
          { x: -1, y: 0, cards: ['Grunt', 'Swamp'] },
        ],
      },
      { id: 'nick', lost: nickLost, network: [...NICK_NETWORK, { x: 0, y: 1, cards: ['Swamp'] }] },
    ],
  });
  const swamp = (i: number) => built.ids.Swamp?.[i] ?? `no Swamp #${i}`;
  return { s: built.state, swamp, grunt: built.ids.Grunt?.[0] ?? 'no Grunt' };
};

describe('TERRAIN (9.29, 9.29.1)', () => {
  it('9.29 the space of a lone TERRAIN card is one a deploying card may take, in every network still in the game', () => {
    const { s } = board();
    const spaces = legalSpacesAnywhere(s);
    expect(spaces).toContainEqual({ network: 'ana', x: 0, y: 1 });
    expect(spaces).toContainEqual({ network: 'nick', x: 0, y: 1 });
    // A TERRAIN card already bonded under another card is no longer a lone terrain.
    expect(spaces).not.toContainEqual({ network: 'ana', x: -1, y: 0 });
  });

  it('9.29 a lost player’s network offers no TERRAIN space', () => {
    const { s } = board(true);
    expect(legalSpacesAnywhere(s)).not.toContainEqual({ network: 'nick', x: 0, y: 1 });
    expect(terrainSpace(s, { network: 'nick', x: 0, y: 1 })).toBeNull();
    expect(terrainSpace(s, { network: 'ana', x: 0, y: 1 })).not.toBeNull();
  });

  it('9.29.1 a lone TERRAIN card cannot be engaged; one bonded under another card can', () => {
    const { s, swamp } = board();
    expect(engageProblem(s, swamp(0))?.clause).toBe('9.29.1');
    expect(engageProblem(s, swamp(1))).toBeNull();
  });

  it('9.29.1 asks nothing of a card that is not TERRAIN, of a TERRAIN card out of play, or of a card the game lacks', () => {
    const { s, grunt } = board();
    expect(engageProblem(s, grunt)).toBeNull();
    const inHand = buildState({ library: LIBRARY, profile: V1_7, players: [{ id: 'ana', hand: ['Swamp'] }] });
    expect(engageProblem(inHand.state, inHand.ids.Swamp?.[0] ?? 'no Swamp')).toBeNull();
    expect(engageProblem(s, 'ana.999')).toBeNull();
  });

  it('9.29.1 under a revision that lets TERRAIN engage, a lone TERRAIN card may be engaged', () => {
    const { s, swamp } = board();
    expect(engageProblem(s, swamp(0))).not.toBeNull();
    expect(engageProblem({ ...s, profile: ED3_0_FR }, swamp(0))).toBeNull();
  });
});
