import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `.dependency-cruiser.cjs`, run on a planted tree: each forbidden direction is
 * written once and must be refused by name, while the allowed directions pass. CI runs the same rules
 * on the real tree (`npm run lint:imports`).
 */
const root = resolve(__dirname, '../../..');
const bin = resolve(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function cruise(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-imports-'));
  dirs.push(dir);
  copyFileSync(resolve(root, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const tops = [...new Set(Object.keys(files).map((p) => p.split('/')[0] as string))];
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [bin, ...tops, '--config', resolve(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd: dir, encoding: 'utf8' },
    );
  } catch (e) {
    // The cruiser exits non-zero when it finds errors; its report is still on stdout.
    out = (e as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { summary: { violations: { rule: { name: string } }[] } };
  return report.summary.violations.map((v) => v.rule.name).sort();
}

const exporting = 'export const x = 1;\n';

describe('import rules', () => {
  it('refuse an upward import from the kernel into a game', () => {
    const found = cruise({
      'packages/megacorp/src/index.ts': exporting,
      'packages/core/src/index.ts': "export { x } from '../../megacorp/src/index.js';\n",
      'apps/cli/src/main.ts': "export { x } from '../../../packages/core/src/index.js';\n",
    });
    expect(found).toEqual(['kernel-imports-no-game']);
  });

  it('refuse a game importing a tool above it, and the scenario frame importing a game', () => {
    const found = cruise({
      'packages/scenario/src/run/runner.ts': "export { x } from '../../../megacorp/src/index.js';\n",
      'packages/megacorp/src/index.ts':
        "export { y } from '../../scenario/src/write.js';\nexport const x = 1;\n",
      'packages/scenario/src/write.ts': 'export const y = 1;\n',
    });
    expect(found).toContain('game-imports-only-the-kernel');
    expect(found).toContain('scenario-frame-imports-no-game');
  });

  it('allow a dialect and a harness adapter to import their game, and a game the kernel', () => {
    const found = cruise({
      'packages/core/src/index.ts': exporting,
      'packages/megacorp/src/index.ts': "export { x } from '../../core/src/index.js';\n",
      'packages/scenario/src/dialects/megacorp/bind.ts':
        "export { x } from '../../../../megacorp/src/index.js';\n",
      'packages/harness/src/megacorp/decks.ts': "export { x } from '../../../megacorp/src/index.js';\n",
    });
    expect(found).toEqual([]);
  });

  it("refuse a generic language-server file importing a game, and allow the server's game adapters", () => {
    const found = cruise({
      'packages/gardener/src/index.ts': exporting,
      'packages/language-server/src/service/hover.ts':
        "export { x } from '../../../gardener/src/index.js';\n",
      'packages/language-server/src/games/gardener/index.ts':
        "export { x } from '../../../../gardener/src/index.js';\n",
    });
    expect(found).toEqual(['language-server-generic']);
  });

  it("refuse a game's engine importing its oracles or test fixtures, which may import the engine", () => {
    const found = cruise({
      'packages/megacorp/src/engine.ts': "export { t } from './testing/index.js';\nexport const x = 1;\n",
      'packages/megacorp/src/module.ts': "export { o } from './oracles.js';\n",
      'packages/megacorp/src/oracles.ts': 'export const o = 1;\n',
      'packages/megacorp/src/testing/index.ts': 'export const t = 1;\n',
      'packages/megacorp/src/testing/cards.ts': "export { x } from '../engine.js';\n",
    });
    expect(found).toEqual([
      'game-engine-imports-no-oracle-or-fixture',
      'game-engine-imports-no-oracle-or-fixture',
    ]);
  });

  it('refuse a cycle', () => {
    const found = cruise({
      'packages/core/src/a.ts': "export { b } from './b.js';\nexport const a = 1;\n",
      'packages/core/src/b.ts': "export { a } from './a.js';\nexport const b = 1;\n",
    });
    expect(found).toContain('no-circular');
  });

  it('let a type derived from a higher layer be named below it, but no code run upward', () => {
    const typeOnly = cruise({
      'packages/megacorp/src/flow/machine.ts':
        "import { inFlow } from '../rules/buy.js';\nexport const m = inFlow;\n",
      'packages/megacorp/src/rules/buy.ts':
        "import type { m } from '../flow/machine.js';\nexport const inFlow = (p: typeof m | string) => p;\n",
    });
    expect(typeOnly).toEqual([]);
    const runtime = cruise({
      'packages/megacorp/src/flow/machine.ts':
        "import { inFlow } from '../rules/buy.js';\nexport const m = inFlow;\n",
      'packages/megacorp/src/rules/buy.ts':
        "import { m } from '../flow/machine.js';\nexport const inFlow = m;\n",
    });
    expect(runtime).toContain('megacorp-rules-below-flow');
    expect(runtime).toContain('no-circular');
  });
});
