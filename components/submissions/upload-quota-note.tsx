// How many uploads the signed-in user has left in the rate limit's window, and when the next
// one frees up: shown where uploads are made, before the limit refuses one.
import type { UploadQuota } from "@/lib/submissions/upload-rate-limit";

const time = new Intl.DateTimeFormat("en-US", { timeStyle: "short", dateStyle: "medium", timeZone: "UTC" });

export function UploadQuotaNote({ quota, now = new Date() }: { quota: UploadQuota | null; now?: Date }) {
  if (!quota) return null;
  const { limit, remaining, resetSeconds } = quota;
  const frees = time.format(new Date(now.getTime() + resetSeconds * 1000));
  return (
    <p
      data-testid="upload-quota"
      className={`rounded border px-3 py-2 text-sm ${remaining === 0 ? "border-amber-300 bg-amber-50 text-amber-900" : "border-slate-200 bg-white text-slate-700"}`}
    >
      {remaining === 0
        ? `You have no uploads left in this window (${limit.label}): the next one frees up at ${frees} UTC.`
        : `You have ${remaining} of ${limit.count} uploads left in this window (${limit.label}; creating a submission and each results file count one).`}
    </p>
  );
}
