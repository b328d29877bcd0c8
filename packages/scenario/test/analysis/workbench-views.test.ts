import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bindRevisionFile,
  diffRevisions,
  parse,
  renderBoard,
  revisionSource,
  runScenarioText,
} from '../../src/index.js';
import { fileLoader } from '../../src/vitest/corpus.js';

const ROOT = resolve(__dirname, '../../../..');
const corpus = (path: string) => {
  const uri = `scenarios/${path}`;
  return { uri, text: readFileSync(resolve(ROOT, uri), 'utf8') };
};

describe('the text board during a challenge', () => {
  it('names the attacker, the target, the trait, and the blockers declared', () => {
    const { uri, text } = corpus('megacorp/05-turn/challenge/blockers-that-cease.scenario');
    const run = runScenarioText(text, uri, { loader: fileLoader(ROOT) }).scenarios[0];
    // After `Nick blocks with "Gnost Cleric", "Sage"` (line 21).
    const step = run?.steps.find((s) => s.range.start.line === 20);
    if (!step || !run?.initial) throw new Error('the scenario runs past its blockers');
    const board = renderBoard(step.state);
    expect(board).toContain(
      `challenge: "Raamaa" (Ana) attacks 0,0 in Nick's network with BQ, defending "Nick Corp"`,
    );
    expect(board).toContain(`blockers "Gnost Cleric", "Sage"`);
    // Outside a challenge, no challenge line.
    expect(renderBoard(run.initial)).not.toContain('challenge:');
  });
});

describe('arbiter diff: the first differing fact', () => {
  it('names the first fact of the end state that differs, not only steps and money', () => {
    const { uri, text } = corpus('megacorp/05-turn/divest/sell-pile-top-card.scenario');
    const draftUri = 'scenarios/drafts/whole-pile-sales.revision';
    const source = revisionSource();
    const whole = bindRevisionFile(readFileSync(resolve(ROOT, draftUri), 'utf8'), draftUri, (id) =>
      source.profile(id),
    ).profile;
    const v17 = source.profile('v1.7');
    if (!whole || !v17) throw new Error('the draft and v1.7 bind');
    const d = diffRevisions([parse(text, uri).file], v17, whole, { loader: fileLoader(ROOT) });
    const first = d.differences[0];
    expect(first?.first).toMatch(/^Ana money: v1\.7 14, whole-pile-sales \d+$/);
  });
});
