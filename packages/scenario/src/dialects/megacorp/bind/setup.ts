import { didYouMean } from '@arbiter/core';
import {
  apply,
  type CardDefinition,
  type CardId,
  type GameEvent,
  type GameState,
  newGame,
  type RevisionProfile,
  V1_7,
} from '@arbiter/megacorp';
import type { AssertedRefusal } from '../../../dialect.js';
import { BindError } from '../../../run/problem.js';
import type { CardItem, Name, SetupSection } from '../../../syntax/ast.js';
import { checkCardName } from './given.js';

export interface BoundSetup {
  /** Absent when the setup was refused as expected (`refused <clause>`). */
  readonly state?: GameState;
  readonly ids: Readonly<Record<string, readonly CardId[]>>;
  readonly events: readonly GameEvent[];
  /** The problems that matched the expected `refused` line (each a rule key and its clause). */
  readonly refused?: readonly AssertedRefusal[];
}

interface SetupPlayer {
  id: string;
  business?: string;
  founder?: string;
  mainDeck: string[];
  mainTop: string[];
  resourceDeck: string[];
  money?: number;
}

/**
 * Starts a game from the beginning (4.2): decks from the `setup` section, shuffled with the seed;
 * the decisions of setup (bids, go first, mulligans, founder placement) are the `when` steps.
 */
export function bindSetup(
  section: SetupSection,
  library: Readonly<Record<string, CardDefinition>>,
  profile: RevisionProfile,
  scenarioSeed: number | undefined,
): BoundSetup {
  const players: SetupPlayer[] = [];
  let declared = false;
  let seed = scenarioSeed ?? 1;
  let first: { player: string; random: boolean; range: Name['range'] } | undefined;
  let byBid = false;
  let format: 'casual' | 'competitive' | undefined;
  let refused: { clause?: string; range: Name['range'] } | undefined;
  const who = (n: Name): SetupPlayer => {
    const p = players.find((q) => q.id === n.text);
    if (p) return p;
    if (declared) {
      const guess = didYouMean(
        n.text,
        players.map((q) => q.id),
      );
      throw new BindError(n.range, `unknown player ${n.text}`, guess ? `did you mean ${guess}?` : undefined);
    }
    const fresh: SetupPlayer = { id: n.text, mainDeck: [], mainTop: [], resourceDeck: [] };
    players.push(fresh);
    return fresh;
  };
  const names = (items: readonly CardItem[]) =>
    items.flatMap((it) => {
      checkCardName(library, it.name.value, it.name.range);
      return Array.from({ length: it.copies?.value ?? 1 }, () => it.name.value);
    });
  for (const st of section.body) {
    switch (st.kind) {
      case 'players':
        for (const n of st.players) who(n);
        declared = true;
        break;
      case 'seed':
        seed = st.seed.value;
        break;
      case 'first-player':
        who(st.player);
        first = { player: st.player.text, random: st.random, range: st.range };
        break;
      case 'setup-card':
        checkCardName(library, st.card.value, st.card.range);
        who(st.player)[st.role] = st.card.value;
        break;
      case 'money':
        who(st.player).money = st.amount.value;
        break;
      case 'zone': {
        const p = who(st.player);
        if (st.zone === 'main deck' && st.mode === 'top') p.mainTop = names(st.items);
        else if (st.zone === 'main deck') p.mainDeck.push(...names(st.items));
        else if (st.zone === 'resource deck') p.resourceDeck.push(...names(st.items));
        else
          throw new BindError(
            st.range,
            `a setup gives decks only, not the ${st.zone}`,
            'hands are drawn by the game (4.2.5)',
          );
        break;
      }
      case 'bid-for-first':
        byBid = true;
        break;
      case 'format':
        format = st.format.text.toLowerCase() === 'competitive' ? 'competitive' : 'casual';
        break;
      case 'setup-refused':
        refused = { ...(st.clause ? { clause: st.clause.text } : {}), range: st.range };
        break;
      case 'comment':
      case 'unknown':
        break;
      case 'dialect-line':
        throw new BindError(st.range, 'this line is not a Megacorp line');
      default: {
        const never: never = st;
        throw new Error(`unhandled setup statement ${JSON.stringify(never)}`);
      }
    }
  }
  if (!refused) {
    for (const p of players) {
      if (!p.business)
        throw new BindError(
          section.keywordRange,
          `${p.id} has no business card`,
          `add \`${p.id} business "..."\``,
        );
      if (!p.founder)
        throw new BindError(
          section.keywordRange,
          `${p.id} has no founder card`,
          `add \`${p.id} founder "..."\``,
        );
    }
  }
  const started = newGame({
    library,
    profile,
    seed,
    // A fixed or scripted first player replaces the random pick's outcome (4.2.4.1); bidding is chosen explicitly.
    firstPlayer: byBid ? 'bid' : 'random',
    ...(format ? { format } : {}),
    ...(first ? { randomPick: first.player } : {}),
    players: players.map((p) => ({
      id: p.id,
      business: p.business ?? '',
      founder: p.founder ?? '',
      mainDeck: p.mainDeck,
      ...(p.mainTop.length ? { mainDeckTop: p.mainTop } : {}),
      resourceDeck: p.resourceDeck,
      ...(p.money !== undefined ? { money: p.money } : {}),
    })),
  });
  if (refused) {
    if (started.ok)
      throw new BindError(
        refused.range,
        'the setup was expected to be refused, but the game starts',
        'check the decks against 4.1',
      );
    const want = refused.clause;
    const matching = started.problems.filter(
      (pr) => want === undefined || pr.clause === want || pr.key === want || V1_7.clauses[pr.key] === want,
    );
    if (matching.length === 0) {
      throw new BindError(
        refused.range,
        `the setup is refused for other rules: ${started.problems.map((pr) => `${pr.message} (${pr.clause})`).join('; ')}`,
      );
    }
    const named = want !== undefined;
    return {
      ids: {},
      events: [],
      refused: matching.map((pr) => ({ key: pr.key, clause: pr.clause, named })),
    };
  }
  if (!started.ok) {
    const pr = started.problems[0];
    throw new BindError(
      section.keywordRange,
      `the decks break the rules: ${pr?.message} (${pr?.clause})`,
      started.problems.length > 1 ? `and ${started.problems.length - 1} more problem(s)` : undefined,
    );
  }
  let state = started.state;
  const events: GameEvent[] = [...started.events];
  if (first && !first.random && state.setup?.chosen === first.player) {
    // `first player Ana`: she is picked and takes the first turn (4.2.4.2).
    const r = apply(state, { type: 'go-first', player: first.player, accept: true });
    if (!r.ok)
      throw new BindError(
        first.range,
        `cannot make ${first.player} the first player: ${r.violation.message}`,
      );
    state = r.state;
    events.push(...r.events);
  }
  return { state, ids: {}, events };
}
