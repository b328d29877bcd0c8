import { type Action, apply, decision, type GameState } from '@arbiter/megacorp';
import { megacorpDialect, runScenarioText } from '@arbiter/scenario';
import { stepText as stepIn } from '../service/actions.js';

const stepText = (s: GameState, a: Action) => stepIn({ dialect: megacorpDialect }, s, a);

/**
 * A valid scenario of `steps` steps for tests and the benchmark: a two-player game in the middle of
 * a turn, played forward by the engine (mostly passes, with buys and productions mixed in), written
 * out step by step, with `then` expectations that hold.
 */
export function generateScenario(
  steps: number,
  options: { title?: string; cardsPerPlayer?: number } = {},
): string {
  const n = options.cardsPerPlayer ?? 80;
  const players = ['Ana', 'Nick'];
  const head = [
    `scenario "${options.title ?? `generated, ${steps} steps`}"`,
    '  revisions v1.7',
    '  covers 1.2.8.2',
    'cards',
  ];
  head.push('  business "Ana Corp"  cost 20M  traits IQ 5, EQ 5, MQ 5, BQ 8');
  head.push('  business "Nick Corp"  cost 20M  traits IQ 5, EQ 5, MQ 5, BQ 8');
  head.push('  character "Raamaa"  cost 5M  traits IQ 2, EQ 1, MQ 2, BQ 4  founder');
  head.push('  character "Illithis"  cost 4M  traits IQ 4, EQ 2, MQ 1, BQ 1  founder');
  for (const p of players)
    for (let i = 1; i <= n; i++)
      head.push(`  character "${p} Recruit ${i}"  cost 1M  traits IQ 1, EQ 1, MQ 1, BQ 1`);
  head.push('given', '  turn 3, Ana active, phase buy');
  for (const p of players) {
    head.push(`  ${p} money 20`);
    head.push(
      `  ${p} main deck ${Array.from({ length: n }, (_, i) => `"${p} Recruit ${i + 1}"`).join(', ')}`,
    );
  }
  head.push('  Ana network', '    0,0  business "Ana Corp"', '    1,0  founder "Raamaa"');
  head.push('  Nick network', '    0,0  business "Nick Corp"', '    1,0  founder "Illithis"');
  head.push('when');
  const start = runScenarioText(head.join('\n'), 'inmemory://generate.scenario').scenarios[0]?.final;
  if (!start) throw new Error('the generator`s given does not bind');
  let s: GameState = start;
  const lines = [...head];
  const counts = (st: GameState) => {
    const c = new Map<string, number>();
    for (const card of Object.values(st.cards)) c.set(card.name, (c.get(card.name) ?? 0) + 1);
    return c;
  };
  const unambiguous = (st: GameState, a: Action) => {
    const names = counts(st);
    const ids = 'card' in a && a.card !== undefined ? [a.card] : [];
    return ids.every((id) => (names.get(st.cards[id]?.name ?? '') ?? 0) === 1);
  };
  for (let k = 0; lines.length - head.length < steps; k++) {
    const d = decision(s);
    if (!d) break;
    // Buys only from the buyer's own hand while money lasts (no money at the end of a turn loses, and
    // buying a business wins), productions, upkeep: the game goes on for as long as asked.
    const rich = (p: string) => (s.players.find((x) => x.id === p)?.money ?? 0) >= 6;
    const fromHand = (a: Action) =>
      a.type === 'buy' && s.players.find((x) => x.id === a.player)?.hand.includes(a.card) === true;
    const quiet = d.options.filter(
      (a) => (fromHand(a) && rich(a.player)) || a.type === 'produce' || a.type === 'pay-upkeep',
    );
    const pass = d.options.find((a) => a.type === 'pass');
    let pick: Action | undefined;
    if (k % 3 === 0 && quiet.length) pick = quiet[k % quiet.length];
    if (!pick || !unambiguous(s, pick) || !stepText(s, pick))
      pick = pass ?? d.options.find((a) => unambiguous(s, a) && stepText(s, a));
    if (!pick) break;
    const text = stepText(s, pick);
    const r = apply(s, pick);
    if (!text || !r.ok) break;
    s = r.state;
    lines.push(`  ${text}`);
  }
  lines.push('then');
  for (const p of s.players) lines.push(`  ${p.id} money ${p.money}`);
  lines.push(`  turn ${s.turn.number}, ${s.turn.active} active`);
  return `${lines.join('\n')}\n`;
}
