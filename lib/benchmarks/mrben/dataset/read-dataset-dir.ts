// Reads an MR-Ben data directory: whichever of the seven subject files it holds
// (biology.json ... logic.json), each validated by parseDatasetFile, and the k-shot
// demonstrations (k_shot_demo.json) when it holds them, validated by parseKShotDemos.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseKShotDemos } from "@/lib/benchmarks/mrben/hosted/k-shot-demos";
import { SUBJECTS } from "@/lib/benchmarks/mrben/mr-score";
import { parseDatasetFile, type DatasetItem, type DatasetProblem } from "./dataset-file";

export type DatasetSubject = { key: string; fileName: string; items: DatasetItem[] };

/** k_shot_demo.json as read: its text, kept byte for byte (it was parsed and checked). */
export type KShotDemosFile = { fileName: string; text: string };

/** What MR-Ben's import stores: the subjects, and the demonstrations when the directory has them. */
export type MrbenDataset = { subjects: DatasetSubject[]; kShotDemos: KShotDemosFile | null };

const K_SHOT_DEMOS_FILE = "k_shot_demo.json";

export type ReadDatasetDirResult =
  | {
      ok: true;
      /** In the official subject order. */
      subjects: DatasetSubject[];
      kShotDemos: KShotDemosFile | null;
      /** Other .json files in the directory, not read. */
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
  const ignoredFiles = names.filter(
    (name) => name.endsWith(".json") && !subjectFiles.has(name) && name !== K_SHOT_DEMOS_FILE,
  );
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
  const kShotDemos = names.includes(K_SHOT_DEMOS_FILE) ? readKShotDemos(dir, problems) : null;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, subjects, kShotDemos, ignoredFiles };
}

function readKShotDemos(dir: string, problems: DatasetProblem[]): KShotDemosFile | null {
  const fileName = K_SHOT_DEMOS_FILE;
  const problem = (message: string) => problems.push({ file: fileName, record: null, field: null, message });
  const text = readFileSync(path.join(dir, fileName), "utf8");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    problem(`${fileName}: cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
  const parsed = parseKShotDemos({ data, fileName });
  if (!parsed.ok) {
    for (const message of parsed.error.problems) problem(message);
    return null;
  }
  return { fileName, text };
}
