// When an entry was sent for review and when it was approved, as days (UTC); a date not kept is left out.
export function EntryDates({ submittedAt, approvedAt }: { submittedAt: string | null; approvedAt: string | null }) {
  if (submittedAt === null && approvedAt === null) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="entry-dates">
      {submittedAt && (
        <>
          Submitted <time dateTime={submittedAt}>{submittedAt.slice(0, 10)}</time>
        </>
      )}
      {submittedAt && approvedAt && " · "}
      {approvedAt && (
        <>
          {submittedAt ? "approved" : "Approved"} <time dateTime={approvedAt}>{approvedAt.slice(0, 10)}</time>
        </>
      )}
    </p>
  );
}
