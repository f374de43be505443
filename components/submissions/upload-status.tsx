"use client";

// Where one file's upload stands (sending, scoring, scored or refused), and the upload itself
// followed to its outcome.
import { formatPercent } from "@/lib/platform/percent";
import { uploadResultsFile, type UploadAnswer } from "./upload-request";

export type UploadOutcome =
  /** The scoring's headline score (`label`: "MR-Score", "F1") as a fraction. */
  | { state: "scored"; score: number; label: string; runId: string; reused: boolean }
  | { state: "failed"; title: string; detail: string; problems: Array<{ pointer: string; detail: string }> };

type Phase =
  | { name: "idle" }
  | { name: "uploading"; percent: number }
  | { name: "scoring" }
  | { name: "done"; outcome: UploadOutcome };

export type { Phase as UploadPhase };

export function UploadStatus({ phase }: { phase: Phase }) {
  if (phase.name === "idle") return null;
  if (phase.name === "uploading") {
    return (
      <div>
        <div className="flex justify-between text-xs text-slate-600">
          <span>Uploading</span>
          <span>{phase.percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={phase.percent}
          className="mt-1 h-2 overflow-hidden rounded bg-slate-200"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${phase.percent}%` }} />
        </div>
      </div>
    );
  }
  if (phase.name === "scoring") {
    return (
      <p role="status" className="text-sm text-slate-700">
        <span className="mr-2 inline-block h-3 w-3 animate-pulse rounded-full bg-brand-600" aria-hidden />
        Uploaded. Checking and scoring on the server…
      </p>
    );
  }
  const { outcome } = phase;
  if (outcome.state === "scored") {
    return (
      <p role="status" className="text-sm text-emerald-800">
        Scored: {outcome.label} {formatPercent(outcome.score)}
        {outcome.reused ? " (this exact file was already scored: reused)" : ""}.
      </p>
    );
  }
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium">{outcome.title}</p>
      <p className="mt-1">{outcome.detail}</p>
      {outcome.problems.length > 0 && (
        <ul tabIndex={0} className="mt-2 max-h-48 list-disc space-y-1 overflow-auto pl-5 text-xs">
          {outcome.problems.slice(0, 50).map((problem, index) => (
            <li key={index}>{problem.detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Upload a file and follow it to its outcome, reporting each phase. */
export async function sendResults({
  url,
  file,
  onPhase,
}: {
  url: string;
  file: File;
  onPhase: (phase: Phase) => void;
}): Promise<UploadOutcome> {
  onPhase({ name: "uploading", percent: 0 });
  let outcome: UploadOutcome;
  try {
    const answer = await uploadResultsFile({
      url,
      file,
      onProgress: ({ loaded, total }) =>
        onPhase({ name: "uploading", percent: Math.min(100, Math.round((loaded / Math.max(total, 1)) * 100)) }),
      onSent: () => onPhase({ name: "scoring" }),
    });
    outcome = toOutcome(answer);
  } catch (error) {
    outcome = { state: "failed", title: "The upload did not complete", detail: (error as Error).message, problems: [] };
  }
  onPhase({ name: "done", outcome });
  return outcome;
}

function toOutcome({ ok, status, body }: UploadAnswer): UploadOutcome {
  const value = (body ?? {}) as Record<string, unknown>;
  if (ok) {
    const run = value.run as { id: string; scoring: { score: number; scoreLabel: string } | null };
    return {
      state: "scored",
      runId: run.id,
      score: run.scoring?.score ?? 0,
      label: run.scoring?.scoreLabel ?? "Score",
      reused: value.reusedScoring === true,
    };
  }
  return {
    state: "failed",
    title: String(value.title ?? `The server answered ${status}`),
    detail: String(value.detail ?? ""),
    problems: Array.isArray(value.errors) ? (value.errors as Array<{ pointer: string; detail: string }>) : [],
  };
}
