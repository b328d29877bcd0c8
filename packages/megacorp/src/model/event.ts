import type { Citation } from '@arbiter/core';
import type { CardId, PlayerId } from './state.js';

/** A state change, with the rule that caused it under the active revision. */
export interface GameEvent {
  /** The rule key, e.g. `divest.sale-pays-valuation`. */
  readonly type: string;
  readonly text: string;
  readonly citation: Citation;
  readonly player?: PlayerId;
  readonly card?: CardId;
  readonly amount?: number;
}
