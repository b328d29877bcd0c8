import {
  castDraft,
  cite,
  type Draft,
  nextInt,
  type RngState,
  seedRng,
  shuffle,
  type Violation,
} from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import type { CardDefinition } from '../model/card.js';
import { activePlayers, parametersOf } from '../model/query.js';
import type {
  CardId,
  CardState,
  GameState,
  PlayerId,
  PlayerState,
  SetupState,
  Space,
} from '../model/state.js';
import { EMPTY_POOLS } from '../model/traits.js';
import { inFlow } from '../model/where.js';
import type { RevisionProfile } from '../revisions/profile.js';
import { checkCard, checkPlayer } from './action-shape.js';
import { BID, type BidRound, checkBid, legalBidAmounts, resolveBidRound } from './bid.js';
import { withErrata } from './keywords/errata.js';
import { loseMoney } from './money.js';
import { dockingSpaces, isDockingSpace } from './network.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';
import { lose, WINNING } from './winning.js';
import { playerDraft, putInNetwork } from './zones.js';

/** Game preparation (4.1–4.2.8): deck check, shuffle, starting player, opening hands, business and founder. */
export const SETUP = ruleSet('setup', {
  playerCount: {
    clause: '1.1',
    summary: 'A game has at least two players: two by default, more in multiplayer.',
  },
  playerLimit: { clause: '1.1.2', summary: 'A multiplayer game has at most nine players.' },
  distinctPlayers: {
    clause: '1.2.3',
    summary: 'Each player of a game is a distinct person with his own id.',
  },
  knownCards: { clause: '4.1', summary: 'Every card a player brings must be a card of the card pool.' },
  businessCard: { clause: '4.1', summary: 'Each player brings one business card.' },
  founderCard: { clause: '4.1', summary: 'Each player brings one founder: a character marked as founder.' },
  mainDeckSize: { clause: '4.1.1', summary: 'A main deck holds at least the minimum number of cards (40).' },
  mainDeckCards: {
    clause: '4.1.1',
    summary: 'The main deck holds the blue-backed cards: no resources or businesses.',
  },
  copyLimit: { clause: '4.1.1.1', summary: 'A main deck holds at most four copies of any one name.' },
  resourceDeckSize: {
    clause: '4.1.2',
    summary: 'A resource deck holds at least the minimum number of cards (20).',
  },
  resourceDeckCards: {
    clause: '4.1.2',
    summary: 'The resource deck holds only the green-backed resource cards.',
  },
  shuffle: {
    clause: '4.2.1',
    summary: 'Before play each player shuffles both decks and puts them in their zones.',
  },
  randomOrder: {
    clause: '4.2.1.1',
    summary: 'A shuffle gives a truly random order; here a seeded generator does.',
  },
  startingMoney: { clause: '4.2.2', summary: 'Each player starts with the starting money (10 M).' },
  bidToStart: { clause: '4.2.3', summary: 'Players may bid for the right to start.' },
  bidWinnerPays: {
    clause: '4.2.3.1',
    summary: 'The winner of the starting bid pays his last bid and starts.',
  },
  bidTieRandom: {
    clause: '4.2.3.2',
    summary: 'A tied starting bid, or no bid at all, falls back to the random method.',
  },
  randomMethod: { clause: '4.2.4.1', summary: 'The random method picks one player at random.' },
  goFirstChoice: {
    clause: '4.2.4.2',
    summary: 'With two players the picked player starts or hands the first turn to the opponent.',
  },
  multiplayerNoChoice: { clause: '4.2.4.3', summary: 'With more players the picked player simply starts.' },
  openingHand: {
    clause: '4.2.5',
    summary: 'Once the starter is known everyone draws the opening hand (5 cards).',
  },
  mulligan: {
    clause: '4.2.5.1',
    summary: 'A mulligan shuffles the hand into the main deck and draws one card fewer, down to none.',
  },
  keep: { clause: '4.2.5.1', summary: 'A player who keeps his hand is done with mulligans.' },
  placeBusiness: { clause: '4.2.6', summary: 'Each business card goes into its owner’s network.' },
  placeFounder: {
    clause: '4.2.7',
    summary: 'Each founder goes into its owner’s network, docked to the business.',
  },
  founderDocked: {
    clause: '4.2.7',
    summary: 'The founder needs a free space orthogonally next to the business.',
  },
  firstTurn: { clause: '4.2.8', summary: 'After preparation the starting player takes the first turn.' },
  banned: {
    clause: '10.3.1.1',
    summary: 'A competitive-format deck may not hold a card the revision bans.',
  },
  cardType: { clause: '2.1.1', summary: 'Every card must be of a card type the revision knows.' },
  bidderPays: {
    clause: '4.2.3.1',
    summary: 'Whether the bidders who did not win the starting bid pay their last bid too.',
  },
  bidOrderSeating: {
    clause: '5.7.1',
    summary: 'Whether the players are re-seated in the order of their starting bids.',
  },
  tieRandomWinner: {
    clause: '4.2.3.2',
    summary: 'Whether chance picks the winner among bidders still tied after the last round.',
  },
  mulliganCount: { clause: '4.2.5.1', summary: 'How many times a player may mulligan.' },
});

