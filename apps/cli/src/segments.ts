/**
 * A scenario file cut into its prelude (`use` lines and shared cards, before the first scenario)
 * and its scenarios, each with where it starts, so a huge file can be parsed and run one scenario
 * at a time: the syntax tree of a scenario is some 40 KB, a hundred times its text, and a 50 MB file
 * of small scenarios parsed whole does not fit in memory.
 */
export interface Segment {
  readonly text: string;
  /** The 0-based line and the offset (UTF-16 code units) where the segment starts in the file. */
  readonly line: number;
  readonly offset: number;
}

export interface Segments {
  readonly prelude: string;
  readonly preludeLines: number;
  readonly scenarios: readonly Segment[];
}

/** Line breaks as the parser counts them (the LSP's: CR LF, CR, LF). */
const LINE = /\r\n|\r|\n/g;

/**
 * Cuts before each line that starts a scenario (`scenario` at the left margin), keeping the comment
 * lines right above it with it, as the parser does (they lead the scenario). Undefined when the file
 * cannot be cut safely: a `scenario` keyword that is indented (the parser would start a scenario
 * there too) or no scenario at all.
 */
export function scenarioSegments(text: string): Segments | undefined {
  const starts: number[] = [0];
  for (const m of text.matchAll(LINE)) starts.push((m.index as number) + m[0].length);
  const lineAt = (i: number) => text.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : text.length);
  const cuts: number[] = [];
  for (let i = 0; i < starts.length; i++) {
    const line = lineAt(i);
    if (/^[ \t]+scenario(?:[ \t]|$|\r|\n)/i.test(line)) return undefined;
    if (!/^scenario(?:[ \t]|$|\r|\n)/i.test(line)) continue;
    const last = cuts.length ? (cuts[cuts.length - 1] as number) : -1;
    let first = i;
    while (first - 1 > last && /^[ \t]*#/.test(lineAt(first - 1))) first--;
    cuts.push(first);
  }
  if (cuts.length === 0) return undefined;
  const offsetOf = (i: number) => starts[i] as number;
  const prelude = text.slice(0, offsetOf(cuts[0] as number));
  const scenarios = cuts.map((line, k) => {
    const offset = offsetOf(line);
    const next = cuts[k + 1];
    return { text: text.slice(offset, next === undefined ? text.length : offsetOf(next)), line, offset };
  });
  return { prelude, preludeLines: cuts[0] as number, scenarios };
}

/**
 * A copy of `value` with every position (`{ line, character, offset }`) moved down by `lines` and on
 * by `offset`: results of a scenario parsed on its own, placed back where it lies in the file.
 */
export function shiftPositions<T>(value: T, lines: number, offset: number): T {
  if (lines === 0 && offset === 0) return value;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    if (typeof o.line === 'number' && typeof o.character === 'number' && typeof o.offset === 'number')
      return { ...o, line: o.line + lines, offset: o.offset + offset };
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) out[k] = walk(x);
    return out;
  };
  return walk(value) as T;
}
