import { type CardId, flowText, type GameState, isEngaged, TRAITS } from '@arbiter/megacorp';
import { describePoint } from '../bind/time.js';

const KEYS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A player's network as a text grid with a legend, y upwards as in the scenario language. */
export function networkGrid(s: GameState, who: string): string[] {
  const p = s.players.find((q) => q.id === who);
  if (!p || p.network.length === 0) return ['  (empty network)'];
  const xs = p.network.map((q) => q.x);
  const ys = p.network.map((q) => q.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const legend: string[] = [];
  const keyAt = new Map<string, string>();
  p.network.forEach((pile, i) => {
    const k = KEYS[i] ?? '?';
    keyAt.set(`${pile.x},${pile.y}`, k);
    const cards = pile.cards
      .map((id) => {
        const c = s.cards[id];
        const dmg = TRAITS.filter((t) => c?.damage[t]?.amount).map((t) => `${t} ${c?.damage[t]?.amount}`);
        const counters = Object.entries(c?.counters ?? {}).map(([n, v]) => `${v > 0 ? '+' : ''}${v} ${n}`);
        const extra = [
          dmg.length ? `damage ${dmg.join(', ')}` : '',
          counters.length ? `counters ${counters.join(', ')}` : '',
          c && c.owner !== who ? `owned by ${c.owner}` : '',
        ]
          .filter(Boolean)
          .join(' ');
        return `"${c?.name}"${extra ? ` ${extra}` : ''}`;
      })
      .join(' over ');
    legend.push(
      `    ${k} = ${pile.x},${pile.y} ${cards}${isEngaged(s, pile.cards[0] as CardId) ? ' engaged' : ''}`,
    );
  });
  const rows: string[] = [];
  for (let y = maxY; y >= minY; y--) {
    let row = '    ';
    for (let x = minX; x <= maxX; x++) row += `${keyAt.get(`${x},${y}`) ?? '.'} `;
    rows.push(row.trimEnd());
  }
  return [...rows, ...legend];
}

/**
 * The challenge in progress (5.4.1): who attacks what with which trait, the card defending, the
 * blockers and defenders declared so far, and combat damage once assigned.
 */
export function challengeLines(s: GameState): string[] {
  const c = s.challenge;
  if (!c) return [];
  const card = (id: CardId) => `"${s.cards[id]?.name ?? id}"`;
  const list = (ids: readonly CardId[]) => (ids.length ? ids.map(card).join(', ') : 'none');
  const target = `${c.target.x},${c.target.y} in ${c.target.network}'s network`;
  const lines = [
    `challenge: ${card(c.attacker)} (${c.attackerController}) attacks ${target} with ${c.trait}` +
      (c.defending
        ? `, defending ${card(c.defending)}${c.defendingLeft ? ' (left)' : ''}`
        : ', an empty space'),
    `  blockers ${list(c.blockers)}; defenders ${list(c.defenders)}`,
  ];
  if (c.area?.length) lines.push(`  area ${list(c.area)}`);
  if (c.assignment) {
    const dealt = Object.entries(c.assignment).map(([id, n]) => `${card(id as CardId)} ${n}`);
    if (dealt.length) lines.push(`  damage assigned ${dealt.join(', ')}`);
  }
  if (c.destroyed.length) lines.push(`  destroyed ${list(c.destroyed)}`);
  return lines;
}

/** The whole board as text: what a failing scenario and `arbiter show` print. */
export function renderBoard(s: GameState): string {
  const lines: string[] = [];
  const r = s.result;
  lines.push(
    `turn ${s.turn.number}, ${s.turn.active} active, ${describePoint(s)}` +
      (s.priority ? `, priority ${s.priority.holder}` : '') +
      (r ? ` — game over: ${r.tie ? 'tie' : `winner ${r.winners.join(', ')}`}` : ''),
  );
  lines.push(`  (state ${flowText(s)})`);
  for (const p of s.players) {
    const pools = TRAITS.filter((t) => p.pools[t] > 0)
      .map((t) => `${t} ${p.pools[t]}`)
      .join(', ');
    lines.push(`${p.id}${p.lost ? ' (lost)' : ''}: ${p.money} M${pools ? `, pool ${pools}` : ''}`);
    const named = (ids: readonly CardId[]) => ids.map((id) => `"${s.cards[id]?.name}"`).join(', ') || 'empty';
    lines.push(`  hand ${named(p.hand)}`);
    lines.push(
      `  open market ${named(p.openMarket.slice(0, 5))}${p.openMarket.length > 5 ? ` (+${p.openMarket.length - 5})` : ''}`,
    );
    lines.push(
      `  main deck ${p.mainDeck.length} cards, resource deck ${p.resourceDeck.length} cards${p.revealedResource ? `, revealed "${s.cards[p.revealedResource]?.name}"` : ''}`,
    );
    if (p.annihilated.length) lines.push(`  annihilated ${named(p.annihilated)}`);
    // Events in play take no space (2.1.2): listed apart, with any damage they took.
    if (p.resolvedEvents.length) {
      const events = p.resolvedEvents.map((id) => {
        const c = s.cards[id];
        const dmg = TRAITS.filter((t) => c?.damage[t]?.amount).map((t) => `${t} ${c?.damage[t]?.amount}`);
        return `"${c?.name}"${dmg.length ? ` damage ${dmg.join(', ')}` : ''}`;
      });
      lines.push(`  events in play ${events.join(', ')}`);
    }
    lines.push('  network');
    lines.push(...networkGrid(s, p.id));
  }
  lines.push(...challengeLines(s));
  if (s.stack.length) {
    const items = [...s.stack]
      .reverse()
      .map((it) =>
        it.kind === 'deployment'
          ? `"${s.cards[it.card]?.name}" by ${it.controller}`
          : `"${s.cards[it.source]?.name}" ${it.eventEffect ? 'effect' : 'ability'} by ${it.controller}`,
      );
    lines.push(`stack (top first): ${items.join(', ')}`);
  }
  if (s.pending.length)
    lines.push(`waiting for: ${s.pending.map((d) => `${d.player} (${d.kind})`).join(', ')}`);
  return lines.join('\n');
}
