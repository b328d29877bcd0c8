import { editDistance } from '@arbiter/core';
import {
  type Action,
  type GameConfig,
  type GameEvent,
  type GameState,
  type GardenerProfile,
  gardenerModule,
  type PlayerConfig,
  type PlayMode,
  randomConfig,
  reputationOf,
  ZONES,
  type ZoneName,
} from '@arbiter/gardener';
import type { ScenarioDialect } from '../../dialect.js';
import { checkEnding, checkLog } from '../../run/generic-facts.js';
import { BindError } from '../../run/problem.js';
import type { DialectLine, DialectStep, Expectation, Step, Token } from '../../syntax/ast.js';
import { dialectLine, dialectStep, genericFact, parseCheckpoint } from '../../syntax/generic-lines.js';
import { parsePlayersLine } from '../../syntax/parse-header.js';
import { TokenStream } from '../../syntax/token-stream.js';
import { clauseRef, integer, splitUnder } from '../../syntax/words.js';
import { cardBodyLine, cardHeaderLine } from './card-lines.js';
import { bindGiven, type CardList, cardList, checkCards, givenLine, givenOf } from './given.js';
import { bindLibrary, type GardenerLibrary, libraryKey, setLibraryReader } from './library.js';
import { gardenerNames } from './names.js';
import { gardenerOccurrences } from './occurrences.js';

/**
 * The Gardener of Thoughts dialect: card libraries written as attribute trees (`cards`, `use
 * "x.cards"`, over the sample library), a game from stashes (`setup`), steps written as the engine
 * describes its legal actions, and facts about reputation, the Void, zones and the adventure.
 */

/** A `setup` line of Gardener's own. */
type SetupLine =
  | {
      readonly kind: 'stash';
      readonly player: string;
      readonly cards: readonly string[];
      readonly list: CardList;
    }
  | { readonly kind: 'team'; readonly player: string; readonly team: string }
  | { readonly kind: 'mode'; readonly mode: PlayMode }
  | { readonly kind: 'sample'; readonly mode: PlayMode }
  /** `refused "Playing ► Building the stash"`: the game must not start, for that rule. */
  | { readonly kind: 'refused'; readonly clause?: string };

/** A `then` or `expect` line of Gardener's own. */
type GardenerFact =
  | { readonly kind: 'reputation'; readonly player: string; readonly value: number }
  | { readonly kind: 'zone'; readonly player: string; readonly zone: ZoneName; readonly value: number }
  | { readonly kind: 'void'; readonly value: number }
  | { readonly kind: 'adventure'; readonly value: number }
  | { readonly kind: 'hero'; readonly player: string }
  | { readonly kind: 'turn'; readonly player: string };

const SETUP_HINT = 'e.g. sample individual, Ana stash "Patrol", "Freighter", Ana team North, mode teams';
const FACT_HINT = 'e.g. Ana reputation 1, void 0, Ana buildsite 1, adventure 2, hero Ana, turn Nick';

function playMode(ts: TokenStream): PlayMode {
  const t = ts.next('a play mode', 'individual or teams');
  if (t.text !== 'individual' && t.text !== 'teams')
    ts.fail(`unknown play mode ${t.text}`, t.range, 'individual or teams');
  return t.text as PlayMode;
}

function setupLine(ts: TokenStream): SetupLine {
  if (ts.acceptWord('refused')) {
    const clause = ts.peek() ? clauseRef(ts).text : undefined;
    ts.expectEnd('e.g. refused "Playing ► Building the stash"');
    return { kind: 'refused', ...(clause ? { clause } : {}) };
  }
  if (ts.acceptWord('sample')) {
    const mode = playMode(ts);
    ts.expectEnd(SETUP_HINT);
    return { kind: 'sample', mode };
  }
  if (ts.acceptWord('mode')) {
    const mode = playMode(ts);
    ts.expectEnd(SETUP_HINT);
    return { kind: 'mode', mode };
  }
  const who = ts.next('a player', SETUP_HINT).text;
  if (ts.acceptWord('team')) {
    const team = ts.next('a team', 'e.g. Ana team North').text;
    ts.expectEnd(SETUP_HINT);
    return { kind: 'team', player: who, team };
  }
  ts.expectWord('stash', SETUP_HINT);
  const list = cardList(ts);
  ts.expectEnd(SETUP_HINT);
  return { kind: 'stash', player: who, cards: list.cards, list };
}

