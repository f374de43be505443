// The API's route for a change to one hosted run (cancel it, try its judge stage again): the caller
// signed in and able to see the submission, the service's refusal as its problem, else the run's JSON.
import { requireApiSubmission } from "@/lib/auth/gates";
import type { AuthUser } from "@/lib/auth/users";
import { notSignedInProblem } from "@/lib/http/auth-problems";
import { apiRoute } from "@/lib/http/api-route";
import { privateJson } from "@/lib/http/responses";
import { ZHostedRunParams } from "@/lib/validations/route-params";
import { getHostedRunProgress } from "@/lib/hosted-runs/progress";
import type { Result } from "@/lib/result";

export function hostedRunChangeRoute<Failure>(
  change: (input: { submissionId: string; runId: string; actor: AuthUser }) => Promise<Result<unknown, Failure>>,
  failureProblem: (error: Failure) => Response,
) {
  return apiRoute(
    {
      params: ZHostedRunParams,
      gate: (request, { id }) => requireApiSubmission(request, id, { change: false, writes: true }),
    },
    async ({ params: { id, runId }, caller: { auth } }) => {
      if (!auth) return notSignedInProblem();
      const changed = await change({ submissionId: id, runId, actor: auth.user });
      if (!changed.ok) return failureProblem(changed.error);
      return privateJson(await getHostedRunProgress({ submissionId: id, runId }));
    },
  );
}
