import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The command line of a generated document: `<cli> <file.md>` writes it, `<cli> <file.md> --check`
 * fails (exit 1) when the committed file differs from what the code generates now, naming how to
 * regenerate it. Every generated document of the tree (the statechart, the revisions, the ledger, the
 * Gardener readings) is written and checked through this one function.
 */
export function generatedDocCli(argv: readonly string[], render: () => string, regenerate: string): void {
  const [out, flag] = argv;
  if (!out) {
    console.error('usage: <doc-cli> <file.md> [--check]');
    process.exit(2);
  }
  const fresh = render();
  if (flag === '--check') {
    let current = '';
    try {
      current = readFileSync(out, 'utf8');
    } catch {
      // A missing file is stale too.
    }
    if (current !== fresh) {
      console.error(`${out} is stale: run \`${regenerate}\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${out} is up to date.`);
  } else {
    writeFileSync(out, fresh);
    console.log(`wrote ${out}`);
  }
}
