import type {
  Ability,
  CardFilter,
  CardSubject,
  CardType,
  Condition,
  Cost,
  Effect,
  ExtraCost,
  KeywordInstance,
  Modifier,
  ModifierScope,
  SearchSpec,
  Trait,
  ValuationChange,
} from '@arbiter/megacorp';
import type { Token } from '../../../syntax/ast.js';
import { printTokens } from '../../../syntax/printer.js';
import { describe, type TokenStream } from '../../../syntax/token-stream.js';
import { ABILITY_LEADERS } from './vocabulary.js';

/**
 * Abilities written under a card, in a small declarative language (nothing in a card executes code):
 *
 *   activated ["name"]: <costs> -> <effects> [if <condition>]
 *   when deployed | when deployed from hand | when turn starts | when game starts: <effects> [if ...]
 *   continuous: <changes> to <cards> [if ...]            (while the card is disengaged, 7.3)
 *   static: <changes> to <cards> [if ...]                (while the card is legally docked, 7.5)
 *
 * A change is `+1 BQ`, a KEYWORD, or `value +2M [per <kind> | per <name> counter]` (a change of the
 * money valuation, 2.4.1).
 *
 * A line that does not fit is reported where it stops fitting, with what would fit there.
 */

const TRAITS: readonly Trait[] = ['IQ', 'EQ', 'MQ', 'BQ'];
const TYPE_WORDS: Readonly<Record<string, CardType>> = {
  character: 'character',
  characters: 'character',
  event: 'event',
  events: 'event',
  equipment: 'equipment',
  equipments: 'equipment',
  vehicle: 'vehicle',
  vehicles: 'vehicle',
  location: 'location',
  locations: 'location',
  business: 'business',
  businesses: 'business',
  resource: 'resource',
  resources: 'resource',
};

const EFFECT_HINT =
  'effects: gain 2M, lose 1M, draw 2, deal 2 BQ damage to target character, destroy/annihilate/engage/disengage/move/redeploy <card>, put a +1 BQ counter on <card>, create a "Drone" token, search your deck for ..., discard a card, cancel the top of the stack, regenerate this card, return <card> to its owner\'s hand, win the game';
const CARD_HINT =
  'cards: target <kind>, a chosen <kind>, this card, the card this is bonded to, each <kind> in radius 1';
const COST_HINT = 'costs: free, engage, 1M, 2BQ, annihilate a card, engage a character with BQ';
const VALUE_HINT =
  'e.g. static: value +2M per #infrastructure card you control to this card, or value +1M per development counter';

function isTrait(w: string): w is Trait {
  return (TRAITS as readonly string[]).includes(w);
}

/** Whether a line under a card is an ability line (its first word leads one). */
export function startsAbility(ts: TokenStream): boolean {
  const t = ts.peek();
  return t?.kind === 'word' && (ABILITY_LEADERS as readonly string[]).includes(t.text.toLowerCase());
}

/** Reads one ability line (the whole line). */
export function parseAbility(ts: TokenStream): Ability {
  const text = printTokens(ts.tokens);
  ts.acceptWord('ability');
  const lead = ts.peek();
  if (ts.acceptWord('activated')) {
    const name = ts.peek()?.kind === 'string' ? ts.next('a name').value : undefined;
    colon(ts);
    const cost = costs(ts);
    if (!ts.acceptSymbol('->'))
      ts.fail(`expected \`->\` before the effects${ts.describeNext()}`, undefined, COST_HINT);
    const effects = effectList(ts);
    const condition = acceptCondition(ts);
    ts.expectEnd(EFFECT_HINT);
    return {
      kind: 'activated',
      ...(name ? { name } : {}),
      ...cost,
      effects,
      ...(condition ? { condition } : {}),
      text,
    };
  }
  if (ts.acceptWord('when')) {
    const trigger = triggerWords(ts);
    colon(ts);
    const effects = effectList(ts);
    const condition = acceptCondition(ts);
    ts.expectEnd(EFFECT_HINT);
    return { kind: 'automatic', trigger, effects, ...(condition ? { condition } : {}), text };
  }
  const kind = ts.acceptWord('continuous') ? 'continuous' : ts.acceptWord('static') ? 'static' : null;
  if (kind) {
    colon(ts);
    const modifiers = modifierList(ts);
    const condition = acceptCondition(ts);
    ts.expectEnd('e.g. continuous: +1 BQ to characters in radius 1');
    return { kind, modifiers, ...(condition ? { condition } : {}), text };
  }
  return ts.fail(
    `expected an ability${lead ? `, not ${describe(lead)}` : ''}`,
    lead?.range,
    'abilities start with activated, when, continuous or static',
  );
}

