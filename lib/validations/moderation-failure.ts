// Why a decision on a submission or its withdrawal did not apply (lib/moderation's services), named
// here, below the services and lib/http, so that lib/http gives every code its status and misses none.
import type { SubmissionStatus } from "@/lib/generated/prisma/client";

export interface ModerationFailure {
  code: "not-found" | "forbidden" | "conflict" | "invalid-transition" | "not-approvable" | "invalid-reason";
  message: string;
  /** not-approvable: everything that stops approval. */
  blockers?: string[];
  /** conflict and invalid-transition: the submission as it is now. */
  current?: { status: SubmissionStatus; revision: number };
}
