// RFC 7807 problem details: how the API reports every expected failure.
export interface ProblemFieldError {
  /** Where: a metadata field ("modelLink"), or a record ("math[12].Evaluation_Result"). */
  pointer: string;
  detail: string;
  code?: string;
}

export interface Problem {
  status: number;
  /** A stable identifier of the kind of problem, e.g. "invalid-json". */
  type: string;
  title: string;
  detail: string;
  errors?: ProblemFieldError[];
  /** Anything else worth returning (e.g. the id of the failed run). */
  extra?: Record<string, unknown>;
}

const PROBLEM_TYPE_BASE = "https://mrben-portal.dev/problems/";

/** The problem's JSON document, as problemResponse sends it. */
export function problemDocument({ status, type, title, detail, errors, extra }: Problem): Record<string, unknown> {
  return { type: `${PROBLEM_TYPE_BASE}${type}`, title, status, detail, ...(errors ? { errors } : {}), ...extra };
}

export function problemResponse(problem: Problem, init?: ResponseInit): Response {
  const { status } = problem;
  return new Response(JSON.stringify(problemDocument(problem)), {
    ...init,
    status,
    headers: { "content-type": "application/problem+json", "cache-control": "no-store", ...init?.headers },
  });
}

export const notFound = (what = "No such resource.") =>
  problemResponse({ status: 404, type: "not-found", title: "Not found", detail: what });
