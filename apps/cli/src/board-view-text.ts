import type { BoardView, ZoneView } from '@arbiter/core';

/**
 * A game's board view (`GameModule.view`) as plain text, for `arbiter show` on a game without a
 * board renderer of its own: the title and where the game stands, the counters, each player's
 * counters and zones (a private zone as its count), the panels as aligned tables, the decision.
 */
function zoneText(z: ZoneView): string {
  if (z.layout === 'count' || (z.visibility === 'private' && z.cards.length === 0))
    return `${z.label} ${z.count}`;
  if (z.cards.length === 0) return `${z.label} -`;
  return `${z.label}: ${z.cards.map((c) => c.name).join(', ')}`;
}

function table(header: readonly string[] | undefined, rows: readonly (readonly string[])[]): string[] {
  const all = header ? [header, ...rows] : rows;
  const widths = all.reduce<number[]>((w, r) => r.map((c, i) => Math.max(w[i] ?? 0, c.length)), []);
  return all.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

export function boardViewText(v: BoardView): string {
  const out = [v.title];
  if (v.counters.length) out.push(v.counters.map((c) => `${c.label}: ${c.value}`).join(' · '));
  for (const p of v.players) {
    const counters = p.counters.map((c) => `${c.label} ${c.value}`).join(', ');
    out.push(`${p.active ? '▶ ' : '  '}${p.id}${counters ? ` (${counters})` : ''}`);
    for (const z of p.zones) out.push(`    ${zoneText(z)}`);
  }
  for (const z of v.shared) out.push(zoneText(z));
  for (const panel of v.panels) {
    out.push('', panel.title);
    for (const l of table(panel.header, panel.rows)) out.push(`  ${l}`);
  }
  if (v.decision) out.push('', `${v.decision.player} decides: ${v.decision.question}`);
  return out.join('\n');
}
