import * as fs from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * The file-system calls an atomic write makes; tests pass one that fails on purpose (a full disk,
 * a file-size limit) to show the original survives.
 */
export interface WriteOps {
  openSync(path: string, flags: string, mode: number): number;
  writeSync(fd: number, data: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  unlinkSync(path: string): void;
}

export const nodeWriteOps: WriteOps = {
  openSync: (path, flags, mode) => fs.openSync(path, flags, mode),
  writeSync: (fd, data, offset, length) => fs.writeSync(fd, data, offset, length),
  fsyncSync: (fd) => fs.fsyncSync(fd),
  closeSync: (fd) => fs.closeSync(fd),
  renameSync: (from, to) => fs.renameSync(from, to),
  unlinkSync: (path) => fs.unlinkSync(path),
};

let counter = 0;

/**
 * Replaces a file's content all at once: the new bytes go to a temporary file beside it (same folder,
 * so the same file system), are flushed to disk, and the temporary file is renamed over the target.
 * Until the rename the original is untouched, so an interrupt or a failed write (a full disk) leaves
 * either the old content or the new, never a truncated file. The temporary name starts with a dot,
 * which the folder walks skip. The file keeps its permissions.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, ops: WriteOps = nodeWriteOps): void {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let mode = 0o666;
  try {
    mode = fs.statSync(path).mode & 0o7777;
  } catch {}
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.${counter++}.tmp`);
  // 'wx': never reuse or truncate an existing file, whatever lies at the temporary name.
  const fd = ops.openSync(temp, 'wx', mode);
  let renamed = false;
  try {
    try {
      let done = 0;
      while (done < bytes.length) {
        const n = ops.writeSync(fd, bytes, done, bytes.length - done);
        if (n <= 0) throw new Error(`short write to ${temp}`);
        done += n;
      }
      ops.fsyncSync(fd);
    } finally {
      ops.closeSync(fd);
    }
    ops.renameSync(temp, path);
    renamed = true;
  } finally {
    if (!renamed) {
      try {
        ops.unlinkSync(temp);
      } catch {}
    }
  }
  syncFolder(dirname(path));
}

/** Makes the rename itself durable; not possible everywhere (Windows), where it is skipped. */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
