import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { format, parse } from '../../src/index.js';

const doc = readFileSync(new URL('../../../../docs/scenario-language.md', import.meta.url), 'utf8');
const blocks = [...doc.matchAll(/```\n([\s\S]*?)```/g)].map((m) => m[1] as string);

/** The reference's examples, read the way a designer would paste them into a file. */
function examples(): { block: string; candidates: string[] }[] {
  return blocks
    .filter((b) => !b.includes('error:') && !b.includes('<'))
    .map((block) => {
      const first = block.trimStart();
      if (/^(game|scenario|use|cards)\b/.test(first)) return { block, candidates: [block] };
      if (/^(setup|given|when|then)\b/.test(first))
        return { block, candidates: [`scenario "doc"\n${block}`] };
      return {
        block,
        candidates: ['cards', 'given', 'when', 'then'].map((s) => `scenario "doc"\n${s}\n${block}`),
      };
    });
}

/** The statements in the first column of the reference tables, by the heading they stand under. */
function tableStatements(): { heading: string; span: string }[] {
  const found: { heading: string; span: string }[] = [];
  let heading = '';
  for (const line of doc.split('\n')) {
    if (line.startsWith('## ')) heading = line.slice(3);
    if (!line.startsWith('| `')) continue;
    const cell = line.split(' | ')[0]?.slice(2) ?? '';
    for (const m of cell.matchAll(/`([^`]+)`/g)) found.push({ heading, span: m[1] as string });
  }
  return found;
}

const CONTEXTS = new Map<string, (span: string) => string[]>([
  ['The scenario line', (span) => [`scenario "doc"\n  ${span}\n`]],
  ['setup', (span) => [`scenario "doc"\nsetup\n  ${span}\n`]],
  [
    'given',
    (span) => [
      `scenario "doc"\ngiven\n  ${span}\n`,
      `scenario "doc"\ngiven\n  Ana network 0,0 "X" ${span}\n`,
    ],
  ],
  ['when', (span) => [`scenario "doc"\nwhen\n  ${span}\n`]],
  ['then', (span) => [`scenario "doc"\nthen\n  ${span}\n`]],
]);

describe('the language reference', () => {
  it('lists only statements that read without a diagnostic in its tables', () => {
    const rows = tableStatements().filter((r) => CONTEXTS.has(r.heading) && r.span !== 'grid');
    expect(rows.length).toBeGreaterThan(60);
    for (const { heading, span } of rows) {
      const clean = (CONTEXTS.get(heading) as (s: string) => string[])(span).some(
        (t) => parse(t).diagnostics.length === 0,
      );
      expect(clean, `\`${span}\` (under ${heading}) does not read cleanly`).toBe(true);
    }
  });

  it('opens with an example in canonical form', () => {
    const first = blocks[0] as string;
    expect(parse(first).diagnostics).toEqual([]);
    expect(format(parse(first).file)).toBe(first);
  });

  it('shows only examples that read without a diagnostic', () => {
    const found = examples();
    expect(found.length).toBeGreaterThan(10);
    for (const { block, candidates } of found) {
      const clean = candidates.some((c) => parse(c).diagnostics.length === 0);
      expect(clean, `this example does not read cleanly:\n${block}`).toBe(true);
    }
  });
});
