// MR-Ben's part of a hosted evaluation: the benchmark's items in the official order, the official
// Query_Prompt of each, the official parser's reading of an answer, and the first-stage results file.
import "server-only";
import type { HostedEvaluation } from "@/lib/benchmarks/kind-hosted";
import { parseResponse } from "@/lib/benchmarks/mrben/mr-score";
import { db } from "@/lib/db";
import { demosFor, evaluatedSubjects, loadItems, promptOf, subjectRank } from "./evaluated-records";
import { mrbenHostedJudging } from "./hosted-judging";
import { firstStageFileName, firstStageResultsText } from "./results-file";
import { kShotDemosOf } from "./version-demos";
import { err, ok } from "@/lib/result";

export const mrbenHostedEvaluation: HostedEvaluation = {
  async refuseShots({ versionId, shots }) {
    if (!shots.some((k) => k > 0)) return null;
    const demos = await kShotDemosOf(versionId);
    return demos.ok ? null : demos.error.message;
  },

  async subjects(versionId) {
    const rows = await db.benchmarkSubject.findMany({ where: { versionId }, select: { key: true } });
    return rows.map((row) => row.key).sort((a, b) => subjectRank(a) - subjectRank(b) || a.localeCompare(b));
  },

  async listItems({ versionId, subjects }) {
    const rows = await db.benchmarkItem.findMany({
      where: { versionId, ...(subjects.length > 0 ? { subject: { key: { in: [...subjects] } } } : {}) },
      select: { id: true, position: true, subject: { select: { key: true } } },
    });
    return rows
      .map((row) => ({ itemId: row.id, subject: row.subject.key, position: row.position }))
      .sort(
        (a, b) =>
          subjectRank(a.subject) - subjectRank(b.subject) ||
          a.subject.localeCompare(b.subject) ||
          a.position - b.position,
      );
  },

  async prompts({ itemIds, shots }) {
    const prompts = new Map<string, string>();
    const items = await loadItems(itemIds);
    const demos = await demosFor(items, shots);
    if (!demos.ok) return err({ detail: demos.error.message });
    for (const item of items) {
      const built = promptOf(item, shots, demos.value);
      if (!built.ok) return err({ detail: `the prompt of item ${item.id}: ${built.error.message}` });
      prompts.set(item.id, built.value);
    }
    return ok(prompts);
  },

  parseAnswer: (rawResponse) => ({ ...parseResponse({ raw: rawResponse }) }),

  async resultsFile({ model, shots, answers }) {
    const subjects = await evaluatedSubjects({ model, shots, answers });
    return {
      fileName: firstStageFileName({ model, shots }),
      text: firstStageResultsText({
        subjects: subjects.map(({ subject, records }) => ({
          subject,
          records: records.map((record) => record.evaluated),
        })),
      }),
    };
  },

  judging: mrbenHostedJudging,
};
