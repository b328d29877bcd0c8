import { constants, PerformanceObserver } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { collectYoungGeneration } from '../src/idle-collection.js';

describe('the collection between edits', () => {
  it("runs V8's young-generation collection (vitest's workers are not started with --expose-gc)", async () => {
    const minor: unknown[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR)
          minor.push(e);
    });
    observer.observe({ entryTypes: ['gc'] });
    for (let i = 0; i < 3; i++) expect(collectYoungGeneration()).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    observer.disconnect();
    expect(minor.length).toBeGreaterThanOrEqual(3);
  });
});