function colon(ts: TokenStream): void {
  if (!ts.acceptSymbol(':')) ts.fail(`expected \`:\`${ts.describeNext()}`);
}

function triggerWords(ts: TokenStream): Extract<Ability, { kind: 'automatic' }>['trigger'] {
  if (ts.acceptWord('deployed')) {
    if (ts.acceptWords('from', 'hand') || ts.acceptWords('from', 'your', 'hand')) return 'deployed-from-hand';
    return 'deployed';
  }
  if (ts.acceptWords('turn', 'starts') || ts.acceptWords('your', 'turn', 'starts')) return 'turn-start';
  if (ts.acceptWords('game', 'starts')) return 'game-start';
  return ts.fail(
    `expected a trigger${ts.describeNext()}`,
    undefined,
    'when deployed, when deployed from hand, when turn starts, when game starts',
  );
}

// ---- costs ----

function costs(ts: TokenStream): { cost: Cost; engage?: boolean; extraCosts?: ExtraCost[] } {
  let money = 0;
  const traits: Partial<Record<Trait, number>> = {};
  let engage = false;
  const extra: ExtraCost[] = [];
  if (ts.isSymbol('->')) return { cost: { money, traits } };
  for (;;) {
    if (ts.acceptWord('free')) {
      // nothing to pay
    } else if (ts.acceptWord('engage')) {
      if (ts.acceptWords('this', 'card') || !startsCardKind(ts)) engage = true;
      else extra.push({ kind: 'engage', filter: { ...kindFilter(ts), controller: 'you', other: true } });
    } else if (ts.acceptWord('annihilate')) {
      extra.push({ kind: 'annihilate', filter: { ...kindFilter(ts), controller: 'you', other: true } });
    } else {
      const [amount, unit] = amountAndUnit(ts, COST_HINT);
      if (unit === 'M') money += amount;
      else traits[unit] = (traits[unit] ?? 0) + amount;
      while (ts.acceptSymbol('+')) {
        const [a, u] = amountAndUnit(ts, COST_HINT);
        if (u === 'M') money += a;
        else traits[u] = (traits[u] ?? 0) + a;
      }
    }
    if (!ts.acceptSymbol(',')) break;
  }
  return {
    cost: { money, traits },
    ...(engage ? { engage: true } : {}),
    ...(extra.length ? { extraCosts: extra } : {}),
  };
}

/** `2M`, `3BQ`, `+1BQ`, `2 M`, `1 BQ`. */
function amountAndUnit(ts: TokenStream, hint: string): [number, 'M' | Trait] {
  const t = ts.peek();
  if (t?.kind === 'amount') {
    const m = /^([+-]?\d+)(\p{L}+)$/u.exec(t.text);
    const unit = (m?.[2] ?? '').toUpperCase().replace('€', 'M');
    if (m && (unit === 'M' || isTrait(unit))) {
      ts.pos++;
      return [Number(m[1]), unit];
    }
    ts.fail(`${describe(t)} is neither money nor a trait`, t.range, 'write e.g. 2M or 1BQ');
  }
  if (t?.kind === 'number') {
    const u = ts.peek(1);
    const unit = u?.kind === 'word' ? u.text.toUpperCase() : '';
    if (unit === 'M' || isTrait(unit)) {
      ts.pos += 2;
      return [Number(t.text), unit];
    }
  }
  return ts.fail(`expected an amount like 2M or 1BQ${ts.describeNext()}`, undefined, hint);
}

// ---- effects ----

const DISCARD_HINT = 'e.g. discard a card, target player discards 2 cards from his hand';

