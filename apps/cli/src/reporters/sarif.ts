/**
 * SARIF 2.1.0 for code-scanning views: each failing expectation, engine refusal, binding error and
 * parse error is a `result` at its file:line:col; each rule key a result names is a `rule` whose help
 * text gives the clause (in the canonical revision's numbering) and the rule in our own words.
 */
import type * as Sarif from 'sarif';
import { GAMES } from '../games.js';
import { isFailure, type ReporterOptions, type RunReport, type RunResult } from '../report.js';

export interface SarifOptions extends ReporterOptions {
  /** The path a code-scanning view knows a file by (relative to the repository); the uri by default. */
  readonly pathOf?: (uri: string) => string;
  /** The command line's version, named as the tool's. */
  readonly version?: string;
}

/** What the scenario language itself reports, for results that no rule key of a game names. */
const SCENARIO_RULES = {
  'scenario.expectation': 'A `then` line (or an expected outcome) of a scenario does not hold.',
  'scenario.error':
    'A scenario could not be run: a line does not bind to the game (an unknown card, a missing library).',
} as const;

interface KnownRule {
  readonly summary: string;
  /** The clause in the canonical revision's numbering, and that revision's id. */
  readonly clause?: string;
  readonly revision?: string;
}

/** Every rule key of every game, with its words and its canonical clause. */
function ruleBook(): Map<string, KnownRule> {
  const out = new Map<string, KnownRule>();
  for (const { module } of Object.values(GAMES)) {
    const canonical = module.revisions.canonical as { id: string; clauses: Record<string, string> };
    for (const r of module.rules)
      out.set(r.key, {
        summary: r.summary,
        ...(canonical.clauses[r.key] ? { clause: canonical.clauses[r.key], revision: canonical.id } : {}),
      });
  }
  return out;
}

/** The rule a failure breaks: the key of the refusal with the failure's clause, else the scenario's own. */
function ruleOf(r: RunResult, clause: string | undefined): string {
  if (clause) {
    const refusal = r.refusals.find((x) => x.clause === clause);
    if (refusal) return refusal.key;
    return `clause.${clause}`;
  }
  return r.status === 'error' ? 'scenario.error' : 'scenario.expectation';
}

function ruleDescriptor(id: string, book: Map<string, KnownRule>): Sarif.ReportingDescriptor {
  const known = book.get(id);
  if (known) {
    const cited = known.clause ? `Clause ${known.clause} (${known.revision}): ` : '';
    return {
      id,
      shortDescription: { text: known.summary },
      help: { text: `${cited}${known.summary}` },
      ...(known.clause ? { properties: { clause: known.clause } } : {}),
    };
  }
  if (id.startsWith('clause.')) {
    const clause = id.slice('clause.'.length);
    return {
      id,
      shortDescription: { text: `An engine refusal under clause ${clause}.` },
      help: { text: `Clause ${clause}: the engine refused an action the scenario expected to be legal.` },
      properties: { clause },
    };
  }
  const text =
    SCENARIO_RULES[id as keyof typeof SCENARIO_RULES] ??
    `A scenario file that cannot be read: ${id.replace(/^scenario-file\./, '')}.`;
  return { id, shortDescription: { text }, help: { text } };
}

const region = (range: {
  start: { line: number; character: number };
  end: { line: number; character: number };
}): Sarif.Region => ({
  startLine: range.start.line + 1,
  startColumn: range.start.character + 1,
  endLine: range.end.line + 1,
  endColumn: range.end.character + 1,
});

/** The SARIF log of a run, as text. */
export function sarifReport(report: RunReport, opts: SarifOptions): string {
  const pathOf = opts.pathOf ?? ((u: string) => u);
  const book = ruleBook();
  const results: Sarif.Result[] = [];
  const used = new Set<string>();
  const location = (uri: string, r: Sarif.Region): Sarif.Location[] => [
    { physicalLocation: { artifactLocation: { uri: pathOf(uri).split('\\').join('/') }, region: r } },
  ];
  for (const f of report.files) {
    const diagnosed = new Set<string>();
    for (const d of f.diagnostics) {
      if (d.severity !== 'error' && d.severity !== 'warning') continue;
      const ruleId = `scenario-file.${d.code}`;
      used.add(ruleId);
      diagnosed.add(JSON.stringify([d.range.start, d.message]));
      results.push({
        ruleId,
        level: d.severity,
        message: { text: d.hint ? `${d.message}\n${d.hint}` : d.message },
        locations: location(f.uri, region(d.range)),
      });
    }
    // As with annotations: a failure that is the file's parse error is not reported again, and one
    // met alike under several revisions is one result naming them.
    const byPlace = new Map<string, Sarif.Result & { properties: { revisions: string[] } }>();
    for (const r of f.scenarios) {
      if (!isFailure(r)) continue;
      for (const x of r.failures) {
        if (diagnosed.has(JSON.stringify([x.range.start, x.message]))) continue;
        const ruleId = ruleOf(r, x.clause);
        const text = [
          `${r.title}: ${x.message}${x.clause ? ` (${x.clause})` : ''}`,
          x.expected !== undefined ? `expected: ${x.expected}` : '',
          x.actual !== undefined ? `actual: ${x.actual}` : '',
          x.hint ? `hint: ${x.hint}` : '',
        ]
          .filter(Boolean)
          .join('\n');
        const key = JSON.stringify([ruleId, x.range.start, text]);
        const known = byPlace.get(key);
        if (known) {
          known.properties.revisions.push(r.revision);
          continue;
        }
        used.add(ruleId);
        byPlace.set(key, {
          ruleId,
          level: 'error',
          message: { text },
          locations: location(r.uri, region(x.range)),
          properties: { revisions: [r.revision] },
        });
      }
    }
    results.push(...byPlace.values());
  }
  const rules = [...used].sort().map((id) => ruleDescriptor(id, book));
  const index = new Map(rules.map((r, i) => [r.id, i]));
  for (const r of results) r.ruleIndex = index.get(r.ruleId as string) as number;
  const log: Sarif.Log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'arbiter',
            ...(opts.version ? { version: opts.version } : {}),
            rules,
          },
        },
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