export interface PlayerConfig {
  readonly id: PlayerId;
  /** Card names, looked up in the library. */
  readonly business: string;
  readonly founder: string;
  readonly mainDeck: readonly string[];
  readonly resourceDeck: readonly string[];
  /** Starting money when a scenario sets it apart from the revision's default (4.2.2). */
  readonly money?: number;
  /**
   * Main deck cards a scenario pins on top after the shuffle (top first): a scripted outcome of the
   * shuffle (4.2.1), for examples that need a known opening hand. They count toward the deck.
   */
  readonly mainDeckTop?: readonly string[];
}

export interface GameConfig {
  readonly library: Readonly<Record<string, CardDefinition>>;
  readonly profile: RevisionProfile;
  readonly seed: number;
  /** In seating order: priority and turns pass to the next player in this list (1.2.8.2, 5.7.1). */
  readonly players: readonly PlayerConfig[];
  /** How to find the starting player (4.2.3, 4.2.4); by default the revision's `firstPlayerMethod`. */
  readonly firstPlayer?: 'bid' | 'random';
  /** A scripted outcome of the random method (4.2.4.1): this player is picked. */
  readonly randomPick?: PlayerId;
  /** The format the decks are checked for: a competitive deck may hold no banned card (10.3). */
  readonly format?: 'casual' | 'competitive';
}

export type CreateGameResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly problems: Violation[] };

function problem(profile: RevisionProfile, key: string, message: string, hint?: string): Violation {
  const c = cite(profile, key);
  return hint === undefined ? { ...c, message } : { ...c, message, hint };
}

