// Patterns over field paths (`inputs.m1.components.[].identifiers.[].value`): the same syntax, plus
// `*` for any one key (never a list item) and `**` for any number of segments, none included. A
// pattern is anchored at the root and at its end; one that starts with `**` therefore matches at any
// depth. `identifiers[].value` is read as `identifiers.[].value`, the shorthand.

export const LIST_ITEM = "[]";

type Segment = { kind: "key"; key: string } | { kind: "item" } | { kind: "any-key" } | { kind: "any-path" };

export interface PathPattern {
  /** The pattern as written. */
  readonly text: string;
  /** True when the path (keys joined by ".", list items as "[]") is one the pattern describes. */
  matches(path: string): boolean;
  /** True when the pattern has no wildcard: it names one path. */
  readonly plain: boolean;
}

export type PathPatternResult = { ok: true; pattern: PathPattern } | { ok: false; message: string };

/** Longest pattern accepted: a benchmark.json key, never a document. */
const MAX_PATTERN_LENGTH = 1000;

export function compilePathPattern(text: string): PathPatternResult {
  if (text.length === 0) return { ok: false, message: "is an empty pattern" };
  if (text.length > MAX_PATTERN_LENGTH)
    return { ok: false, message: `is longer than ${MAX_PATTERN_LENGTH} characters` };
  const segments: Segment[] = [];
  for (const part of text.split(".")) {
    const read = readSegment(part);
    if (!read.ok) return { ok: false, message: read.message };
    for (const segment of read.segments) {
      // `**.**` says no more than `**` and would only slow matching.
      if (segment.kind === "any-path" && segments.at(-1)?.kind === "any-path") continue;
      segments.push(segment);
    }
  }
  const plain = segments.every((segment) => segment.kind === "key" || segment.kind === "item");
  const exactPath = plain ? plainPath(segments) : null;
  return {
    ok: true,
    pattern: {
      text,
      plain,
      matches: exactPath !== null ? (path) => path === exactPath : (path) => matchSegments(segments, path.split(".")),
    },
  };
}

function plainPath(segments: Segment[]): string {
  return segments.map((segment) => (segment.kind === "key" ? segment.key : LIST_ITEM)).join(".");
}

function readSegment(part: string): { ok: true; segments: Segment[] } | { ok: false; message: string } {
  if (part === "") return { ok: false, message: "has an empty segment (two dots in a row, or a dot at an end)" };
  if (part === "**") return { ok: true, segments: [{ kind: "any-path" }] };
  if (part === "*") return { ok: true, segments: [{ kind: "any-key" }] };
  if (part === LIST_ITEM) return { ok: true, segments: [{ kind: "item" }] };
  // `identifiers[]` and `identifiers[][]`: a key, then list items.
  let key = part;
  let items = 0;
  while (key.endsWith(LIST_ITEM) && key.length > LIST_ITEM.length) {
    key = key.slice(0, -LIST_ITEM.length);
    items++;
  }
  if (key === "**" || key === "*")
    return { ok: true, segments: [{ kind: key === "*" ? "any-key" : "any-path" }, ...itemSegments(items)] };
  if (key.includes("*"))
    return { ok: false, message: `has "${part}": "*" and "**" must be a whole segment between dots` };
  if (key.includes("[") || key.includes("]"))
    return { ok: false, message: `has "${part}": "[]" must stand alone or end a key` };
  return { ok: true, segments: [{ kind: "key", key }, ...itemSegments(items)] };
}

const itemSegments = (count: number): Segment[] => Array.from({ length: count }, () => ({ kind: "item" }) as const);

/** Segment-wise matching; `**` tries every split, each (pattern, path) position at most once. */
function matchSegments(pattern: Segment[], path: string[]): boolean {
  const failed = new Uint8Array((pattern.length + 1) * (path.length + 1));
  const match = (p: number, s: number): boolean => {
    const start = p * (path.length + 1) + s;
    if (failed[start]) return false;
    while (p < pattern.length) {
      const segment = pattern[p]!;
      if (segment.kind === "any-path") {
        if (p === pattern.length - 1) return true;
        for (let skip = s; skip <= path.length; skip++) if (match(p + 1, skip)) return true;
        failed[start] = 1;
        return false;
      }
      const part = path[s];
      if (
        part === undefined ||
        (segment.kind === "key"
          ? part !== segment.key
          : segment.kind === "item"
            ? part !== LIST_ITEM
            : part === LIST_ITEM)
      ) {
        failed[start] = 1;
        return false;
      }
      p++;
      s++;
    }
    return s === path.length;
  };
  return match(0, 0);
}
