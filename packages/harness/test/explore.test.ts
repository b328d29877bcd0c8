import { describe, expect, it } from 'vitest';
import {
  DeckProblem,
  explore,
  exploreGameConfig,
  exploreHash,
  exploreProfile,
  SMALL_GAME,
  startGame,
  stepWriter,
} from '../src/index.js';

describe('bounded exhaustive exploration', () => {
  it('visits every state of a small game up to a depth, each once, and says it finished', () => {
    const s = explore({ maxDepth: 5 });
    expect(s.complete).toBe(true);
    expect(s.depthReached).toBe(4);
    expect(s.leaves.depth).toBeGreaterThan(0);
    expect(s.states).toBeGreaterThan(20);
    // Deduplication: some actions lead to a state reached before.
    expect(s.edges).toBeGreaterThan(s.states - 1);
    expect(s.violations).toEqual([]);
    expect(s.statesPerSecond).toBeGreaterThan(0);
    expect(s.coverage.report().states.reached).toBeGreaterThan(5);
    const again = explore({ maxDepth: 5 });
    expect([again.states, again.edges]).toEqual([s.states, s.edges]);
  });

  it('stops at the state bound and says the search is incomplete', () => {
    const s = explore({ maxDepth: 30, maxStates: 60 });
    expect(s.complete).toBe(false);
    expect(s.states).toBeGreaterThanOrEqual(60);
  });

  it('explores the setup decisions too when asked', () => {
    const s = explore({ config: { ...SMALL_GAME, setup: 'explore' }, maxDepth: 3 });
    expect(s.complete).toBe(true);
    expect(s.states).toBeGreaterThan(5);
  });

  it('deduplicates by a hash that leaves out the shared library and profile', () => {
    const s = startGame(exploreProfile(SMALL_GAME), 1, () => exploreGameConfig(SMALL_GAME)).state;
    expect(exploreHash({ ...s, profile: { ...s.profile, id: 'other' }, library: {} })).toBe(exploreHash(s));
    expect(exploreHash({ ...s, turn: { ...s.turn, number: 9 } })).not.toBe(exploreHash(s));
  });

  it('names a business or founder its owner has only one of by role, where copies share the name', () => {
    const s = startGame(exploreProfile(SMALL_GAME), 1, () => exploreGameConfig(SMALL_GAME)).state;
    const w = stepWriter();
    const nickCorp = Object.values(s.cards).find((c) => c.name === 'Small Corp' && c.owner === 'Nick')
      ?.id as string;
    const nickFounder = Object.values(s.cards).find((c) => c.name === 'Small Founder' && c.owner === 'Nick')
      ?.id as string;
    expect(w.card(s, nickCorp, 'Ana')).toBe("Nick's business");
    expect(w.card(s, nickFounder, 'Nick')).toBe("Nick's founder");
  });

  it('refuses a small game whose decks break the deck rules', () => {
    expect(() => explore({ config: { ...SMALL_GAME, parameters: {} } })).toThrow(DeckProblem);
  });
});
