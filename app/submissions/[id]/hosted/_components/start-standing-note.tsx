// What a user may still start before the start form refuses: runs left in the start limit's window,
// and runs queued or running against the most they may have at once.
import { WindowQuotaNote } from "@/components/ui/window-quota-note";
import type { StartStanding } from "@/lib/hosted-runs/start-limits";

export function StartStandingNote({ standing }: { standing: StartStanding }) {
  const { quota, active, maxActive } = standing;
  const full = active >= maxActive;
  return (
    <div className="space-y-2">
      <WindowQuotaNote quota={quota} noun="hosted run starts" testId="start-quota" />
      <p
        data-testid="active-runs"
        className={`rounded border px-3 py-2 text-sm ${full ? "border-amber-300 bg-amber-50 text-amber-900" : "border-slate-200 bg-white text-slate-700"}`}
      >
        {full
          ? `You have ${active} hosted runs queued or running, the most you may have at once: wait for one to end, or cancel one, before you start another.`
          : `You have ${active} of at most ${maxActive} hosted runs queued or running.`}
      </p>
    </div>
  );
}
