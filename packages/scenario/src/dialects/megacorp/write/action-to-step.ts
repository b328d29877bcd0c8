import {
  type Action,
  type CardId,
  type GameState,
  locate,
  type NetworkSpace,
  type PlayerId,
  pileOf,
} from '@arbiter/megacorp';
import { quote } from '../../../syntax/printer.js';
import { nameCounts } from './state-to-given.js';

/**
 * Writes engine actions as the steps of a scenario's `when` section (docs/scenario-language.md,
 * "when"). A card is named by its name when no other card of the game shares it, else by the alias
 * the `given` gave it, else by where it is (`"Grunt" at 1,0`, `"Grunt" in Ana's hand`).
 */
export interface StepWriter {
  /** The step for `action`, taken in state `s`; null when the language has no step for it. */
  step(s: GameState, action: Action): string | null;
  /** A card as a step or an expectation names it in state `s`. */
  card(s: GameState, id: CardId, actor?: PlayerId): string;
}

const ZONE_WORDS: Record<string, string> = {
  mainDeck: 'main deck',
  resourceDeck: 'resource deck',
  hand: 'hand',
  openMarket: 'open market',
  annihilated: 'annihilated',
  resolvedEvents: 'resolved events',
};

/** `Nick's business` / `Nick's founder` for the only card of the game its owner has in that role. */
function roleOf(s: GameState, id: CardId): string | null {
  const c = s.cards[id];
  const def = c ? s.library[c.name] : undefined;
  if (!c || !def) return null;
  const role = def.type === 'business' ? 'business' : def.founder ? 'founder' : null;
  if (!role) return null;
  const same = Object.values(s.cards).filter((x) => {
    const d = s.library[x.name];
    return x.owner === c.owner && (role === 'business' ? d?.type === 'business' : d?.founder === true);
  });
  return same.length === 1 ? `${c.owner}'s ${role}` : null;
}