function fact(ts: TokenStream): GardenerFact {
  const count = (what: string) => integer(ts, what, { hint: FACT_HINT }).value;
  let f: GardenerFact;
  if (ts.acceptWord('void')) f = { kind: 'void', value: count('the reputation in the Void') };
  else if (ts.acceptWord('adventure')) f = { kind: 'adventure', value: count('the adventure number') };
  else if (ts.acceptWord('hero')) f = { kind: 'hero', player: ts.next('a player', FACT_HINT).text };
  else if (ts.acceptWord('turn')) f = { kind: 'turn', player: ts.next('a player', FACT_HINT).text };
  else {
    const player = ts.next('a player', FACT_HINT).text;
    if (ts.acceptWord('reputation')) f = { kind: 'reputation', player, value: count('a reputation') };
    else {
      const z = ts.next('reputation or a zone', FACT_HINT);
      if (!(ZONES as readonly string[]).includes(z.text))
        ts.fail(
          `unknown fact ${z.text}`,
          z.range,
          `reputation or a zone (${ZONES.join(', ')}): ${FACT_HINT}`,
        );
      f = { kind: 'zone', player, zone: z.text as ZoneName, value: count('a number of cards') };
    }
  }
  ts.expectEnd(FACT_HINT);
  return f;
}

/** A `then` line or an `expect` checkpoint: a fact every game shares, else Gardener's, with `under …`. */
function expectation(ts: TokenStream): Expectation {
  const { under, end } = splitUnder(ts, 0, ts.tokens.length);
  const head = ts.tokens.slice(0, end);
  const last = head[head.length - 1];
  if (last) {
    const inner = new TokenStream(head, { start: last.range.end, end: last.range.end });
    const shared = genericFact(inner, { under, blankBefore: false });
    if (shared) {
      ts.pos = ts.tokens.length;
      return shared;
    }
  }
  return dialectLine(ts, true, fact);
}

/** A step's words as the engine's `describeAction` writes them. */
function stepText(step: DialectStep): string {
  const word = (t: Token) => (t.kind === 'string' ? `"${t.value}"` : t.text);
  return [step.player.text, ...step.tokens.map(word)].join(' ');
}

function playersOf(s: GameState): readonly string[] {
  return s.players.map((p) => p.id);
}

function knownPlayer(s: GameState, who: string, range: DialectLine['range']): void {
  if (!playersOf(s).includes(who))
    throw new BindError(range, `unknown player ${who}`, `the players are ${playersOf(s).join(', ')}`);
}

function factText(f: GardenerFact): string {
  switch (f.kind) {
    case 'reputation':
      return `${f.player} reputation ${f.value}`;
    case 'zone':
      return `${f.player} ${f.zone} ${f.value}`;
    case 'void':
      return `void ${f.value}`;
    case 'adventure':
      return `adventure ${f.value}`;
    case 'hero':
      return `hero ${f.player}`;
    case 'turn':
      return `turn ${f.player}`;
  }
}

/** What the game shows for a fact's question, written as the fact would be. */
function actual(s: GameState, f: GardenerFact): string {
  switch (f.kind) {
    case 'reputation':
      return `${f.player} reputation ${reputationOf(s, f.player)}`;
    case 'zone': {
      const p = s.players.find((x) => x.id === f.player);
      return `${f.player} ${f.zone} ${p?.[f.zone].length ?? 0}`;
    }
    case 'void':
      return `void ${s.void}`;
    case 'adventure':
      return `adventure ${s.adventure.number}`;
    case 'hero':
      return `hero ${s.adventure.hero ?? 'nobody'}`;
    case 'turn':
      return `turn ${s.adventure.turn ?? 'nobody'}`;
  }
}

function board(s: GameState): string {
  const name = (c: string) => s.cards[c]?.def ?? c;
  const lines = [
    `adventure ${s.adventure.number}, hero ${s.adventure.hero ?? '-'}, turn ${s.adventure.turn ?? '-'}, void ${s.void}`,
  ];
  for (const p of s.players) {
    lines.push(
      `${p.id}${p.team ? ` (${p.team})` : ''}: reputation ${reputationOf(s, p.id)}, stash ${p.stash.length}`,
    );
    for (const z of ['ops', 'playground', 'buildsite', 'wreckage'] as const)
      if (p[z].length > 0) lines.push(`  ${z}: ${p[z].map(name).join(', ')}`);
  }
  if (s.result) lines.push(`game over: ${s.result.winners.join(', ') || 'no winner'} (${s.result.reason})`);
  return lines.join('\n');
}

