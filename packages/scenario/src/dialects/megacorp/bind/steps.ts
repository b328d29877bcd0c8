import {
  type Action,
  abilitiesOf,
  type CardId,
  def,
  type GameState,
  hasKeyword,
  isTrait,
  locate,
  type NetworkSpace,
  pileOf,
  type Trait,
} from '@arbiter/megacorp';
import { BindError } from '../../../run/problem.js';
import type { CardRef, Name, Num, Step, Str, TargetRef } from '../../../syntax/ast.js';
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
 * `Ana chooses "Guard"` by the attacker of a challenge whose SUPPRESSOR has not engaged a defender yet:
 * the defender it engages (9.28).
 */
function suppressorChoice(
  s: GameState,
  choices: readonly CardRef[],
  aliases: Aliases,
  p: string,
): Action | null {
  const [only] = choices;
  const c = s.challenge;
  if (choices.length !== 1 || !only || !c || c.attackerController !== p || c.suppressed !== undefined)
    return null;
  if (!hasKeyword(def(s, c.attacker), 'SUPPRESSOR')) return null;
  return { type: 'engage-defender', player: p, card: resolveCard(s, only, aliases, p, 'in-play') };
}

/**
 * The ability an `activates` step means: `ability 2` counts every ability printed or given by a keyword
 * (from 1); `ability "REGENERATION"` names it (its name, or the start of its text); none: the first
 * activated ability.
 */
function abilityIndex(s: GameState, card: CardId, step: Extract<Step, { kind: 'activate' }>): number {
  const all = abilitiesOf(def(s, card), s.profile.parameters);
  const a = step.ability;
  if (!a) {
    const first = all.findIndex((ab) => ab.kind === 'activated');
    return first < 0 ? 0 : first;
  }
  if (a.kind === 'number') return a.value - 1;
  const want = a.value.toLowerCase();
  const named = all.findIndex((ab) => ab.kind === 'activated' && ab.name?.toLowerCase() === want);
  if (named >= 0) return named;
  const texted = all.findIndex((ab) => ab.kind === 'activated' && ab.text.toLowerCase().startsWith(want));
  if (texted >= 0) return texted;
  const names = all.flatMap((ab) => (ab.kind === 'activated' ? [ab.name ?? ab.text] : []));
  throw new BindError(
    a.range,
    `"${def(s, card).name}" has no activated ability "${a.value}"`,
    names.length ? `its activated abilities: ${names.map((n) => `"${n}"`).join(', ')}` : 'it has none',
  );
}

/**
 * The triggered ability an `orders` step names (3.9.4): `ability 2` counts every ability printed or
 * given by a keyword (from 1), as `activates` does; `ability "gain"` names an automatic one by its
 * name, keyword, or the start of its text with or without its trigger (`when deployed:`).
 */
function triggeredIndex(s: GameState, card: CardId, a: Str | Num | undefined): number {
  if (!a || a.kind === 'number') return (a?.value ?? 1) - 1;
  const all = abilitiesOf(def(s, card), s.profile.parameters);
  const want = a.value.toLowerCase();
  const found = all.findIndex(
    (ab) =>
      ab.kind === 'automatic' &&
      (ab.name?.toLowerCase() === want ||
        ab.keyword?.toLowerCase() === want ||
        ab.text.toLowerCase().startsWith(want) ||
        effectsText(ab.text).startsWith(want)),
  );
  if (found >= 0) return found;
  const names = all.flatMap((ab) => (ab.kind === 'automatic' ? [ab.keyword ?? ab.name ?? ab.text] : []));
  throw new BindError(
    a.range,
    `"${def(s, card).name}" has no triggered ability "${a.value}"`,
    names.length ? `its triggered abilities: ${names.map((n) => `"${n}"`).join(', ')}` : 'it has none',
  );
}

/** An automatic ability's text without its trigger: `gain 3M` of `when deployed: gain 3M`. */
function effectsText(text: string): string {
  return text
    .slice(text.indexOf(':') + 1)
    .trim()
    .toLowerCase();
}

/** The cards named, copies of one name told apart: a second "X" is another copy than the first. */
function distinct(
  s: GameState,
  refs: readonly CardRef[],
  aliases: Aliases,
  p: string,
  ctx: 'in-play' | 'hand' | 'any',
): CardId[] {
  const out: CardId[] = [];
  for (const r of refs) {
    let id = resolveCard(s, r, aliases, p, ctx);
    if (out.includes(id) && r.name) {
      const first = id;
      const loc = locate(s, first);
      const other = Object.values(s.cards).find(
        (c) => c.name === r.name?.value && !out.includes(c.id) && sameZone(s, c.id, loc),
      );
      if (other) id = other.id;
    }
    out.push(id);
  }
  return out;
}

function sameZone(s: GameState, id: CardId, loc: ReturnType<typeof locate>): boolean {
  const l = locate(s, id);
  return (
    !!l &&
    !!loc &&
    l.zone === loc.zone &&
    ('player' in l ? l.player : '') === ('player' in loc ? loc.player : '')
  );
}

