import { didYouMean, type RevisionProfile } from '@arbiter/core';
import type { Games } from '../dialect.js';
import { type RevisionSource, revisionsOf } from '../run/revisions.js';
import type { Diagnostic } from '../syntax/diagnostics.js';
import { bindDraft, draftId, draftSource } from './bind.js';
import { parseRevisionFile, type RevisionFile } from './parse.js';

/** A draft revision file as read from disk or from an editor. */
export interface DraftText {
  readonly uri: string;
  readonly text: string;
}

/** One draft file bound in its game: its profile, or the diagnostics that stop it. */
export interface BoundDraftFile {
  readonly uri: string;
  readonly file: RevisionFile;
  /** The id it is known by (`id` line, else the file name). */
  readonly id: string;
  /** Its game; undefined when its `game` line names no game the registry serves. */
  readonly game?: string;
  readonly profile?: RevisionProfile;
  /** The parser's diagnostics, then the binder's. */
  readonly diagnostics: readonly Diagnostic[];
}

export interface DraftSet {
  readonly files: readonly BoundDraftFile[];
  /** The drafts that bound, with their game, in file order. */
  readonly drafts: readonly { readonly game: string; readonly profile: RevisionProfile }[];
  /** Every game's revisions, built-in ones and its drafts (see `gamesRevisionSource`). */
  readonly source: RevisionSource;
  /** The game a revision id (built-in or draft) belongs to. */
  gameOf(id: string): string | undefined;
}

/** The game whose built-in revisions include `id`. */
function builtInGame(registry: Games, id: string): string | undefined {
  return registry.ids().find((g) => registry.dialect(g)?.module.revisions.byId(id) !== undefined);
}

/**
 * The game a draft is written for: its `game` line; else the game of the revision it extends (a
 * built-in one or a draft already bound); else undefined, to be decided once every draft that could
 * be its base has bound.
 */
function gameOfDraft(
  file: RevisionFile,
  registry: Games,
  draftGame: (id: string) => string | undefined,
): { game?: string; problem?: Diagnostic } {
  if (file.game) {
    const word = file.game.value;
    const game = registry.ids().find((g) => g === word || g === word.toLowerCase());
    if (game) return { game };
    const guess = didYouMean(word, registry.ids());
    return {
      problem: {
        severity: 'error',
        code: 'binding',
        message: `unknown game ${word}`,
        hint: guess ? `did you mean ${guess}?` : `the games are ${registry.ids().join(', ')}`,
        range: file.game.range,
      },
    };
  }
  const base = file.extends?.value;
  const game = base === undefined ? undefined : (builtInGame(registry, base) ?? draftGame(base));
  return game ? { game } : {};
}

/**
 * Binds draft revision files of any game: each in the game its `game` line names, or, without one,
 * the game of the revision it extends (`extends got-2008` makes a Gardener draft), its parameters
 * checked against that game's specs with a did-you-mean at the line. A draft may extend another
 * draft, so drafts bind in rounds until nothing more binds; a draft whose base is known nowhere is
 * bound in the fallback game, which says at `extends` which revisions it could extend.
 * `builtIn` replaces a game's built-in revisions (a tool serving its own, as tests do).
 */
