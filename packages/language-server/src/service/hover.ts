import type { AnyGameModule, ParameterSpecs } from '@arbiter/core';
import type { ScenarioDialect } from '@arbiter/scenario';
import { type Hover, MarkupKind, type Position } from 'vscode-languageserver';
import { viewMarkdown } from '../games/editor-game.js';
import { editorOf } from '../games/index.js';
import { type Profile, profilesOf, rulesAtClause } from '../knowledge.js';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { lineContext } from './context.js';
import {
  clampPosition,
  hash,
  lineStarts,
  rangeContains,
  STEP_KINDS,
  scenarioAt,
  toRange,
  whenStatements,
} from './document.js';
import { editorSpot, libraryOf } from './editor-spot.js';
import { stepOnLine, viewResult } from './evaluation.js';
import { fileOccurrences, occurrenceAt } from './occurrences.js';

export interface HoverOptions {
  /** The revision whose run the step hover shows (the active revision). */
  readonly revision?: string | null;
  /** The clause's own words from the user's rulebook text (`arbiter.rulebookText`), if set. */
  readonly rulebook?: (clause: string) => string | undefined;
}

const markdown = (value: string, range?: Hover['range']): Hover => ({
  contents: { kind: MarkupKind.Markdown, value },
  ...(range ? { range } : {}),
});

/**
 * A clause's paraphrase: the rules of the game cited by it, with their clause under each revision
 * known; then the clause's own words from the user's rulebook text, when one is set.
 */
export function clauseMarkdown(
  clause: string,
  index: WorkspaceIndex,
  dialect: ScenarioDialect,
  rulebook?: (clause: string) => string | undefined,
): string {
  const found = rulesAtClause(clause, index.revisionsFor(dialect), dialect.module as AnyGameModule);
  // The rulebook text is one of the default game's (Megacorp's) rulebooks: its clause numbers mean
  // nothing in another game.
  const own = dialect.game === index.games.fallback ? rulebook?.(clause) : undefined;
  const words = own ? ['', `> ${own.replace(/\n/g, ' ')}`, '', '*from your rulebook text*'] : [];
  if (found.length === 0)
    return [`**${clause}**`, '', 'No rule of the engine cites this clause.', ...words].join('\n');
  const out = [`**${clause}**`];
  for (const r of found) {
    out.push(
      '',
      `\`${r.key}\` — ${r.summary}`,
      '',
      r.clauses.map((c) => `${c.revision}: ${c.clause}`).join(' · '),
    );
  }
  out.push(...words);
  return out.join('\n');
}

/** A rule parameter: its value (and where the rulebook says so) in every revision known. */
export function parameterMarkdown(
  name: string,
  profiles: readonly Profile[],
  specs: ParameterSpecs,
  canonical: string,
): string {
  const spec = specs[name];
  const rows = profiles.map((p) => {
    const v = (p.parameters as Readonly<Record<string, unknown>>)[name];
    const source = (p.sources as Readonly<Record<string, string | undefined>> | undefined)?.[name];
    return `| ${p.id} | \`${JSON.stringify(v)}\` | ${source ?? ''} |`;
  });
  const about = spec ? [spec.description, '', `${canonical} clause ${spec.clause}`, ''] : [];
  return [`**${name}**`, '', ...about, '| revision | value | source |', '|---|---|---|', ...rows].join('\n');
}

export function getHover(
  f: ParsedFile,
  position: Position,
  index: WorkspaceIndex,
  options: HoverOptions = {},
): Hover | null {
  const p = clampPosition(f.text, position);
  if (f.kind === 'revision') return revisionHover(f, p, index);
  const dialect = index.dialectOf(f);
  if (!dialect) return null;
  const editor = editorOf(dialect);
  const occ = occurrenceAt(fileOccurrences(index, f), p.line, p.character);
  if (occ) {
    const range = toRange(occ.range);
    switch (occ.kind) {
      case 'clause':
        return markdown(clauseMarkdown(occ.name, index, dialect, options.rulebook), range);
      case 'card': {
        const text = editor.card?.(libraryOf(index, f, dialect, occ.scenario), occ.name);
        if (text) return markdown(text, range);
        break;
      }
      case 'revision': {
        const profile = index.revisionsFor(dialect).profile(occ.name) as Profile | undefined;
        if (profile)
          return markdown(
            `**${profile.id}** — ${profile.title}${profile.extends ? `\n\ndraft extending ${profile.extends}` : ''}`,
            range,
          );
        break;
      }
      default:
        break;
    }
  }
  return wordHover(f, p, index, dialect) ?? stepHover(f, p, index, options);
}

