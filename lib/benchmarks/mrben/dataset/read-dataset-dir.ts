// Reads an MR-Ben data directory: whichever of the seven subject files it holds
// (biology.json ... logic.json), each validated by parseDatasetFile.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { SUBJECTS } from "@/lib/benchmarks/mrben/mr-score";
import { parseDatasetFile, type DatasetItem, type DatasetProblem } from "./dataset-file";

export type DatasetSubject = { key: string; fileName: string; items: DatasetItem[] };

export type ReadDatasetDirResult =
  | {
      ok: true;
      /** In the official subject order. */
      subjects: DatasetSubject[];
      /** Other .json files in the directory (e.g. k_shot_demo.json), not read. */
      ignoredFiles: string[];
    }
  | { ok: false; problems: DatasetProblem[] };

export function readDatasetDir({ dir }: { dir: string }): ReadDatasetDirResult {
  const dirProblem = (message: string): ReadDatasetDirResult => ({
    ok: false,
    problems: [{ file: dir, record: null, field: null, message }],
  });
  if (!existsSync(dir)) return dirProblem(`${dir}: no such directory`);
  if (!statSync(dir).isDirectory()) return dirProblem(`${dir}: not a directory`);

  const names = readdirSync(dir).sort();
  const subjectFiles = new Set(SUBJECTS.map((subject) => `${subject}.json`));
  const ignoredFiles = names.filter((name) => name.endsWith(".json") && !subjectFiles.has(name));
  const present = SUBJECTS.filter((subject) => names.includes(`${subject}.json`));
  if (present.length === 0)
    return dirProblem(`${dir}: no subject files (expected any of ${[...subjectFiles].join(", ")})`);

  const subjects: DatasetSubject[] = [];
  const problems: DatasetProblem[] = [];
  for (const subject of present) {
    const fileName = `${subject}.json`;
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(dir, fileName), "utf8"));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push({
        file: fileName,
        record: null,
        field: null,
        message: `${fileName}: cannot be read as JSON (${reason})`,
      });
      continue;
    }
    const parsed = parseDatasetFile({ subject, fileName, data });
    if (parsed.ok) subjects.push({ key: subject, fileName, items: parsed.items });
    else problems.push(...parsed.problems);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, subjects, ignoredFiles };
}
