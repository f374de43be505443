import { hostedRunCancelProblem } from "@/lib/http/hosted-run-problems";
import { cancelHostedRun } from "@/lib/hosted-runs/cancel-hosted-run";
import { hostedRunChangeRoute } from "@/app/api/v1/_routes/hosted-run-change-route";

export const dynamic = "force-dynamic";

/** Cancel a hosted run: it stops at once, its API key deleted; answers of requests in flight are not kept. */
export const POST = hostedRunChangeRoute(cancelHostedRun, hostedRunCancelProblem);
