"use client";

import { useRef, useState, type DragEvent } from "react";
import { formatPercent } from "@/lib/mr-score";
import { readFileName } from "@/lib/submissions/file-name";
import { uploadResultsFile } from "./upload-request";

export type UploadOutcome =
  /** `f1` is set, and `meanMrScore` 0, when the file was an extraction benchmark's predictions. */
  | { state: "scored"; meanMrScore: number; f1: number | null; runId: string; reused: boolean }
  | { state: "failed"; title: string; detail: string; problems: Array<{ pointer: string; detail: string }> };

type Phase =
  | { name: "idle" }
  | { name: "uploading"; percent: number }
  | { name: "scoring" }
  | { name: "done"; outcome: UploadOutcome };

interface Props {
  /** The shot setting this zone uploads. */
  shots: 0 | 1;
  file: File | null;
  onFileChange: (file: File | null) => void;
  phase?: Phase;
  disabled?: boolean;
}

export type { Phase as UploadPhase };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A drop zone for one results file, with what its name says about the shot setting. */
export function ResultsDropZone({ shots, file, onFileChange, phase = { name: "idle" }, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const named = file ? readFileName(file.name) : null;
  const mismatch = named?.shots !== null && named?.shots !== undefined && named.shots !== shots;
  const id = `results-${shots}`;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFileChange(dropped);
  };

  return (
    <div className="space-y-2" data-testid={`dropzone-${shots}`}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 text-center text-sm transition-colors ${
          dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"
        }`}
      >
        <p className="font-medium text-slate-800">{shots}-shot results</p>
        {file ? (
          <p className="mt-1 break-all text-slate-700">
            {file.name} <span className="text-slate-500">({megabytes(file.size)})</span>
          </p>
        ) : (
          <p className="mt-1 text-slate-600">
            Drop <code className="text-xs">…_{shots}shot_cot_True_scored_eval_results.json</code> (or .json.gz) here, or
          </p>
        )}
        <label
          htmlFor={id}
          className="mt-2 inline-block cursor-pointer rounded border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50"
        >
          {file ? "Choose another file" : "Choose a file"}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept=".json,.gz,application/json,application/gzip"
          className="sr-only"
          disabled={disabled}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
        {named && named.shots === null && (
          <p className="mt-2 text-xs text-slate-600">
            The file name does not follow the official pattern; it will be used as the {shots}-shot results.
          </p>
        )}
        {named?.shots === shots && <p className="mt-2 text-xs text-emerald-700">The file name says {shots}-shot.</p>}
        {mismatch && (
          <p role="alert" className="mt-2 text-xs text-red-700">
            The file name says {named.shots}-shot: drop it in the {named.shots}-shot zone instead.
          </p>
        )}
        {named?.firstStage && (
          <p role="alert" className="mt-2 text-xs text-amber-800">
            This looks like the first-stage file (no judge verdicts). Upload the <code>…_scored_eval_results.json</code>{" "}
            the judge stage writes.
          </p>
        )}
      </div>
      <UploadStatus phase={phase} />
    </div>
  );
}

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
        Scored: {outcome.f1 === null ? "MR-Score" : "F1"} {formatPercent(outcome.f1 ?? outcome.meanMrScore)}
        {outcome.reused ? " (this exact file was already scored: reused)" : ""}.
      </p>
    );
  }
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-medium">{outcome.title}</p>
      <p className="mt-1">{outcome.detail}</p>
      {outcome.problems.length > 0 && (
        <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-auto pl-5 text-xs">
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
    outcome = toOutcome(answer.status, answer.body);
  } catch (error) {
    outcome = { state: "failed", title: "The upload did not complete", detail: (error as Error).message, problems: [] };
  }
  onPhase({ name: "done", outcome });
  return outcome;
}

function toOutcome(status: number, body: unknown): UploadOutcome {
  const value = (body ?? {}) as Record<string, unknown>;
  if (status === 201) {
    const run = value.run as {
      id: string;
      scoring: { meanMrScore: number } | null;
      extractionScoring?: { f1: number } | null;
    };
    return {
      state: "scored",
      runId: run.id,
      meanMrScore: run.scoring?.meanMrScore ?? 0,
      f1: run.extractionScoring?.f1 ?? null,
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
