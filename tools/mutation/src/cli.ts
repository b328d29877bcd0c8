import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ALL_RULE_SETS, V1_7 } from '@arbiter/megacorp';
import type { MutationTestResult } from 'mutation-testing-report-schema';
import { declaredRuleSets, type Position, type RuleSetKeys, ruleKeysAt } from './attribute.js';
import { mutationDocument } from './doc.js';
import { moduleScores, staleModules, survivors, survivorsByClause } from './report.js';

/*
 * npm run mutation [-- <stryker options>]   Stryker over the rule modules, then `report`
 * npm run mutation:report                   docs/mutation.md and the score table from the committed report
 * npm run mutation:check                    CI: the score floor over fresh modules; stale ones listed
 * Run from the repository root (npm does).
 */
const CONFIG = 'tools/mutation/stryker.config.mjs';
const RULES_DIR = 'packages/megacorp/src/rules';
const DOC = 'docs/mutation.md';

interface StrykerConfig {
  incrementalFile: string;
  thresholds: { high: number; low: number; break: number };
}

async function strykerConfig(): Promise<StrykerConfig> {
  const mod = (await import(pathToFileURL(resolve(CONFIG)).href)) as { default: StrykerConfig };
  return mod.default;
}

function ruleModules(dir = RULES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? ruleModules(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    )
    .map((p) => relative('.', p))
    .sort();
}

function readReport(file: string): MutationTestResult {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as MutationTestResult;
  } catch (e) {
    throw new Error(
      `${file}: cannot read the mutation report (${(e as Error).message}); run \`npm run mutation\` first`,
    );
  }
}

/** Rule keys at a position of a module, read from the source the report recorded (what was mutated). */
function keysOf(report: MutationTestResult): (module: string, at: Position) => readonly string[] {
  const byPrefix = new Map(ALL_RULE_SETS.map((set) => [set.prefix, set]));
  const ruleSets = new Map<string, RuleSetKeys>();
  for (const module of ruleModules()) {
    for (const [name, prefix] of declaredRuleSets(module, readFileSync(module, 'utf8'))) {
      const set = byPrefix.get(prefix);
      if (set) ruleSets.set(name, { prefix, keys: set.keys });
    }
  }
  const known = new Set(ALL_RULE_SETS.flatMap((set) => set.specs.map((s) => s.key)));
  const cache = new Map<string, (at: Position) => string[]>();
  return (module, at) => {
    let find = cache.get(module);
    if (!find) {
      find = ruleKeysAt(module, report.files[module]?.source ?? '', ruleSets, known);
      cache.set(module, find);
    }
    return find(at);
  };
}

async function report(): Promise<void> {
  const config = await strykerConfig();
  const result = readReport(config.incrementalFile);
  const scores = moduleScores(result.files);
  const list = survivors(result.files, keysOf(result));
  writeFileSync(
    DOC,
    mutationDocument({
      scores,
      clauses: survivorsByClause(list, (key) => V1_7.clauses[key]),
      floor: config.thresholds.break,
      target: config.thresholds.high,
      ruleModules: ruleModules(),
    }),
  );
  for (const { module, metrics } of scores) {
    console.log(
      `${metrics.mutationScore.toFixed(1).padStart(6)} %  ${String(metrics.survived + metrics.noCoverage).padStart(4)} undetected  ${module}`,
    );
  }
  console.log(`wrote ${DOC}`);
}

async function check(): Promise<number> {
  const config = await strykerConfig();
  const result = readReport(config.incrementalFile);
  const current = new Map(ruleModules().map((m) => [m, readFileSync(m, 'utf8')]));
  const stale = staleModules(result.files, current);
  const fresh = Object.fromEntries(Object.entries(result.files).filter(([m]) => !stale.has(m)));
  const total = moduleScores(fresh).at(-1)?.metrics;
  const changed = [...stale].filter(([, why]) => why !== 'unmeasured');
  const unmeasured = [...stale].filter(([, why]) => why === 'unmeasured');
  for (const [module, why] of changed)
    console.warn(`warning: ${module}: mutation result ${why} since the run`);
  const refresh = changed.filter(([, why]) => why === 'changed').map(([m]) => m);
  if (refresh.length > 0) console.warn(`refresh with: npm run mutation -- --mutate ${refresh.join(',')}`);
  if (unmeasured.length > 0) {
    console.warn(`${unmeasured.length} rule modules not measured yet (the weekly run measures every one)`);
  }
  if (!total || total.totalValid === 0) {
    console.log('no fresh mutation result to gate on');
    return 0;
  }
  const score = total.mutationScore;
  const line = `mutation score of the ${Object.keys(fresh).length} fresh rule modules: ${score.toFixed(1)} % (floor ${config.thresholds.break} %, target ${config.thresholds.high} %)`;
  if (score < config.thresholds.break) {
    console.error(`${line}: below the floor. docs/mutation.md lists the survivors per clause.`);
    return 1;
  }
  console.log(line);
  return 0;
}

async function run(args: readonly string[]): Promise<number> {
  const stryker = spawnSync('npx', ['stryker', 'run', CONFIG, ...args], { stdio: 'inherit' });
  // Below `thresholds.break` Stryker exits non-zero after writing its report: the page is still
  // written, and the status kept.
  if (existsSync((await strykerConfig()).incrementalFile)) await report();
  return stryker.status ?? 1;
}

const [command, ...rest] = process.argv.slice(2);
switch (command) {
  case 'run':
    process.exitCode = await run(rest);
    break;
  case 'report':
    await report();
    break;
  case 'check':
    process.exitCode = await check();
    break;
  default:
    console.error('usage: node tools/mutation/dist/cli.js run [stryker options] | report | check');
    process.exitCode = 2;
}
