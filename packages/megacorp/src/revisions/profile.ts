import type { RevisionProfile as Profile } from '@arbiter/core';
import type { RuleParameters } from './parameters.js';

export type { ParameterName, RuleParameters } from './parameters.js';

/** A Megacorp revision: a value for every rule parameter and a citation for every rule key. */
export type RevisionProfile = Profile<RuleParameters>;
