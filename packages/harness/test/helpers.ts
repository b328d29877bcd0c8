/**
 * Bugs planted on purpose, for the tests that show the harness catches them. They wrap the engine
 * through the harness's `applyFn` seam and never touch production code paths.
 */
import type { ActionResult } from '@arbiter/core';
import { type Action, apply, type GameEvent, type GameState } from '@arbiter/megacorp';

type Result = ActionResult<GameState, GameEvent>;

function withMoney(s: GameState, player: string, delta: number): GameState {
  return { ...s, players: s.players.map((p) => (p.id === player ? { ...p, money: p.money + delta } : p)) };
}

/** The money floor skipped: a purchase is charged twice, and the second charge is not checked. */
export function doubleChargeOnBuy(s: GameState, a: Action): Result {
  const r = apply(s, a);
  if (!r.ok || a.type !== 'buy') return r;
  const paid =
    (s.players.find((p) => p.id === a.player)?.money ?? 0) -
    (r.state.players.find((p) => p.id === a.player)?.money ?? 0);
  return paid > 0 ? { ...r, state: withMoney(r.state, a.player, -paid) } : r;
}

/** The trait pool floor skipped: producing a trait takes one from the pool instead of adding. */
export function produceDrainsPool(s: GameState, a: Action): Result {
  const r = apply(s, a);
  if (!r.ok || a.type !== 'produce') return r;
  const state: GameState = {
    ...r.state,
    players: r.state.players.map((p) =>
      p.id === a.player ? { ...p, pools: { ...p.pools, [a.trait]: -1 } } : p,
    ),
  };
  return { ...r, state };
}

/** An engine that throws on every attack: what a crash in the rules looks like to the harness. */
export function crashOnAttack(s: GameState, a: Action): Result {
  if (a.type === 'attack') throw new Error('planted crash');
  return apply(s, a);
}
