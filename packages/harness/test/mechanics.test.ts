import {
  abilitiesOf,
  type CardDefinition,
  type Effect,
  KEYWORD_NAMES,
  megacorpModule,
} from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import {
  builtInRevisions,
  fuzz,
  MECHANICS,
  MECHANICS_DECKS,
  MECHANICS_DECKS_FILE,
  mechanicLabel,
  mechanicsDecks,
  mechanicsReport,
  mechanicsText,
  REFUSAL_ONLY_KEYWORDS,
  referenceLibrary,
  startGame,
} from '../src/megacorp/index.js';

const DECLARED = new Set(megacorpModule.rules.map((r) => r.key));

const REFUSAL_ONLY = REFUSAL_ONLY_KEYWORDS.map((k) => `keyword ${k}`);

describe('the mechanics of the card language', () => {
  it('name only rule keys the engine declares, and every keyword a card may print', () => {
    for (const m of MECHANICS) {
      for (const k of m.keys) expect(DECLARED.has(k), `${mechanicLabel(m)}: ${k}`).toBe(true);
      if (m.prefix)
        expect(
          [...DECLARED].some((k) => k.startsWith(m.prefix as string)),
          mechanicLabel(m),
        ).toBe(true);
    }
    const keywords = MECHANICS.filter((m) => m.kind === 'keyword').map((m) => m.name);
    expect(new Set([...keywords, 'REGENERATE'])).toEqual(new Set(KEYWORD_NAMES));
  });

  it('the mechanics decks are legal under every revision and carry every effect op', () => {
    const library = referenceLibrary(MECHANICS_DECKS_FILE);
    for (const profile of builtInRevisions()) {
      expect(() => startGame(profile, 1, mechanicsDecks), profile.id).not.toThrow();
      const ops = new Set<Effect['op']>();
      const names = MECHANICS_DECKS.flatMap((d) => [...d.mainDeck, d.founder]);
      for (const name of names) {
        const def = library[name] as CardDefinition;
        for (const ab of abilitiesOf(def, profile.parameters))
          if ('effects' in ab) for (const e of ab.effects) ops.add(e.op);
      }
      const effects = MECHANICS.filter((m) => m.kind === 'effect').map((m) => m.name);
      expect(
        effects.filter((op) => !ops.has(op as Effect['op'])),
        profile.id,
      ).toEqual([]);
    }
  });

  it('a report counts the events of each mechanic and lists those with none', () => {
    const r = mechanicsReport({
      'token.created': 2,
      'token.no-space': 1,
      'keyword.flying.only-flyers-block': 3,
    });
    expect(r.counts['effect token']).toBe(3);
    expect(r.counts['keyword FLYING']).toBe(3);
    // A keyword module's key that an effect op fires shows the op, not the keyword (MOVE's `moved`).
    expect(mechanicsReport({ 'keyword.move.moved': 1 }).counts['keyword MOVE']).toBe(0);
    // SWAP's and DEVELOPMENT's abilities are effect ops; their own key says the keyword resolved (9.27,
    // 9.11), the op's events alone do not (a printed `swap` is not SWAP).
    expect(mechanicsReport({ 'keyword.swap.swapped': 1 }).counts['keyword SWAP']).toBe(0);
    expect(mechanicsReport({ 'keyword.swap.activated': 1 }).counts['keyword SWAP']).toBe(1);
    expect(mechanicsReport({ 'keyword.development.counters': 2 }).counts['keyword DEVELOPMENT']).toBe(0);
    expect(mechanicsReport({ 'keyword.development.activated': 2 }).counts['keyword DEVELOPMENT']).toBe(2);
    // Ed 3.0 applies a deployment's triggers at once, under a key of their own (6.2.2.7).
    expect(mechanicsReport({ 'stack.immediate-triggers': 1 }).counts['trigger deployed']).toBe(1);
    expect(r.exercised).toBe(2);
    expect(r.total).toBe(MECHANICS.length);
    expect(r.unexercised).not.toContain('effect token');
    expect(mechanicsText(r)).toContain(
      '\n  only refuse actions, so no event shows them: keyword CAMOUFLAGE, keyword LOYAL, ',
    );
    expect(mechanicsText(r)).toMatch(
      new RegExp(`^mechanics exercised: 2/${MECHANICS.length}\\n  not exercised: effect gain-money, `),
    );
  });

  it('a seeded fuzz of the mechanics decks exercises every effect, trigger and accounting mechanic', () => {
    const s = fuzz({ actions: 20_000, seed: 1, decks: mechanicsDecks, shrink: false });
    expect(s.failedGames).toBe(0);
    const r = mechanicsReport(s.coverage.report().ruleKeys.fired);
    // Rare by design: winning by an effect takes the one 12M card of one deck (CI's longer run reaches
    // it); a keyword on a one- or two-copy card needs its card in play at the right fight.
    const rare = (m: string) => m === 'effect win' || m.startsWith('keyword ');
    expect(r.unexercised.filter((m) => !rare(m))).toEqual([]);
    // The refusal-only keywords show in no event, however long the run.
    for (const k of REFUSAL_ONLY) expect(r.unexercised).toContain(k);
  }, 120_000);
});
