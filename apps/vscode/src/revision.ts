import type * as vscode from 'vscode';
import { LANGUAGE_IDS, type Vscode } from './host.js';
import type { RevisionsResult } from './protocol.js';
import type { ArbiterServer } from './server.js';

export type RevisionApi = Pick<Vscode, 'window' | 'StatusBarAlignment' | 'EventEmitter'>;

export interface RevisionChoice {
  /** What the runner and the server accept: a built-in id, or a draft's id. */
  readonly id: string;
  readonly label: string;
  readonly description?: string;
  readonly detail?: string;
}

/** The revisions the server knows (built-in ones, then the workspace's drafts), for a quick pick. */
export function revisionChoices(known: RevisionsResult): RevisionChoice[] {
  return known.revisions.map((r) => ({
    id: r.id,
    label: r.id,
    description: r.draft ? 'draft' : 'built-in',
    ...(r.title && r.title !== r.id ? { detail: r.title } : {}),
  }));
}

/** The picks of each game, kept between sessions: `{ game: revision }`. */
const STATE_KEY = 'arbiter.activeRevisions';
/** What a version before picks per game kept: one pick, for the default game. */
const LEGACY_KEY = 'arbiter.activeRevision';

/** Where the picked revision is kept between sessions: the workspace's memento. */
export interface RevisionMemory {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

/**
 * The active revision of the game of the file in the editor: shown in the status bar next to a
 * scenario, card or revision file; a click opens a quick pick of that game's revisions; the choice
 * goes to the language server for that game (`arbiter/setRevision`) and to every feature that shows
 * a state (hover, inlay hints, live evaluation, the board). Each game keeps its own pick: a Gardener
 * file never shows a Megacorp revision.
 */
export class RevisionPicker implements vscode.Disposable {
  readonly item: vscode.StatusBarItem;
  private readonly changed: vscode.EventEmitter<string>;
  readonly onDidChange: vscode.Event<string>;
  /** The game of the file in the editor, once the server has said; the default game before. */
  private game: string | undefined;
  private current: string;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly vs: RevisionApi,
    private readonly server: ArbiterServer,
    private readonly memory: RevisionMemory,
    defaultRevision: string,
  ) {
    this.current = memory.get<string>(LEGACY_KEY) ?? defaultRevision;
    this.changed = new vs.EventEmitter<string>();
    this.onDidChange = this.changed.event;
    this.item = vs.window.createStatusBarItem('arbiter.revision', vs.StatusBarAlignment.Right, 100);
    this.item.name = 'Arbiter revision';
    this.item.command = 'arbiter.pickRevision';
    this.render();
    this.disposables.push(
      this.item,
      this.changed,
      vs.window.onDidChangeActiveTextEditor((e) => void this.follow(e?.document)),
    );
    this.visibleFor(vs.window.activeTextEditor?.document.languageId);
  }

  get active(): string {
    return this.current;
  }

  /** The game whose revision the status bar shows (undefined until the server has named it). */
  get activeGame(): string | undefined {
    return this.game;
  }

  private picks(): Record<string, string> {
    return { ...(this.memory.get<Record<string, string>>(STATE_KEY) ?? {}) };
  }

  /**
   * Sends the remembered picks to a freshly started server, each for its game (a pick kept by a
   * version before per-game picks is the default game's), then shows the editor's file's.
   */
  async sync(): Promise<void> {
    const picks = this.picks();
    const legacy = this.memory.get<string>(LEGACY_KEY);
    if (legacy !== undefined) {
      const { game } = await this.server.revisions();
      picks[game] ??= legacy;
      await this.memory.update(STATE_KEY, picks);
      await this.memory.update(LEGACY_KEY, undefined);
    }
    for (const [game, revision] of Object.entries(picks)) await this.server.setRevision({ revision, game });
    await this.follow(this.vs.window.activeTextEditor?.document);
  }

  /** Shows the active revision of the game of `doc` (asked of the server), next to Arbiter files. */
  async follow(
    doc: { readonly languageId: string; readonly uri: { toString(): string } } | undefined,
  ): Promise<void> {
    this.visibleFor(doc?.languageId);
    if (!doc || !LANGUAGE_IDS.includes(doc.languageId)) return;
    try {
      const r = await this.server.revisions({ uri: doc.uri.toString() });
      this.game = r.game;
      this.current = r.active;
      this.render();
    } catch {
      // the server is not up yet: sync() follows the editor once it is
    }
  }

  async choices(): Promise<RevisionChoice[]> {
    try {
      return revisionChoices(await this.server.revisions(this.game ? { game: this.game } : {}));
    } catch {
      return [{ id: this.current, label: this.current }];
    }
  }

  /** The quick pick; resolves to the new revision, or undefined when dismissed. */
  async pick(): Promise<string | undefined> {
    const items = (await this.choices()).map((c) => ({
      ...c,
      picked: c.id === this.current,
      description: c.id === this.current ? `${c.description ?? ''} (active)`.trim() : c.description,
    }));
    const chosen = await this.vs.window.showQuickPick(items, {
      title: `Arbiter: pick the revision${this.game ? ` of ${this.game}` : ''} for live evaluation, hover and the board`,
      placeHolder: `active: ${this.current}`,
      matchOnDescription: true,
      matchOnDetail: true,
    });
    if (!chosen) return undefined;
    await this.set(chosen.id);
    return chosen.id;
  }

  /** Picks `revision` for the game of the file in the editor. */
  async set(revision: string): Promise<void> {
    if (revision === this.current) return;
    this.current = revision;
    this.render();
    try {
      const r = await this.server.setRevision({ revision, ...(this.game ? { game: this.game } : {}) });
      this.game = r.game;
      await this.memory.update(STATE_KEY, { ...this.picks(), [r.game]: revision });
    } catch (e) {
      void this.vs.window.showWarningMessage(
        `Arbiter: the language server refused revision ${revision}: ${(e as Error).message}`,
      );
    }
    this.changed.fire(revision);
  }

  /** Forgets every game's pick: the `arbiter.defaultRevision` setting (or each game's default) again. */
  async useSetting(): Promise<void> {
    const games = Object.keys(this.picks());
    await this.memory.update(STATE_KEY, {});
    try {
      for (const game of games) await this.server.setRevision({ revision: null, game });
      const r = await this.server.revisions(this.game ? { game: this.game } : {});
      this.game = r.game;
      this.current = r.active;
    } catch {
      // the server is not up yet: sync() sends nothing, which is the setting
    }
    this.render();
    this.changed.fire(this.current);
  }

  private render(): void {
    this.item.text = `$(law) ${this.current}`;
    this.item.tooltip = `Arbiter revision${this.game ? ` of ${this.game}` : ''}: ${this.current}. Click to pick another.`;
  }

  private visibleFor(languageId: string | undefined): void {
    if (languageId && LANGUAGE_IDS.includes(languageId)) this.item.show();
    else if (languageId !== undefined) this.item.hide();
  }

  dispose(): void {
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
