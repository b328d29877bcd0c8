import type { LoggedEvent } from '@arbiter/core';
import type { CardId, PlayerId } from './state.js';

/** A state change with its rule key (`type`), our words, and the heading it cites. */
export interface GameEvent extends LoggedEvent {
  readonly player?: PlayerId;
  readonly card?: CardId;
  readonly amount?: number;
}
