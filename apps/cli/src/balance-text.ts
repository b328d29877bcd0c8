/**
 * A balance report as text (the terminal) and as one self-contained HTML page (a table and an inline
 * SVG plot of money per turn; no script, no external asset).
 */
import type { MeasureShift, MeasureValue, MoneyPoint } from '@arbiter/harness';
import type { BalanceReport } from './balance-report.js';

const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** A measure's figure: a share in per cent, a mean with one decimal. */
export function figure(kind: 'share' | 'mean', x: number): string {
  if (!Number.isFinite(x)) return '-';
  return kind === 'share' ? `${(100 * x).toFixed(1)}%` : x.toFixed(1);
}

export function intervalText(m: Pick<MeasureValue, 'kind' | 'estimate' | 'low' | 'high' | 'n'>): string {
  if (m.n === 0) return 'no game counts';
  if (!Number.isFinite(m.low) || !Number.isFinite(m.high)) return `${figure(m.kind, m.estimate)} (one game)`;
  return `${figure(m.kind, m.estimate)} [${figure(m.kind, m.low)}, ${figure(m.kind, m.high)}]`;
}

/** A measure's name, an ending with the clause its rule key is cited by. */
export function measureLabel(
  m: Pick<MeasureValue, 'id' | 'label' | 'unit'>,
  clauses: Readonly<Record<string, string>>,
): string {
  if (m.id.startsWith('ending:')) {
    const keys = m.id.slice('ending:'.length);
    const cited = keys
      .split(' + ')
      .map((k) => clauses[k])
      .filter(Boolean);
    return `ends by ${keys}${cited.length ? ` (${[...new Set(cited)].join(', ')})` : ''}`;
  }
  return m.unit ? `${m.label}, ${m.unit}` : m.label;
}

function moneyLine(p: MoneyPoint): string {
  return `turn ${String(p.turn).padStart(3)}: ${intervalText({ kind: 'mean', ...p })} M over ${int(p.n)} game${p.n === 1 ? '' : 's'}`;
}

/** Money per turn, shown up to the last turn at least this many games reached. */
const MIN_GAMES_PER_TURN = 5;

export function balanceText(r: BalanceReport): string {
  const s = r.summary;
  const e = s.ends;
  const lines = [
    `report: ${r.revision}, ${r.decks} decks, ${r.players} players, ${int(s.games)} game${s.games === 1 ? '' : 's'} from seed ${r.seed}${r.shard ? ` (shard ${r.shard.index}/${r.shard.count} of ${int(r.games)})` : ''}; the cautious player, at most ${int(r.maxActionsPerGame)} actions a game`,
    `  games: ${int(e.win)} won, ${int(e.tie)} tied, ${int(e['no-winner'])} without a winner, ${int(e.timeout)} at the action cap${e.stuck ? `, ${int(e.stuck)} stuck` : ''}${e.refused ? `, ${int(e.refused)} refused an offered action` : ''}`,
    '  measure (95% interval)',
  ];
  const width = Math.max(...s.measures.map((m) => measureLabel(m, r.clauses).length));
  for (const m of s.measures)
    lines.push(
      `    ${measureLabel(m, r.clauses).padEnd(width)}  ${intervalText(m).padEnd(24)}  ${int(m.n)} game${m.n === 1 ? '' : 's'}`,
    );
  const shown = s.money.filter((p) => p.n >= Math.min(MIN_GAMES_PER_TURN, s.games));
  lines.push('  money per player still in the game as each turn begins (mean, 95% interval):');
  for (const p of shown) lines.push(`    ${moneyLine(p)}`);
  if (shown.length < s.money.length)
    lines.push(
      `    (turns ${shown.length + 1} to ${s.money.length}: fewer than ${MIN_GAMES_PER_TURN} games each; see the JSON or HTML report)`,
    );
  return lines.join('\n');
}

const esc = (t: string) =>
  t.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Money per turn as an SVG line with its 95% band (turns with at least 5 games). */
