import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLI,
  editorLine,
  goTo,
  hoverAt,
  openFile,
  runCommand,
  sessionPerFile,
  terminalText,
  webview,
} from './harness.js';

// One code-server and one browser for the whole file: each test goes on from where the last one
// left the workbench, the way a contributor works through a scenario.
const e2e = sessionPerFile();

describe('the extension in VS Code (code-server)', () => {
  it('activates on a scenario file: language mode, TextMate colours, the revision in the status bar', async () => {
    const { page } = e2e;
    const editor = await openFile(page, 'divest.scenario');
    await expect
      .poll(() => page.locator('.statusbar-item').filter({ hasText: 'Arbiter Scenario' }).count())
      .toBe(1);
    await page.locator('.statusbar-item').filter({ hasText: 'v1.7' }).first().waitFor({ timeout: 30_000 });
    // The grammar colours the section keyword and the card name differently from plain text.
    const header = editorLine(editor, 'scenario "Selling a pile pays its valuation"');
    const keyword = header.locator('span > span').filter({ hasText: /^scenario$/ });
    const title = header.locator('span > span').filter({ hasText: 'Selling a pile' });
    const [keywordClass, titleClass] = [
      await keyword.getAttribute('class'),
      await title.getAttribute('class'),
    ];
    expect(keywordClass).toMatch(/mtk\d+/);
    expect(titleClass).toMatch(/mtk\d+/);
    expect(keywordClass).not.toBe(titleClass);
    await e2e.shot('01-activation');
  });

  it('underlines the failing step as you go, citing the clause that refuses it', async () => {
    const { page } = e2e;
    const editor = page.locator('.editor-instance .monaco-editor').first();
    const squiggle = editor.locator('.squiggly-error').first();
    await squiggle.waitFor({ timeout: 60_000 });
    expect(await hoverAt(page, 32, 5, /5\.5\.4/)).toMatch(/business/i);
    await e2e.shot('02-live-evaluation-squiggle');
    await page.keyboard.press('Escape');
  });

  it('completes a step with the actions that are legal there', async () => {
    const { page } = e2e;
    await goTo(page, 15, 23);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ana ');
    await page.keyboard.press('Control+Space');
    const suggest = page.locator('.editor-widget.suggest-widget');
    await suggest.waitFor({ state: 'visible', timeout: 15_000 });
    await expect
      .poll(() => suggest.locator('.monaco-list-row').allInnerTexts(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/sells/)]));
    await e2e.shot('03-completion-at-a-step');
    await page.keyboard.press('Escape');
    // Leave the file as it was: drop the new line and save.
    await page.keyboard.press('Control+Shift+K');
    await page.keyboard.press('Control+S');
  });

  it('explains a clause on hover', async () => {
    const { page } = e2e;
    // The clause under each revision.
    expect(await hoverAt(page, 5, 12, /5\.5\.3/)).toMatch(/v1\.7: 5\.5\.3/);
    await e2e.shot('04-hover-on-a-clause');
    await page.keyboard.press('Escape');
  });

  it('runs the file in the Test Explorer and shows the failure inline with expected and actual', async () => {
    const { page } = e2e;
    const editor = page.locator('.editor-instance .monaco-editor').first();
    // Gutter run icons, from the test items' ranges.
    await editor
      .locator('.codicon-testing-run-icon, .codicon-testing-run-all-icon')
      .first()
      .waitFor({ timeout: 30_000 });
    await runCommand(page, 'Arbiter: Run this file');
    // The failing expectation, at its line: actual != expected.
    await editor
      .locator('.test-error-content-widget')
      .filter({ hasText: /14 M\s*!=\s*15 M/ })
      .first()
      .waitFor({ timeout: 60_000 });
    // The refused step: the clause the rules cite against "accepted".
    await editor
      .locator('.test-error-content-widget')
      .filter({ hasText: /rejected 5\.5\.4.*!=\s*accepted/ })
      .first()
      .waitFor();
    await runCommand(page, 'Testing: Focus on Test Explorer View');
    const tree = page.locator('.test-explorer .monaco-list-row');
    await tree.first().waitFor();
    await expect
      .poll(() => page.locator('.test-explorer .codicon-testing-failed-icon').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await e2e.shot('05-test-explorer-failure-inline');
    // The diff: open the failure in the peek view.
    await goTo(page, 18, 3);
    await runCommand(page, 'Test: Peek Output');
    const peek = page.locator('.peekview-widget').filter({ hasText: "Ana's money differs" });
    await peek.waitFor();
    for (const text of ['Expected', 'Actual', '15 M', '14 M']) {
      await expect.poll(async () => (await peek.innerText()).replace(/\s+/g, ' ')).toContain(text);
    }
    await e2e.shot('06-test-failure-peek');
    await page.keyboard.press('Escape');
  });

  // These two run the monorepo's `arbiter` command (built by `npm run build`; CI builds it before).
  it.skipIf(!existsSync(CLI))('diffs two revisions for this file in a terminal', async () => {
    const { page } = e2e;
    await runCommand(page, 'Arbiter: Diff two revisions for this file');
    for (const revision of ['v1.7', 'ed3.0-fr']) {
      const input = page.locator('.quick-input-widget input');
      await input.waitFor();
      await input.fill(revision);
      await page
        .locator('.quick-input-list .monaco-list-row')
        .filter({ hasText: revision })
        .first()
        .waitFor();
      await page.keyboard.press('Enter');
    }
    // A terminal named after the two revisions runs `arbiter diff A B FILE` (the report itself is the
    // CLI's business, and it takes a while: it searches the parameters that explain each change). The
    // report ends with the parameters that differ, one `name: a -> b` a line, longer than the
    // terminal is high: what is checked is that it ran to that end and the shell prompt came back.
    await page.getByText('Arbiter diff v1.7 ed3.0-fr').first().waitFor();
    await expect
      .poll(async () => (await terminalText(page)).replace(/\n/g, ''), { timeout: 30_000 })
      .toMatch(/ -> \S*@\S*\/workspace[#$]\s*$/);
    await e2e.shot('07-diff-two-revisions');
    await runCommand(page, 'Terminal: Kill the Active Terminal Instance');
  });

  it.skipIf(!existsSync(CLI))('opens the clause coverage report of the active revision', async () => {
    const { page } = e2e;
    await runCommand(page, 'Arbiter: Open the coverage report');
    const report = await webview(page, 'h1:has-text("Clause coverage")');
    expect(await report.locator('h1').innerText()).toMatch(/v1\.7/);
    await e2e.shot('08-coverage-report');
    await runCommand(page, 'View: Close Editor');
  });

  it('shows the board at the step under the cursor, with the challenge and the statechart', async () => {
    const { page } = e2e;
    await openFile(page, 'challenge.scenario');
    await goTo(page, 19, 3);
    await runCommand(page, 'Arbiter: Show board');
    const view = await webview(page, 'aside#chart');
    await view.locator('.pile.attacker').waitFor({ timeout: 60_000 });
    expect(await view.locator('.pile.attacker .card-name').innerText()).toBe('Raamaa');
    expect(await view.locator('.pile.blocker .card-name').innerText()).toBe('Grunt');
    expect(
      await view.locator('.player[data-player="Nick"] .counter[data-label="money"] .value').innerText(),
    ).toBe('10M');
    await expect.poll(() => view.locator('#chart li.state.current').count()).toBeGreaterThan(0);
    await e2e.shot('09-board-webview');
    // It follows the cursor: back to the line before the attack, no challenge.
    await page.locator('.editor-instance .monaco-editor').first().click();
    await goTo(page, 6, 3);
    await expect.poll(() => view.locator('.pile.attacker').count(), { timeout: 15_000 }).toBe(0);
    await e2e.shot('10-board-follows-the-cursor');
  });
});
