import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS, fixture, sellScenario } from './helpers.js';

const cliFolder = join(__dirname, '..');

describe('npm pack', () => {
  it('packs a command line that installs and runs in a fresh folder, without the registry', () => {
    const packs = fixture({});
    const tarball = execFileSync('node', ['pack.mjs', packs], { cwd: cliFolder, encoding: 'utf8' }).trim();
    const project = fixture({
      'package.json': '{ "name": "rules", "private": true }\n',
      'rules/lib.cards': CARDS,
      'rules/sale.scenario': sellScenario(),
    });
    // The bundle has no dependencies, so an offline install of the tarball alone succeeds.
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {
      cwd: project,
      stdio: 'pipe',
    });
    const run = spawnSync(join(project, 'node_modules/.bin/arbiter'), ['run', 'rules'], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/1 file, 1 scenario run in .*: all scenarios pass/);
    expect(run.status).toBe(0);
    writeFileSync(join(project, 'rules/sale.scenario'), sellScenario(15));
    expect(
      spawnSync(join(project, 'node_modules/.bin/arbiter'), ['run', 'rules'], { cwd: project }).status,
    ).toBe(1);
  }, 120_000);
});
