import type { DialectName } from '../../dialect.js';
import type { DialectLine, DialectStep } from '../../syntax/ast.js';

/**
 * The names a Gardener line carries, for references, rename and highlighting: every quoted word is a
 * card (`Ana plays "Freighter"`, `Ana stash "Patrol", "Freighter"`), and a fact's or a setup line's
 * player is the word its reading names (`Ana reputation 1`, `Ana team North`).
 */
export function gardenerOccurrences(node: DialectLine | DialectStep): readonly DialectName[] {
  const player =
    node.kind === 'dialect-line' ? (node.data as { player?: unknown } | undefined)?.player : undefined;
  const out: DialectName[] = [];
  let playerSeen = false;
  for (const t of node.tokens) {
    if (t.kind === 'string') out.push({ kind: 'card', name: t.value, range: t.range });
    else if (!playerSeen && t.kind === 'word' && t.text === player) {
      playerSeen = true;
      out.push({ kind: 'player', name: t.text, range: t.range });
    }
  }
  return out;
}
