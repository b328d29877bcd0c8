import { didYouMean } from '@arbiter/core';
import {
  apply,
  type CardDefinition,
  type CardId,
  type GameEvent,
  type GameState,
  newGame,
  type RevisionProfile,
} from '@arbiter/megacorp';
import type { CardItem, Name, SetupSection } from '../syntax/ast.js';
import { checkCardName } from './given.js';
import { BindError } from './problem.js';

export interface BoundSetup {
  readonly state: GameState;
  readonly ids: Readonly<Record<string, readonly CardId[]>>;
  readonly events: readonly GameEvent[];
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
  const who = (n: Name): SetupPlayer => {
    const p = players.find((q) => q.id === n.text);
    if (p) return p;
    if (declared) {
      const guess = didYouMean(n.text, players.map((q) => q.id));
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
        else throw new BindError(st.range, `a setup gives decks only, not the ${st.zone}`, 'hands are drawn by the game (4.2.5)');
        break;
      }
      case 'comment':
      case 'unknown':
        break;
      default: {
        const never: never = st;
        throw new Error(`unhandled setup statement ${JSON.stringify(never)}`);
      }
    }
  }
  for (const p of players) {
    if (!p.business) throw new BindError(section.keywordRange, `${p.id} has no business card`, `add \`${p.id} business "..."\``);
    if (!p.founder) throw new BindError(section.keywordRange, `${p.id} has no founder card`, `add \`${p.id} founder "..."\``);
  }
  const started = newGame({
    library,
    profile: players.some((p) => p.money !== undefined) ? profile : profile,
    seed,
    firstPlayer: first && !first.random ? 'random' : 'random',
    players: players.map((p) => ({
      id: p.id,
      business: p.business as string,
      founder: p.founder as string,
      mainDeck: [...p.mainTop, ...p.mainDeck],
      resourceDeck: p.resourceDeck,
    })),
  });
  if (!started.ok) {
    const pr = started.problems[0];
    throw new BindError(section.keywordRange, `the decks break the rules: ${pr?.message} (${pr?.clause})`, started.problems.length > 1 ? `and ${started.problems.length - 1} more problem(s)` : undefined);
  }
  let state = started.state;
  const events: GameEvent[] = [...started.events];
  if (first) {
    // A scripted or fixed first player: the random pick is replaced by the scenario's answer (4.2.4).
    const chosen = first.player;
    if (state.setup && state.setup.chosen !== null && state.setup.chosen !== chosen) {
      state = { ...state, setup: { ...state.setup, chosen } };
    }
    if (!first.random) {
      const r = apply(state, { type: 'go-first', player: chosen, accept: true });
      if (!r.ok) throw new BindError(first.range, `cannot make ${chosen} the first player: ${r.violation.message}`);
      state = r.state;
      events.push(...r.events);
    }
  }
  return { state, ids: {}, events };
}
