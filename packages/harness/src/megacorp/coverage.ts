import { megacorpMachine } from '@arbiter/megacorp';
import { type Chart, chartOf } from '../coverage.js';

/** Every state and transition of the Megacorp statechart. */
export function megacorpChart(): Chart {
  return chartOf(megacorpMachine);
}
