import {
  AbstractMessageReader,
  type DataCallback,
  Disposable,
  type Message,
  type MessageReader,
} from 'vscode-languageserver/node';

/** Larger declared bodies are refused as garbage instead of awaited: no editor sends a 64 MiB message. */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/** A header block longer than this is garbage (real ones are under a hundred bytes). */
const MAX_HEADER_BYTES = 8 * 1024;

const HEADER = Buffer.from('Content-Length:', 'latin1');
const HEADER_LOWER = Buffer.from('content-length:', 'latin1');
const HEADER_END = Buffer.from('\r\n\r\n', 'latin1');

/**
 * Reads LSP base-protocol messages (`Content-Length: N\r\n\r\n` + N bytes of JSON) from a byte
 * stream and recovers from anything malformed: garbage before a header, a header without a valid
 * length, a body that is not JSON, or a declared length too short or too long. vscode-jsonrpc's own
 * reader keeps going from wherever a bad header left it and, given a length larger than what
 * follows, waits for ever; this one drops bytes up to the next header that starts a well-formed
 * message, and says how much it dropped.
 *
 * A declared length that swallows the next message is recognised without waiting: raw CR LF can
 * appear in JSON only between tokens, never before `Content-Length:`, so a header line inside a
 * pending body means the body is broken.
 */
export class FramedMessageReader extends AbstractMessageReader implements MessageReader {
  private buffer: Buffer = Buffer.alloc(0);
  /** Where the search for a header inside a pending body resumes (a body arrives in many chunks). */
  private scannedBody = 0;
  private callback: DataCallback | undefined;
  private dropped = 0;

  constructor(
    private readonly input: NodeJS.ReadableStream,
    /** Told each time bytes were dropped (for the server's log). */
    private readonly onDropped: (bytes: number, why: string) => void = () => {},
  ) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    this.callback = callback;
    const onData = (chunk: Buffer | string) =>
      this.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    const onError = (e: Error) => this.fireError(e);
    const onEnd = () => this.fireClose();
    this.input.on('data', onData);
    this.input.on('error', onError);
    this.input.on('end', onEnd);
    this.input.on('close', onEnd);
    return Disposable.create(() => {
      this.input.off('data', onData);
      this.input.off('error', onError);
      this.input.off('end', onEnd);
      this.input.off('close', onEnd);
    });
  }

  /**
   * While a large body arrives: the chunks after `buffer`, joined once the body is complete (joining
   * on every chunk would copy a 5 MB document some eighty times), and the length it completes at.
   */
  private chunks: Buffer[] = [];
  private chunkBytes = 0;
  private awaiting = 0;

  /** Feeds bytes in; complete messages go to the callback (public for tests). */
  push(chunk: Buffer): void {
    if (this.awaiting > 0) {
      // A header line inside the body ends the wait too (the body is broken): look for one in the
      // new chunk and the bytes just before it, where a header cut in two may have begun.
      const last = this.chunks.at(-1) ?? this.buffer;
      const seam = Buffer.concat([last.subarray(Math.max(0, last.length - HEADER.length - 24)), chunk]);
      this.chunks.push(chunk);
      this.chunkBytes += chunk.length;
      if (this.buffer.length + this.chunkBytes < this.awaiting && nextHeaderLine(seam, 0, seam.length) < 0)
        return;
      chunk = Buffer.concat(this.chunks);
      this.chunks = [];
      this.chunkBytes = 0;
      this.awaiting = 0;
    }
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const start = headerStart(this.buffer, 0);
      if (start < 0) {
        // Keep a tail that may be the beginning of a header cut between two chunks.
        const keep = Math.min(this.buffer.length, HEADER.length - 1);
        this.drop(this.buffer.length - keep, 'no header');
        return;
      }
      if (start > 0) this.drop(start, 'bytes before a header');
      const end = this.buffer.indexOf(HEADER_END);
      if (end < 0 || end > MAX_HEADER_BYTES) {
        if (end > MAX_HEADER_BYTES || this.buffer.length > MAX_HEADER_BYTES) {
          this.drop(1, 'a header block that never ends');
          continue;
        }
        return;
      }
      const length = contentLength(this.buffer.toString('latin1', 0, end));
      if (length === undefined) {
        this.drop(1, 'a malformed header');
        continue;
      }
      const bodyStart = end + HEADER_END.length;
      // A header line inside the body: this body is broken, the next message starts there.
      const from = Math.max(bodyStart, this.scannedBody);
      const upTo = Math.min(this.buffer.length, bodyStart + length);
      const next = nextHeaderLine(this.buffer, from, upTo);
      if (next >= 0) {
        this.scannedBody = 0;
        this.drop(next, 'a message shorter than its Content-Length');
        continue;
      }
      if (this.buffer.length < bodyStart + length) {
        // Wait for the rest; a header split across chunks may still be completed in this region.
        this.scannedBody = Math.max(bodyStart, this.buffer.length - HEADER.length - 24);
        this.awaiting = bodyStart + length;
        return;
      }
      this.scannedBody = 0;
      const body = this.buffer.subarray(bodyStart, bodyStart + length);
      let message: unknown;
      try {
        message = JSON.parse(body.toString('utf8'));
      } catch {
        message = undefined;
      }
      if (!isMessage(message)) {
        this.drop(1, 'a body that is not a JSON-RPC message');
        continue;
      }
      this.buffer = this.buffer.subarray(bodyStart + length);
      this.flushDropped();
      this.callback?.(message);
    }
  }

  private drop(n: number, why: string): void {
    if (n <= 0) return;
    this.buffer = this.buffer.subarray(n);
    if (this.dropped === 0) this.why = why;
    this.dropped += n;
  }

  private why = '';

  private flushDropped(): void {
    if (this.dropped === 0) return;
    this.onDropped(this.dropped, this.why);
    this.dropped = 0;
  }
}

/** The index of the next `Content-Length:` (either case), or -1. */
function headerStart(buf: Buffer, from: number): number {
  const a = buf.indexOf(HEADER, from);
  // The lower-case spelling only counts before the first regular one: never scan past it.
  const b = (a < 0 ? buf : buf.subarray(0, a + HEADER_LOWER.length - 1)).indexOf(HEADER_LOWER, from);
  return b < 0 ? a : b;
}

/** The first `Content-Length: <digits>\r\n` between `from` and `to`, or -1. */
function nextHeaderLine(buf: Buffer, from: number, to: number): number {
  let at = from;
  for (;;) {
    const i = headerStart(buf, at);
    if (i < 0 || i >= to) return -1;
    const line = buf.toString('latin1', i, Math.min(buf.length, i + HEADER.length + 24));
    if (/^content-length:[ \t]*\d+\r\n/i.test(line)) return i;
    at = i + 1;
  }
}

/** The body length a header block declares, or undefined when the block is not a valid header. */
function contentLength(block: string): number | undefined {
  let length: number | undefined;
  for (const line of block.split('\r\n')) {
    const m = /^([A-Za-z][A-Za-z0-9-]*):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!m) return undefined;
    if ((m[1] as string).toLowerCase() === 'content-length') {
      if (!/^\d{1,10}$/.test(m[2] as string)) return undefined;
      length = Number(m[2]);
    }
  }
  return length !== undefined && length <= MAX_MESSAGE_BYTES ? length : undefined;
}

function isMessage(x: unknown): x is Message {
  return (
    typeof x === 'object' && x !== null && !Array.isArray(x) && (x as { jsonrpc?: unknown }).jsonrpc === '2.0'
  );
}
