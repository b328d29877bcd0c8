import { type ChartValue, statePaths } from '@arbiter/core';

/** The active leaf paths of a state value: `{ adventure: { turns: 'acting' } }` → `adventure.turns.acting`. */
export const flowPaths = (value: unknown): string[] => statePaths(value as ChartValue);

export const flowLeaf = (value: unknown): string => flowPaths(value)[0] ?? '';
