import { didYouMean } from '@arbiter/core';
import {
  type CardDefinition,
  isTrait,
  KEYWORD_ARGUMENTS,
  megacorpModule,
  type RevisionProfile,
  ruleRegistry,
  TRAITS,
  V1_7_CLAUSE_IDS,
} from '@arbiter/megacorp';
import {
  type RevisionSource as AnyRevisionSource,
  resolveRevisions,
  revisionsOf,
} from '../../../run/revisions.js';
import type { CardDef, Range, ScenarioFile, Token } from '../../../syntax/ast.js';
import type { Diagnostic } from '../../../syntax/diagnostics.js';

type RevisionSource = AnyRevisionSource<RevisionProfile>;
const builtInRevisions: RevisionSource = revisionsOf(megacorpModule);

import { type Occurrence, occurrencesOf, scenarioPlayers } from './occurrences.js';

/**
 * The one name binding of a scenario or card file: every name it uses must mean something before
 * anything runs. `arbiter check`, the runner and the language server's diagnostics all call it, so a
 * name unknown to one is unknown to all. Cards and their keywords are bound with the card library
 * (`run/library.ts`); this pass binds the names the rest of the file uses.
 */
export interface NameDiagnostic extends Diagnostic {
  /** What to write instead, over `range`, when there is one likely candidate. */
  readonly fix?: string;
}

export interface NameContext {
  /** The cards the scenario sees (its library, defaults included). */
  readonly cards: Readonly<Record<string, CardDefinition>>;
  /** Where revision ids come from; the built-in revisions by default. */
  readonly revisions?: RevisionSource;
  /** Cards defined with a problem the library reports: not unknown, so not reported again here. */
  readonly unbound?: readonly string[];
  /** False when a `use`d library could not be read: card names are then not judged. */
  readonly complete?: boolean;
  /** The card definitions of the library, by name, for the subtypes written in abilities and keywords. */
  readonly origins?: Readonly<Record<string, { readonly uri: string; readonly node: CardDef }>>;
}

/** The phases a `given`, `then` or anchor may name. */
export const PHASE_NAMES = ['accounting', 'buy', 'challenge', 'divest', 'end', 'setup'] as const;

