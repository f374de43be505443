// The bad-input corpus: every malformed or hostile metadata body and results file the upload API
// must answer with a clear 4xx (an RFC 7807 problem naming the problem), storing nothing but the
// failed attempt; and the altered files it legitimately scores, with the report flagging exactly
// what was altered. README.md beside this file lists them (the test keeps it in step).
import { gzipSync } from "node:zlib";
import { expect } from "vitest";
import { validMeta } from "../helpers/api-calls";
import {
  baseBytes,
  baseGzip,
  baseResults,
  firstStageResults,
  jsonBytes,
  targetRecord,
  TARGET,
  withTargetField,
  type Json,
  type JsonObject,
  type Results,
} from "./base-file";
import {
  deepArray,
  failingBody,
  gzipOfSpaces,
  lazyBody,
  silentBody,
  spliceBytes,
  spliceRaw,
  stallingBody,
  UTF8_BOM,
  withBom,
} from "./payloads";

/** Changes in the scored report against the unaltered base file's (see reportSummary in the test). */
export type Flags = Record<string, number>;

type Expected =
  | {
      verdict: "refused";
      status: number;
      /** The problem type (its last path segment) and, for uploads, the failed run's failureCode. */
      type: string;
      detail: RegExp;
      /** Problems that must be listed (pointer, and code when given). */
      errors?: Array<{ pointer: string; code?: string }>;
      /** Every listed problem's pointer starts with this. */
      pointersStartWith?: string;
      /** Refused before an upload attempt exists (route-level 404): nothing at all is stored. */
      noRun?: boolean;
    }
  | { verdict: "accepted"; label: string; flags: Flags };

export type Sent = {
  to: "metadata" | "upload";
  body: Uint8Array | ReadableStream<Uint8Array> | null;
  headers?: Record<string, string>;
  /** The URL's shot setting for uploads ("0" unless given). */
  shots?: string;
  /** For a body made as it is read: how many bytes the server may take at most. */
  pulled?: () => number;
  maxPulled?: number;
};

export interface CorpusCase {
  id: string;
  name: string;
  send: () => Sent | Promise<Sent>;
  expect: Expected;
  /** More to check on the run an accepted upload made. */
  check?: (run: { fileName: string | null }) => void;
}

// The limits the corpus test runs with (set in its environment before the app loads).
export const TEST_UPLOAD_MAX_BYTES = 32 * 1024 * 1024;
export const TEST_IDLE_TIMEOUT_MS = 1500;
const MiB = 1024 * 1024;

const refused = (
  status: number,
  type: string,
  detail: RegExp,
  more: Omit<Extract<Expected, { verdict: "refused" }>, "verdict" | "status" | "type" | "detail"> = {},
): Expected => ({ verdict: "refused", status, type, detail, ...more });
const accepted = (label: string, flags: Flags = {}): Expected => ({ verdict: "accepted", label, flags });
const invalidMeta = (pointer: string, detail: RegExp = new RegExp(pointer.replace(/[.()]/g, "\\$&"))) =>
  refused(422, "invalid-metadata", detail, { errors: [{ pointer }] });
const invalidResults = (pointer: string, code: string, detail: RegExp = /problem/) =>
  refused(422, "invalid-results", detail, { errors: [{ pointer, code }] });

const upload = (body: Sent["body"], headers: Record<string, string> = {}, shots = "0"): Sent => ({
  to: "upload",
  body,
  headers,
  shots,
});
const uploadJson = (value: unknown) => upload(jsonBytes(value));
const uploadText = (text: string) => upload(Buffer.from(text));
const metaBody = (body: Sent["body"], headers: Record<string, string> = { "content-type": "application/json" }) => ({
  to: "metadata" as const,
  body,
  headers,
});
const meta = (value: unknown) => metaBody(Buffer.from(typeof value === "string" ? value : JSON.stringify(value)));
const metaWith = (change: Record<string, unknown>) => meta({ ...validMeta, ...change });
/** The valid metadata's JSON with `raw` (JSON text) as the value of `field`. */
const metaRaw = (field: string, raw: string) =>
  meta(spliceRaw(JSON.stringify({ ...validMeta, [field]: "@@x@@" }), { x: raw }));

const edit = (change: (results: Results) => void): Results => {
  const results = baseResults();
  change(results);
  return results;
};
/** The base file's text with the target record's `field` holding raw JSON text. */
const targetRaw = (path: readonly string[], raw: string) =>
  uploadText(spliceRaw(JSON.stringify(withTargetField(path, "@@x@@")), { x: raw }));
const target = (results: Results) => targetRecord(results);
const defineOwn = (object: JsonObject, key: string, value: Json) =>
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
const P3 = `${TARGET.subject}[${TARGET.index}]`;

// What a scored report shows when the target record stops matching the benchmark: it is not
// scored (one incorrect solution fewer, with its step and reason credit), listed as unknown.
const UNKNOWN_TARGET: Flags = {
  "physics.n_incorrect": -1,
  "physics.tn": -1,
  "physics.step_correct": -1,
  "physics.reason_correct": -1,
  "physics.matchedItems": -1,
  "physics.matchedRecords": -1,
  unknownRecords: 1,
  "review.needingVerdict": -1,
  "review.withVerdict": -1,
  "review.readByScoring": -1,
};
/** The target no longer predicted incorrect at the right step: no credit, no verdict read, its review flag now wrong. */
const TARGET_LOSES_STEP: Flags = {
  "physics.step_correct": -1,
  "physics.reason_correct": -1,
  "review.needingVerdict": -1,
  "review.readByScoring": -1,
  "review.reviewFlagMismatches": 1,
};
const JUDGE = "judge:gpt-4-turbo-2024-04-09";

