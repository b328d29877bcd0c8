import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import oniguruma from 'vscode-oniguruma';
import textmate from 'vscode-textmate';

// The TextMate grammars, tokenized by the engine VS Code itself uses: highlighting that needs no
// language server (and survives a failed semantic-tokens request).
const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const SCOPES: Record<string, string> = {
  'source.arbiter-scenario': 'syntaxes/arbiter-scenario.tmLanguage.json',
  'source.arbiter-cards': 'syntaxes/arbiter-cards.tmLanguage.json',
  'source.arbiter-revision': 'syntaxes/arbiter-revision.tmLanguage.json',
  // The former scopes, kept for themes and grammars that name them: each includes the new one.
  'source.megacorp.scenario': 'syntaxes/megacorp-scenario.tmLanguage.json',
  'source.megacorp.cards': 'syntaxes/megacorp-cards.tmLanguage.json',
  'source.megacorp.revision': 'syntaxes/megacorp-revision.tmLanguage.json',
};

let registry: textmate.Registry;

beforeAll(async () => {
  const wasm = readFileSync(join(require.resolve('vscode-oniguruma'), '..', 'onig.wasm'));
  await oniguruma.loadWASM(
    wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
  );
  registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scope) => {
      const path = SCOPES[scope];
      return path ? textmate.parseRawGrammar(readFileSync(join(root, path), 'utf8'), join(root, path)) : null;
    },
  });
});

/** Each token of each line as `text: innermost scope`, whitespace left out. */
async function tokens(scope: string, text: string): Promise<string[][]> {
  const grammar = await registry.loadGrammar(scope);
  if (!grammar) throw new Error(`no grammar ${scope}`);
  let stack = textmate.INITIAL;
  return text.split('\n').map((line) => {
    const r = grammar.tokenizeLine(line, stack);
    stack = r.ruleStack;
    return r.tokens
      .map((t) => ({
        text: line.slice(t.startIndex, t.endIndex),
        scope: t.scopes[t.scopes.length - 1] as string,
      }))
      .filter((t) => t.text.trim() !== '')
      .map((t) => `${t.text.trim()}: ${t.scope.replace(/\.arbiter(\.\w+)?$/, '')}`);
  });
}

const scenario = (text: string) => tokens('source.arbiter-scenario', text);

