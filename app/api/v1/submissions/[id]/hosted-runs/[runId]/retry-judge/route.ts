import { hostedRunRetryJudgeProblem } from "@/lib/http/hosted-run-problems";
import { retryJudgeStage } from "@/lib/hosted-runs/retry-judge-stage";
import { hostedRunChangeRoute } from "@/app/api/v1/_routes/hosted-run-change-route";

export const dynamic = "force-dynamic";

/** Try a failed judge stage again (the judge was down, or none was configured): its failed verdicts are asked again. */
export const POST = hostedRunChangeRoute(retryJudgeStage, hostedRunRetryJudgeProblem);
