import { didYouMean } from '@arbiter/core';
import { gardenerModule, RULEBOOK_SECTIONS } from '@arbiter/gardener';
import type { BindProblem } from '../../dialect.js';
import type { RevisionSource } from '../../run/revisions.js';
import type { ClauseRef, Name, Range, ScenarioFile, Statement, Str, Token } from '../../syntax/ast.js';
import type { Severity } from '../../syntax/diagnostics.js';
import type { CardList, GivenLine } from './given.js';
import type { GardenerLibrary } from './library.js';

/**
 * Every name a Gardener scenario uses, bound before it runs (the same diagnostics `arbiter check`,
 * the runner and the editor give): the players of its steps and facts, the cards its steps name, the
 * rulebook headings of `covers` and `-> rejected "…"`, and the revisions of `under`. Each unknown
 * name is an error at its place with the closest known one.
 */
export interface NameProblem {
  readonly severity: Severity;
  readonly range: Range;
  readonly message: string;
  readonly hint?: string;
}

/** The rulebook's headings, and those rule sets cite (`Description ► Requirements` among them). */
const HEADINGS: readonly string[] = [
  ...new Set([...RULEBOOK_SECTIONS.map((s) => s.heading), ...gardenerModule.revisions.clauseIds]),
];

function unknown(
  range: Range,
  what: string,
  name: string,
  known: Iterable<string>,
  fallback: string,
): NameProblem {
  const near = didYouMean(name, known);
  return {
    severity: 'error',
    range,
    message: `unknown ${what} ${name}`,
    hint: near ? `did you mean ${near}?` : fallback,
  };
}

/** The statements of a section and the lines nested under them (anchors, checkpoints), in order. */
function* walk(body: readonly Statement[]): Generator<Statement> {
  for (const st of body) {
    yield st;
    if (st.kind === 'checkpoint') yield st.expectation as Statement;
    if ('body' in st && Array.isArray(st.body)) yield* walk(st.body as Statement[]);
  }
}

function heading(ref: ClauseRef): NameProblem | undefined {
  if (HEADINGS.includes(ref.text)) return undefined;
  // Headings are long: the closest by the last part (`… ► Play card`) is the likeliest meant.
  const last = ref.text.split('►').at(-1)?.trim() ?? ref.text;
  const near = HEADINGS.find((h) => h.split('►').at(-1)?.trim() === last) ?? didYouMean(ref.text, HEADINGS);
  return {
    severity: 'error',
    range: ref.range,
    message: `"${ref.text}" is not a heading of the Gardener rulebook`,
    hint: near
      ? `did you mean "${near}"?`
      : 'cite a heading path, e.g. "Playing ► Adventure ► Turn ► Play card"',
  };
}

export function gardenerNames(
  file: ScenarioFile,
  index: number,
  bound: { readonly library: GardenerLibrary; readonly problems: readonly BindProblem[] },
  revisions: unknown,
): readonly NameProblem[] {
  const sc = file.scenarios[index];
  if (!sc) return [];
  const out: NameProblem[] = [];
  const source = revisions as RevisionSource | undefined;
  const revisionIds = source?.profile(gardenerModule.revisions.canonical.id)
    ? source.ids()
    : gardenerModule.revisions.builtIn.map((p) => p.id);
  const revision = (n: Name) => {
    if (revisionIds.includes(n.text)) return;
    out.push(
      unknown(n.range, 'revision', n.text, revisionIds, `the revisions are ${revisionIds.join(', ')}`),
    );
  };
  for (const st of sc.header?.body ?? [])
    if (st.kind === 'covers')
      for (const c of st.clauses) {
        const p = heading(c);
        if (p) out.push(p);
      }
  const players = new Set<string>();
  const cardListed: { name: string; range: Range }[] = [];
  let sample = false;
  for (const section of sc.sections) {
    if (section.kind !== 'setup' && section.kind !== 'given') continue;
    for (const st of section.body) {
      if (st.kind === 'players') for (const p of st.players) players.add(p.text);
      if (st.kind !== 'dialect-line') continue;
      const data = st.data as { kind?: string; list?: CardList } | undefined;
      if (data?.kind === 'sample') sample = true;
      data?.list?.cards.forEach((c, i) => {
        const range = data.list?.ranges[i];
        if (range) cardListed.push({ name: c, range });
      });
    }
  }
  const player = (n: { text: string; range: Range }) => {
    if (sample || players.has(n.text)) return;
    out.push(unknown(n.range, 'player', n.text, players, `the players are ${[...players].join(', ')}`));
  };
  const cards = Object.keys(bound.library.cards);
  const seenCard = new Set<number>();
  const card = (t: Token | Str | { name: string; range: Range }) => {
    const name = 'name' in t ? t.name : t.kind === 'string' ? String(t.value) : t.text;
    if (bound.library.cards[name] || seenCard.has(t.range.start.offset)) return;
    seenCard.add(t.range.start.offset);
    const near = didYouMean(name, cards);
    out.push({
      severity: 'error',
      range: t.range,
      message: `unknown card "${name}"`,
      hint: near ? `did you mean "${near}"?` : 'define it in a cards section, or use a library file',
    });
  };
  cardListed.forEach(card);
  for (const section of sc.sections) {
    if (section.kind !== 'when' && section.kind !== 'then') continue;
    for (const st of walk(section.body as readonly Statement[])) {
      switch (st.kind) {
        case 'dialect-step':
          player(st.player);
          for (const t of st.tokens) if (t.kind === 'string') card(t);
          for (const o of st.outcomes) {
            if (o.clause) {
              const p = heading(o.clause);
              if (p) out.push(p);
            }
            o.under.forEach(revision);
          }
          break;
        case 'dialect-line': {
          st.under.forEach(revision);
          const data = st.data as Partial<GivenLine> | undefined;
          const who = data && 'player' in data ? data.player : undefined;
          if (who !== undefined) {
            const t = st.tokens.find((x) => x.text === who);
            if (t) player(t);
          }
          break;
        }
        case 'result':
        case 'waiting':
          player(st.player);
          st.under.forEach(revision);
          break;
        case 'game':
        case 'log':
          st.under.forEach(revision);
          break;
        default:
          break;
      }
    }
  }
  return out;
}