// prettier-ignore
const METADATA_CASES: CorpusCase[] = [
  // Folded from the submissions tests (issue 3).
  { id: "M01", name: "a javascript: link", send: () => metaWith({ modelLink: "javascript:alert(1)" }), expect: invalidMeta("modelLink") },
  { id: "M02", name: "a link that is not a URL", send: () => metaWith({ modelLink: "example dot com" }), expect: invalidMeta("modelLink") },
  { id: "M03", name: "an over-long model name", send: () => metaWith({ modelName: "m".repeat(121) }), expect: invalidMeta("modelName") },
  { id: "M04", name: "an over-long description", send: () => metaWith({ description: "d".repeat(5001) }), expect: invalidMeta("description") },
  { id: "M05", name: "a temperature out of range", send: () => metaWith({ temperature: 7 }), expect: invalidMeta("temperature") },
  { id: "M06", name: "an unknown field", send: () => metaWith({ favouriteColour: "blue" }), expect: invalidMeta("(body)", /favouriteColour/) },
  { id: "M07", name: "a body that is not JSON", send: () => meta("{not json"), expect: refused(400, "invalid-json-body", /JSON/) },
  // Links.
  { id: "M08", name: "a data: link", send: () => metaWith({ modelLink: "data:text/html,<script>alert(1)</script>" }), expect: invalidMeta("modelLink") },
  { id: "M09", name: "an http link without a host", send: () => metaWith({ modelLink: "http://" }), expect: invalidMeta("modelLink") },
  // Prototype keys.
  { id: "M10", name: "a __proto__ key", send: () => meta(`{"__proto__":{"role":"admin"},${JSON.stringify(validMeta).slice(1)}`), expect: refused(400, "invalid-json-body", /"__proto__" key/) },
  { id: "M11", name: "a constructor key", send: () => metaWith({ constructor: { prototype: { role: "admin" } } }), expect: invalidMeta("(body)", /constructor/) },
  { id: "M12", name: "a __proto__ key among the claimed subjects", send: () => metaRaw("claimedScores", '{"0":{"subjects":{"__proto__":{"math":1}}}}'), expect: refused(400, "invalid-json-body", /"__proto__" key/) },
  // Nesting, size, numbers JSON cannot hold.
  { id: "M13", name: "a description nested 30,000 arrays deep", send: () => metaRaw("description", deepArray(30_000, '"x"')), expect: invalidMeta("description", /must be text/) },
  { id: "M14", name: "a 1 MB model name (declared length)", send: () => metaWith({ modelName: "m".repeat(MiB) }), expect: refused(413, "body-too-large", /at most 65536 bytes/) },
  {
    id: "M15",
    name: "a 256 MB body without Content-Length (chunked): refused after the cap, not read to the end",
    send: () => {
      const lazy = lazyBody(256 * MiB);
      return { ...metaBody(lazy.body), pulled: lazy.pulled, maxPulled: MiB };
    },
    expect: refused(413, "body-too-large", /at most 65536 bytes/),
  },
  { id: "M16", name: "a 5 GB declared Content-Length (the body never comes)", send: () => metaBody(silentBody(), { "content-type": "application/json", "content-length": String(5 * 1024 ** 3) }), expect: refused(413, "body-too-large", /at most/) },
  { id: "M17", name: "NaN as the temperature", send: () => metaRaw("temperature", "NaN"), expect: refused(400, "invalid-json-body", /JSON/) },
  { id: "M18", name: "1e999 (Infinity) as the temperature", send: () => metaRaw("temperature", "1e999"), expect: invalidMeta("temperature") },
  { id: "M19", name: "1e999 (Infinity) as the parameter count", send: () => metaRaw("parameterCount", "1e999"), expect: invalidMeta("parameterCount") },
  { id: "M20", name: "-1e999 as a claimed mean", send: () => metaRaw("claimedScores", '{"0":{"mean":-1e999}}'), expect: invalidMeta("claimedScores.0.mean") },
  // A wrong type in every field.
  { id: "M21", name: "modelName: a number", send: () => metaWith({ modelName: 42 }), expect: invalidMeta("modelName", /must be text/) },
  { id: "M22", name: "modelLink: an array", send: () => metaWith({ modelLink: ["https://example.com"] }), expect: invalidMeta("modelLink") },
  { id: "M23", name: "description: an object", send: () => metaWith({ description: { text: "x" } }), expect: invalidMeta("description", /must be text/) },
  { id: "M24", name: "organization: null", send: () => metaWith({ organization: null }), expect: invalidMeta("organization", /must be text/) },
  { id: "M25", name: "parameterCount: a boolean", send: () => metaWith({ parameterCount: true }), expect: invalidMeta("parameterCount") },
  { id: "M26", name: 'openWeights: "yes"', send: () => metaWith({ openWeights: "yes" }), expect: invalidMeta("openWeights", /true or false/) },
  { id: "M27", name: 'temperature: "0" (a string)', send: () => metaWith({ temperature: "0" }), expect: invalidMeta("temperature", /must be a number/) },
  { id: "M28", name: "judgeModel: a number", send: () => metaWith({ judgeModel: 4 }), expect: invalidMeta("judgeModel", /must be text/) },
  { id: "M29", name: "notes: a boolean", send: () => metaWith({ notes: false }), expect: invalidMeta("notes", /must be text/) },
  { id: "M30", name: "claimedScores: a string", send: () => metaWith({ claimedScores: "42.1" }), expect: invalidMeta("claimedScores") },
  { id: "M31", name: "a claimed subject score as a string", send: () => metaWith({ claimedScores: { "0": { subjects: { math: "42" } } } }), expect: invalidMeta("claimedScores.0.subjects.math") },
  { id: "M32", name: "a JSON array instead of an object", send: () => meta([validMeta]), expect: invalidMeta("(body)", /expected object, received array/) },
  { id: "M33", name: "JSON null", send: () => meta("null"), expect: invalidMeta("(body)", /expected object, received null/) },
  // Encoding.
  { id: "M34", name: "a byte that is not UTF-8 (0xFF) in the model name", send: () => metaBody(spliceBytes(JSON.stringify({ ...validMeta, modelName: "A@@bytes@@B" }), [0xff])), expect: refused(400, "invalid-json-body", /not valid UTF-8/) },
  { id: "M35", name: "Latin-1 text (0xE9 for é) in the organization", send: () => metaBody(spliceBytes(JSON.stringify({ ...validMeta, organization: "Caf@@bytes@@ Lab" }), [0xe9])), expect: refused(400, "invalid-json-body", /not valid UTF-8/) },
  { id: "M36", name: "a UTF-8 byte order mark", send: () => metaBody(withBom(Buffer.from(JSON.stringify(validMeta)))), expect: refused(400, "invalid-json-body", /byte order mark/) },
  { id: "M37", name: "a NUL character in the model name", send: () => metaWith({ modelName: "Model\u0000Name" }), expect: invalidMeta("modelName", /control character/) },
  { id: "M38", name: "a body that stalls half-way", send: () => metaBody(stallingBody(Buffer.from(JSON.stringify(validMeta).slice(0, 40)))), expect: refused(408, "stalled", /No data arrived/) },
  { id: "M39", name: "an empty body", send: () => meta(""), expect: refused(400, "invalid-json-body", /JSON/) },
  { id: "M40", name: "an empty object: every required field named", send: () => meta({}), expect: refused(422, "invalid-metadata", /modelName/, { errors: ["modelName", "modelLink", "description", "organization", "openWeights", "temperature"].map((pointer) => ({ pointer })) }) },
  { id: "M41", name: 'a parameter count of "1.5" (not a whole count)', send: () => metaWith({ parameterCount: "1.5" }), expect: invalidMeta("parameterCount") },
  { id: "M42", name: "a claimed score for an unknown subject", send: () => metaWith({ claimedScores: { "0": { subjects: { history: 40 } } } }), expect: refused(422, "invalid-metadata", /claimedScores/) },
  { id: "M43", name: "a body cut off by the client", send: () => metaBody(failingBody(Buffer.from('{"modelName":'))), expect: refused(400, "invalid-json-body", /cut off/) },
  { id: "M44", name: "a model name of spaces only", send: () => metaWith({ modelName: "   " }), expect: invalidMeta("modelName", /required/) },
];

