import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP, goTo, openFile, runCommand, type Session, startSession, webview } from './harness.js';

// Gardener of Thoughts in the same editor: a file's `game gardener` line gives it Gardener's words,
// diagnostics and board. One code-server for the file, as in extension.e2e.ts.
let s: Session;
const shots: string[] = [];
const shot = async (name: string) => shots.push(await s.screenshot(name));

beforeAll(async () => {
  s = await startSession(join(APP, 'test', 'e2e', 'fixture'));
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && s)
    await shot(`failed-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
});

afterAll(async () => {
  if (shots.length) console.log(`screenshots:\n  ${shots.join('\n  ')}`);
  await s?.close();
});

const suggestRows = (s: Session) =>
  s.page.locator('.editor-widget.suggest-widget .monaco-list-row').allInnerTexts();

describe('a Gardener scenario in VS Code (code-server)', () => {
  it("completes a card's predefined attribute names, then the values an attribute takes", async () => {
    const { page } = s;
    await openFile(page, 'survey.scenario');
    await page
      .locator('.statusbar-item')
      .filter({ hasText: 'Arbiter Scenario' })
      .first()
      .waitFor({ timeout: 30_000 });
    // Under the support card's `Cost 1` (line 10): a new attribute line.
    await goTo(page, 10, 11);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('PlayIf');
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.editor-widget.suggest-widget');
    await suggest.waitFor({ state: 'visible', timeout: 15_000 });
    await expect
      .poll(() => suggestRows(s), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/PlayIfPlayer/),
          expect.stringMatching(/PlayIfReputation/),
        ]),
      );
    await shot('g01-completion-attribute-names');
    // Take PlayIfPlayer: its values are the rulebook's closed set.
    await page.keyboard.press('Escape');
    await page.keyboard.type('Player ');
    // Asked again until the server's answer is in (a request overtaken by typing is cancelled).
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Escape');
          await page.keyboard.press('Control+Space');
          await suggest.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => {});
          await page.waitForTimeout(300);
          return (await suggestRows(s)).map((r) => r.split(/\s/)[0]);
        },
        { timeout: 45_000, interval: 500 },
      )
      .toEqual(expect.arrayContaining(['Anyone', 'Hero', 'Competitors']));
    // The server's values come first (the extension's snippets follow), each naming its attribute.
    const rows = await suggestRows(s);
    expect(rows.slice(0, 3).map((r) => r.split(/\s/)[0])).toEqual(['Anyone', 'Hero', 'Competitors']);
    expect(rows[0]).toContain('PlayIfPlayer');
    await shot('g02-completion-attribute-values');
    await page.keyboard.press('Escape');
  });

  it('underlines a misspelt predefined name and says which one was meant', async () => {
    const { page } = s;
    // The line being written becomes `PlayIfPlayr Hero`: one letter short of PlayIfPlayer.
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('PlayIfPlayr Hero');
    const editor = page.locator('.editor-instance .monaco-editor').first();
    await editor.locator('.squiggly-error').first().waitFor({ timeout: 60_000 });
    await goTo(page, 11, 8);
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+I');
    const hover = page.locator('.monaco-hover:visible').first();
    await expect
      .poll(() => hover.innerText(), { timeout: 15_000 })
      // An attribute, or a category while the value is still being typed: either way the name is unknown.
      .toMatch(/unknown (attribute|category) PlayIfPlayr \(did you mean PlayIfPlayer\?/);
    await page.waitForTimeout(400); // the hover fades in
    await shot('g03-diagnostic-did-you-mean');
    await page.keyboard.press('Escape');
    // Leave the file as it was: drop the line and save.
    await page.keyboard.press('Control+Shift+K');
    await page.keyboard.press('Control+S');
    await expect.poll(() => editor.locator('.squiggly-error').count(), { timeout: 30_000 }).toBe(0);
  });

  it("shows the board of a Gardener position: reputation, the hero's playground, the requirements", async () => {
    const { page } = s;
    // After `Ana wrecks "Probe"` (line 25): the second Probe is in play and the requirement met.
    await goTo(page, 25, 3);
    await runCommand(page, 'Arbiter: Show board');
    const view = await webview(page, 'section.player[data-player="Ana"]');
    const ana = view.locator('section.player[data-player="Ana"]');
    await expect
      .poll(() => ana.locator('.counter[data-label="role"] .value').innerText(), { timeout: 60_000 })
      .toBe('hero');
    expect(await ana.locator('.counter[data-label="reputation"] .value').innerText()).toBe('0');
    await expect
      .poll(() => ana.locator('[data-zone="playground"] .card-name').allInnerTexts())
      .toEqual(['Survey', 'Probe', 'Probe']);
    expect(await view.locator('table.panel caption').first().innerText()).toBe('Requirements of Survey');
    await shot('g04-board-gardener');
    // At the end of the scenario the adventure is won: Ana's reputation is 2 and Nick is the hero.
    await page.locator('.editor-instance .monaco-editor').first().click();
    await goTo(page, 31, 3);
    await expect
      .poll(() => ana.locator('.counter[data-label="reputation"] .value').innerText(), { timeout: 15_000 })
      .toBe('2');
    await shot('g05-board-after-the-adventure');
  });
});
