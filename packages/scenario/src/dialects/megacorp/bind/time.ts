import { type FlowValue, flowPaths, type GameState } from '@arbiter/megacorp';

/** The phases a scenario may name, in turn order (5.1.1). */
export const PHASES = ['accounting', 'buy', 'challenge', 'divest', 'end'] as const;
export type PhaseName = (typeof PHASES)[number];

const camel = (words: string) =>
  words
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');

/** Plain words a designer may use for a step, mapped to the statechart's state names. */
const POINT_ALIASES: Record<string, string> = {
  window: 'window',
  afterUpkeep: 'window',
  priorityWindow: 'window',
  closing: 'closing',
  afterBuying: 'closing',
  doneBuying: 'closing',
  attack: 'attack',
  declared: 'afterDeclaration',
  afterDeclaration: 'afterDeclaration',
  afterAttack: 'afterDeclaration',
  blockers: 'blockers',
  declareBlockers: 'blockers',
  afterBlockers: 'afterBlockers',
  defenderChoice: 'defenderChoice',
  assignDamage: 'assignDamage',
  damageAssignment: 'assignDamage',
  retaliation: 'retaliation',
  afterDamage: 'afterDamage',
  upkeep: 'upkeep',
  afterDraw: 'afterDraw',
  main: 'main',
  deploymentOnStack: 'deploymentOnStack',
  effectOnStack: 'effectOnStack',
  afterDeployment: 'afterDeployment',
  resolving: 'resolving',
};

export function pointName(words: string): string {
  const c = camel(words);
  return POINT_ALIASES[c] ?? c;
}

/**
 * The points of the turn a `given` can start at (docs/scenario-language.md, "When in the game"): the
 * statechart leaf, the phase and step in the language's words. The one table the binder, the state →
 * given writer and the editor's "insert given" all read.
 */
export interface GivenPoint {
  readonly phase: PhaseName;
  /** The step or window in words, when it is not the phase's first one. */
  readonly step?: string;
}

const POINTS: readonly (readonly [path: string, point: GivenPoint])[] = [
  ['turn.accounting.upkeep', { phase: 'accounting', step: 'upkeep' }],
  ['turn.accounting.window.open', { phase: 'accounting', step: 'window' }],
  ['turn.accounting.afterDraw.open', { phase: 'accounting', step: 'after draw' }],
  ['turn.buy.main.open', { phase: 'buy' }],
  ['turn.buy.closing.open', { phase: 'buy', step: 'closing' }],
  ['turn.challenge.main.open', { phase: 'challenge' }],
  ['turn.divest.main.open', { phase: 'divest' }],
  ['turn.end.window.open', { phase: 'end' }],
];

/** The statechart value of a path (`turn.buy.main.open` → `{ turn: { buy: { main: 'open' } } }`). */
function flowOfPath(path: string): FlowValue {
  const parts = path.split('.');
  let value: FlowValue = parts[parts.length - 1] as string;
  for (let i = parts.length - 2; i >= 0; i--) value = { [parts[i] as string]: value };
  return value;
}

/** Where in the turn a `given` would put this flow value, or null when no `given` can start there. */
export function givenPoint(flow: FlowValue): GivenPoint | null {
  const paths = flowPaths(flow);
  if (paths.length !== 1) return null;
  return POINTS.find(([path]) => path === paths[0])?.[1] ?? null;
}

/** The statechart value of a point, as a `given` starts it. */
export function flowOfPoint(point: GivenPoint): FlowValue {
  const found = POINTS.find(([, p]) => p.phase === point.phase && p.step === point.step);
  if (!found) throw new RangeError(`no given point ${point.phase} ${point.step ?? ''}`);
  return flowOfPath(found[0]);
}

/**
 * The flow value where a `given` at this phase and step starts; null when the step cannot be given.
 * Without a step, the phase's first point: the upkeep step when some upkeep is due, else the window.
 */
export function givenFlow(phase: PhaseName, point: string | undefined, upkeepDue: boolean): FlowValue | null {
  const wanted = point ? pointName(point) : undefined;
  const ofPhase = POINTS.filter(([, p]) => p.phase === phase);
  const found =
    wanted === undefined
      ? phase === 'accounting' && !upkeepDue
        ? ofPhase.find(([, p]) => p.step === 'window')
        : ofPhase[0]
      : ofPhase.find(([path, p]) => pointName(p.step ?? leafStep(path)) === wanted);
  return found ? flowOfPath(found[0]) : null;
}

/** The step a point's path names when the point has no step of its own (`turn.buy.main.open` → main). */
function leafStep(path: string): string {
  return path.split('.')[2] ?? '';
}

/** The steps a `given` may start at, for error hints. */
export const GIVEN_POINTS: Readonly<Record<PhaseName, readonly string[]>> = Object.fromEntries(
  PHASES.map((phase) => [
    phase,
    POINTS.filter(([, p]) => p.phase === phase).map(([path, p]) => p.step ?? leafStep(path)),
  ]),
) as unknown as Record<PhaseName, readonly string[]>;

export function phaseOf(s: GameState): string {
  const path = flowPaths(s.flow)[0] ?? '';
  const [top, phase] = path.split('.');
  if (top === 'turn') return phase ?? '';
  return top ?? '';
}

/** Does the game stand at this phase and (optionally) step? A step matches any state of that name. */
export function isAt(s: GameState, phase: string | undefined, point: string | undefined): boolean {
  const paths = flowPaths(s.flow);
  if (phase && phaseOf(s).toLowerCase() !== phase.toLowerCase()) return false;
  if (!point) return true;
  const want = pointName(point);
  return paths.some((p) => p.split('.').includes(want));
}

/** Where the game is, in the words a scenario uses: `challenge, after blockers`. */
export function describePoint(s: GameState): string {
  const path = flowPaths(s.flow)[0] ?? '';
  const parts = path.split('.');
  if (parts[0] !== 'turn') return parts.join(' ');
  const words = parts
    .slice(2)
    .filter((w) => !['open', 'attack', 'main', 'route'].includes(w))
    .map((w) => w.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));
  return [parts[1], ...words].filter(Boolean).join(', ');
}