// prettier-ignore
const FILE_CASES: CorpusCase[] = [
  // Folded from the submissions tests (issue 3), on the small base file.
  { id: "F01", name: "not JSON", send: () => uploadText("hello, portal"), expect: refused(400, "invalid-json", /not valid JSON at line 1, column 1/) },
  { id: "F02", name: "truncated JSON", send: () => upload(baseBytes().subarray(0, 20_000)), expect: refused(400, "invalid-json", /truncated/) },
  { id: "F03", name: "announced as gzip but not gzip", send: () => upload(baseBytes(), { "content-type": "application/gzip" }), expect: refused(400, "not-gzip", /gzip/) },
  { id: "F04", name: "gzip data cut short", send: () => upload(baseGzip().subarray(0, 4000)), expect: refused(400, "truncated-gzip", /truncated/) },
  { id: "F05", name: "a gzip bomb (inflates past the cap; under 100 KB on the wire)", send: async () => upload(await gzipOfSpaces(TEST_UPLOAD_MAX_BYTES + 8 * MiB)), expect: refused(413, "gzip-too-large", /inflates to more than/) },
  { id: "F06", name: "a 5 GB declared Content-Length (refused before the body is read)", send: () => upload(silentBody(), { "content-length": String(5 * 1024 ** 3) }), expect: refused(413, "too-large", /larger than the/) },
  { id: "F07", name: "a JSON array at the top level", send: () => uploadJson([1, 2]), expect: refused(422, "not-an-object", /array/) },
  { id: "F08", name: "an unknown subject key", send: () => uploadJson({ history: [] }), expect: invalidResults("history", "unknown-subject", /history/) },
  { id: "F09", name: "a subject that is not an array", send: () => uploadJson({ math: { records: [] } }), expect: invalidResults("math", "subject-not-array", /math.*array/) },
  { id: "F10", name: "a record that is not an object", send: () => uploadJson({ physics: [7] }), expect: invalidResults("physics[0]", "record-not-object", /physics/) },
  { id: "F11", name: "a record without Evaluation_Result", send: () => uploadJson(withTargetField(["Evaluation_Result"], undefined)), expect: invalidResults(`${P3}.Evaluation_Result`, "missing-field", /Evaluation_Result/) },
  {
    id: "F12",
    name: "verdicts that scoring needs are missing (every such record listed)",
    send: () => uploadJson(edit((r) => r.coding!.forEach((record) => delete record.Error_Reason_Correctness_Analysis))),
    expect: refused(422, "missing-verdicts", /2 record\(s\) need a judge verdict/, { pointersStartWith: "coding[", errors: [{ pointer: "coding[2].Error_Reason_Correctness_Analysis.error_reason_correctness", code: "missing-verdict" }, { pointer: "coding[3].Error_Reason_Correctness_Analysis.error_reason_correctness", code: "missing-verdict" }] }),
  },
  { id: "F13", name: "a solution listed twice", send: () => uploadJson(edit((r) => r.physics!.push(structuredClone(r.physics![0]!)))), expect: refused(422, "duplicate-records", /repeat/, { errors: [{ pointer: "physics[6]", code: "duplicate-record" }] }) },
  { id: "F14", name: "a file name saying another shot count", send: () => upload(baseBytes(), { "x-file-name": "model_1shot_cot_True_scored_eval_results.json" }, "0"), expect: refused(422, "wrong-shot-count", /says 1-shot/) },
  { id: "F15", name: "the first-stage file (no verdicts at all)", send: () => uploadJson(firstStageResults()), expect: refused(422, "first-stage-file", /first-stage/) },
  { id: "F16", name: "an empty body", send: () => upload(new Uint8Array(0)), expect: refused(400, "empty", /empty/i) },
  { id: "F17", name: "no record is a benchmark solution", send: () => uploadJson(edit((r) => Object.values(r).flat().forEach((record) => (record.Question_UUID = "00000000-0000-0000-0000-000000000000")))), expect: refused(422, "no-matching-records", /None of the file's 10 records/) },
  // Transport.
  {
    id: "F18",
    name: "a body past the cap without Content-Length: reading stops at the cap",
    send: () => {
      const lazy = lazyBody(TEST_UPLOAD_MAX_BYTES + 64 * MiB);
      return { ...upload(lazy.body), pulled: lazy.pulled, maxPulled: TEST_UPLOAD_MAX_BYTES + 2 * MiB };
    },
    expect: refused(413, "too-large", /larger than the 32 MB limit/),
  },
  { id: "F19", name: "corrupt gzip (a valid header, garbage after it)", send: () => upload(Buffer.concat([baseGzip().subarray(0, 10), Buffer.alloc(2000, 0xff)])), expect: refused(400, "corrupt-gzip", /corrupt/) },
  { id: "F20", name: "a body that stalls half-way (the server gives up, 408)", send: () => upload(stallingBody(baseBytes().subarray(0, 5000))), expect: refused(408, "stalled", /no data arrived for 1500 ms after 4.9 KB/) },
  { id: "F21", name: "a body that ends before its Content-Length", send: () => upload(completeBody(baseBytes()), { "content-length": String(baseBytes().length + 1000) }), expect: refused(400, "aborted", /ended after/) },
  { id: "F22", name: "a body cut off by the client (connection reset)", send: () => upload(failingBody(baseBytes().subarray(0, 5000))), expect: refused(400, "aborted", /cut off after .*connection reset/) },
  // Encoding.
  { id: "F23", name: "a byte that is not UTF-8 (0xFF) inside a string", send: () => upload(withTargetBytes(["Question"], [0xff])), expect: refused(400, "invalid-utf8", /not valid UTF-8/) },
  { id: "F24", name: "an overlong UTF-8 encoding (C0 AF for '/')", send: () => upload(withTargetBytes(["Question"], [0xc0, 0xaf])), expect: refused(400, "invalid-utf8", /not valid UTF-8/) },
  { id: "F25", name: "a UTF-16 surrogate encoded as UTF-8 (ED A0 80)", send: () => upload(withTargetBytes(["Question"], [0xed, 0xa0, 0x80])), expect: refused(400, "invalid-utf8", /not valid UTF-8/) },
  { id: "F26", name: "Latin-1 text (0xE9 for é) in a record", send: () => upload(withTargetBytes(["Options"], [0x43, 0x61, 0x66, 0xe9])), expect: refused(400, "invalid-utf8", /not valid UTF-8/) },
  { id: "F27", name: "a byte that is not UTF-8 in a subject key", send: () => upload(spliceBytes('{"phys@@bytes@@ics":[]}', [0xfe])), expect: refused(400, "invalid-utf8", /not valid UTF-8/) },
  { id: "F28", name: "bytes that are not UTF-8 inside gzip", send: () => upload(gzipSync(withTargetBytes(["Question"], [0xff, 0xfe]))), expect: refused(400, "invalid-utf8", /not valid UTF-8/) },
  { id: "F29", name: "a UTF-8 byte order mark", send: () => upload(withBom(baseBytes())), expect: refused(400, "byte-order-mark", /byte order mark/) },
  { id: "F30", name: "a UTF-8 byte order mark inside gzip", send: () => upload(gzipSync(withBom(baseBytes()))), expect: refused(400, "byte-order-mark", /byte order mark/) },
  { id: "F31", name: "the file saved as UTF-16 (FF FE byte order mark)", send: () => upload(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify({ physics: [] }), "utf16le")])), expect: refused(400, "invalid-utf8", /not valid UTF-8.*offset 0/) },
  { id: "F32", name: "a byte order mark between two tokens", send: () => upload(spliceBytes('{"physics":@@bytes@@[]}', UTF8_BOM)), expect: refused(400, "invalid-json", /line 1, column 12/) },
  // Nesting.
  { id: "F33", name: "a record nested 1,001 levels deep", send: () => uploadText(spliceRaw(JSON.stringify(withTargetField(["Options"], "@@x@@")), { x: deepArray(1001) })), expect: refused(400, "too-deep", /nested more than 1000 levels/) },
  { id: "F34", name: "a top-level member nested 100,000 levels deep", send: () => uploadText(`{"physics":[],"meta":${deepArray(100_000)}}`), expect: refused(400, "too-deep", /nested more than 1000 levels/) },
  // Numbers JSON cannot hold.
  { id: "F35", name: "NaN as a value", send: () => targetRaw(["Need_Error_Reason_Review"], "NaN"), expect: refused(400, "invalid-json", /not valid JSON/) },
  { id: "F36", name: "Infinity as a value", send: () => targetRaw(["Need_Error_Reason_Review"], "Infinity"), expect: refused(400, "invalid-json", /not valid JSON/) },
  { id: "F37", name: "-Infinity as a value", send: () => targetRaw(["Need_Error_Reason_Review"], "-Infinity"), expect: refused(400, "invalid-json", /not valid JSON/) },
  // Size.
  { id: "F38", name: "a 17 MB string in one record", send: () => uploadText(`{"physics":[{"Question":"${"q".repeat(17 * MiB)}"}]}`), expect: refused(413, "value-too-large", /a record larger than 16 MB/) },
  { id: "F39", name: "a 17 MB subject key", send: () => uploadText(`{"${"k".repeat(17 * MiB)}":[]}`), expect: refused(413, "value-too-large", /a subject name larger than 16 MB/) },
  { id: "F40", name: "2.1 million tiny values (a memory bomb under the size cap)", send: () => uploadText(`{"physics":[${Array.from({ length: 21 }, () => `[${"0,".repeat(100_000)}0]`).join(",")}]}`), expect: refused(413, "too-many-values", /more than 2,000,000 JSON values/) },
  // Structure.
  { id: "F41", name: "the same subject key twice", send: () => uploadText('{"physics":[],"coding":[],"physics":[]}'), expect: refused(422, "duplicate-subject-key", /"physics" appears twice/) },
  { id: "F42", name: "garbage after the object", send: () => upload(Buffer.concat([baseBytes(), Buffer.from(" trailing")])), expect: refused(400, "invalid-json", /not valid JSON/) },
  { id: "F43", name: "two JSON objects one after the other", send: () => upload(Buffer.concat([baseBytes(), baseBytes()])), expect: refused(400, "invalid-json", /not valid JSON/) },
  { id: "F44", name: "a JSON string at the top level", send: () => uploadJson("physics"), expect: refused(422, "not-an-object", /a string|string/) },
  { id: "F45", name: "JSON null at the top level", send: () => uploadText("null"), expect: refused(422, "not-an-object", /null/) },
  { id: "F46", name: "an empty object", send: () => uploadText("{}"), expect: invalidResults("(file)", "no-subjects", /no subjects/) },
  { id: "F47", name: "only whitespace", send: () => uploadText(" \n\t \r\n"), expect: refused(400, "invalid-json", /empty or holds only whitespace/) },
  { id: "F48", name: "a NUL character in an unknown subject key", send: () => uploadJson({ "phys\u0000ics": [] }), expect: invalidResults("phys\u0000ics", "unknown-subject", /unknown subject/) },
  { id: "F49", name: "a lone surrogate (\\ud800) as a subject key", send: () => uploadText('{"\\ud800":[]}'), expect: invalidResults("\ud800", "unknown-subject", /unknown subject/) },
  { id: "F50", name: "__proto__ as a subject key", send: () => uploadText(`{"__proto__":[],${baseBytes().toString("utf8").slice(1)}`), expect: invalidResults("__proto__", "unknown-subject", /__proto__/) },
  { id: "F51", name: "constructor as a subject key", send: () => uploadText(`{"constructor":[],${baseBytes().toString("utf8").slice(1)}`), expect: invalidResults("constructor", "unknown-subject", /constructor/) },
  { id: "F52", name: "Evaluation_Result only inherited through __proto__", send: () => uploadJson(edit((r) => { const record = target(r); const evaluation = record.Evaluation_Result!; delete record.Evaluation_Result; defineOwn(record, "__proto__", { Evaluation_Result: evaluation }); })), expect: invalidResults(`${P3}.Evaluation_Result`, "missing-field") },
  { id: "F53", name: "solution_correctness only inherited through __proto__", send: () => uploadJson(edit((r) => { const evaluation = target(r).Evaluation_Result as JsonObject; const said = evaluation.solution_correctness!; delete evaluation.solution_correctness; defineOwn(evaluation, "__proto__", { solution_correctness: said }); })), expect: invalidResults(`${P3}.Evaluation_Result.solution_correctness`, "missing-field") },
  { id: "F54", name: "the verdict only inherited through __proto__", send: () => uploadJson(edit((r) => { const analysis = target(r).Error_Reason_Correctness_Analysis as JsonObject; delete analysis.error_reason_correctness; defineOwn(analysis, "__proto__", { error_reason_correctness: "correct" }); })), expect: refused(422, "missing-verdicts", /1 record\(s\) need a judge verdict/, { errors: [{ pointer: `${P3}.Error_Reason_Correctness_Analysis.error_reason_correctness`, code: "missing-verdict" }] }) },
  { id: "F55", name: "__proto__, constructor, toString and hasOwnProperty as extra record keys", send: () => uploadJson(edit((r) => { const record = target(r); defineOwn(record, "__proto__", { Evaluation_Result: null }); defineOwn(record, "constructor", { prototype: { polluted: true } }); defineOwn(record, "toString", "x"); defineOwn(record, "hasOwnProperty", 1); })), expect: accepted("scored as the base file: unknown keys are ignored") },
  { id: "F56", name: "1e999 (Infinity) as the Question_UUID", send: () => targetRaw(["Question_UUID"], "1e999"), expect: invalidResults(`${P3}.Question_UUID`, "wrong-type", /expected a string, got a number/) },
  { id: "F57", name: "1e999 (Infinity) as the uploaded ground truth", send: () => targetRaw(["Model_Solution_Correctness"], "1e999"), expect: accepted("tampered truth reported", { truthMismatches: 1 }) },
  { id: "F58", name: "1e999 inside Model_Solution_Steps", send: () => targetRaw(["Model_Solution_Steps"], "[1e999]"), expect: accepted("unknown record", UNKNOWN_TARGET) },
  { id: "F59", name: "Model_Solution_Steps nested 900 levels deep (under the limit)", send: () => targetRaw(["Model_Solution_Steps"], deepArray(900, '"Step 1"')), expect: accepted("unknown record", UNKNOWN_TARGET) },
  { id: "F60", name: "Options nested 900 levels deep (a field scoring ignores)", send: () => targetRaw(["Options"], deepArray(900)), expect: accepted("scored as the base file") },
  { id: "F61", name: "a 4 MB raw response (before its labels: the parse is unchanged)", send: () => uploadJson(edit((r) => { const evaluation = target(r).Evaluation_Result as JsonObject; evaluation.evaluation_raw_response = `${"x".repeat(4 * MiB)} ${String(evaluation.evaluation_raw_response)}`; })), expect: accepted("scored as the base file") },
  { id: "F62", name: "a NUL character in the raw response (stored as U+FFFD)", send: () => uploadJson(edit((r) => { const evaluation = target(r).Evaluation_Result as JsonObject; evaluation.evaluation_raw_response = `\u0000${String(evaluation.evaluation_raw_response)}`; })), expect: accepted("scored as the base file") },
  { id: "F63", name: "a lone surrogate (\\udc00) in the error reason", send: () => uploadJson(edit((r) => { (target(r).Evaluation_Result as JsonObject).error_reason = " \udc00 reason"; })), expect: accepted("parse mismatch reported", { parseMismatches: 1, "parseMismatches.error_reason": 1 }) },
  { id: "F64", name: "a NUL character in the file name (X-File-Name: %00)", send: () => upload(jsonBytes(edit((r) => r.coding!.reverse())), { "x-file-name": "model%00_0shot_cot_True_scored_eval_results.json" }), expect: accepted("scored; the name is stored with U+FFFD"), check: (run) => expect(run.fileName).toBe("model\uFFFD_0shot_cot_True_scored_eval_results.json") },
  { id: "F65", name: "shot setting 2 in the URL", send: () => upload(baseBytes(), {}, "2"), expect: refused(404, "not-found", /0-shot and 1-shot only/, { noRun: true }) },
  { id: "F72", name: "shot setting 0x1 in the URL (a number, not the text 1)", send: () => upload(baseBytes(), {}, "0x1"), expect: refused(404, "not-found", /0-shot and 1-shot only/, { noRun: true }) },
  { id: "F73", name: "shot setting 1.0 in the URL", send: () => upload(baseBytes(), {}, "1.0"), expect: refused(404, "not-found", /0-shot and 1-shot only/, { noRun: true }) },
  { id: "F74", name: "shot setting 01 in the URL", send: () => upload(baseBytes(), {}, "01"), expect: refused(404, "not-found", /0-shot and 1-shot only/, { noRun: true }) },
  { id: "F66", name: "a subject that is null", send: () => uploadJson({ physics: null }), expect: invalidResults("physics", "subject-not-array", /got null/) },
  { id: "F67", name: "a record that is null", send: () => uploadJson(edit((r) => (r.physics![TARGET.index] = null as unknown as JsonObject))), expect: invalidResults(P3, "record-not-object", /got null/) },
  { id: "F68", name: "a record that is an array", send: () => uploadJson(edit((r) => (r.physics![TARGET.index] = [target(r)] as unknown as JsonObject))), expect: invalidResults(P3, "record-not-object", /got an array/) },
  { id: "F69", name: "a record without Question_UUID", send: () => uploadJson(withTargetField(["Question_UUID"], undefined)), expect: invalidResults(`${P3}.Question_UUID`, "missing-field") },
  { id: "F70", name: "a record without Model_Solution_Steps", send: () => uploadJson(withTargetField(["Model_Solution_Steps"], undefined)), expect: invalidResults(`${P3}.Model_Solution_Steps`, "missing-field") },
  { id: "F71", name: "a record without solution_correctness", send: () => uploadJson(withTargetField(["Evaluation_Result", "solution_correctness"], undefined)), expect: invalidResults(`${P3}.Evaluation_Result.solution_correctness`, "missing-field") },
];

