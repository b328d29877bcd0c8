import { readFileSync, writeFileSync } from 'node:fs';
import { readingsDocument } from './doc.js';

// `node doc-cli.js <file> [--check]`: writes the readings document, or fails when the file is stale.
const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: doc-cli <docs/gardener-readings.md> [--check]');
  process.exit(2);
}
const text = readingsDocument();
if (flag === '--check') {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== text) {
    console.error(`${file} is stale: run node packages/gardener/dist/revisions/doc-cli.js ${file}`);
    process.exit(1);
  }
} else writeFileSync(file, text);
