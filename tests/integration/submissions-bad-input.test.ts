// Every kind of bad upload or metadata gets a clear 4xx problem naming the problem, and nothing
// is stored but the failed attempt and its reason.
import { createGzip, gzipSync } from "node:zlib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createActor, type Actor } from "../helpers/actors";
import {
  createSubmission,
  fixtureBytes,
  FIXTURE,
  uploadResults,
  validMeta,
  type ApiAnswer,
} from "../helpers/api-calls";
import { importTheBenchmark } from "../helpers/benchmark";

let alice: Actor;
let submissionId: string;
let smallJson: Record<string, Array<Record<string, unknown>>>;

beforeAll(async () => {
  await importTheBenchmark();
  alice = await createActor("user", "alice");
  smallJson = JSON.parse(fixtureBytes(FIXTURE.small).toString("utf8")) as typeof smallJson;
});

beforeEach(async () => {
  submissionId = String((await createSubmission({ authorization: alice.bearer })).body.id);
});

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** gzip of `size` spaces, compressed as a stream so the test never holds the inflated bytes. */
async function gzipOfSpaces(size: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const chunks: Buffer[] = [];
  const gzip = createGzip({ level: 1 });
  gzip.on("data", (data: Buffer) => chunks.push(data));
  const done = new Promise((resolve) => gzip.on("end", resolve));
  for (let written = 0; written < size; written += chunk.length) {
    if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once("drain", resolve));
  }
  gzip.end();
  await done;
  return Buffer.concat(chunks);
}
const clone = () => structuredClone(smallJson);

async function upload(body: Uint8Array | null, headers: Record<string, string> = {}, shots = "0"): Promise<ApiAnswer> {
  return uploadResults({ authorization: alice.bearer }, submissionId, shots, body, headers);
}

/** The problem body, and proof that only the failed attempt was stored. */
async function expectRefused(answer: ApiAnswer, status: number, type: string, detail: RegExp) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(status);
  expect(answer.headers.get("content-type")).toBe("application/problem+json");
  expect(answer.body.type).toBe(`https://mrben-portal.dev/problems/${type}`);
  expect(String(answer.body.detail)).toMatch(detail);
  const runs = await db.submissionRun.findMany({ where: { submissionId } });
  expect(runs).toHaveLength(1);
  expect(runs[0]!.status).toBe("failed");
  expect(runs[0]!.failureCode).toBe(type);
  expect(runs[0]!.fileId).toBeNull();
  expect(await db.storedFile.count()).toBe(0);
  expect(await db.fileScoring.count()).toBe(0);
  expect(await db.recordResult.count()).toBe(0);
  return answer.body;
}

