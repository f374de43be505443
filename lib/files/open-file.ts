// Opens a file named on the command line for reading, or says in a sentence why it cannot be.
import { closeSync, fstatSync, openSync } from "node:fs";

export type OpenFileErrorCode = "not-found" | "not-a-file" | "unreadable";

export type OpenedFile =
  { ok: true; fd: number; sizeBytes: number } | { ok: false; code: OpenFileErrorCode; message: string };

export function openRegularFile(path: string): OpenedFile {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { ok: false, code: "not-found", message: "no such file" };
    if (code === "EISDIR") return { ok: false, code: "not-a-file", message: "not a regular file" };
    return { ok: false, code: "unreadable", message: `cannot read the file (${code ?? String(error)})` };
  }
  const stat = fstatSync(fd);
  if (!stat.isFile()) {
    closeSync(fd);
    return { ok: false, code: "not-a-file", message: "not a regular file" };
  }
  return { ok: true, fd, sizeBytes: stat.size };
}
