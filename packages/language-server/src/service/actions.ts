import { type Action, apply, decision, type GameState, legalActions } from '@arbiter/megacorp';
import { megacorpDialect, parse } from '@arbiter/scenario';

/**
 * Engine actions as scenario steps: what completion offers at a step and what the "add the missing
 * decision" fix writes, in the words of the file's dialect; a text that does not read back as a step
 * is dropped.
 */

const readable = new Map<string, boolean>();

/** Does this text read as one step line? */
export function readsAsStep(text: string): boolean {
  let ok = readable.get(text);
  if (ok === undefined) {
    const r = parse(`scenario "x"\nwhen\n  ${text}\n`, 'inmemory://step');
    const when = r.file.scenarios[0]?.sections.find((s) => s.kind === 'when');
    const st = when?.kind === 'when' ? when.body[0] : undefined;
    ok = r.diagnostics.length === 0 && !!st && st.kind !== 'unknown' && st.kind !== 'comment';
    if (readable.size > 5000) readable.clear();
    readable.set(text, ok);
  }
  return ok;
}

/**
 * The step a scenario writes for an action (the Megacorp dialect's writer, the one counterexamples
 * use), or undefined when the language has none for it or the text would not read back as a step.
 */
export function stepText(s: GameState, a: Action): string | undefined {
  const text = megacorpDialect.write.step(s, a);
  return text !== undefined && readsAsStep(text) ? text : undefined;
}

/** One implicit move, as the runner makes them before a step: a pass, or keeping the defender in. */
export function advanceOnce(s: GameState): GameState | null {
  if (s.result || s.pending.length > 0) return null;
  const legal = legalActions(s);
  const implicit =
    legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'defender-leaves' && !a.leave);
  if (!implicit) return null;
  const r = apply(s, implicit);
  return r.ok ? r.state : null;
}

export interface StepOption {
  readonly text: string;
  readonly player: string;
  /** How many implicit passes come before it (0: legal right now). */
  readonly passes: number;
  /** The state it is legal in. */
  readonly state: GameState;
}

/**
 * The steps legal from a state: those legal now, then those that become legal as the game moves on
 * by passing (as the runner would before the step), within the same turn; deduplicated.
 */
export function legalSteps(
  start: GameState,
  options: { lookahead?: number; limit?: number } = {},
): StepOption[] {
  const lookahead = options.lookahead ?? 40;
  const limit = options.limit ?? 300;
  const out: StepOption[] = [];
  const seen = new Set<string>();
  let s: GameState | null = start;
  for (let passes = 0; s && passes <= lookahead && out.length < limit; passes++) {
    for (const a of legalActions(s)) {
      if (out.length >= limit) break;
      // A pass after implicit passes is the same as writing nothing: offer passes only now.
      if (a.type === 'pass' && passes > 0) continue;
      const text = stepText(s, a);
      if (!text || seen.has(text)) continue;
      seen.add(text);
      out.push({ text, player: a.player, passes, state: s });
    }
    if (s.turn.number !== start.turn.number) break;
    s = advanceOnce(s);
  }
  return out;
}

/** The decision the game waits for once nobody can just pass, with its answers as steps. */
export function missingDecision(
  start: GameState,
): { player: string; kind: string; question: string; steps: string[]; state: GameState } | undefined {
  let s: GameState = start;
  for (let i = 0; i < 400; i++) {
    const next = advanceOnce(s);
    // The runner stops looking once the turn after the step's has begun.
    if (!next || next.turn.number > start.turn.number + 1) break;
    s = next;
  }
  const d = decision(s);
  if (!d) return undefined;
  const steps = [...new Set(d.options.flatMap((a) => stepText(s, a) ?? []))];
  return { player: d.player, kind: d.kind, question: d.question, steps, state: s };
}
