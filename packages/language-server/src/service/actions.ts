import type { GameAction } from '@arbiter/core';
import { type Games, parse, type ScenarioDialect } from '@arbiter/scenario';

/**
 * Engine actions as scenario steps: what completion offers at a step and what the "add the missing
 * decision" fix writes, in the words of the file's dialect (its action→step writer, the one
 * counterexamples use); a text that does not read back as a step of that game is dropped.
 */

const readable = new Map<string, boolean>();

/** Does this text read as one step line of the game? */
export function readsAsStep(text: string, dialect: ScenarioDialect, games?: Games): boolean {
  const key = `${dialect.game}\u0000${text}`;
  let ok = readable.get(key);
  if (ok === undefined) {
    const r = parse(`game ${dialect.game}\nscenario "x"\nwhen\n  ${text}\n`, 'inmemory://step', {
      ...(games ? { games } : {}),
    });
    const when = r.file.scenarios[0]?.sections.find((s) => s.kind === 'when');
    const st = when?.kind === 'when' ? when.body[0] : undefined;
    ok = r.diagnostics.length === 0 && !!st && st.kind !== 'unknown' && st.kind !== 'comment';
    if (readable.size > 5000) readable.clear();
    readable.set(key, ok);
  }
  return ok;
}

/** A game as the step offers see it: its dialect, and the registry its files are read with. */
export interface StepGame {
  readonly dialect: ScenarioDialect;
  readonly games?: Games;
}

/**
 * The step a scenario writes for an action, or undefined when the language has none for it or the
 * text would not read back as a step.
 */
export function stepText(g: StepGame, s: unknown, a: GameAction): string | undefined {
  const text = g.dialect.write.step(s, a);
  return text !== undefined && readsAsStep(text, g.dialect, g.games) ? text : undefined;
}

/** One implicit move, as the runner makes them before a step (Megacorp: a pass, keeping the defender in). */
export function advanceOnce(g: StepGame, s: unknown): unknown | null {
  const module = g.dialect.module;
  if (module.result(s)) return null;
  const implicit = g.dialect.bind.implicit(s);
  if (!implicit) return null;
  const r = module.apply(s, implicit);
  return r.ok ? r.state : null;
}

export interface StepOption {
  readonly text: string;
  readonly player: string;
  /** How many implicit moves come before it (0: legal right now). */
  readonly passes: number;
  /** The state it is legal in. */
  readonly state: unknown;
}

/**
 * The steps legal from a state: those legal now, then those that become legal as the game moves on
 * by implicit moves (as the runner would before the step), within the same turn; deduplicated.
 */
export function legalSteps(
  g: StepGame,
  start: unknown,
  options: { lookahead?: number; limit?: number } = {},
): StepOption[] {
  const lookahead = options.lookahead ?? 40;
  const limit = options.limit ?? 300;
  const { module, bind } = g.dialect;
  const out: StepOption[] = [];
  const seen = new Set<string>();
  const implicit = (s: unknown) => bind.implicit(s);
  let s: unknown | null = start;
  for (let passes = 0; s && passes <= lookahead && out.length < limit; passes++) {
    const skip = passes > 0 ? implicit(s) : undefined;
    for (const a of module.legalActions(s)) {
      if (out.length >= limit) break;
      // The implicit move after implicit moves is the same as writing nothing: offer it only now.
      if (passes > 0 && skip && a.type === skip.type && a.player === skip.player) continue;
      const text = stepText(g, s, a);
      if (!text || seen.has(text)) continue;
      seen.add(text);
      out.push({ text, player: a.player, passes, state: s });
    }
    if (bind.turn(s) !== bind.turn(start)) break;
    s = advanceOnce(g, s);
  }
  return out;
}

/** The decision the game waits for once nobody can just pass, with its answers as steps. */
export function missingDecision(
  g: StepGame,
  start: unknown,
): { player: string; kind: string; question: string; steps: string[]; state: unknown } | undefined {
  const { module, bind } = g.dialect;
  let s: unknown = start;
  for (let i = 0; i < 400; i++) {
    const next = advanceOnce(g, s);
    // The runner stops looking once the turn after the step's has begun.
    if (!next || bind.turn(next) > bind.turn(start) + 1) break;
    s = next;
  }
  const d = module.decision(s);
  if (!d) return undefined;
  const steps = [...new Set(d.options.flatMap((a) => stepText(g, s, a) ?? []))];
  return { player: d.player, kind: d.kind, question: d.question, steps, state: s };
}
