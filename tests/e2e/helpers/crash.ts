// Tools for the crash tests: a large upload streamed over real HTTP at a pace the test controls,
// a watch on the database for the moment to strike, and a record of what must survive a crash.
import http from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import { MAKE_FIXTURE, MRBEN_DATA_DIR, runPython } from "../../helpers/shared-data";

/** A full-size results file (every subject, ~22 MB), fresh bytes so nothing stored already matches it. */
export function makeFullSizeFile({ model, shots, seed }: { model: string; shots: 0 | 1; seed: number }): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "mrben-crash-"));
  const out = path.join(dir, `${model}_${shots}shot_cot_True_scored_eval_results.json`);
  try {
    runPython([MAKE_FIXTURE, MRBEN_DATA_DIR, out, "--model", model, "--shots", String(shots), "--seed", String(seed)]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface UploadAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface StreamingUpload {
  /** Bytes handed to the socket so far. */
  sent(): number;
  /** Resolves once every byte is written (or the connection is gone). */
  bodyDone: Promise<void>;
  /** The server's answer, or the error that cut the connection (a killed server). */
  answer: Promise<UploadAnswer | { error: string }>;
  /** Lets the rest of the body go (when it was paused at `pauseAt`). */
  resume(): void;
}

/**
 * PUT /api/v1/submissions/:id/results/:shots with the body written in chunks of `chunkBytes`,
 * stopping after `pauseAt` bytes until resume() (the upload is then in flight).
 */
export function streamUpload({
  baseUrl,
  submissionId,
  shots,
  bearer,
  fileName,
  bytes,
  chunkBytes = 256 * 1024,
  pauseAt = Infinity,
}: {
  baseUrl: string;
  submissionId: string;
  shots: 0 | 1;
  bearer: string;
  fileName: string;
  bytes: Buffer;
  chunkBytes?: number;
  pauseAt?: number;
}): StreamingUpload {
  let written = 0;
  let release: () => void = () => {};
  const resumed = new Promise<void>((resolve) => (release = resolve));
  let gone = false;
  const request = http.request(`${baseUrl}/api/v1/submissions/${submissionId}/results/${shots}`, {
    method: "PUT",
    headers: {
      authorization: bearer,
      "content-type": "application/json",
      "content-length": String(bytes.length),
      "x-file-name": fileName,
    },
  });
  const answer = new Promise<UploadAnswer | { error: string }>((resolve) => {
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        let body: Record<string, unknown> = {};
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          body = { raw: text };
        }
        resolve({ status: response.statusCode ?? 0, body });
      });
      response.on("error", (error) => resolve({ error: error.message }));
    });
    request.on("error", (error) => {
      gone = true;
      resolve({ error: error.message });
    });
  });
  const bodyDone = (async () => {
    while (written < bytes.length && !gone) {
      if (written >= pauseAt) await resumed;
      const end = Math.min(bytes.length, written + chunkBytes, written < pauseAt ? pauseAt : Infinity);
      const chunk = bytes.subarray(written, end);
      const flushed = request.write(chunk);
      written = end;
      if (!flushed) {
        await new Promise<void>((resolve) => {
          const done = () => {
            request.off("drain", done).off("close", done);
            resolve();
          };
          request.on("drain", done).on("close", done);
        });
      }
    }
    if (!gone) await new Promise<void>((resolve) => request.end(resolve));
  })();
  return { sent: () => written, bodyDone, answer, resume: release };
}

/**
 * Whether another connection is inside a transaction writing a score (the stored file, the
 * scoring, its subjects or its record rows): the moment a kill would leave half a score behind
 * if the write were not one transaction.
 */
export async function scoreWriteInProgress(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ pid: number }>(`
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
      AND query ~* '^\\s*INSERT INTO "(StoredFile|FileScoring|SubjectScore|RecordResult)"'`);
  return rows.length > 0;
}

/** Counts of everything a score is made of, and the submissions with their states. */
export interface StoredState {
  storedFiles: number;
  scorings: number;
  subjectScores: number;
  recordResults: number;
  submissions: Array<{ id: string } & Record<string, unknown>>;
}

export async function storedState(client: pg.Client): Promise<StoredState> {
  const count = async (table: string) =>
    Number((await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM "${table}"`)).rows[0]?.n);
  const submissions = await client.query<StoredState["submissions"][number]>(
    `SELECT s."id", s."modelName", s."status", s."approvedAt",
       (SELECT json_agg(json_build_object('shots', r."shots", 'status', r."status", 'scoringId', r."scoringId")
                        ORDER BY r."createdAt") FROM "SubmissionRun" r WHERE r."submissionId" = s."id") AS runs
     FROM "Submission" s ORDER BY s."id"`,
  );
  return {
    storedFiles: await count("StoredFile"),
    scorings: await count("FileScoring"),
    subjectScores: await count("SubjectScore"),
    recordResults: await count("RecordResult"),
    submissions: submissions.rows,
  };
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
