/** The extension's settings (`arbiter.*` in package.json), read from a configuration section. */
export interface Settings {
  readonly defaultRevision: string;
  readonly liveEvaluation: { readonly enabled: boolean; readonly debounceMs: number };
  readonly inlayHints: boolean;
  /** How long the board view waits after the cursor stops. */
  readonly boardDelayMs: number;
  /** An explicit `arbiter` command; empty to look for one in the workspace. */
  readonly cliPath: string;
  /** The user's copy of a rulebook text, whose clauses hovers quote; empty for none. */
  readonly rulebookText: string;
}

/** What `workspace.getConfiguration('arbiter')` offers that we use. */
export interface ConfigurationLike {
  get<T>(key: string, defaultValue: T): T;
}

export const SECTION = 'arbiter';

export function readSettings(config: ConfigurationLike): Settings {
  const num = (key: string, fallback: number) => {
    const v = config.get<number>(key, fallback);
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback;
  };
  return {
    defaultRevision: config.get('defaultRevision', 'v1.7') || 'v1.7',
    liveEvaluation: {
      enabled: config.get<boolean>('liveEvaluation.enabled', true) !== false,
      debounceMs: num('liveEvaluation.debounceMs', 300),
    },
    inlayHints: config.get<boolean>('inlayHints.enabled', true) !== false,
    boardDelayMs: num('board.followCursorDelayMs', 200),
    cliPath: config.get('cli.path', '') ?? '',
    rulebookText: config.get('rulebookText', '') ?? '',
  };
}

/** What the language server receives at start (`initializationOptions`) and on each change. */
export function serverSettings(s: Settings) {
  return {
    defaultRevision: s.defaultRevision,
    liveEvaluation: { enabled: s.liveEvaluation.enabled, debounceMs: s.liveEvaluation.debounceMs },
    inlayHints: { enabled: s.inlayHints },
    rulebookText: s.rulebookText,
  };
}
