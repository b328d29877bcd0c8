import { readFileSync, writeFileSync } from 'node:fs';
import { ledgerDocument } from './doc.js';

// Usage: doc-cli <out.md> [--check]
const [out, flag] = process.argv.slice(2);
if (!out) {
  console.error('usage: doc-cli <file.md> [--check]');
  process.exit(2);
}
const fresh = ledgerDocument();
if (flag === '--check') {
  let current = '';
  try {
    current = readFileSync(out, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (current !== fresh) {
    console.error(`${out} is stale: run \`npm run docs:ledger\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${out} is up to date.`);
} else {
  writeFileSync(out, fresh);
  console.log(`wrote ${out}`);
}
