// Reads a file's bytes whole and decodes them as UTF-8 text at the end, for kinds whose reader takes
// the text (extraction's predictions, JSON or JSON Lines).
import type { FileScanner, ScanOutcome } from "@/lib/benchmarks/kind";
import { err, ok } from "@/lib/result";

export class TextScanner implements FileScanner<string> {
  private chunks: Buffer[] = [];

  push(bytes: Uint8Array): boolean {
    // A copy: zlib may reuse the buffer it hands over.
    this.chunks.push(Buffer.from(bytes));
    return true;
  }

  end(): ScanOutcome<string> {
    const bytes = Buffer.concat(this.chunks);
    this.chunks = [];
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
      return err({
        code: "byte-order-mark",
        message: "The file starts with a UTF-8 byte order mark: save it without one.",
      });
    try {
      return ok({ content: new TextDecoder("utf-8", { fatal: true }).decode(bytes), jsonBytes: bytes.length });
    } catch {
      return err({ code: "invalid-utf8", message: "The file is not valid UTF-8 text." });
    }
  }
}
