// Board entries for the page loaders' tests: small generated results files (make-fixture.py),
// ingested through the API as a submitter would, then approved directly (moderation comes later).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import type { SubmissionStatus } from "@/lib/generated/prisma/client";
import type { Actor } from "./actors";
import { createSubmission, uploadResults, validMeta } from "./api-calls";
import { MAKE_FIXTURE, MRBEN_DATA_DIR, runPython } from "./shared-data";

type ResultsFile = Record<string, Array<Record<string, unknown>>>;

/** A generated results file as parsed JSON, to alter before upload. */
export function generatedResults({
  model,
  shots,
  subjects,
  seed,
}: {
  model: string;
  shots: 0 | 1;
  subjects: string[];
  seed: number;
}): ResultsFile {
  const dir = mkdtempSync(path.join(tmpdir(), "mrben-fixture-"));
  const out = path.join(dir, "results.json");
  runPython([
    MAKE_FIXTURE,
    MRBEN_DATA_DIR,
    out,
    "--model",
    model,
    "--shots",
    String(shots),
    "--subjects",
    subjects.join(","),
    "--seed",
    String(seed),
  ]);
  try {
    return JSON.parse(readFileSync(out, "utf8")) as ResultsFile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Turns the model's verdict on records around (correct <-> incorrect), so the verdict credit flips. */
export function flipVerdicts(results: ResultsFile, subject: string, indices: number[]): ResultsFile {
  const copy = structuredClone(results);
  for (const index of indices) {
    const evaluation = copy[subject]![index]!.Evaluation_Result as Record<string, string>;
    const saidIncorrect = /incorrect/i.test(evaluation.solution_correctness ?? "");
    evaluation.solution_correctness = saidIncorrect ? " Correct\n" : " Incorrect\n";
  }
  return copy;
}

export async function seedEntry({
  actor,
  modelName,
  files,
  status = "approved",
  approvedAt = new Date(),
}: {
  actor: Actor;
  modelName: string;
  files: Partial<Record<"0" | "1", ResultsFile | Buffer>>;
  status?: SubmissionStatus;
  approvedAt?: Date;
}): Promise<string> {
  const auth = { authorization: actor.bearer };
  const created = await createSubmission(auth, { ...validMeta, modelName, judgeModel: "gpt-4-judge" });
  if (created.status !== 201) throw new Error(`createSubmission: ${JSON.stringify(created.body)}`);
  const id = String(created.body.id);
  for (const [shots, file] of Object.entries(files)) {
    const bytes = Buffer.isBuffer(file) ? file : Buffer.from(JSON.stringify(file));
    const upload = await uploadResults(auth, id, shots, bytes, {
      "content-type": "application/json",
      "x-file-name": `${modelName}_${shots}shot_cot_True_scored_eval_results.json`,
    });
    if (upload.status !== 201) throw new Error(`upload ${shots}: ${JSON.stringify(upload.body)}`);
  }
  await db.submission.update({
    where: { id },
    data: { status, approvedAt: status === "approved" ? approvedAt : null, submittedAt: new Date() },
  });
  return id;
}