/** `discard a card [from your hand]`, `each opponent discards 2 cards`: the player picks them (8.6). */
function discardEffect(ts: TokenStream, who: PlayerWho): Effect {
  const at = ts.peek();
  const count = whole(ts, 'how many cards to discard', DISCARD_HINT);
  if (count === 0) ts.fail('discarding 0 cards does nothing', at?.range, DISCARD_HINT);
  if (!ts.acceptWord('card') && !ts.acceptWord('cards'))
    ts.fail(`expected \`card\` or \`cards\`${ts.describeNext()}`, undefined, DISCARD_HINT);
  if (ts.acceptWord('from')) {
    if (!['your', 'his', 'her', 'their'].some((w) => ts.acceptWord(w))) ts.acceptWord('the');
    ts.expectWord('hand', DISCARD_HINT);
  }
  return { op: 'discard', count, who };
}

function effectList(ts: TokenStream): Effect[] {
  const out: Effect[] = [];
  do {
    out.push(...effect(ts));
  } while ((ts.acceptSymbol(',') || ts.acceptWord('then') || ts.acceptWord('and')) && !ts.atEnd);
  return out;
}

type PlayerWho = 'controller' | 'each-opponent' | 'each-player' | 'target-player';

/** `each opponent`, `each player`, `target player`, `you` (or nothing): who a player effect reaches. */
function acceptPlayerSubject(ts: TokenStream): PlayerWho | undefined {
  if (ts.acceptWords('each', 'opponent')) return 'each-opponent';
  if (ts.acceptWords('each', 'player')) return 'each-player';
  if (ts.acceptWords('target', 'player')) return 'target-player';
  if (ts.acceptWord('you')) return 'controller';
  return undefined;
}

function effect(ts: TokenStream): Effect[] {
  const subject = acceptPlayerSubject(ts);
  const who: PlayerWho = subject ?? 'controller';
  const t = ts.peek();
  const verb = t?.kind === 'word' ? t.text.toLowerCase() : '';
  const verbs = [
    'gain',
    'gains',
    'lose',
    'loses',
    'draw',
    'draws',
    'discard',
    'discards',
    'search',
    'searches',
  ];
  if (subject && !verbs.includes(verb) && !(subject === 'controller' && verb === 'win')) {
    ts.fail(`expected gains, loses, draws, discards or searches${ts.describeNext()}`, undefined, EFFECT_HINT);
  }
  ts.pos++;
  switch (verb) {
    case 'gain':
    case 'gains':
    case 'lose':
    case 'loses': {
      const [amount, unit] = amountAndUnit(ts, 'e.g. gain 2M');
      if (unit !== 'M') ts.fail('only money can be gained or lost here', t?.range, 'e.g. gain 2M');
      return [{ op: verb.startsWith('gain') ? 'gain-money' : 'lose-money', amount, who }];
    }
    case 'draw':
    case 'draws': {
      let count = 1;
      if (ts.acceptWord('a') || ts.acceptWord('one')) ts.acceptWord('card');
      else {
        count = whole(ts, 'how many cards');
        ts.acceptWord('cards') ?? ts.acceptWord('card');
      }
      return [{ op: 'draw', count, who }];
    }
    case 'discard':
    case 'discards':
      return [discardEffect(ts, who)];
    case 'deal': {
      const amount = whole(ts, 'an amount of damage');
      const trait = traitWord(ts);
      ts.expectWord('damage', 'e.g. deal 2 BQ damage to target character');
      ts.expectWord('to', 'e.g. deal 2 BQ damage to target character');
      return [{ op: 'damage', trait, amount, ...cardSubject(ts) }];
    }
    case 'destroy':
    case 'annihilate':
    case 'engage':
    case 'disengage':
    case 'move':
    case 'redeploy': {
      const op: 'destroy' | 'annihilate' | 'engage' | 'disengage' | 'move' | 'redeploy' = verb;
      return [{ op, ...cardSubject(ts) } as Effect];
    }
    case 'regenerate':
      if (!ts.acceptWords('this', 'card'))
        ts.fail('only `regenerate this card` is known', undefined, EFFECT_HINT);
      return [{ op: 'regenerate', who: 'self' }];
    case 'swap': {
      const first = cardSubject(ts);
      ts.expectWord('with', 'e.g. swap this card with target character');
      const second = cardSubject(ts);
      return [
        { op: 'swap', ...first, with: second.who, ...(second.filter ? { filter: second.filter } : {}) },
      ];
    }
    case 'bond': {
      const first = cardSubject(ts);
      if (!ts.acceptWord('to') && !ts.acceptWord('under'))
        ts.fail(`expected \`to\`${ts.describeNext()}`, undefined, 'e.g. bond this card to target character');
      const host = cardSubject(ts);
      return [
        { op: 'bond', who: first.who, under: host.who, ...(host.filter ? { filter: host.filter } : {}) },
      ];
    }
    case 'put':
    case 'remove':
      return [counterEffect(ts, verb === 'remove')];
    case 'create':
      return [tokenEffect(ts)];
    case 'cancel':
      if (
        !(
          ts.acceptWords('the', 'top', 'of', 'the', 'stack') ||
          ts.acceptWords('the', 'top', 'item', 'of', 'the', 'stack')
        )
      )
        ts.fail(
          `expected \`the top of the stack\`${ts.describeNext()}`,
          undefined,
          'e.g. cancel the top of the stack',
        );
      return [{ op: 'cancel', who: 'top-of-stack' }];
    case 'search':
    case 'searches':
      return [searchEffect(ts, who)];
    case 'return': {
      const subject = cardSubject(ts);
      const hint = "e.g. return target character to its owner's hand";
      ts.expectWord('to', hint);
      ts.expectWord('its', hint);
      if (!ts.acceptWord("owner's") && !ts.acceptWord('owner’s'))
        ts.fail(`expected \`owner's\`${ts.describeNext()}`, undefined, hint);
      ts.expectWord('hand', hint);
      return [{ op: 'return', ...subject } as Effect];
    }
    case 'win':
      // 1.2.10.6: only the effect's controller wins; the others lose with it.
      ts.expectWord('the', 'e.g. win the game');
      ts.expectWord('game', 'e.g. win the game');
      return [{ op: 'win', who: 'controller' }];
    default:
      return ts.fail(
        t ? `${describe(t)} is not an effect` : 'expected an effect, but the line ends here',
        t?.range,
        EFFECT_HINT,
      );
  }
}

