import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { GameState } from '@arbiter/megacorp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { libraryKey } from '../../src/dialects/megacorp/bind/library.js';
import { type FileResult, runScenarioText } from '../../src/index.js';
import { Checkpoints, nodeKey, statementKeys } from '../../src/run/checkpoints.js';
import { fileLoader, scenarioFiles } from '../../src/vitest/corpus.js';

const ROOT = resolve(__dirname, '../../../..');
const loader = fileLoader(ROOT);
const corpus = scenarioFiles(resolve(ROOT, 'scenarios')).map((p) => {
  const uri = relative(ROOT, p);
  return { uri, text: readFileSync(p, 'utf8') };
});

/** A state as comparable text: the card library by content (a resumed run may hold an equal copy). */
const stateText = (s: GameState | undefined) =>
  s &&
  JSON.stringify(s, (k, v) =>
    k === 'library' ? libraryKey(v) : k === 'profile' ? (v as { id: string }).id : v,
  );

/** Everything a run reports but its duration. */
function observable(r: FileResult) {
  return {
    diagnostics: r.diagnostics,
    scenarios: r.scenarios.map(({ durationMs: _d, initial, final, steps, ...rest }) => ({
      ...rest,
      initial: stateText(initial),
      final: stateText(final),
      steps: steps.map((st) => ({ ...st, state: stateText(st.state) })),
    })),
  };
}

/** Edits someone typing might make to one line: the resumed run must not notice any difference. */
type Edit = { line: number; kind: number; n: number };
const KINDS = 9;

function applyEdit(text: string, e: Edit): string {
  const lines = text.split('\n');
  const i = e.line % lines.length;
  const line = lines[i] as string;
  switch (e.kind % KINDS) {
    case 0: // delete the line
      lines.splice(i, 1);
      break;
    case 1: // duplicate it
      lines.splice(i, 0, line);
      break;
    case 2: // change a number
      lines[i] = line.replace(/\d+/, (d) => String(Number(d) + 1 + (e.n % 3)));
      break;
    case 3: // misspell a card name
      lines[i] = line.replace(/"([^"]+)"/, '"$1x"');
      break;
    case 4: // a comment line above (moves every line below)
      lines.splice(i, 0, '  # a note');
      break;
    case 5: // a blank line
      lines.splice(i, 0, '');
      break;
    case 6: // swap with the next line
      if (i + 1 < lines.length) [lines[i], lines[i + 1]] = [lines[i + 1] as string, line];
      break;
    case 7: // cut the line short, as while typing it
      lines[i] = line.slice(0, Math.max(0, line.length - 1 - (e.n % 8)));
      break;
    default: // a trailing comment
      lines[i] = `${line}  # typed`;
  }
  return lines.join('\n');
}

/** Files with `when` statements to resume, spread over the corpus. */
const withSteps = corpus.filter((f) => /\nwhen\n/.test(f.text));

