// What MR-Ben's board says while a shot setting has no approved entry.
export function LeaderboardEmpty({ subjects }: { subjects: string[] }) {
  return (
    <div
      className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center"
      data-testid="board-empty"
    >
      <p className="font-medium text-slate-800">No results are approved yet.</p>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
        Approved submissions appear here, rescored by the portal from their original files: the MR-Score of each subject
        {subjects.length > 0 ? ` (${subjects.join(", ")})` : ""} and their mean.
      </p>
    </div>
  );
}
