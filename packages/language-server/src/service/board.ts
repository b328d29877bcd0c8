import { type CardId, decision, flowPaths, type GameState, TRAITS } from '@arbiter/megacorp';
import { describePoint, renderBoard } from '@arbiter/scenario';
import type { Board, BoardCard, BoardCardRef } from '../protocol.js';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { stepText } from './actions.js';
import { scenarioAt, toRange } from './document.js';
import { stepBefore, stepOnLine, viewResult } from './evaluation.js';

function ref(s: GameState, id: CardId): BoardCardRef {
  return { id, name: s.cards[id]?.name ?? id };
}

function card(s: GameState, id: CardId): BoardCard {
  const c = s.cards[id];
  const damage: Record<string, { amount: number; permanent: number }> = {};
  for (const t of TRAITS) {
    const d = c?.damage[t];
    if (d && (d.amount || d.permanent)) damage[t] = { amount: d.amount, permanent: d.permanent };
  }
  return {
    ...ref(s, id),
    type: c ? (s.library[c.name]?.type ?? null) : null,
    engaged: c?.engaged ?? false,
    damage,
    counters: { ...(c?.counters ?? {}) },
    owner: c?.owner ?? '',
    controller: c?.controller ?? '',
  };
}

/** A game state as the board webview draws it. */
export function boardOfState(
  s: GameState,
): Omit<Board, 'uri' | 'line' | 'scenario' | 'revision' | 'revisions' | 'at' | 'stepRange' | 'status'> {
  const d = decision(s);
  return {
    turn: s.turn.number,
    active: s.turn.active,
    phase: describePoint(s),
    priority: s.priority?.holder ?? null,
    result: s.result ? { winners: [...s.result.winners], tie: s.result.tie } : null,
    flow: { value: s.flow, paths: flowPaths(s.flow) },
    players: s.players.map((p) => ({
      id: p.id,
      money: p.money,
      pools: { ...p.pools },
      handCount: p.hand.length,
      mainDeckCount: p.mainDeck.length,
      resourceDeckCount: p.resourceDeck.length,
      openMarket: p.openMarket.map((id) => ref(s, id)),
      annihilatedCount: p.annihilated.length,
      revealedResource: p.revealedResource ? ref(s, p.revealedResource) : null,
      lost: p.lost,
      active: p.id === s.turn.active,
      network: p.network.map((pile) => ({
        x: pile.x,
        y: pile.y,
        engaged: s.cards[pile.cards[0] as CardId]?.engaged ?? false,
        cards: pile.cards.map((id) => card(s, id)),
      })),
    })),
    stack: [...s.stack]
      .reverse()
      .map((it) =>
        it.kind === 'deployment'
          ? { kind: 'deployment' as const, card: ref(s, it.card), controller: it.controller }
          : { kind: 'ability' as const, card: ref(s, it.source), controller: it.controller },
      ),
    challenge: s.challenge
      ? {
          attacker: ref(s, s.challenge.attacker),
          attackerController: s.challenge.attackerController,
          target: { ...s.challenge.target },
          defending: s.challenge.defending ? ref(s, s.challenge.defending) : null,
          blockers: s.challenge.blockers.map((id) => ref(s, id)),
          defenders: s.challenge.defenders.map((id) => ref(s, id)),
          trait: s.challenge.trait,
        }
      : null,
    pending: s.pending.map((p) => ({ player: p.player, kind: p.kind })),
    decision: d
      ? {
          player: d.player,
          question: d.question,
          options: [...new Set(d.options.flatMap((a) => stepText(s, a) ?? []))],
        }
      : null,
    text: renderBoard(s),
  };
}

/** `arbiter/boardAt`: the board after the step on a line (before the first step above `when`, the end below it). */
export function getBoardAt(
  f: ParsedFile,
  line: number,
  index: WorkspaceIndex,
  revision: string | null,
): Board | null {
  if (f.kind !== 'scenario') return null;
  const at = scenarioAt(f.file, line);
  if (!at) return null;
  const view = viewResult(index, f.uri, line, revision);
  if (!view) return null;
  const { result, run } = view;
  const when = at.scenario.sections.find((s) => s.kind === 'when');
  const then = at.scenario.sections.find((s) => s.kind === 'then');
  let state: GameState | undefined;
  let where: Board['at'] = 'step';
  let stepRange: Board['stepRange'] = null;
  if (then && line >= then.range.start.line) {
    state = result.final;
    where = 'final';
  } else if (!when || line < when.range.start.line) {
    state = result.initial;
    where = 'initial';
  } else {
    const step = stepOnLine(result, line) ?? stepBefore(result, line + 1);
    state = step?.state ?? result.initial;
    if (step) stepRange = toRange(step.range);
    else where = 'initial';
  }
  if (!state) return null;
  return {
    uri: f.uri,
    line,
    scenario: result.title,
    revision: result.revision,
    revisions: run.results.map((r) => r.revision),
    at: where,
    stepRange,
    status: result.status,
    ...boardOfState(state),
  };
}
