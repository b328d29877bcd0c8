import { buildState, type CardDefinition, DEMO_LIBRARY, type GameState, placeAt } from '@arbiter/megacorp';
import { TEST_LIBRARY } from '@arbiter/megacorp/testing';
import { parse } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import {
  cardLine,
  cardLines,
  checkStep,
  engineOf,
  type FailingRun,
  MECHANICS_DECKS_FILE,
  REFERENCE_DECKS_FILE,
  referenceLibrary,
  stateToGiven,
  stepWriter,
  writeCounterexample,
} from '../src/megacorp/index.js';
import { doubleChargeOnBuy } from './helpers.js';

function buyPhase(): GameState {
  const { state } = buildState({
    library: TEST_LIBRARY,
    players: [
      {
        id: 'Ana',
        money: 3,
        turnsTaken: 2,
        hand: ['Gnost Cleric', 'Grunt', 'Zap'],
        mainDeck: ['Filler', 'Filler'],
        resourceDeck: ['Affluent Customers'],
        network: [
          { x: 0, y: 0, cards: ['Ana Corp'] },
          { x: 1, y: 0, cards: ['Raamaa'] },
          { x: 0, y: 1, cards: ['Grunt'] },
        ],
      },
      {
        id: 'Nick',
        turnsTaken: 1,
        mainDeck: ['Filler'],
        resourceDeck: ['Affluent Customers'],
        network: [
          { x: 0, y: 0, cards: ['Nick Corp'] },
          { x: 0, y: -1, cards: ['Illithis'] },
          { x: 1, y: 0, cards: ['Grunt'] },
        ],
      },
    ],
    turn: 3,
    active: 'Ana',
  });
  return placeAt(state, { turn: { buy: { main: 'open' } } });
}

const parsesAsStep = (step: string) => parse(`scenario "s"\nwhen\n  ${step}\n`).diagnostics;