/** Every breach of the player count and deck construction rules (1.1, 4.1), one problem each. */
export function checkGameConfig(config: GameConfig): Violation[] {
  const { profile, library } = config;
  const par = profile.parameters;
  const out: Violation[] = [];
  const players = Array.isArray(config.players) ? config.players : [];
  if (players.length < 2) {
    out.push(problem(profile, SETUP.playerCount, `a game needs at least 2 players, not ${players.length}`));
  } else if (players.length > 9) {
    out.push(problem(profile, SETUP.playerLimit, `a game has at most 9 players, not ${players.length}`));
  }
  if (typeof config.seed !== 'number' || !Number.isFinite(config.seed)) {
    out.push(problem(profile, SETUP.randomOrder, `the seed must be a number, not ${String(config.seed)}`));
  }
  const seen = new Set<string>();
  for (const p of players) {
    if (typeof p.id !== 'string' || p.id === '' || seen.has(p.id)) {
      out.push(
        problem(profile, SETUP.distinctPlayers, `player id ${JSON.stringify(p.id)} is empty or used twice`),
      );
    }
    seen.add(p.id);
    const known = (name: string, what: string): CardDefinition | null => {
      const d = library[name];
      if (!d)
        out.push(problem(profile, SETUP.knownCards, `${p.id}'s ${what} "${name}" is not in the card pool`));
      return d ?? null;
    };
    const business = known(p.business, 'business');
    if (business && business.type !== 'business') {
      out.push(
        problem(profile, SETUP.businessCard, `${p.id}'s business "${p.business}" is a ${business.type} card`),
      );
    }
    const founder = known(p.founder, 'founder');
    if (founder && (founder.type !== 'character' || founder.founder !== true)) {
      out.push(
        problem(profile, SETUP.founderCard, `${p.id}'s founder "${p.founder}" is not a founder character`),
      );
    }
    const main: readonly string[] = [
      ...(Array.isArray(p.mainDeckTop) ? p.mainDeckTop : []),
      ...(Array.isArray(p.mainDeck) ? p.mainDeck : []),
    ];
    const resource: readonly string[] = Array.isArray(p.resourceDeck) ? p.resourceDeck : [];
    if (main.length < par.minMainDeck) {
      out.push(
        problem(
          profile,
          SETUP.mainDeckSize,
          `${p.id}'s main deck has ${main.length} cards, fewer than ${par.minMainDeck}`,
        ),
      );
    }
    if (resource.length < par.minResourceDeck) {
      out.push(
        problem(
          profile,
          SETUP.resourceDeckSize,
          `${p.id}'s resource deck has ${resource.length} cards, fewer than ${par.minResourceDeck}`,
        ),
      );
    }
    const copies = new Map<string, number>();
    for (const name of main) copies.set(name, (copies.get(name) ?? 0) + 1);
    for (const [name, n] of copies) {
      const d = known(name, 'main deck card');
      if (d && (d.type === 'resource' || d.type === 'business')) {
        out.push(
          problem(profile, SETUP.mainDeckCards, `${p.id}'s main deck holds "${name}", a ${d.type} card`),
        );
      }
      if (n > par.maxCopies) {
        out.push(
          problem(
            profile,
            SETUP.copyLimit,
            `${p.id}'s main deck holds ${n} copies of "${name}"; at most ${par.maxCopies}`,
          ),
        );
      }
    }
    const banned = new Set(config.format === 'competitive' ? par.competitiveBanList : []);
    for (const name of new Set([...main, ...resource])) {
      if (banned.has(name)) {
        out.push(
          problem(profile, SETUP.banned, `${p.id}'s deck holds "${name}", banned in competitive play`),
        );
      }
      const d = library[name];
      if (d?.type === 'vehicle' && par.vehicleCards === 'refused') {
        out.push(
          problem(
            profile,
            SETUP.cardType,
            `${p.id}'s deck holds "${name}", a vehicle, and this revision has no vehicle card type`,
          ),
        );
      }
    }
    // Any number of copies is allowed in the resource deck (4.1.2.1).
    for (const name of new Set(resource)) {
      const d = known(name, 'resource deck card');
      if (d && d.type !== 'resource') {
        out.push(
          problem(
            profile,
            SETUP.resourceDeckCards,
            `${p.id}'s resource deck holds "${name}", a ${d.type} card`,
          ),
        );
      }
    }
  }
  return out;
}

/**
 * A new game ready for preparation (4.2): decks checked (4.1), card ids `<player>.<n>` numbered
 * business, founder, main deck, resource deck in the order given, decks not yet shuffled, starting
 * money in every pool (4.2.2). Business and founder wait in `setup.businesses` / `setup.founders`.
 * `flow` is the placeholder `'setup'` until the statechart sets its initial value.
 */
