export * from './ast.js';
export { type DecodeResult, decodeScenarioBytes, type Encoding } from './decode.js';
export {
  type Diagnostic,
  type DiagnosticCode,
  formatDiagnostic,
  type Severity,
  sortDiagnostics,
} from './diagnostics.js';
export { type GridProblem, gridPiles, networkPiles } from './grid.js';
export { type LexedLine, lex, lexLine, lineSpans, TAB_WIDTH } from './lexer.js';
export { type ParseOptions, type ParseResult, parse } from './parser.js';
export {
  type CardInPlayDescription,
  type GivenDescription,
  givenSection,
  type PileDescription,
  type PlayerDescription,
  type PrintGivenOptions,
  printGiven,
  type StackItemDescription,
} from './print-given.js';
export { format, printStatement, printTokens, quote } from './printer.js';
export { cardKeywords, sectionOf } from './queries.js';
export * as vocabulary from './vocabulary.js';
