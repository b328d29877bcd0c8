import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ALL_RULE_SETS, BUILT_IN_PROFILES, V1_7, V1_7_UNOBSERVABLE } from '@arbiter/megacorp';
import { beforeAll, describe, expect, it } from 'vitest';
import { megacorpDialect, runScenarioText, type ScenarioResult } from '../src/index.js';
import { fileLoader, scenarioFiles } from '../src/vitest/corpus.js';
import { refusalKeys } from './analysis/refusal-keys.js';

/**
 * The refusal gate (issue 13): every rule key Megacorp can refuse with is the verdict of a scenario
 * that names it — a `-> rejected` step naming its clause or key, or a setup expected `refused` for
 * it — in a passing run of the corpus. A refusal seen on the way (while the runner moves a step on
 * to its window) or a bare `-> rejected` does not count: neither pins the rule down. The refusal keys
 * are read from the engine's source (`refusalKeys`), never listed by hand.
 */
const root = resolve(__dirname, '../../..');
const megacorpSource = resolve(root, 'packages/megacorp/src');

const SHAPE =
  'refuses an action the scenario language cannot write: every step is bound to a well-formed action';
const NAMES =
  'every name is bound before a scenario runs: an unknown one is an error at its line, with did-you-mean';
/**
 * Refusal keys no scenario can trigger, each with why. The gate fails when one of them is triggered
 * after all (the reason no longer holds), so the list cannot outlive its reasons.
 */
const UNTRIGGERABLE: Readonly<Record<string, string>> = {
  'action.malformed': `${SHAPE} (an unknown type, a mistyped part, a space without its network)`,
  'action.unknown-card': `${NAMES} (a card name)`,
  'action.unknown-player': `${NAMES} (a player)`,
  'produce.unknown-trait': `${NAMES} (a trait); and the engine's shape check refuses a trait that is not one (action.malformed) before the validator that cites 2.5 runs`,
  'setup.known-cards': `${NAMES} (a card in a deck)`,
  'bid.whole-amount': `${SHAPE}: a bid is written as a whole number without a sign`,
  'setup.random-order': `${SHAPE}: a seed is written as a whole number`,
  'setup.distinct-players': 'a setup names each player once: two lines for one name describe the same player',
  'keyword.penetrator.attacks-bonded':
    'refuses only under penetratorReach `none` (the other reading of V1.7.7, no built-in revision) or for a non-PENETRATOR naming a bonded card, which a scenario reads as attacking its space (5.4.4)',
  'setup.card-type':
    'refuses only under vehicleCards `refused`, a value no built-in revision takes (the corpus runs under the built-in ones)',
};

const { keys: refusing, unresolved } = refusalKeys(megacorpSource);
const registered = new Set(ALL_RULE_SETS.flatMap((set) => set.specs.map((spec) => spec.key)));

let runs: ScenarioResult[] = [];
beforeAll(() => {
  const loader = fileLoader(root);
  runs = scenarioFiles(resolve(root, 'scenarios')).flatMap((file) => {
    const r = runScenarioText(readFileSync(file, 'utf8'), relative(root, file), { loader });
    return r.dialect === megacorpDialect ? r.scenarios : [];
  });
});

/** Refusal key → the scenarios (uri:line [revision]) whose passing run asserted it by name. */
function triggered(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of runs) {
    if (r.status !== 'passed') continue;
    for (const a of r.asserted ?? []) {
      if (!a.named) continue;
      const where = `${r.uri}:${r.range.start.line + 1} [${r.revision}]`;
      out.set(a.key, [...(out.get(a.key) ?? []), where]);
    }
  }
  return out;
}

describe('the refusal gate', () => {
  it('reads the key of every refusal in the engine’s source', () => {
    expect(unresolved, 'key arguments refusalKeys cannot follow: teach it the new form').toEqual([]);
    expect(refusing.size).toBeGreaterThan(100);
    expect([...refusing.keys()].filter((k) => !registered.has(k))).toEqual([]);
  });

  it('every refusal the corpus meets is one the source reading found', () => {
    const met = new Set(runs.flatMap((r) => [...r.refusals, ...(r.asserted ?? [])].map((f) => f.key)));
    expect(met.size).toBeGreaterThan(50);
    expect([...met].filter((k) => !refusing.has(k)).sort()).toEqual([]);
  });

  it('every refusal key is asserted by name by a passing scenario, or says why it cannot be', () => {
    const fired = triggered();
    const never = [...refusing.keys()].filter((k) => !fired.has(k) && !(k in UNTRIGGERABLE)).sort();
    expect(
      never.map((k) => `${k} (${refusing.get(k)?.join(', ')})`),
      'refusal keys no scenario asserts: write one (-> rejected <key>), or fix the check that pre-empts it',
    ).toEqual([]);
  });

  it('the keys said to be untriggerable are refusal keys that no scenario triggers', () => {
    const fired = triggered();
    for (const [key, why] of Object.entries(UNTRIGGERABLE)) {
      expect(refusing.has(key), `${key} is not a refusal key`).toBe(true);
      expect(fired.get(key), `${key} is triggered after all (the reason was: ${why})`).toBeUndefined();
    }
  });

  it('no key of a clause the V1.7 ledger calls unobservable fires in the corpus under V1.7', () => {
    const fired = new Set(
      runs
        .filter((r) => r.revision === 'v1.7')
        .flatMap((r) => [
          ...r.events.map((e) => (e as { type: string }).type),
          ...r.refusals.map((f) => f.key),
        ]),
    );
    for (const [clause, why] of Object.entries(V1_7_UNOBSERVABLE)) {
      const keys = Object.keys(V1_7.clauses).filter((k) => V1_7.clauses[k] === clause);
      expect(keys.length, `${clause} is cited by no key`).toBeGreaterThan(0);
      expect(
        keys.filter((k) => fired.has(k)),
        `${clause} is exercised after all (the reason was: ${why})`,
      ).toEqual([]);
    }
  });

  it('every refusal key has a citation under every built-in revision', () => {
    for (const profile of BUILT_IN_PROFILES) {
      const uncited = [...refusing.keys()].filter((k) => !profile.clauses[k]);
      expect(uncited, profile.id).toEqual([]);
    }
  });
});