export function createGame(config: GameConfig): CreateGameResult {
  const problems = checkGameConfig(config);
  if (problems.length > 0) return { ok: false, problems };
  const { profile } = config;
  // Competitive play loads the cards with the revision's errata (10.1).
  const amended = config.format === 'competitive' ? withErrata(config.library, profile.parameters) : null;
  const library = amended?.library ?? config.library;
  const cards: Record<CardId, CardState> = {};
  const businesses: Record<PlayerId, CardId> = {};
  const founders: Record<PlayerId, CardId> = {};
  const pinnedTops: Record<PlayerId, CardId[]> = {};
  const players: PlayerState[] = config.players.map((pc) => {
    let n = 0;
    const make = (name: string): CardId => {
      n += 1;
      const id = `${pc.id}.${n}`;
      cards[id] = {
        id,
        name,
        owner: pc.id,
        controller: pc.id,
        damage: {},
        counters: {},
        token: false,
        enteredTurn: null,
        attackedTurn: null,
        retaliatedTurn: null,
      };
      return id;
    };
    businesses[pc.id] = make(pc.business);
    founders[pc.id] = make(pc.founder);
    const pinned = (pc.mainDeckTop ?? []).map(make);
    if (pinned.length) pinnedTops[pc.id] = pinned;
    const mainDeck = [...pinned, ...pc.mainDeck.map(make)];
    const resourceDeck = pc.resourceDeck.map(make);
    return {
      id: pc.id,
      money: pc.money ?? profile.parameters.startingMoney,
      pools: { ...EMPTY_POOLS },
      mainDeck,
      resourceDeck,
      hand: [],
      openMarket: [],
      annihilated: [],
      resolvedEvents: [],
      network: [],
      revealedResource: null,
      turnsTaken: 0,
      lost: false,
    };
  });
  const ids = players.map((p) => p.id);
  const method = config.firstPlayer ?? profile.parameters.firstPlayerMethod;
  const setup: SetupState = {
    method,
    bids: {},
    bidRound: 1,
    bidders: method === 'bid' ? ids : [],
    lastBids: {},
    finalBids: {},
    chosen: null,
    handSize: Object.fromEntries(ids.map((id) => [id, profile.parameters.openingHand])),
    kept: [],
    businesses,
    founders,
    foundersPlaced: [],
    ...(Object.keys(pinnedTops).length ? { pinnedTops } : {}),
    ...(config.randomPick !== undefined ? { randomPick: config.randomPick } : {}),
    ...(amended?.applied.length ? { errata: amended.applied } : {}),
  };
  const state: GameState = {
    schema: 1,
    profile,
    library,
    players,
    cards,
    engaged: {},
    turn: { number: 0, active: ids[0] as PlayerId, starting: null },
    priority: null,
    stack: [],
    challenge: null,
    setup,
    upkeepDue: [],
    pending: [],
    soldThisTurn: false,
    result: null,
    rng: seedRng(config.seed),
    lastResolved: null,
    nextStackId: 1,
    nextTokenId: 1,
    flow: 'setup',
  };
  return { ok: true, state };
}

/** The errata of a competitive game (10.1), said once as play is prepared, for the cards of the game only. */
function announceErrata(tx: Tx): void {
  const inGame = new Set(Object.values(tx.g.cards).map((c) => c.name));
  for (const e of tx.g.setup?.errata ?? [])
    if (inGame.has(e.card)) emit(tx, e.key, `${e.card} is played with its erratum: ${e.says}`);
}

function setupDraft(tx: Tx): Draft<SetupState> | null {
  return tx.g.setup;
}

/** The seeded generator lives in the state (4.2.1.1: shuffles are random, yet replayable). */
function setRng(tx: Tx, rng: RngState): void {
  tx.g.rng = castDraft(rng);
}

/**
 * 4.2.2: each player starts with the starting money. The game is created with it in every pool (a
 * scenario may give a player another amount); the log says so as play begins, after the shuffle.
 */
export function announceStartingMoney(tx: Tx): void {
  for (const p of tx.g.players)
    emit(tx, SETUP.startingMoney, `${p.id} starts with ${p.money} M`, { player: p.id, amount: p.money });
}

/** 4.2.1: each player's main and resource decks are shuffled with the game's seeded generator. */
export function shuffleDecks(tx: Tx): void {
  announceErrata(tx);
  for (const p of tx.g.players) {
    const [shuffled, r1] = shuffle(tx.g.rng, p.mainDeck);
    const [resource, r2] = shuffle(r1, p.resourceDeck);
    const pinned = tx.g.setup?.pinnedTops?.[p.id] ?? [];
    const main = [...pinned, ...shuffled.filter((id) => !pinned.includes(id))];
    p.mainDeck = main;
    p.resourceDeck = resource;
    setRng(tx, r2);
    emit(
      tx,
      SETUP.shuffle,
      `${p.id} shuffles the main deck (${main.length}) and the resource deck (${resource.length})`,
      {
        player: p.id,
      },
    );
  }
}

// ---- starting player by bid (4.2.3) ----

/** The open starting bid as a generic bid round, or null when no bid is open. */
function startingBid(s: GameState): BidRound | null {
  const st = s.setup;
  if (st?.method !== 'bid') return null;
  return { bidders: st.bidders, bids: st.bids, round: st.bidRound, previous: st.lastBids };
}

export function validateBid(s: GameState, a: ActionOf<'bid'>): Violation | null {
  const bad = checkPlayer(s, a.player);
  if (bad) return bad;
  const round = startingBid(s);
  if (!round || !inFlow(s, 'setup.firstPlayer.bidding')) {
    return violation(
      s,
      SETUP.bidToStart,
      'no bid is open now',
      'bids are noted while the starting player is found',
    );
  }
  return checkBid(s, round, a);
}