/** A word the game explains (a Gardener attribute name): the game's own hover text. */
function wordHover(
  f: ParsedFile,
  p: Position,
  index: WorkspaceIndex,
  dialect: ScenarioDialect,
): Hover | null {
  const hover = editorOf(dialect).hover;
  if (!hover) return null;
  const line = lineContext(f.text, p.line, p.character);
  // One segment of a dotted path (`Ply.StarshipCapacity`): the one under the cursor.
  const match = [...line.text.matchAll(/[A-Za-z]\w*/g)].find(
    (m) => m.index <= p.character && p.character <= m.index + m[0].length,
  );
  if (!match) return null;
  const before = lineContext(f.text, p.line, match.index);
  const text = hover(match[0], editorSpot(index, f, before));
  if (!text) return null;
  return markdown(text, {
    start: { line: p.line, character: match.index },
    end: { line: p.line, character: match.index + match[0].length },
  });
}

/** A step, checkpoint or anchor: the state after it, under the active revision. */
function stepHover(f: ParsedFile, p: Position, index: WorkspaceIndex, options: HoverOptions): Hover | null {
  const at = scenarioAt(f.file, p.line);
  if (!at) return null;
  const st = whenStatements(at.scenario).find(
    (s) => s.kind !== 'comment' && rangeContains(s.range, p) && s.range.start.line === p.line,
  );
  if (!st || !(STEP_KINDS.has(st.kind) || st.kind === 'checkpoint' || st.kind === 'anchor')) return null;
  const range = toRange(st.range);
  // The state after a line depends only on the text up to it (and the card libraries): cached by that,
  // so hovering after an edit further down does not run the scenario again.
  const starts = lineStarts(f.text);
  const upTo = f.text.slice(0, starts[p.line + 1] ?? f.text.length);
  const key = `hover\u0000${index.libraryGeneration}\u0000${f.uri}\u0000${at.index}\u0000${options.revision ?? ''}\u0000${upTo.length}\u0000${hash(upTo)}`;
  const value = index.remember(key, () => stepMarkdown(index, f, p.line, options));
  return value === null ? null : markdown(value, range);
}

function stepMarkdown(
  index: WorkspaceIndex,
  f: ParsedFile,
  line: number,
  options: HoverOptions,
): string | null {
  const view = viewResult(index, f.uri, line, options.revision ?? null);
  if (!view) return null;
  const step = stepOnLine(view.result, line);
  if (!step) {
    const failure = view.result.failures.find((x) => x.range.start.line === line);
    return failure
      ? `**Fails under ${view.result.revision}**: ${failure.message}`
      : `Not reached under ${view.result.revision}: the run stopped before this line.`;
  }
  const implicit = step.actions.slice(0, -1);
  const dialect = index.dialectOf(f);
  if (!dialect) return null;
  const editor = editorOf(dialect);
  const parts = [
    `**After this ${step.kind}** (${view.result.revision}, ${step.status})`,
    '',
    editor.stateMarkdown?.(step.state) ?? viewMarkdown(dialect.module.view(step.state)),
  ];
  if (implicit.length)
    parts.push(
      '',
      `implicit before it: ${implicit.slice(0, 12).join('; ')}${implicit.length > 12 ? ` (+${implicit.length - 12})` : ''}`,
    );
  return parts.join('\n');
}

function revisionHover(f: ParsedFile, p: Position, index: WorkspaceIndex): Hover | null {
  const file = f.revision?.file;
  if (!file) return null;
  // A draft's parameters are its game's: its `game` line, else the game of what it extends.
  const game = index.draftGame(f.uri);
  const source = index.revisionsOfGame(game);
  const profiles = profilesOf(source);
  const revisions = index.games.dialect(game)?.module.revisions;
  for (const o of [...file.overrides].reverse()) {
    if (rangeContains(o.nameRange, p) || rangeContains(o.valueRange, p)) {
      return markdown(
        parameterMarkdown(o.name, profiles, revisions?.specs ?? {}, revisions?.canonical.id ?? ''),
        toRange({ start: o.nameRange.start, end: o.valueRange.end }),
      );
    }
  }
  if (file.extends && rangeContains(file.extends.range, p)) {
    const profile = source.profile(file.extends.value) as Profile | undefined;
    if (profile) return markdown(`**${profile.id}** — ${profile.title}`, toRange(file.extends.range));
  }
  return null;
}
