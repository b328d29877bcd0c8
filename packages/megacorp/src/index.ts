export {
  type BuiltState,
  buildState,
  type CardSpec,
  type PileSpec,
  type PlayerSpec,
  type StateSpec,
  StateSpecError,
} from './build/state.js';
export { cost, defineCard } from './cards/define.js';
export { DEMO_LIBRARY, demoConfig } from './cards/demo.js';
export {
  apply,
  decision,
  hasLegalAction,
  isOver,
  type LegalOptions,
  legalActions,
  newGame,
  placeAt,
  priorityPass,
  resume,
} from './engine.js';
export { acceptedEvents } from './flow/chart.js';
export { diagramDocument, machineDiagram } from './flow/diagram.js';
export { megacorpMachine } from './flow/machine.js';
export * from './invariants.js';
export { ed30FrLedger, ed30Ledger } from './ledger/ed3.0.js';
export { ED3_0_EN_HEADINGS_INDEX, ED3_0_FR_HEADINGS_INDEX, V1_5_5_HEADINGS } from './ledger/headings.js';
export type { Ledger, LedgerEntry, LedgerStatus, UnkeyedClause } from './ledger/ledger.js';
export { v155Ledger } from './ledger/v1.5.5.js';
export { V1_7_UNKEYED, V1_7_UNOBSERVABLE, v17Ledger } from './ledger/v1.7.js';
export type * from './model/action.js';
export { ACTION_TYPES } from './model/action.js';
export * from './model/card.js';
export { describeAction } from './model/describe.js';
export type * from './model/event.js';
export * from './model/query.js';
export { readState, type SharedParts, writeState } from './model/serial.js';
export type * from './model/state.js';
export * from './model/traits.js';
export { type FlowPath, flowIn, flowPaths, flowText, inFlow } from './model/where.js';
export { type MegacorpModule, megacorpModule } from './module.js';
export { probeAction } from './play/probe.js';
export {
  type Chooser,
  cautiousChooser,
  cautiousConsidered,
  playRandom,
  type RandomGame,
  type RandomPlayOptions,
  uniformChooser,
} from './play/random.js';
export { classDigest, turnNetwork } from './play/symmetry.js';
export { type BuyAnswer, type BuyJudgement, judgeBuy, whyNotBuy } from './play/why-not.js';
export { DEFERRED, type Deferred, READINGS, type Reading } from './revisions/catalog.js';
export { revisionsDocument } from './revisions/doc.js';
export {
  BUILT_IN_PROFILES,
  type DraftMeta,
  deriveProfile,
  differingParameters,
  ED3_0_EN,
  ED3_0_FR,
  overrideProblem,
  profileById,
  RevisionError,
  type RevisionProblem,
  V1_5_5,
} from './revisions/index.js';
export {
  formatValue,
  PARAMETER_GROUPS,
  PARAMETER_NAMES,
  PARAMETER_SPECS,
  type ParameterGroup,
  type ParameterKind,
  type ParameterName,
  type ParameterSpec,
  parameterValueProblem,
} from './revisions/parameters.js';
export type { RevisionProfile, RuleParameters } from './revisions/profile.js';
export { V1_7 } from './revisions/v1.7.js';
export { V1_7_CLAUSE_IDS } from './revisions/v1.7-clause-ids.js';
export { currentTrait } from './rules/card-in-play.js';
export { COMBAT_KEYWORDS, combatKeywordProblem } from './rules/keywords/combat.js';
export { withErrata } from './rules/keywords/errata.js';
export { abilitiesOf } from './rules/keywords/keyword-abilities.js';
export {
  KEYWORD_ARGUMENTS,
  KEYWORD_NAMES,
  type KeywordArgument,
  type KeywordProblem,
  keywordProblem,
} from './rules/keywords/keyword-vocabulary.js';
export { ANSWER_FIRST } from './rules/pending.js';
export { ALL_RULE_SETS, ruleRegistry } from './rules/registry.js';
export type { GameConfig } from './rules/setup.js';
export { moneyValuation, saleValue, totalValuationNow, valuation } from './rules/valuation.js';
export { boardView } from './view.js';
