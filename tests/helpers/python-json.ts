// CPython's json.dumps of a JSON text, for tests that compare our writer with Python's, byte for byte.
import { runPython } from "./shared-data";

/** json.dumps(json.loads(text), indent=2, ensure_ascii=False), as the UTF-8 bytes Python writes. */
export function pythonJsonDumps(json: string): string {
  const script =
    "import json, sys\nvalue = json.loads(sys.stdin.buffer.read().decode('utf-8'))\n" +
    "sys.stdout.buffer.write(json.dumps(value, indent=2, ensure_ascii=False).encode('utf-8'))";
  return runPython(["-c", script], json);
}
