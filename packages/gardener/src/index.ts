export { randomConfig } from './cards/random-config.js';
export { SAMPLE_ADVENTURES, SAMPLE_LIBRARY, SAMPLE_SUPPORTS } from './cards/sample.js';
export * from './engine.js';
export { gardenerMachine } from './flow/machine.js';
export { flowLeaf, flowPaths } from './flow/where.js';
export * from './invariants.js';
export * from './model/action.js';
export * from './model/attributes.js';
export * from './model/card.js';
export { describeAction } from './model/describe.js';
export type { GameEvent } from './model/event.js';
export * from './model/predefined.js';
export * from './model/state.js';
export { type GardenerModule, gardenerModule } from './module.js';
export { cautiousChooser, selfHarm, uniformChooser } from './play/choosers.js';
export {
  type Position,
  type PositionPlayer,
  type PositionResult,
  positionState,
  stateToPosition,
} from './position.js';
export * from './revisions/index.js';
export { RULE_SETS, ruleHeadings, ruleRegistry } from './rules/registry.js';
export { reputationOf, standings } from './rules/reputation.js';
export { checkRequirements, type RequirementRow, type RequirementsCheck } from './rules/requirements.js';
export { RULEBOOK_SECTIONS, type RulebookSection } from './rules/sections.js';
export type { GameConfig, PlayerConfig } from './rules/setup.js';
export { boardView } from './view.js';
