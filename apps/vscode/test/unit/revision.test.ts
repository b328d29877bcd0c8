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
    const mem = memory(remembered ? { 'arbiter.activeRevision': remembered } : {});
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
    expect(mem.store.get('arbiter.activeRevision')).toBe('whole-piles');
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

  it('starts from the revision picked last time and sends it to a fresh server', async () => {
    const { server, picker } = setup('ed3.0-fr');
    expect(picker.active).toBe('ed3.0-fr');
    await picker.sync();
    expect(server.calls).toEqual([{ method: 'setRevision', params: { revision: 'ed3.0-fr' } }]);
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
