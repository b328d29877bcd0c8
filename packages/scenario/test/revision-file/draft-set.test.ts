import { describe, expect, it } from 'vitest';
import { bindDraftSet, formatDiagnostic, games } from '../../src/index.js';

/** Binds these drafts in the scenario package's games; each is `[uri, text]`. */
function bind(...files: [string, string][]) {
  return bindDraftSet(
    files.map(([uri, text]) => ({ uri, text })),
    games,
  );
}

const errors = (set: ReturnType<typeof bind>, uri: string) =>
  set.files
    .find((f) => f.uri === uri)
    ?.diagnostics.filter((d) => d.severity === 'error')
    .map((d) => formatDiagnostic(d, uri));

describe('draft revisions of any game', () => {
  it('binds a draft in the game its `game` line names, against that game’s parameters', () => {
    const set = bind([
      'exact.revision',
      'game gardener\nrevision "Exact"\n  extends got-2008\nset\n  unstatedOperator exactly\n',
    ]);
    expect(set.drafts.map((d) => [d.game, d.profile.id, d.profile.extends])).toEqual([
      ['gardener', 'exact', 'got-2008'],
    ]);
    expect((set.drafts[0]?.profile.parameters as Record<string, unknown> | undefined)?.unstatedOperator).toBe(
      'exactly',
    );
    expect(set.gameOf('exact')).toBe('gardener');
    // The runner takes the game's own revisions: its built-in ones plus its drafts.
    expect(set.source.forGame?.('gardener')?.ids()).toEqual(['got-2008', 'got-strict', 'exact']);
    expect(set.source.forGame?.('megacorp')?.ids()).not.toContain('exact');
  });

  it('infers the game from the revision a draft extends, a draft of a draft included', () => {
    const set = bind(
      ['b.revision', 'revision "B"\n  extends a\nset\n  comparison strict\n'],
      ['a.revision', 'revision "A"\n  extends got-2008\nset\n  heroMayDecline false\n'],
      ['m.revision', 'revision "M"\n  extends v1.7\nset\n  startingMoney 15\n'],
    );
    expect(set.drafts.map((d) => `${d.profile.id}:${d.game}`)).toEqual([
      'b:gardener',
      'a:gardener',
      'm:megacorp',
    ]);
    const b = set.drafts.find((d) => d.profile.id === 'b')?.profile.parameters as Record<string, unknown>;
    expect([b.comparison, b.heroMayDecline]).toEqual(['strict', false]);
  });

  it("refuses a Megacorp parameter in a Gardener draft at its line, with the closest of Gardener's", () => {
    const set = bind([
      'd.revision',
      'revision "D"\n  extends got-2008\nset\n  startingMoney 15\n  comparisn strict\n',
    ]);
    expect(set.drafts).toEqual([]);
    expect(errors(set, 'd.revision')).toEqual([
      'd.revision:4:3: error: "startingMoney" is not a rule parameter (see docs/gardener-readings.md for the parameters)',
      'd.revision:5:3: error: "comparisn" is not a rule parameter (did you mean comparison?)',
    ]);
  });

  it('says at the `game` line which games there are, and at `extends` which revisions the game has', () => {
    const typo = bind(['t.revision', 'game gardner\nrevision "T"\n  extends got-2008\n']);
    expect(errors(typo, 't.revision')).toEqual([
      't.revision:1:6: error: unknown game gardner (did you mean gardener?)',
    ]);
    const other = bind(['o.revision', 'game gardener\nrevision "O"\n  extends v1.7\n']);
    expect(errors(other, 'o.revision')).toEqual([
      'o.revision:3:11: error: unknown revision v1.7 (extend one of got-2008, got-strict)',
    ]);
  });

  it('reads a `game` line only first, once', () => {
    const set = bind(['g.revision', 'revision "G"\n  extends got-2008\ngame gardener\n']);
    expect(errors(set, 'g.revision')).toEqual([
      'g.revision:3:1: error: the `game` line comes once, first (e.g. game gardener)',
    ]);
  });
});
