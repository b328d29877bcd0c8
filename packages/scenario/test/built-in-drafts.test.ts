/**
 * The loader check: each built-in Megacorp revision re-expressed as a draft `.revision` file that
 * extends another built-in (the one it differs least from), generated from the profiles' parameters
 * and committed under `test/fixtures/built-in-drafts/`. Bound by the draft loader, every draft must
 * rebuild its revision's parameters, and the whole corpus must play out the same under it as under
 * the built-in: a parameter the loader drops or misreads shows as a moved outcome.
 * `UPDATE_DRAFTS=1 npx vitest run test/built-in-drafts.test.ts` rewrites the files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { differingParameters, stateHash } from '@arbiter/core';
import { BUILT_IN_PROFILES, PARAMETER_SPECS, type RevisionProfile } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { bindRevisionFile, gameOfText, outcome, parse, profileAsDraft, runScenario } from '../src/index.js';
import { fileLoader, scenarioFiles } from '../src/vitest/corpus.js';

const root = resolve(__dirname, '../../..');
const folder = resolve(__dirname, 'fixtures/built-in-drafts');

/** The other built-in revision `p` differs least from (the first such, oldest first). */
function nearest(p: RevisionProfile): RevisionProfile {
  const others = BUILT_IN_PROFILES.filter((q) => q !== p);
  const size = (q: RevisionProfile) => differingParameters(PARAMETER_SPECS, p, q).length;
  return others.reduce((best, q) => (size(q) < size(best) ? q : best));
}

const drafts = BUILT_IN_PROFILES.map((p) => {
  const base = nearest(p);
  const path = resolve(folder, `${p.id}-as-draft.revision`);
  return { p, base, path, text: profileAsDraft(PARAMETER_SPECS, p, base) };
});

function bound(d: (typeof drafts)[number]): RevisionProfile {
  const uri = relative(root, d.path);
  const b = bindRevisionFile(readFileSync(d.path, 'utf8'), uri, (id) =>
    BUILT_IN_PROFILES.find((q) => q.id === id),
  );
  if (!b.profile) throw new Error(`${uri}: ${b.diagnostics.map((x) => x.message).join('; ')}`);
  return b.profile;
}

describe('a list parameter in a draft file', () => {
  const ban = (line: string) =>
    bindRevisionFile(`revision "Bans"\n  extends v1.7\nset\n  ${line}\n`, 'bans.revision', (id) =>
      BUILT_IN_PROFILES.find((q) => q.id === id),
    );
  it('takes several names in quotes, one name, or none', () => {
    expect(ban('competitiveBanList "Tidal Wave" "Kickback"').profile?.parameters.competitiveBanList).toEqual([
      'Tidal Wave',
      'Kickback',
    ]);
    expect(ban('competitiveBanList "Kickback"').profile?.parameters.competitiveBanList).toEqual(['Kickback']);
    expect(ban('competitiveBanList none').profile?.parameters.competitiveBanList).toEqual([]);
  });
  it('refuses words that are not in quotes after the name, at the line', () => {
    const b = ban('competitiveBanList Tidal Wave');
    expect(b.profile).toBeUndefined();
    expect(b.diagnostics.map((d) => [d.range.start.line, d.message])).toEqual([
      [3, 'a setting is a parameter name and one value, or a list of names in quotes'],
    ]);
  });
});

describe('built-in revisions re-expressed as draft files (the loader check)', () => {
  it('are committed as generated from the profiles (UPDATE_DRAFTS=1 rewrites them)', () => {
    for (const d of drafts) {
      if (process.env.UPDATE_DRAFTS === '1' || !existsSync(d.path)) writeFileSync(d.path, d.text);
      expect(readFileSync(d.path, 'utf8'), `${d.path} is stale`).toBe(d.text);
    }
  });

  it('rebuild every parameter of their revision through the draft loader', () => {
    for (const d of drafts) {
      const draft = bound(d);
      expect(draft.extends).toBe(d.base.id);
      expect(differingParameters(PARAMETER_SPECS, draft, d.p)).toEqual([]);
      // Not vacuous: the draft changes something of the revision it extends.
      expect(differingParameters(PARAMETER_SPECS, draft, d.base).length).toBeGreaterThan(0);
    }
  });

  it('give every scenario of the corpus the outcome it has under the built-in revision', () => {
    // A scenario's per-revision lines (`under`, `expect`) apply to a draft through the revision it
    // extends; the draft is read here as a draft of its own revision, so those lines are the
    // built-in's, while the engine gets the loaded profile: its id, clause map and parameters.
    const pairs = drafts.map((d) => ({ builtIn: d.p, draft: { ...bound(d), extends: d.p.id } }));
    const moved: string[] = [];
    let runs = 0;
    for (const path of scenarioFiles(resolve(root, 'scenarios'))) {
      const text = readFileSync(path, 'utf8');
      if (gameOfText(text) !== 'megacorp') continue;
      const uri = relative(root, path);
      const file = parse(text, uri).file;
      const loader = fileLoader(root);
      for (const sc of file.scenarios) {
        const named = (sc.header?.body ?? []).flatMap((b) =>
          b.kind === 'revisions' ? b.revisions.map((n) => n.text) : [],
        );
        for (const { builtIn, draft } of pairs) {
          if (named.length && !named.includes(builtIn.id)) continue;
          // The game alone is compared (observe mode: no expectation stops a run).
          const played = (profile: RevisionProfile) =>
            stateHash(outcome(runScenario(file, sc, profile, { loader, mode: 'observe' })));
          runs++;
          if (played(builtIn) !== played(draft))
            moved.push(`${uri}:${(sc.header?.range.start.line ?? 0) + 1} under ${builtIn.id}`);
        }
      }
    }
    expect(moved).toEqual([]);
    expect(runs).toBeGreaterThan(900);
  }, 600_000);
});
