export { peek } from '@arbiter/core';