function whole(ts: TokenStream, what: string, hint?: string): number {
  const t = ts.peek();
  if (t?.kind === 'number' && /^\d+$/.test(t.text)) {
    ts.pos++;
    return Number(t.text);
  }
  if (ts.acceptWord('a') || ts.acceptWord('an') || ts.acceptWord('one')) return 1;
  return ts.fail(`expected ${what}${ts.describeNext()}`, undefined, hint);
}

function traitWord(ts: TokenStream): Trait {
  const t = ts.peek();
  const w = t?.kind === 'word' ? t.text.toUpperCase() : '';
  if (!isTrait(w)) ts.fail(`expected a trait${ts.describeNext()}`, undefined, 'IQ, EQ, MQ or BQ');
  ts.pos++;
  return w;
}

/** `put a +1 BQ counter on X`, `put 2 -1 IQ counters on X`, `put 3 development counters on X`, `remove ... from X`. */
function counterEffect(ts: TokenStream, remove: boolean): Effect {
  let count = 1;
  const first = ts.peek();
  if (ts.acceptWord('a') || ts.acceptWord('an') || ts.acceptWord('one')) count = 1;
  else if (first?.kind === 'number' && /^\d+$/.test(first.text) && !isSignedTrait(ts, 0)) {
    ts.pos++;
    count = Number(first.text);
  }
  const signedTrait = readSignedTrait(ts);
  let nameWord: string | undefined;
  if (!signedTrait) {
    const n = ts.peek();
    if (n?.kind !== 'word' || /^counters?$/i.test(n.text))
      ts.fail(`expected a counter like +1 BQ or development${ts.describeNext()}`);
    nameWord = n.text.toLowerCase();
    ts.pos++;
  }
  if (!ts.acceptWord('counter') && !ts.acceptWord('counters'))
    ts.fail(`expected \`counter\`${ts.describeNext()}`);
  if (!ts.acceptWord(remove ? 'from' : 'on'))
    ts.fail(`expected \`${remove ? 'from' : 'on'}\`${ts.describeNext()}`);
  const subject = cardSubject(ts);
  const sign = remove ? -1 : 1;
  if (signedTrait)
    return { op: 'counter', trait: signedTrait[1], amount: sign * count * signedTrait[0], ...subject };
  return { op: 'named-counter', name: nameWord as string, amount: sign * count, ...subject };
}

