// How many of something the signed-in user has left in a rate limit's window, and when the next
// one frees up: shown where they are spent (uploads, hosted run starts), before the limit refuses one.
import type { WindowQuota } from "@/lib/validations/rate-limit";

const time = new Intl.DateTimeFormat("en-US", { timeStyle: "short", dateStyle: "medium", timeZone: "UTC" });

export function WindowQuotaNote({
  quota,
  noun,
  counting,
  testId,
  now = new Date(),
}: {
  quota: WindowQuota | null;
  /** What is counted, plural: "uploads". */
  noun: string;
  /** What counts one, when it needs saying. */
  counting?: string;
  testId: string;
  now?: Date;
}) {
  if (!quota) return null;
  const { limit, remaining, resetSeconds } = quota;
  const frees = time.format(new Date(now.getTime() + resetSeconds * 1000));
  return (
    <p
      data-testid={testId}
      className={`rounded border px-3 py-2 text-sm ${remaining === 0 ? "border-amber-300 bg-amber-50 text-amber-900" : "border-slate-200 bg-white text-slate-700"}`}
    >
      {remaining === 0
        ? `You have no ${noun} left in this window (${limit.label}): the next one frees up at ${frees} UTC.`
        : `You have ${remaining} of ${limit.count} ${noun} left in this window (${limit.label}${counting ? `; ${counting}` : ""}).`}
    </p>
  );
}