export function stepWriter(aliases: ReadonlyMap<CardId, string> = new Map()): StepWriter {
  const counts = new WeakMap<GameState, Map<string, number>>();
  const unique = (s: GameState, name: string) => {
    let c = counts.get(s);
    if (!c) {
      c = nameCounts(s);
      counts.set(s, c);
    }
    return (c.get(name) ?? 0) === 1;
  };
  const nameOf = (s: GameState, id: CardId) => s.cards[id]?.name ?? id;

  /** The card's name or alias, without a place (the form `buys` and `plays` take). */
  const bare = (s: GameState, id: CardId): { text: string; plain: boolean } => {
    const name = nameOf(s, id);
    if (unique(s, name)) return { text: quote(name), plain: true };
    const role = roleOf(s, id);
    if (role) return { text: role, plain: true };
    const alias = aliases.get(id);
    if (alias) return { text: alias, plain: true };
    return { text: quote(name), plain: false };
  };

  const card = (s: GameState, id: CardId, actor?: PlayerId): string => {
    const b = bare(s, id);
    if (b.plain) return b.text;
    const loc = locate(s, id);
    if (!loc) return b.text;
    if (loc.zone === 'network') {
      const pile = s.players.find((p) => p.id === loc.player)?.network[loc.pile];
      if (!pile) return b.text;
      // The network is named when it is not the actor's, or when another network has the same card there.
      const name = nameOf(s, id);
      const twin = s.players.some(
        (p) =>
          p.id !== loc.player &&
          p.network.some(
            (q) => q.x === pile.x && q.y === pile.y && q.cards.some((c) => nameOf(s, c) === name),
          ),
      );
      const network = loc.player !== actor || twin ? ` in ${loc.player}'s network` : '';
      return `${b.text} at ${pile.x},${pile.y}${network}`;
    }
    if (loc.zone === 'stack') return b.text;
    if (loc.player === s.players.find((p) => p.revealedResource === id)?.id)
      return `${b.text} in ${loc.player}'s revealed resource`;
    return `${b.text} in ${loc.player}'s ${ZONE_WORDS[loc.zone] ?? loc.zone}`;
  };

  const cards = (s: GameState, ids: readonly CardId[], actor: PlayerId) =>
    ids.map((id) => card(s, id, actor)).join(', ');

  const targeting = (s: GameState, ids: readonly CardId[] | undefined, actor: PlayerId) =>
    ids?.length ? ` targeting ${cards(s, ids, actor)}` : '';

  const choosing = (s: GameState, ids: readonly CardId[] | undefined, actor: PlayerId) =>
    ids?.length ? ` choosing ${cards(s, ids, actor)}` : '';

  const space = (at: NetworkSpace, actor: PlayerId) =>
    `${at.x},${at.y}${at.network !== actor ? ` in ${at.network}'s network` : ''}`;

  /**
   * `from <zone>` when the card does not come from the buyer's hand, or its name alone is ambiguous;
   * `from <space>` for a pile bought from a network.
   */
  const from = (s: GameState, id: CardId, actor: PlayerId): string => {
    const loc = locate(s, id);
    if (!loc || loc.zone === 'stack') return '';
    if (loc.zone === 'hand' && loc.player === actor && bare(s, id).plain) return '';
    const owner = loc.player === actor ? '' : `${loc.player}'s `;
    if (loc.zone === 'network') {
      const pile = s.players.find((q) => q.id === loc.player)?.network[loc.pile];
      return pile
        ? ` from ${space({ network: loc.player, x: pile.x, y: pile.y }, actor)}`
        : ` from ${owner}network`;
    }
    if (s.players.some((p) => p.revealedResource === id)) return ` from ${owner}revealed resource`;
    return ` from ${owner}${ZONE_WORDS[loc.zone] ?? loc.zone}`;
  };

  const step = (s: GameState, a: Action): string | null => {
    const p = a.player;
    switch (a.type) {
      case 'pass':
        return `${p} passes`;
      case 'concede':
        return `${p} concedes`;
      case 'bid':
        return `${p} bids ${a.amount}`;
      case 'go-first':
        return `${p} goes ${a.accept ? 'first' : 'second'}`;
      case 'mulligan':
        return `${p} mulligans`;
      case 'keep':
        return a.card === undefined ? `${p} keeps` : `${p} chooses ${card(s, a.card, p)}`;
      case 'place-founder':
        return `${p} places ${bare(s, a.card).text} at ${a.at.x},${a.at.y}`;
      case 'pay-upkeep':
        return `${p} ${a.pay ? 'pays' : 'skips'} upkeep for ${card(s, a.card, p)}`;
      case 'produce':
        return `${p} produces ${a.trait} with ${card(s, a.card, p)}`;
      case 'buy': {
        const named = `${targeting(s, a.targets, p)}${choosing(s, a.choices, p)}`;
        const loc = locate(s, a.card);
        if (!a.at && loc?.zone === 'hand' && loc.player === p) {
          // An event from the hand goes on the stack without a space: it is played (or, out of turn,
          // a response).
          const verb = s.turn.active === p ? 'plays' : 'responds with';
          return `${p} ${verb} ${bare(s, a.card).text}${named}`;
        }
        const at = a.at ? ` at ${space(a.at, p)}` : '';
        return `${p} buys ${bare(s, a.card).text}${from(s, a.card, p)}${at}${named}`;
      }
      case 'activate': {
        const ability = a.ability > 0 ? ` ability ${a.ability + 1}` : '';
        return `${p} activates ${card(s, a.card, p)}${ability}${targeting(s, a.targets, p)}${choosing(s, a.choices, p)}`;
      }
      case 'attack': {
        const pile = s.players
          .find((q) => q.id === a.target.network)
          ?.network.find((q) => q.x === a.target.x && q.y === a.target.y);
        const top = pile?.cards[0];
        let target: string;
        // A bonded card (PENETRATOR) is attacked by naming it.
        if (a.card !== undefined) target = card(s, a.card, p);
        else if (a.target.x === 0 && a.target.y === 0) target = `${a.target.network}'s business`;
        else if (top !== undefined && bare(s, top).plain) target = bare(s, top).text;
        else target = space(a.target, p);
        return `${p} attacks ${target} with ${card(s, a.attacker, p)} using ${a.trait}`;
      }
      case 'block':
        return a.blockers.length ? `${p} blocks with ${cards(s, a.blockers, p)}` : `${p} does not block`;
      case 'defender-leaves': {
        const defending = s.challenge?.defending;
        if (defending === null || defending === undefined) return null;
        return `${p} ${a.leave ? 'withdraws' : 'does not withdraw'} ${card(s, defending, p)}`;
      }
      case 'assign-damage':
        return `${p} assigns ${Object.entries(a.split)
          .map(([id, n]) => `${n} to ${card(s, id, p)}`)
          .join(', ')}`;
      case 'retaliate':
        return a.cards.length ? `${p} retaliates with ${cards(s, a.cards, p)}` : `${p} does not retaliate`;
      case 'engage-defender':
        return `${p} chooses ${card(s, a.card, p)}`;
      case 'sell':
        return `${p} sells ${card(s, a.card, p)}`;
      case 'order':
        if (a.abilities)
          return `${p} orders ${a.cards.map((c, i) => `${card(s, c, p)} ability ${(a.abilities?.[i] ?? 0) + 1}`).join(', ')}`;
        return `${p} orders ${cards(s, a.cards, p)}`;
      case 'dock':
        // The binder takes the card the `dock` decision waits for among copies of the name.
        return `${p} docks ${bare(s, a.card).text} at ${space(a.at, p)}`;
      case 'choose':
        return a.cards.length ? `${p} chooses ${cards(s, a.cards, p)}` : `${p} chooses nothing`;
      case 'move': {
        if (!a.to) return `${p} does not move ${card(s, a.card, p)}`;
        // The destination's network is named when it is not the network the card is in.
        const now = pileOf(s, a.card)?.network ?? p;
        const network = a.to.network !== now ? ` in ${a.to.network}'s network` : '';
        return `${p} moves ${card(s, a.card, p)} to ${a.to.x},${a.to.y}${network}`;
      }
      default: {
        const never: never = a;
        throw new Error(`no step form for ${JSON.stringify(never)}`);
      }
    }
  };

  return { step, card };
}
