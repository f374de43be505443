// Keeps the bytes of the one value being captured (a record, a subject key or a non-array member)
// as they arrive over several chunks, up to that value's limit.

export const CAPTURE_NONE = 0;
export const CAPTURE_RECORD = 1;
export const CAPTURE_KEY = 2;
export const CAPTURE_MEMBER = 3;

const PENDING_START_BYTES = 64 * 1024;

export class ValueCapture {
  kind = CAPTURE_NONE;
  /** Index in the current chunk of the captured bytes it holds. */
  from = 0;
  /** Offset of the value's first byte in the whole input. */
  offset = 0;
  /** A member past its limit: its bytes are dropped and it is only summarised. */
  overflow = false;
  // The value fits while spent + its length <= limit (spent: the members' bytes kept before it).
  private spent = 0;
  private limit = 0;
  /** The bytes of earlier chunks. */
  private pending = new Uint8Array(PENDING_START_BYTES);
  private pendingLength = 0;

  start(kind: number, from: number, offset: number, spent: number, limit: number): void {
    this.kind = kind;
    this.from = from;
    this.offset = offset;
    this.overflow = false;
    this.spent = spent;
    this.limit = limit;
    this.pendingLength = 0;
    if (this.pending.length > 64 * PENDING_START_BYTES) this.pending = new Uint8Array(PENDING_START_BYTES);
  }

  stop(): void {
    this.kind = CAPTURE_NONE;
  }

  /** Keep bytes of the value past the end of their chunk; false when a record or key outgrows its limit. */
  keep(bytes: Uint8Array): boolean {
    if (this.overflow) return true;
    const length = this.pendingLength + bytes.length;
    if (!this.fits(length)) return this.overflow;
    if (length > this.pending.length) {
      const grown = new Uint8Array(Math.max(length, this.pending.length * 2));
      grown.set(this.pending.subarray(0, this.pendingLength));
      this.pending = grown;
    }
    this.pending.set(bytes, this.pendingLength);
    this.pendingLength = length;
    return true;
  }

  /**
   * The value's bytes, `tail` being those in the current chunk, and the capture over (they are valid
   * until the next capture); null, and the capture left as it is, when a record or key is too large.
   */
  take(tail: Uint8Array): Uint8Array | null {
    let bytes = tail;
    if (this.pendingLength === 0 && !this.overflow) {
      if (!this.fits(tail.length) && !this.overflow) return null;
    } else {
      if (!this.keep(tail)) return null;
      bytes = this.pending.subarray(0, this.pendingLength);
    }
    this.kind = CAPTURE_NONE;
    return bytes;
  }

  /** The bytes captured so far, `head` being those in the current chunk (a copy when they span chunks). */
  soFar(head: Uint8Array): Uint8Array {
    if (this.pendingLength === 0) return head;
    const bytes = new Uint8Array(this.pendingLength + head.length);
    bytes.set(this.pending.subarray(0, this.pendingLength));
    bytes.set(head, this.pendingLength);
    return bytes;
  }

  /** False when `length` bytes are too many: a member then overflows (to be summarised). */
  private fits(length: number): boolean {
    if (this.spent + length <= this.limit) return true;
    if (this.kind === CAPTURE_MEMBER) {
      this.overflow = true;
      this.pendingLength = 0;
    }
    return false;
  }
}
