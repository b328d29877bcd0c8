/**
 * Examples shown under each command's `--help`: what a designer types most, copied from the README
 * (each one runs on this repository's corpus).
 */
export const HELP_EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  run: [
    'arbiter run scenarios/megacorp/05-turn',
    'arbiter run --revision v1.7,whole-pile-sales scenarios',
    'arbiter run --grep "business" scenarios/megacorp/05-turn',
    'arbiter run --tag worked-example',
    'arbiter run --update --dry-run scenarios/megacorp/05-turn/divest',
    'arbiter run --watch scenarios/megacorp/05-turn',
    'arbiter run scenarios --baseline main --summary drift.md',
  ],
  'merge-reports': ['arbiter merge-reports shard-1.json shard-2.json --output all.json'],
  check: ['arbiter check scenarios', 'arbiter check --revision ed3.0-fr scenarios/megacorp'],
  fmt: ['arbiter fmt scenarios', 'arbiter fmt --check scenarios'],
  show: [
    'arbiter show scenarios/examples/w01-anas-first-turn.scenario:20',
    'arbiter show scenarios/examples/w01-anas-first-turn.scenario --rulebook ~/megacorp-v1.7.txt',
  ],
  diff: [
    'arbiter diff v1.7 ed3.0-fr scenarios',
    'arbiter diff v1.7 whole-pile-sales scenarios/megacorp/05-turn',
    'arbiter diff v1.7 scenarios/drafts/rich-start.revision --format markdown',
  ],
  coverage: [
    'arbiter coverage --revision v1.7',
    'arbiter coverage --revision v1.7 --all',
    'arbiter coverage --revision v1.7 --rulebook ~/megacorp-v1.7.txt --html coverage.html',
    'arbiter coverage --game gardener --actions 20000',
  ],
  scaffold: ['arbiter scaffold --clause 5.4.3'],
  fuzz: ['arbiter fuzz --actions 100000', 'arbiter fuzz --game gardener --time 60 --quiet'],
  explore: [
    'arbiter explore',
    'arbiter explore --order turns --production active-player --max-states 200000',
  ],
  golden: ['arbiter golden', 'arbiter golden --revision scenarios/drafts/rich-start.revision'],
  perft: [
    'arbiter perft --revision v1.7 --revision ed3.0-fr --depth 4',
    'arbiter perft --table scenarios/golden/perft.json',
  ],
  report: [
    'arbiter report --revision v1.7 --games 500 --html balance.html',
    'arbiter report --diff v1.7 ed3.0-fr --games 2000',
    'arbiter report --revision v1.7 --games 2000 --shard 1/2 --json shard-1.json',
  ],
  demo: ['arbiter demo --seed 7 --max-actions 200'],
};

/** The text commander prints after a command's help. */
export function examplesText(command: string): string {
  const xs = HELP_EXAMPLES[command];
  return xs?.length ? `\nExamples:\n${xs.map((x) => `  $ ${x}`).join('\n')}` : '';
}
