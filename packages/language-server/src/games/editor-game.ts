import type { BoardView } from '@arbiter/core';
import type { DialectEditor, EditorSpot, Expectation } from '@arbiter/scenario';

/**
 * What the editor asks a game: the dialect's editor hooks (`DialectEditor`), plus what only this
 * server does with a game's own syntax tree. Every hook is optional; `stateMarkdown` and `stateLine`
 * fall back to the module's board view.
 */
// biome-ignore lint/suspicious/noExplicitAny: one adapter type for every game's state and library.
export interface EditorGame<S = any, Lib = any> extends DialectEditor<S, Lib> {
  /** A failing expectation rewritten to hold in this state (a quick fix), undefined when it cannot be said. */
  correctedExpectation?(e: Expectation, s: S, actual: string | undefined, text: string): string | undefined;
}

export type { EditorSpot };

/** A position as markdown from the kernel's board view: the title, counters, players, panels, the decision. */
export function viewMarkdown(v: BoardView): string {
  const counters = (cs: readonly { label: string; value: string }[]) =>
    cs.map((c) => `${c.label} ${c.value}`).join(', ');
  const lines = [v.title];
  if (v.counters.length) lines.push('', counters(v.counters));
  if (v.players.length) {
    lines.push('', '| player | counters | zones |', '|---|---|---|');
    for (const p of v.players) {
      const zones = p.zones.map((z) => `${z.label} ${z.count}`).join(', ');
      lines.push(`| ${p.id}${p.out ? ' (out)' : ''} | ${counters(p.counters) || '—'} | ${zones || '—'} |`);
    }
  }
  for (const z of v.shared)
    if (z.count) lines.push('', `${z.label}: ${z.cards.map((c) => c.name).join(', ')}`);
  for (const panel of v.panels) {
    lines.push('', `**${panel.title}**`);
    for (const row of panel.rows) lines.push(`- ${row.filter(Boolean).join(' · ')}`);
  }
  if (v.decision) lines.push('', `waiting for: ${v.decision.player} (${v.decision.question})`);
  if (v.result)
    lines.push('', `game over: ${v.result.tie ? 'tie' : `winner ${v.result.winners.join(', ') || 'none'}`}`);
  return lines.join('\n');
}

/** A position in one line from the kernel's board view: the players' first counters, then the title. */
export function viewLine(v: BoardView): { label: string; tooltip: string } {
  const players = v.players.map((p) => (p.counters[0] ? `${p.id} ${p.counters[0].value}` : p.id)).join(' · ');
  return { label: players ? `${players} │ ${v.title}` : v.title, tooltip: v.where.join(', ') };
}
