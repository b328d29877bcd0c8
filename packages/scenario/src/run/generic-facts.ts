import type { ClauseMap, GameOutcome, LoggedEvent } from '@arbiter/core';
import type { Mismatch } from '../dialect.js';
import type { GameFact, LogFact, ResultFact } from '../syntax/ast.js';

/**
 * The expectations every game shares: how the game ended, and what its log holds. A dialect judges
 * them with these unless its game words them differently (Megacorp names the phase of a game still
 * under way, and counts a player out of a game that goes on as a loser).
 */

const mismatch = (message: string, expected: string, actual: string): Mismatch => ({
  message,
  expected,
  actual,
});

const resultText = (r: GameOutcome | null, none: string) =>
  r ? (r.tie ? 'tie' : `winner ${r.winners.join(', ')}`) : none;

/** `game over`, `game not over`, `tie`, `winner Ana`, `loser Nick`, against the game's result. */
export function checkEnding(result: GameOutcome | null, e: GameFact | ResultFact): Mismatch | null {
  if (e.kind === 'result') {
    const who = e.player.text;
    if (e.outcome === 'winner')
      return result?.winners.includes(who)
        ? null
        : mismatch(`${who} has not won`, `winner ${who}`, resultText(result, 'no winner yet'));
    return result && !result.winners.includes(who)
      ? null
      : mismatch(`${who} has not lost`, `loser ${who}`, resultText(result, 'still playing'));
  }
  if (e.result === 'over')
    return result ? null : mismatch('the game is not over', 'game over', 'still playing');
  if (e.result === 'not over')
    return result ? mismatch('the game is over', 'game not over', resultText(result, '')) : null;
  return result?.tie ? null : mismatch('the game is not a tie', 'tie', resultText(result, 'still playing'));
}

/**
 * `log contains "sold" citing 5.5.6.2`: an event whose words hold the text (or whose type is the
 * word), citing the clause of the active revision, the rule key, or the canonical revision's clause.
 */
export function checkLog(events: readonly LoggedEvent[], e: LogFact, canonical: ClauseMap): Mismatch | null {
  const word = e.event.kind === 'string' ? e.event.value : e.event.text;
  const cite = e.citing?.text;
  const hit = events.some(
    (ev) =>
      (ev.text.toLowerCase().includes(word.toLowerCase()) || ev.type === word) &&
      (cite === undefined ||
        ev.citation.clause === cite ||
        ev.citation.key === cite ||
        canonical.clauses[ev.type] === cite),
  );
  const want = `"${word}"${cite ? ` citing ${cite}` : ''}`;
  if (e.negated)
    return hit ? mismatch('the log holds an event it should not', `no ${want}`, 'found it') : null;
  if (hit) return null;
  const near = events
    .filter((ev) => ev.text.toLowerCase().includes(word.toLowerCase()) || ev.type === word)
    .slice(0, 3);
  return mismatch(
    'the log lacks an event',
    want,
    near.length
      ? near.map((ev) => `"${ev.text}" citing ${ev.citation.clause}`).join('; ')
      : `${events.length} events, none about "${word}"`,
  );
}
