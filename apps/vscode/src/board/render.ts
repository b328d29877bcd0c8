import type { Board, BoardView, CardView, Counter, StateNode, ZoneView } from '../protocol.js';

/**
 * The board of any game, drawn from the kernel's board view (`BoardView`): where the game is, the
 * counters, zones no player owns, the panels of what is in progress, then each player's counters and
 * zones. A zone laid out as a grid (Megacorp's network) is a table with its coordinates; a card's tags
 * (`engaged`, `attacker`, `current adventure`) become classes the page styles.
 */

/** Escapes text for HTML content and attribute values. */
export function esc(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A tag as a class name: `controlled by Nick` → `controlled-by-nick`. */
function tagClass(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function countersHtml(counters: readonly Counter[]): string {
  return counters
    .map(
      (c) =>
        `<span class="counter" data-label="${esc(c.label)}">${esc(c.label)} <b class="value">${esc(c.value)}</b></span>`,
    )
    .join('');
}

function badgesHtml(card: CardView): string {
  return card.badges
    .map((b) => `<span class="badge" title="${esc(b.label)}">${esc(b.label)} ${esc(b.value)}</span>`)
    .join('');
}

/** A card with its tags and badges, and the cards under it. */
export function cardHtml(card: CardView, kind: 'pile' | 'card' = 'card'): string {
  const classes = [kind, ...card.tags.map(tagClass)].filter(Boolean).join(' ');
  const at = card.x !== undefined && card.y !== undefined ? ` at ${card.x},${card.y}` : '';
  const title = `${card.name}${at}${card.tags.length ? `, ${card.tags.join(', ')}` : ''}`;
  const tags = card.tags.map((t) => `<span class="tag">${esc(t)}</span>`).join('');
  const under = card.under?.length
    ? `<ul class="under">${card.under.map((c) => `<li>over <span class="card-name">${esc(c.name)}</span>${badgesHtml(c)}</li>`).join('')}</ul>`
    : '';
  return (
    `<div class="${esc(classes)}" data-tags="${esc(card.tags.join(','))}" title="${esc(title)}">` +
    `<span class="card-name">${esc(card.name)}</span>${tags}${badgesHtml(card)}${under}</div>`
  );
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/** A zone laid out as a grid: y upwards as in the scenario language, one free ring around. */
export function gridHtml(zone: ZoneView, owner: string): string {
  const placed = zone.cards.filter((c) => c.x !== undefined && c.y !== undefined);
  if (placed.length === 0) return `<p class="empty-grid">(empty ${esc(zone.label)})</p>`;
  const xs = placed.map((c) => c.x as number);
  const ys = placed.map((c) => c.y as number);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs) - 1,
    Math.max(...xs) + 1,
    Math.min(...ys) - 1,
    Math.max(...ys) + 1,
  ];
  const at = new Map(placed.map((c) => [`${c.x},${c.y}`, c]));
  const rows: string[] = [
    `<tr><th></th>${range(minX, maxX)
      .map((x) => `<th class="axis">${x}</th>`)
      .join('')}</tr>`,
  ];
  for (let y = maxY; y >= minY; y--) {
    const cells = range(minX, maxX).map((x) => {
      const card = at.get(`${x},${y}`);
      if (!card) return `<td class="space empty" title="${x},${y}"></td>`;
      return `<td class="space" data-space="${x},${y}">${cardHtml(card, 'pile')}</td>`;
    });
    rows.push(`<tr><th class="axis">${y}</th>${cells.join('')}</tr>`);
  }
  return `<table class="grid" data-zone="${esc(zone.id)}" aria-label="${esc(owner)}'s ${esc(zone.label)}">${rows.join('')}</table>`;
}

/** A zone: a grid, its cards in a row or a list, or only how many it holds (hidden or counted zones). */
export function zoneHtml(zone: ZoneView, owner: string): string {
  if (zone.layout === 'grid') return gridHtml(zone, owner);
  if (zone.layout === 'count' || zone.cards.length === 0)
    return `<span class="zone count" data-zone="${esc(zone.id)}">${esc(zone.label)} ${esc(zone.count)}</span>`;
  const tag = zone.layout === 'list' ? 'ol' : 'div';
  return (
    `<div class="zone ${zone.layout}" data-zone="${esc(zone.id)}"><span class="zone-label">${esc(zone.label)} ${esc(zone.count)}</span>` +
    `<${tag} class="cards">${zone.cards.map((c) => (tag === 'ol' ? `<li>${cardHtml(c)}</li>` : cardHtml(c))).join('')}</${tag}></div>`
  );
}

function panelHtml(panel: Board['view']['panels'][number]): string {
  const head = panel.header ? `<tr>${panel.header.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>` : '';
  const rows = panel.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
  return `<table class="panel"><caption>${esc(panel.title)}</caption>${head}${rows}</table>`;
}

function whenText(board: Board): string {
  if (board.at === 'initial') return 'before the first step';
  if (board.at === 'final') return 'after the last step';
  return board.stepRange ? `after line ${board.stepRange.start.line + 1}` : 'after the step';
}

/**
 * A position as the game's module draws it: the result, the counters, the shared zones, the panels of
 * what is in progress, then every player's counters and zones. The board follows a scenario's steps
 * with it; the record panel shows the position being played with it. `decision` (HTML: who must
 * decide what) goes under the result.
 */
export function viewHtml(v: BoardView, decision = ''): string {
  const result = v.result
    ? `<p class="result">game over: ${v.result.tie ? 'tie' : `winner ${v.result.winners.map(esc).join(', ') || 'none'}`}</p>`
    : '';
  const counters = v.counters.length ? `<p class="counters">${countersHtml(v.counters)}</p>` : '';
  const shared = v.shared
    .filter((z) => z.count > 0)
    .map((z) => `<div class="shared">${zoneHtml(z, '')}</div>`)
    .join('');
  const players = v.players.map((p) => {
    const classes = ['player', p.active ? 'active' : '', p.out ? 'out' : ''].filter(Boolean).join(' ');
    const grids = p.zones.filter((z) => z.layout === 'grid');
    const others = p.zones.filter((z) => z.layout !== 'grid');
    return (
      `<section class="${classes}" data-player="${esc(p.id)}"><h2>${esc(p.id)}${p.out ? ' (out)' : ''}${countersHtml(p.counters)}</h2>` +
      `<div class="zones">${others.map((z) => zoneHtml(z, p.id)).join('')}</div>` +
      `${grids.map((z) => zoneHtml(z, p.id)).join('')}</section>`
    );
  });
  return `${result}${decision}${counters}${shared}${v.panels.map(panelHtml).join('')}${players.join('')}`;
}

/** The whole board at one step: where the game is, the step it follows, who decides, then the position. */
export function boardHtml(board: Board): string {
  const v = board.view;
  const where = [esc(v.title), board.phase ? esc(board.phase) : '', `under ${esc(board.revision)}`].filter(
    Boolean,
  );
  const decision = board.decision
    ? `<details class="decision"><summary>${esc(board.decision.player)} must decide ${esc(board.decision.question)}</summary>` +
      `${board.decision.options.map((o) => `<code>${esc(o)}</code>`).join('<br>')}</details>`
    : '';
  return (
    `<div class="where">${where.join(' · ')}</div>` +
    `<p class="step">“${esc(board.scenario)}”, ${whenText(board)} <span class="status ${esc(board.status)}">${esc(board.status)}</span></p>` +
    viewHtml(v, decision)
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