function isSignedTrait(ts: TokenStream, k: number): boolean {
  const t = ts.peek(k);
  if (t?.kind === 'amount') return /^[+-]\d+/.test(t.text);
  return t?.kind === 'number' && /^[+-]/.test(t.text);
}

/** `+1 BQ`, `+1BQ`, `-2 IQ`: a signed trait amount. */
function readSignedTrait(ts: TokenStream): [number, Trait] | undefined {
  const t = ts.peek();
  if (t?.kind === 'amount') {
    const m = /^([+-]\d+)(\p{L}+)$/u.exec(t.text);
    if (m && isTrait((m[2] as string).toUpperCase())) {
      ts.pos++;
      return [Number(m[1]), (m[2] as string).toUpperCase() as Trait];
    }
  }
  if (t?.kind === 'number' && /^[+-]\d+$/.test(t.text)) {
    ts.pos++;
    return [Number(t.text), traitWord(ts)];
  }
  return undefined;
}

/** `create a "Drone" token`, `create 2 "Drone" tokens`. */
function tokenEffect(ts: TokenStream): Effect {
  const count = whole(ts, 'how many tokens');
  const n = ts.peek();
  if (n?.kind !== 'string')
    ts.fail(
      `expected the token's card name in quotes${ts.describeNext()}`,
      undefined,
      'e.g. create a "Drone" token',
    );
  ts.pos++;
  if (!ts.acceptWord('token') && !ts.acceptWord('tokens')) ts.fail(`expected \`token\`${ts.describeNext()}`);
  return { op: 'token', name: n.value, count, who: 'controller' };
}

/**
 * `search your deck for a #mutation card valued at most 4M and deploy it bonded to this card`;
 * `each opponent searches his deck or open market for up to 2 #crisis cards and puts them into his hand`.
 */
function searchEffect(ts: TokenStream, who: PlayerWho): Effect {
  if (who === 'target-player') ts.fail('a search is made by you, each opponent or each player');
  ts.acceptWord('your') ?? ts.acceptWord('his') ?? ts.acceptWord('her') ?? ts.acceptWord('their');
  const zones = searchZones(ts);
  ts.expectWord('for', 'e.g. search your deck for a #mutation card');
  let count: number | 'any' = 1;
  if (ts.acceptWords('any', 'number', 'of')) count = 'any';
  else if (ts.acceptWords('up', 'to')) count = whole(ts, 'how many cards');
  else count = whole(ts, 'how many cards');
  const filter = kindFilter(ts, true);
  let valuation: SearchSpec['valuation'];
  if (ts.acceptWords('valued', 'at', 'most')) {
    const t = ts.peek();
    let limit: number;
    let of: 'money' | 'total' = 'total';
    if (t?.kind === 'amount' && /^\d+M$/i.test(t.text)) {
      limit = Number(t.text.slice(0, -1));
      of = 'money';
      ts.pos++;
    } else {
      limit = whole(ts, 'a valuation limit');
      if (ts.acceptWord('m')) of = 'money';
    }
    const combined = ts.acceptWords('in', 'all') !== undefined;
    valuation = { limit, of, combined };
  }
  if (!ts.acceptWord('and'))
    ts.fail(`expected \`and\` then what happens to the cards found${ts.describeNext()}`);
  const into = searchInto(ts);
  return {
    op: 'search',
    who: 'controller',
    search: {
      who: who === 'each-opponent' ? 'each-opponent' : who === 'each-player' ? 'each-player' : 'controller',
      zones,
      filter,
      count,
      ...(valuation ? { valuation } : {}),
      into,
    },
  };
}

function searchZones(ts: TokenStream): SearchSpec['zones'] {
  if (ts.acceptWords('open', 'market')) return 'open-market';
  if (ts.acceptWords('main', 'deck')) return 'main-deck';
  if (ts.acceptWords('resource', 'deck')) return 'resource-deck';
  if (ts.acceptWord('deck')) {
    if (ts.acceptWords('or', 'open', 'market')) return 'deck-or-open-market';
    if (ts.acceptWords('and', 'open', 'market')) return 'deck-and-open-market';
    return 'deck';
  }
  return ts.fail(
    `expected where to search${ts.describeNext()}`,
    undefined,
    'deck, main deck, resource deck, open market, deck or open market, deck and open market',
  );
}