export type GardenerDialect = ScenarioDialect<GameState, Action, GameEvent, GardenerLibrary, GardenerProfile>;

export const gardenerDialect: GardenerDialect = {
  game: 'gardener',
  module: gardenerModule,
  vocabulary: {
    stepVerbs: [
      'plays',
      'wrecks',
      'draws',
      'passes',
      'declines',
      'proposes',
      'supports',
      'swaps',
      'takes',
      'uses',
      'is',
      'gives',
    ],
  },
  syntax: {
    names: gardenerOccurrences,
    line(context, ts) {
      switch (context.kind) {
        case 'cards':
          return cardHeaderLine(ts);
        case 'dialect-block':
          return cardBodyLine(ts);
        case 'setup':
          return parsePlayersLine(ts, false) ?? { node: dialectLine(ts, false, setupLine) };
        case 'given':
          return parsePlayersLine(ts, false) ?? { node: dialectLine(ts, false, givenLine) };
        case 'when':
          if (ts.isWord('expect')) return parseCheckpoint(ts, (inner) => ({ node: expectation(inner) }));
          return { node: dialectStep(ts) };
        case 'then':
          return { node: expectation(ts) };
        default:
          return ts.fail(
            `Gardener scenarios have no ${context.kind} lines`,
            ts.here(),
            'start from a setup or a given, then write when and then',
          );
      }
    },
  },
  bind: {
    library: bindLibrary,
    names: gardenerNames,
    libraryKey,
    given: bindGiven,
    setup(section, library, profile, seed) {
      const players: PlayerConfig[] = [];
      let first: string | undefined;
      let mode: PlayMode | undefined;
      let sample: PlayMode | undefined;
      let refused: { clause?: string; range: DialectLine['range'] } | undefined;
      const stashes = new Map<string, string[]>();
      const teams = new Map<string, string>();
      for (const st of section.body) {
        if (st.kind === 'players') for (const p of st.players) players.push({ id: p.text, stash: [] });
        else if (st.kind === 'first-player') first = st.player.text;
        else if (st.kind === 'dialect-line') {
          const l = st.data as SetupLine;
          switch (l.kind) {
            case 'stash':
              checkCards(library, l.list);
              stashes.set(l.player, [...(stashes.get(l.player) ?? []), ...l.cards]);
              break;
            case 'team':
              teams.set(l.player, l.team);
              break;
            case 'mode':
              mode = l.mode;
              break;
            case 'sample':
              sample = l.mode;
              break;
            case 'refused':
              refused = { ...(l.clause ? { clause: l.clause } : {}), range: st.range };
              break;
          }
        }
      }
      let config: GameConfig;
      if (sample) config = randomConfig(seed ?? 1, profile, sample);
      else {
        for (const who of [...stashes.keys(), ...teams.keys()])
          if (!players.some((p) => p.id === who))
            throw new BindError(
              section.range,
              `${who} is not among the players`,
              'name every player on the players line',
            );
        config = {
          players: players.map((p) => ({
            id: p.id,
            stash: stashes.get(p.id) ?? [],
            ...(teams.has(p.id) ? { team: teams.get(p.id) as string } : {}),
          })),
          library: library.cards,
          profile,
          seed: seed ?? 1,
          ...(mode ? { mode } : {}),
          ...(first ? { firstPlayer: first } : {}),
        };
      }
      const start = gardenerModule.newGame(config);
      if (refused) {
        if (start.ok)
          throw new BindError(refused.range, 'the setup was expected to be refused, but the game starts');
        const want = refused.clause;
        if (want !== undefined && !start.problems.some((p) => p.clause === want))
          throw new BindError(
            refused.range,
            `the setup is refused for other rules: ${start.problems.map((p) => `${p.message} (${p.clause})`).join('; ')}`,
          );
        return { aliases: {}, events: [] };
      }
      if (!start.ok) {
        const p = start.problems[0];
        throw new BindError(section.range, `the game cannot start: ${p?.message ?? 'no game'}`, p?.hint);
      }
      return { state: start.state, aliases: {}, events: start.events };
    },
    step(s, step: Step | DialectStep) {
      if (step.kind !== 'dialect-step') throw new BindError(step.range, 'this step is not a Gardener step');
      const text = stepText(step);
      const legal = gardenerModule.legalActions(s);
      const described = legal.map((a) => ({ a, text: gardenerModule.describeAction(s, a) }));
      const hits = described.filter((d) => d.text === text);
      // Copies of one printed card read alike and are interchangeable: the first stands for them all.
      if (hits.length > 0) return (hits[0] as (typeof hits)[number]).a;
      if (!playersOf(s).includes(step.player.text))
        throw new BindError(
          step.player.range,
          `unknown player ${step.player.text}`,
          `the players are ${playersOf(s).join(', ')}`,
        );
      const closest = [...new Set(described.map((d) => d.text))]
        .sort((x, y) => editDistance(text, x) - editDistance(text, y))
        .slice(0, 3);
      // A step the rules refuse still binds when it names a move of the game, so `-> rejected` can judge it.
      const attempted = refusedMove(s, step, text);
      if (attempted) return attempted;
      throw new BindError(
        step.range,
        `no legal action here reads: ${text}`,
        closest.length > 0
          ? `did you mean: ${closest.join(' | ')}?`
          : 'nothing is legal here: the game is over',
      );
    },
    expect(s, events, e) {
      switch (e.kind) {
        case 'game':
        case 'result':
          return checkEnding(s.result, e);
        case 'log':
          return checkLog(events, e, gardenerModule.revisions.canonical);
        case 'dialect-line': {
          const f = (e as DialectLine).data as GardenerFact;
          if (f.kind !== 'void' && f.kind !== 'adventure') knownPlayer(s, f.player, e.range);
          const want = factText(f);
          const got = actual(s, f);
          return want === got ? null : { message: `expected ${want}`, expected: want, actual: got };
        }
        default:
          throw new BindError(e.range, `Gardener scenarios cannot check a ${e.kind} line yet`, FACT_HINT);
      }
    },
    isAt: () => true,
    turn: (s) => s.adventure.number,
    implicit: () => undefined,
    describePoint: (s) =>
      `adventure ${s.adventure.number}${s.adventure.turn ? `, ${s.adventure.turn}'s turn` : ''}`,
  },
  write: {
    board,
    step: (s, a) => gardenerModule.describeAction(s, a),
    given: givenOf,
    observable: (s) => ({
      void: s.void,
      adventure: s.adventure.number,
      players: s.players.map((p) => ({
        id: p.id,
        reputation: reputationOf(s, p.id),
        zones: Object.fromEntries(ZONES.map((z) => [z, p[z].length])),
      })),
      result: s.result,
    }),
  },
};

