/**
 * Interesting games kept as scenarios (`fuzz --keep-found DIR`): a game is kept when it passes
 * through a chart transition (one leaf-state path to another) or cites a rule key that no game kept
 * before it did, the kept games of DIR and those of this run alike: a coverage-guided corpus, as a
 * fuzzer keeps the inputs that reach new code. Each is written as a witness is (the first position a
 * `given` describes, every action after it, its last position's facts as `then`), so `arbiter run`
 * replays it; the next run replays DIR first and counts what its games reached as known. What a
 * kept game reached is read from its scenario's run, the same way for both.
 */
import { type Action, flowText, type GameState, megacorpModule } from '@arbiter/megacorp';
import { parsePredicate } from './predicate.js';
import { writeWitness } from './witness.js';

/** What a game passed through: chart transitions (`from -> to`) and the rule keys its events cite. */
export interface GameMarks {
  readonly transitions: readonly string[];
  readonly keys: readonly string[];
}

/** A game's marks, replayed from its first position; also its positions, for writing it. */
export function marksOfGame(
  initial: GameState,
  actions: readonly Action[],
): GameMarks & { readonly states: readonly GameState[] } {
  const transitions = new Set<string>();
  const keys = new Set<string>();
  const states = [initial];
  let s = initial;
  for (const a of actions) {
    const r = megacorpModule.apply(s, a);
    if (!r.ok) break;
    for (const e of r.events) keys.add(e.type);
    const from = flowText(s);
    const to = flowText(r.state);
    if (from !== to) transitions.add(`${from} -> ${to}`);
    s = r.state;
    states.push(s);
  }
  return { transitions: [...transitions].sort(), keys: [...keys].sort(), states };
}

/** The marks seen so far; `add` says which of a game's marks are new. */
export class KnownMarks {
  private readonly transitions = new Set<string>();
  private readonly keys = new Set<string>();

  /** A game's marks no earlier game had (nothing recorded). */
  unseen(m: GameMarks): GameMarks {
    return {
      transitions: m.transitions.filter((t) => !this.transitions.has(t)),
      keys: m.keys.filter((k) => !this.keys.has(k)),
    };
  }

  /** Records a game's marks and returns those no earlier game had. */
  add(m: GameMarks): GameMarks {
    const fresh = this.unseen(m);
    for (const t of fresh.transitions) this.transitions.add(t);
    for (const k of fresh.keys) this.keys.add(k);
    return fresh;
  }

  get size(): { transitions: number; keys: number } {
    return { transitions: this.transitions.size, keys: this.keys.size };
  }
}

/** The facts a found game's scenario ends on: each player's money, the turn, whether it is over. */
function endFacts(s: GameState): string {
  return [...s.players.map((p) => `player ${p.id} money >= 0`), 'turn >= 1', 'game over'].join(' or ');
}

export interface FoundGame {
  readonly text: string;
  readonly steps: number;
}

/**
 * A found game as a scenario, or null when it cannot be written (a position no `given` states, a step
 * with no written form): such a game is not kept. Whether it passes is for the caller to run.
 */
export function writeFoundGame(
  initial: GameState,
  actions: readonly Action[],
  states: readonly GameState[],
  what: { readonly origin: string; readonly news: GameMarks },
): FoundGame | null {
  const p = parsePredicate(endFacts(states[states.length - 1] as GameState));
  const news = [
    ...what.news.transitions.map((t) => `transition ${t}`),
    ...what.news.keys.map((k) => `rule ${k}`),
  ];
  let written: ReturnType<typeof writeWitness>;
  try {
    written = writeWitness({ start: initial, actions, states, visited: states.length }, p, '', {
      header: [
        `Kept by \`arbiter fuzz --keep-found\`: ${what.origin}, ${actions.length} action(s).`,
        `It was the first game to reach: ${news.slice(0, 6).join('; ')}${news.length > 6 ? `; and ${news.length - 6} more` : ''}.`,
      ],
      title: `Found: ${what.origin}`,
      tag: 'found',
    });
  } catch {
    return null;
  }
  if (written.text.includes('(no step form yet)')) return null;
  return { text: written.text, steps: written.steps };
}
