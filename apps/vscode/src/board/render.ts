import type { Board, BoardCard, BoardChallenge, BoardPile, BoardPlayer, StateNode } from '../protocol.js';

/** Escapes text for HTML content and attribute values. */
export function esc(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Role = 'attacker' | 'target' | 'blocker';

/** The role a pile plays in the challenge under way: its top card attacks or blocks, or it is the target space. */
function roleOf(ch: BoardChallenge | null, owner: string, pile: BoardPile): Role | undefined {
  const top = pile.cards[0];
  if (!ch || !top) return undefined;
  if (ch.attacker.id === top.id) return 'attacker';
  if (ch.blockers.some((b) => b.id === top.id)) return 'blocker';
  if (ch.defending?.id === top.id) return 'target';
  if (ch.target.network === owner && ch.target.x === pile.x && ch.target.y === pile.y) return 'target';
  return undefined;
}

function badges(card: BoardCard): string {
  const out: string[] = [];
  for (const [trait, d] of Object.entries(card.damage)) {
    if (!d.amount) continue;
    const permanent = d.permanent ? ` (${esc(d.permanent)} permanent)` : '';
    out.push(`<span class="badge damage" title="damage">${esc(trait)} −${esc(d.amount)}${permanent}</span>`);
  }
  for (const [name, n] of Object.entries(card.counters)) {
    if (n)
      out.push(
        `<span class="badge counter" title="counters">${n > 0 ? '+' : ''}${esc(n)} ${esc(name)}</span>`,
      );
  }
  return out.join('');
}

function pileHtml(pile: BoardPile, owner: string, role: Role | undefined): string {
  const [top, ...under] = pile.cards;
  if (!top) return '';
  const classes = ['pile', pile.engaged ? 'engaged' : 'disengaged', role ?? ''].filter(Boolean).join(' ');
  const roleLabel = role ? `<span class="role">${role}</span>` : '';
  const foreign =
    top.owner && top.owner !== owner ? `<span class="owner">owned by ${esc(top.owner)}</span>` : '';
  const bonded = under.length
    ? `<ul class="bonded">${under.map((c) => `<li>over <span class="card-name">${esc(c.name)}</span>${badges(c)}</li>`).join('')}</ul>`
    : '';
  return (
    `<div class="${classes}" data-role="${role ?? ''}" title="${esc(top.name)} at ${pile.x},${pile.y}${pile.engaged ? ', engaged' : ''}">` +
    `${roleLabel}<span class="card-name">${esc(top.name)}</span>${pile.engaged ? '<span class="orientation">engaged</span>' : ''}` +
    `${badges(top)}${foreign}${bonded}</div>`
  );
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/** A player's network as a table: y upwards as in the scenario language, the business at 0,0, one free ring around. */
export function networkHtml(p: BoardPlayer, challenge: BoardChallenge | null): string {
  if (p.network.length === 0) return '<p class="empty-network">(empty network)</p>';
  const xs = p.network.map((q) => q.x);
  const ys = p.network.map((q) => q.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs) - 1,
    Math.max(...xs) + 1,
    Math.min(...ys) - 1,
    Math.max(...ys) + 1,
  ];
  const at = new Map(p.network.map((q) => [`${q.x},${q.y}`, q]));
  const rows: string[] = [
    `<tr><th></th>${range(minX, maxX)
      .map((x) => `<th class="axis">${x}</th>`)
      .join('')}</tr>`,
  ];
  for (let y = maxY; y >= minY; y--) {
    const cells = range(minX, maxX).map((x) => {
      const pile = at.get(`${x},${y}`);
      const targeted =
        challenge?.target.network === p.id && challenge.target.x === x && challenge.target.y === y;
      if (!pile) return `<td class="space empty${targeted ? ' target' : ''}" title="${x},${y}"></td>`;
      return `<td class="space" data-space="${x},${y}">${pileHtml(pile, p.id, roleOf(challenge, p.id, pile))}</td>`;
    });
    rows.push(`<tr><th class="axis">${y}</th>${cells.join('')}</tr>`);
  }
  return `<table class="network" aria-label="${esc(p.id)}'s network">${rows.join('')}</table>`;
}

function challengeLine(ch: BoardChallenge): string {
  const name = (c: { name: string }) => `“${esc(c.name)}”`;
  const target = ch.defending
    ? name(ch.defending)
    : `${ch.target.x},${ch.target.y} in ${esc(ch.target.network)}'s network`;
  const blockers = ch.blockers.length ? ch.blockers.map(name).join(', ') : 'none';
  return (
    `<p class="challenge"><span class="attacker">${name(ch.attacker)}</span> attacks ` +
    `<span class="target">${target}</span> using ${esc(ch.trait)}; blockers: <span class="blocker">${blockers}</span></p>`
  );
}

function whenText(board: Board): string {
  if (board.at === 'initial') return 'before the first step';
  if (board.at === 'final') return 'after the last step';
  return board.stepRange ? `after line ${board.stepRange.start.line + 1}` : 'after the step';
}

/** The whole board at one step: where the game is, then every player's money, pool, zones and network. */
export function boardHtml(board: Board): string {
  const where = [
    `turn ${esc(board.turn)}`,
    `${esc(board.active)} active`,
    esc(board.phase),
    board.priority ? `priority ${esc(board.priority)}` : '',
    `under ${esc(board.revision)}`,
  ].filter(Boolean);
  const result = board.result
    ? `<p class="result">game over: ${board.result.tie ? 'tie' : `winner ${board.result.winners.map(esc).join(', ')}`}</p>`
    : '';
  const decision = board.decision
    ? `<details class="decision"><summary>${esc(board.decision.player)} must decide ${esc(board.decision.question)}</summary>` +
      `${board.decision.options.map((o) => `<code>${esc(o)}</code>`).join('<br>')}</details>`
    : '';
  const stack = board.stack.length
    ? `<p class="stack">stack (top first): ${board.stack.map((s) => `“${esc(s.card.name)}”${s.kind === 'ability' ? ' ability' : ''} by ${esc(s.controller)}`).join(', ')}</p>`
    : '';
  const players = board.players.map((p) => {
    const pools = Object.entries(p.pools)
      .filter(([, n]) => n)
      .map(([t, n]) => `${esc(t)} ${esc(n)}`)
      .join(', ');
    const classes = ['player', p.active ? 'active' : '', p.lost ? 'lost' : ''].filter(Boolean).join(' ');
    const market = p.openMarket.length
      ? `, open market ${p.openMarket
          .slice(0, 3)
          .map((c) => `“${esc(c.name)}”`)
          .join(', ')}${p.openMarket.length > 3 ? ` (+${p.openMarket.length - 3})` : ''}`
      : '';
    return (
      `<section class="${classes}" data-player="${esc(p.id)}"><h2>${esc(p.id)}${p.lost ? ' (lost)' : ''}` +
      `<span class="money">${esc(p.money)} M</span>${pools ? `<span class="pool">pool ${pools}</span>` : ''}</h2>` +
      `<p class="zones">hand ${esc(p.handCount)}, main deck ${esc(p.mainDeckCount)}, resource deck ${esc(p.resourceDeckCount)}${market}</p>` +
      `${networkHtml(p, board.challenge)}</section>`
    );
  });
  return (
    `<div class="where">${where.join(' · ')}</div>` +
    `<p class="step">“${esc(board.scenario)}”, ${whenText(board)} <span class="status ${esc(board.status)}">${esc(board.status)}</span></p>` +
    `${result}${decision}${stack}${board.challenge ? challengeLine(board.challenge) : ''}${players.join('')}`
  );
}

/** The statechart as nested lists, the active states lit and the path to them marked. */
export function statechartHtml(root: StateNode, flowPaths: readonly string[]): string {
  const current = new Set(flowPaths);
  const onPath = (path: string) => flowPaths.some((p) => p.startsWith(`${path}.`));
  const node = (n: StateNode): string => {
    const lit = current.has(n.path) ? 'current' : onPath(n.path) ? 'on-path' : '';
    const classes = ['state', n.type, n.window ? 'window' : '', lit].filter(Boolean).join(' ');
    // A priority window's inner states are the same everywhere: shown only where the game is.
    const open = n.children.length > 0 && (!n.window || lit !== '');
    const children = open ? `<ul>${n.children.map(node).join('')}</ul>` : '';
    return `<li class="${classes}" data-path="${esc(n.path)}"><span class="state-name">${esc(n.key)}</span>${children}</li>`;
  };
  // The root is the machine itself; its children are the game's stages.
  const top = root.children.length ? root.children : [root];
  return `<ul class="statechart">${top.map(node).join('')}</ul>`;
}
