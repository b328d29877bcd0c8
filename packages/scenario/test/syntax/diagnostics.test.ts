import { describe, expect, it } from 'vitest';
import { type Diagnostic, formatDiagnostic, parse, sortDiagnostics } from '../../src/index.js';

const at = (line: number, character: number, offset: number) => ({
  start: { line, character, offset },
  end: { line, character, offset },
});

describe('formatDiagnostic', () => {
  it('prints file:line:col with 1-based numbers, the severity, the message and the hint', () => {
    const [d] = parse('scenario "x"\nwhen\n  Ana sels "Hierarch"\n').diagnostics;
    expect(formatDiagnostic(d as Diagnostic, 'scenarios/x.scenario')).toBe(
      'scenarios/x.scenario:3:7: error: `sels` is not a step (did you mean `sells`? e.g. Ana sells "Hierarch")',
    );
  });

  it('leaves out the parentheses when there is no hint', () => {
    const d: Diagnostic = { severity: 'warning', code: 'syntax', message: 'odd', range: at(0, 0, 0) };
    expect(formatDiagnostic(d, 'f')).toBe('f:1:1: warning: odd');
  });
});

describe('a fractional cashflow (1.2.7.1)', () => {
  const card = (amount: string) => parse(`cards\n  location "Kiosk"  cost 1M  cashflow ${amount}\n`);

  it('reads a decimal amount of M', () => {
    expect(card('0.5M').diagnostics).toEqual([]);
    expect(card('1.5 M').diagnostics).toEqual([]);
  });

  it.each([
    ['0.5.1M', '`0.5.1` is not an amount of money'],
    ['-0.5M', '`-0.5` is not an amount of money'],
    ['½M', '`½` is not read as an amount'],
    ['.5M', '`.` is not read as an amount'],
    ['0.5BQ', 'cashflow is counted in M, not BQ'],
  ])('refuses %s at its place, with how to write it', (amount, message) => {
    const [d] = card(amount).diagnostics;
    expect(formatDiagnostic(d as Diagnostic, 'k.cards')).toBe(
      `k.cards:2:${amount === '0.5BQ' ? 42 : 39}: error: ${message} (write a whole or decimal amount of M, e.g. cashflow 2M or cashflow 0.5M)`,
    );
  });
});

describe('sortDiagnostics', () => {
  it('orders by position, errors first at the same place', () => {
    const w: Diagnostic = { severity: 'warning', code: 'syntax', message: 'w', range: at(1, 0, 5) };
    const e: Diagnostic = { severity: 'error', code: 'syntax', message: 'e', range: at(1, 0, 5) };
    const first: Diagnostic = { severity: 'info', code: 'encoding', message: 'i', range: at(0, 0, 0) };
    expect(sortDiagnostics([w, e, first]).map((d) => d.message)).toEqual(['i', 'e', 'w']);
  });
});
