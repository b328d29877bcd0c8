import { describe, expect, it } from 'vitest';
import { discoverScenarios } from '../../src/testing/discover.js';
import { reportFile } from '../../src/testing/outcomes.js';
import { failure, line, run, SELL_PILE, sellPileResult } from './fixtures.js';

const URI = 'file:///ws/sell.scenario';
const nodes = discoverScenarios(SELL_PILE, URI);
const [first, second] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
const byId = (report: ReturnType<typeof reportFile>) => new Map(report.items.map((i) => [i.id, i]));

describe('what a run means for the test items', () => {
  const report = reportFile(nodes, sellPileResult(URI));
  const items = byId(report);

  it('passes a scenario whose every line passed, and each of its lines', () => {
    expect(items.get(first.id)?.status).toBe('passed');
    expect(first.steps.map((s) => items.get(s.id)?.status)).toEqual(['passed', 'passed', 'passed', 'passed']);
  });

  it('fails a scenario when one of its revisions fails, and the failing line with an expected/actual diff', () => {
    expect(items.get(second.id)?.status).toBe('failed');
    const step = items.get(second.steps[0]?.id as string);
    expect(step?.status).toBe('failed');
    expect(step?.messages).toEqual([
      {
        message: 'under ed3.0-fr: expected the rules to refuse this (5.5.4), but it was accepted',
        expected: 'rejected 5.5.4',
        actual: 'accepted',
        range: line(23),
      },
    ]);
  });

  it('shows a failure at its own line once: on the line, not again on the scenario', () => {
    expect(items.get(second.id)?.messages).toEqual([]);
  });

  it('counts a line that passed under one revision and was never reached under another as passed', () => {
    expect(items.get(second.steps[1]?.id as string)?.status).toBe('passed');
  });

  it('adds up the duration of every revision', () => {
    expect(items.get(second.id)?.durationMs).toBe(4);
  });

  it('writes the engine log with its clauses, and the failure with expected, actual and the board', () => {
    const text = report.output.map((o) => o.text);
    expect(text).toContain('✔ Selling a pile sells only its top card — v1.7: passed (2.0 ms)');
    expect(text).toContain('    [5.5.6.2] Ana sells "Hierarch" for 4 M');
    expect(text).toContain('✘ A business cannot be sold — ed3.0-fr: failed (2.0 ms)');
    expect(text).toContain('    expected: rejected 5.5.4');
    expect(text).toContain('    actual:   accepted');
    expect(text).toContain('    | Ana: 12 M');
    const failureLine = report.output.find((o) => o.text.startsWith('  line 24:'));
    expect(failureLine?.itemId).toBe(second.id);
  });

  it('with the engine trace, lists every line with the engine actions it caused', () => {
    const verbose = reportFile(nodes, sellPileResult(URI), true).output.map((o) => o.text);
    expect(verbose).toContain('  line 13: Ana sells "Hierarch" → passed');
    expect(verbose).toContain('      Ana sells "Hierarch" (pays 4 M)');
    expect(report.output.map((o) => o.text)).not.toContain('      Ana sells "Hierarch" (pays 4 M)');
  });
});

describe('failures in the then section', () => {
  const result = {
    uri: URI,
    scenarios: [
      run({
        title: first.label,
        range: line(2, 0),
        status: 'failed',
        steps: [
          { range: line(12), status: 'passed', kind: 'step', actions: [] },
          { range: line(13), status: 'passed', kind: 'checkpoint', actions: [] },
        ],
        failures: [failure(15, 'Ana has 16 M', { expected: '14', actual: '16' })],
      }),
    ],
  } as const;
  const items = byId(reportFile(nodes, result));

  it('fails only the expectation that does not hold; the other then lines were checked and pass', () => {
    expect(first.steps.map((s) => items.get(s.id)?.status)).toEqual(['passed', 'passed', 'failed', 'passed']);
    expect(items.get(first.steps[2]?.id as string)?.messages[0]).toMatchObject({
      expected: '14',
      actual: '16',
    });
  });

  it('leaves a scenario that the server did not run as skipped', () => {
    expect(items.get(second.id)?.status).toBe('skipped');
  });
});

describe('a failing step stops the scenario', () => {
  const result = {
    uri: URI,
    scenarios: [
      run({
        title: first.label,
        range: line(2, 0),
        status: 'failed',
        failures: [
          failure(12, 'the rules refuse this step: Ana cannot sell during the buy phase', {
            clause: '5.5.1',
          }),
        ],
      }),
    ],
  };
  const items = byId(reportFile(nodes, result));

  it('fails the step with the clause, and skips the lines after it', () => {
    const step = items.get(first.steps[0]?.id as string);
    expect(step?.status).toBe('failed');
    expect(step?.messages[0]?.message).toBe(
      'the rules refuse this step: Ana cannot sell during the buy phase (clause 5.5.1)',
    );
    expect(step?.messages[0]).not.toHaveProperty('expected');
    expect(first.steps.slice(1).map((s) => items.get(s.id)?.status)).toEqual([
      'skipped',
      'skipped',
      'skipped',
    ]);
  });
});

describe('a scenario that cannot be bound', () => {
  const result = {
    uri: URI,
    scenarios: [
      run({
        title: first.label,
        range: line(2, 0),
        status: 'error',
        failures: [failure(10, 'unknown card "Hierarch"', { hint: 'did you mean "Hierarch of Gnost"?' })],
      }),
    ],
  };
  const items = byId(reportFile(nodes, result));

  it('errors the scenario with the message at the given line (no step to carry it) and skips its lines', () => {
    expect(items.get(first.id)).toMatchObject({
      status: 'errored',
      messages: [
        { message: 'unknown card "Hierarch"\nhint: did you mean "Hierarch of Gnost"?', range: line(10) },
      ],
    });
    expect(first.steps.map((s) => items.get(s.id)?.status)).toEqual([
      'skipped',
      'skipped',
      'skipped',
      'skipped',
    ]);
  });
});
