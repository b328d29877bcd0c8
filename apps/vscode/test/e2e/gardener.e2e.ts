import { describe, expect, it } from 'vitest';
import {
  goTo,
  hoverAt,
  openFile,
  problem,
  resetWorkspace,
  runCommand,
  type Session,
  sessionPerFile,
  webview,
} from './harness.js';

// Gardener of Thoughts in the same editor: a file's `game gardener` line gives it Gardener's words,
// diagnostics and board. One code-server for the file, as in extension.e2e.ts, but each test starts
// from the fixture as committed: nothing open, no edit left by the test before (a failed one too).
const e2e = sessionPerFile({ afterEachTest: resetWorkspace });

const suggestRows = (s: Session) =>
  s.page.locator('.editor-widget.suggest-widget .monaco-list-row').allInnerTexts();

/** Opens the Gardener fixture and waits for the extension to have taken it. */
async function openSurvey(): Promise<void> {
  const { page } = e2e;
  await openFile(page, 'survey.scenario');
  await page
    .locator('.statusbar-item')
    .filter({ hasText: 'Arbiter Scenario' })
    .first()
    .waitFor({ timeout: 30_000 });
}

/** A new line under the support card's `Cost 1` (line 10), indented as an attribute, with `text`. */
async function addProbeAttribute(text: string): Promise<void> {
  const { page } = e2e;
  await goTo(page, 10, 11);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

describe('a Gardener scenario in VS Code (code-server)', () => {
  it("completes a card's predefined attribute names, then the values an attribute takes", async () => {
    const { page } = e2e;
    await openSurvey();
    await addProbeAttribute('PlayIf');
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.editor-widget.suggest-widget');
    await suggest.waitFor({ state: 'visible', timeout: 15_000 });
    await expect
      .poll(() => suggestRows(e2e.session), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/PlayIfPlayer/),
          expect.stringMatching(/PlayIfReputation/),
        ]),
      );
    await e2e.shot('g01-completion-attribute-names');
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
          return (await suggestRows(e2e.session)).map((r) => r.split(/\s/)[0]);
        },
        { timeout: 45_000, interval: 500 },
      )
      .toEqual(expect.arrayContaining(['Anyone', 'Hero', 'Competitors']));
    // The server's values come first (the extension's snippets follow), each naming its attribute.
    const rows = await suggestRows(e2e.session);
    expect(rows.slice(0, 3).map((r) => r.split(/\s/)[0])).toEqual(['Anyone', 'Hero', 'Competitors']);
    expect(rows[0]).toContain('PlayIfPlayer');
    await e2e.shot('g02-completion-attribute-values');
  });

  it('underlines a misspelt predefined name and says which one was meant', async () => {
    const { page } = e2e;
    await openSurvey();
    // `PlayIfPlayr Hero`: one letter short of PlayIfPlayer.
    await addProbeAttribute('PlayIfPlayr Hero');
    await page.keyboard.press('Escape'); // a suggestion the typing opened
    const said = /unknown attribute PlayIfPlayr \(did you mean PlayIfPlayer\?/;
    // The diagnostic itself, at the new line, before its hover: the squiggle the half-typed line
    // had a moment before is no proof that the server has read the whole line yet.
    const row = await problem(page, said);
    expect(await row.innerText()).toMatch(/Ln 11, Col 5/);
    await hoverAt(page, 11, 8, said);
    await e2e.shot('g03-diagnostic-did-you-mean');
  });

  it("shows the board of a Gardener position: reputation, the hero's playground, the requirements", async () => {
    const { page } = e2e;
    await openSurvey();
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
    await e2e.shot('g04-board-gardener');
    // At the end of the scenario the adventure is won: Ana's reputation is 2 and Nick is the hero.
    await page.locator('.editor-instance .monaco-editor').first().click();
    await goTo(page, 31, 3);
    await expect
      .poll(() => ana.locator('.counter[data-label="reputation"] .value').innerText(), { timeout: 15_000 })
      .toBe('2');
    await e2e.shot('g05-board-after-the-adventure');
  });
});
