import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../src/model/attributes.js';
import { PREDEFINED, predefined } from '../src/model/predefined.js';
import { ruleHeadings } from '../src/rules/registry.js';

describe('the predefined attribute and category names (Cards ► Predefined attributes …)', () => {
  it('are the 28 the rulebook names, each once', () => {
    const names = PREDEFINED.map((p) => p.name);
    expect(names).toHaveLength(28);
    expect(new Set(names).size).toBe(28);
  });

  it('give every attribute with a default a value set holding that default', () => {
    for (const [name, value] of Object.entries(DEFAULTS)) {
      const p = predefined(name);
      expect(p, name).toBeDefined();
      if (p?.choices) expect(p.choices, name).toContain(value);
    }
  });

  it('cite a heading of the rulebook that the engine’s rules cite too, for every name a rule reads', () => {
    const cited = new Set(Object.values(ruleHeadings()));
    const uncited = PREDEFINED.filter(
      (p) => ![...cited].some((h) => h === p.heading || h.startsWith(`${p.heading} ►`)),
    );
    // Labels and values other rules read (Affiliation by PlayIfBuildsiteAffiliation, Ply by the
    // requirements, Reputation by the reputation calculation): no rule set cites their own heading.
    // Feats is cited by the rule that refuses an adventure without them, where the reading says so (GA-29).
    expect(uncited.map((p) => p.name)).toEqual(['Affiliation', 'Reputation', 'Type', 'Ply']);
    for (const p of PREDEFINED)
      expect(p.heading.startsWith('Cards ► Predefined attribute'), p.name).toBe(true);
  });
});
