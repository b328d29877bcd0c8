import type {
  Coord,
  GridCell,
  LegendEntry,
  NetworkFact,
  Pile,
  Range,
  Statement,
} from '../../../syntax/ast.js';
import type { Severity } from '../../../syntax/diagnostics.js';

/**
 * A network drawn as a grid: rows top to bottom, one character per space, `.` for an empty
 * space, a legend line per other character. The legend entry marked `business` is 0,0; x grows
 * to the right and y grows upwards, so the row above the business is y = 1.
 */

export interface GridProblem {
  readonly severity: Severity;
  readonly message: string;
  readonly hint?: string;
  readonly range: Range;
}

/** The piles of a grid with their coordinates (the coordinate's range is the cell's). */
export function gridPiles(body: readonly Statement[]): { piles: Pile[]; problems: GridProblem[] } {
  const problems: GridProblem[] = [];
  const rows = body.flatMap((s) => (s.kind === 'grid-row' ? [s] : []));
  const legend = new Map<string, LegendEntry>();
  for (const s of body) {
    if (s.kind !== 'legend') continue;
    if (legend.has(s.key.char)) {
      problems.push({
        severity: 'error',
        message: `the legend gives \`${s.key.char}\` twice`,
        range: s.key.range,
        hint: 'use another letter',
      });
    } else {
      legend.set(s.key.char, s);
    }
  }
  const cells: { cell: GridCell; row: number; column: number }[] = [];
  const seen = new Map<string, GridCell>();
  rows.forEach((row, r) => {
    row.cells.forEach((cell, c) => {
      if (cell.char === '.') return;
      if (seen.has(cell.char)) {
        problems.push({
          severity: 'error',
          message: `\`${cell.char}\` appears twice in the grid`,
          range: cell.range,
          hint: 'give each space its own letter',
        });
        return;
      }
      seen.set(cell.char, cell);
      cells.push({ cell, row: r, column: c });
    });
  });
  const businessKeys = [...legend.values()].filter((e) => e.pile.role?.text.toLowerCase() === 'business');
  const origin = cells.find((c) => businessKeys.some((e) => e.key.char === c.cell.char));
  const first = rows[0] ?? body[0];
  if (!origin) {
    if (first) {
      problems.push({
        severity: 'error',
        message: 'the grid has no business',
        range: first.range,
        hint: 'mark it in the legend, e.g. B = business "Ana Corp", and place B in the grid',
      });
    }
    return { piles: [], problems };
  }
  const piles: Pile[] = [];
  for (const { cell, row, column } of cells) {
    const entry = legend.get(cell.char);
    if (!entry) {
      problems.push({
        severity: 'error',
        message: `\`${cell.char}\` has no legend entry`,
        range: cell.range,
        hint: `add a line like: ${cell.char} = "Card name"`,
      });
      continue;
    }
    const at: Coord = {
      kind: 'coord',
      x: column - origin.column,
      y: origin.row - row,
      range: cell.range,
    };
    piles.push({ ...entry.pile, at });
  }
  for (const [key, entry] of legend) {
    if (!seen.has(key)) {
      problems.push({
        severity: 'warning',
        message: `\`${key}\` is in the legend but not in the grid`,
        range: entry.key.range,
        hint: 'place it in a row, or remove the legend line',
      });
    }
  }
  return { piles, problems };
}

export function gridDiagnostics(body: readonly Statement[]): GridProblem[] {
  return gridPiles(body).problems;
}

/** Every pile of a network fact with its coordinates, whichever way it was written. */
export function networkPiles(fact: NetworkFact): Pile[] {
  switch (fact.form) {
    case 'space':
      return [fact.pile];
    case 'block':
      return fact.body.flatMap((s) => (s.kind === 'pile' ? [s] : []));
    case 'grid':
      return gridPiles(fact.body).piles;
  }
}
