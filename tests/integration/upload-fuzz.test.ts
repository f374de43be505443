// Generated mutations of a valid results file (fast-check, fixed seed) through the real upload
// route: whatever the bytes, the answer is a scored run or a 4xx problem with its failed run,
// never a 5xx or a throw, and no attempt is left half-done.
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createActor, type Actor } from "../helpers/actors";
import { createSubmission, uploadResults } from "../helpers/api-calls";
import { startWith } from "../helpers/file-database";
import { baseResults, type Json, type JsonObject } from "../bad-input/base-file";
import { RECORD_FIELD_PATHS } from "../unit/results-arbitraries";

const SEED = 20261122;
const RUNS = 300;

let alice: Actor;
let submissionId: string;

startWith("benchmarks");

beforeAll(async () => {
  alice = await createActor("user", "alice");
  submissionId = String((await createSubmission({ authorization: alice.bearer })).body.id);
});

const hostile = fc.oneof(
  fc.constantFrom<Json | undefined>(
    undefined,
    null,
    0,
    -1,
    1e308,
    "",
    "\u0000",
    "\ud800",
    "correct",
    "incorrect",
    " Step 1.\n",
    [],
    {},
    true,
  ),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

/** Changes to the parsed file: a field replaced or removed, a record repeated or moved, a subject renamed. */
const structural = fc.oneof(
  fc.record({
    kind: fc.constant("field" as const),
    record: fc.nat(),
    path: fc.constantFrom(...RECORD_FIELD_PATHS),
    value: hostile,
  }),
  fc.record({ kind: fc.constant("repeat" as const), record: fc.nat() }),
  fc.record({ kind: fc.constant("move" as const), record: fc.nat() }),
  fc.record({
    kind: fc.constant("subject" as const),
    name: fc.constantFrom("history", "__proto__", "constructor", "", "math", "\u0000", "coding"),
  }),
);
type Structural = typeof structural extends fc.Arbitrary<infer T> ? T : never;

/** Changes to the bytes. */
const bytewise = fc.oneof(
  fc.record({ kind: fc.constant("flip" as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
  fc.record({
    kind: fc.constant("insert" as const),
    at: fc.nat(),
    bytes: fc.constantFrom([0xef, 0xbb, 0xbf], [0xff], [0xc0, 0xaf], [0x7b], [0x22], [0x5d], [0x2c]),
  }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
);
type Bytewise = typeof bytewise extends fc.Arbitrary<infer T> ? T : never;

function applyStructural(results: Record<string, JsonObject[]>, change: Structural): void {
  const all = Object.entries(results).flatMap(([subject, records]) => records.map((_, i) => [subject, i] as const));
  if (change.kind === "subject") {
    const [from] = Object.keys(results);
    const records = results[from!]!;
    delete results[from!];
    Object.defineProperty(results, change.name, {
      value: records,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return;
  }
  const [subject, index] = all[change.record % all.length]!;
  const record = results[subject]![index]!;
  if (change.kind === "repeat") results[subject]!.push(structuredClone(record));
  else if (change.kind === "move") {
    results[subject]!.splice(index, 1);
    const other = Object.keys(results).find((name) => name !== subject) ?? subject;
    results[other]!.push(record);
  } else {
    let object: JsonObject = record;
    for (const key of change.path.slice(0, -1)) {
      const inner = object[key];
      if (typeof inner !== "object" || inner === null || Array.isArray(inner)) return;
      object = inner;
    }
    const last = change.path[change.path.length - 1]!;
    if (change.value === undefined) delete object[last];
    else
      Object.defineProperty(object, last, {
        value: change.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
}

function applyBytewise(bytes: Buffer, change: Bytewise): Buffer {
  const at = change.at % (bytes.length + 1);
  if (change.kind === "truncate") return bytes.subarray(0, at);
  if (change.kind === "insert")
    return Buffer.concat([bytes.subarray(0, at), Buffer.from(change.bytes), bytes.subarray(at)]);
  if (at >= bytes.length) return bytes;
  return Buffer.concat([bytes.subarray(0, at), Buffer.from([change.byte]), bytes.subarray(at + 1)]);
}

const upload = fc.record({
  structural: fc.array(structural, { maxLength: 3 }),
  bytewise: fc.array(bytewise, { maxLength: 2 }),
  gzip: fc.boolean(),
  headers: fc.constantFrom<Record<string, string>>(
    {},
    { "content-type": "application/gzip" },
    { "content-type": "application/json" },
    { "x-file-name": "m_0shot_cot_True_scored_eval_results.json.gz" },
    { "x-file-name": "m_1shot_cot_True_scored_eval_results.json" },
    { "x-file-name": "%E0%A4%A" },
  ),
});

it(`answers ${RUNS} generated mutations of a valid file with a scored run or a 4xx problem, never a 5xx`, async () => {
  let generated = 0;
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(upload, async (spec) => {
      generated++;
      const results = baseResults();
      for (const change of spec.structural) applyStructural(results, change);
      let bytes: Buffer = Buffer.from(JSON.stringify(results));
      if (spec.gzip) bytes = gzipSync(bytes);
      for (const change of spec.bytewise) bytes = applyBytewise(bytes, change);

      const answer = await uploadResults({ authorization: alice.bearer }, submissionId, "0", bytes, spec.headers);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
      if (answer.status === 201) {
        expect((answer.body.run as { status: string }).status).toBe("scored");
        return;
      }
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.headers.get("content-type")).toBe("application/problem+json");
      const code = String(answer.body.type).replace("https://mrben-portal.dev/problems/", "");
      const runId = String(answer.body.run).split("/").pop()!;
      const run = await db.submissionRun.findUniqueOrThrow({ where: { id: runId } });
      expect(run).toMatchObject({ status: "failed", failureCode: code, fileId: null, scoringId: null });
    }),
    { seed: SEED, numRuns: RUNS },
  );
  expect(generated).toBeGreaterThanOrEqual(RUNS);
  // Both sides were reached: some mutations are scored, most refused.
  expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
  expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  expect(await db.submissionRun.count({ where: { submissionId, status: "processing" } })).toBe(0);
  console.log(`upload fuzz: ${generated} uploads, answers ${JSON.stringify(Object.fromEntries(statuses))}`);
});