/** A sealed bid (1.2.9.1): the amount is recorded but the log does not show it until the reveal. */
export function applyBid(tx: Tx, a: ActionOf<'bid'>): void {
  const st = setupDraft(tx);
  if (!st) return;
  st.bids[a.player] = a.amount;
  emit(tx, BID.secret, `${a.player} notes a secret bid (round ${st.bidRound})`, { player: a.player });
}

export function legalBids(s: GameState, who: PlayerId): Action[] {
  const round = startingBid(s);
  if (!round || !inFlow(s, 'setup.firstPlayer.bidding')) return [];
  return legalBidAmounts(s, round, who).map((amount) => ({ type: 'bid', player: who, amount }));
}

/** The players chose the random method instead of bidding (4.2.4). */
export function biddingSkipped(s: GameState): boolean {
  return s.setup?.method === 'random';
}

export function allBidsIn(s: GameState): boolean {
  const st = s.setup;
  return !!st && st.method === 'bid' && st.bidders.length > 0 && st.bidders.every((b) => b in st.bids);
}

/** After a tied round: the top bidders bid again (1.2.9.5). */
export function bidAgain(s: GameState): boolean {
  const st = s.setup;
  return (
    !!st &&
    st.method === 'bid' &&
    s.turn.starting === null &&
    st.bidders.length > 0 &&
    Object.keys(st.bids).length === 0
  );
}

/**
 * Reveals the round (1.2.9.2) and settles it: the winner pays his bid and starts (4.2.3.1); tied top
 * bidders bid again (1.2.9.5); a final tie or no bid at all hands over to the random method (4.2.3.2).
 */
