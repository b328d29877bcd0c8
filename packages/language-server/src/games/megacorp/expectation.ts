import { type CardId, type GameState, TRAITS } from '@arbiter/megacorp';
import { type Expectation, quote } from '@arbiter/scenario';

/**
 * The "update the expectation" quick fix for Megacorp's facts: a failing `then` line rewritten to say
 * what the game shows (money, pools, zones, a card's state, the time, the result).
 */

/** Consecutive copies as `3 x "Filler"`. */
function runsText(names: readonly string[]): string {
  if (names.length === 0) return 'empty';
  const out: string[] = [];
  for (let i = 0; i < names.length; ) {
    let j = i;
    while (j < names.length && names[j] === names[i]) j++;
    out.push(j - i > 1 ? `${j - i} x ${quote(names[i] as string)}` : quote(names[i] as string));
    i = j;
  }
  return out.join(', ');
}

function zoneNames(s: GameState, who: string, zone: string): string[] | undefined {
  const p = s.players.find((x) => x.id === who);
  if (!p) return undefined;
  const ids: Record<string, readonly CardId[]> = {
    hand: p.hand,
    'main deck': p.mainDeck,
    'resource deck': p.resourceDeck,
    'open market': p.openMarket,
    annihilated: p.annihilated,
    'revealed resource': p.revealedResource ? [p.revealedResource] : [],
  };
  return ids[zone]?.map((id) => s.cards[id]?.name ?? id);
}

/** The expectation rewritten to hold in this state (its `under` part kept), or undefined when it cannot be said. */
export function correctedExpectation(
  e: Expectation,
  s: GameState,
  actual: string | undefined,
  text: string,
): string | undefined {
  if (e.kind === 'unknown') return undefined;
  const src = (r: { start: { offset: number }; end: { offset: number } }) =>
    text.slice(r.start.offset, r.end.offset);
  const under = e.under.length ? `  under ${e.under.map((u) => u.text).join(', ')}` : '';
  let core: string | undefined;
  switch (e.kind) {
    case 'money': {
      const p = s.players.find((x) => x.id === e.player.text);
      if (p) core = `${e.player.text} money ${p.money}`;
      break;
    }
    case 'pool': {
      const p = s.players.find((x) => x.id === e.player.text);
      if (p)
        core = `${e.player.text} pool ${
          TRAITS.filter((t) => p.pools[t] > 0)
            .map((t) => `${t} ${p.pools[t]}`)
            .join(', ') || 'empty'
        }`;
      break;
    }
    case 'zone': {
      const names = zoneNames(s, e.player.text, e.zone);
      if (!names) break;
      const wanted = e.items.reduce((n, it) => n + (it.copies?.value ?? 1), 0);
      if (e.mode === 'count') core = `${e.player.text} ${e.zone} ${names.length} cards`;
      else if (e.mode === 'exactly') core = `${e.player.text} ${e.zone} ${runsText(names)}`;
      else if (e.mode === 'top' && names.length)
        core = `${e.player.text} ${e.zone} top ${runsText(names.slice(0, wanted))}`;
      else if (e.mode === 'bottom' && names.length)
        core = `${e.player.text} ${e.zone} bottom ${runsText(names.slice(-wanted))}`;
      break;
    }
    case 'stack':
      if (actual !== undefined) core = `stack ${actual}`;
      break;
    case 'card-fact': {
      if (actual === undefined) break;
      const card = src(e.card.range);
      const p = e.property;
      if (p.kind === 'damage' || p.kind === 'counters') core = `${card} ${p.kind} ${actual}`;
      else if (p.kind === 'orientation' && /^(dis)?engaged$/.test(actual)) core = `${card} ${actual}`;
      else if (p.kind === 'traits' && p.entries.length === 1) core = `${card} traits ${actual}`;
      else if (p.kind === 'value') core = `${card} value ${actual}`;
      else if (p.kind === 'controller') core = `${card} controlled by ${actual}`;
      else if (p.kind === 'owner') core = `${card} owned by ${actual}`;
      else if (p.kind === 'location' && p.at && actual.startsWith('at ')) core = `${card} ${actual}`;
      else if (p.kind === 'location' && p.in && /'s /.test(actual)) core = `${card} in ${actual}`;
      break;
    }
    case 'time': {
      if (actual === undefined) break;
      // Only the part that differs is rewritten.
      const whole = src(e.range);
      const at = (r: { start: { offset: number }; end: { offset: number } }, by: string) =>
        whole.slice(0, r.start.offset - e.range.start.offset) +
        by +
        whole.slice(r.end.offset - e.range.start.offset);
      if (e.turn && /^turn \d+$/.test(actual)) return at(e.turn.range, actual.slice(5));
      if (e.phase && (e.point || e.phase) && /\(/.test(actual)) {
        const point = actual.replace(/\s*\(.*\)$/, '');
        const end = (e.point ?? e.phase).range.end;
        return at({ start: e.phase.range.start, end }, point);
      }
      if (e.priority && actual !== 'nobody' && !actual.includes(' ')) return at(e.priority.range, actual);
      if (e.active && !actual.includes(' ')) return at(e.active.range, actual);
      return undefined;
    }
    case 'result':
    case 'game':
      if (actual !== undefined && /^(winner \S+|tie)$/.test(actual)) core = actual;
      break;
    default:
      break;
  }
  return core === undefined ? undefined : core + under;
}
