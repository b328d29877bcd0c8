/**
 * The mechanics of Megacorp's card language, and which of them a run exercised. A mechanic is one
 * effect op of the `Effect` union, one trigger of an automatic ability, one keyword of chapter 9, or
 * one accounting mechanic a card prints (cashflow, fractional cashflow, upkeep). Whether it resolved
 * is read from the rule keys the engine already emits (a run's coverage counts them), so fuzzing pays
 * nothing for it.
 */
import { type Ability, type Effect, KEYWORD_NAMES } from '@arbiter/megacorp';

type Op = Effect['op'];
type Trigger = Extract<Ability, { kind: 'automatic' }>['trigger'];

/**
 * The rule keys whose events show each effect op resolving. A `Record` over the union's ops: an op
 * added to `Effect` without a line here fails typecheck. Where an op can resolve to nothing (a search
 * that finds nothing, a token with no free space), those keys count too: the op still ran.
 */
const EFFECT_KEYS: Readonly<Record<Op, readonly string[]>> = {
  'gain-money': ['effect.gain-money'],
  'lose-money': ['effect.lose-money'],
  draw: ['effect.draw'],
  discard: ['discard.from-hand', 'discard.empty-hand'],
  damage: ['effect.damage'],
  destroy: ['effect.destroy'],
  annihilate: ['effect.annihilate'],
  engage: ['effect.engage'],
  disengage: ['effect.disengage'],
  counter: ['effect.counter'],
  'named-counter': ['effect.named-counter'],
  move: ['keyword.move.moved', 'keyword.move.stays'],
  swap: ['keyword.swap.swapped', 'keyword.swap.same-network'],
  bond: ['keyword.bond.bonded'],
  redeploy: ['keyword.redeploy.redeployed'],
  token: ['token.created', 'token.no-space'],
  cancel: ['keyword.cancel.ability', 'keyword.cancel.card-destroyed', 'keyword.cancel.card-annihilated'],
  return: ['return.to-hand'],
  win: ['winning.effect-wins'],
  search: ['search.search'],
  regenerate: ['keyword.regeneration.cancels-destruction', 'keyword.regeneration.without-destruction'],
  develop: ['keyword.development.counters'],
};

/**
 * The rule keys that show a trigger firing. `deployed` and `deployed-from-hand` share the stack's keys
 * (6.2.2.7: the stack does not say which it was), the second where the revision applies them at once
 * (`deploymentTriggers: immediate`, Ed 3.0); `turn-start` and `game-start` share the Accounting
 * Phase's (5.2.1), and fire only in revisions whose Accounting Phase has that step.
 */
const DEPLOYMENT_TRIGGER_KEYS = ['stack.deployment-triggers', 'stack.immediate-triggers'];

const TRIGGER_KEYS: Readonly<Record<Trigger, readonly string[]>> = {
  deployed: DEPLOYMENT_TRIGGER_KEYS,
  'deployed-from-hand': DEPLOYMENT_TRIGGER_KEYS,
  'turn-start': ['accounting.beginning-triggers'],
  'game-start': ['accounting.beginning-triggers'],
};

/** What a card prints for the Accounting Phase: cashflow (1.2.7), its fractions (1.2.7.1), upkeep (5.2.4). */
const ACCOUNTING_KEYS: Readonly<Record<'cashflow' | 'fractional cashflow' | 'upkeep', readonly string[]>> = {
  cashflow: ['accounting.cashflow'],
  'fractional cashflow': ['accounting.cashflow-rounds-up'],
  upkeep: ['accounting.pay-upkeep', 'accounting.skip-upkeep'],
};

/** Keywords that are another spelling of one in this list (V1.5.5's REGENERATE is REGENERATION). */
const KEYWORD_ALIASES: Readonly<Record<string, string>> = { REGENERATE: 'REGENERATION' };

/**
 * Keywords whose rules only refuse actions (FLYING: only a flyer blocks a flyer; PRECISION, LOYAL,
 * CAMOUFLAGE, MELEE's reach): random play offers legal actions only, so no event shows them at work,
 * and a run's report names them apart.
 */
export const REFUSAL_ONLY_KEYWORDS: readonly string[] = [
  'CAMOUFLAGE',
  'FLYING',
  'LOYAL',
  'MELEE',
  'PRECISION',
];

