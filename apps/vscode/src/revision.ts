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

const STATE_KEY = 'arbiter.activeRevision';

/** Where the picked revision is kept between sessions: the workspace's memento. */
export interface RevisionMemory {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

/**
 * The active revision: shown in the status bar next to a scenario, card or revision file; a click
 * opens a quick pick; the choice goes to the language server (`arbiter/setRevision`) and to every
 * feature that shows a state (hover, inlay hints, live evaluation, the board).
 */
export class RevisionPicker implements vscode.Disposable {
  readonly item: vscode.StatusBarItem;
  private readonly changed: vscode.EventEmitter<string>;
  readonly onDidChange: vscode.Event<string>;
  private current: string;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly vs: RevisionApi,
    private readonly server: ArbiterServer,
    private readonly memory: RevisionMemory,
    defaultRevision: string,
  ) {
    this.current = memory.get<string>(STATE_KEY) ?? defaultRevision;
    this.changed = new vs.EventEmitter<string>();
    this.onDidChange = this.changed.event;
    this.item = vs.window.createStatusBarItem('arbiter.revision', vs.StatusBarAlignment.Right, 100);
    this.item.name = 'Arbiter revision';
    this.item.command = 'arbiter.pickRevision';
    this.render();
    this.disposables.push(
      this.item,
      this.changed,
      vs.window.onDidChangeActiveTextEditor((e) => this.visibleFor(e?.document.languageId)),
    );
    this.visibleFor(vs.window.activeTextEditor?.document.languageId);
  }

  get active(): string {
    return this.current;
  }

  /** Sends the remembered choice to a freshly started server. */
  async sync(): Promise<void> {
    await this.server.setRevision({ revision: this.current });
  }

  async choices(): Promise<RevisionChoice[]> {
    try {
      return revisionChoices(await this.server.revisions());
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
      title: 'Arbiter: pick the revision for live evaluation, hover and the board',
      placeHolder: `active: ${this.current}`,
      matchOnDescription: true,
      matchOnDetail: true,
    });
    if (!chosen) return undefined;
    await this.set(chosen.id);
    return chosen.id;
  }

  async set(revision: string): Promise<void> {
    if (revision === this.current) return;
    this.current = revision;
    this.render();
    await this.memory.update(STATE_KEY, revision);
    try {
      await this.server.setRevision({ revision });
    } catch (e) {
      void this.vs.window.showWarningMessage(
        `Arbiter: the language server refused revision ${revision}: ${(e as Error).message}`,
      );
    }
    this.changed.fire(revision);
  }

  private render(): void {
    this.item.text = `$(law) ${this.current}`;
    this.item.tooltip = `Arbiter revision: ${this.current}. Click to pick another.`;
  }

  private visibleFor(languageId: string | undefined): void {
    if (languageId && LANGUAGE_IDS.includes(languageId)) this.item.show();
    else if (languageId !== undefined) this.item.hide();
  }

  dispose(): void {
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
