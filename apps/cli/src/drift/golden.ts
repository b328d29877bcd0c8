import { type ClauseMap, stateHash } from '@arbiter/core';
import { recordGoldenFile } from '@arbiter/harness/generic';
import { GOLDEN_SEED } from '../commands/golden.js';
import { GOLDEN_GAMES } from '../golden-games.js';
import type { OutcomeRow } from './table.js';

/**
 * Golden games in the drift: each golden game (game × built-in revision × deck set, the seed of
 * `arbiter golden`) as the engine plays it now, hashed. A report written with `run --golden` carries
 * them, so a baseline written by the base branch's engine and the pull request's run disagree exactly
 * where the engine plays a seeded game differently; they then sort into the drift's kinds like
 * scenarios (engine, parameter with the parameters named, added, removed).
 */
export interface GoldenFingerprint {
  readonly game: string;
  readonly revision: string;
  readonly decks: string;
  readonly fingerprint: string;
}

const played = (profile: ClauseMap, game: (typeof GOLDEN_GAMES)[number]) =>
  recordGoldenFile(game.module, profile, game.deckSets, GOLDEN_SEED).games;

export function goldenFingerprints(): GoldenFingerprint[] {
  return GOLDEN_GAMES.flatMap((g) =>
    g.module.revisions.builtIn.flatMap((p) =>
      played(p, g).map((game) => ({
        game: g.module.id,
        revision: p.id,
        decks: game.decks,
        fingerprint: stateHash(game),
      })),
    ),
  );
}

const URI = (game: string, revision: string) => `scenarios/golden/${game}/${revision}.json`;
const title = (f: { game: string; decks: string }) => `golden game: ${f.game}, ${f.decks} decks`;

/** The golden games as rows of the outcome table. */
export function goldenRows(list: readonly GoldenFingerprint[]): OutcomeRow[] {
  return list.map((f) => ({
    key: `${URI(f.game, f.revision)} › ${title(f)} [${f.revision}]`,
    uri: URI(f.game, f.revision),
    title: title(f),
    occurrence: 1,
    line: 1,
    revision: f.revision,
    status: 'passed',
    fingerprint: f.fingerprint,
    golden: { game: f.game, decks: f.decks },
  }));
}

/** A golden game played again under its revision with other parameter values (the drift's probe). */
export function probeGolden(
  row: OutcomeRow,
  parameters: Readonly<Record<string, unknown>>,
): string | undefined {
  const g = GOLDEN_GAMES.find((x) => x.module.id === row.golden?.game);
  const profile = g?.module.revisions.byId(row.revision);
  if (!g || !profile) return undefined;
  const game = played({ ...profile, parameters } as ClauseMap, g).find((x) => x.decks === row.golden?.decks);
  return game ? stateHash(game) : undefined;
}
