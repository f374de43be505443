// Uploads through a running portal's API for the benchmarks (bench:ingest, bench:load): a user
// with a token in the portal's database, a draft submission, and one results file PUT as a stream.
import { randomUUID } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";

/** A fresh API token of the user bench@mrben.invalid, made straight in the database. */
export async function benchToken(): Promise<string> {
  const user = await db.user.upsert({
    where: { email: "bench@mrben.invalid" },
    create: { email: "bench@mrben.invalid", name: "bench" },
    update: {},
  });
  return (await createApiToken({ userId: user.id, name: `bench ${new Date().toISOString()}` })).token;
}

export async function newSubmission(base: string, token: string, description: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/submissions`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      modelName: `bench-${randomUUID().slice(0, 8)}`,
      modelLink: "https://example.com/bench",
      description,
      organization: "bench",
      openWeights: true,
      temperature: 0,
    }),
  });
  if (response.status !== 201)
    throw new Error(`creating a submission failed: ${response.status} ${await response.text()}`);
  return String(((await response.json()) as { id: string }).id);
}

/** The same file content as new bytes, so the server scores it afresh. */
export function uniqueCopy(bytes: Buffer, gzip: boolean, n: number): Buffer {
  if (!gzip) return Buffer.concat([bytes, Buffer.from(" ".repeat(n + 1))]);
  const again = gzipSync(gunzipSync(bytes), { level: 6 });
  again.writeUInt32LE(1_000_000 + n, 4); // the gzip header's MTIME
  return again;
}

export type UploadAnswer = { status: number; ms: number; serverMs?: number; detail?: string };

export async function uploadResults(
  base: string,
  token: string,
  { id, shots, bytes, name }: { id: string; shots: number; bytes: Buffer; name: string },
): Promise<UploadAnswer> {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/submissions/${id}/results/${shots}`, {
    method: "PUT",
    headers: {
      authorization: `Bearer ${token}`,
      "x-file-name": encodeURIComponent(name),
      "content-type": "application/octet-stream",
    },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await response.text();
  let body: { timings?: { totalMs: number }; detail?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { detail: text.slice(0, 200) };
  }
  return {
    status: response.status,
    ms: performance.now() - started,
    serverMs: body.timings?.totalMs,
    detail: body.detail,
  };
}
