export * from './ast.js';
export { type DecodeResult, decodeScenarioBytes, type Encoding } from './decode.js';
export {
  type Diagnostic,
  type DiagnosticCode,
  formatDiagnostic,
  type Severity,
  sortDiagnostics,
} from './diagnostics.js';
export { type LexedLine, lex, lexLine, lineSpans, TAB_WIDTH } from './lexer.js';
export {
  gameLineOf,
  type ParseOptions as FrameParseOptions,
  type ParseResult,
  parse as parseFrame,
} from './parser.js';
export { format, printStatement, printTokens, quote } from './printer.js';
export { cardKeywords, sectionOf } from './queries.js';
