import type { Citation } from './citation.js';

/** Something that happened, with the rule that made it happen. */
export interface LoggedEvent {
  readonly type: string;
  readonly citation?: Citation;
  readonly text: string;
}

export interface EventLog<E extends LoggedEvent> {
  readonly entries: readonly E[];
}

export function appendEvents<E extends LoggedEvent>(log: EventLog<E>, events: readonly E[]): EventLog<E> {
  return events.length === 0 ? log : { entries: [...log.entries, ...events] };
}

export function formatEvent(e: LoggedEvent): string {
  return e.citation ? `${e.text} (${e.citation.clause})` : e.text;
}
