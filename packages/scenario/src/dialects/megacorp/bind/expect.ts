import {
  type CardId,
  currentTrait,
  type Cost as EngineCost,
  type Pile as EnginePile,
  flowText,
  type GameEvent,
  type GameState,
  isEngaged,
  isTrait,
  judgeBuy,
  locate,
  pileOf,
  player,
  TRAITS,
  V1_7,
  valuation,
} from '@arbiter/megacorp';
import { checkLog } from '../../../run/generic-facts.js';
import { BindError } from '../../../run/problem.js';
import { citesRule } from '../../../run/runner.js';
import type { CardProperty, Expectation, Pile, ZoneFact } from '../../../syntax/ast.js';
import { networkPiles } from '../syntax/grid.js';
import { countersOf } from './given.js';
import { bindCost } from './library.js';
import { type Aliases, playerName, resolveCard, ZONE_OF } from './refs.js';
import { describePoint, isAt, phaseOf } from './time.js';

export interface Mismatch {
  readonly message: string;
  readonly expected: string;
  readonly actual: string;
}

const names = (s: GameState, ids: readonly CardId[]) => ids.map((id) => s.cards[id]?.name ?? id);
const quoteList = (xs: readonly string[]) => (xs.length ? xs.map((x) => `"${x}"`).join(', ') : 'empty');

function zoneIds(s: GameState, who: string, zone: ZoneFact['zone']): readonly CardId[] {
  const p = player(s, who);
  switch (zone) {
    case 'hand':
      return p.hand;
    case 'main deck':
      return p.mainDeck;
    case 'resource deck':
      return p.resourceDeck;
    case 'open market':
      return p.openMarket;
    case 'annihilated':
      return p.annihilated;
    case 'revealed resource':
      return p.revealedResource ? [p.revealedResource] : [];
  }
}

function mismatch(message: string, expected: string, actual: string): Mismatch {
  return { message, expected, actual };
}

function pileText(s: GameState, pile: EnginePile | undefined): string {
  if (!pile) return 'empty';
  const cards = pile.cards.map((id) => `"${s.cards[id]?.name}"`).join(' over ');
  return `${cards}${isEngaged(s, pile.cards[0] as CardId) ? ' engaged' : ''}`;
}

function expectedPileText(p: Pile): string {
  if (p.cards.length === 0) return 'empty';
  return `${p.cards.map((c) => `"${c.name.value}"`).join(' over ')}${p.orientation?.text === 'engaged' ? ' engaged' : ''}`;
}

/** Does the pile match the written one? Orientation, damage and counters only when written. */
function pileMatches(s: GameState, actual: EnginePile | undefined, want: Pile): boolean {
  if (want.cards.length === 0) return actual === undefined;
  if (!actual || actual.cards.length !== want.cards.length) return false;
  for (let i = 0; i < want.cards.length; i++) {
    const w = want.cards[i];
    const c = s.cards[actual.cards[i] as CardId];
    if (!w || !c || c.name !== w.name.value) return false;
    if (w.owner && c.owner !== w.owner.text) return false;
    for (const d of w.damage)
      if ((c.damage[d.trait.text.toUpperCase() as 'BQ']?.amount ?? 0) !== d.amount.value) return false;
    const counters = countersOf(w.counters);
    for (const [k, v] of Object.entries(counters)) if ((c.counters[k] ?? 0) !== v) return false;
  }
  if (want.orientation) {
    const engaged = want.orientation.text.toLowerCase() === 'engaged';
    if (actual.cards.some((id) => isEngaged(s, id) !== engaged)) return false;
  }
  return true;
}

