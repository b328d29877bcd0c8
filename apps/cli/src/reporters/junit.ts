import type { Failure } from '@arbiter/scenario';
import { formatDiagnostic } from '@arbiter/scenario';
import { at } from '../files.js';
import { counts, type FileRun, type ReporterOptions, type RunReport, type RunResult } from '../report.js';

/**
 * Characters XML 1.0 cannot hold at all, not even as `&#..;` references: C0 controls other than
 * tab, newline and carriage return, U+FFFE, U+FFFF and unpaired surrogates. They are written as
 * a visible `\uXXXX` instead, so the report stays well-formed whatever a card name contains.
 */
function legal(code: number, text: string, i: number): boolean {
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  if (code < 0x20 || code === 0xfffe || code === 0xffff) return false;
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff;
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const prev = text.charCodeAt(i - 1);
    return prev >= 0xd800 && prev <= 0xdbff;
  }
  return true;
}

function xmlEscape(text: string, attribute: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ch = text[i] as string;
    if (!legal(c, text, i)) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (attribute && ch === '"') out += '&quot;';
    else if (attribute && ch === "'") out += '&apos;';
    // Attribute values are normalised by XML parsers (newlines become spaces) unless written as references.
    else if (attribute && c === 0xa) out += '&#10;';
    else if (attribute && c === 0xd) out += '&#13;';
    else if (attribute && c === 0x9) out += '&#9;';
    else if (c === 0xd) out += '&#13;';
    else out += ch;
  }
  return out;
}

/** Text content, escaped for XML 1.0. */
export const xmlText = (text: string) => xmlEscape(text, false);
/** An attribute value (without its quotes), escaped for XML 1.0. */
export const xmlAttr = (text: string) => xmlEscape(text, true);

function element(name: string, attrs: Record<string, string | number | undefined>, body?: string): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlAttr(String(v))}"`)
    .join('');
  return body === undefined ? `<${name}${a}/>` : `<${name}${a}>${body}</${name}>`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** `scenarios/megacorp/05-turn/sell.scenario` → `scenarios.megacorp.05-turn.sell`: how CI tools group tests. */
export function classnameOf(uri: string): string {
  return uri
    .replace(/\.[^./]*$/, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/[/\\]+/g, '.');
}

function failureBody(r: RunResult, f: Failure, board: boolean): string {
  const lines = [`${at(r.uri, f.range)}: ${f.message}${f.clause ? ` (${f.clause})` : ''}`];
  if (f.expected !== undefined) lines.push(`  expected: ${f.expected}`);
  if (f.actual !== undefined) lines.push(`  actual:   ${f.actual}`);
  if (f.hint) lines.push(`  hint: ${f.hint}`);
  if (board && f.board) lines.push(...f.board.split('\n').map((l) => `  | ${l}`));
  return lines.join('\n');
}

function testcase(r: RunResult, board: boolean): string {
  const attrs = {
    name: `${r.title} [${r.revision}]`,
    classname: classnameOf(r.uri),
    file: r.uri,
    line: r.range.start.line + 1,
    time: seconds(r.durationMs),
  };
  if (r.status === 'passed') return `    ${element('testcase', attrs)}`;
  if (r.status === 'skipped') return `    ${element('testcase', attrs, element('skipped', {}))}`;
  const tag = r.status === 'error' ? 'error' : 'failure';
  const first = r.failures[0];
  const message = first ? `${at(r.uri, first.range)}: ${first.message}` : r.status;
  const body = r.failures.map((f) => failureBody(r, f, board)).join('\n\n');
  return `    ${element('testcase', attrs, `\n      ${element(tag, { message, type: r.status }, xmlText(body))}\n    `)}`;
}

function testsuite(f: FileRun, board: boolean): string {
  const errors = f.diagnostics.filter((d) => d.severity === 'error');
  const warnings = f.diagnostics.filter((d) => d.severity === 'warning');
  const cases = f.scenarios.map((r) => testcase(r, board));
  if (errors.length) {
    const first = errors[0] as (typeof errors)[number];
    const body = errors.map((d) => formatDiagnostic(d, f.uri)).join('\n');
    const error = element('error', { message: formatDiagnostic(first, f.uri), type: 'parse' }, xmlText(body));
    const attrs = {
      name: 'the file can be read',
      classname: classnameOf(f.uri),
      file: f.uri,
      line: first.range.start.line + 1,
      time: '0.000',
    };
    cases.unshift(`    ${element('testcase', attrs, `\n      ${error}\n    `)}`);
  }
  const n = (s: string) => f.scenarios.filter((r) => r.status === s).length;
  const attrs = {
    name: f.uri,
    tests: cases.length,
    failures: n('failed'),
    errors: n('error') + (errors.length ? 1 : 0),
    skipped: n('skipped'),
    time: seconds(f.durationMs),
    file: f.uri,
  };
  const out = warnings.length
    ? [
        `    ${element('system-out', {}, xmlText(warnings.map((d) => formatDiagnostic(d, f.uri)).join('\n')))}`,
      ]
    : [];
  return `  ${element('testsuite', attrs, `\n${[...cases, ...out].join('\n')}\n  `)}`;
}

/** JUnit XML: a `testsuite` per file, a `testcase` per scenario and revision. */
export function junitReport(report: RunReport, opts: ReporterOptions): string {
  const c = counts(report);
  const attrs = {
    name: 'arbiter',
    tests: c.runs + c.unreadable,
    failures: c.failed,
    errors: c.errors + c.unreadable,
    skipped: c.skipped,
    time: seconds(report.durationMs),
  };
  const suites = report.files.map((f) => testsuite(f, opts.board));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('testsuites', attrs, `\n${suites.join('\n')}${suites.length ? '\n' : ''}`)}\n`;
}

const ROOT = /<testsuites\b([^>]*)>/;
// A suite is one of this writer's: its attributes hold no `>` (escaped), its end tag is indented by two.
const SUITE = / {2}<testsuite\b[^>]*?(?:\/>|>[\s\S]*?\n {2}<\/testsuite>)/g;
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

/**
 * Shards' JUnit reports (`run --shard i/n --reporter junit`) as the report one unsharded run writes:
 * the suites of every shard in file order (a run visits its files sorted), the totals added up.
 * Only reports of this writer are read; anything else is refused with the file's name.
 */
export function mergeJUnit(reports: readonly { readonly name: string; readonly text: string }[]): {
  readonly xml: string;
  readonly failed: boolean;
} {
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0, time: 0 };
  const suites: { readonly file: string; readonly xml: string }[] = [];
  for (const { name, text } of reports) {
    const root = ROOT.exec(text);
    if (!root || attr(root[1] as string, 'name') !== 'arbiter')
      throw new Error(`${name}: not a JUnit report of \`arbiter run --reporter junit\``);
    for (const k of ['tests', 'failures', 'errors', 'skipped', 'time'] as const)
      totals[k] += Number(attr(root[1] as string, k) ?? 0);
    for (const m of text.matchAll(SUITE)) suites.push({ file: attr(m[0], 'file') ?? '', xml: m[0] });
  }
  suites.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const attrs = { name: 'arbiter', ...totals, time: totals.time.toFixed(3) };
  const body = `\n${suites.map((s) => s.xml).join('\n')}${suites.length ? '\n' : ''}`;
  return {
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n${element('testsuites', attrs, body)}\n`,
    failed: totals.failures + totals.errors > 0,
  };
}