/** The rule-key prefix of a keyword's module: `keyword.area-attack.`; UNIQUE's rules are `unique.` (7.8). */
function keywordPrefix(name: string): string {
  if (name === 'UNIQUE') return 'unique.';
  return `keyword.${name.toLowerCase().replace(/ /g, '-')}.`;
}

export type MechanicKind = 'effect' | 'trigger' | 'keyword' | 'accounting';

export interface Mechanic {
  readonly kind: MechanicKind;
  /** The op (`token`), the trigger (`turn-start`), the keyword (`AREA ATTACK`), `fractional cashflow`. */
  readonly name: string;
  /** Whether a fired rule key shows it: one of these keys, or any key with this prefix. */
  readonly keys: readonly string[];
  readonly prefix?: string;
  /** Keys with the prefix that do not count: an effect op's own keys in a keyword's module. */
  readonly except?: readonly string[];
  /** Its rules only refuse actions: no event shows it (`REFUSAL_ONLY_KEYWORDS`). */
  readonly refusalOnly?: boolean;
}

/** The keys effect ops fire: a keyword module's key that an op fires too (MOVE's `moved`) shows the op, not the keyword. */
const OP_KEYS: readonly string[] = [...new Set(Object.values(EFFECT_KEYS).flat())];

/** Every mechanic of the card language, effects first, then triggers, keywords, accounting. */
export const MECHANICS: readonly Mechanic[] = [
  ...Object.entries(EFFECT_KEYS).map(([name, keys]) => ({ kind: 'effect' as const, name, keys })),
  ...Object.entries(TRIGGER_KEYS).map(([name, keys]) => ({ kind: 'trigger' as const, name, keys })),
  ...KEYWORD_NAMES.filter((k) => !(k in KEYWORD_ALIASES)).map((name) => ({
    kind: 'keyword' as const,
    name,
    keys: [],
    prefix: keywordPrefix(name),
    except: OP_KEYS,
    ...(REFUSAL_ONLY_KEYWORDS.includes(name) ? { refusalOnly: true } : {}),
  })),
  ...Object.entries(ACCOUNTING_KEYS).map(([name, keys]) => ({ kind: 'accounting' as const, name, keys })),
];

/** A mechanic's label in reports: `effect token`, `keyword AREA ATTACK`. */
export function mechanicLabel(m: Mechanic): string {
  return `${m.kind} ${m.name}`;
}

export interface MechanicsReport {
  /** How many events showed each mechanic, by label, in `MECHANICS` order. */
  readonly counts: Readonly<Record<string, number>>;
  readonly exercised: number;
  readonly total: number;
  /** The labels of the mechanics no event showed, those no event can show (`refusalOnly`) included. */
  readonly unexercised: readonly string[];
}

const REFUSAL_ONLY_LABELS = new Set(MECHANICS.filter((m) => m.refusalOnly).map(mechanicLabel));

/**
 * Which mechanics a run exercised, from the rule keys it fired (a coverage report's `ruleKeys.fired`).
 * Derived, never summed apart: merged shards give the merged coverage, hence the merged count.
 */
export function mechanicsReport(fired: Readonly<Record<string, number>>): MechanicsReport {
  const counts: Record<string, number> = {};
  const unexercised: string[] = [];
  const entries = Object.entries(fired);
  for (const m of MECHANICS) {
    let n = 0;
    for (const k of m.keys) n += fired[k] ?? 0;
    if (m.prefix) for (const [k, c] of entries) if (k.startsWith(m.prefix) && !m.except?.includes(k)) n += c;
    counts[mechanicLabel(m)] = n;
    if (n === 0) unexercised.push(mechanicLabel(m));
  }
  return { counts, exercised: MECHANICS.length - unexercised.length, total: MECHANICS.length, unexercised };
}

/** `mechanics exercised: 52/59`, then the unexercised ones, those no event can show on a line of their own. */
export function mechanicsText(r: MechanicsReport): string {
  const lines = [`mechanics exercised: ${r.exercised}/${r.total}`];
  const silent = r.unexercised.filter((m) => REFUSAL_ONLY_LABELS.has(m));
  const missed = r.unexercised.filter((m) => !REFUSAL_ONLY_LABELS.has(m));
  if (missed.length) lines.push(`  not exercised: ${missed.join(', ')}`);
  if (silent.length) lines.push(`  only refuse actions, so no event shows them: ${silent.join(', ')}`);
  return lines.join('\n');
}