/** Checks one expectation against the game; null when it holds. */
export function check(
  s: GameState,
  events: readonly GameEvent[],
  e: Expectation,
  aliases: Aliases,
): Mismatch | null {
  switch (e.kind) {
    case 'unknown':
      throw new BindError(e.range, 'this expectation cannot be read');
    case 'dialect-line':
      throw new BindError(e.range, 'this expectation is not a Megacorp line');
    case 'time': {
      if (e.turn && s.turn.number !== e.turn.value)
        return mismatch('wrong turn', `turn ${e.turn.value}`, `turn ${s.turn.number}`);
      if (e.active && s.turn.active !== playerName(s, e.active))
        return mismatch('wrong active player', e.active.text, s.turn.active);
      if ((e.phase || e.point) && !isAt(s, e.phase?.text, e.point?.text)) {
        return mismatch(
          'the game is elsewhere',
          [e.phase?.text, e.point?.text].filter(Boolean).join(', '),
          `${describePoint(s)} (${flowText(s)})`,
        );
      }
      if (e.priority) {
        const holder = s.priority?.holder ?? 'nobody';
        if (holder !== playerName(s, e.priority))
          return mismatch('someone else holds priority', e.priority.text, holder);
      }
      return null;
    }
    case 'money': {
      const m = player(s, playerName(s, e.player)).money;
      return m === e.amount.value
        ? null
        : mismatch(`${e.player.text}'s money differs`, `${e.amount.value} M`, `${m} M`);
    }
    case 'pool': {
      const pools = player(s, playerName(s, e.player)).pools;
      const want: Record<string, number> = {};
      for (const x of e.entries) want[x.trait.text.toUpperCase()] = x.amount.value;
      const bad = TRAITS.some((t) => (want[t] ?? 0) !== pools[t]);
      const show = (r: Record<string, number>) =>
        TRAITS.filter((t) => (r[t] ?? 0) > 0)
          .map((t) => `${t} ${r[t]}`)
          .join(', ') || 'empty';
      return bad ? mismatch(`${e.player.text}'s trait pool differs`, show(want), show(pools)) : null;
    }
    case 'zone': {
      const who = playerName(s, e.player);
      const actual = names(s, zoneIds(s, who, e.zone));
      const wanted = e.items.flatMap((it) =>
        Array.from({ length: it.copies?.value ?? 1 }, () => it.name.value),
      );
      const label = `${who}'s ${e.zone}`;
      switch (e.mode) {
        case 'count':
          return actual.length === (e.count?.value ?? 0)
            ? null
            : mismatch(
                `${label} holds another number of cards`,
                `${e.count?.value} cards`,
                `${actual.length} cards`,
              );
        case 'exactly': {
          const ordered = e.zone !== 'hand';
          const a = ordered ? actual : [...actual].sort();
          const w = ordered ? wanted : [...wanted].sort();
          return a.join('\u0000') === w.join('\u0000')
            ? null
            : mismatch(`${label} differs`, quoteList(wanted), quoteList(actual));
        }
        case 'top':
          return actual.slice(0, wanted.length).join('\u0000') === wanted.join('\u0000')
            ? null
            : mismatch(
                `the top of ${label} differs`,
                quoteList(wanted),
                quoteList(actual.slice(0, Math.max(wanted.length, 3))),
              );
        case 'bottom':
          return actual.slice(-wanted.length).join('\u0000') === wanted.join('\u0000')
            ? null
            : mismatch(
                `the bottom of ${label} differs`,
                quoteList(wanted),
                quoteList(actual.slice(-Math.max(wanted.length, 3))),
              );
        case 'contains':
          return wanted.every((w) => actual.includes(w))
            ? null
            : mismatch(`${label} lacks a card`, `contains ${quoteList(wanted)}`, quoteList(actual));
        case 'excludes':
          return wanted.some((w) => actual.includes(w))
            ? mismatch(`${label} holds a card it should not`, `no ${quoteList(wanted)}`, quoteList(actual))
            : null;
      }
      return null;
    }
    case 'network': {
      const who = playerName(s, e.player);
      const net = player(s, who).network;
      const want = networkPiles(e);
      if (e.form === 'space') {
        const p = want[0] as Pile;
        const at = p.at as { x: number; y: number };
        const actual = net.find((q) => q.x === at.x && q.y === at.y);
        return pileMatches(s, actual, p)
          ? null
          : mismatch(`${who}'s network at ${at.x},${at.y} differs`, expectedPileText(p), pileText(s, actual));
      }
      const wantText = want
        .map((p) => `${p.at?.x},${p.at?.y} ${expectedPileText(p)}`)
        .sort()
        .join('; ');
      const actualText = net
        .map((p) => `${p.x},${p.y} ${pileText(s, p)}`)
        .sort()
        .join('; ');
      if (want.length !== net.length) return mismatch(`${who}'s network differs`, wantText, actualText);
      for (const p of want) {
        const at = p.at as { x: number; y: number };
        if (
          !pileMatches(
            s,
            net.find((q) => q.x === at.x && q.y === at.y),
            p,
          )
        )
          return mismatch(`${who}'s network differs at ${at.x},${at.y}`, wantText, actualText);
      }
      return null;
    }
    case 'card-fact': {
      const id = resolveCard(s, e.card, aliases, s.turn.active, 'any');
      const c = s.cards[id];
      if (!c) return mismatch('the card no longer exists', 'a card', 'nothing');
      const prop = e.property;
      const label = `"${c.name}"`;
      switch (prop.kind) {
        case 'damage': {
          const want: Record<string, number> = {};
          for (const d of prop.entries) want[d.trait.text.toUpperCase()] = d.amount.value;
          const show = (r: Record<string, number>) =>
            Object.entries(r)
              .filter(([, v]) => v > 0)
              .map(([k, v]) => `${k} ${v}`)
              .join(', ') || 'none';
          const actual: Record<string, number> = {};
          for (const t of TRAITS) if (c.damage[t]) actual[t] = c.damage[t]?.amount ?? 0;
          return show(want) === show(actual)
            ? null
            : mismatch(`${label} has other damage`, show(want), show(actual));
        }
        case 'counters': {
          const want = countersOf(prop.entries);
          const show = (r: Record<string, number>) =>
            Object.entries(r)
              .filter(([, v]) => v !== 0)
              .map(([k, v]) => `${v > 0 ? '+' : ''}${v} ${k}`)
              .sort()
              .join(', ') || 'none';
          return show(want) === show(c.counters)
            ? null
            : mismatch(`${label} has other counters`, show(want), show(c.counters));
        }
        case 'orientation': {
          const engaged = prop.orientation.text.toLowerCase() === 'engaged';
          if (!pileOf(s, id))
            return mismatch(`${label} is not in play`, prop.orientation.text, 'out of play');
          return isEngaged(s, id) === engaged
            ? null
            : mismatch(
                `${label} has the other orientation`,
                prop.orientation.text,
                isEngaged(s, id) ? 'engaged' : 'disengaged',
              );
        }
        case 'traits': {
          for (const t of prop.entries) {
            const tr = t.trait.text.toUpperCase();
            if (!isTrait(tr)) throw new BindError(t.trait.range, `\`${t.trait.text}\` is not a trait`);
            const cur = currentTrait(s, id, tr);
            const want = t.value === null ? null : t.value.value;
            if (cur !== want)
              return mismatch(`${label}'s ${tr} differs`, `${tr} ${want ?? '-'}`, `${tr} ${cur ?? '-'}`);
          }
          return null;
        }
        case 'value': {
          // The valuation as the engine reads it now: printed, plus what abilities change (2.4, 7.5).
          const show = (v: EngineCost) =>
            [
              `${v.money}M`,
              ...TRAITS.filter((t) => (v.traits[t] ?? 0) > 0).map((t) => `${v.traits[t]}${t}`),
            ].join(' + ');
          const want = show(bindCost(prop.cost));
          const actual = show(valuation(s, id));
          return want === actual ? null : mismatch(`${label} has another valuation`, want, actual);
        }
        case 'controller':
          return c.controller === prop.player.text
            ? null
            : mismatch(`${label} has another controller`, prop.player.text, c.controller);
        case 'owner':
          return c.owner === prop.player.text
            ? null
            : mismatch(`${label} has another owner`, prop.player.text, c.owner);
        case 'location': {
          const loc = locate(s, id);
          const actual =
            loc === null
              ? 'nowhere'
              : loc.zone === 'network'
                ? `${loc.player}'s network`
                : loc.zone === 'stack'
                  ? 'the stack'
                  : `${loc.player}'s ${loc.zone}`;
          if (prop.at) {
            const p = pileOf(s, id);
            const net = prop.in?.owner?.text;
            const ok =
              p &&
              p.pile.x === prop.at.x &&
              p.pile.y === prop.at.y &&
              (net === undefined || p.network === net);
            return ok
              ? null
              : mismatch(
                  `${label} stands elsewhere`,
                  `at ${prop.at.x},${prop.at.y}${net ? ` in ${net}'s network` : ''}`,
                  p ? `at ${p.pile.x},${p.pile.y} in ${p.network}'s network` : actual,
                );
          }
          if (prop.in) {
            const zoneKey = ZONE_OF[prop.in.zone];
            const owner = prop.in.owner?.text;
            const ok =
              loc !== null &&
              loc.zone === zoneKey &&
              (owner === undefined || ('player' in loc && loc.player === owner));
            return ok
              ? null
              : mismatch(
                  `${label} is in another zone`,
                  `${owner ? `${owner}'s ` : ''}${prop.in.zone}`,
                  actual,
                );
          }
          return null;
        }
        case 'buyable':
          return checkBuyable(s, id, prop);
      }
      return null;
    }
    case 'stack': {
      const actual = [...s.stack]
        .reverse()
        .map((it) =>
          it.kind === 'deployment'
            ? `"${s.cards[it.card]?.name}" by ${it.controller}`
            : `"${s.cards[it.source]?.name}" ${it.eventEffect ? 'effect' : 'ability'} by ${it.controller}`,
        );
      const wanted = e.items.map(
        (it) =>
          `"${it.card.name?.value ?? it.card.alias?.text}"${it.what && it.what.text !== 'deployment' ? ` ${it.what.text}` : ''}${it.by ? ` by ${it.by.text}` : ''}`,
      );
      const strip = (x: string) => x.replace(/ by \S+$/, '');
      const ok =
        actual.length === wanted.length &&
        wanted.every((w, i) => (w.includes(' by ') ? w === actual[i] : strip(actual[i] ?? '') === w));
      return ok
        ? null
        : mismatch('the stack differs', wanted.join(', ') || 'empty', actual.join(', ') || 'empty');
    }
    case 'game': {
      const r = s.result;
      if (e.result === 'over')
        return r ? null : mismatch('the game is not over', 'game over', `still playing (${phaseOf(s)})`);
      if (e.result === 'not over')
        return r
          ? mismatch('the game is over', 'game not over', r.tie ? 'tie' : `winner ${r.winners.join(', ')}`)
          : null;
      return r?.tie
        ? null
        : mismatch('the game is not a tie', 'tie', r ? `winner ${r.winners.join(', ')}` : 'still playing');
    }
    case 'result': {
      const who = playerName(s, e.player);
      if (e.outcome === 'winner') {
        return s.result?.winners.includes(who)
          ? null
          : mismatch(
              `${who} has not won`,
              `winner ${who}`,
              s.result ? (s.result.tie ? 'tie' : `winner ${s.result.winners.join(', ')}`) : 'no winner yet',
            );
      }
      return player(s, who).lost ? null : mismatch(`${who} has not lost`, `loser ${who}`, 'still playing');
    }
    case 'waiting': {
      const who = playerName(s, e.player);
      const q = s.pending[0];
      if (q && !s.result && q.player === who) return null;
      return mismatch(
        `the game is not waiting for ${who} to answer a question`,
        `waiting for ${who}`,
        s.result ? 'the game is over' : q ? `waiting for ${q.player}` : 'no question is pending',
      );
    }
    case 'log':
      return checkLog(events, e, V1_7);
  }
}

