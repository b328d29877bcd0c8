import { describe, expect, it } from 'vitest';
import { SAMPLE_LIBRARY } from '../src/cards/sample.js';
import { legalActions } from '../src/engine.js';
import { describeAction } from '../src/model/describe.js';
import { type Position, positionState, stateToPosition } from '../src/position.js';
import { GOT_2008 } from '../src/revisions/index.js';

/** A game under way, described as a designer would, built into a state the engine plays on. */
const base: Position = {
  players: [
    { id: 'Ana', zones: { ops: ['Scientists', 'Scientists'], playground: ['Pirate Ambush', 'Freighter'] } },
    { id: 'Nick', zones: { ops: ['Scientists'], buildsite: ['Deep Survey'] } },
  ],
  library: SAMPLE_LIBRARY,
  profile: GOT_2008,
  seed: 1,
  adventure: 2,
  hero: 'Ana',
  turn: 'Ana',
};

describe('positionState', () => {
  it("a running adventure: its card is the hero's first adventure card, and the turn player acts", () => {
    const r = positionState(base);
    if (!r.ok) throw new Error(r.problems[0]?.message);
    const s = r.state;
    expect(s.adventure).toMatchObject({ number: 2, hero: 'Ana', turn: 'Ana', card: 'Ana.3' });
    expect(legalActions(s).map((a) => describeAction(s, a))).toContain('Ana plays "Scientists"');
  });

  it('counts the reputation won from the buildsite and leaves the rest in the Void', () => {
    const r = positionState(base);
    if (!r.ok) throw new Error('no state');
    // Deep Survey (1) is Nick's; Pirate Ambush (1), still in play, is in the Void.
    expect(r.state.players.map((p) => p.vault)).toEqual([0, 1]);
    expect(r.state.void).toBe(1);
  });

  it('refuses a running adventure without its card, and a position that breaks an invariant', () => {
    const noCard = positionState({
      ...base,
      players: [
        { id: 'Ana', zones: { playground: ['Freighter'] } },
        base.players[1] as Position['players'][number],
      ],
    });
    expect(noCard.ok).toBe(false);
    const support = positionState({
      ...base,
      players: [
        base.players[0] as Position['players'][number],
        { id: 'Nick', zones: { buildsite: ['Freighter'] } },
      ],
    });
    expect(support).toMatchObject({ ok: false, problems: [{ message: expect.stringMatching(/breaks/) }] });
  });

  it('writes a state back as the position it came from', () => {
    const r = positionState(base);
    if (!r.ok) throw new Error('no state');
    const back = stateToPosition(r.state);
    if (!back.ok) throw new Error(back.reason);
    const again = positionState(back.position);
    if (!again.ok) throw new Error('no state');
    expect({ ...again.state, rng: null }).toEqual({ ...r.state, rng: null });
  });
});
