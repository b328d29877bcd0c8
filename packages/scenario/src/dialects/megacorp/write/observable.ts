import { canonicalJson } from '@arbiter/core';
import { type CardId, type GameState, isEngaged, TRAITS } from '@arbiter/megacorp';
import type { ScenarioResult } from '../../../run/runner.js';

/** What a designer observes of a game: money, pools, zones and networks by card name, the result. */
export function observable(s: GameState): unknown {
  const name = (id: CardId) => s.cards[id]?.name ?? id;
  return {
    // Where the flow happens to stop (which window, which step) is left out: revisions that add or
    // drop a priority window would otherwise all differ, though nothing a designer sees has changed.
    turn: s.turn.number,
    active: s.turn.active,
    result: s.result,
    players: s.players.map((p) => ({
      id: p.id,
      money: p.money,
      lost: p.lost,
      pools: TRAITS.map((t) => p.pools[t]),
      hand: p.hand.map(name).sort(),
      openMarket: p.openMarket.map(name),
      annihilated: p.annihilated.map(name),
      mainDeck: p.mainDeck.length,
      resourceDeck: p.resourceDeck.length,
      network: [...p.network]
        .sort((a, b) => a.y - b.y || a.x - b.x)
        .map((pile) => ({
          at: `${pile.x},${pile.y}`,
          cards: pile.cards.map((id) => {
            const c = s.cards[id];
            return {
              name: name(id),
              engaged: c ? isEngaged(s, id) : undefined,
              damage: c?.damage,
              counters: c?.counters,
              controller: c?.controller,
            };
          }),
        })),
    })),
    stack: s.stack.map((it) => (it.kind === 'deployment' ? name(it.card) : `${name(it.source)} ability`)),
  };
}

/**
 * The outcome of a scenario run: which steps the rules took or refused, and the final observable state.
 * A step is its own action (the last one recorded), not the implicit passes that led to it: how many
 * windows the game passed through on the way is not an outcome, and counting them would make every
 * revision that opens one window more or less look different.
 */
export function outcome(r: ScenarioResult<GameState, unknown>): { steps: string[]; final: unknown } {
  return {
    steps: r.steps
      .filter((st) => st.kind === 'step')
      .map((st) => `${st.status}: ${st.actions[st.actions.length - 1] ?? ''}`),
    final: r.final ? observable(r.final) : null,
  };
}

export function fingerprint(r: ScenarioResult<GameState, unknown>): string {
  return canonicalJson(outcome(r));
}
