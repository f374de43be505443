// MR-Ben's judge stage of a hosted run: the records the official script sends to its judge (the
// official rule, with the benchmark's own truth), the official judge prompt for each, the portal's
// judge (the judge audit's settings, temperature 0 and top_p 0.9), and the scored file.
import "server-only";
import type { HostedJudge, HostedJudging } from "@/lib/benchmarks/kind-hosted";
import { judgePrompt } from "@/lib/benchmarks/mrben/judge-audit/judge-prompt";
import { judgeConcurrency, judgeSettings } from "@/lib/benchmarks/mrben/judge/judge-settings";
import { askJudge, type JudgeSettings } from "@/lib/benchmarks/mrben/judge/openai-judge";
import { needsVerdict, parseResponse } from "@/lib/benchmarks/mrben/mr-score";
import { evaluatedSubjects, loadItems } from "./evaluated-records";
import { scoredFileName } from "./results-file";
import { scoredResultsText } from "./scored-file";
import { err, ok } from "@/lib/result";

/** A judge asked through the official request (lib/benchmarks/mrben/judge/openai-judge.ts). */
export function hostedJudgeOf(settings: JudgeSettings, concurrency: number): HostedJudge {
  return {
    model: settings.model,
    concurrency,
    async ask({ prompt, signal }) {
      const call = await askJudge({ settings, prompt, ...(signal ? { signal } : {}) });
      if (!call.ok) return err({ kind: call.error.kind, detail: call.error.message, attempts: call.error.attempts });
      const { content, usage, attempts } = call.value;
      return ok({ text: content, usage, attempts });
    },
  };
}

export const mrbenHostedJudging: HostedJudging = {
  portalJudge() {
    const settings = judgeSettings();
    if (!settings)
      return err({
        code: "no-judge-configured",
        detail: "No judge is configured on this portal (JUDGE_API_BASE_URL is unset), so no record can be judged.",
      });
    return ok(hostedJudgeOf(settings, judgeConcurrency()));
  },

  async judgePrompts({ answers }) {
    const items = new Map((await loadItems(answers.map((answer) => answer.itemId))).map((item) => [item.id, item]));
    const prompts = new Map<string, string>();
    for (const answer of answers) {
      const item = items.get(answer.itemId);
      if (!item) throw new Error(`The benchmark item ${answer.itemId} of a hosted run is gone.`);
      // Parsed as the file's Evaluation_Result is, from the raw response.
      const parsed = parseResponse({ raw: answer.rawResponse });
      const asks = needsVerdict({
        subject: item.subject.key,
        truthCorrectness: item.correctness,
        truthFirstErrorStep: item.firstErrorStep,
        solutionCorrectness: parsed.solutionCorrectness,
        firstErrorStep: parsed.firstErrorStep,
      });
      if (!asks) continue;
      prompts.set(
        item.id,
        judgePrompt({
          solution: {
            subject: item.subject.key,
            datasetSubject: item.originalSubject,
            question: item.question,
            steps: item.steps,
            firstErrorStep: item.firstErrorStep,
            errorReason: item.errorReason,
            rectifiedFirstErrorStep: item.rectifiedFirstErrorStep,
          },
          answer: { firstErrorStep: parsed.firstErrorStep, errorReason: parsed.errorReason },
        }),
      );
    }
    return prompts;
  },

  async scoredFile({ model, shots, answers, verdicts }) {
    const byItem = new Map(verdicts.map((verdict) => [verdict.itemId, verdict]));
    const subjects = await evaluatedSubjects({ model, shots, answers });
    return {
      fileName: scoredFileName({ model, shots }),
      text: scoredResultsText({
        subjects: subjects.map(({ subject, records }) => ({
          subject,
          records: records.map(({ itemId, evaluated }) => {
            const verdict = byItem.get(itemId);
            return {
              evaluated,
              verdict: verdict ? { scoringModel: verdict.judgeModel, rawResponse: verdict.rawResponse } : null,
            };
          }),
        })),
      }),
    };
  },
};
