import { type CardId, flowPaths, type GameState, TRAITS } from '@arbiter/megacorp';
import type {
  CardInPlayDescription,
  GivenDescription,
  PileDescription,
  PlayerDescription,
} from '@arbiter/scenario';

/** The statechart leaves a `given` can start at, in the scenario language's words. */
const GIVEN_POINTS: Readonly<Record<string, { phase: string; step?: string }>> = {
  'turn.accounting.upkeep': { phase: 'accounting', step: 'upkeep' },
  'turn.accounting.window.open': { phase: 'accounting', step: 'window' },
  'turn.accounting.afterDraw.open': { phase: 'accounting', step: 'after draw' },
  'turn.buy.main.open': { phase: 'buy' },
  'turn.buy.closing.open': { phase: 'buy', step: 'closing' },
  'turn.challenge.main.open': { phase: 'challenge' },
  'turn.divest.main.open': { phase: 'divest' },
  'turn.end.window.open': { phase: 'end' },
};

/** Why a state cannot be written as a `given`, or undefined when it can. */
export function givenProblem(s: GameState): string | undefined {
  const paths = flowPaths(s.flow);
  if (s.result) return 'the game is over';
  if (paths.length !== 1 || !GIVEN_POINTS[paths[0] as string])
    return `a \`given\` cannot start at ${paths.join(', ')}`;
  if (s.stack.length) return 'a `given` cannot hold a stack yet';
  if (s.pending.length || s.challenge) return 'a decision is pending';
  return undefined;
}

function aliasBase(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const last = (words[words.length - 1] ?? 'card').toLowerCase();
  return /^\p{L}/u.test(last) ? last : `card${last}`;
}

/**
 * A state as a `given` description for `printGiven`: decks written in full, cards in play whose name
 * is not unique in the game given aliases. Only for states `givenProblem` accepts.
 */
export function givenOfState(s: GameState): GivenDescription {
  const point = GIVEN_POINTS[flowPaths(s.flow)[0] as string] ?? { phase: 'buy' };
  const counts = new Map<string, number>();
  for (const c of Object.values(s.cards)) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const used = new Set<string>([
    ...s.players.map((p) => p.id.toLowerCase()),
    ...Object.keys(s.library).map((n) => n.toLowerCase()),
  ]);
  const aliases = new Map<CardId, string>();
  for (const p of s.players)
    for (const pile of p.network)
      for (const id of pile.cards) {
        const c = s.cards[id];
        if (!c || (counts.get(c.name) ?? 0) < 2) continue;
        const base = aliasBase(c.name);
        let n = 1;
        while (used.has(`${base}${n}`)) n++;
        used.add(`${base}${n}`);
        aliases.set(id, `${base}${n}`);
      }
  const names = (ids: readonly CardId[]) => ids.map((id) => s.cards[id]?.name ?? id);
  const players: PlayerDescription[] = s.players.map((p) => {
    const pool = Object.fromEntries(TRAITS.filter((t) => p.pools[t] !== 0).map((t) => [t, p.pools[t]]));
    const revealed = p.revealedResource;
    const resource =
      revealed !== null && p.resourceDeck[0] === revealed ? p.resourceDeck.slice(1) : p.resourceDeck;
    const network: PileDescription[] = p.network.map((pile) => {
      const top = s.cards[pile.cards[0] as CardId];
      const def = top ? s.library[top.name] : undefined;
      const role =
        pile.x === 0 && pile.y === 0 && def?.type === 'business'
          ? 'business'
          : def?.founder
            ? 'founder'
            : undefined;
      const cards: CardInPlayDescription[] = pile.cards.map((id) => {
        const c = s.cards[id];
        if (!c) return { name: id };
        const damage = TRAITS.flatMap((t) => {
          const d = c.damage[t];
          return d && (d.amount || d.permanent)
            ? [{ trait: t, amount: d.amount, ...(d.permanent ? { permanent: d.permanent } : {}) }]
            : [];
        });
        const counters = Object.entries(c.counters)
          .filter(([, n]) => n !== 0)
          .map(([name, amount]) => ({ name, amount }));
        const alias = aliases.get(id);
        return {
          name: c.name,
          ...(alias ? { alias } : {}),
          ...(c.owner !== p.id ? { owner: c.owner } : {}),
          ...(damage.length ? { damage } : {}),
          ...(counters.length ? { counters } : {}),
          ...(c.enteredTurn ? { enteredTurn: c.enteredTurn } : {}),
        };
      });
      return {
        x: pile.x,
        y: pile.y,
        ...(role ? { role } : {}),
        cards,
        ...(top?.engaged ? { engaged: true } : {}),
      } as PileDescription;
    });
    return {
      name: p.id,
      money: p.money,
      ...(Object.keys(pool).length ? { pool } : {}),
      hand: names(p.hand),
      mainDeck: names(p.mainDeck),
      resourceDeck: names(resource),
      ...(p.openMarket.length ? { openMarket: names(p.openMarket) } : {}),
      ...(p.annihilated.length ? { annihilated: names(p.annihilated) } : {}),
      ...(revealed !== null ? { revealedResource: s.cards[revealed]?.name ?? revealed } : {}),
      ...(network.length ? { network } : {}),
    };
  });
  return {
    players,
    ...(s.turn.starting !== null && s.turn.starting !== s.players[0]?.id
      ? { firstPlayer: s.turn.starting }
      : {}),
    turn: s.turn.number,
    active: s.turn.active,
    phase: point.phase,
    ...(point.step ? { step: point.step } : {}),
    ...(s.priority && s.priority.holder !== s.turn.active ? { priority: s.priority.holder } : {}),
  };
}