describe('resumable runs', () => {
  it('a resumed run reports exactly what a run from scratch reports, after random edits', () => {
    const store = new Checkpoints();
    fc.assert(
      fc.property(
        fc.nat({ max: withSteps.length - 1 }),
        fc.array(
          fc.record({ line: fc.nat({ max: 400 }), kind: fc.nat({ max: KINDS - 1 }), n: fc.nat({ max: 99 }) }),
          { minLength: 1, maxLength: 4 },
        ),
        (fileIndex, edits) => {
          const { uri, text } = withSteps[fileIndex] as (typeof withSteps)[number];
          const slot = { store, slot: uri };
          let current = text;
          runScenarioText(current, uri, { loader, checkpoints: slot });
          for (const e of edits) {
            current = applyEdit(current, e);
            const resumed = runScenarioText(current, uri, { loader, checkpoints: slot });
            const scratch = runScenarioText(current, uri, { loader });
            expect(observable(resumed)).toEqual(observable(scratch));
          }
        },
      ),
      { numRuns: 100, seed: 8 },
    );
    // Not vacuous: most edits leave a shared prefix to resume from.
    expect(store.stats.reusedStarts).toBeGreaterThan(0);
    expect(store.stats.reusedStatements).toBeGreaterThan(0);
  });

  it('typing at the end re-runs nothing before it, and editing a step re-runs from that step', () => {
    const store = new Checkpoints();
    const file = withSteps.find((f) =>
      f.uri.endsWith('w01-anas-first-turn.scenario'),
    ) as (typeof withSteps)[number];
    const slot = { store, slot: file.uri };
    const first = runScenarioText(file.text, file.uri, { loader, checkpoints: slot });
    const statements = first.scenarios[0]?.steps.length ?? 0;
    expect(statements).toBeGreaterThan(5);
    // The last expectation of `then` changes: every `when` statement is reused.
    const atEnd = file.text.replace('Ana hand 6 cards', 'Ana hand 7 cards');
    let before = store.stats.reusedStatements;
    const end = runScenarioText(atEnd, file.uri, { loader, checkpoints: slot });
    expect(store.stats.reusedStatements - before).toBe(statements);
    expect(end.scenarios[0]?.status).toBe('failed');
    expect(observable(end)).toEqual(observable(runScenarioText(atEnd, file.uri, { loader })));
    // A step in the middle changes: the statements above it are reused, the rest run again.
    const middle = atEnd.replace('expect Ana money 9', 'expect Ana money 8');
    before = store.stats.reusedStatements;
    const mid = runScenarioText(middle, file.uri, { loader, checkpoints: slot });
    const reused = store.stats.reusedStatements - before;
    expect(reused).toBeGreaterThan(0);
    expect(reused).toBeLessThan(statements);
    expect(observable(mid)).toEqual(observable(runScenarioText(middle, file.uri, { loader })));
    // A line inserted above the scenario moves every range, and nothing needs to run again.
    const moved = `# a comment on top\n${middle}`;
    before = store.stats.reusedStatements;
    const shifted = runScenarioText(moved, file.uri, { loader, checkpoints: slot });
    expect(store.stats.reusedStatements - before).toBe(reused);
    expect(observable(shifted)).toEqual(observable(runScenarioText(moved, file.uri, { loader })));
    // A card definition changes (the library), the `given` does not: the start is not reused.
    const repriced = moved.replace('cashflow 1M', 'cashflow 2M');
    expect(repriced).not.toBe(moved);
    let starts = store.stats.reusedStarts;
    const cheaper = runScenarioText(repriced, file.uri, { loader, checkpoints: slot });
    expect(store.stats.reusedStarts).toBe(starts);
    expect(observable(cheaper)).toEqual(observable(runScenarioText(repriced, file.uri, { loader })));
    runScenarioText(moved, file.uri, { loader, checkpoints: slot });
    // A comment line in the `given` changes nothing the start depends on.
    const noted = moved.replace('\ngiven\n', '\ngiven\n  # where we start\n');
    expect(noted).not.toBe(moved);
    starts = store.stats.reusedStarts;
    before = store.stats.reusedStatements;
    const commented = runScenarioText(noted, file.uri, { loader, checkpoints: slot });
    expect(store.stats.reusedStarts - starts).toBe(1);
    expect(store.stats.reusedStatements - before).toBe(reused);
    expect(observable(commented)).toEqual(observable(runScenarioText(noted, file.uri, { loader })));
  });

  it('keeps at most `limit` slots, dropping the least recently used', () => {
    const store = new Checkpoints(2);
    const [a, b, c] = withSteps as [
      (typeof withSteps)[number],
      (typeof withSteps)[number],
      (typeof withSteps)[number],
    ];
    for (const f of [a, b, c])
      runScenarioText(f.text, f.uri, { loader, checkpoints: { store, slot: f.uri } });
    expect(store.size).toBeLessThanOrEqual(2);
  });

  it('keys a statement only when a later run compares it: a run whose start changed compares none', () => {
    // The second node cannot be serialised (a BigInt): asking for its key throws, holding it does not.
    const statements = [
      { kind: 'step', words: ['Ana', 'passes'] },
      { kind: 'step', count: 1n },
    ];
    const keys = statementKeys(statements);
    expect(keys.length).toBe(2);
    expect(keys.at(0)).toBe(nodeKey(statements[0] as object));
    expect(keys.at(0)).toBe(keys.at(0));
    expect(() => keys.at(1)).toThrow(TypeError);
  });
});
