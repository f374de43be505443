// The benchmark items a hosted MR-Ben run asked, loaded from the database, and the records of its
// results files rebuilt from them and the stored answers: subjects in the official order, each
// subject's records in the order of the answers given (the data file's).
import "server-only";
import type { HostedAnswerText } from "@/lib/benchmarks/kind-hosted";
import { SUBJECTS } from "@/lib/benchmarks/mrben/mr-score";
import { db } from "@/lib/db";
import { ok, type Result } from "@/lib/result";
import { buildQueryPrompt } from "./build-prompt";
import { datasetRecordOf } from "./dataset-record";
import type { KShotDemos } from "./k-shot-demos";
import { evaluationResultOf, type EvaluatedRecord } from "./results-file";
import { kShotDemosOf } from "./version-demos";

const ITEM_FIELDS = {
  id: true,
  versionId: true,
  questionUuid: true,
  originalSubject: true,
  question: true,
  options: true,
  sampledModel: true,
  steps: true,
  correctness: true,
  firstErrorStep: true,
  errorReason: true,
  rectifiedFirstErrorStep: true,
  extra: true,
  position: true,
  subject: { select: { key: true } },
} as const;

export type ItemRow = Awaited<ReturnType<typeof loadItems>>[number];

/** Rows of a few thousand items at a time: a full run's file holds every item. */
const LOAD_CHUNK = 2000;

export async function loadItems(itemIds: readonly string[]) {
  const rows = [];
  for (let start = 0; start < itemIds.length; start += LOAD_CHUNK)
    rows.push(
      ...(await db.benchmarkItem.findMany({
        where: { id: { in: itemIds.slice(start, start + LOAD_CHUNK) } },
        select: ITEM_FIELDS,
      })),
    );
  return rows;
}

/** The official script's subject order (SUBJECTS), then unknown keys by name. */
export const subjectRank = (key: string) => {
  const index = (SUBJECTS as readonly string[]).indexOf(key);
  return index === -1 ? SUBJECTS.length : index;
};

/** The k-shot demonstrations of the items' versions (one, in practice), when the shot setting needs them. */
export async function demosFor(
  items: readonly ItemRow[],
  shots: number,
): Promise<Result<Map<string, KShotDemos>, { message: string }>> {
  const demos = new Map<string, KShotDemos>();
  if (shots === 0) return ok(demos);
  for (const versionId of new Set(items.map((item) => item.versionId))) {
    const read = await kShotDemosOf(versionId);
    if (!read.ok) return read;
    demos.set(versionId, read.value);
  }
  return ok(demos);
}

export function promptOf(
  item: ItemRow,
  shots: number,
  demos: ReadonlyMap<string, KShotDemos>,
): Result<string, { message: string }> {
  return buildQueryPrompt({
    solution: {
      originalSubject: item.originalSubject,
      question: item.question,
      options: item.options,
      steps: item.steps as string[] | string,
    },
    shots,
    demos: demos.get(item.versionId) ?? null,
  });
}

export interface EvaluatedSubject {
  subject: string;
  records: { itemId: string; evaluated: EvaluatedRecord }[];
}

/**
 * The records of a results file from the answers: each item's dataset record, its prompt and the
 * answer read by the official parser, grouped by subject in the official order (answers of several
 * subjects arrive interleaved: their positions count within each data file).
 */
export async function evaluatedSubjects({
  model,
  shots,
  answers,
}: {
  model: string;
  shots: number;
  answers: readonly HostedAnswerText[];
}): Promise<EvaluatedSubject[]> {
  const rows = await loadItems(answers.map((answer) => answer.itemId));
  const demos = await demosFor(rows, shots);
  if (!demos.ok) throw new Error(`The run's prompts no longer build: ${demos.error.message}`);
  const items = new Map(rows.map((item) => [item.id, item]));
  const bySubject = new Map<string, EvaluatedSubject["records"]>();
  for (const answer of answers) {
    const item = items.get(answer.itemId);
    if (!item) throw new Error(`The benchmark item ${answer.itemId} of a hosted run is gone.`);
    const built = promptOf(item, shots, demos.value);
    if (!built.ok) throw new Error(`The prompt of item ${item.id} no longer builds: ${built.error.message}`);
    const records = bySubject.get(item.subject.key) ?? [];
    records.push({
      itemId: item.id,
      evaluated: {
        record: datasetRecordOf({
          ...item,
          steps: item.steps as string[] | string,
          extra: item.extra as Record<string, unknown>,
        }),
        queryPrompt: built.value,
        result: evaluationResultOf({ evaluatedModel: model, rawResponse: answer.rawResponse }),
      },
    });
    bySubject.set(item.subject.key, records);
  }
  return [...bySubject]
    .sort(([a], [b]) => subjectRank(a) - subjectRank(b) || a.localeCompare(b))
    .map(([subject, records]) => ({ subject, records }));
}
