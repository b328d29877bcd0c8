export * from './clauses.js';
export * from './doc.js';
export * from './mutants.js';
export * from './profile.js';
export * from './spec.js';
