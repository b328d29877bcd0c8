import {
  chmodSync,
  lstatSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeWriteOps, type WriteOps, writeFileAtomic } from '../src/atomic-write.js';
import { fmtCommand } from '../src/commands/fmt.js';
import { captureIo } from '../src/io.js';
import { CARDS, fixture, sellScenario } from './helpers.js';

/** Untidy on purpose, so `fmt` has something to rewrite. */
const untidy = (text: string) => text.replace('  Ana money 10', '  Ana    money   10').replace(/\n/g, '\r\n');

/** Writes that stop half-way with EFBIG, as a file-size limit or a full disk would. */
const failingHalfWay: WriteOps = {
  ...nodeWriteOps,
  writeSync: (fd, data, offset, length) => {
    if (offset > 0) throw Object.assign(new Error('EFBIG: file too large'), { code: 'EFBIG' });
    return nodeWriteOps.writeSync(fd, data, offset, Math.ceil(length / 2));
  },
};

const failingFsync: WriteOps = {
  ...nodeWriteOps,
  fsyncSync: () => {
    throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
  },
};

const failingRename: WriteOps = {
  ...nodeWriteOps,
  renameSync: () => {
    throw Object.assign(new Error('EXDEV: cross-device link'), { code: 'EXDEV' });
  },
};

describe('fmt never destroys the file it rewrites', () => {
  for (const [name, ops] of [
    ['a write that fails half-way', failingHalfWay],
    ['a failed fsync', failingFsync],
    ['a failed rename', failingRename],
  ] as const) {
    it(`keeps the original bytes and leaves no temporary file after ${name}`, () => {
      const original = untidy(sellScenario());
      const root = fixture({ 'lib.cards': CARDS, 'a.scenario': original });
      const io = captureIo(root);
      const code = fmtCommand(['.'], { writeOps: ops }, io);
      expect(code).toBe(2);
      expect(io.text()).toMatch(/a\.scenario: cannot write: .*; the file is left as it was/);
      expect(io.text()).toContain('1 file could not be written');
      expect(readFileSync(join(root, 'a.scenario'))).toEqual(Buffer.from(original));
      expect(readdirSync(root).sort()).toEqual(['a.scenario', 'lib.cards']);
    });
  }

  it('writes the whole new text when nothing fails, keeping the file mode', () => {
    const root = fixture({ 'x.txt': 'old' });
    const path = join(root, 'x.txt');
    chmodSync(path, 0o640);
    writeFileAtomic(path, 'new content');
    expect(readFileSync(path, 'utf8')).toBe('new content');
    expect(statSync(path).mode & 0o777).toBe(0o640);
    expect(readdirSync(root)).toEqual(['x.txt']);
  });

  it('rewrites the target of a file named through a link, and keeps the link', () => {
    const root = fixture({ 'lib.cards': CARDS, 'real/a.scenario': untidy(sellScenario()) });
    symlinkSync(join(root, 'real/a.scenario'), join(root, 'link.scenario'));
    writeFileSync(join(root, 'real/lib.cards'), CARDS);
    const io = captureIo(root);
    expect(fmtCommand(['link.scenario'], {}, io)).toBe(0);
    expect(readFileSync(join(root, 'real/a.scenario'), 'utf8')).toContain('  Ana money 10\n');
    expect(lstatSync(join(root, 'link.scenario')).isSymbolicLink()).toBe(true);
  });
});
