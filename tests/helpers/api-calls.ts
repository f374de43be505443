// Calling the API's route handlers in-process with real Requests, as Next.js would.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as decisionsRoute from "@/app/api/v1/submissions/[id]/decisions/route";
import * as submissionRoute from "@/app/api/v1/submissions/[id]/route";
import * as resultsRoute from "@/app/api/v1/submissions/[id]/results/[shots]/route";
import * as submitRoute from "@/app/api/v1/submissions/[id]/submit/route";
import * as withdrawRoute from "@/app/api/v1/submissions/[id]/withdraw/route";
import * as submissionsRoute from "@/app/api/v1/submissions/route";
import { FIXTURES_DIR } from "./shared-data";

export const ORIGIN = "http://portal.test";

type Headers = Record<string, string>;

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: globalThis.Headers;
}

async function answer(response: Response): Promise<ApiAnswer> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body, headers: response.headers };
}

export const validMeta = {
  modelName: "Test-Model-7B",
  modelLink: "https://example.com/test-model",
  description: "A model for tests.",
  organization: "Test Lab",
  parameterCount: "7B",
  openWeights: true,
  temperature: 0,
};

export async function createSubmission(auth: Headers, meta: unknown = validMeta): Promise<ApiAnswer> {
  const request = new Request(`${ORIGIN}/api/v1/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...auth },
    body: typeof meta === "string" ? meta : JSON.stringify(meta),
  });
  return answer(await submissionsRoute.POST(request));
}

/** POST /api/v1/submissions with a body exactly as given (bytes or a stream) and these headers. */
export async function postSubmissionBody(
  auth: Headers,
  body: string | Uint8Array | ReadableStream<Uint8Array> | null,
  headers: Headers = { "content-type": "application/json" },
): Promise<ApiAnswer> {
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    headers: { ...auth, ...headers },
    body: body as BodyInit | null,
    duplex: "half",
  };
  return answer(await submissionsRoute.POST(new Request(`${ORIGIN}/api/v1/submissions`, init)));
}

export async function getSubmission(auth: Headers, id: string): Promise<ApiAnswer> {
  const request = new Request(`${ORIGIN}/api/v1/submissions/${id}`, { headers: auth });
  return answer(await submissionRoute.GET(request, { params: Promise.resolve({ id }) }));
}

export async function uploadResults(
  auth: Headers,
  id: string,
  shots: string,
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  headers: Headers = {},
): Promise<ApiAnswer> {
  // Node's fetch needs `duplex` for a streamed body; the DOM's RequestInit does not list it.
  const init: RequestInit & { duplex: "half" } = {
    method: "PUT",
    headers: { ...auth, ...headers },
    body: body as BodyInit | null,
    duplex: "half",
  };
  const request = new Request(`${ORIGIN}/api/v1/submissions/${id}/results/${shots}`, init);
  return answer(await resultsRoute.PUT(request, { params: Promise.resolve({ id, shots }) }));
}

export async function downloadResults(auth: Headers, id: string, shots: string): Promise<Response> {
  const request = new Request(`${ORIGIN}/api/v1/submissions/${id}/results/${shots}`, { headers: auth });
  return resultsRoute.GET(request, { params: Promise.resolve({ id, shots }) });
}

export async function submitForReview(auth: Headers, id: string): Promise<ApiAnswer> {
  const request = new Request(`${ORIGIN}/api/v1/submissions/${id}/submit`, { method: "POST", headers: auth });
  return answer(await submitRoute.POST(request, { params: Promise.resolve({ id }) }));
}

/** POST /api/v1/submissions/:id/decisions with `body` as JSON (a string is sent as is). */
export async function decide(auth: Headers, id: string, body: unknown): Promise<ApiAnswer> {
  const request = new Request(`${ORIGIN}/api/v1/submissions/${id}/decisions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...auth },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return answer(await decisionsRoute.POST(request, { params: Promise.resolve({ id }) }));
}

/** POST /api/v1/submissions/:id/withdraw, with no body unless one is given. */
export async function withdraw(auth: Headers, id: string, body?: unknown): Promise<ApiAnswer> {
  const request = new Request(`${ORIGIN}/api/v1/submissions/${id}/withdraw`, {
    method: "POST",
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...auth },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return answer(await withdrawRoute.POST(request, { params: Promise.resolve({ id }) }));
}

export function fixtureBytes(name: string): Buffer {
  return readFileSync(path.join(FIXTURES_DIR, name));
}

export const FIXTURE = {
  simA: "sim-a_0shot_cot_True_scored_eval_results.json.gz",
  simB: "sim-b_1shot_cot_True_scored_eval_results.json.gz",
  small: "small_0shot_cot_True_scored_eval_results.json",
  tampered: "tampered_0shot_cot_True_scored_eval_results.json.gz",
  unscored: "unscored_0shot_cot_True_eval_results.json.gz",
} as const;
