import { it } from 'vitest';
import { legalActions, flowPaths } from '@arbiter/megacorp';
import { startGame, exploreProfile, exploreGameConfig, SMALL_GAME, exploreHash } from '../src/index.js';
import { apply } from '@arbiter/megacorp';

it('branching', () => {
  const st = startGame(exploreProfile(SMALL_GAME), 1, () => exploreGameConfig(SMALL_GAME)).state;
  let layer = [st]; const seen = new Set([exploreHash(st)]);
  for (let d = 0; d < 9; d++) {
    const hist = new Map<string, number>(); const next = []; const flows = new Map<string, number>();
    for (const s of layer) {
      flows.set(flowPaths(s.flow)[0]!, (flows.get(flowPaths(s.flow)[0]!) ?? 0) + 1);
      for (const a of legalActions(s)) {
        hist.set(a.type + ':' + a.player, (hist.get(a.type + ':' + a.player) ?? 0) + 1);
        const r = apply(s, a); if (!r.ok) continue;
        const h = exploreHash(r.state); if (seen.has(h)) continue; seen.add(h); next.push(r.state);
      }
    }
    console.log(d, layer.length, JSON.stringify([...hist]), JSON.stringify([...flows]));
    layer = next;
    if (layer.length > 4000) break;
  }
}, 120000);
