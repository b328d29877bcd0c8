import { afterEach, describe, expect, it } from 'vitest';
import type {
  CompletionList,
  Hover,
  InitializeResult,
  MessageConnection,
  PublishDiagnosticsParams,
} from 'vscode-languageserver/node';
import type { Board, RevisionsResult, RunFileResult, StatechartNode } from '../src/protocol.js';
import type { ArbiterServer, ServerOptions } from '../src/server.js';
import { generateScenario } from '../src/testing/generate.js';
import { connectInMemory } from '../src/testing/in-memory.js';
import { at, BASIC_CARDS, memoryFs, SELL, uri } from './helpers.js';

/**
 * The server over in-memory streams, with a JSON-RPC client from the same vscode-jsonrpc: what an
 * editor sees, byte for byte.
 */
interface Session {
  readonly client: MessageConnection;
  readonly server: ArbiterServer;
  /** Writes raw bytes into the server's input. */
  readonly raw: (bytes: string) => void;
  readonly diagnostics: PublishDiagnosticsParams[];
  /** Resolves with the first publication for `uri` that satisfies `test`. */
  readonly published: (
    uri: string,
    test?: (p: PublishDiagnosticsParams) => boolean,
  ) => Promise<PublishDiagnosticsParams>;
  readonly dispose: () => void;
}

const sessions: Session[] = [];
afterEach(() => {
  for (const s of sessions.splice(0)) s.dispose();
});

const DOC = uri('/ws/scenarios/sell.scenario');

async function session(
  settings: Record<string, unknown> = { liveEvaluation: { debounceMs: 10 } },
  options: ServerOptions = {},
): Promise<Session> {
  const fs = memoryFs({ '/ws/cards/basic.cards': BASIC_CARDS, '/ws/scenarios/other.scenario': SELL });
  const { client, server, raw, dispose } = connectInMemory({ fs, ...options });
  const diagnostics: PublishDiagnosticsParams[] = [];
  const waiters: {
    uri: string;
    test: (p: PublishDiagnosticsParams) => boolean;
    resolve: (p: PublishDiagnosticsParams) => void;
  }[] = [];
  client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    diagnostics.push(p);
    for (const w of [...waiters]) {
      if (w.uri === p.uri && w.test(p)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(p);
      }
    }
  });
  client.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => settings));
  client.onRequest('client/registerCapability', () => null);
  client.onNotification('window/logMessage', () => undefined);
  const s: Session = {
    client,
    server,
    raw,
    diagnostics,
    published: (u, test = () => true) =>
      new Promise((resolve) => {
        const hit = diagnostics.find((p) => p.uri === u && test(p));
        if (hit) resolve(hit);
        else waiters.push({ uri: u, test, resolve });
      }),
    dispose,
  };
  sessions.push(s);
  const init = (await client.sendRequest('initialize', {
    processId: null,
    rootUri: null,
    workspaceFolders: [{ uri: uri('/ws'), name: 'ws' }],
    capabilities: {
      workspace: {
        configuration: true,
        workspaceFolders: true,
        didChangeWatchedFiles: { dynamicRegistration: true },
      },
    },
  })) as InitializeResult;
  expect(init.capabilities.hoverProvider).toBe(true);
  await client.sendNotification('initialized', {});
  return s;
}

const openDoc = (s: Session, text: string, u = DOC, version = 1) =>
  s.client.sendNotification('textDocument/didOpen', {
    textDocument: { uri: u, languageId: 'megacorp-scenario', version, text },
  });

