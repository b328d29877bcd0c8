import { it } from 'vitest';
import { buildState, cost, defineCard, TEST_LIBRARY, apply, legalActions } from '../src/index.js';
import { V1_7 } from '../src/revisions/v1.7.js';
it('scratch', () => {
  const lib = { ...TEST_LIBRARY, Troll: defineCard('Troll', 'character', cost(3), { IQ: 1, EQ: 1, MQ: 1, BQ: 3 }, { keywords: [{ name: 'REGENERATION', args: ['1M'] }] }),
    Shock: defineCard('Shock', 'event', cost(1), {}, { abilities: [{ kind: 'automatic', trigger: 'deployed', effects: [{ op: 'damage', trait: 'BQ', amount: 5, who: 'target-card' }], text: 'x' }] }) };
  const b = buildState({ library: lib, profile: V1_7, turn: 6, active: 'nick', flow: { turn: { buy: { main: 'open' } } }, players: [
    { id: 'ana', network: [{ x: 0, y: 0, cards: ['Ana Corp'] }, { x: 0, y: 1, cards: ['Troll'] }] },
    { id: 'nick', hand: ['Shock'], network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] } ] });
  let s = b.state;
  const step = (a: any) => { const r = apply(s, a); if (!r.ok) { console.log('REFUSED', r.violation.message); return; } s = r.state; console.log(a.type, JSON.stringify(s.pending), JSON.stringify(s.flow), r.events.map((e) => e.type).join(',')); };
  step({ type: 'buy', player: 'nick', card: b.ids.Shock![0], targets: [b.ids.Troll![0]] });
  step({ type: 'pass', player: 'nick' });
  step({ type: 'pass', player: 'ana' });
  console.log(JSON.stringify(legalActions(s)));
  step({ type: 'activate', player: 'ana', card: b.ids.Troll![0], ability: 0 });
});
