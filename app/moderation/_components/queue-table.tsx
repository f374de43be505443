// The moderation queue: each pending submission with its runs' signals, judge, the submitter's
// history and the flags a moderator should look at.
import type { Route } from "next";
import Link from "next/link";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import type { QueueEntry } from "@/lib/moderation/review-queue";
import { FlagList } from "./flag-list";
import { RunSignalsCell } from "./run-signals-cell";
import { SignalLines } from "./signal-lines";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function History({ history }: { history: QueueEntry["history"] }) {
  return (
    <span className="text-xs tabular-nums">
      {history.approved} approved, {history.rejected} rejected, {history.pending} pending, {history.withdrawn} withdrawn
    </span>
  );
}

const COLUMNS: DataColumn<QueueEntry>[] = [
  {
    key: "submission",
    header: "Submission",
    className: "align-top",
    cell: (entry) => (
      <>
        <Link href={`/moderation/${entry.id}` as Route} className="text-brand-700 font-medium underline">
          {entry.modelName}
        </Link>
        <p className="text-xs text-slate-700" data-testid="queue-benchmark">
          {entry.benchmark.name}
        </p>
        <p className="text-xs text-slate-500">
          by {entry.submitter.label}
          {entry.submittedAt && <>, submitted {date.format(entry.submittedAt)} UTC</>}
        </p>
      </>
    ),
  },
  {
    key: "0",
    header: "0-shot",
    className: "align-top",
    cell: (entry) => <RunSignalsCell run={entry.runs[0]} />,
  },
  {
    key: "1",
    header: "1-shot",
    className: "align-top",
    cell: (entry) => <RunSignalsCell run={entry.runs[1]} />,
  },
  { key: "setup", header: "Setup", className: "align-top", cell: (entry) => <SignalLines lines={entry.setup.lines} /> },
  {
    key: "history",
    header: "Submitter's history",
    className: "align-top",
    cell: (entry) => <History history={entry.history} />,
  },
  { key: "flags", header: "Flags", className: "text-xs align-top", cell: (entry) => <FlagList flags={entry.flags} /> },
];

export function QueueTable({ queue }: { queue: QueueEntry[] }) {
  return (
    <DataTable
      caption="Pending submissions, the longest-waiting first"
      testId="moderation-queue"
      boxed
      columns={COLUMNS}
      rows={queue}
      rowKey={(entry) => entry.id}
    />
  );
}
