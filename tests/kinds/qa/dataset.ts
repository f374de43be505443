// A QA benchmark's folder: benchmark.json and answers.jsonl, read and checked whole.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { DatasetRead } from "@/lib/benchmarks/kind";
import { err, ok } from "@/lib/result";

export interface QaDataset {
  manifest: { slug: string; name: string; description: string };
  /** Each question's answer and, for a benchmark with subjects, its subject's key. */
  items: { id: string; answer: string; subject?: string }[];
}

const ZManifest = z
  .object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/), name: z.string().min(1), description: z.string() })
  .strict();
const ZItem = z
  .object({
    id: z.string().min(1).max(200),
    answer: z.string().max(10_000),
    subject: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/)
      .optional(),
  })
  .strict();

export function readQaDataset(dir: string): DatasetRead<QaDataset> {
  let manifestText: string;
  let answersText: string;
  try {
    manifestText = readFileSync(path.join(dir, "benchmark.json"), "utf8");
    answersText = readFileSync(path.join(dir, "answers.jsonl"), "utf8");
  } catch (error) {
    return err({
      code: "unreadable-folder",
      problems: [`${dir}: ${error instanceof Error ? error.message : error}`],
    });
  }
  const problems: string[] = [];
  const manifest = ZManifest.safeParse(safeJson(manifestText));
  if (!manifest.success)
    problems.push(`benchmark.json: ${manifest.error.issues.map((issue) => issue.message).join("; ")}`);
  const items: QaDataset["items"] = [];
  const seen = new Set<string>();
  answersText.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const item = ZItem.safeParse(safeJson(line));
    if (!item.success) problems.push(`answers.jsonl line ${index + 1}: not {"id", "answer", "subject"?}`);
    else if (seen.has(item.data.id)) problems.push(`answers.jsonl line ${index + 1}: id "${item.data.id}" again`);
    else {
      seen.add(item.data.id);
      items.push(item.data);
    }
  });
  if (items.length === 0 && problems.length === 0) problems.push("answers.jsonl: no items");
  const withSubject = items.filter((item) => item.subject !== undefined).length;
  if (withSubject > 0 && withSubject < items.length)
    problems.push(`answers.jsonl: ${items.length - withSubject} question(s) without a subject, where others have one`);
  if (!manifest.success || problems.length > 0) return err({ code: "invalid-dataset", problems });
  return ok({
    benchmark: { slug: manifest.data.slug, name: manifest.data.name },
    dataset: { manifest: manifest.data, items },
    lines: [`  ${manifest.data.name} (${manifest.data.slug}): ${items.length} questions`],
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
