// A submission's moderation history as the API shows it: every status change with who made
// it, when and why, so the submitter reads the moderators' notes.
import "server-only";
import { shownActor, submissionHistory } from "@/lib/audit-log/audit-log";

export async function historyJson(submissionId: string) {
  return (await submissionHistory(submissionId)).map((event) => ({
    action: event.action,
    by: shownActor(event),
    reason: event.reason,
    before: event.before,
    after: event.after,
    at: event.createdAt.toISOString(),
  }));
}