describe('highlighting a scenario', () => {
  it('marks section keywords at the left margin, and the scenario line with its title', async () => {
    const [header, , when] = await scenario('scenario "Selling a pile"\n  covers 5.5.3\nwhen');
    expect(header).toEqual([
      'scenario: keyword.control.section.scenario',
      '": punctuation.definition.string.begin',
      'Selling a pile: string.quoted.double.card-name',
      '": punctuation.definition.string.end',
    ]);
    expect(when).toEqual(['when: keyword.control.section']);
  });

  it('marks the player, the verb, the card names in quotes and the expected rejection with its clause', async () => {
    const [line] = await scenario('  Ana sells "Ana Corp"  -> rejected 5.5.4');
    expect(line).toEqual([
      'Ana: variable.other.player',
      'sells: keyword.other.action',
      '": punctuation.definition.string.begin',
      'Ana Corp: string.quoted.double.card-name',
      '": punctuation.definition.string.end',
      '->: keyword.operator.arrow',
      'rejected: keyword.control.outcome.rejected',
      '5.5.4: constant.other.clause',
    ]);
  });

  it('marks coordinates, amounts, numbers, traits and possessives', async () => {
    const [pile, buy, attack] = await scenario(
      '    -1,2  "Raamaa" damage BQ 2 counters +1 BQ\n  Ana buys "Raamaa" at 1,0 in Nick\'s network\n  character "X"  cost 4M + 3BQ',
    );
    expect(pile).toContain('-1,2: constant.numeric.coordinate');
    expect(pile).toContain('BQ: support.constant.trait');
    expect(pile).toContain('+1: constant.numeric');
    expect(pile).toContain('damage: keyword.other.property');
    expect(buy).toContain('1,0: constant.numeric.coordinate');
    expect(buy).toContain('Nick: variable.other.player');
    expect(attack).toEqual(
      expect.arrayContaining([
        'character: storage.type.card',
        '4: constant.numeric',
        'M: keyword.other.unit',
        'BQ: keyword.other.unit',
      ]),
    );
  });

  it('tells a comment from a subtype', async () => {
    const [line] = await scenario('  equipment "Lineage"  #mutation  # bonded under Hierarch');
    expect(line).toContain('#mutation: entity.name.tag.subtype');
    expect(line?.slice(-2)).toEqual([
      '#: punctuation.definition.comment',
      'bonded under Hierarch: comment.line.number-sign',
    ]);
    const [quoted] = await scenario('  Ana hand "Card #1"');
    expect(quoted).toContain('Card #1: string.quoted.double.card-name');
  });

  it('marks revisions, under, citing and rule keys', async () => {
    const [rev, log, key] = await scenario(
      '  Ana money 14  under v1.7\n  log contains "sold" citing 5.5.6.2\n  Ana sells "X"  -> rejected divest.cannot-sell-business',
    );
    expect(rev).toEqual([
      'Ana: variable.other.player',
      'money: support.type.zone',
      '14: constant.numeric',
      'under: keyword.other.under',
      'v1.7: entity.name.namespace.revision',
    ]);
    expect(log).toContain('citing: keyword.other.citing');
    expect(key).toContain('divest.cannot-sell-business: constant.other.rule-key');
  });

  it('marks given lines about the game and the players', async () => {
    const [time] = await scenario('  turn 5, Ana active, phase divest, priority Nick');
    expect(time).toEqual(
      expect.arrayContaining([
        'turn: keyword.other.game',
        'Ana: variable.other.player',
        'divest: support.constant.phase',
        'Nick: variable.other.player',
      ]),
    );
  });
});

describe('the former Megacorp scopes', () => {
  it('highlight a file exactly as the Arbiter scopes do, for themes and settings that name them', async () => {
    const text = 'scenario "x"\ngiven\n  Ana money 10\nwhen\n  Ana sells "Hierarch"  -> rejected 5.5.4';
    expect(await tokens('source.megacorp.scenario', text)).toEqual(await scenario(text));
    const cards = 'cards\n  character "Hierarch"  traits IQ 1';
    expect(await tokens('source.megacorp.cards', cards)).toEqual(await tokens('source.arbiter-cards', cards));
  });
});

describe('highlighting card libraries and revisions', () => {
  it('reads a card library with the scenario grammar', async () => {
    const [cards, card, keyword] = await tokens(
      'source.arbiter-cards',
      'cards\n  character "Hierarch"  traits IQ 1, MQ -\n    MUTATION 4',
    );
    expect(cards).toEqual(['cards: keyword.control.section']);
    expect(card).toContain('Hierarch: string.quoted.double.card-name');
    expect(keyword).toEqual(['MUTATION: entity.name.function.keyword-ability', '4: constant.numeric']);
  });

  it('marks a draft revision: sections, the revision it extends, parameters and their values, notes', async () => {
    const lines = await tokens(
      'source.arbiter-revision',
      'revision "Whole piles"\n  extends v1.7\nset\n  sellPile whole-pile\n  startingMoney 12  # cheaper\nnotes\n  selling is simpler',
    );
    expect(lines[0]).toContain('revision: keyword.control.section');
    expect(lines[1]).toEqual(['extends: keyword.other.header', 'v1.7: entity.name.namespace.revision']);
    expect(lines[3]).toEqual([
      'sellPile: variable.other.property.parameter',
      'whole-pile: constant.other.enum-value',
    ]);
    expect(lines[4]).toEqual([
      'startingMoney: variable.other.property.parameter',
      '12: constant.numeric',
      '#: punctuation.definition.comment',
      'cheaper: comment.line.number-sign',
    ]);
    expect(lines[6]).toEqual(['selling is simpler: markup.quote.notes']);
  });
});