const quoted = (name: string) => `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function unknown(
  range: Range,
  message: string,
  guess: { text: string; fix: string } | undefined,
  fallback?: string,
): NameDiagnostic {
  const hint = guess ? `did you mean ${guess.text}?` : fallback;
  return {
    severity: 'error',
    code: 'binding',
    message,
    range,
    ...(hint ? { hint } : {}),
    ...(guess ? { fix: guess.fix } : {}),
  };
}

let ruleKeys: ReadonlySet<string> | undefined;
const CLAUSE_IDS = new Set(V1_7_CLAUSE_IDS);

/** Every rule key the engine declares. */
export function knownRuleKeys(): ReadonlySet<string> {
  ruleKeys ??= new Set(ruleRegistry().keys());
  return ruleKeys;
}

/**
 * Whether a written clause names a rule under these revisions: a V1.7 clause id (V1.7 numbers name
 * rules in every revision, as the runner compares them), a rule key, or a clause one of the revisions
 * cites (Edition 3.0's section headings).
 */
export function isKnownClause(text: string, under: readonly RevisionProfile[]): boolean {
  if (CLAUSE_IDS.has(text) || knownRuleKeys().has(text)) return true;
  return under.some((p) => Object.values(p.clauses).includes(text));
}

function allProfiles(source: RevisionSource): RevisionProfile[] {
  return source.ids().flatMap((id) => source.profile(id) ?? []);
}

/** The profiles a scenario runs under (every known one when its `revisions` line does not bind). */
function profilesUnder(file: ScenarioFile, scenario: number, source: RevisionSource): RevisionProfile[] {
  const sc = file.scenarios[scenario];
  const resolved = sc ? resolveRevisions(sc, { revisionSource: source }) : undefined;
  return resolved?.ok ? [...resolved.profiles] : allProfiles(source);
}

/**
 * The name problems of one scenario of a file (-1: the file's own cards before any scenario): unknown
 * cards, players, aliases, revisions, clauses and rule keys, traits, phases, and subtypes no card of
 * the library has.
 */
export function bindNames(file: ScenarioFile, scenario: number, context: NameContext): NameDiagnostic[] {
  const source = context.revisions ?? builtInRevisions;
  const occ = occurrencesOf(file);
  const mine = occ.filter((o) => o.scenario === scenario);
  const out: NameDiagnostic[] = [];
  let players: string[] | undefined;
  let aliases: Set<string> | undefined;
  let under: RevisionProfile[] | undefined;
  const cardNames = Object.keys(context.cards);
  for (const o of mine) {
    switch (o.kind) {
      case 'card': {
        if (o.declaration || scenario < 0 || context.complete === false) break;
        if (context.cards[o.name] || context.unbound?.includes(o.name)) break;
        const guess = didYouMean(o.name, cardNames);
        out.push(
          unknown(
            o.range,
            `unknown card "${o.name}"`,
            guess ? { text: quoted(guess), fix: quoted(guess) } : undefined,
            'define it in a `cards` section or `use` a card library',
          ),
        );
        break;
      }
      case 'player': {
        if (scenario < 0) break;
        players ??= scenarioPlayers(occ, scenario);
        if (players.length === 0 || players.includes(o.name)) break;
        const guess = didYouMean(o.name, players);
        out.push(
          unknown(
            o.range,
            `unknown player ${o.name}`,
            guess ? { text: guess, fix: guess } : undefined,
            `the players are ${players.join(', ')}`,
          ),
        );
        break;
      }
      case 'alias': {
        if (o.declaration || scenario < 0) break;
        aliases ??= new Set(
          mine.filter((x: Occurrence) => x.kind === 'alias' && x.declaration).map((x) => x.name),
        );
        if (aliases.has(o.name)) break;
        const card =
          cardNames.find((n) => n.toLowerCase() === o.name.toLowerCase()) ?? didYouMean(o.name, cardNames);
        const guess = card
          ? { text: `the card ${quoted(card)}`, fix: quoted(card) }
          : (() => {
              const alias = didYouMean(o.name, aliases);
              return alias ? { text: alias, fix: alias } : undefined;
            })();
        out.push(
          unknown(
            o.range,
            `\`${o.name}\` is not an alias given in this scenario`,
            guess,
            'give it where the card is placed: "Gnost Cleric" as cleric2; card names go in quotes',
          ),
        );
        break;
      }
      case 'revision': {
        const ids = source.ids();
        if (ids.includes(o.name)) break;
        const guess = didYouMean(o.name, ids);
        out.push(
          unknown(
            o.range,
            `unknown revision ${o.name}`,
            guess ? { text: guess, fix: guess } : undefined,
            `known: ${ids.join(', ')}`,
          ),
        );
        break;
      }
      case 'clause': {
        under ??= profilesUnder(file, scenario, source);
        if (isKnownClause(o.name, under)) break;
        const elsewhere = isKnownClause(o.name, allProfiles(source));
        const written = o.quoted ? `"${o.name}"` : o.name;
        const guess = o.quoted ? undefined : didYouMean(o.name, [...V1_7_CLAUSE_IDS, ...knownRuleKeys()]);
        out.push(
          unknown(
            o.range,
            elsewhere
              ? `clause ${written} is not one of ${under.map((p) => p.id).join(', ')}`
              : `unknown clause ${written}`,
            guess ? { text: guess, fix: guess } : undefined,
            'cite a V1.7 clause id (5.5.4), a rule key (divest.cannot-sell-business) or a heading of the revision',
          ),
        );
        break;
      }
      case 'trait': {
        if (isTrait(o.name.toUpperCase())) break;
        const guess = didYouMean(o.name, TRAITS);
        out.push(
          unknown(
            o.range,
            `\`${o.name}\` is not a trait`,
            guess ? { text: guess, fix: guess } : undefined,
            'traits are IQ, EQ, MQ and BQ',
          ),
        );
        break;
      }
      case 'phase': {
        if ((PHASE_NAMES as readonly string[]).includes(o.name.toLowerCase())) break;
        const guess = didYouMean(o.name, PHASE_NAMES);
        out.push(
          unknown(
            o.range,
            `unknown phase ${o.name}`,
            guess ? { text: guess, fix: guess } : undefined,
            `phases: ${PHASE_NAMES.slice(0, 5).join(', ')}`,
          ),
        );
        break;
      }
      case 'scenario':
      case 'use':
        break;
    }
  }
  if (context.origins) out.push(...abilityNameProblems(file, context));
  return out;
}

