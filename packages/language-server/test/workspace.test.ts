import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { getDiagnostics } from '../src/service/diagnostics.js';
import { evaluate } from '../src/service/evaluation.js';
import { getHover } from '../src/service/hover.js';
import { readSettings } from '../src/settings.js';
import { WorkspaceIndex } from '../src/workspace.js';
import { BASIC_CARDS, memoryFs, open, SELL, uri, workspace } from './helpers.js';

describe('the workspace index', () => {
  it('reads the scenario, card and revision files of every folder, and nothing else', () => {
    const fs = memoryFs({
      '/a/cards/basic.cards': BASIC_CARDS,
      '/a/x.scenario': SELL,
      '/a/node_modules/pkg/y.scenario': SELL,
      '/a/notes.md': '# notes',
      '/b/drafts/w.revision': 'revision "W"\n  extends v1.7\nset\n  sellPile whole-pile\n',
      '/c/other.scenario': SELL,
    });
    const index = new WorkspaceIndex({ folders: [uri('/a'), uri('/b')], fs });
    expect(index.scan()).toBe(3);
    expect(index.uris().sort()).toEqual([
      uri('/a/cards/basic.cards'),
      uri('/a/x.scenario'),
      uri('/b/drafts/w.revision'),
    ]);
    expect(fs.reads.every((p) => p.startsWith('/a/') || p.startsWith('/b/'))).toBe(true);
    expect(index.text(uri('/c/other.scenario'))).toBeUndefined();
    expect(index.revisions().ids()).toContain('w');
  });

  it('the client`s text wins while a file is open; closing goes back to the disk', () => {
    const { index } = workspace({ 'scenarios/s.scenario': SELL });
    const u = uri('/ws/scenarios/s.scenario');
    index.open(u, 'edited', 3);
    expect(index.text(u)).toBe('edited');
    index.diskChanged(u);
    expect(index.text(u)).toBe('edited');
    index.close(u);
    expect(index.text(u)).toBe(SELL);
  });

  it('a file open outside the folders is served, but never read by a `use`', () => {
    const { index } = workspace();
    index.open(uri('/elsewhere/lib.cards'), 'cards\n  character "Stray"  cost 1M\n', 1);
    const f = open(
      index,
      'scenarios/s.scenario',
      SELL.replace('use "../cards/basic.cards"', 'use "../../elsewhere/lib.cards"'),
    );
    expect(getDiagnostics(f, index)[0]?.message).toContain('outside the workspace folders');
  });

  it('an edited card library changes the runs of the scenarios that use it', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/s.scenario', SELL);
    expect(evaluate(index, f.uri)?.runs[0]?.results[0]?.status).toBe('passed');
    index.open(
      uri('/ws/cards/basic.cards'),
      BASIC_CARDS.replace(
        'character "Hierarch"        cost 4M + 3BQ',
        'character "Hierarch"        cost 6M + 3BQ',
      ),
      2,
    );
    expect(evaluate(index, f.uri)?.runs[0]?.results[0]?.status).toBe('failed');
  });

  it('a draft revision of the workspace runs scenarios that name it', () => {
    const { index } = workspace({
      'drafts/whole.revision': 'revision "Whole piles"\n  extends v1.7\nset\n  sellPile whole-pile\n',
    });
    const f = open(
      index,
      'scenarios/s.scenario',
      SELL.replace('revisions v1.7', 'revisions whole').replace('Ana money 14', 'Ana money 16'),
    );
    const result = evaluate(index, f.uri)?.runs[0]?.results[0];
    expect([result?.revision, result?.status]).toEqual(['whole', 'failed']);
    expect(result?.failures[0]?.message).toContain('open market');
    expect(getHover(f, { line: 3, character: 13 }, index)).toMatchObject({
      contents: { value: expect.stringContaining('draft extending v1.7') },
    });
  });

  it('keeps no tree of an earlier text once the current text is parsed', async () => {
    // The earlier tree serves requests only while the current one is missing (a large text parsed in
    // slices); held longer, each open document kept two trees.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const index = new WorkspaceIndex();
    const u = uri('/ws/scenarios/s.scenario');
    index.open(u, SELL, 1);
    const first = new WeakRef(index.parsed(u) as object);
    index.change(u, SELL.replace('Ana money 14', 'Ana money 15'), 2);
    expect(index.lastParsed(u)).toBe(first.deref());
    expect(index.parsed(u)?.version).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    collect();
    await new Promise((r) => setTimeout(r, 0));
    expect(first.deref()).toBeUndefined();
  });

  it('settings: defaults, nested or dotted keys, wrong types ignored', () => {
    expect(readSettings(undefined)).toEqual({
      defaultRevision: null,
      liveEvaluation: { enabled: true, debounceMs: 250 },
      inlayHints: { enabled: true },
      rulebookText: null,
    });
    expect(
      readSettings({
        defaultRevision: 'ed3.0-fr',
        liveEvaluation: { debounceMs: 40 },
        'inlayHints.enabled': false,
        rulebookText: ' rules/v1.7.txt ',
      }),
    ).toEqual({
      defaultRevision: 'ed3.0-fr',
      liveEvaluation: { enabled: true, debounceMs: 40 },
      inlayHints: { enabled: false },
      rulebookText: 'rules/v1.7.txt',
    });
    expect(readSettings({ liveEvaluation: { enabled: 'yes', debounceMs: -5 } }).liveEvaluation).toEqual({
      enabled: true,
      debounceMs: 0,
    });
  });
});
