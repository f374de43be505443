// An upload scanner that keeps the bytes and decodes them as UTF-8 text at the end: for files
// read as a whole, such as an extraction benchmark's predictions (JSON or JSON Lines).
import type { ScanResult } from "@/lib/results-file/scan-result";
import type { UploadScanner } from "@/lib/submissions/ingest/receive-upload";

export class TextCollector implements UploadScanner {
  private chunks: Buffer[] = [];
  private decoded: string | null = null;

  push(bytes: Uint8Array): boolean {
    // A copy: zlib may reuse the buffer it hands over.
    this.chunks.push(Buffer.from(bytes));
    return true;
  }

  end(): ScanResult {
    const bytes = Buffer.concat(this.chunks);
    this.chunks = [];
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
      return {
        ok: false,
        error: {
          code: "byte-order-mark",
          message: "The file starts with a UTF-8 byte order mark: save it without one.",
        },
      };
    try {
      this.decoded = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, error: { code: "invalid-utf8", message: "The file is not valid UTF-8 text." } };
    }
    return { ok: true, value: {}, jsonBytes: bytes.length, recordCount: 0, summarisedKeys: [] };
  }

  /** The file's text, once end() accepted it. */
  text(): string {
    if (this.decoded === null) throw new Error("TextCollector: the text is read before end() accepted it");
    return this.decoded;
  }
}
