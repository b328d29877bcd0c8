import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type * as Sarif from 'sarif';
import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, REJECT_SCENARIO, SELL_LINES, sellScenario } from './helpers.js';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'sarif-2.1.0-rtm.5.json'), 'utf8'),
);

/**
 * The SARIF 2.1.0 schema as a validator (draft-04, the schema's own dialect; URI formats checked).
 * The schema's language pattern has a stray `]`, legal only in a regular expression without the
 * `u` flag, hence `unicodeRegExp: false`.
 */
function validator() {
  // Both are CommonJS modules whose `default` is the module itself: the form that typechecks.
  const ajv = new Ajv.default({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

describe('run --reporter sarif', () => {
  it('writes a SARIF 2.1.0 log: one result per error at file:line:col, rules with their clause', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'pass.scenario': sellScenario(),
      // Expects 15 M: the `then` line fails.
      'money.scenario': sellScenario(15, 'Wrong money'),
      // Sells a business without expecting the refusal: the engine refuses it under 5.5.4.
      'refused.scenario': REJECT_SCENARIO.replace('  -> rejected 5.5.4', ''),
      // Not a scenario the parser can read: one result, not one more per revision it errs under.
      'broken.scenario': 'scenario "broken"\n  covers 5.5.3\ngiven nothing\n',
    });
    const r = await cli(root, 'run', '.', '--reporter', 'sarif', '--output', 'out/x.sarif');
    expect(r.code).toBe(2);
    const log = JSON.parse(readFileSync(join(root, 'out/x.sarif'), 'utf8')) as Sarif.Log;
    const validate = validator();
    expect(validate(log), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The validator does reject what is not SARIF 2.1.0.
    expect(validate({ ...log, version: '2.0.0' })).toBe(false);
    expect(validate({ ...log, runs: [{ results: [] }] })).toBe(false);

    const [run] = log.runs;
    const results = (run?.results ?? []).map((x) => ({
      rule: x.ruleId,
      file: x.locations?.[0]?.physicalLocation?.artifactLocation?.uri,
      line: x.locations?.[0]?.physicalLocation?.region?.startLine,
      column: x.locations?.[0]?.physicalLocation?.region?.startColumn,
    }));
    expect(results).toEqual([
      { rule: 'scenario-file.syntax', file: 'broken.scenario', line: 3, column: 7 },
      { rule: 'scenario.expectation', file: 'money.scenario', line: SELL_LINES.money, column: 3 },
      { rule: 'divest.cannot-sell-business', file: 'refused.scenario', line: 13, column: 3 },
    ]);
    const rules = run?.tool.driver.rules ?? [];
    expect(rules.map((x) => x.id)).toEqual([
      'divest.cannot-sell-business',
      'scenario-file.syntax',
      'scenario.expectation',
    ]);
    const refusal = rules[0] as Sarif.ReportingDescriptor;
    expect(refusal.help?.text).toBe(`Clause 5.5.4 (v1.7): ${refusal.shortDescription?.text}`);
    expect(refusal.properties?.clause).toBe('5.5.4');
    // Each result points at its rule by index too.
    for (const x of run?.results ?? []) expect(rules[x.ruleIndex as number]?.id).toBe(x.ruleId);
  });

  it('a passing run is a valid log with no results', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'pass.scenario': sellScenario() });
    const r = await cli(root, 'run', '.', '--reporter', 'sarif');
    expect(r.code).toBe(0);
    const log = JSON.parse(r.out.slice(0, r.out.lastIndexOf('}') + 1)) as Sarif.Log;
    expect(validator()(log)).toBe(true);
    expect(log.runs[0]?.results).toEqual([]);
  });
});
