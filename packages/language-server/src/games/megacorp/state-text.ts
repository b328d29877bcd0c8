import { type CardDefinition, type GameState, TRAITS } from '@arbiter/megacorp';
import { describePoint } from '@arbiter/scenario';

/** A Megacorp position in the few words hover and inlay hints show. */

export function moneyText(s: GameState): string {
  return s.players.map((p) => `${p.id} ${p.money} M${p.lost ? ' (lost)' : ''}`).join(' · ');
}

export function poolText(p: GameState['players'][number]): string {
  return TRAITS.filter((t) => p.pools[t] > 0)
    .map((t) => `${t} ${p.pools[t]}`)
    .join(', ');
}

export function stackText(s: GameState): string {
  return [...s.stack]
    .reverse()
    .map((it) =>
      it.kind === 'deployment'
        ? `"${s.cards[it.card]?.name}" by ${it.controller}`
        : `"${s.cards[it.source]?.name}" ${it.eventEffect ? 'effect' : 'ability'} by ${it.controller}`,
    )
    .join(', ');
}

export function whereText(s: GameState): string {
  const r = s.result;
  if (r) return `game over: ${r.tie ? 'tie' : `winner ${r.winners.join(', ')}`}`;
  return `turn ${s.turn.number}, ${s.turn.active} active, ${describePoint(s)}`;
}

/** The markdown of a state: where the game is, who holds priority, money and pools, the stack. */
export function stateMarkdown(s: GameState): string {
  const lines = [`${whereText(s)}${s.priority ? ` — priority **${s.priority.holder}**` : ''}`, ''];
  lines.push('| player | money | pool | hand |', '|---|---:|---|---:|');
  for (const p of s.players)
    lines.push(
      `| ${p.id}${p.lost ? ' (lost)' : ''} | ${p.money} M | ${poolText(p) || '—'} | ${p.hand.length} |`,
    );
  lines.push('', `stack (top first): ${stackText(s) || 'empty'}`);
  if (s.challenge) {
    const c = s.challenge;
    const name = (id: string | null) => (id ? `"${s.cards[id]?.name}"` : 'nothing');
    lines.push(
      `challenge: ${name(c.attacker)} attacks ${c.target.x},${c.target.y} in ${c.target.network}'s network (${name(c.defending)}) using ${c.trait}` +
        (c.blockers.length ? `; blockers ${c.blockers.map(name).join(', ')}` : ''),
    );
  }
  if (s.pending.length)
    lines.push(`waiting for: ${s.pending.map((d) => `${d.player} (${d.kind})`).join(', ')}`);
  return lines.join('\n');
}

function costText(c: CardDefinition['cost']): string {
  const parts = [
    c.money ? `${c.money}M` : '',
    ...TRAITS.filter((t) => c.traits[t]).map((t) => `${c.traits[t]}${t}`),
  ].filter(Boolean);
  return parts.join(' + ') || '0';
}

/** A card's stats as the `cards` line writes them. */
export function cardMarkdown(d: CardDefinition): string {
  const traits = TRAITS.filter((t) => d.traits[t] !== undefined)
    .map((t) => `${t} ${d.traits[t] === null ? '-' : d.traits[t]}`)
    .join(', ');
  const flags = [
    d.unique ? 'unique' : '',
    d.founder ? 'founder' : '',
    d.permanent ? 'permanent' : '',
    d.token ? 'token' : '',
    ...d.subtypes.map((s) => `#${s}`),
  ].filter(Boolean);
  const lines = [`**"${d.name}"** — ${d.type}`, `cost ${costText(d.cost)} · traits ${traits || 'none'}`];
  const money = [
    d.cashflow ? `cashflow ${d.cashflow}M` : '',
    d.upkeep ? `upkeep ${costText(d.upkeep)}` : '',
  ].filter(Boolean);
  if (money.length) lines.push(money.join(' · '));
  if (flags.length) lines.push(flags.join(' · '));
  if (d.keywords.length)
    lines.push(`keywords: ${d.keywords.map((k) => [k.name, ...k.args].join(' ')).join(', ')}`);
  for (const a of d.abilities) lines.push(`ability (${a.kind}): ${a.text}`);
  return lines.join('\n\n');
}

/** The inlay hint after a step: every player's money, then where the game is. */
export function stateLine(s: GameState): { label: string; tooltip: string } {
  const money = s.players.map((p) => `${p.id} ${p.money}`).join(' · ');
  const point = s.result ? 'game over' : describePoint(s);
  return {
    label: `${money} │ ${point}`,
    tooltip: `turn ${s.turn.number}, ${s.turn.active} active${s.priority ? `, priority ${s.priority.holder}` : ''}`,
  };
}
