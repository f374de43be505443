// Why a route handler's gate (lib/auth/gates.ts, requireApi*) did not let a request through, named
// here, below lib/auth and lib/http, so that lib/http gives every code its answer and misses none.
import type { SubmissionStatus } from "@/lib/generated/prisma/client";

/** The request's credentials are refused: an Authorization header not `Bearer <token>`, or a token nobody holds. */
export type CredentialsFailure = { code: "malformed-authorization" } | { code: "unknown-token" };

export type ApiGateFailure =
  | CredentialsFailure
  /** A write with the session cookie from another site. */
  | { code: "cross-site" }
  | { code: "not-signed-in" }
  /** A change to a submission asked by nobody signed in. */
  | { code: "signed-out-change" }
  /** Signed in without the role; `message` says who may. */
  | { code: "forbidden"; message: string }
  /** Without the role, for a resource whose existence is not public. */
  | { code: "hidden" }
  | { code: "no-such-submission" }
  | { code: "not-the-submitter" }
  /** Its submitter asks to change a submission that cannot change in its status. */
  | { code: "submission-locked"; status: SubmissionStatus }
  | { code: "hosted-runs-hidden" };
