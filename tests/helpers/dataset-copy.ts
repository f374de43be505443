// Copies of the benchmark data, edited to exercise the importer.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MRBEN_DATA_DIR } from "./shared-data";

type Solution = Record<string, unknown>;
type DataFile = Record<string, Solution[]>;

export interface DatasetCopy {
  dir: string;
  edit(subject: string, change: (data: DataFile) => void): void;
  remove(subject: string): void;
  dispose(): void;
}

export function copyDataset(subjects?: string[]): DatasetCopy {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mrben-data-"));
  if (subjects) {
    for (const subject of subjects)
      cpSync(path.join(MRBEN_DATA_DIR, `${subject}.json`), path.join(dir, `${subject}.json`));
  } else {
    cpSync(MRBEN_DATA_DIR, dir, { recursive: true });
  }
  return {
    dir,
    edit(subject, change) {
      const file = path.join(dir, `${subject}.json`);
      const data = JSON.parse(readFileSync(file, "utf8")) as DataFile;
      change(data);
      writeFileSync(file, JSON.stringify(data));
    },
    remove(subject) {
      rmSync(path.join(dir, `${subject}.json`));
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function firstSolution(data: DataFile): Solution {
  const solutions = Object.values(data)[0];
  if (!solutions?.[0]) throw new Error("empty data file");
  return solutions[0];
}
