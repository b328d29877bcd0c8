import {
  type Action,
  type CardId,
  type GameState,
  isTrait,
  type NetworkSpace,
  pileOf,
  type Trait,
} from '@arbiter/megacorp';
import type { CardRef, Name, Step, TargetRef } from '../syntax/ast.js';
import { BindError } from './problem.js';
import { type Aliases, playerName, resolveCard } from './refs.js';

function trait(n: Name): Trait {
  const t = n.text.toUpperCase();
  if (!isTrait(t))
    throw new BindError(n.range, `\`${n.text}\` is not a trait`, 'traits are IQ, EQ, MQ and BQ');
  return t;
}

function spaceOfCard(s: GameState, id: CardId, ref: CardRef): NetworkSpace {
  const p = pileOf(s, id);
  if (!p)
    throw new BindError(
      ref.range,
      `"${s.cards[id]?.name}" is not in play`,
      'attacks target a card in a network',
    );
  return { network: p.network, x: p.pile.x, y: p.pile.y };
}

function target(s: GameState, t: TargetRef, aliases: Aliases, actor: string): CardId {
  if (t.kind === 'space-ref') {
    const net = t.owner ? playerName(s, t.owner) : actor;
    const pile = s.players.find((p) => p.id === net)?.network.find((p) => p.x === t.at.x && p.y === t.at.y);
    const top = pile?.cards[0];
    if (!top) throw new BindError(t.range, `${t.at.x},${t.at.y} in ${net}'s network is empty`);
    return top;
  }
  return resolveCard(s, t, aliases, actor, 'in-play');
}

/**
 * The engine action a step means in this state. Card names are resolved against the state at the
 * moment the step is taken, so a card bought earlier in the same scenario can be named later.
 */
export function stepAction(s: GameState, step: Step, aliases: Aliases): Action {
  const p = playerName(s, step.player);
  switch (step.kind) {
    case 'pass':
      return { type: 'pass', player: p };
    case 'concede':
      return { type: 'concede', player: p };
    case 'bid':
      return { type: 'bid', player: p, amount: step.amount.value };
    case 'go-first':
      return { type: 'go-first', player: p, accept: step.first };
    case 'mulligan':
      return { type: 'mulligan', player: p };
    case 'keep':
      return { type: 'keep', player: p };
    case 'sell':
      return { type: 'sell', player: p, card: resolveCard(s, step.card, aliases, p, 'in-play') };
    case 'upkeep':
      return {
        type: 'pay-upkeep',
        player: p,
        card: resolveCard(s, step.card, aliases, p, 'in-play'),
        pay: step.pay,
      };
    case 'produce':
      return {
        type: 'produce',
        player: p,
        card: resolveCard(s, step.card, aliases, p, 'in-play'),
        trait: trait(step.trait),
      };
    case 'buy':
    case 'play': {
      // `from Nick's open market` narrows the card to that zone when the card names no place itself.
      const from = step.kind === 'buy' ? step.from : undefined;
      const ref = from && !step.card.at && !step.card.in ? { ...step.card, in: from } : step.card;
      const card = resolveCard(s, ref, aliases, p, step.kind === 'play' ? 'hand' : 'buyable');
      const network = step.network ? playerName(s, step.network) : p;
      const targets = step.kind === 'play' ? step.targets.map((t) => target(s, t, aliases, p)) : [];
      return {
        type: 'buy',
        player: p,
        card,
        ...(step.at ? { at: { network, x: step.at.x, y: step.at.y } } : {}),
        ...(targets.length ? { targets } : {}),
      };
    }
    case 'activate': {
      const card = resolveCard(s, step.card, aliases, p, 'in-play');
      const ability = typeof step.ability?.value === 'number' ? step.ability.value - 1 : 0;
      const targets = step.targets.map((t) => target(s, t, aliases, p));
      return { type: 'activate', player: p, card, ability, ...(targets.length ? { targets } : {}) };
    }
    case 'attack': {
      const attacker = resolveCard(s, step.attacker, aliases, p, 'in-play');
      const t = step.target;
      let at: NetworkSpace;
      if (t.kind === 'space-ref')
        at = { network: t.owner ? playerName(s, t.owner) : p, x: t.at.x, y: t.at.y };
      else at = spaceOfCard(s, resolveCard(s, t, aliases, p, 'in-play'), t);
      return { type: 'attack', player: p, attacker, target: at, trait: trait(step.trait) };
    }
    case 'block':
      return {
        type: 'block',
        player: p,
        blockers: step.blockers.map((b) => resolveCard(s, b, aliases, p, 'in-play')),
      };
    case 'withdraw':
      return { type: 'defender-leaves', player: p, leave: true };
    case 'assign': {
      const split: Record<CardId, number> = {};
      for (const a of step.assignments) {
        const id = resolveCard(s, a.card, aliases, p, 'in-play');
        split[id] = (split[id] ?? 0) + a.amount.value;
      }
      return { type: 'assign-damage', player: p, split };
    }
    case 'retaliate':
      return {
        type: 'retaliate',
        player: p,
        cards: step.cards.map((c) => resolveCard(s, c, aliases, p, 'in-play')),
      };
    case 'order':
      return { type: 'order', player: p, cards: step.items.map((c) => resolveCard(s, c, aliases, p, 'any')) };
    case 'dock': {
      const card = resolveCard(s, step.card, aliases, p, 'any');
      const network = step.network ? playerName(s, step.network) : p;
      return { type: 'dock', player: p, card, at: { network, x: step.at.x, y: step.at.y } };
    }
    case 'place':
      return {
        type: 'place-founder',
        player: p,
        card: resolveCard(s, step.card, aliases, p, 'any'),
        at: { x: step.at.x, y: step.at.y },
      };
    case 'choose':
    case 'find':
    case 'move':
      throw new BindError(
        step.range,
        `\`${step.kind}\` steps need the keyword abilities, which this engine does not have yet`,
        'see the keyword issue',
      );
    default: {
      const never: never = step;
      throw new Error(`unhandled step ${JSON.stringify(never)}`);
    }
  }
}