export function bindDraftSet(
  texts: readonly DraftText[],
  registry: Games,
  builtIn: (game: string) => RevisionSource | undefined = () => undefined,
): DraftSet {
  const sourceOf = (game: string): RevisionSource | undefined => {
    const own = builtIn(game);
    if (own) return own;
    const module = registry.dialect(game)?.module;
    return module ? revisionsOf(module) : undefined;
  };
  const bound = new Map<string, BoundDraftFile>();
  const files = texts.map((t) => ({ ...t, file: parseRevisionFile(t.text, t.uri) }));
  const draftGame = (id: string) =>
    [...bound.values()].find((b) => b.profile && b.id === id && b.game !== undefined)?.game;
  const bindIn = (f: (typeof files)[number], game: string | undefined, problem?: Diagnostic) => {
    const catalog = game === undefined ? undefined : registry.dialect(game)?.module.revisions;
    const id = draftId(f.file);
    if (!catalog || game === undefined || problem) {
      bound.set(f.uri, {
        uri: f.uri,
        file: f.file,
        id,
        ...(game !== undefined ? { game } : {}),
        diagnostics: [...f.file.diagnostics, ...(problem ? [problem] : [])],
      });
      return;
    }
    const source = sourceOf(game);
    // A draft of this game (never one that would hide a built-in revision, nor the file itself).
    const known = (base: string) =>
      source?.profile(base) ??
      [...bound.values()].find((b) => b.game === game && b.profile?.id === base && b.uri !== f.uri)?.profile;
    const r = bindDraft(catalog, f.text, f.uri, known as (base: string) => RevisionProfile | undefined);
    const hides = r.profile !== undefined && source?.profile(r.profile.id) !== undefined;
    const profile = hides ? undefined : r.profile;
    const hidden: Diagnostic[] = hides
      ? [
          {
            severity: 'error',
            code: 'binding',
            message: `${id} is a built-in revision of ${game}`,
            hint: 'give the draft its own id',
            range: (f.file.id ?? f.file.title ?? f.file.extends)?.range ?? {
              start: { line: 0, character: 0, offset: 0 },
              end: { line: 0, character: 0, offset: 0 },
            },
          },
        ]
      : [];
    bound.set(f.uri, {
      uri: f.uri,
      file: r.file,
      id,
      game,
      ...(profile ? { profile } : {}),
      diagnostics: [...r.diagnostics, ...hidden],
    });
  };
  // Its base is a revision of its game, or a draft of that game already bound.
  const ready = (f: (typeof files)[number], game: string) => {
    const base = f.file.extends?.value;
    return (
      base === undefined ||
      sourceOf(game)?.profile(base) !== undefined ||
      [...bound.values()].some((b) => b.game === game && b.profile?.id === base)
    );
  };
  let pending = files;
  while (pending.length > 0) {
    const next: typeof files = [];
    for (const f of pending) {
      const { game, problem } = gameOfDraft(f.file, registry, draftGame);
      if (problem || (game !== undefined && ready(f, game))) bindIn(f, game, problem);
      else next.push(f);
    }
    // Nothing bound this round: the rest extend revisions known nowhere (their binding says so).
    if (next.length === pending.length) {
      for (const f of next) bindIn(f, gameOfDraft(f.file, registry, draftGame).game ?? registry.fallback);
      break;
    }
    pending = next;
  }
  const ordered = files.map((f) => bound.get(f.uri) as BoundDraftFile);
  const drafts = ordered.flatMap((b) =>
    b.profile && b.game !== undefined ? [{ game: b.game, profile: b.profile }] : [],
  );
  const gameOf = (id: string) => builtInGame(registry, id) ?? drafts.find((d) => d.profile.id === id)?.game;
  return { files: ordered, drafts, source: gamesRevisionSource(registry, drafts, builtIn), gameOf };
}

/**
 * Every game's revisions as one source: `profile` and `ids` span the games (a command line may name
 * any of them), `defaults` are the fallback game's, and `forGame` gives one game's built-in revisions
 * plus its drafts, which the runner takes for a file of that game.
 */
export function gamesRevisionSource(
  registry: Games,
  drafts: readonly { readonly game: string; readonly profile: RevisionProfile }[],
  builtIn: (game: string) => RevisionSource | undefined = () => undefined,
): RevisionSource {
  const perGame = new Map<string, RevisionSource>();
  const forGame = (game: string): RevisionSource | undefined => {
    const known = perGame.get(game);
    if (known) return known;
    const module = registry.dialect(game)?.module;
    if (!module) return undefined;
    const own = builtIn(game);
    const mine = drafts.filter((d) => d.game === game).map((d) => d.profile);
    const source = own
      ? withDraftProfiles(own, mine)
      : draftSource(module.revisions as never, mine as never[], module.revisions.defaults);
    perGame.set(game, source);
    return source;
  };
  const all = () => registry.ids().flatMap((g) => (forGame(g) ? [forGame(g) as RevisionSource] : []));
  return {
    profile: (id) => {
      for (const s of all()) {
        const p = s.profile(id);
        if (p) return p;
      }
      return undefined;
    },
    ids: () => all().flatMap((s) => s.ids()),
    defaults: () => forGame(registry.fallback)?.defaults() ?? [],
    forGame,
  };
}

/** A source plus drafts named after it (a draft never hides one of its revisions). */
function withDraftProfiles(base: RevisionSource, drafts: readonly RevisionProfile[]): RevisionSource {
  const usable = drafts.filter((d) => !base.profile(d.id));
  return {
    profile: (id) => base.profile(id) ?? usable.find((d) => d.id === id),
    ids: () => [...base.ids(), ...usable.map((d) => d.id)],
    defaults: () => base.defaults(),
  };
}
