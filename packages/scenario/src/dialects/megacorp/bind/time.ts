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

/** The flow value where a `given` at this phase and step starts; null when the step cannot be given. */
export function givenFlow(phase: PhaseName, point: string | undefined, upkeepDue: boolean): FlowValue | null {
  const p = point ? pointName(point) : undefined;
  switch (phase) {
    case 'accounting':
      if (p === undefined)
        return upkeepDue ? { turn: { accounting: 'upkeep' } } : { turn: { accounting: { window: 'open' } } };
      if (p === 'upkeep') return { turn: { accounting: 'upkeep' } };
      if (p === 'window') return { turn: { accounting: { window: 'open' } } };
      if (p === 'afterDraw') return { turn: { accounting: { afterDraw: 'open' } } };
      return null;
    case 'buy':
      if (p === undefined || p === 'main') return { turn: { buy: { main: 'open' } } };
      if (p === 'closing') return { turn: { buy: { closing: 'open' } } };
      return null;
    case 'challenge':
      return p === undefined || p === 'main' ? { turn: { challenge: { main: 'open' } } } : null;
    case 'divest':
      return p === undefined || p === 'main' ? { turn: { divest: { main: 'open' } } } : null;
    case 'end':
      return p === undefined || p === 'window' ? { turn: { end: { window: 'open' } } } : null;
  }
}

/** The steps a `given` may start at, for error hints. */
export const GIVEN_POINTS: Readonly<Record<PhaseName, readonly string[]>> = {
  accounting: ['upkeep', 'window', 'after draw'],
  buy: ['main', 'closing'],
  challenge: ['main'],
  divest: ['main'],
  end: ['window'],
};

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