function searchInto(ts: TokenStream): SearchSpec['into'] {
  ts.acceptWords('reveal', 'it', 'and') ?? ts.acceptWords('reveal', 'them', 'and');
  if (ts.acceptWord('put') || ts.acceptWord('puts')) {
    if (!ts.acceptWord('it') && !ts.acceptWord('them'))
      ts.fail(`expected \`it\` or \`them\`${ts.describeNext()}`);
    ts.expectWord('into');
    ts.acceptWord('your') ?? ts.acceptWord('his') ?? ts.acceptWord('her') ?? ts.acceptWord('their');
    ts.expectWord('hand');
    return 'hand';
  }
  if (ts.acceptWord('deploy') || ts.acceptWord('deploys')) {
    if (!ts.acceptWord('it') && !ts.acceptWord('them'))
      ts.fail(`expected \`it\` or \`them\`${ts.describeNext()}`);
    if (ts.acceptWords('bonded', 'to', 'this', 'card') || ts.acceptWords('bonded', 'under', 'this', 'card'))
      return 'bond';
    if (ts.acceptWords('next', 'to', 'this', 'card') || ts.acceptWords('adjacent', 'to', 'this', 'card'))
      return 'deploy-adjacent';
    return 'deploy';
  }
  return ts.fail(
    `expected what happens to the cards found${ts.describeNext()}`,
    undefined,
    'put it into your hand, deploy it, deploy it bonded to this card, deploy them next to this card',
  );
}

// ---- cards ----

/** Whether a card kind (type, subtype, `card`, `another`) starts here. */
function startsCardKind(ts: TokenStream): boolean {
  const t = ts.peek();
  if (!t) return false;
  if (t.kind === 'subtype') return true;
  if (t.kind !== 'word') return false;
  const w = t.text.toLowerCase();
  return ['a', 'an', 'another', 'card', 'cards'].includes(w) || w in TYPE_WORDS;
}

/**
 * A kind of card: `[a|an] [another] [#sub...] (card|cards|<type>) [named "X"] [with KEYWORD|TRAIT]
 * [you control | an opponent controls]`. `plural`: `cards`/`characters` are read too.
 */
