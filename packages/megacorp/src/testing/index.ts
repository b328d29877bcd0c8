/** Fixtures for tests, behind `@arbiter/megacorp/testing`: never imported by the engine. */
export { TEST_LIBRARY } from './cards.js';
