import { UsageError } from '../files.js';
import type { RunReport } from '../report.js';
import { type GoldenFingerprint, goldenRows } from './golden.js';

/** One scenario under one revision, as drift compares it. */
export interface OutcomeRow {
  /** `uri › title [revision]`, with `#n` for the n-th scenario of that title in the file. */
  readonly key: string;
  readonly uri: string;
  readonly title: string;
  /** Which scenario of that title in the file (1-based): titles need not be unique. */
  readonly occurrence: number;
  readonly line: number;
  readonly revision: string;
  readonly status: string;
  readonly fingerprint: string;
  readonly inputs?: string;
  /** The clauses the run exercised (absent in a report from an arbiter before clause drift). */
  readonly clauses?: readonly string[];
  /** A golden game rather than a scenario (`run --golden`): which game and deck set. */
  readonly golden?: { readonly game: string; readonly decks: string };
}

/** A run's outcomes, and the parameters of each revision they ran under. */
export interface OutcomeTable {
  readonly rows: ReadonlyMap<string, OutcomeRow>;
  readonly parameters: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

interface LooseScenario {
  readonly title: string;
  readonly revision: string;
  readonly status: string;
  readonly line: number;
  readonly fingerprint?: string;
  readonly inputs?: string;
  readonly clauses?: readonly string[];
}

function table(
  files: readonly { readonly uri: string; readonly scenarios: readonly LooseScenario[] }[],
  parameters: OutcomeTable['parameters'],
  missing: (where: string) => never,
  golden: readonly GoldenFingerprint[] = [],
): OutcomeTable {
  const rows = new Map<string, OutcomeRow>(goldenRows(golden).map((r) => [r.key, r]));
  for (const f of files) {
    const seen = new Map<string, number>();
    for (const s of f.scenarios) {
      if (s.status === 'error' && !s.fingerprint) continue; // never ran: nothing to compare
      if (!s.fingerprint) missing(`${f.uri}:${s.line}`);
      const at = `${s.title} [${s.revision}]`;
      const occurrence = (seen.get(at) ?? 0) + 1;
      seen.set(at, occurrence);
      const key = `${f.uri} › ${s.title}${occurrence > 1 ? ` #${occurrence}` : ''} [${s.revision}]`;
      rows.set(key, {
        key,
        uri: f.uri,
        title: s.title,
        occurrence,
        line: s.line,
        revision: s.revision,
        status: s.status,
        fingerprint: s.fingerprint as string,
        ...(s.inputs ? { inputs: s.inputs } : {}),
        ...(s.clauses ? { clauses: s.clauses } : {}),
      });
    }
  }
  return { rows, parameters };
}

export function tableOfReport(report: RunReport): OutcomeTable {
  return table(
    report.files.map((f) => ({
      uri: f.uri,
      scenarios: f.scenarios.map((r) => ({ ...r, line: r.range.start.line + 1 })),
    })),
    (report.parameters ?? {}) as OutcomeTable['parameters'],
    (where) => {
      throw new Error(`internal: no outcome fingerprint for ${where}`);
    },
    report.golden,
  );
}

/** Reads `arbiter run --reporter json` output; `name` is how errors refer to it. */
export function tableOfJson(text: string, name: string): OutcomeTable {
  let json: {
    version?: unknown;
    files?: { uri: string; scenarios: LooseScenario[] }[];
    parameters?: OutcomeTable['parameters'];
    golden?: GoldenFingerprint[];
  };
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(
      `--baseline ${name}: not JSON (${(e as Error).message}); write a baseline with \`arbiter run --reporter json --output ${name}\``,
    );
  }
  if (json?.version !== 1 || !Array.isArray(json.files))
    throw new UsageError(
      `--baseline ${name}: not a report of \`arbiter run --reporter json\` (version 1 with a files list)`,
    );
  return table(
    json.files,
    json.parameters ?? {},
    (where) => {
      throw new UsageError(
        `--baseline ${name}: ${where} has no outcome fingerprint (a report from an older arbiter); write the baseline again with \`arbiter run --reporter json\``,
      );
    },
    Array.isArray(json.golden) ? json.golden : [],
  );
}
