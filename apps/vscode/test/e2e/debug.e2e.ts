import { join } from 'node:path';
import { it } from 'vitest';
import { APP, openFile, runCommand, startSession } from './harness.js';

it('debug', async () => {
  const s = await startSession(join(APP, 'test', 'e2e', 'fixture'));
  try {
    const { page } = s;
    await openFile(page, 'divest.scenario');
    await page.waitForTimeout(3000);
    await runCommand(page, 'Arbiter: Run this file');
    await page.waitForTimeout(6000);
    await s.screenshot('debug-after-run');
    const classes = await page.evaluate(() => {
      const out = new Set<string>();
      for (const el of document.querySelectorAll('[class*="test"], [class*="testing"]')) for (const c of el.classList) if (/test/i.test(c)) out.add(c);
      return [...out];
    });
    console.log(classes.join(' '));
    await runCommand(page, 'Testing: Focus on Test Explorer View');
    await page.waitForTimeout(2000);
    await s.screenshot('debug-explorer');
  } finally {
    await s.close();
  }
});
