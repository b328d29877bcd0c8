import type { Board, BoardCard, BoardChallenge, BoardPile, BoardPlayer, ChallengeCard, StateNode } from '../protocol.js';

/** Escapes text for HTML content and attribute values. */
export function esc(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Role = 'attacker' | 'target' | 'blocker';

function sameCard(ref: ChallengeCard, card: BoardCard, owner: string, pile: BoardPile): boolean {
  if (ref.id !== undefined && card.id !== undefined) return ref.id === card.id;
  if (ref.name !== undefined && ref.name !== card.name) return false;
  if (ref.player !== undefined && ref.player !== owner) return false;
  if (ref.x !== undefined && (ref.x !== pile.x || ref.y !== pile.y)) return false;
  return ref.name !== undefined || ref.x !== undefined;
}

/** The role a pile's top card plays in the challenge under way, if any. */
function roleOf(ch: BoardChallenge | null | undefined, owner: string, pile: BoardPile): Role | undefined {
  const top = pile.cards[0];
  if (!ch || !top) return undefined;
  if (ch.attacker && sameCard(ch.attacker, top, owner, pile)) return 'attacker';
  if (ch.target && sameCard(ch.target, top, owner, pile)) return 'target';
  if (ch.target && ch.target.name === undefined && ch.target.id === undefined && ch.target.player === owner && ch.target.x === pile.x && ch.target.y === pile.y)
    return 'target';
  if (ch.blockers.some((b) => sameCard(b, top, owner, pile))) return 'blocker';
  return undefined;
}

const entries = (r: Readonly<Record<string, number>> | undefined) => Object.entries(r ?? {}).filter(([, v]) => v !== 0);

function badges(card: BoardCard): string {
  const out: string[] = [];
  for (const [trait, n] of entries(card.damage)) out.push(`<span class="badge damage" title="damage">${esc(trait)} −${esc(n)}</span>`);
  for (const [name, n] of entries(card.counters))
    out.push(`<span class="badge counter" title="counters">${n > 0 ? '+' : ''}${esc(n)} ${esc(name)}</span>`);
  return out.join('');
}

function pileHtml(pile: BoardPile, owner: string, role: Role | undefined): string {
  const [top, ...under] = pile.cards;
  if (!top) return '';
  const classes = ['pile', top.engaged ? 'engaged' : 'disengaged', role ?? ''].filter(Boolean).join(' ');
  const roleLabel = role ? `<span class="role">${role}</span>` : '';
  const foreign = top.owner && top.owner !== owner ? `<span class="owner">owned by ${esc(top.owner)}</span>` : '';
  const bonded = under.length
    ? `<ul class="bonded">${under.map((c) => `<li>over <span class="card-name">${esc(c.name)}</span>${badges(c)}</li>`).join('')}</ul>`
    : '';
  return (
    `<div class="${classes}" data-role="${role ?? ''}" title="${esc(top.name)} at ${pile.x},${pile.y}${top.engaged ? ', engaged' : ''}">` +
    `${roleLabel}<span class="card-name">${esc(top.name)}</span>${top.engaged ? '<span class="orientation">engaged</span>' : ''}` +
    `${badges(top)}${foreign}${bonded}</div>`
  );
}

/** A player's network as a table: y upwards as in the scenario language, the business at 0,0. */
export function networkHtml(p: BoardPlayer, challenge: BoardChallenge | null | undefined): string {
  if (p.network.length === 0) return '<p class="empty-network">(empty network)</p>';
  const xs = p.network.map((q) => q.x);
  const ys = p.network.map((q) => q.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs) - 1, Math.max(...xs) + 1, Math.min(...ys) - 1, Math.max(...ys) + 1];
  const at = new Map(p.network.map((q) => [`${q.x},${q.y}`, q]));
  const rows: string[] = [];
  rows.push(`<tr><th></th>${range(minX, maxX).map((x) => `<th class="axis">${x}</th>`).join('')}</tr>`);
  for (let y = maxY; y >= minY; y--) {
    const cells = range(minX, maxX).map((x) => {
      const pile = at.get(`${x},${y}`);
      if (!pile) return `<td class="space empty" title="${x},${y}"></td>`;
      return `<td class="space" data-space="${x},${y}">${pileHtml(pile, p.id, roleOf(challenge, p.id, pile))}</td>`;
    });
    rows.push(`<tr><th class="axis">${y}</th>${cells.join('')}</tr>`);
  }
  return `<table class="network" aria-label="${esc(p.id)}'s network">${rows.join('')}</table>`;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

function challengeLine(ch: BoardChallenge): string {
  const name = (c: ChallengeCard | undefined) =>
    c ? (c.name ? `“${esc(c.name)}”` : c.x !== undefined ? `${c.x},${c.y}${c.player ? ` in ${esc(c.player)}'s network` : ''}` : esc(c.id ?? '?')) : '?';
  const blockers = ch.blockers.length ? ch.blockers.map(name).join(', ') : 'none yet';
  return (
    `<p class="challenge"><span class="attacker">${name(ch.attacker)}</span> attacks ` +
    `<span class="target">${name(ch.target)}</span>${ch.trait ? ` using ${esc(ch.trait)}` : ''}; ` +
    `blockers: <span class="blocker">${blockers}</span></p>`
  );
}

/** The whole board at one step: where the game is, then every player's money, pool and network. */
export function boardHtml(board: Board): string {
  const where = [
    board.turn !== undefined ? `turn ${board.turn}` : '',
    board.active ? `${esc(board.active)} active` : '',
    board.phase ? esc(board.phase) : '',
    board.priority ? `priority ${esc(board.priority)}` : '',
    board.revision ? `under ${esc(board.revision)}` : '',
  ].filter(Boolean);
  const label =
    board.line !== undefined ? `<p class="step">after line ${board.line + 1}${board.label ? `: <code>${esc(board.label)}</code>` : ''}</p>` : '';
  const players = board.players.map((p) => {
    const pools = entries(p.pools)
      .map(([t, n]) => `${esc(t)} ${esc(n)}`)
      .join(', ');
    const classes = ['player', p.id === board.active ? 'active' : '', p.lost ? 'lost' : ''].filter(Boolean).join(' ');
    return (
      `<section class="${classes}" data-player="${esc(p.id)}"><h2>${esc(p.id)}${p.lost ? ' (lost)' : ''}` +
      `<span class="money">${esc(p.money)} M</span>${pools ? `<span class="pool">pool ${pools}</span>` : ''}</h2>` +
      `${networkHtml(p, board.challenge)}</section>`
    );
  });
  return (
    `<div class="where">${where.join(' · ')}</div>${label}` +
    `${board.challenge ? challengeLine(board.challenge) : ''}${players.join('')}`
  );
}

/** The statechart as nested lists, the active states lit and the path to them marked. */
export function statechartHtml(root: StateNode, flowPaths: readonly string[]): string {
  const current = new Set(flowPaths);
  const onPath = (path: string) => flowPaths.some((p) => p.startsWith(`${path}.`));
  const node = (n: StateNode): string => {
    const classes = ['state', n.type ?? '', current.has(n.path) ? 'current' : onPath(n.path) ? 'on-path' : ''].filter(Boolean).join(' ');
    const children = n.children.length ? `<ul>${n.children.map(node).join('')}</ul>` : '';
    return `<li class="${classes}" data-path="${esc(n.path)}"><span class="state-name">${esc(n.key)}</span>${children}</li>`;
  };
  // The root is the machine itself; its children are what the rulebook calls the game's stages.
  const top = root.children.length ? root.children : [root];
  return `<ul class="statechart">${top.map(node).join('')}</ul>`;
}
