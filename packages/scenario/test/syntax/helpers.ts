import { expect } from 'vitest';
import type { Range, ScenarioFile, Statement } from '../../src/index.js';
import { lex } from '../../src/index.js';

/** Every `range` in the tree lies inside the text, with line/character matching the offset. */
export function expectRangesWithin(file: ScenarioFile, text: string): void {
  const starts = lex(text).map((l) => l.start);
  const check = (r: Range, path: string) => {
    for (const p of [r.start, r.end]) {
      const lineStart = starts[p.line];
      if (lineStart === undefined || lineStart + p.character !== p.offset || p.offset > text.length) {
        expect.fail(`bad position at ${path}: ${JSON.stringify(p)}`);
      }
    }
    if (r.start.offset > r.end.offset) expect.fail(`reversed range at ${path}`);
  };
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => {
        walk(v, `${path}[${i}]`);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'range' || k === 'keywordRange' || k === 'zoneRange') check(v as Range, `${path}.${k}`);
        else walk(v, `${path}.${k}`);
      }
      const token = value as { kind?: string; text?: string; range?: Range; value?: string };
      if (token.range && typeof token.text === 'string' && 'value' in token && token.kind !== 'comment') {
        const source = text.slice(token.range.start.offset, token.range.end.offset);
        if (source !== token.text) expect.fail(`token text differs from its source at ${path}`);
      }
    }
  };
  walk(file, 'file');
}

/** The tree without positions and layout, to compare what two texts mean. */
export function meaning(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(meaning);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (['range', 'keywordRange', 'zoneRange', 'blankBefore', 'uri'].includes(k)) continue;
      if (k === 'text' && (value as { kind?: string }).kind !== undefined && 'value' in value) continue;
      out[k] = meaning(v);
    }
    return out;
  }
  return value;
}

export function kinds(body: readonly Statement[]): string[] {
  return body.map((s) => s.kind);
}
