import type { Diagnostic } from '@arbiter/scenario';
import { isFailure, type ReporterOptions, type RunReport } from '../report.js';

/** The message of a workflow command: `%`, CR and LF are percent-encoded (as @actions/core does). */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value of a workflow command: like the message, plus `:` and `,`. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  readonly level: AnnotationLevel;
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based. */
  readonly col: number;
  readonly title: string;
  readonly message: string;
}

/** `::error file=…,line=…,col=…,title=…::message` */
export function annotation(a: Annotation): string {
  const props = [
    `file=${escapeProperty(a.file)}`,
    `line=${a.line}`,
    `col=${a.col}`,
    `title=${escapeProperty(a.title)}`,
  ];
  return `::${a.level} ${props.join(',')}::${escapeData(a.message)}`;
}

export interface GithubOptions extends ReporterOptions {
  /** The path GitHub knows a file by (relative to the repository); the uri by default. */
  readonly pathOf?: (uri: string) => string;
}

const level = (d: Diagnostic): AnnotationLevel | undefined =>
  d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : undefined;

/**
 * GitHub Actions annotations, one per error, each pinned to its line so the pull request shows it
 * next to the scenario line that failed. A file that does not parse also errs every scenario run of
 * it with the same message at the same place: the file's diagnostic is that error's one annotation.
 * A failure met alike under several revisions is one annotation naming them all.
 */
export function githubReport(report: RunReport, opts: GithubOptions): string {
  const pathOf = opts.pathOf ?? ((u: string) => u);
  const lines: string[] = [];
  const at = (uri: string, line: number, col: number, message: string) =>
    JSON.stringify([uri, line, col, message]);
  for (const f of report.files) {
    const diagnosed = new Set<string>();
    for (const d of f.diagnostics) {
      const lv = level(d);
      if (!lv) continue;
      diagnosed.add(at(f.uri, d.range.start.line, d.range.start.character, d.message));
      lines.push(
        annotation({
          level: lv,
          file: pathOf(f.uri),
          line: d.range.start.line + 1,
          col: d.range.start.character + 1,
          title: `scenario file: ${d.code}`,
          message: d.hint ? `${d.message}\n${d.hint}` : d.message,
        }),
      );
    }
    /** Failures by where they are and what they say; the revisions they were met under. */
    const failures = new Map<string, { a: Omit<Annotation, 'title'>; title: string; revisions: string[] }>();
    for (const r of f.scenarios) {
      if (!isFailure(r)) continue;
      for (const x of r.failures) {
        if (diagnosed.has(at(r.uri, x.range.start.line, x.range.start.character, x.message))) continue;
        const message = [
          `${x.message}${x.clause ? ` (${x.clause})` : ''}`,
          x.expected !== undefined ? `expected: ${x.expected}` : '',
          x.actual !== undefined ? `actual:   ${x.actual}` : '',
          x.hint ? `hint: ${x.hint}` : '',
          opts.board && x.board ? x.board : '',
        ]
          .filter(Boolean)
          .join('\n');
        const title = `${r.status === 'error' ? 'Scenario error' : 'Scenario failed'}: ${r.title}`;
        const key = JSON.stringify([r.uri, x.range.start.line, x.range.start.character, title, message]);
        const known = failures.get(key);
        if (known) known.revisions.push(r.revision);
        else
          failures.set(key, {
            a: {
              level: 'error',
              file: pathOf(r.uri),
              line: x.range.start.line + 1,
              col: x.range.start.character + 1,
              message,
            },
            title,
            revisions: [r.revision],
          });
      }
    }
    for (const { a, title, revisions } of failures.values())
      lines.push(annotation({ ...a, title: `${title} [${revisions.join(', ')}]` }));
  }
  return lines.join('\n');
}
