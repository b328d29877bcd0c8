import { describe, expect, it } from 'vitest';
import { RevisionPicker, revisionChoices } from '../../src/revision.js';
import { fakeVscode } from './fake-vscode.js';
import { fakeServer, REVISIONS } from './fixtures.js';

function memory(initial: Record<string, unknown> = {}) {
  const store = new Map(Object.entries(initial));
  return {
    store,
    get: <T>(k: string) => store.get(k) as T | undefined,
    update: async (k: string, v: unknown) => void store.set(k, v),
  };
}

describe('the revisions to pick from', () => {
  it('lists what the server knows: built-in ones, then drafts, with their titles', () => {
    expect(revisionChoices(REVISIONS)).toEqual([
      { id: 'v1.7', label: 'v1.7', description: 'built-in', detail: 'Megacorp V1.7' },
      { id: 'ed3.0-fr', label: 'ed3.0-fr', description: 'built-in', detail: 'Megacorp 3e édition' },
      { id: 'whole-piles', label: 'whole-piles', description: 'draft', detail: 'Whole piles sell' },
    ]);
  });
});

describe('the status bar item and its picker', () => {
  function setup(remembered?: string) {
    const { vs, user } = fakeVscode();
    const server = fakeServer();
    const mem = memory(remembered ? { 'arbiter.activeRevisions': { megacorp: remembered } } : {});
    const picker = new RevisionPicker(vs, server, mem, 'v1.7');
    return { user, server, mem, picker, item: user.statusBarItems[0]! };
  }

  it('shows the active revision and opens the picker when clicked', () => {
    const { item } = setup();
    expect(item.text).toBe('$(law) v1.7');
    expect(item.command).toBe('arbiter.pickRevision');
  });

  it('is visible next to scenario files only', () => {
    const { user, item } = setup();
    user.open('/ws/a.scenario', 'scenario "a"\n');
    expect(item.shown).toBe(true);
    user.open('/ws/notes.txt', 'x');
    expect(item.shown).toBe(false);
  });

  it('sends the pick to the server, remembers it, tells the board, and shows it', async () => {
    const { user, server, mem, picker, item } = setup();
    const seen: string[] = [];
    picker.onDidChange((r) => seen.push(r));
    user.answerQuickPicks('whole-piles');
    expect(await picker.pick()).toBe('whole-piles');
    expect(server.calls.filter((c) => c.method === 'setRevision')).toEqual([
      { method: 'setRevision', params: { revision: 'whole-piles' } },
    ]);
    expect(mem.store.get('arbiter.activeRevisions')).toEqual({ megacorp: 'whole-piles' });
    expect(seen).toEqual(['whole-piles']);
    expect(item.text).toBe('$(law) whole-piles');
    expect(picker.active).toBe('whole-piles');
  });

  it('offers every revision the server knows and marks the active one', async () => {
    const { user, picker } = setup();
    user.answerQuickPicks(undefined);
    expect(await picker.pick()).toBeUndefined();
    const items = user.quickPicks[0]?.items as readonly { id?: string; description?: string }[];
    expect(items.map((i) => i.id)).toEqual(['v1.7', 'ed3.0-fr', 'whole-piles']);
    expect(items.find((i) => i.id === 'v1.7')?.description).toBe('built-in (active)');
  });

  it('offers at least the active revision when the server cannot list them', async () => {
    const { vs, user } = fakeVscode();
    const picker = new RevisionPicker(
      vs,
      fakeServer({ revisions: async () => Promise.reject(new Error('x')) }),
      memory(),
      'v1.7',
    );
    user.answerQuickPicks(undefined);
    await picker.pick();
    expect(user.quickPicks[0]?.items.map((i) => i.label)).toEqual(['v1.7']);
  });

  it('sends the picks remembered for each game to a fresh server', async () => {
    const { vs } = fakeVscode();
    const server = fakeServer();
    const mem = memory({ 'arbiter.activeRevisions': { megacorp: 'ed3.0-fr', gardener: 'gt-strict' } });
    await new RevisionPicker(vs, server, mem, 'v1.7').sync();
    expect(server.calls.filter((c) => c.method === 'setRevision')).toEqual([
      { method: 'setRevision', params: { revision: 'ed3.0-fr', game: 'megacorp' } },
      { method: 'setRevision', params: { revision: 'gt-strict', game: 'gardener' } },
    ]);
  });

  it("takes a pick kept before picks were per game as the default game's", async () => {
    const { vs } = fakeVscode();
    const server = fakeServer();
    const mem = memory({ 'arbiter.activeRevision': 'ed3.0-fr' });
    const picker = new RevisionPicker(vs, server, mem, 'v1.7');
    expect(picker.active).toBe('ed3.0-fr');
    await picker.sync();
    expect(server.calls.filter((c) => c.method === 'setRevision')).toEqual([
      { method: 'setRevision', params: { revision: 'ed3.0-fr', game: 'megacorp' } },
    ]);
    expect(mem.store.get('arbiter.activeRevisions')).toEqual({ megacorp: 'ed3.0-fr' });
    expect(mem.store.get('arbiter.activeRevision')).toBeUndefined();
  });

  it('shows the revision of the game of the file in the editor, and picks for that game only', async () => {
    const { vs, user } = fakeVscode();
    // A server with one pick per game, each game with its own revisions.
    const lists: Record<string, string[]> = {
      megacorp: ['v1.7', 'ed3.0-fr'],
      gardener: ['gt-1', 'gt-strict'],
    };
    const active: Record<string, string> = { megacorp: 'v1.7', gardener: 'gt-1' };
    const gameOf = (p?: { game?: string; uri?: string }) =>
      p?.game ?? (p?.uri?.includes('garden') ? 'gardener' : 'megacorp');
    const result = (game: string) => ({
      game,
      active: active[game] as string,
      revisions: (lists[game] ?? []).map((id) => ({ id, title: id, draft: false })),
    });
    const server = fakeServer({
      revisions: async (p) => result(gameOf(p)),
      setRevision: async (p) => {
        const game = gameOf(p);
        active[game] = p.revision ?? (lists[game]?.[0] as string);
        return result(game);
      },
    });
    const mem = memory();
    const picker = new RevisionPicker(vs, server, mem, 'v1.7');
    const item = user.statusBarItems[0]!;
    const garden = user.open('/ws/garden/quest.scenario', 'game gardener\n');
    await picker.follow(garden.document);
    expect(item.text).toBe('$(law) gt-1');
    user.answerQuickPicks('gt-strict');
    await picker.pick();
    expect((user.quickPicks[0]!.items as readonly { id?: string }[]).map((i) => i.id)).toEqual([
      'gt-1',
      'gt-strict',
    ]);
    expect(active).toEqual({ megacorp: 'v1.7', gardener: 'gt-strict' });
    expect(mem.store.get('arbiter.activeRevisions')).toEqual({ gardener: 'gt-strict' });
    const mega = user.open('/ws/a.scenario', 'scenario "a"\n');
    await picker.follow(mega.document);
    expect(item.text).toBe('$(law) v1.7');
    await picker.follow(garden.document);
    expect(item.text).toBe('$(law) gt-strict');
  });

  it('warns when the server refuses a revision, and keeps the choice', async () => {
    const { vs, user } = fakeVscode();
    const server = fakeServer({ setRevision: async () => Promise.reject(new Error('unknown revision x')) });
    const picker = new RevisionPicker(vs, server, memory(), 'v1.7');
    await picker.set('x');
    expect(user.messages).toEqual([
      { level: 'warning', text: 'Arbiter: the language server refused revision x: unknown revision x' },
    ]);
    expect(picker.active).toBe('x');
  });
});
