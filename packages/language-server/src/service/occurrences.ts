import { type Occurrence, occurrencesOf } from '@arbiter/scenario';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';

// The walker lives in the scenario package: the name binding every consumer runs reads it too.
export {
  type Occurrence,
  type OccurrenceKind,
  occurrenceAt,
  occurrences,
  scenarioPlayers,
} from '@arbiter/scenario';

/** A file's occurrences, computed once per text. */
export function fileOccurrences(index: WorkspaceIndex, f: ParsedFile): readonly Occurrence[] {
  return f.kind === 'revision'
    ? []
    : index.derive(f.uri, 'occurrences', () => occurrencesOf(f.file, index.dialectOf(f)?.syntax));
}
