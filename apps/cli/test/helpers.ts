import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { type CapturedIo, captureIo } from '../src/io.js';
import { runCli } from '../src/main.js';

export { fixture } from './temp.js';

export const read = (root: string, name: string) => readFileSync(join(root, name), 'utf8');

export interface CliResult {
  readonly code: number;
  readonly io: CapturedIo;
  /** Standard output, without colours. */
  readonly out: string;
  readonly err: string;
  /** Both streams, in the order written. */
  readonly all: string;
}

/** Runs `arbiter ...args` in `cwd` with output captured. */
export async function cli(cwd: string, ...args: string[]): Promise<CliResult> {
  const io = captureIo(cwd, {});
  const code = await runCli(args, io);
  const strip = (xs: string[]) => stripVTControlCharacters(xs.join('\n'));
  return { code, io, out: strip(io.stdout), err: strip(io.stderr), all: io.text() };
}

/** Self-contained cards, so the fixtures do not depend on the corpus. */
export const CARDS = `cards
  business "Ana Corp"   cost 20M       traits IQ 5, EQ 5, MQ 5, BQ 8
  business "Nick Corp"  cost 20M       traits IQ 5, EQ 5, MQ 5, BQ 8
  character "Raamaa"    cost 5M + 1BQ  traits IQ 2, EQ 1, MQ 2, BQ 4  founder
  character "Hierarch"  cost 4M + 3BQ  traits IQ 1, EQ 2, MQ -, BQ 4
  equipment "Lineage"   cost 2M        traits BQ 1
`;

/** A passing scenario; with `money` other than 14 its \`then\` line (line 16) fails. */
export function sellScenario(money = 14, title = 'Selling a pile sells only its top card'): string {
  return `use "lib.cards"

scenario "${title}"
  revisions v1.7
  covers 5.5.3
given
  turn 5, Ana active, phase divest
  Ana money 10
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
    0,1  "Hierarch" over "Lineage"
  Nick network
    0,0  business "Nick Corp"
when
  Ana sells "Hierarch"
then
  Ana money ${money}
  Ana network 0,1 empty
`;
}

/** Line numbers (1-based) in \`sellScenario\`. */
export const SELL_LINES = { scenario: 3, given: 6, sells: 16, money: 18 } as const;

export const REJECT_SCENARIO = `use "lib.cards"

scenario "A business cannot be sold"
  revisions v1.7
given
  turn 5, Ana active, phase divest
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
  Nick network
    0,0  business "Nick Corp"
when
  Ana sells "Ana Corp"  -> rejected 5.5.4
then
  Ana money 10
`;
