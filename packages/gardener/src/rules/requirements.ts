import { ruleSet } from '@arbiter/core';
import { conditionsIn, formatCondition, numberAt, valueAt } from '../model/attributes.js';
import { attributesOf, cardsIn, cardType, competitors, heroes } from '../model/query.js';
import type { CardId, GameState } from '../model/state.js';
import { compareNumber, isLowerBound } from './compare.js';
import { H } from './headings.js';

export const REQUIREMENTS = ruleSet('requirements', {
  individually: {
    clause: H.calculation,
    summary: 'Each requirement printed on the adventure must be fulfilled by the hero’s played cards.',
  },
  competitorTotal: {
    clause: H.calculation,
    summary: 'What competitors add to the requirements must be covered as a total (GA-04).',
  },
  zeroIgnored: { clause: H.calculation, summary: 'A requirement whose value is 0 at the end is ignored.' },
  textual: {
    clause: H.requirementOperators,
    summary: 'A textual requirement is met by a card whose like-named attribute is one of its values.',
  },
});

/** One row of the requirements table: what is asked, what the hero has, what competitors added. */
export interface RequirementRow {
  readonly name: string;
  readonly text: string;
  /** The number asked after competitors' additions (per-requirement reading), or the alternatives. */
  readonly asked: number | readonly string[];
  /** The hero's total (or best card), or the hero's matching textual values. */
  readonly hero: number | readonly string[];
  readonly added: number;
  readonly met: boolean;
  readonly ignored: boolean;
}

export interface RequirementsCheck {
  readonly rows: readonly RequirementRow[];
  /** Under `total`: the hero's sum over the raised requirements, and what it must cover. */
  readonly total: { readonly hero: number; readonly asked: number; readonly met: boolean } | null;
  readonly fulfilled: boolean;
}

const supports = (s: GameState, players: readonly string[]): CardId[] =>
  cardsIn(s, players, 'playground').filter((c) => cardType(s, c) === 'support');

/**
 * Requirements calculation: each requirement of the adventure card individually by the hero's
 * (team's) played support cards — their values summed, or one card's, by `requirementTotals` (GA-03) —
 * and what competitors' cards add to numeric requirements by `competitorAdditions` (GA-04). A numeric
 * requirement whose final value is 0 is ignored (GA-05).
 */
export function checkRequirements(s: GameState): RequirementsCheck {
  const card = s.adventure.card;
  if (card === null) return { rows: [], total: null, fulfilled: false };
  const p = s.profile.parameters;
  const mine = supports(s, heroes(s)).map((c) => attributesOf(s, c));
  const theirs = supports(s, competitors(s)).map((c) => attributesOf(s, c));
  const rows: RequirementRow[] = [];
  let heroSum = 0;
  let askedSum = 0;
  for (const req of conditionsIn(attributesOf(s, card), 'Requirements')) {
    if (typeof req.value !== 'number') {
      const found = mine.map((t) => valueAt(t, req.name)).filter((v): v is string => typeof v === 'string');
      const alternatives = req.value;
      const met = found.some((v) => alternatives.includes(v));
      rows.push({
        name: req.name,
        text: formatCondition(req),
        asked: alternatives,
        hero: found,
        added: 0,
        met,
        ignored: false,
      });
      continue;
    }
    const values = mine.map((t) => numberAt(t, req.name) ?? 0);
    const hero =
      p.requirementTotals === 'sum-of-hero-cards'
        ? values.reduce((a, b) => a + b, 0)
        : Math.max(0, ...values);
    const raisable = isLowerBound(req.op, p) && p.competitorAdditions !== 'none';
    const added = raisable ? theirs.reduce((sum, t) => sum + (numberAt(t, req.name) ?? 0), 0) : 0;
    const asked = p.competitorAdditions === 'per-requirement' ? req.value + added : req.value;
    const ignored = asked === 0 && (p.competitorAdditions !== 'total' || added === 0);
    const met = ignored || compareNumber(hero, req.op, asked, p);
    if (p.competitorAdditions === 'total' && raisable) {
      heroSum += hero;
      askedSum += req.value + added;
    }
    rows.push({ name: req.name, text: formatCondition(req), asked, hero, added, met, ignored });
  }
  const anyAdded = rows.some((r) => r.added > 0);
  const total =
    p.competitorAdditions === 'total' && anyAdded
      ? { hero: heroSum, asked: askedSum, met: compareNumber(heroSum, '>', askedSum, p) }
      : null;
  return { rows, total, fulfilled: rows.every((r) => r.met) && (total?.met ?? true) };
}
