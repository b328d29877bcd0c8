import { def, pileOf } from '../model/query.js';
import type { CardId, PlayerId, Space } from '../model/state.js';
import { dockingSpaces } from './network.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';
import { putInNetwork } from './zones.js';

/**
 * Tokens (7.9): an effect creates a token of a card of the pool (its name and type, 7.9.2), worth 0
 * (7.9.1). The engine docks each new token on a free docked space of its controller's network — next to
 * the card that made it when it can, the lowest row then the leftmost first; with no such space the
 * token does not come into being.
 */
export const TOKENS = ruleSet('token', {
  created: {
    clause: '7.9.2',
    summary: 'An effect creates a token; its name and type are those the effect gives.',
  },
  noSpace: { clause: '7.9.4', summary: 'A token that cannot be put in a network does not exist.' },
  unknown: {
    clause: '7.9.2',
    summary: 'A token names a card of the pool to take its name, type and traits from.',
  },
});

/** Free docked spaces of the controller's network, those next to the source card first (lowest row, then leftmost). */
function tokenSpace(tx: Tx, controller: PlayerId, from: CardId | null): Space | undefined {
  const all = dockingSpaces(tx.g, controller);
  const at = from ? pileOf(tx.g, from) : null;
  const near =
    at && at.network === controller
      ? all.filter((sp) => Math.abs(sp.x - at.pile.x) + Math.abs(sp.y - at.pile.y) === 1)
      : [];
  return near[0] ?? all[0];
}

export function createTokens(
  tx: Tx,
  name: string,
  count: number,
  controller: PlayerId,
  source: string,
  from: CardId | null = null,
): void {
  const d = tx.g.library[name];
  if (!d) {
    emit(tx, TOKENS.unknown, `${source}: there is no card "${name}" to make a token of`);
    return;
  }
  for (let i = 0; i < count; i++) {
    const at = tokenSpace(tx, controller, from);
    if (!at) {
      emit(tx, TOKENS.noSpace, `${source}: no free space for a ${name} token`, { player: controller });
      return;
    }
    const id = `${controller}.t${tx.g.nextTokenId}`;
    tx.g.nextTokenId += 1;
    tx.g.cards[id] = {
      id,
      name: d.name,
      owner: controller,
      controller,
      damage: {},
      counters: {},
      token: true,
      enteredTurn: tx.g.turn.number,
      attackedTurn: null,
      retaliatedTurn: null,
    };
    putInNetwork(tx, controller, at, id);
    emit(
      tx,
      TOKENS.created,
      `${source} creates a ${def(tx.g, id).name} token for ${controller} at ${at.x},${at.y}`,
      {
        player: controller,
        card: id,
      },
    );
  }
}
