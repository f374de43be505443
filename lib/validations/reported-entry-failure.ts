// Why a reported entry was not added, unpublished or restored (the reported entries' service), named
// here, below the service and lib/http, so that lib/http gives every code its status and misses none.
import type { ReportedEntryStatus } from "@/lib/generated/prisma/client";

export interface ReportedEntryFailure {
  code: "forbidden" | "not-found" | "conflict" | "invalid-transition" | "invalid-reason";
  message: string;
  /** conflict and invalid-transition: the entry as it is now. */
  current?: { status: ReportedEntryStatus; revision: number };
}
