// Preloaded with `node --import` by bench/memory.mjs: writes this process's peak resident set to
// BENCH_RSS_FILE when it exits, whatever the command it ran (a child's peak is not visible from its
// parent in node).
import { writeFileSync } from 'node:fs';

const out = process.env.BENCH_RSS_FILE;
if (out)
  process.on('exit', (code) => {
    writeFileSync(out, JSON.stringify({ code, maxRSSKiB: process.resourceUsage().maxRSS }));
  });