/** The base file's bytes with raw `bytes` spliced into the target record's string field at `path`. */
function withTargetBytes(path: readonly string[], bytes: number[]): Buffer {
  return spliceBytes(JSON.stringify(withTargetField(path, "text @@bytes@@ text")), bytes);
}

/** `bytes`, then the end of the body (for a Content-Length that promises more). */
function completeBody(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

type FieldOutcome = Expected | "refused-wrong-type" | "refused-missing-verdict";

/**
 * Every field of the target record (a physics solution, incorrect, found at step 2, verdict
 * "correct"), each with a value of the wrong type and with a different value of its own type.
 * The ground truth is the benchmark's, so the uploaded truth fields are reported, not used;
 * fields scoring does not read are ignored; identity fields make the record unknown.
 */
// prettier-ignore
const RECORD_FIELDS: Array<{
  path: readonly string[];
  wrongType: Json;
  onWrongType: FieldOutcome;
  altered: Json | ((record: JsonObject) => Json);
  onAltered: Expected;
}> = [
  { path: ["Question_UUID"], wrongType: 42, onWrongType: "refused-wrong-type", altered: "00000000-0000-0000-0000-000000000000", onAltered: accepted("unknown record", UNKNOWN_TARGET) },
  { path: ["Subject"], wrongType: ["college_physics"], onWrongType: accepted("ignored"), altered: "college_chemistry", onAltered: accepted("ignored") },
  { path: ["Question"], wrongType: { text: "?" }, onWrongType: accepted("ignored"), altered: "What is the answer?", onAltered: accepted("ignored") },
  { path: ["Options"], wrongType: ["A", "B"], onWrongType: accepted("ignored"), altered: "A: 1 \nB: 2", onAltered: accepted("ignored") },
  { path: ["Ground_Truth_Analysis"], wrongType: 0, onWrongType: accepted("ignored"), altered: "Because.", onAltered: accepted("ignored") },
  { path: ["Ground_Truth_Answer"], wrongType: null, onWrongType: accepted("ignored"), altered: "A", onAltered: accepted("ignored") },
  { path: ["Ground_Truth_Answer_Modified"], wrongType: false, onWrongType: accepted("ignored"), altered: "C", onAltered: accepted("ignored") },
  { path: ["Sampled_Model"], wrongType: ["GPT3.5"], onWrongType: "refused-wrong-type", altered: "Claude2", onAltered: accepted("unknown record", UNKNOWN_TARGET) },
  { path: ["Model_Solution_Steps"], wrongType: 42, onWrongType: accepted("unknown record", UNKNOWN_TARGET), altered: (record) => ["Step 1: something else.", ...(record.Model_Solution_Steps as string[]).slice(1)], onAltered: accepted("unknown record", UNKNOWN_TARGET) },
  { path: ["Model_Solution_Correctness"], wrongType: 0, onWrongType: accepted("tampered truth reported", { truthMismatches: 1 }), altered: "correct", onAltered: accepted("tampered truth reported", { truthMismatches: 1 }) },
  { path: ["Model_Solution_First_Error_Step"], wrongType: 2, onWrongType: accepted("tampered truth reported", { truthMismatches: 1 }), altered: "5", onAltered: accepted("tampered truth reported", { truthMismatches: 1 }) },
  { path: ["Model_Solution_Error_Reason"], wrongType: 17, onWrongType: accepted("ignored"), altered: "Another reason.", onAltered: accepted("ignored") },
  { path: ["Model_Solution_Rectified_First_Error_Step"], wrongType: { step: 2 }, onWrongType: accepted("ignored"), altered: "Step 2: fixed.", onAltered: accepted("ignored") },
  {
    path: ["Evaluation_Result"],
    wrongType: "incorrect",
    onWrongType: "refused-wrong-type",
    altered: { evaluated_model: "small", evaluation_raw_response: "Solution Correctness: correct\nFirst Error Step: N/A\nError Reason: N/A", solution_correctness: " correct\n", first_error_step: " N/A\n", error_reason: " N/A" },
    onAltered: accepted("scored as the new answer (correct: a false positive)", { "physics.tn": -1, ...TARGET_LOSES_STEP }),
  },
  { path: ["Evaluation_Result", "evaluated_model"], wrongType: 7, onWrongType: accepted("ignored"), altered: "another-model", onAltered: accepted("ignored") },
  { path: ["Evaluation_Result", "evaluation_raw_response"], wrongType: 42, onWrongType: accepted("raw response missing reported", { rawResponseMissing: 1 }), altered: "Solution Correctness: correct\nFirst Error Step: N/A\nError Reason: N/A", onAltered: accepted("parse mismatch reported", { parseMismatches: 1, "parseMismatches.solution_correctness": 1, "parseMismatches.first_error_step": 1, "parseMismatches.error_reason": 1 }) },
  { path: ["Evaluation_Result", "solution_correctness"], wrongType: ["incorrect"], onWrongType: "refused-wrong-type", altered: " correct.\n", onAltered: accepted("scored as a false positive; parse mismatch reported", { "physics.tn": -1, ...TARGET_LOSES_STEP, parseMismatches: 1, "parseMismatches.solution_correctness": 1 }) },
  { path: ["Evaluation_Result", "first_error_step"], wrongType: 2, onWrongType: "refused-wrong-type", altered: " Step 5.\n", onAltered: accepted("no step credit; parse mismatch reported", { ...TARGET_LOSES_STEP, parseMismatches: 1, "parseMismatches.first_error_step": 1 }) },
  { path: ["Evaluation_Result", "error_reason"], wrongType: 42, onWrongType: accepted("parse mismatch reported", { parseMismatches: 1, "parseMismatches.error_reason": 1 }), altered: " A different reason.", onAltered: accepted("parse mismatch reported", { parseMismatches: 1, "parseMismatches.error_reason": 1 }) },
  { path: ["Need_Error_Reason_Review"], wrongType: "yes", onWrongType: accepted("ignored (not a boolean)"), altered: false, onAltered: accepted("review flag mismatch reported", { "review.reviewFlagMismatches": 1 }) },
  { path: ["Error_Reason_Correctness_Analysis"], wrongType: "correct", onWrongType: "refused-missing-verdict", altered: { error_reason_correctness: "Correct" }, onAltered: accepted("scored; no judge named", { [JUDGE]: -1 }) },
  { path: ["Error_Reason_Correctness_Analysis", "scoring_model"], wrongType: 42, onWrongType: accepted("no judge named", { [JUDGE]: -1 }), altered: "another-judge", onAltered: accepted("the other judge listed", { [JUDGE]: -1, "judge:another-judge": 1 }) },
  { path: ["Error_Reason_Correctness_Analysis", "scoring_raw_response"], wrongType: [], onWrongType: accepted("ignored"), altered: "Final Decision: wrong", onAltered: accepted("ignored (the verdict field counts)") },
  { path: ["Error_Reason_Correctness_Analysis", "annotation_analysis"], wrongType: {}, onWrongType: accepted("ignored"), altered: "Other analysis.", onAltered: accepted("ignored") },
  { path: ["Error_Reason_Correctness_Analysis", "error_reason_analysis"], wrongType: true, onWrongType: accepted("ignored"), altered: "Other analysis.", onAltered: accepted("ignored") },
  { path: ["Error_Reason_Correctness_Analysis", "error_reason_correctness"], wrongType: true, onWrongType: "refused-missing-verdict", altered: "Wrong", onAltered: accepted("no reason credit; the verdict counted as not correct", { "physics.reason_correct": -1, "verdicts.countedAsCorrect": -1, "verdicts.notCountedAsCorrect": 1 }) },
];

const verdictPointer = `${P3}.Error_Reason_Correctness_Analysis.error_reason_correctness`;

function fieldOutcome(path: readonly string[], outcome: FieldOutcome): Expected {
  const field = path.join(".");
  if (outcome === "refused-wrong-type")
    return invalidResults(`${P3}.${field}`, "wrong-type", new RegExp(`${field}: expected`));
  if (outcome === "refused-missing-verdict")
    return refused(422, "missing-verdicts", /1 record\(s\) need a judge verdict/, {
      errors: [{ pointer: verdictPointer, code: "missing-verdict" }],
    });
  return outcome;
}

const RECORD_CASES: CorpusCase[] = RECORD_FIELDS.flatMap(({ path, wrongType, onWrongType, altered, onAltered }) => {
  const field = path.join(".");
  return [
    {
      id: `R.${field}.type`,
      name: `${field}: ${describe(wrongType)}`,
      send: () => uploadJson(withTargetField(path, wrongType)),
      expect: fieldOutcome(path, onWrongType),
    },
    {
      id: `R.${field}.value`,
      name: `${field}: another value`,
      send: () => {
        const value = typeof altered === "function" ? altered(target(baseResults())) : altered;
        return uploadJson(withTargetField(path, value));
      },
      expect: onAltered,
    },
  ];
});

function describe(value: Json): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `a ${typeof value} (${JSON.stringify(value)})`;
}

export const CORPUS: CorpusCase[] = [...METADATA_CASES, ...FILE_CASES, ...RECORD_CASES];

/** The corpus as the Markdown table README.md holds (before Prettier aligns it). */
export function corpusTable(cases: readonly CorpusCase[] = CORPUS): string {
  const escape = (text: string) => text.replace(/[\\`*_|<>[\]]/g, "\\$&");
  const code = (text: string) => `\`${text}\``;
  const outcome = (expected: Expected) => {
    if (expected.verdict === "refused") return `${expected.status} ${code(expected.type)}`;
    const flags = Object.entries(expected.flags).map(([key, delta]) => `${code(key)} ${delta > 0 ? "+" : ""}${delta}`);
    return `201 scored: ${escape(expected.label)}${flags.length > 0 ? ` (${flags.join(", ")})` : ""}`;
  };
  const rows = cases.map((c, i) => `| ${i + 1} | ${code(c.id)} | ${escape(c.name)} | ${outcome(c.expect)} |`);
  return ["| # | Id | Input | Answer |", "| --- | --- | --- | --- |", ...rows].join("\n");
}