export function revealBids(tx: Tx): void {
  const st = setupDraft(tx);
  if (!st) return;
  const bids: Record<PlayerId, number> = {};
  for (const b of st.bidders) bids[b] = st.bids[b] ?? 0;
  const shown = Object.entries(bids)
    .map(([id, m]) => `${id} ${m} M`)
    .join(', ');
  emit(tx, BID.reveal, `round ${st.bidRound} bids revealed: ${shown}`);
  st.finalBids = { ...(st.finalBids ?? {}), ...bids };
  const outcome = resolveBidRound(bids, st.bidRound, parametersOf(tx.g).bidRounds);
  const top = Math.max(0, ...Object.values(bids));
  for (const [id, m] of Object.entries(bids)) {
    if (m === 0) emit(tx, BID.concede, `${id} concedes the bid`, { player: id });
    else if (m < top) emit(tx, BID.leave, `${id} is outbid and leaves the bid`, { player: id });
  }
  st.bids = {};
  switch (outcome.kind) {
    case 'winner': {
      emit(tx, BID.win, `${outcome.player} wins the bid with ${outcome.amount} M`, {
        player: outcome.player,
        amount: outcome.amount,
      });
      settleStartingBid(tx, outcome.player, outcome.amount);
      break;
    }
    case 'tie-again': {
      st.lastBids = Object.fromEntries(outcome.bidders.map((b) => [b, bids[b] ?? 0]));
      st.bidders = [...outcome.bidders];
      st.bidRound += 1;
      emit(
        tx,
        BID.rebid,
        `${outcome.bidders.join(' and ')} tie at ${top} M and bid again (round ${st.bidRound})`,
      );
      break;
    }
    case 'tie': {
      if (top > 0) emit(tx, BID.tie, `the bid ends in a tie after round ${st.bidRound}`);
      if (top > 0 && parametersOf(tx.g).bidFinalTie === 'random-winner-pays') {
        const tied = Object.keys(bids).filter((id) => bids[id] === top);
        const [i, rng] = nextInt(tx.g.rng, tied.length);
        setRng(tx, rng);
        const pick = tied[i] as PlayerId;
        emit(tx, SETUP.tieRandomWinner, `chance makes ${pick} the winner of the tied bid`, { player: pick });
        settleStartingBid(tx, pick, top);
        break;
      }
      st.method = 'random';
      st.bidders = [];
      st.lastBids = {};
      emit(tx, SETUP.bidTieRandom, 'nobody won the bid: the starting player is picked at random');
      break;
    }
    default: {
      const never: never = outcome;
      throw new Error(`unhandled bid outcome ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The starting bid is won: the winner pays his bid and starts (4.2.3.1). Under `bidPayment` the other
 * bidders may pay their own last bids too; under `turnOrder: 'bid-order'` a multiplayer table is
 * re-seated from the highest bid to the lowest (ties keep their seating order).
 */
function settleStartingBid(tx: Tx, winner: PlayerId, amount: number): void {
  const st = setupDraft(tx);
  if (!st) return;
  const par = parametersOf(tx.g);
  loseMoney(tx, winner, amount, SETUP.bidWinnerPays);
  const everyone =
    par.bidPayment === 'every-bidder' ||
    (par.bidPayment === 'winner-if-two-players' && tx.g.players.length > 2);
  const final = st.finalBids ?? {};
  if (everyone) {
    for (const p of activePlayers(tx.g)) {
      const bid = final[p.id] ?? 0;
      if (p.id === winner || bid <= 0) continue;
      emit(tx, SETUP.bidderPays, `${p.id} pays the ${bid} M he bid`, { player: p.id, amount: bid });
      loseMoney(tx, p.id, bid, SETUP.bidderPays);
    }
  }
  tx.g.turn.starting = winner;
  st.bidders = [];
  st.lastBids = {};
  emit(tx, SETUP.bidWinnerPays, `${winner} becomes the starting player`, { player: winner });
  if (par.turnOrder === 'bid-order' && tx.g.players.length > 2) {
    const seat = new Map(tx.g.players.map((p, i) => [p.id, i]));
    const rank = (id: PlayerId) => (id === winner ? Number.POSITIVE_INFINITY : (final[id] ?? 0));
    tx.g.players.sort((a, b) => rank(b.id) - rank(a.id) || (seat.get(a.id) ?? 0) - (seat.get(b.id) ?? 0));
    emit(tx, SETUP.bidOrderSeating, `turn order by bids: ${tx.g.players.map((p) => p.id).join(', ')}`);
  }
}

// ---- starting player at random (4.2.4) ----

/**
 * 4.2.4.1 with the seeded generator. With more than two players the pick starts (4.2.4.3); with two,
 * the picked player is asked whether he goes first (4.2.4.2): `setup.chosen`.
 */
export function pickRandomStarter(tx: Tx): void {
  const st = setupDraft(tx);
  const ids = activePlayers(tx.g).map((p) => p.id);
  if (!st || ids.length === 0) return;
  const scripted = st.randomPick !== undefined && ids.includes(st.randomPick) ? st.randomPick : undefined;
  let who: PlayerId;
  if (scripted !== undefined) {
    who = scripted;
    emit(tx, SETUP.randomMethod, `${who} is picked (the scenario scripts the random pick)`, { player: who });
  } else {
    const [i, rng] = nextInt(tx.g.rng, ids.length);
    setRng(tx, rng);
    who = ids[i] as PlayerId;
    emit(tx, SETUP.randomMethod, `${who} is picked at random`, { player: who });
  }
  if (tx.g.players.length === 2) {
    st.chosen = who;
  } else {
    tx.g.turn.starting = who;
    emit(tx, SETUP.multiplayerNoChoice, `${who} becomes the starting player`, { player: who });
  }
}

export function validateGoFirst(s: GameState, a: ActionOf<'go-first'>): Violation | null {
  const bad = checkPlayer(s, a.player);
  if (bad) return bad;
  const chosen = s.setup?.chosen ?? null;
  if (chosen === null || s.turn.starting !== null || !inFlow(s, 'setup.firstPlayer.choosing')) {
    return violation(s, SETUP.goFirstChoice, 'nobody is choosing whether to go first now');
  }
  if (a.player !== chosen) {
    return violation(s, SETUP.goFirstChoice, `${chosen} was picked and makes this choice, not ${a.player}`);
  }
  if (typeof a.accept !== 'boolean') {
    return violation(s, SETUP.goFirstChoice, 'answer whether to go first with true or false');
  }
  return null;
}

export function applyGoFirst(tx: Tx, a: ActionOf<'go-first'>): void {
  const other = tx.g.players.find((p) => p.id !== a.player)?.id ?? a.player;
  const starter = a.accept ? a.player : other;
  tx.g.turn.starting = starter;
  const text = a.accept ? `${a.player} goes first` : `${a.player} lets ${other} go first`;
  emit(tx, SETUP.goFirstChoice, text, { player: a.player });
}

export function legalGoFirst(s: GameState, who: PlayerId): Action[] {
  const options: ActionOf<'go-first'>[] = [
    { type: 'go-first', player: who, accept: true },
    { type: 'go-first', player: who, accept: false },
  ];
  return options.filter((a) => validateGoFirst(s, a) === null);
}

// ---- opening hands and mulligans (4.2.5) ----

/** Draws from the top of the main deck; a player who cannot draw them all loses (1.2.10.4). */
function drawCards(tx: Tx, who: PlayerId, n: number): void {
  const p = playerDraft(tx, who);
  const drawn = p.mainDeck.splice(0, n);
  p.hand.push(...drawn);
  if (drawn.length < n) lose(tx, [who], WINNING.deckOut, `could not draw ${n} cards`);
}

export function drawOpeningHands(tx: Tx): void {
  const n = parametersOf(tx.g).openingHand;
  const st = setupDraft(tx);
  for (const p of activePlayers(tx.g)) {
    drawCards(tx, p.id, n);
    if (st) st.handSize[p.id] = n;
    emit(tx, SETUP.openingHand, `${p.id} draws ${n} cards`, { player: p.id, amount: n });
  }
}

function mulliganTiming(s: GameState, who: PlayerId): Violation | null {
  const bad = checkPlayer(s, who);
  if (bad) return bad;
  if (!s.setup || !inFlow(s, 'setup.mulligan')) {
    return violation(s, SETUP.mulligan, 'hands are kept or sent back only right after the opening draw');
  }
  if (s.setup.kept.includes(who)) {
    return violation(s, SETUP.keep, `${who} has already kept his hand`);
  }
  return null;
}

export function validateMulligan(s: GameState, a: ActionOf<'mulligan'>): Violation | null {
  const bad = mulliganTiming(s, a.player);
  if (bad) return bad;
  if ((s.setup?.handSize[a.player] ?? 0) <= 0) {
    return violation(s, SETUP.mulligan, `${a.player} has no cards left to mulligan`, 'keep the empty hand');
  }
  if (
    parametersOf(s).mulligans === 'once' &&
    (s.setup?.handSize[a.player] ?? 0) < parametersOf(s).openingHand
  ) {
    return violation(
      s,
      SETUP.mulliganCount,
      `${a.player} has already taken his one mulligan`,
      'keep this hand',
    );
  }
  return null;
}

/** 4.2.5.1: the hand goes back, the deck is shuffled, one card fewer is drawn; at zero the hand is kept. */
export function applyMulligan(tx: Tx, a: ActionOf<'mulligan'>): void {
  const st = setupDraft(tx);
  if (!st) return;
  const p = playerDraft(tx, a.player);
  const [deck, rng] = shuffle(tx.g.rng, [...p.hand, ...p.mainDeck]);
  setRng(tx, rng);
  p.hand = [];
  p.mainDeck = deck;
  const n = (st.handSize[a.player] ?? 0) - 1;
  st.handSize[a.player] = n;
  drawCards(tx, a.player, n);
  emit(tx, SETUP.mulligan, `${a.player} shuffles the hand back and draws ${n} cards`, {
    player: a.player,
    amount: n,
  });
  if (n === 0) {
    st.kept.push(a.player);
    emit(tx, SETUP.keep, `${a.player} has no cards left to mulligan and keeps the empty hand`, {
      player: a.player,
    });
  }
}

export function validateKeep(s: GameState, a: ActionOf<'keep'>): Violation | null {
  return mulliganTiming(s, a.player);
}

export function applyKeep(tx: Tx, a: ActionOf<'keep'>): void {
  const st = setupDraft(tx);
  if (!st) return;
  st.kept.push(a.player);
  emit(tx, SETUP.keep, `${a.player} keeps ${playerDraft(tx, a.player).hand.length} cards`, {
    player: a.player,
  });
}

/** Mulligan and keep, each when legal for this player. */
export function legalMulligans(s: GameState, who: PlayerId): Action[] {
  const out: Action[] = [];
  const m: ActionOf<'mulligan'> = { type: 'mulligan', player: who };
  const k: ActionOf<'keep'> = { type: 'keep', player: who };
  if (validateMulligan(s, m) === null) out.push(m);
  if (validateKeep(s, k) === null) out.push(k);
  return out;
}

export function allKept(s: GameState): boolean {
  const st = s.setup;
  return !!st && activePlayers(s).every((p) => st.kept.includes(p.id));
}

// ---- business and founder (4.2.6, 4.2.7) ----

const ORIGIN: Space = { x: 0, y: 0 };

/** 4.2.6: each business goes to (0,0) of its owner's network, the origin of every coordinate (3.7). */
export function placeBusinesses(tx: Tx): void {
  const st = setupDraft(tx);
  if (!st) return;
  for (const p of activePlayers(tx.g)) {
    const id = st.businesses[p.id];
    if (id === undefined) continue;
    putInNetwork(tx, p.id, ORIGIN, id);
    const c = tx.g.cards[id];
    if (c) c.enteredTurn = 0;
    delete st.businesses[p.id];
    emit(tx, SETUP.placeBusiness, `${p.id} places ${c?.name ?? id} in the network`, {
      player: p.id,
      card: id,
    });
  }
}

export function validatePlaceFounder(s: GameState, a: ActionOf<'place-founder'>): Violation | null {
  const bad = checkPlayer(s, a.player);
  if (bad) return bad;
  const st = s.setup;
  if (!st || !inFlow(s, 'setup.founders')) {
    return violation(s, SETUP.placeFounder, 'founders are placed right after the businesses');
  }
  if (st.foundersPlaced.includes(a.player)) {
    return violation(s, SETUP.placeFounder, `${a.player} has already placed the founder`);
  }
  const unknown = checkCard(s, a.card);
  if (unknown) return unknown;
  const founder = st.founders[a.player];
  if (a.card !== founder) {
    return violation(s, SETUP.placeFounder, `${a.card} is not ${a.player}'s founder`, `place ${founder}`);
  }
  const at = a.at;
  if (!at || !Number.isInteger(at.x) || !Number.isInteger(at.y) || !isDockingSpace(s, a.player, at)) {
    const where = at ? `(${at.x},${at.y})` : 'no space';
    return violation(
      s,
      SETUP.founderDocked,
      `the founder cannot dock at ${where}`,
      'choose a free space orthogonally next to the business',
    );
  }
  return null;
}

export function applyPlaceFounder(tx: Tx, a: ActionOf<'place-founder'>): void {
  const st = setupDraft(tx);
  if (!st) return;
  putInNetwork(tx, a.player, { x: a.at.x, y: a.at.y }, a.card);
  const c = tx.g.cards[a.card];
  if (c) c.enteredTurn = 0;
  delete st.founders[a.player];
  st.foundersPlaced.push(a.player);
  emit(tx, SETUP.placeFounder, `${a.player} places ${c?.name ?? a.card} at (${a.at.x},${a.at.y})`, {
    player: a.player,
    card: a.card,
  });
}

/** One action per free space next to the business (at most four). */
export function legalPlaceFounder(s: GameState, who: PlayerId): Action[] {
  const card = s.setup?.founders[who];
  if (card === undefined || checkPlayer(s, who)) return [];
  return dockingSpaces(s, who)
    .map((at): ActionOf<'place-founder'> => ({ type: 'place-founder', player: who, card, at }))
    .filter((a) => validatePlaceFounder(s, a) === null);
}

export function allFoundersPlaced(s: GameState): boolean {
  const st = s.setup;
  return !!st && activePlayers(s).every((p) => st.foundersPlaced.includes(p.id));
}

/** 4.2.8: turn 1 belongs to the starting player; the preparation record is dropped. */
export function startFirstTurn(tx: Tx): void {
  const starter = tx.g.turn.starting ?? (tx.g.players[0]?.id as PlayerId);
  tx.g.turn.starting = starter;
  tx.g.turn.number = 1;
  tx.g.turn.active = starter;
  tx.g.setup = null;
  // Turns begun, as nextTurn counts them: the starter's first turn begins now (5.3.1.1 counts it).
  const p = tx.g.players.find((q) => q.id === starter);
  if (p) p.turnsTaken += 1;
  emit(tx, SETUP.firstTurn, `${starter} takes the first turn`, { player: starter });
}

/** Hands are drawn before the starting player is found (revision parameter `openingHandTiming`). */
export function handsBeforeStarter(s: GameState): boolean {
  return parametersOf(s).openingHandTiming === 'before-starting-player';
}