describe('the language server over JSON-RPC', () => {
  it('initializes with every feature and the semantic tokens legend', async () => {
    const { client, dispose } = connectInMemory({ fs: memoryFs({}) });
    const init = (await client.sendRequest('initialize', {
      processId: null,
      rootUri: null,
      capabilities: {},
    })) as InitializeResult;
    expect(Object.keys(init.capabilities).sort()).toEqual([
      'codeActionProvider',
      'completionProvider',
      'definitionProvider',
      'documentFormattingProvider',
      'documentSymbolProvider',
      'foldingRangeProvider',
      'hoverProvider',
      'inlayHintProvider',
      'referencesProvider',
      'renameProvider',
      'semanticTokensProvider',
      'textDocumentSync',
      'workspace',
      'workspaceSymbolProvider',
    ]);
    expect(init.capabilities.semanticTokensProvider).toMatchObject({
      legend: {
        tokenTypes: ['keyword', 'string', 'variable', 'number', 'comment', 'function', 'enumMember'],
      },
    });
    dispose();
  });

  it('didOpen publishes a live-evaluation squiggle citing the clause', async () => {
    const s = await session();
    await openDoc(s, SELL.replace('Ana sells "Ana Corp"  -> rejected 5.5.4', 'Ana sells "Ana Corp"'));
    const p = await s.published(DOC, (x) => x.diagnostics.length > 0);
    expect(p.version).toBe(1);
    expect(p.diagnostics[0]).toMatchObject({
      code: '5.5.4',
      source: 'arbiter',
      range: { start: { line: 16, character: 2 } },
    });
    expect(p.diagnostics[0]?.message).toContain('(5.5.4)');
  });

  it('answers completion at a step with the legal actions', async () => {
    const s = await session();
    const text = SELL.replace('  Ana sells "Hierarch"\n', '  Ana sel\n');
    await openDoc(s, text);
    const list = (await s.client.sendRequest('textDocument/completion', {
      textDocument: { uri: DOC },
      position: at(text, '  Ana sel\n', 9),
    })) as CompletionList;
    expect(list.items.map((i) => i.label)).toContain('Ana sells "Hierarch"');
  });

  it('answers hover on a clause with its paraphrase', async () => {
    const s = await session();
    await openDoc(s, SELL);
    const h = (await s.client.sendRequest('textDocument/hover', {
      textDocument: { uri: DOC },
      position: at(SELL, '5.5.4', 1),
    })) as Hover;
    expect((h.contents as { value: string }).value).toContain('A player may not sell his business.');
  });

  it('answers the extension`s own requests', async () => {
    const s = await session();
    await openDoc(s, SELL);
    const run = (await s.client.sendRequest('arbiter/runFile', { uri: DOC })) as RunFileResult;
    expect(run.scenarios.map((x) => [x.revision, x.status])).toEqual([['v1.7', 'passed']]);
    const board = (await s.client.sendRequest('arbiter/boardAt', { uri: DOC, line: 17 })) as Board;
    expect(board.view.players[0]?.counters.find((c) => c.label === 'money')?.value).toBe('14M');
    const chart = (await s.client.sendRequest('arbiter/statechart')) as StatechartNode;
    expect(chart.children.map((c) => c.key)).toEqual(['setup', 'turn', 'gameOver']);
    const revs = (await s.client.sendRequest('arbiter/revisions')) as RevisionsResult;
    expect(revs.game).toBe('megacorp');
    expect(revs.active).toBe('v1.7');
    expect(revs.revisions.map((r) => r.id)).toEqual(['v1.5.5', 'v1.7', 'ed3.0-en', 'ed3.0-fr']);
    const set = (await s.client.sendRequest('arbiter/setRevision', {
      revision: 'ed3.0-fr',
    })) as RevisionsResult;
    expect(set.active).toBe('ed3.0-fr');
    await expect(s.client.sendRequest('arbiter/setRevision', { revision: 'ed3.0-de' })).rejects.toThrow(
      /unknown revision ed3.0-de of megacorp \(did you mean ed3.0-/,
    );
    // Each game has its own revisions and its own pick: Gardener's never lists or takes Megacorp's.
    const garden = (await s.client.sendRequest('arbiter/revisions', { game: 'gardener' })) as RevisionsResult;
    expect(garden.game).toBe('gardener');
    expect(garden.active).toBe('got-2008');
    expect(garden.revisions.map((r) => r.id)).not.toContain('v1.7');
    await expect(
      s.client.sendRequest('arbiter/setRevision', { revision: 'v1.7', game: 'gardener' }),
    ).rejects.toThrow(/unknown revision v1.7 of gardener/);
    const draftOfGarden = garden.revisions.find((r) => r.id !== 'got-2008')?.id as string;
    const picked = (await s.client.sendRequest('arbiter/setRevision', {
      revision: draftOfGarden,
      game: 'gardener',
    })) as RevisionsResult;
    expect(picked).toMatchObject({ game: 'gardener', active: draftOfGarden });
    expect(((await s.client.sendRequest('arbiter/revisions')) as RevisionsResult).active).toBe('ed3.0-fr');
    await expect(s.client.sendRequest('arbiter/revisions', { game: 'gardner' })).rejects.toThrow(
      /unknown game gardner \(did you mean gardener\?\)/,
    );
    const other = (await s.client.sendRequest('arbiter/runFile', {
      uri: uri('/ws/scenarios/other.scenario'),
    })) as RunFileResult;
    expect(other.scenarios).toHaveLength(1);
    const outside = (await s.client.sendRequest('arbiter/runFile', {
      uri: uri('/elsewhere/x.scenario'),
    })) as RunFileResult;
    expect(outside.error).toBeDefined();
  });

  it('survives malformed messages, unknown methods and bad parameters, and answers the next request', async () => {
    const s = await session();
    const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body, 'utf8')}\r\n\r\n${body}`;
    s.raw(frame('{"jsonrpc":"2.0","id":'));
    s.raw(frame('[1,2,3]'));
    s.raw(frame('{"jsonrpc":"2.0","method":42}'));
    s.raw(
      frame(
        '{"jsonrpc":"2.0","id":991,"method":"textDocument/hover","params":{"textDocument":{"uri":7},"position":"x"}}',
      ),
    );
    s.raw(
      frame(
        '{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///nope.scenario","version":2},"contentChanges":[{"text":"x"}]}}',
      ),
    );
    await expect(s.client.sendRequest('arbiter/nope', {})).rejects.toThrow(/Unhandled method arbiter\/nope/);
    await s.client.sendNotification('arbiter/unknownNotification', { x: 1 });
    await expect(
      s.client.sendRequest('textDocument/hover', {
        textDocument: { uri: DOC },
        position: { line: 0, character: 0 },
      }),
    ).resolves.toBeNull();
    await expect(s.client.sendRequest('arbiter/boardAt', { uri: 12, line: 'a' })).resolves.toBeNull();
    await expect(s.client.sendRequest('arbiter/runFile', null)).resolves.toMatchObject({ scenarios: [] });
    await openDoc(s, SELL);
    const h = (await s.client.sendRequest('textDocument/hover', {
      textDocument: { uri: DOC },
      position: at(SELL, '5.5.4', 1),
    })) as Hover;
    expect(h).not.toBeNull();
  });

  it('answers a cancelled request (with its result or a cancellation), and every other one', async () => {
    const s = await session();
    const big = generateScenario(300);
    await openDoc(s, big);
    const { CancellationTokenSource } = await import('vscode-languageserver/node');
    const source = new CancellationTokenSource();
    const run = s.client.sendRequest('arbiter/runFile', { uri: DOC }, source.token);
    source.cancel();
    const settled = await run.then(
      (r) => ({ ok: true, r }),
      (e: Error) => ({ ok: false, e }),
    );
    if (!settled.ok) expect(String((settled as { e: Error }).e)).toMatch(/cancel/i);
    s.raw(
      `Content-Length: 58\r\n\r\n{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"no"}}`.replace(
        '58',
        String('{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":"no"}}'.length),
      ),
    );
    const after = (await s.client.sendRequest('arbiter/runFile', { uri: DOC })) as RunFileResult;
    expect(after.scenarios[0]?.status).toBe('passed');
  });

  it('a newer edit supersedes a pending evaluation: only the latest version is published with a failure', async () => {
    const s = await session({ liveEvaluation: { debounceMs: 30 } });
    await openDoc(s, SELL);
    for (let v = 2; v <= 6; v++) {
      await s.client.sendNotification('textDocument/didChange', {
        textDocument: { uri: DOC, version: v },
        contentChanges: [{ text: SELL.replace('Ana money 14', `Ana money ${10 + v}`) }],
      });
    }
    const p = await s.published(DOC, (x) => x.version === 6);
    expect(p.diagnostics.map((d) => d.message)).toEqual([
      "Ana's money differs\nexpected: 16 M\nactual:   14 M",
    ]);
    expect(s.diagnostics.filter((x) => x.uri === DOC).map((x) => x.version)).not.toContain(3);
  });

  it('does its idle work once the latest edit has run, never while a run is still due', async () => {
    // The idle work is a young-generation collection (idle-collection.ts): it must not delay a run.
    let sent = 1;
    const idleAt: number[] = [];
    const s = await session({ liveEvaluation: { debounceMs: 30 } }, { whenIdle: () => idleAt.push(sent) });
    await openDoc(s, SELL);
    await s.published(DOC);
    await s.server.idle();
    expect(idleAt).toEqual([1]);
    for (sent = 2; sent <= 6; sent++) {
      await s.client.sendNotification('textDocument/didChange', {
        textDocument: { uri: DOC, version: sent },
        contentChanges: [{ text: SELL.replace('Ana money 14', `Ana money ${10 + sent}`) }],
      });
    }
    sent = 6;
    await s.published(DOC, (x) => x.version === 6);
    await s.server.idle();
    expect(idleAt).toEqual([1, 6]);
  });

  it('handles a huge document without hanging', async () => {
    const s = await session();
    const huge = `${SELL}\n${'# a long comment line that goes on and on\n'.repeat(40_000)}${generateScenario(1000, { title: 'huge' })}`;
    await openDoc(s, huge);
    const started = Date.now();
    const symbols = (await s.client.sendRequest('textDocument/documentSymbol', {
      textDocument: { uri: DOC },
    })) as { name: string }[];
    expect(symbols.map((x) => x.name)).toContain('huge');
    const tokens = (await s.client.sendRequest('textDocument/semanticTokens/full', {
      textDocument: { uri: DOC },
    })) as { data: number[] };
    expect(tokens.data.length).toBeGreaterThan(1000);
    const p = await s.published(DOC);
    expect(p.diagnostics).toEqual([]);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it('follows the settings: live evaluation and inlay hints can be turned off', async () => {
    const s = await session({
      liveEvaluation: { enabled: false, debounceMs: 0 },
      inlayHints: { enabled: false },
    });
    await openDoc(
      s,
      SELL.replace('Ana money 14', 'Ana money 15').replace('Ana sells "Hierarch"', 'Ana sells "Hierarh"'),
    );
    const p = await s.published(DOC);
    expect(p.diagnostics.map((d) => d.message)).toEqual([
      'unknown card "Hierarh" (did you mean "Hierarch"?)',
    ]);
    const hints = await s.client.sendRequest('textDocument/inlayHint', {
      textDocument: { uri: DOC },
      range: { start: { line: 0, character: 0 }, end: { line: 30, character: 0 } },
    });
    expect(hints).toEqual([]);
  });

  it('re-runs open scenarios when a card library they use changes', async () => {
    const s = await session();
    await openDoc(s, SELL);
    await s.published(DOC, (p) => p.version === 1);
    const cards = uri('/ws/cards/basic.cards');
    await s.client.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri: cards,
        languageId: 'megacorp-cards',
        version: 1,
        text: BASIC_CARDS.replace('"Hierarch"        cost 4M', '"Hierarch"        cost 6M'),
      },
    });
    const p = await s.published(DOC, (x) => x.diagnostics.length > 0);
    expect(p.diagnostics[0]?.message).toContain("Ana's money differs");
  });
});
