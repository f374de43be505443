// MR-Ben's server part: its truth from the database, what it stores of a scoring, the judge audit
// started on every scored run and the background work (judge audits, analyses), and what
// moderation, the records pages and the API read of a scoring.
import "server-only";
import type { MrbenPages } from "./page-types";
import type { KindServer } from "@/lib/benchmarks/kind-server";
import type { MrbenDataset } from "@/lib/benchmarks/mrben/dataset/read-dataset-dir";
import { startAnalysesSweeper } from "@/lib/benchmarks/mrben/analyses/analyses-sweeper";
import { auditScoredRun } from "@/lib/benchmarks/mrben/judge/audit-scored-run";
import { judgeSettings } from "@/lib/benchmarks/mrben/judge/judge-settings";
import { startJudgeWorker } from "@/lib/benchmarks/mrben/judge/judge-worker";
import { loadBoardChangeLog } from "@/lib/boards/board-load";
import { env } from "@/lib/env";
import type { ScoreReport } from "@/lib/benchmarks/mrben/mr-score";
import { mrbenHostedEvaluation } from "./hosted/hosted-evaluation";
import { importMrbenDataset } from "./import";
import { mrbenBoardParts } from "./board/board-parts";
import type { MrbenTruth, ResultsFile } from "./kind";
import { getRecordResult, listRecordResults, MRBEN_RECORD_FILTERS } from "./record-results";
import { mrbenApprovalBlockers, mrbenCoverage, mrbenReviewRun, mrbenReviewSetup } from "./review";
import { resultsFileNameWarnings } from "./results-file-name";
import { mrbenScoringJson } from "./scoring-json";
import { sampleRecordResults } from "./spot-check-sample";
import { storeMrbenDetails } from "./store-details";
import { getBoardData } from "./board/load-board";
import { modelJson } from "./board/model-json";
import { getCurrentBenchmarkTruth } from "./truth";

export const mrbenServer: KindServer<
  Record<string, never>,
  MrbenDataset,
  MrbenTruth,
  ResultsFile,
  ScoreReport,
  MrbenPages
> = {
  ownRoutes: {
    leaderboard: async () => ({ GET: (await import("./board-routes")).leaderboardRoute }),
    "leaderboard-csv": async () => ({ GET: (await import("./board-routes")).leaderboardCsvRoute }),
    "model-analyses": async () => ({ GET: (await import("./board-routes")).modelAnalysesRoute }),
    badge: async () => ({ GET: (await import("./board-routes")).badgeRoute }),
    "reported-entries": async () => ({
      POST: (await import("./reported/reported-entry-routes")).addReportedEntryRoute,
    }),
    "reported-entry-decisions": async () => ({
      POST: (await import("./reported/reported-entry-routes")).decideReportedEntryRoute,
    }),
  },

  importDataset: importMrbenDataset,
  currentTruth: () => getCurrentBenchmarkTruth(),
  storeDetails: storeMrbenDetails,
  afterScored: ({ runId }) => auditScoredRun(runId),
  hosted: mrbenHostedEvaluation,
  async startWorkers() {
    const settings = judgeSettings();
    const judge = settings ? await startJudgeWorker({ settings, concurrency: env.JUDGE_CONCURRENCY }) : null;
    if (settings)
      console.error(`[judge] worker started: ${settings.model}, ${env.JUDGE_CONCURRENCY} request(s) at once`);
    const analyses = startAnalysesSweeper();
    return {
      async stop() {
        analyses.stop();
        await judge?.stop();
      },
    };
  },

  approvalBlockers: mrbenApprovalBlockers,
  coverageBlockers: mrbenCoverage,
  fileNameWarnings: resultsFileNameWarnings,
  reviewRun: mrbenReviewRun,
  reviewSetup: mrbenReviewSetup,

  recordFilters: MRBEN_RECORD_FILTERS,
  listRecords: (scoring, filters, page) => listRecordResults(scoring.id, filters, page),
  async getRecord(scoring, key) {
    if (!/^\d{1,18}$/.test(key)) return null;
    const record = await getRecordResult({ scoringId: scoring.id, recordId: BigInt(key) });
    return record ? { detail: record, previous: null, next: null } : null;
  },
  sampleRecords: (scoring, seed) => sampleRecordResults(scoring.id, seed),

  scoringJson: mrbenScoringJson,
  // MR-Ben's board is its own (lib/benchmarks/mrben/board, served at / and /api/v1/leaderboard), not the shared one.
  boardFigures: async (scorings) => new Map(scorings.map((scoring) => [scoring.id, {}])),
  boardExport: { benchmark: () => ({}), entry: () => ({}), csv: () => [] },
  boardChanges: () => loadBoardChangeLog(mrbenBoardParts),
  modelDocument: async (slug) => modelJson({ data: await getBoardData(), slug }),
};
