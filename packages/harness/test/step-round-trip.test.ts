import {
  ACTION_TYPES,
  type Action,
  type ActionType,
  apply,
  type CardId,
  type GameState,
  legalActions,
  locate,
  playRandom,
} from '@arbiter/megacorp';
import { givenProblem, megacorpDialect, parse } from '@arbiter/scenario';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  builtInRevisions,
  type DeckSource,
  demoDecks,
  mechanicsDecks,
  referenceDecks,
  startGame,
  stateToGiven,
  stepWriter,
} from '../src/megacorp/index.js';

type Step = Parameters<typeof megacorpDialect.bind.step>[1];

/**
 * Every action the engine offers, written as a step by the counterexample writer, parses back to the
 * same action in the same state: the scenario a fuzz, explore or find run writes replays the game it
 * found. Checked with and without the aliases a written given names copies by.
 */

/** The action as the binder gives it back: no empty list of targets or choices, no absent field. */
function normal(a: Action): unknown {
  return JSON.parse(
    JSON.stringify(a, (_k, v) => (Array.isArray(v) && v.length === 0 ? undefined : v)),
  ) as unknown;
}

/**
 * Copies of a card left in the same hidden or listed zone (a hand, a deck, an open market) are one card
 * to the language, which takes the first (docs/scenario-language.md): either leaves the same zone.
 */
function interchangeable(s: GameState, a: CardId, b: CardId): boolean {
  const x = s.cards[a];
  const y = s.cards[b];
  const [lx, ly] = [locate(s, a), locate(s, b)];
  if (!x || !y || !lx || !ly || x.name !== y.name || lx.zone === 'network' || lx.zone !== ly.zone)
    return false;
  if (('player' in lx ? lx.player : '') !== ('player' in ly ? ly.player : '')) return false;
  return JSON.stringify({ ...x, id: '' }) === JSON.stringify({ ...y, id: '' });
}

/** The same action, up to which of interchangeable copies it names. */
function alike(s: GameState, a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string')
    return a === b || (a in s.cards && b in s.cards && interchangeable(s, a, b));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => alike(s, (a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The one step of a `when` holding `text`, or the parser's first error. */
function parseStep(text: string): Step | string {
  const { file, diagnostics } = parse(`scenario "s"\nwhen\n  ${text}\n`);
  const error = diagnostics.find((d) => d.severity === 'error');
  if (error) return error.message;
  const body = file.scenarios[0]?.sections.find((x) => x.kind === 'when')?.body ?? [];
  const steps = body as readonly Step[];
  return steps.length === 1 ? (steps[0] as Step) : `${steps.length} steps`;
}

function roundTrip(
  s: GameState,
  a: Action,
  writer: ReturnType<typeof stepWriter>,
  aliases: Readonly<Record<string, readonly CardId[]>>,
): string | null {
  const text = writer.step(s, a);
  if (text === null) return `no step for ${JSON.stringify(a)}`;
  const step = parseStep(text);
  if (typeof step === 'string') return `"${text}" does not parse: ${step}`;
  let back: Action;
  try {
    back = megacorpDialect.bind.step(s, step, aliases);
  } catch (e) {
    return `"${text}" does not bind: ${(e as Error).message}`;
  }
  const same = alike(s, normal(back), normal(a));
  if (same) return null;
  const where = (id: string) => `${id} ${JSON.stringify(locate(s, id))} ${JSON.stringify(s.cards[id])}`;
  const ids = [...new Set(JSON.stringify([back, a]).match(/(Ana|Nick)\.\d+/g) ?? [])];
  return `"${text}" binds to ${JSON.stringify(back)}, not ${JSON.stringify(a)} (${ids.map(where).join('; ')})`;
}

/** Aliases as a given binds them: each alias names its one card. */
function invert(aliases: ReadonlyMap<CardId, string>): Record<string, readonly CardId[]> {
  const out: Record<string, CardId[]> = {};
  for (const [id, alias] of aliases) out[alias] = [id];
  return out;
}

/** Up to `n` of the legal actions, spread over the list, always keeping every kind of action met. */
function sample(legal: readonly Action[], n: number, pick: number): Action[] {
  if (legal.length <= n) return [...legal];
  const out: Action[] = [];
  const kinds = new Set<string>();
  for (const a of legal) {
    if (kinds.has(a.type)) continue;
    kinds.add(a.type);
    out.push(a);
  }
  for (let i = 0; out.length < n; i++) out.push(legal[(pick + i * 7919) % legal.length] as Action);
  return out;
}

/** The action types the games below wrote and read back. */
const met = new Set<ActionType>();

/**
 * The one action type no game here offers: a SUPPRESSOR attacker chooses the defender only when several
 * could be engaged (9.28). Its step is the `chooses` the binder reads as that choice.
 */
const NOT_MET: readonly ActionType[] = ['engage-defender'];

const DECKS: Readonly<Record<string, DeckSource>> = {
  demo: demoDecks,
  reference: referenceDecks,
  mechanics: mechanicsDecks,
  // The first player found by bidding (4.2.4), which no built-in revision does by default.
  'bidding mechanics': (seed, profile) => ({ ...mechanicsDecks(seed, profile), firstPlayer: 'bid' }),
};

describe('engine actions written as steps parse back to the same action', () => {
  for (const profile of builtInRevisions())
    for (const [decks, source] of Object.entries(DECKS))
      it(`${decks} decks, ${profile.id}`, () => {
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
            // A cautious random player (it never concedes nor throws the game away) reaches the
            // challenges, searches, moves and choices a uniform one ends the game before.
            let s = startGame(profile, seed, source).state;
            const game = playRandom(s, { seed, maxActions: 500 });
            const failures = new Set<string>();
            game.actions.forEach((taken, i) => {
              const plain = stepWriter();
              const given = i % 25 === 0 && givenProblem(s) === undefined ? stateToGiven(s) : undefined;
              for (const a of [taken, ...sample(legalActions(s, { includeConcede: true }), 8, seed + i)]) {
                met.add(a.type);
                const bare = roundTrip(s, a, plain, {});
                if (bare) failures.add(bare);
                if (given) {
                  const named = roundTrip(s, a, stepWriter(given.aliases), invert(given.aliases));
                  if (named) failures.add(`with aliases: ${named}`);
                }
              }
              const next = apply(s, taken);
              if (next.ok) s = next.state;
            });
            expect([...failures]).toEqual([]);
          }),
          { numRuns: 2, seed: 13 },
        );
      });

  it('the games wrote every type of action but those no random game offers', () => {
    expect(ACTION_TYPES.filter((t) => !met.has(t) && !NOT_MET.includes(t))).toEqual([]);
  });
});
