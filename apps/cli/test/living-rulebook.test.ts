import { resolve } from 'node:path';
import type { ObservedChart } from '@arbiter/core';
import { megacorpModule } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { chartCoverage } from '../src/commands/chart-coverage.js';
import { CHART_FUZZ_ACTIONS } from '../src/commands/coverage.js';
import { CARDS, cli, fixture, read, sellScenario } from './helpers.js';

/** Two verdicts of `arbiter mutants --json`: flipping saleValuation (5.5.6.2) was noticed, startingMoney's (1.2.6) was not. */
const MUTANTS = JSON.stringify({
  revision: 'v1.7',
  verdicts: [
    {
      parameter: 'saleValuation',
      from: 'current',
      to: 'printed',
      killedBy: { uri: 'sell.scenario', line: 3, title: 't' },
      tried: 1,
    },
    { parameter: 'startingMoney', from: 10, to: 11, killedBy: null, tried: 1 },
  ],
});

describe('arbiter coverage: the living rulebook', () => {
  it('gives each clause its status, scenarios (file:line) and mutants, in text, JSON and HTML', async () => {
    const root = fixture({
      'package.json': '{}',
      'lib.cards': CARDS,
      'sell.scenario': sellScenario(),
      'mutants.json': MUTANTS,
      'pending/clause-5.4.3.scenario.pending': '# a stub\n#   covers 5.4.3\n',
      'out/.keep': '',
    });
    const r = await cli(
      root,
      'coverage',
      '--revision',
      'v1.7',
      '--no-chart',
      '--mutants',
      'mutants.json',
      '--json',
      '.',
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as {
      rulebook: {
        counts: Record<string, number>;
        clauses: { clause: string; status: string; scenarios: unknown[]; mutants: { killed: boolean }[] }[];
      };
      statechart?: unknown;
    };
    const clause = (id: string) => report.rulebook.clauses.find((c) => c.clause === id);
    // The sale's price is exercised and its parameter's flip was noticed.
    expect(clause('5.5.6.2')).toMatchObject({
      status: 'verified',
      scenarios: [{ uri: 'sell.scenario', line: 3 }],
    });
    // Money gained is exercised, but the one mutant naming it survived: no expectation noticed it.
    expect(clause('1.2.6')).toMatchObject({ status: 'exercised', mutants: [{ killed: false }] });
    expect(clause('5.4.3')?.status).toBe('pending');
    expect(clause('2.6')?.status).toBe('not-checkable');
    expect(clause('1.2.7.1')?.status).toBe('missing');
    expect(report.rulebook.clauses).toHaveLength(347);
    expect(report.statechart).toBeUndefined();

    const text = await cli(
      root,
      'coverage',
      '--revision',
      'v1.7',
      '--no-chart',
      '--mutants',
      'mutants.json',
      '--html',
      'out/book.html',
      '.',
    );
    expect(text.out).toMatch(/^ {2}verified by mutation +1$/m);
    expect(text.out).toMatch(/^ {2}pending +1$/m);
    const html = read(root, 'out/book.html');
    expect(html).toContain('<a href="../sell.scenario#L3">sell.scenario:3</a>');
  });

  it('lists V1.5.5 by the headings of its ledger, in our words', async () => {
    const root = fixture({ 'package.json': '{}', 'lib.cards': CARDS, 'sell.scenario': sellScenario() });
    const r = await cli(root, 'coverage', '--revision', 'v1.5.5', '--no-chart', '--json', '.');
    const report = JSON.parse(r.out) as {
      rulebook: { clauses: { clause: string; status: string; paraphrase: string[] }[] };
    };
    const symbol = report.rulebook.clauses.find((c) => c.clause === '§Characteristic of the Cards › Symbol');
    expect(symbol).toMatchObject({ status: 'not-checkable' });
    expect(symbol?.paraphrase.join(' ')).toContain('faction symbol');
  });
});

describe('statechart transitions of the corpus and a fuzz run', () => {
  it('every arrow never taken has a reason, and no reason is written for an arrow a run takes', () => {
    const r = chartCoverage(['scenarios'], resolve(__dirname, '../../..'), {
      actions: CHART_FUZZ_ACTIONS,
      seed: 1,
    });
    expect(r.problems).toEqual([]);
    expect(r.unreached.filter((u) => u.reason === null).map((u) => u.id)).toEqual([]);
    // A state no run reaches is entered only by arrows never taken, each with its reason.
    const chart = megacorpModule.flow.chart as ObservedChart;
    for (const state of r.states.unreached)
      for (const a of chart.arrows.filter((x) => x.entered.includes(state)))
        expect(r.unreached.find((u) => u.id === a.id)?.reason, `${state} via ${a.id}`).toBeTruthy();
    expect(r.transitions.reached / r.transitions.total).toBeGreaterThan(0.85);
  }, 900_000);
});
