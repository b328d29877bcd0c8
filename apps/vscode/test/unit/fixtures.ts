import type {
  FailureInfo,
  LspRange,
  RevisionsResult,
  RunFileResult,
  ScenarioRun,
  StateNode,
} from '../../src/protocol.js';
import type { ArbiterServer } from '../../src/server.js';

/** Two scenarios, as a contributor writes them: line numbers below are 0-based. */
export const SELL_PILE = `use "basic.cards"

scenario "Selling a pile sells only its top card"
  revisions v1.7
  covers 5.5.3
given
  turn 5, Ana active, phase divest
  Ana money 10
  Ana network
    0,0  business "Ana Corp"
    0,1  "Hierarch" over "Lineage"
when
  Ana sells "Hierarch"  # the pile's top card
  expect Ana money 14
then
  Ana money 14
  Ana network 0,1 empty

scenario "A business cannot be sold"
  revisions v1.7, ed3.0-fr
given
  turn 5, Ana active, phase divest
when
  Ana sells "Ana Corp"  -> rejected 5.5.4
  Ana passes
then
  Ana money 10
`;

export const line = (n: number, from = 2, to = 30): LspRange => ({
  start: { line: n, character: from },
  end: { line: n, character: to },
});

export function run(partial: Partial<ScenarioRun> & Pick<ScenarioRun, 'title' | 'range'>): ScenarioRun {
  return { revision: 'v1.7', status: 'passed', steps: [], failures: [], log: [], durationMs: 2, ...partial };
}

export function failure(n: number, message: string, extra: Partial<FailureInfo> = {}): FailureInfo {
  return { range: line(n), message, ...extra };
}

/** The first scenario passes; the second fails at its rejected step under ed3.0-fr. */
export function sellPileResult(uri: string): RunFileResult {
  return {
    uri,
    scenarios: [
      run({
        title: 'Selling a pile sells only its top card',
        range: line(2, 0),
        steps: [
          { range: line(12), status: 'passed', kind: 'step', actions: ['Ana sells "Hierarch" (pays 4 M)'] },
          { range: line(13), status: 'passed', kind: 'checkpoint', actions: [] },
        ],
        log: ['[5.5.6.2] Ana sells "Hierarch" for 4 M'],
      }),
      run({
        title: 'A business cannot be sold',
        range: line(18, 0),
        steps: [
          { range: line(23), status: 'passed', kind: 'step', actions: [] },
          { range: line(24), status: 'passed', kind: 'step', actions: [] },
        ],
      }),
      run({
        title: 'A business cannot be sold',
        range: line(18, 0),
        revision: 'ed3.0-fr',
        status: 'failed',
        steps: [],
        failures: [
          failure(23, 'expected the rules to refuse this (5.5.4), but it was accepted', {
            expected: 'rejected 5.5.4',
            actual: 'accepted',
            board: 'turn 5, Ana active, divest\nAna: 12 M',
          }),
        ],
      }),
    ],
  };
}

export const STATECHART: StateNode = {
  key: 'game',
  path: '',
  type: 'compound',
  children: [
    { key: 'setup', path: 'setup', type: 'atomic', children: [] },
    {
      key: 'turn',
      path: 'turn',
      type: 'compound',
      children: [
        { key: 'divest', path: 'turn.divest', type: 'atomic', children: [] },
        {
          key: 'challenge',
          path: 'turn.challenge',
          type: 'compound',
          children: [
            { key: 'declare', path: 'turn.challenge.declare', type: 'atomic', children: [] },
            { key: 'blockers', path: 'turn.challenge.blockers', type: 'atomic', children: [] },
          ],
        },
      ],
    },
  ],
};

type Calls = { method: string; params: unknown }[];

export const REVISIONS: RevisionsResult = {
  game: 'megacorp',
  active: 'v1.7',
  revisions: [
    { id: 'v1.7', title: 'Megacorp V1.7', draft: false },
    { id: 'ed3.0-fr', title: 'Megacorp 3e édition', draft: false },
    { id: 'whole-piles', title: 'Whole piles sell', draft: true },
  ],
};

/** A language server that answers from the given functions and records what it was asked. */
export function fakeServer(answers: Partial<ArbiterServer> = {}): ArbiterServer & { calls: Calls } {
  const calls: Calls = [];
  const answer = async <R>(
    method: string,
    params: unknown,
    fn: (() => Promise<R>) | undefined,
    fallback: R,
  ) => {
    calls.push({ method, params });
    return fn ? fn() : fallback;
  };
  return {
    calls,
    runFile: (p) =>
      answer('runFile', p, answers.runFile && (() => answers.runFile!(p)), { uri: p.uri, scenarios: [] }),
    boardAt: (p) => answer('boardAt', p, answers.boardAt && (() => answers.boardAt!(p)), null),
    statechart: () => answer('statechart', undefined, answers.statechart, STATECHART),
    setRevision: (p) =>
      answer('setRevision', p, answers.setRevision && (() => answers.setRevision!(p)), {
        ...REVISIONS,
        game: p.game ?? REVISIONS.game,
        active: p.revision ?? 'v1.7',
      }),
    revisions: (p) => answer('revisions', p, answers.revisions && (() => answers.revisions!(p)), REVISIONS),
  };
}

/** Timers run by hand: `flush()` runs what is due, as if the delay had passed. */
export function manualScheduler() {
  let next = 1;
  const pending = new Map<number, { fn: () => void; ms: number }>();
  return {
    set: (fn: () => void, ms: number) => {
      const id = next++;
      pending.set(id, { fn, ms });
      return id;
    },
    clear: (h: unknown) => {
      pending.delete(h as number);
    },
    get pending() {
      return [...pending.values()];
    },
    flush() {
      const due = [...pending.values()];
      pending.clear();
      for (const t of due) t.fn();
    },
  };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((r) => setTimeout(r, 0));
