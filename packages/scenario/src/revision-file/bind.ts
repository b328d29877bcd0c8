import {
  type ParameterSpecs,
  type RevisionCatalog,
  RevisionError,
  type RevisionProfile,
} from '@arbiter/core';
import type { RevisionSource } from '../run/revisions.js';
import type { Diagnostic } from '../syntax/diagnostics.js';
import { parseRevisionFile, type RevisionFile } from './parse.js';

/** What a draft is bound against: a game's built-in profiles and its way of deriving one. */
export type DraftCatalog<R> = Pick<RevisionCatalog<R & RevisionProfile<unknown>>, 'builtIn' | 'derive'> & {
  /** The parameter specs: a list parameter then also takes one quoted name, or `none` for no names. */
  readonly specs?: ParameterSpecs;
};

/** A written value as its parameter takes it: one name or `none` for a list parameter. */
function valueFor(specs: ParameterSpecs | undefined, name: string, value: unknown): unknown {
  if (specs?.[name]?.kind !== 'names' || typeof value !== 'string') return value;
  return value === 'none' ? [] : [value];
}

export interface BoundDraft<R = RevisionProfile<unknown>> {
  readonly file: RevisionFile;
  readonly profile?: R;
  readonly diagnostics: readonly Diagnostic[];
}

/** The id a draft is known by: its `id` line, else the file name without `.revision`. */
export function draftId(file: RevisionFile): string {
  if (file.id) return file.id.value;
  const base = file.uri.split(/[\\/]/).pop() ?? file.uri;
  return base.replace(/\.revision$/, '');
}

/**
 * Turns a draft revision file into a profile of its game: it extends a built-in (or an earlier draft)
 * and overrides named parameters. Unknown parameters and values out of range are diagnostics at their
 * line, with a did-you-mean.
 */
export function bindDraft<R extends RevisionProfile<unknown>>(
  catalog: DraftCatalog<R>,
  text: string,
  uri: string,
  known: (id: string) => R | undefined,
): BoundDraft<R> {
  const file = parseRevisionFile(text, uri);
  const diagnostics: Diagnostic[] = [...file.diagnostics];
  if (diagnostics.some((d) => d.severity === 'error') || !file.extends) return { file, diagnostics };
  const base = known(file.extends.value);
  if (!base) {
    const ids = catalog.builtIn.map((p) => p.id);
    diagnostics.push({
      severity: 'error',
      code: 'syntax',
      message: `unknown revision ${file.extends.value}`,
      hint: `extend one of ${ids.join(', ')}`,
      range: file.extends.range,
    });
    return { file, diagnostics };
  }
  const overrides: Record<string, unknown> = {};
  for (const o of file.overrides) overrides[o.name] = valueFor(catalog.specs, o.name, o.value);
  try {
    const profile = catalog.derive(base, overrides, {
      id: draftId(file),
      ...(file.title ? { title: file.title.value } : {}),
      ...(file.notes.length ? { notes: file.notes.join('\n') } : {}),
    }) as R;
    return { file, profile, diagnostics };
  } catch (e) {
    if (!(e instanceof RevisionError)) throw e;
    for (const p of e.problems) {
      const o = file.overrides.find((x) => x.name === p.parameter);
      const range = o
        ? p.message.includes('not a rule parameter')
          ? o.nameRange
          : o.valueRange
        : (file.title?.range ?? file.extends.range);
      diagnostics.push({
        severity: 'error',
        code: 'syntax',
        message: p.message,
        ...(p.hint ? { hint: p.hint } : {}),
        range,
      });
    }
    return { file, diagnostics };
  }
}

/** A game's built-in revisions plus drafts; a draft is named by its id wherever a built-in id may stand. */
export function draftSource<R extends RevisionProfile<unknown>>(
  catalog: DraftCatalog<R>,
  drafts: readonly R[] = [],
  defaults?: readonly string[],
): RevisionSource<R> {
  const all = [...catalog.builtIn, ...drafts];
  return {
    profile: (id) => all.find((p) => p.id === id),
    ids: () => all.map((p) => p.id),
    defaults: () => defaults ?? catalog.builtIn.map((p) => p.id),
  };
}
