import { didYouMean } from '@arbiter/core';
import type {
  Anchor,
  AnchorStatement,
  Assignment,
  CardRef,
  Coord,
  Name,
  Num,
  SpaceRef,
  Statement,
  Step,
  Str,
  TargetRef,
  Token,
  Words,
  ZoneRef,
} from '../../../syntax/ast.js';
import { parseCheckpoint, parseOutcomes } from '../../../syntax/generic-lines.js';
import type { LineResult, Mutable } from '../../../syntax/line-result.js';
import { describe, spanOf, TokenStream } from '../../../syntax/token-stream.js';
import { money } from './parse-cards.js';
import { parseFactLine } from './parse-facts.js';
import {
  acceptNetworkOwner,
  cardRef,
  commaList,
  coord,
  integer,
  name,
  nameOf,
  targetRef,
  words,
  zoneName,
  zoneRef,
} from './references.js';
import { PLAYER_PROPERTIES, STEP_FORMS } from './vocabulary.js';

/** A line of a `when` section (or under an anchor): a step, an anchor, or an `expect` checkpoint. */
export function parseWhenLine(ts: TokenStream, inAnchor: boolean): LineResult {
  if (ts.isWord('at')) {
    if (inAnchor) {
      ts.fail(
        'an anchor cannot be indented under another one',
        ts.here(),
        'move it to the left, under `when`',
      );
    }
    return anchor(ts);
  }
  if (ts.isWord('expect')) return checkpoint(ts);
  return { node: step(ts) };
}

function anchor(ts: TokenStream): LineResult {
  const hint = 'e.g. at turn 3 challenge, after blockers:';
  ts.expectWord('at');
  let turn: Num | undefined;
  let phase: Name | undefined;
  let point: Words | undefined;
  if (ts.acceptWord('turn')) turn = integer(ts, 'a turn number', { hint });
  ts.acceptWord('phase');
  const p = ts.peek();
  if (p?.kind === 'word') {
    phase = nameOf(p);
    ts.pos++;
    ts.acceptWord('phase');
  }
  if (ts.acceptSymbol(',')) {
    if (!phase) ts.fail('name the phase before the step', ts.here(), hint);
    point = words(ts, 'a step or priority window');
  }
  ts.acceptSymbol(':');
  if (!turn && !phase) ts.fail(`expected a turn or a phase${ts.describeNext()}`, undefined, hint);
  ts.expectEnd(hint);
  const body: AnchorStatement[] = [];
  const node: Anchor = {
    kind: 'anchor',
    ...(turn ? { turn } : {}),
    ...(phase ? { phase } : {}),
    ...(point ? { point } : {}),
    body,
    blankBefore: false,
    range: ts.from(ts.tokens[0]?.range ?? ts.endRange),
  };
  return { node, opens: { context: { kind: 'anchor-body' }, children: body as Statement[] } };
}

function checkpoint(ts: TokenStream): LineResult {
  return parseCheckpoint(ts, (inner) => parseFactLine(inner, 'then'));
}

