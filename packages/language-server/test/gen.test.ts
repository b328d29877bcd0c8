import { test } from 'vitest';
import { runScenarioText, parse } from '@arbiter/scenario';
import { apply, decision, describeAction, legalActions } from '@arbiter/megacorp';

const head = [
    'scenario "long"', '  revisions v1.7', 'cards',
    '  business "Ana Corp"  cost 20M  traits IQ 5, EQ 5, MQ 5, BQ 8',
    '  business "Nick Corp"  cost 20M  traits IQ 5, EQ 5, MQ 5, BQ 8',
    '  character "Raamaa"  cost 5M  traits IQ 2, EQ 1, MQ 2, BQ 4  founder',
    '  character "Grunt"  cost 1M  traits IQ 0, EQ 1, MQ 1, BQ 2',
    'given', '  turn 3, Ana active, phase buy', '  Ana money 10', '  Nick money 10',
    '  Ana main deck 200 x "Grunt"', '  Nick main deck 200 x "Grunt"',
    '  Ana network', '    0,0  business "Ana Corp"', '    1,0  founder "Raamaa"',
    '  Nick network', '    0,0  business "Nick Corp"', 'when',
  ];
function gen(n: number): string {
  const r = runScenarioText(head.join('\n'), 'file:///x.scenario');
  let s = r.scenarios[0]!.final!;
  const lines = [...head];
  let k = 0;
  for (let i = 0; i < n; i++) {
    const d = decision(s);
    if (!d) break;
    const opts = d.options;
    const nonPass = opts.filter((a) => a.type !== 'pass' && a.type !== 'concede' && a.type !== 'attack' && a.type !== 'sell');
    const pick = (k++ % 3 === 0 && nonPass.length) ? nonPass[k % nonPass.length]! : (opts.find((a) => a.type === 'pass') ?? opts[0]!);
    const text = describeAction(s, pick);
    const res = apply(s, pick);
    if (!res.ok) throw new Error('refused');
    s = res.state;
    lines.push(`  ${text}`);
  }
  lines.push('then', '  Ana money 10');
  return lines.join('\n');
}
test('time', () => {
  for (const n of [50, 300, 1000]) {
    const t = gen(n);
    const t0 = performance.now();
    const r = runScenarioText(t, 'file:///x.scenario');
    const s = r.scenarios[0]!;
    console.log(n, (performance.now() - t0).toFixed(1), 'ms', s.status, s.steps.length, s.failures[0]?.message, s.failures[0]?.range.start.line, t.split('\n')[s.failures[0]?.range.start.line ?? 0], s.final?.turn.number);
    if (n===300) console.log(t.split('\n').slice(100, 160).join('\n'));
  }
});