export function moneySvg(points: readonly MoneyPoint[], width = 640, height = 260): string {
  const shown = points.filter(
    (p) => p.n >= MIN_GAMES_PER_TURN && Number.isFinite(p.low) && Number.isFinite(p.high),
  );
  if (shown.length === 0) return '<p>Too few games reached a turn to plot money.</p>';
  const pad = { left: 48, right: 16, top: 16, bottom: 36 };
  const maxTurn = Math.max(...shown.map((p) => p.turn));
  const top = Math.max(1, ...shown.map((p) => p.high));
  const bottom = Math.min(0, ...shown.map((p) => p.low));
  const x = (t: number) => pad.left + ((t - 1) / Math.max(1, maxTurn - 1)) * (width - pad.left - pad.right);
  const y = (v: number) => pad.top + ((top - v) / (top - bottom)) * (height - pad.top - pad.bottom);
  const pt = (t: number, v: number) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`;
  const band = [
    ...shown.map((p) => pt(p.turn, p.high)),
    ...[...shown].reverse().map((p) => pt(p.turn, p.low)),
  ];
  const line = shown.map((p) => pt(p.turn, p.estimate)).join(' ');
  const yTicks = [bottom, (bottom + top) / 2, top];
  const xTicks = [...new Set([1, Math.ceil(maxTurn / 2), maxTurn])];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="Money per player as each turn begins, mean and 95% interval">`,
    `<polygon points="${band.join(' ')}" fill="#9ecae1" fill-opacity="0.5" stroke="none"/>`,
    `<polyline points="${line}" fill="none" stroke="#08519c" stroke-width="2"/>`,
    `<line x1="${pad.left}" y1="${height - pad.bottom}" x2="${width - pad.right}" y2="${height - pad.bottom}" stroke="#444"/>`,
    `<line x1="${pad.left}" y1="${pad.top}" x2="${pad.left}" y2="${height - pad.bottom}" stroke="#444"/>`,
    ...yTicks.map(
      (v) =>
        `<text x="${pad.left - 6}" y="${y(v).toFixed(1)}" font-size="11" text-anchor="end" dominant-baseline="middle">${v.toFixed(0)} M</text>`,
    ),
    ...xTicks.map(
      (t) =>
        `<text x="${x(t).toFixed(1)}" y="${height - pad.bottom + 16}" font-size="11" text-anchor="middle">${t}</text>`,
    ),
    `<text x="${(pad.left + width - pad.right) / 2}" y="${height - 4}" font-size="12" text-anchor="middle">turn</text>`,
    '</svg>',
  ].join('\n');
}

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse}td,th{padding:.2em .8em;border-bottom:1px solid #ddd;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}tr.moved{background:#fff3cd}';

export function balanceHtml(r: BalanceReport): string {
  const s = r.summary;
  const rows = s.measures.map(
    (m) =>
      `<tr><td>${esc(measureLabel(m, r.clauses))}</td><td class="n">${esc(intervalText(m))}</td><td class="n">${int(m.n)}</td></tr>`,
  );
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>Balance report: ${esc(r.revision)}</title>`,
    `<style>${PAGE_STYLE}</style></head><body>`,
    `<h1>Balance report: ${esc(r.revision)}</h1>`,
    `<p>${int(s.games)} games from seed ${r.seed}, ${esc(r.decks)} decks, ${r.players} players; the cautious player, at most ${int(r.maxActionsPerGame)} actions a game. ${int(s.ends.win)} won, ${int(s.ends.tie)} tied, ${int(s.ends['no-winner'])} without a winner, ${int(s.ends.timeout)} at the action cap.</p>`,
    '<table><thead><tr><th>measure</th><th>estimate [95% interval]</th><th>games</th></tr></thead><tbody>',
    ...rows,
    '</tbody></table>',
    '<h2>Money per player as each turn begins</h2>',
    moneySvg(s.money),
    '</body></html>',
    '',
  ].join('\n');
}

/** A shift's figures: B - A with its sign (a share in percentage points). */
export function differenceText(d: Pick<MeasureShift, 'kind' | 'difference'>): string {
  const sign = d.difference > 0 ? '+' : d.difference < 0 ? '-' : '±';
  const v = Math.abs(d.difference);
  return d.kind === 'share' ? `${sign}${(100 * v).toFixed(1)} pt` : `${sign}${v.toFixed(2)}`;
}

export function pText(p: number): string {
  return p < 0.0001 ? '<0.0001' : p.toFixed(4);
}