setLibraryReader(gardenerDialect);

/** The written verbs of moves on a card, and the engine's action for each. */
const CARD_VERBS = {
  plays: 'play',
  wrecks: 'pay',
  proposes: 'propose',
  supports: 'support',
  'uses an ability on': 'use',
  'swaps in': 'swap',
  'swaps out': 'swap-out',
  takes: 'take',
} as const;

/**
 * The move a step names when the rules would refuse it (`Nick supports "Patrol"` for an opponent's
 * card, a second play in a turn, a draw after the game ended, an ability used on a card it cannot
 * reach, a swap or a stash choice out of place), so the engine judges it and
 * `-> rejected` can name the rule. The card is the player's own copy when he has one, else a proposed
 * one, else any copy in the game.
 */
function refusedMove(s: GameState, step: DialectStep, text: string): Action | undefined {
  const player = step.player.text;
  const p = s.players.find((x) => x.id === player);
  if (!p) return undefined;
  const m =
    /^\S+ (plays|wrecks|proposes|supports) "(.+)"$/u.exec(text) ??
    /^\S+ (uses an ability on|swaps in|swaps out|takes) "(.+?)"(?: from the stash)?$/u.exec(text);
  if (m) {
    const named = (c: string) => s.cards[c]?.def === m[2];
    const card =
      [...p.ops, ...p.playground, ...p.stash, ...p.wreckage].find(named) ??
      s.bidding?.proposals.map((x) => x.card).find(named) ??
      Object.keys(s.cards).find(named);
    if (!card) return undefined;
    return { type: CARD_VERBS[m[1] as keyof typeof CARD_VERBS], player, card };
  }
  if (text === `${player} draws`) return { type: 'draw', player };
  if (text === `${player} passes`) return { type: 'pass', player };
  if (text === `${player} declines to play an adventure`) return { type: 'decline', player };
  if (text === `${player} is done`) return { type: 'done', player };
  if (text === `${player} wrecks two cards to choose a stash card`) return { type: 'dig', player };
  const given = /^\S+ gives 1 reputation to (.+)$/u.exec(text)?.[1];
  if (given === 'the Void') return { type: 'give', player, to: null };
  if (given !== undefined && s.players.some((x) => x.id === given))
    return { type: 'give', player, to: given };
  return undefined;
}
