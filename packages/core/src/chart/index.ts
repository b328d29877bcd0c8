export * from './arrow-memory.js';
export * from './compile.js';
export * from './diagram.js';
export * from './paths.js';
