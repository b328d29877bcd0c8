import type { Action } from './action.js';
import type { CardId, GameState } from './state.js';

function name(s: GameState, id: CardId): string {
  return s.cards[id]?.name ?? id;
}

/** An action in words, as a scenario would write it. */
export function describeAction(s: GameState, a: Action): string {
  switch (a.type) {
    case 'pass':
      return `${a.player} passes`;
    case 'concede':
      return `${a.player} concedes`;
    case 'bid':
      return `${a.player} bids ${a.amount}`;
    case 'go-first':
      return a.accept ? `${a.player} goes first` : `${a.player} lets the opponent go first`;
    case 'mulligan':
      return `${a.player} mulligans`;
    case 'keep':
      return a.card === undefined ? `${a.player} keeps` : `${a.player} keeps "${name(s, a.card)}"`;
    case 'place-founder':
      return `${a.player} places "${name(s, a.card)}" at ${a.at.x},${a.at.y}`;
    case 'pay-upkeep':
      return `${a.player} ${a.pay ? 'pays' : 'skips'} upkeep for "${name(s, a.card)}"`;
    case 'produce':
      return `${a.player} produces ${a.trait} with "${name(s, a.card)}"`;
    case 'buy': {
      const at = a.at
        ? ` at ${a.at.x},${a.at.y}${a.at.network !== a.player ? ` in ${a.at.network}'s network` : ''}`
        : '';
      const targets = a.targets?.length
        ? ` targeting ${a.targets.map((t) => `"${name(s, t)}"`).join(', ')}`
        : '';
      return `${a.player} buys "${name(s, a.card)}"${at}${targets}`;
    }
    case 'activate':
      return `${a.player} activates "${name(s, a.card)}"${a.ability ? ` ability ${a.ability + 1}` : ''}`;
    case 'attack':
      if (a.card !== undefined)
        return `${a.player} attacks "${name(s, a.card)}" at ${a.target.x},${a.target.y} in ${a.target.network}'s network with "${name(s, a.attacker)}" using ${a.trait}`;
      return `${a.player} attacks ${a.target.x},${a.target.y} in ${a.target.network}'s network with "${name(s, a.attacker)}" using ${a.trait}`;
    case 'block':
      return a.blockers.length
        ? `${a.player} blocks with ${a.blockers.map((b) => `"${name(s, b)}"`).join(', ')}`
        : `${a.player} does not block`;
    case 'defender-leaves':
      return a.leave ? `${a.player} withdraws the defending card` : `${a.player} keeps the defending card in`;
    case 'assign-damage':
      return `${a.player} assigns ${Object.entries(a.split)
        .map(([c, n]) => `${n} to "${name(s, c)}"`)
        .join(', ')}`;
    case 'retaliate':
      return a.cards.length
        ? `${a.player} retaliates with ${a.cards.map((c) => `"${name(s, c)}"`).join(', ')}`
        : `${a.player} does not retaliate`;
    case 'engage-defender':
      return `${a.player} chooses "${name(s, a.card)}"`;
    case 'sell':
      return `${a.player} sells "${name(s, a.card)}"`;
    case 'order':
      return `${a.player} orders ${a.cards
        .map((c, i) => `"${name(s, c)}"${a.abilities ? ` ability ${(a.abilities[i] ?? 0) + 1}` : ''}`)
        .join(', ')}`;
    case 'dock':
      return `${a.player} docks "${name(s, a.card)}" at ${a.at.x},${a.at.y}${a.at.network !== a.player ? ` in ${a.at.network}'s network` : ''}`;
    case 'choose':
      return a.cards.length
        ? `${a.player} chooses ${a.cards.map((c) => `"${name(s, c)}"`).join(', ')}`
        : `${a.player} chooses nothing`;
    case 'move':
      return a.to
        ? `${a.player} moves "${name(s, a.card)}" to ${a.to.x},${a.to.y}${a.to.network !== a.player ? ` in ${a.to.network}'s network` : ''}`
        : `${a.player} does not move "${name(s, a.card)}"`;
    default: {
      const never: never = a;
      return JSON.stringify(never);
    }
  }
}
