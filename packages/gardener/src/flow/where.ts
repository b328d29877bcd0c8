import type { StateValue } from '@arbiter/core';

/** The active leaf paths of a state value: `{ adventure: { turns: 'acting' } }` → `adventure.turns.acting`. */
export function flowPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, StateValue>).flatMap(([k, v]) =>
    flowPaths(v, prefix ? `${prefix}.${k}` : k),
  );
}

export const flowLeaf = (value: unknown): string => flowPaths(value)[0] ?? '';