describe('engine actions as scenario steps', () => {
  const s = buyPhase();
  const { aliases } = stateToGiven(s);
  const w = stepWriter(aliases);
  const id = (name: string, owner: string) =>
    Object.values(s.cards).find(
      (c) =>
        c.name === name &&
        c.owner === owner &&
        s.players.some((p) => p.hand.includes(c.id) || p.network.some((x) => x.cards.includes(c.id))),
    )?.id as string;

  it('writes each kind of action in the language’s step forms', () => {
    const cleric = id('Gnost Cleric', 'Ana');
    const raamaa = id('Raamaa', 'Ana');
    const grunt = s.players[0]?.network[2]?.cards[0] as string;
    const nickGrunt = s.players[1]?.network[2]?.cards[0] as string;
    const illithis = id('Illithis', 'Nick');
    const steps = [
      w.step(s, { type: 'sell', player: 'Ana', card: raamaa }),
      w.step(s, { type: 'buy', player: 'Ana', card: cleric, at: { network: 'Ana', x: 0, y: 2 } }),
      w.step(s, { type: 'buy', player: 'Ana', card: cleric, at: { network: 'Nick', x: 0, y: -2 } }),
      w.step(s, { type: 'produce', player: 'Ana', card: grunt, trait: 'BQ' }),
      w.step(s, {
        type: 'attack',
        player: 'Ana',
        attacker: raamaa,
        target: { network: 'Nick', x: 0, y: 0 },
        trait: 'BQ',
      }),
      w.step(s, {
        type: 'attack',
        player: 'Ana',
        attacker: raamaa,
        target: { network: 'Nick', x: 0, y: -1 },
        trait: 'BQ',
      }),
      w.step(s, {
        type: 'attack',
        player: 'Ana',
        attacker: grunt,
        target: { network: 'Nick', x: 1, y: 0 },
        trait: 'BQ',
      }),
      w.step(s, { type: 'block', player: 'Nick', blockers: [illithis, nickGrunt] }),
      w.step(s, { type: 'block', player: 'Nick', blockers: [] }),
      w.step(s, { type: 'assign-damage', player: 'Ana', split: { [illithis]: 2, [nickGrunt]: 1 } }),
      w.step(s, { type: 'retaliate', player: 'Nick', cards: [illithis] }),
      w.step(s, { type: 'retaliate', player: 'Nick', cards: [] }),
      w.step(s, { type: 'pay-upkeep', player: 'Ana', card: raamaa, pay: true }),
      w.step(s, { type: 'pay-upkeep', player: 'Ana', card: raamaa, pay: false }),
      w.step(s, { type: 'pass', player: 'Ana' }),
      w.step(s, { type: 'bid', player: 'Ana', amount: 2 }),
      w.step(s, { type: 'go-first', player: 'Nick', accept: false }),
      w.step(s, { type: 'mulligan', player: 'Ana' }),
      w.step(s, { type: 'keep', player: 'Ana' }),
      w.step(s, { type: 'concede', player: 'Nick' }),
      w.step(s, { type: 'order', player: 'Ana', cards: [raamaa, grunt] }),
      w.step(s, { type: 'activate', player: 'Ana', card: raamaa, ability: 1, targets: [illithis] }),
      w.step(s, { type: 'place-founder', player: 'Ana', card: raamaa, at: { x: 0, y: 1 } }),
      w.step(s, { type: 'dock', player: 'Ana', card: cleric, at: { network: 'Nick', x: 1, y: 1 } }),
      w.step(s, { type: 'produce', player: 'Nick', card: id('Nick Corp', 'Nick'), trait: 'BQ' }),
    ];
    expect(steps).toEqual([
      'Ana sells "Raamaa"',
      'Ana buys "Gnost Cleric" at 0,2',
      `Ana buys "Gnost Cleric" at 0,-2 in Nick's network`,
      `Ana produces BQ with grunt1`,
      `Ana attacks Nick's business with "Raamaa" using BQ`,
      'Ana attacks "Illithis" with "Raamaa" using BQ',
      'Ana attacks grunt2 with grunt1 using BQ',
      'Nick blocks with "Illithis", grunt2',
      'Nick does not block',
      'Ana assigns 2 to "Illithis", 1 to grunt2',
      'Nick retaliates with "Illithis"',
      'Nick does not retaliate',
      'Ana pays upkeep for "Raamaa"',
      'Ana skips upkeep for "Raamaa"',
      'Ana passes',
      'Ana bids 2',
      'Nick goes second',
      'Ana mulligans',
      'Ana keeps',
      'Nick concedes',
      'Ana orders "Raamaa", grunt1',
      'Ana activates "Raamaa" ability 2 targeting "Illithis"',
      'Ana places "Raamaa" at 0,1',
      `Ana docks "Gnost Cleric" at 1,1 in Nick's network`,
      'Nick produces BQ with "Nick Corp"',
    ]);
    for (const step of steps) expect(parsesAsStep(step as string), step as string).toEqual([]);
  });

  it('tells copies apart by place when no alias names them', () => {
    const hand = s.players[0]?.hand[1] as string; // a Grunt in Ana's hand
    expect(w.card(s, hand, 'Ana')).toBe(`"Grunt" in Ana's hand`);
    expect(w.step(s, { type: 'buy', player: 'Ana', card: hand, at: { network: 'Ana', x: 0, y: 2 } })).toBe(
      'Ana buys "Grunt" from hand at 0,2',
    );
    expect(parsesAsStep('Ana buys "Grunt" from hand at 0,2')).toEqual([]);
    expect(parsesAsStep(`Ana sells "Grunt" in Ana's hand`)).toEqual([]);
  });

  it('writes card definitions as cards lines the parser reads', () => {
    const lines = [
      'Hierarch',
      'Windfall',
      'Costly Lab',
      'Market Stall',
      'Raamaa',
      'Icon',
      'Old Guard',
      'Mind Lab',
    ].map((n) => cardLine(TEST_LIBRARY[n] as never));
    expect(lines[0]).toBe('character "Hierarch"  cost 4M + 3BQ  traits IQ 1, EQ 2, BQ 4');
    expect(lines[7]).toBe('location "Mind Lab"  cost 2M  traits IQ 3  upkeep 1IQ');
    const { diagnostics } = parse(`cards\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
    expect(diagnostics).toEqual([]);
  });
});

describe('cards whose abilities the language states', () => {
  it('writes each printed ability as its line, which reads back to the same ability', () => {
    const library = referenceLibrary(MECHANICS_DECKS_FILE);
    const sapper = cardLines(library.Sapper as CardDefinition);
    expect(sapper).toEqual({
      lines: [
        'character "Sapper"  cost 2M  traits IQ 1, EQ 1, MQ 1, BQ 2',
        '  when deployed: put a -1 BQ counter on target character',
      ],
      stated: true,
    });
  });

  it('states every card of the mechanics and reference decks, keywords with arguments included', () => {
    for (const file of [MECHANICS_DECKS_FILE, REFERENCE_DECKS_FILE])
      for (const d of Object.values(referenceLibrary(file))) expect(cardLines(d).stated, d.name).toBe(true);
    const library = referenceLibrary(MECHANICS_DECKS_FILE);
    expect(cardLines(library.Fixer as CardDefinition).lines).toEqual([
      'character "Fixer"  cost 2M  traits IQ 2, EQ 2, MQ 1, BQ 1',
      '  SWAP 1M , engage',
    ]);
    expect(
      cardLines(referenceLibrary(REFERENCE_DECKS_FILE)['Luxury Condominiums'] as CardDefinition).lines,
    ).toEqual([
      'location "Luxury Condominiums"  cost 4M  traits EQ 2, MQ 1  #project',
      '  DEVELOPMENT: IQ or BQ',
      '  static: value +1M per development counter to this card',
    ]);
  });

  it('keeps in the card line the text of an ability the language cannot state', () => {
    const audit = cardLines(DEMO_LIBRARY.Audit as CardDefinition);
    expect(audit.stated).toBe(false);
    expect(audit.lines).toEqual([`event "Audit"  cost 2M  text "Each opponent loses 2 M."`]);
  });
});

describe('a failing run as a scenario file', () => {
  const engine = engineOf({ applyFn: doubleChargeOnBuy });
  const start = buyPhase();
  const cleric = start.players[0]?.hand[0] as string;
  const action = { type: 'buy', player: 'Ana', card: cleric, at: { network: 'Ana', x: 0, y: 2 } } as const;
  const r = engine.apply(start, action);
  if (!r.ok) throw new Error(r.violation.message);
  const failures = checkStep(engine.invariants, r.state, start, action, engine.legal(r.state));
  const run: FailingRun = {
    states: [start, r.state],
    actions: [action],
    failure: { kind: 'invariant', step: 0, action, failures },
  };
  const ce = writeCounterexample(run, { kind: 'test', note: 'A purchase charged twice.' }, engine);

  it('starts from a given the harness rebuilt and replayed to the same failure', () => {
    expect(failures.map((f) => f.invariant)).toEqual(['money never negative']);
    expect(ce.reproduced).toBe(true);
    expect(ce.cut).toBe(0);
    expect(ce.steps).toBe(1);
  });

  it('parses without a diagnostic and reads as given, when, then with the broken invariant', () => {
    expect(parse(ce.text, ce.fileName).diagnostics).toEqual([]);
    expect(ce.fileName).toBe('money-never-negative-v1-7-0.scenario');
    expect(ce.text).toContain('# Found by the Arbiter harness (test). A purchase charged twice.');
    expect(ce.text).toContain('scenario "Harness counterexample: money never negative"');
    expect(ce.text).toContain('  revisions v1.7');
    expect(ce.text).toMatch(/\n {2}character "Gnost Cleric" +cost 2M +traits IQ 1, EQ 1, MQ 2, BQ 1\n/);
    expect(ce.text).toContain('  turn 3, Ana active, phase buy\n  Ana money 3\n');
    expect(ce.text).toMatch(/when\n {2}Ana buys "Gnost Cleric" at 0,2\nthen\n/);
    expect(ce.text).toContain(
      '  # the last step breaks: money never negative (1.2.6.1): Ana has -1 M\n  Ana money 0\n',
    );
  });
});
