"use client";

// A drop zone for one extraction predictions file. Unlike MR-Ben's results files, nothing in a
// predictions file's name says its shot setting: the zone the submitter drops it in does.
import { useState, type DragEvent } from "react";
import { UploadStatus, type UploadPhase } from "./results-upload";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Props {
  shots: 0 | 1;
  file: File | null;
  onFileChange: (file: File | null) => void;
  phase?: UploadPhase;
  disabled?: boolean;
}

export function PredictionsDropZone({ shots, file, onFileChange, phase = { name: "idle" }, disabled }: Props) {
  const [dragging, setDragging] = useState(false);
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
        <p className="font-medium text-slate-800">{shots}-shot predictions</p>
        {file ? (
          <p className="mt-1 break-all text-slate-700">
            {file.name} <span className="text-slate-500">({megabytes(file.size)})</span>
          </p>
        ) : (
          <p className="mt-1 text-slate-600">Drop the model&apos;s {shots}-shot predictions here, or</p>
        )}
        <label
          htmlFor={id}
          className="mt-2 inline-block cursor-pointer rounded border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50"
        >
          {file ? "Choose another file" : "Choose a file"}
        </label>
        <input
          id={id}
          type="file"
          accept=".jsonl,.json,.gz,application/json,application/jsonl,application/gzip"
          className="sr-only"
          disabled={disabled}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
        {file && (
          <p className="mt-2 text-xs text-slate-600">
            It will be scored as the {shots}-shot predictions, whatever its name says.
          </p>
        )}
      </div>
      <UploadStatus phase={phase} />
    </div>
  );
}

/** What a predictions file may hold, shown once above both zones. */
export function PredictionsFormats() {
  return (
    <div className="space-y-1 text-sm text-slate-600">
      <p>
        One file per shot setting, plain or gzip-compressed; the zone you drop it in decides the setting. The portal
        scores every prediction against the benchmark&apos;s own references, field by field. Accepted layouts:
      </p>
      <ul className="list-disc space-y-0.5 pl-5 text-xs">
        <li>
          JSON Lines, one <code>{'{"id": "<reference id>", "prediction": "<the model\'s text>"}'}</code> per line;
        </li>
        <li>a JSON array of those objects;</li>
        <li>
          <code>{'{"predictions": ["...", "..."]}'}</code>, the texts in the benchmark&apos;s reference order (matched
          by position);
        </li>
        <li>
          the book&apos;s whole results file <code>{'{"0-shot": {...}, "1-shot": {...}}'}</code>: the same file may go
          in both zones, each takes its own setting (its <code>references</code> are never scored against, only compared
          with the benchmark&apos;s).
        </li>
      </ul>
      <p className="text-xs">
        The scorer reads the JSON between the first <code>{"{"}</code> and the last <code>{"}"}</code> of each
        prediction; a prediction without one counts as unparseable and scores 0.
      </p>
    </div>
  );
}