const CARD_TYPES = ['character', 'event', 'equipment', 'vehicle', 'location', 'business', 'resource'];

/**
 * Cards an ability names must exist, and subtypes and card types an ability or a keyword names (`destroy target #building card`,
 * `CAMOUFLAGE #water`) must be ones some card of the library has: another one matches nothing, and
 * whatever depends on it silently never happens. Only this file's own cards are reported.
 */
function abilityNameProblems(file: ScenarioFile, context: NameContext): NameDiagnostic[] {
  const declared = new Set<string>();
  for (const def of Object.values(context.cards)) for (const s of def.subtypes) declared.add(s.toLowerCase());
  const kinds = [...declared, ...CARD_TYPES];
  const known = (w: string) => {
    const l = w.toLowerCase();
    return kinds.includes(l) || kinds.includes(l.replace(/s$/, ''));
  };
  const out: NameDiagnostic[] = [];
  const check = (t: Token, word: string) => {
    if (known(word) || /^(or|and)$/i.test(word)) return;
    const guess = didYouMean(word, [...declared]);
    out.push(
      unknown(
        t.range,
        `no card here has the subtype #${word}`,
        guess ? { text: `#${guess}`, fix: `#${guess}` } : undefined,
        'give a card that subtype, or name one a card has',
      ),
    );
  };
  const names = Object.keys(context.cards);
  const card = (t: Token) => {
    if (context.cards[t.value] || context.unbound?.includes(t.value)) return;
    const guess = didYouMean(t.value, names);
    out.push(
      unknown(
        t.range,
        `unknown card "${t.value}"`,
        guess ? { text: quoted(guess), fix: quoted(guess) } : undefined,
        'define it in a `cards` section or `use` a card library',
      ),
    );
  };
  for (const { uri, node } of Object.values(context.origins ?? {})) {
    if (uri !== file.uri) continue;
    for (const b of node.body) {
      if (b.kind !== 'ability') continue;
      b.tokens.forEach((t, i) => {
        if (t.kind === 'subtype') check(t, t.text.slice(1));
        // A card an ability names (`named "X"`, `create a "Drone" token`) is a card of the library.
        const named = b.tokens[i - 1]?.text === 'named' || /^tokens?$/i.test(b.tokens[i + 1]?.text ?? '');
        if (t.kind === 'string' && named && context.complete !== false) card(t);
      });
    }
    for (const k of [...node.keywords, ...node.body.filter((b) => b.kind === 'keyword')]) {
      if (k.kind !== 'keyword') continue;
      const words = k.tokens.filter((t) => t.kind === 'word' || t.kind === 'subtype');
      const name = words.findIndex((t) => t.kind === 'subtype' || !/^[A-Z]{2,}:?$/.test(t.text));
      const head = words
        .slice(0, name < 0 ? words.length : name)
        .map((t) => t.text.replace(/:$/, ''))
        .join(' ');
      if (KEYWORD_ARGUMENTS[head.toUpperCase()] !== 'kinds') continue;
      for (const t of words.slice(name < 0 ? words.length : name)) check(t, t.text.replace(/^#/, ''));
    }
  }
  return out;
}
