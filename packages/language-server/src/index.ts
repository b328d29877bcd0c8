export { FramedMessageReader, MAX_MESSAGE_BYTES } from './framing.js';
export { collectYoungGeneration } from './idle-collection.js';
export { guardUntilInitialized } from './lifecycle.js';
export * from './protocol.js';
export { type ArbiterServer, type ServerOptions, startServer } from './server.js';
export { legalSteps, missingDecision, stepText } from './service/actions.js';
export { getBoardAt } from './service/board.js';
export { getCodeActions } from './service/code-actions.js';
export { getCompletionItems } from './service/completion.js';
export { getDefinition } from './service/definition.js';
export {
  type DiagnosticData,
  type Fix,
  getBindingDiagnostics,
  getDiagnostics,
  getEvaluationDiagnostics,
  getSyntaxDiagnostics,
} from './service/diagnostics.js';
export { type Evaluation, evaluate, evaluateCancellable, type ScenarioRun } from './service/evaluation.js';
export { getFoldingRanges } from './service/folding.js';
export { getFormattingEdits } from './service/formatting.js';
export { getHover } from './service/hover.js';
export { getInlayHints } from './service/inlay-hints.js';
export { getReferences } from './service/references.js';
export { getRenameEdits, prepareRename } from './service/rename.js';
export { runFile } from './service/run-file.js';
export { getSemanticTokens, SEMANTIC_TOKENS_LEGEND } from './service/semantic-tokens.js';
export { getStatechart } from './service/statechart.js';
export { getDocumentSymbols } from './service/symbols.js';
export { getWorkspaceSymbols } from './service/workspace-symbols.js';
export { DEFAULT_SETTINGS, readSettings, type Settings } from './settings.js';
export { startStdioServer } from './stdio.js';
export { generateScenario } from './testing/generate.js';
export { connectInMemory, type InMemorySession } from './testing/in-memory.js';
export { type FileKind, fileKind } from './uri.js';
export { type FileSystem, nodeFileSystem, type ParsedFile, WorkspaceIndex } from './workspace.js';
