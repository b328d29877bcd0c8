import { nextInt, type RngState, seedRng } from '@arbiter/core';
import { type Action, ACTION_TYPES as TYPES } from '../model/action.js';
import type { GameState } from '../model/state.js';
import { TRAITS } from '../model/traits.js';

function pick<T>(rng: RngState, xs: readonly T[]): [T, RngState] {
  const [i, r] = nextInt(rng, xs.length);
  return [xs[i] as T, r];
}

/**
 * A probe: an action the engine should most likely refuse, made from a number. Some are well formed
 * (a random type, player, card and space), some are legal actions with one field changed, some are
 * malformed (unknown type or player, wrong field types, missing fields).
 */
export function probeAction(s: GameState, n: number, legal: readonly Action[] = []): unknown {
  let rng = seedRng(n);
  const ids = Object.keys(s.cards);
  const players = [...s.players.map((p) => p.id), 'Nobody'];
  const [kind, afterKind] = nextInt(rng, legal.length ? 3 : 2);
  rng = afterKind;
  const r = <T>(xs: readonly T[]): T => {
    const [x, next] = pick(rng, xs);
    rng = next;
    return x;
  };
  const int = (lo: number, hi: number) => {
    const [x, next] = nextInt(rng, hi - lo + 1);
    rng = next;
    return lo + x;
  };
  const card = () => r([...ids.slice(0, 64), 'Nobody.1', '']);
  const space = () => ({ network: r(players), x: int(-3, 3), y: int(-3, 3) });
  if (kind === 0) {
    const type = r(TYPES);
    return {
      type,
      player: r(players),
      card: card(),
      at: space(),
      target: space(),
      attacker: card(),
      trait: r([...TRAITS, 'XQ']),
      amount: r([0, 1, 3, -1, 2.5, 1e9]),
      accept: r([true, false]),
      pay: r([true, false]),
      leave: r([true, false]),
      ability: int(0, 2),
      blockers: [card()],
      cards: [card(), card()],
      split: { [card()]: int(0, 5) },
      targets: [card()],
    };
  }
  if (kind === 1) {
    return r<unknown>([
      null,
      {},
      { type: 'teleport', player: r(players) },
      { type: r(TYPES) },
      { type: r(TYPES), player: 42 },
      { type: 'sell', player: r(players), card: 42 },
      { type: 'buy', player: r(players), card: card(), at: { x: 'a', y: null } },
      { type: 'block', player: r(players), blockers: 'none' },
      { type: 'assign-damage', player: r(players), split: [1, 2] },
      { type: 'bid', player: r(players), amount: Number.NaN },
      [r(TYPES)],
    ]);
  }
  const base = r(legal) as Record<string, unknown>;
  const field = r(['player', 'card', 'at', 'trait', 'amount', 'attacker', 'blockers']);
  const other = players.filter((p) => p !== base.player);
  const changed: Record<string, unknown> = {
    player: r(other.length ? other : players),
    card: card(),
    at: space(),
    trait: r([...TRAITS, 'XQ']),
    amount: r([-1, 99, 0.5]),
    attacker: card(),
    blockers: [card(), card()],
  };
  return { ...base, [field]: changed[field] };
}
