import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCompletionItems } from '../src/service/completion.js';
import { getDiagnostics } from '../src/service/diagnostics.js';
import { evaluate } from '../src/service/evaluation.js';
import { getHover } from '../src/service/hover.js';
import { generateScenario } from '../src/testing/generate.js';
import { pathToUri } from '../src/uri.js';
import { WorkspaceIndex } from '../src/workspace.js';

const SCENARIOS = join(dirname(fileURLToPath(import.meta.url)), '../../../scenarios');

function scenarioPaths(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return scenarioPaths(p);
      return name.endsWith('.scenario') ? [p] : [];
    });
}

/** Corpus files with steps to resume (their card libraries are read from the corpus folder). */
const corpus = scenarioPaths(SCENARIOS)
  .map((path) => ({ uri: pathToUri(path), text: readFileSync(path, 'utf8') }))
  .filter((f) => /\nwhen\n/.test(f.text));

const newIndex = () => new WorkspaceIndex({ folders: [pathToUri(SCENARIOS)] });

/** What the editor shows for a text: diagnostics, and hover and completion at one line. */
function view(index: WorkspaceIndex, uri: string, line: number) {
  const f = index.parsed(uri);
  if (!f) throw new Error('not parsed');
  const at = { line: line % (f.text.split('\n').length || 1), character: 3 };
  const lineText = f.text.split('\n')[at.line] ?? '';
  return {
    diagnostics: getDiagnostics(f, index, evaluate(index, uri)),
    hover: getHover(f, at, index, { revision: 'v1.7' }),
    completion: getCompletionItems(f, { line: at.line, character: lineText.length }, index, {
      revision: 'v1.7',
    }).items,
  };
}

type Edit = { line: number; kind: number; n: number };

/** One-line edits as typing makes them. */
function applyEdit(text: string, e: Edit): string {
  const lines = text.split('\n');
  const i = e.line % lines.length;
  const line = lines[i] as string;
  switch (e.kind % 7) {
    case 0:
      lines.splice(i, 1);
      break;
    case 1:
      lines.splice(i, 0, line);
      break;
    case 2:
      lines[i] = line.replace(/\d+/, (d) => String(Number(d) + 1 + (e.n % 3)));
      break;
    case 3:
      lines[i] = line.replace(/"([^"]+)"/, '"$1x"');
      break;
    case 4:
      lines.splice(i, 0, e.n % 2 ? '' : '  # a note');
      break;
    case 5:
      lines[i] = line.slice(0, Math.max(0, line.length - 1 - (e.n % 8)));
      break;
    default:
      if (i + 1 < lines.length) [lines[i], lines[i + 1]] = [lines[i + 1] as string, line];
  }
  return lines.join('\n');
}

describe('live evaluation resumes the last run', () => {
  it('shows after every edit what a fresh server shows for the same text', () => {
    const warm = newIndex();
    let resumed = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: corpus.length - 1 }),
        fc.array(
          fc.record({ line: fc.nat({ max: 300 }), kind: fc.nat({ max: 6 }), n: fc.nat({ max: 99 }) }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.nat({ max: 300 }),
        (fileIndex, edits, line) => {
          const { uri, text } = corpus[fileIndex] as (typeof corpus)[number];
          let current = text;
          let version = 1;
          warm.open(uri, current, version);
          view(warm, uri, line);
          for (const e of edits) {
            current = applyEdit(current, e);
            warm.change(uri, current, ++version);
            const cold = newIndex();
            cold.open(uri, current, 1);
            expect(view(warm, uri, line)).toEqual(view(cold, uri, line));
          }
          warm.close(uri);
          resumed = warm.checkpoints.stats.reusedStatements;
        },
      ),
      { numRuns: 40, seed: 8 },
    );
    expect(resumed).toBeGreaterThan(0);
  });

  it('re-runs nothing of `when` when only `then` changes, even in a long scenario', () => {
    const text = generateScenario(120);
    const uri = 'inmemory://resume/generated.scenario';
    const index = new WorkspaceIndex();
    index.open(uri, text, 1);
    expect(evaluate(index, uri)?.runs[0]?.results[0]?.status).toBe('passed');
    const steps = evaluate(index, uri)?.runs[0]?.results[0]?.steps.length ?? 0;
    const edited = text.replace(/(\nthen\n {2}Ana money )(\d+)/, (_, head, n) => `${head}${Number(n) + 1}`);
    const before = index.checkpoints.stats.reusedStatements;
    index.change(uri, edited, 2);
    const result = evaluate(index, uri)?.runs[0]?.results[0];
    expect(index.checkpoints.stats.reusedStatements - before).toBe(steps);
    expect(result?.status).toBe('failed');
    const cold = new WorkspaceIndex();
    cold.open(uri, edited, 1);
    expect(getDiagnostics(index.parsed(uri)!, index, evaluate(index, uri))).toEqual(
      getDiagnostics(cold.parsed(uri)!, cold, evaluate(cold, uri)),
    );
  });
});
