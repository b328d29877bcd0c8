/** The `arbiter.*` settings the server reads (workspace configuration section `arbiter`). */
export interface Settings {
  /** The revision scenarios without a `revisions` line run under, and that hover, inlay hints and the board show; null: the built-in default. */
  readonly defaultRevision: string | null;
  readonly liveEvaluation: {
    /** Run the scenarios as you type and underline what fails. */
    readonly enabled: boolean;
    /** Quiet time after the last edit before the run starts. */
    readonly debounceMs: number;
  };
  readonly inlayHints: {
    /** Money and phase after each step. */
    readonly enabled: boolean;
  };
  /** The user's copy of a rulebook text: hovers show a clause's own words next to our paraphrase. */
  readonly rulebookText: string | null;
}

export const DEFAULT_SETTINGS: Settings = {
  defaultRevision: null,
  liveEvaluation: { enabled: true, debounceMs: 250 },
  inlayHints: { enabled: true },
  rulebookText: null,
};

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Settings from whatever the client sent: unknown keys are ignored and a value of the wrong type
 * keeps the default. Accepts both nested objects and dotted keys (`"liveEvaluation.debounceMs"`).
 */
export function readSettings(raw: unknown): Settings {
  const r = record(raw);
  const get = (path: string): unknown => {
    if (path in r) return r[path];
    let v: unknown = r;
    for (const part of path.split('.')) v = record(v)[part];
    return v;
  };
  const bool = (path: string, d: boolean) => {
    const v = get(path);
    return typeof v === 'boolean' ? v : d;
  };
  const debounce = get('liveEvaluation.debounceMs');
  const revision = get('defaultRevision');
  const rulebook = get('rulebookText');
  return {
    defaultRevision: typeof revision === 'string' && revision.trim() !== '' ? revision.trim() : null,
    liveEvaluation: {
      enabled: bool('liveEvaluation.enabled', DEFAULT_SETTINGS.liveEvaluation.enabled),
      debounceMs:
        typeof debounce === 'number' && Number.isFinite(debounce)
          ? Math.min(10_000, Math.max(0, Math.round(debounce)))
          : DEFAULT_SETTINGS.liveEvaluation.debounceMs,
    },
    inlayHints: { enabled: bool('inlayHints.enabled', DEFAULT_SETTINGS.inlayHints.enabled) },
    rulebookText: typeof rulebook === 'string' && rulebook.trim() !== '' ? rulebook.trim() : null,
  };
}