function kindFilter(ts: TokenStream, _plural = false): CardFilter {
  ts.acceptWord('a') ?? ts.acceptWord('an');
  const other = ts.acceptWord('another') !== undefined;
  const subtypes: string[] = [];
  while (ts.peek()?.kind === 'subtype') subtypes.push((ts.next('a subtype') as Token).text.slice(1));
  const t = ts.peek();
  const w = t?.kind === 'word' ? t.text.toLowerCase() : '';
  let types: CardType[] | undefined;
  if (w === 'card' || w === 'cards') ts.pos++;
  else if (w in TYPE_WORDS) {
    ts.pos++;
    types = [TYPE_WORDS[w] as CardType];
    while (ts.isWord('or') && (ts.peek(1)?.text.toLowerCase() ?? '') in TYPE_WORDS) {
      ts.pos++;
      types.push(TYPE_WORDS[(ts.next('a card type') as Token).text.toLowerCase()] as CardType);
    }
  } else if (subtypes.length === 0) {
    ts.fail(
      `expected a kind of card${ts.describeNext()}`,
      undefined,
      'e.g. card, character, #building card, equipment',
    );
  }
  let name: string | undefined;
  if (ts.acceptWord('named')) {
    const n = ts.peek();
    if (n?.kind !== 'string') ts.fail(`expected a card name in quotes${ts.describeNext()}`);
    ts.pos++;
    name = n.value;
  }
  let keyword: string | undefined;
  let withTrait: Trait | undefined;
  if (ts.isWord('with')) {
    const k = ts.peek(1);
    if (k?.kind === 'word' && isTrait(k.text.toUpperCase())) {
      ts.pos += 2;
      withTrait = k.text.toUpperCase() as Trait;
    } else if (k?.kind === 'word' && /^[A-Z][A-Z ]+$/.test(k.text)) {
      ts.pos += 2;
      keyword = k.text;
      while (ts.peek()?.kind === 'word' && /^[A-Z]{2,}$/.test(ts.peek()?.text ?? ''))
        keyword += ` ${ts.next('a keyword').text}`;
    }
  }
  let controller: 'you' | 'opponent' | undefined;
  if (ts.acceptWords('you', 'control')) controller = 'you';
  else if (ts.acceptWords('an', 'opponent', 'controls') || ts.acceptWords('opponents', 'control'))
    controller = 'opponent';
  return {
    ...(types ? { types } : {}),
    ...(subtypes.length ? { subtypes } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(keyword ? { keyword } : {}),
    ...(withTrait ? { withTrait } : {}),
    ...(controller ? { controller } : {}),
    ...(other ? { other } : {}),
  };
}

/** The cards an effect reaches: `target <kind>`, `a chosen <kind>`, `this card`, `each <kind> in radius N`... */
function cardSubject(ts: TokenStream): { who: CardSubject; filter?: CardFilter; radius?: number } {
  if (ts.acceptWords('this', 'card') || ts.acceptWord('it')) return { who: 'self' };
  if (ts.acceptWords('the', 'card', 'this', 'is', 'bonded', 'to')) return { who: 'bonded-top' };
  if (ts.acceptWords('the', 'card', 'paid', 'with')) return { who: 'cost-card' };
  if (ts.acceptWord('target')) return withFilter('target-card', kindFilter(ts));
  if (ts.acceptWords('a', 'chosen') || ts.acceptWord('chosen'))
    return withFilter('chosen-card', kindFilter(ts));
  if (ts.acceptWord('each') || ts.acceptWord('every') || ts.acceptWord('all')) {
    const filter = kindFilter(ts, true);
    if (!ts.acceptWords('in', 'radius'))
      ts.fail(`expected \`in radius N\`${ts.describeNext()}`, undefined, 'e.g. each character in radius 1');
    const radius = whole(ts, 'a radius');
    return { ...withFilter('each-in-radius', filter), radius };
  }
  return ts.fail(`expected the cards it reaches${ts.describeNext()}`, undefined, CARD_HINT);
}

function withFilter(who: CardSubject, f: CardFilter): { who: CardSubject; filter?: CardFilter } {
  return Object.keys(f).length ? { who, filter: f } : { who };
}

// ---- continuous and static ----

/** `+1 BQ and FLYING to the card this is bonded to, -1 IQ to characters an opponent controls in radius 2`. */
function modifierList(ts: TokenStream): Modifier[] {
  const out: Modifier[] = [];
  do {
    const changes: Omit<Modifier, 'scope'>[] = [];
    do changes.push(change(ts));
    while (ts.acceptWord('and'));
    ts.expectWord('to', 'e.g. +1 BQ to this card');
    const scope = modifierScope(ts);
    for (const c of changes) out.push({ ...c, scope });
  } while (ts.acceptSymbol(','));
  return out;
}

function change(ts: TokenStream): Omit<Modifier, 'scope'> {
  if (ts.acceptWord('value') || ts.acceptWord('valuation')) return { valuation: valuationChange(ts) };
  const signed = readSignedTrait(ts);
  if (signed) return { trait: signed[1], amount: signed[0] };
  const t = ts.peek();
  if (t?.kind === 'word' && /^[A-Z][A-Z]+$/.test(t.text)) {
    ts.pos++;
    const words = [t.text];
    while (ts.peek()?.kind === 'word' && /^[A-Z]{2,}$/.test(ts.peek()?.text ?? '') && !ts.isWord('to'))
      words.push(ts.next('a keyword').text);
    const args: string[] = [];
    while (!ts.atEnd && !ts.isWord('to') && !ts.isWord('and')) args.push(ts.next('an argument').value);
    const keyword: KeywordInstance = { name: words.join(' '), args };
    return { keyword };
  }
  return ts.fail(
    `expected a change like +1 BQ or a KEYWORD${ts.describeNext()}`,
    undefined,
    'e.g. continuous: +1 BQ to this card',
  );
}

/**
 * After `value`: `+2M`, `-1M`, `+2 M`, then optionally `per <kind>` (cards in play, as a condition
 * counts them) or `per <name> counter` (on this card). Only the money valuation changes.
 */
function valuationChange(ts: TokenStream): ValuationChange {
  const t = ts.peek();
  let money: number | undefined;
  if (t?.kind === 'amount') {
    const m = /^([+-]\d+)(\p{L}+)$/u.exec(t.text);
    const unit = (m?.[2] ?? '').toUpperCase().replace('€', 'M');
    if (m && unit === 'M') money = Number(m[1]);
    else if (m && isTrait(unit))
      ts.fail(`a valuation changes by money only, not by ${unit}`, t.range, VALUE_HINT);
    else if (/^\d/.test(t.text))
      ts.fail(`expected a signed amount like +2M, not ${describe(t)}`, t.range, VALUE_HINT);
    if (money !== undefined) ts.pos++;
  } else if (t?.kind === 'number' && /^[+-]\d+$/.test(t.text)) {
    const u = ts.peek(1);
    const unit = u?.kind === 'word' ? u.text.toUpperCase().replace('€', 'M') : '';
    if (unit === 'M') {
      money = Number(t.text);
      ts.pos += 2;
    } else if (isTrait(unit))
      ts.fail(`a valuation changes by money only, not by ${unit}`, u?.range, VALUE_HINT);
  }
  if (money === undefined)
    return ts.fail(`expected a change of valuation like +2M${ts.describeNext()}`, undefined, VALUE_HINT);
  if (!ts.acceptWord('per')) return { money };
  const name = ts.peek();
  if (name?.kind === 'word' && (ts.isWord('counter', 1) || ts.isWord('counters', 1))) {
    ts.pos += 2;
    ts.acceptWords('on', 'this', 'card');
    return { money, per: { kind: 'counters', name: name.text.toLowerCase() } };
  }
  if (!startsCardKind(ts))
    ts.fail(`expected what the change counts${ts.describeNext()}`, undefined, VALUE_HINT);
  return { money, per: { kind: 'cards', filter: kindFilter(ts, true) } };
}

function modifierScope(ts: TokenStream): ModifierScope {
  if (ts.acceptWords('this', 'card')) return { kind: 'self' };
  if (ts.acceptWords('the', 'card', 'this', 'is', 'bonded', 'to')) return { kind: 'bonded-top' };
  ts.acceptWord('all') ?? ts.acceptWord('each') ?? ts.acceptWord('every');
  const filter = kindFilter(ts, true);
  if (ts.acceptWords('in', 'radius')) return { kind: 'radius', radius: whole(ts, 'a radius'), filter };
  return { kind: 'all', filter };
}

// ---- conditions ----

function acceptCondition(ts: TokenStream): Condition | undefined {
  if (!ts.acceptWord('if')) return undefined;
  if (ts.acceptWords('you', 'control')) return controls(ts, 'you');
  if (ts.acceptWords('an', 'opponent', 'controls')) return controls(ts, 'opponent');
  if (ts.acceptWords('this', 'card', 'is')) return { kind: 'self-engaged', engaged: engagedWord(ts) };
  if (ts.acceptWords('the', 'target', 'is') || ts.acceptWords('target', 'is'))
    return { kind: 'target-engaged', engaged: engagedWord(ts) };
  if (ts.acceptWords('you', 'have')) {
    const [amount, unit] = amountAndUnit(ts, 'e.g. if you have 5M or more');
    if (unit !== 'M') ts.fail('a money condition counts M');
    if (ts.acceptWords('or', 'more')) return { kind: 'money', atLeast: amount };
    if (ts.acceptWords('or', 'less')) return { kind: 'money', atMost: amount };
    return ts.fail(`expected \`or more\` or \`or less\`${ts.describeNext()}`);
  }
  return ts.fail(
    `expected a condition${ts.describeNext()}`,
    undefined,
    'if you control a #water card, if an opponent controls 2 characters, if this card is engaged, if the target is disengaged, if you have 5M or more',
  );
}

function controls(ts: TokenStream, who: 'you' | 'opponent'): Condition {
  let atLeast = 1;
  const t = ts.peek();
  if (t?.kind === 'number' && /^\d+$/.test(t.text)) {
    ts.pos++;
    atLeast = Number(t.text);
    ts.acceptWords('or', 'more');
  }
  return { kind: 'controls', who, filter: kindFilter(ts, true), atLeast };
}

function engagedWord(ts: TokenStream): boolean {
  if (ts.acceptWord('engaged')) return true;
  if (ts.acceptWord('disengaged')) return false;
  return ts.fail(`expected engaged or disengaged${ts.describeNext()}`);
}