describe("a results file that cannot be scored", () => {
  it("is refused when it is not JSON", async () => {
    await expectRefused(
      await upload(Buffer.from("hello, portal")),
      400,
      "invalid-json",
      /not valid JSON at line 1, column 1/,
    );
  });

  it("is refused when the JSON is truncated, saying it looks truncated", async () => {
    const bytes = fixtureBytes(FIXTURE.small);
    await expectRefused(await upload(bytes.subarray(0, bytes.length / 2)), 400, "invalid-json", /truncated/);
  });

  it("is refused when it is announced as gzip but is not gzip", async () => {
    await expectRefused(await upload(json(smallJson), { "content-type": "application/gzip" }), 400, "not-gzip", /gzip/);
  });

  it("is refused when the gzip data is cut short", async () => {
    const gz = fixtureBytes(FIXTURE.simA);
    await expectRefused(await upload(gz.subarray(0, gz.length - 5000)), 400, "truncated-gzip", /truncated/);
  });

  it("is refused when it inflates past the size cap (a gzip bomb)", async () => {
    const bomb = await gzipOfSpaces(env.UPLOAD_MAX_BYTES + 16 * 1024 * 1024); // a few hundred KB on the wire
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(await upload(bomb), 413, "gzip-too-large", /limit|more than/);
  });

  it("is refused when it is larger than the cap, before the body is read", async () => {
    const stream = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) }); // never sends a byte
    await expectRefused(
      await upload(stream as never, { "content-length": String(5 * 1024 ** 3) }),
      413,
      "too-large",
      /limit|larger/,
    );
  });

  it("is refused when its top level is not an object", async () => {
    await expectRefused(await upload(json([1, 2])), 422, "not-an-object", /array/);
  });

  it("is refused for an unknown subject key, naming it", async () => {
    const body = await expectRefused(await upload(json({ history: [] })), 422, "invalid-results", /history/);
    expect(body.errors).toEqual([expect.objectContaining({ pointer: "history", code: "unknown-subject" })]);
  });

  it("is refused when a subject is not an array", async () => {
    await expectRefused(await upload(json({ math: { records: [] } })), 422, "invalid-results", /math.*array/);
  });

  it("is refused when a record is not an object, naming subject and index", async () => {
    const body = await expectRefused(await upload(json({ physics: [7] })), 422, "invalid-results", /physics/);
    expect(body.errors).toEqual([expect.objectContaining({ pointer: "physics[0]", code: "record-not-object" })]);
  });

  it("is refused when a record lacks Evaluation_Result, naming subject, index and field", async () => {
    const file = clone();
    delete file.physics![3]!.Evaluation_Result;
    const body = await expectRefused(await upload(json(file)), 422, "invalid-results", /Evaluation_Result/);
    expect(body.errors).toEqual([expect.objectContaining({ pointer: "physics[3].Evaluation_Result" })]);
  });

  it("is refused when verdicts that scoring needs are missing, listing every such record", async () => {
    const file = clone();
    const needing = file
      .coding!.map((record, index) => ({ record, index }))
      .filter(({ record }) => record.Error_Reason_Correctness_Analysis);
    for (const { record } of needing.slice(0, 3)) delete record.Error_Reason_Correctness_Analysis;
    const body = await expectRefused(await upload(json(file)), 422, "missing-verdicts", /need a judge verdict/);
    const pointers = (body.errors as Array<{ pointer: string }>).map((error) => error.pointer);
    expect(pointers.length).toBeGreaterThan(0);
    expect(pointers.every((pointer) => pointer.startsWith("coding["))).toBe(true);
  });

  it("is refused when it lists a solution twice", async () => {
    const file = clone();
    file.physics!.push(structuredClone(file.physics![0]!));
    const body = await expectRefused(await upload(json(file)), 422, "duplicate-records", /repeat/);
    expect(body.errors).toEqual([expect.objectContaining({ pointer: `physics[${file.physics!.length - 1}]` })]);
  });

  it("is refused when its name says another shot count", async () => {
    await expectRefused(
      await upload(json(smallJson), { "x-file-name": "model_1shot_cot_True_scored_eval_results.json" }, "0"),
      422,
      "wrong-shot-count",
      /says 1-shot/,
    );
  });

  it("is told apart when it is the first-stage file without verdicts", async () => {
    await expectRefused(await upload(fixtureBytes(FIXTURE.unscored)), 422, "first-stage-file", /first-stage/);
  });

  it("is refused when it is empty", async () => {
    await expectRefused(await upload(new Uint8Array(0)), 400, "empty", /empty/i);
  });

  it("is refused when none of its records is a benchmark solution", async () => {
    const file = clone();
    for (const record of [...file.physics!, ...file.coding!])
      record.Question_UUID = "00000000-0000-0000-0000-000000000000";
    await expectRefused(await upload(json(file)), 422, "no-matching-records", /None of the file's/);
  });

  it("accepts the same data once it is fixed (the failed attempt stays, with its reason)", async () => {
    await upload(Buffer.from("{"));
    const fixed = await upload(gzipSync(json(smallJson)));
    expect(fixed.status).toBe(201);
    const runs = await db.submissionRun.findMany({ where: { submissionId }, orderBy: { createdAt: "asc" } });
    expect(runs.map((run) => run.status)).toEqual(["failed", "scored"]);
  });
});

describe("metadata that fails validation", () => {
  it.each([
    ["a javascript: link", { modelLink: "javascript:alert(1)" }, "modelLink"],
    ["a link that is not a URL", { modelLink: "example dot com" }, "modelLink"],
    ["an over-long model name", { modelName: "m".repeat(121) }, "modelName"],
    ["an over-long description", { description: "d".repeat(5001) }, "description"],
    ["a temperature out of range", { temperature: 7 }, "temperature"],
    ["an unknown field", { favouriteColour: "blue" }, "(body)"],
  ])("is refused with a 422 naming the field: %s", async (_case, change, pointer) => {
    const answer = await createSubmission({ authorization: alice.bearer }, { ...validMeta, ...change });
    expect(answer.status).toBe(422);
    expect(answer.body.type).toBe("https://mrben-portal.dev/problems/invalid-metadata");
    expect(answer.body.errors).toEqual([expect.objectContaining({ pointer })]);
  });

  it("is refused with a 400 when the body is not JSON", async () => {
    const answer = await createSubmission({ authorization: alice.bearer }, "{not json");
    expect(answer.status).toBe(400);
  });
});
