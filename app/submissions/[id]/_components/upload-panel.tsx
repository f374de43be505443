"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import type { UploadHints } from "@/lib/benchmarks/kind";
import { DropZone } from "@/components/submissions/drop-zone";
import { sendResults } from "@/components/submissions/upload-status";
import { useResultsFiles, type Shots } from "@/components/submissions/use-results-files";

/**
 * Upload or replace the files of a submission being prepared, then send it for review. Once both
 * files are scored the drop zones fold away under "Replace a file", leaving the report first.
 */
export function UploadPanel({
  submissionId,
  readyForReview,
  hints,
  help,
}: {
  submissionId: string;
  readyForReview: boolean;
  /** What the benchmark's kind calls its files and accepts. */
  hints: UploadHints;
  /** The kind's help above the zones (the layouts a file may have), if any. */
  help: ReactNode;
}) {
  const router = useRouter();
  const { files, phases, chooseFile, setPhase } = useResultsFiles();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (shots: Shots) => {
    const file = files[shots];
    if (!file) return;
    setBusy(true);
    await sendResults({
      url: `/api/v1/submissions/${submissionId}/results/${shots}`,
      file,
      onPhase: (phase) => setPhase(shots, phase),
    });
    setBusy(false);
    router.refresh();
  };

  const sendForReview = async () => {
    setBusy(true);
    setError(null);
    const response = await fetch(`/api/v1/submissions/${submissionId}/submit`, { method: "POST" });
    setBusy(false);
    if (response.ok) router.refresh();
    else
      setError(
        String(((await response.json().catch(() => ({}))) as { detail?: string }).detail ?? "Could not send it."),
      );
  };

  const zones = (
    <>
      {help}
      <div className="grid gap-4 sm:grid-cols-2">
        {([0, 1] as const).map((shots) => (
          <div key={shots} className="space-y-2">
            <DropZone
              shots={shots}
              hints={hints}
              file={files[shots]}
              phase={phases[shots]}
              disabled={busy}
              onFileChange={(file) => chooseFile(shots, file)}
            />
            <button
              type="button"
              onClick={() => upload(shots)}
              disabled={busy || !files[shots]}
              className="rounded border border-brand-600 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50 disabled:opacity-50"
            >
              Upload {shots}-shot file
            </button>
          </div>
        ))}
      </div>
    </>
  );

  return (
    <section aria-labelledby="upload-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="upload-heading" className="text-base font-semibold text-slate-900 first-letter:uppercase">
        {hints.noun} files
      </h2>
      {readyForReview ? (
        <details className="rounded border border-slate-200 p-3" data-testid="replace-files">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Replace a file</summary>
          <div className="mt-3 space-y-4">{zones}</div>
        </details>
      ) : (
        zones
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <button
          type="button"
          onClick={sendForReview}
          disabled={busy || !readyForReview}
          className="rounded bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 disabled:opacity-50"
        >
          Send for review
        </button>
        <span className="text-xs text-slate-600">
          {readyForReview ? "Both files are scored." : "Both the 0-shot and the 1-shot files must be scored first."}
        </span>
        {error && (
          <p role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
