export { type RuleSet, type RuleSpec, ruleSet } from '@arbiter/core';
