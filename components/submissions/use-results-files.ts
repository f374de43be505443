"use client";

import { useState } from "react";
import type { UploadPhase } from "./upload-status";

export type Shots = 0 | 1;

/** The file chosen for each shot setting and where its upload stands; a new file resets it. */
export function useResultsFiles() {
  const [files, setFiles] = useState<Record<Shots, File | null>>({ 0: null, 1: null });
  const [phases, setPhases] = useState<Record<Shots, UploadPhase>>({ 0: { name: "idle" }, 1: { name: "idle" } });
  return {
    files,
    phases,
    chooseFile: (shots: Shots, file: File | null) => {
      setFiles((current) => ({ ...current, [shots]: file }));
      setPhases((current) => ({ ...current, [shots]: { name: "idle" } }));
    },
    setPhase: (shots: Shots, phase: UploadPhase) => setPhases((current) => ({ ...current, [shots]: phase })),
  };
}