function step(ts: TokenStream): Step {
  const arrow = ts.tokens.findIndex((t) => t.kind === 'symbol' && t.text === '->');
  const end = arrow < 0 ? ts.tokens.length : arrow;
  const last = ts.tokens[end - 1];
  const body = new TokenStream(
    ts.tokens.slice(0, end),
    last ? { start: last.range.end, end: last.range.end } : ts.endRange,
  );
  const first = body.peek();
  if (!first)
    ts.fail('expected a player before `->`', ts.here(), 'e.g. Ana sells "Hierarch"  -> rejected 5.5.4');
  if (first.kind !== 'word') {
    ts.fail(
      `a step starts with the player who acts, not ${describe(first)}`,
      first.range,
      'e.g. Ana sells "Hierarch"',
      'unknown-statement',
    );
  }
  const player = nameOf(first);
  body.pos = 1;
  const fields = stepBody(body);
  body.expectEnd();
  ts.pos = end;
  const outcomes = parseOutcomes(ts);
  // Completed in place, not spread into a new object: `fields` comes in some twenty shapes, and that
  // spread, megamorphic, took two thirds of the time of parsing a `when` section. Same keys, same order.
  const node = fields as Mutable<Step>;
  node.player = player;
  node.outcomes = outcomes;
  node.blankBefore = false;
  node.range = spanOf(first.range, (ts.tokens[ts.tokens.length - 1] as Token).range);
  return node;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type StepFields = DistributiveOmit<Step, 'player' | 'outcomes' | 'blankBefore' | 'range' | 'trailingComment'>;

function stepBody(ts: TokenStream): StepFields {
  const verbToken = ts.peek();
  if (verbToken?.kind !== 'word') {
    const player = ts.tokens[0] as Token;
    return ts.fail(
      verbToken ? `expected what ${player.text} does${ts.describeNext()}` : `what does ${player.text} do?`,
      verbToken?.range ?? player.range,
      'e.g. Ana sells "Hierarch", Ana passes',
      'unknown-statement',
    );
  }
  const verb = verbToken.text.toLowerCase();
  ts.pos++;
  switch (verb) {
    case 'sells':
      return { kind: 'sell', card: cardRef(ts, 'the card to sell') };
    case 'buys':
      return buy(ts);
    case 'attacks':
      return attack(ts);
    case 'blocks':
      ts.expectWord('with', 'e.g. Nick blocks with "Cleric", "Guard"');
      return { kind: 'block', blockers: commaList(ts, (ts) => cardRef(ts, 'a blocker')) };
    case 'does':
      ts.expectWord('not', 'Nick does not block / Nick does not retaliate');
      if (ts.acceptWord('block')) return { kind: 'block', blockers: [] };
      if (ts.acceptWord('retaliate')) return { kind: 'retaliate', cards: [] };
      if (ts.acceptWord('move')) return { kind: 'move', card: cardRef(ts, 'the card that stays') };
      if (ts.acceptWord('withdraw'))
        return { kind: 'withdraw', card: cardRef(ts, 'the defending card that stays'), stays: true };
      return ts.fail(`expected \`block\`, \`retaliate\`, \`move\` or \`withdraw\`${ts.describeNext()}`);
    case 'assigns':
      return { kind: 'assign', assignments: commaList(ts, assignment) };
    case 'retaliates':
      ts.expectWord('with', 'e.g. Nick retaliates with "Cleric"');
      return { kind: 'retaliate', cards: commaList(ts, (ts) => cardRef(ts, 'a card that retaliates')) };
    case 'pays':
    case 'skips':
      ts.expectWord('upkeep', `e.g. Ana ${verb} upkeep for "Raamaa"`);
      ts.expectWord('for', `e.g. Ana ${verb} upkeep for "Raamaa"`);
      return { kind: 'upkeep', pay: verb === 'pays', card: cardRef(ts, 'a card') };
    case 'produces': {
      const trait = name(ts, 'a trait', 'e.g. Ana produces BQ with "Raamaa"');
      ts.expectWord('with', 'e.g. Ana produces BQ with "Raamaa"');
      return { kind: 'produce', trait, card: cardRef(ts, 'the card that produces') };
    }
    case 'passes':
      return { kind: 'pass' };
    case 'bids':
      return { kind: 'bid', amount: money(ts, 'an amount') };
    case 'mulligans':
      return { kind: 'mulligan' };
    case 'keeps':
      return { kind: 'keep' };
    case 'concedes':
      return { kind: 'concede' };
    case 'plays':
      return play(ts, 'plays');
    case 'responds':
      ts.expectWord('with', 'e.g. Nick responds with "Psionic Scream" targeting "Illithis"');
      return play(ts, 'responds with');
    case 'activates':
      return activate(ts);
    case 'orders':
      return order(ts);
    case 'chooses':
      if (ts.acceptWord('nothing')) return { kind: 'choose', choices: [] };
      return { kind: 'choose', choices: commaList(ts, (ts) => cardRef(ts, 'a card')) };
    case 'finds':
      if (ts.acceptWord('nothing')) return { kind: 'find', cards: [] };
      return { kind: 'find', cards: commaList(ts, (ts) => cardRef(ts, 'a card')) };
    case 'moves': {
      const card = cardRef(ts, 'the card to move');
      ts.expectWord('to', 'e.g. Ana moves "Raamaa" to 2,0');
      const to = coord(ts);
      const network = acceptNetworkOwner(ts);
      return { kind: 'move', card, to, ...(network ? { network } : {}) };
    }
    case 'docks':
    case 'places': {
      // The card reference reads `"Grunt" at 0,-1 in Nick's network` as a card at a place; here that
      // place is the destination, not where the card is.
      const ref = cardRef(ts, verb === 'docks' ? 'the card to dock' : 'the founder to place');
      const example = verb === 'docks' ? 'e.g. Ana docks "Grunt" at 0,-1' : 'e.g. Ana places "Raamaa" at 0,1';
      let at = ref.at;
      let owner = ref.in?.zone === 'network' ? ref.in.owner : undefined;
      const card = { ...ref, at: undefined, in: undefined };
      if (!at) {
        ts.expectWord('at', example);
        at = coord(ts);
        owner = acceptNetworkOwner(ts) ?? owner;
      }
      const { at: _a, in: _i, ...plain } = card;
      if (verb === 'places') return { kind: 'place', card: plain, at };
      return { kind: 'dock', card: plain, at, ...(owner ? { network: owner } : {}) };
    }
    case 'withdraws':
      return { kind: 'withdraw', card: cardRef(ts, 'the card that leaves the challenge') };
    case 'goes':
      if (ts.acceptWord('first')) return { kind: 'go-first', first: true };
      if (ts.acceptWord('second')) return { kind: 'go-first', first: false };
      return ts.fail(`expected \`first\` or \`second\`${ts.describeNext()}`);
    default: {
      const guess = didYouMean(verb, Object.keys(STEP_FORMS));
      const player = (ts.tokens[0] as Token).text;
      const isFact =
        (PLAYER_PROPERTIES as readonly string[]).includes(verb) || zoneName(ts, -1) !== undefined;
      return ts.fail(
        `\`${verbToken.text}\` is not a step`,
        verbToken.range,
        isFact
          ? `to check it between steps, write: expect ${player} ${verbToken.text} ...`
          : guess
            ? `did you mean \`${guess}\`? e.g. ${STEP_FORMS[guess]}`
            : `steps: ${Object.keys(STEP_FORMS).join(', ')}`,
        'unknown-statement',
      );
    }
  }
}

/** What may follow the card a player buys or plays, in any order, each once. */
interface CardPlacement {
  from?: ZoneRef | SpaceRef;
  at?: Coord;
  network?: Name;
  targets?: TargetRef[];
  choosing?: CardRef[];
}

/**
 * `targeting …`, `choosing …`, `at x,y`, `in Nick's network` and, for a buy, `from …` after the
 * card of `buys` and `plays`.
 */
function cardPlacement(ts: TokenStream, o: { from: boolean }): CardPlacement {
  const out: CardPlacement = {};
  for (;;) {
    const t = ts.peek();
    if (ts.acceptWord('targeting')) {
      if (out.targets)
        ts.fail('`targeting` is given twice', t?.range, 'list every target after one `targeting`');
      out.targets = commaList(ts, (ts) => targetRef(ts, 'a target'));
    } else if (ts.acceptWord('choosing')) {
      if (out.choosing) ts.fail('`choosing` is given twice', t?.range);
      out.choosing = commaList(ts, (ts) => cardRef(ts, 'a card'));
    } else if (o.from && ts.acceptWord('from')) {
      if (out.from) ts.fail('`from` is given twice', t?.range);
      // `from 1,0 in Nick's network`: the pile the card tops; otherwise a zone.
      out.from =
        ts.peek()?.kind === 'coord' ? (targetRef(ts, 'the space bought from') as SpaceRef) : zoneRef(ts);
    } else if (ts.isWord('at')) {
      if (out.at) ts.fail('`at` is given twice', t?.range);
      ts.pos++;
      out.at = coord(ts);
    } else if (ts.isWord('in')) {
      if (out.network) ts.fail('`in` is given twice', t?.range);
      out.network = acceptNetworkOwner(ts);
      if (!out.network) ts.fail(`expected "in Nick's network"${ts.describeNext()}`);
    } else {
      return out;
    }
  }
}

function buy(ts: TokenStream): StepFields {
  const card = cardRef(ts, 'the card to buy', { place: false });
  const { from, at, network, targets, choosing } = cardPlacement(ts, { from: true });
  return {
    kind: 'buy',
    card,
    ...(from ? { from } : {}),
    ...(at ? { at } : {}),
    ...(network ? { network } : {}),
    ...(targets ? { targets } : {}),
    ...(choosing ? { choosing } : {}),
  };
}

function attack(ts: TokenStream): StepFields {
  const hint = 'e.g. Ana attacks "Illithis" with "Raamaa" using BQ';
  const target = targetRef(ts, 'the attacked card or space');
  let attacker: CardRef | undefined;
  let trait: Name | undefined;
  for (;;) {
    const t = ts.peek();
    if (ts.acceptWord('with')) {
      if (attacker) ts.fail('`with` is given twice', t?.range);
      attacker = cardRef(ts, 'the attacking card');
    } else if (ts.acceptWord('using')) {
      if (trait) ts.fail('`using` is given twice', t?.range);
      trait = name(ts, 'a trait', hint);
    } else {
      break;
    }
  }
  if (!attacker) ts.fail(`say which card attacks: \`with "..."\`${ts.describeNext()}`, undefined, hint);
  if (!trait) ts.fail(`say which trait the attack uses: \`using BQ\`${ts.describeNext()}`, undefined, hint);
  return { kind: 'attack', target, attacker, trait };
}

function assignment(ts: TokenStream): Assignment {
  const start = ts.here();
  const amount = integer(ts, 'an amount of damage', { hint: 'e.g. Ana assigns 2 to "Cleric", 2 to "Guard"' });
  let trait: Name | undefined;
  if (ts.peek()?.kind === 'word' && !ts.isWord('to')) trait = name(ts, 'a trait');
  ts.expectWord('to', 'e.g. Ana assigns 2 to "Cleric", 2 to "Guard"');
  const card = cardRef(ts, 'a defender');
  return { kind: 'assignment', amount, ...(trait ? { trait } : {}), card, range: ts.from(start) };
}

function play(ts: TokenStream, verb: 'plays' | 'responds with'): StepFields {
  const card = cardRef(ts, 'the card to play', { place: false });
  const { targets, choosing, at, network } = cardPlacement(ts, { from: false });
  return {
    kind: 'play',
    verb,
    card,
    targets: targets ?? [],
    ...(choosing ? { choosing } : {}),
    ...(at ? { at } : {}),
    ...(network ? { network } : {}),
  };
}

/** `orders "A", "B"` (8.3.1), or `orders "Twin" ability 2, "Twin" ability 1` (3.9.4). */
function order(ts: TokenStream): StepFields {
  const start = ts.peek();
  const named = commaList(ts, (ts) => {
    const card = cardRef(ts, 'a card');
    if (!ts.acceptWord('ability')) return { card };
    const a = ts.peek();
    if (a?.kind === 'string') {
      ts.pos++;
      return { card, ability: { kind: 'string', value: a.value, range: a.range } as Str };
    }
    return { card, ability: integer(ts, 'which ability (a number or its text in quotes)') as Num };
  });
  const abilities = named.flatMap((n) => (n.ability ? [n.ability] : []));
  if (abilities.length > 0 && abilities.length < named.length)
    ts.fail(
      'name an ability for every effect ordered, or for none',
      start?.range,
      'e.g. Ana orders "Twin" ability 2, "Twin" ability 1',
    );
  return {
    kind: 'order',
    items: named.map((n) => n.card),
    ...(abilities.length > 0 ? { abilities } : {}),
  };
}

function activate(ts: TokenStream): StepFields {
  const card = cardRef(ts, 'the card whose ability is activated');
  let ability: Str | Num | undefined;
  let targets: TargetRef[] | undefined;
  let choosing: CardRef[] | undefined;
  for (;;) {
    const t = ts.peek();
    if (ts.acceptWord('ability')) {
      if (ability) ts.fail('`ability` is given twice', t?.range);
      const a = ts.peek();
      if (a?.kind === 'string') {
        ability = { kind: 'string', value: a.value, range: a.range };
        ts.pos++;
      } else {
        ability = integer(ts, 'which ability (a number or its text in quotes)');
      }
    } else if (ts.acceptWord('targeting')) {
      if (targets) ts.fail('`targeting` is given twice', t?.range);
      targets = commaList(ts, (ts) => targetRef(ts, 'a target'));
    } else if (ts.acceptWord('choosing')) {
      if (choosing) ts.fail('`choosing` is given twice', t?.range);
      choosing = commaList(ts, (ts) => cardRef(ts, 'a card'));
    } else {
      break;
    }
  }
  return {
    kind: 'activate',
    card,
    ...(ability ? { ability } : {}),
    targets: targets ?? [],
    choosing: choosing ?? [],
  };
}

/** `-> rejected 5.5.4 under v1.7 -> accepted under ed3.0-fr`. */
