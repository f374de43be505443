// Says that a board is shown as it stood on a past day, with the way back to today's and to the list of changes.
import type { Route } from "next";
import Link from "next/link";

export function AsOfNotice({ day, current }: { day: string; current: string }) {
  return (
    <p
      data-testid="as-of-notice"
      className="max-w-3xl rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      The board as it stood at the end of {day} (UTC), replayed from the moderators&apos; decisions and the scores
      stored then.{" "}
      <Link href={current as Route} className="underline">
        Today&apos;s board
      </Link>{" "}
      ·{" "}
      <Link href="/changes" className="underline">
        what changed since
      </Link>
    </p>
  );
}
