import { megacorpModule as m } from '@arbiter/megacorp';
import { exploreGameConfig, SMALL_GAME } from '@arbiter/harness';
const g = m.newGame(exploreGameConfig(SMALL_GAME));
let s = g.state;
const check = (s, label) => {
  const bad = [];
  s.players.forEach((p, i) => { for (const k of Object.keys(p)) if (p[k] && typeof p[k] === 'object' && !Object.isFrozen(p[k])) bad.push(`p${i}.${k}`); });
  console.log(label, Object.isFrozen(s.players), bad.join(' '));
};
check(s, 'start');
for (let i = 0; i < 12; i++) { const a = m.legalActions(s)[0]; const r = m.apply(s, a); s = r.state; check(s, `after ${a.type}`); }
