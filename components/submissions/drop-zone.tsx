"use client";

// A drop zone for one shot setting's file, whatever the benchmark's kind: the kind's hints say what
// the file is called and accepted as, and, where the kind has official file names, what the name
// says about the shot setting (a name for the other setting is flagged before anything is sent).
import { useState, type DragEvent } from "react";
import { readFileName } from "@/lib/benchmarks/file-name";
import type { UploadHints } from "@/lib/benchmarks/kind";
import { UploadStatus, type UploadPhase } from "./upload-status";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Props {
  /** The shot setting this zone uploads. */
  shots: 0 | 1;
  hints: UploadHints;
  file: File | null;
  onFileChange: (file: File | null) => void;
  phase?: UploadPhase;
  disabled?: boolean;
}

export function DropZone({ shots, hints, file, onFileChange, phase = { name: "idle" }, disabled }: Props) {
  const [dragging, setDragging] = useState(false);
  const named = file ? readFileName(file.name, hints.fileName) : null;
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
        <p className="font-medium text-slate-800">
          {shots}-shot {hints.noun}
        </p>
        {file ? (
          <p className="mt-1 break-all text-slate-700">
            {file.name} <span className="text-slate-500">({megabytes(file.size)})</span>
          </p>
        ) : (
          <p className="mt-1 text-slate-600">{hints.prompt.replaceAll("{shots}", String(shots))}</p>
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
          accept={hints.accept}
          className="sr-only"
          disabled={disabled}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
        {named && <NameNote shots={shots} hints={hints} named={named} />}
      </div>
      <UploadStatus phase={phase} />
    </div>
  );
}

/** What the chosen file's name says, against the zone's shot setting. */
function NameNote({
  shots,
  hints,
  named,
}: {
  shots: 0 | 1;
  hints: UploadHints;
  named: ReturnType<typeof readFileName>;
}) {
  if (!hints.fileName)
    return (
      <p className="mt-2 text-xs text-slate-600">
        It will be scored as the {shots}-shot {hints.noun}, whatever its name says.
      </p>
    );
  return (
    <>
      {named.shots === null && (
        <p className="mt-2 text-xs text-slate-600">
          The file name does not follow the official pattern; it will be used as the {shots}-shot {hints.noun}.
        </p>
      )}
      {named.shots === shots && <p className="mt-2 text-xs text-emerald-700">The file name says {shots}-shot.</p>}
      {named.shots !== null && named.shots !== shots && (
        <p role="alert" className="mt-2 text-xs text-red-700">
          The file name says {named.shots}-shot: drop it in the {named.shots}-shot zone instead.
        </p>
      )}
      {named.warning && (
        <p role="alert" className="mt-2 text-xs text-amber-800">
          {named.warning}
        </p>
      )}
    </>
  );
}