/**
 * `"X" can be bought at 1,0`, `"X" cannot be bought at 2,0 because 3.7.1`: the buy by the player
 * holding the card, judged by the engine now (its own refusal, so it cannot disagree with play). A
 * clause is matched as `-> rejected` matches it: the cited clause, the rule key, or its V1.7 number.
 * Without a space, `cannot ... because` needs every try refused for that rule.
 */
function checkBuyable(
  s: GameState,
  id: CardId,
  prop: Extract<CardProperty, { kind: 'buyable' }>,
): Mismatch | null {
  const loc = locate(s, id);
  // Only its holder can buy a card from a hand or a revealed resource; anything else (an open
  // market's top, an engaged card in a network) is a buy by whoever may act now.
  const held =
    loc?.zone === 'hand' || (loc?.zone === 'resourceDeck' && player(s, loc.player).revealedResource === id);
  const buyer = prop.by
    ? playerName(s, prop.by)
    : held && loc && 'player' in loc
      ? loc.player
      : (s.priority?.holder ?? s.turn.active);
  const label = `"${s.cards[id]?.name}"`;
  const where = prop.at ? ` at ${prop.at.x},${prop.at.y}` : '';
  const j = judgeBuy(s, buyer, id, prop.at ? { x: prop.at.x, y: prop.at.y } : undefined);
  const refusalText = j.refusals
    .map(
      (r) =>
        `${r.at ? `at ${r.at.x},${r.at.y}: ` : ''}${r.violation.clause} (${r.violation.key}) ${r.violation.message}`,
    )
    .join('; ');
  if (prop.can) {
    return j.buyable
      ? null
      : mismatch(
          `${buyer} cannot buy ${label}${where} now`,
          `can be bought${where}`,
          `refused ${refusalText}`,
        );
  }
  const want = `cannot be bought${where}${prop.because ? ` because ${prop.because.text}` : ''}`;
  if (j.buyable)
    return mismatch(
      `${buyer} can buy ${label}${where} now`,
      want,
      j.legalAt.length
        ? `can be bought at ${j.legalAt.map((p) => `${p.x},${p.y}`).join('; ')}`
        : 'can be bought',
    );
  const clause = prop.because?.text;
  if (clause === undefined) return null;
  const other = j.refusals.filter((r) => !citesRule(clause, r.violation, V1_7));
  return other.length === 0
    ? null
    : mismatch(`${label} is refused${where} for another rule than ${clause}`, want, `refused ${refusalText}`);
}