/**
 * The engine action a step means in this state. Card names are resolved against the state at the
 * moment the step is taken, so a card bought earlier in the same scenario can be named later.
 */
export function stepAction(s: GameState, step: Step, aliases: Aliases): Action {
  const p = playerName(s, step.player);
  const suppressed = step.kind === 'choose' ? suppressorChoice(s, step.choices, aliases, p) : null;
  if (suppressed) return suppressed;
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
      // `from Nick's open market` narrows the card to that zone, `from 1,0 in Nick's network` to that
      // pile, when the card names no place itself.
      const from = step.kind === 'buy' ? step.from : undefined;
      const ref =
        !from || step.card.at || step.card.in
          ? step.card
          : from.kind === 'zone-ref'
            ? { ...step.card, in: from }
            : {
                ...step.card,
                at: from.at,
                ...(from.owner
                  ? {
                      in: {
                        kind: 'zone-ref' as const,
                        zone: 'network' as const,
                        owner: from.owner,
                        range: from.range,
                      },
                    }
                  : {}),
              };
      const card = resolveCard(s, ref, aliases, p, step.kind === 'play' ? 'hand' : 'buyable');
      const network = step.network ? playerName(s, step.network) : p;
      const targets = (step.targets ?? []).map((t) => target(s, t, aliases, p));
      const choices = (step.choosing ?? []).map((c) => resolveCard(s, c, aliases, p, 'in-play'));
      return {
        type: 'buy',
        player: p,
        card,
        ...(step.at ? { at: { network, x: step.at.x, y: step.at.y } } : {}),
        ...(targets.length ? { targets } : {}),
        ...(choices.length ? { choices } : {}),
      };
    }
    case 'activate': {
      const card = resolveCard(s, step.card, aliases, p, 'in-play');
      const ability = abilityIndex(s, card, step);
      const targets = step.targets.map((t) => target(s, t, aliases, p));
      const choices = step.choosing.map((c) => resolveCard(s, c, aliases, p, 'in-play'));
      return {
        type: 'activate',
        player: p,
        card,
        ability,
        ...(targets.length ? { targets } : {}),
        ...(choices.length ? { choices } : {}),
      };
    }
    case 'attack': {
      const attacker = resolveCard(s, step.attacker, aliases, p, 'in-play');
      const t = step.target;
      let at: NetworkSpace;
      let bonded: CardId | undefined;
      if (t.kind === 'space-ref')
        at = { network: t.owner ? playerName(s, t.owner) : p, x: t.at.x, y: t.at.y };
      else {
        const id = resolveCard(s, t, aliases, p, 'in-play');
        at = spaceOfCard(s, id, t);
        // Naming a bonded card attacks its space (5.4.4), unless a PENETRATOR attacks it (3.10.11).
        if ((pileOf(s, id)?.depth ?? 0) > 0 && hasKeyword(def(s, attacker), 'PENETRATOR')) bonded = id;
      }
      return {
        type: 'attack',
        player: p,
        attacker,
        target: at,
        trait: trait(step.trait),
        ...(bonded ? { card: bonded } : {}),
      };
    }
    case 'block':
      return {
        type: 'block',
        player: p,
        blockers: step.blockers.map((b) => resolveCard(s, b, aliases, p, 'in-play')),
      };
    case 'withdraw':
      return { type: 'defender-leaves', player: p, leave: step.stays !== true };
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
    case 'order': {
      const cards = step.items.map((c) => resolveCard(s, c, aliases, p, 'any'));
      if (!step.abilities) return { type: 'order', player: p, cards };
      const abilities = cards.map((id, i) => triggeredIndex(s, id, step.abilities?.[i]));
      return { type: 'order', player: p, cards, abilities };
    }
    case 'dock': {
      const card = resolveCard(s, step.card, aliases, p, 'docking');
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
    case 'choose': {
      // The cards discarded from a hand (8.6) are named in that hand; every other choice is of cards in play.
      const where = s.pending[0]?.kind === 'discard' ? 'hand' : 'in-play';
      const cards = distinct(s, step.choices, aliases, p, where);
      // Which copy of a unique card stays (7.8, where the player chooses) is a `keep` of that copy.
      const only = cards[0];
      if (s.pending[0]?.kind === 'keep-unique' && cards.length === 1 && only !== undefined)
        return { type: 'keep', player: p, card: only };
      return { type: 'choose', player: p, cards };
    }
    case 'find':
      return { type: 'choose', player: p, cards: distinct(s, step.cards, aliases, p, 'any') };
    case 'move': {
      const card = resolveCard(s, step.card, aliases, p, 'in-play');
      if (!step.to) return { type: 'move', player: p, card };
      const network = step.network ? playerName(s, step.network) : (pileOf(s, card)?.network ?? p);
      return { type: 'move', player: p, card, to: { network, x: step.to.x, y: step.to.y } };
    }
    default: {
      const never: never = step;
      throw new Error(`unhandled step ${JSON.stringify(never)}`);
    }
  }
}
