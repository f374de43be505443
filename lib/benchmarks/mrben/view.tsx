// MR-Ben's view: a run's scores per subject (the judge-free MCC and ACC_step apart from the
// judge-dependent ACC_reason) and validation report, the judge audit and the analyses under it,
// its records (items) and one record beside its benchmark item, and the spot check's sample.
import type { Route } from "next";
import { defineKindView } from "@/lib/benchmarks/kind-view";
import { db } from "@/lib/db";
import { loadRunAudits, type RunAudits } from "@/lib/benchmarks/mrben/judge/run-audits";
import { storedAnalyses } from "@/lib/benchmarks/mrben/mr-score";
import { ZClaimedScores } from "@/lib/validations/submission-meta";
import { RefreshWhileProcessing } from "@/components/refresh-while-processing";
import type { MrbenPages } from "./page-types";
import type { RecordResultDetail } from "./record-results";
import { AnalysesPanel } from "./ui/analyses-panel";
import { JudgeAuditPanel, submittedScores } from "./ui/judge-audit-panel";
import { RejudgeButton, RetryFailedButton } from "./ui/judge-buttons";
import { RecordDetail } from "./ui/record-detail";
import { RecordResultsTable } from "./ui/record-results-table";
import { ScoresTable } from "./ui/scores-table";
import { MrbenHostedHelp } from "./ui/hosted-help";
import { mrbenModelPage } from "./ui/model-page/model-page-section";
import { MrbenSubmitGuide } from "./ui/submit-guide";
import { mrbenSpotCheck } from "./ui/spot-check-records";
import { ValidationReport } from "./ui/validation-report";

const subjectsOf = (scoringId: string) =>
  db.subjectScore.findMany({ where: { scoringId }, orderBy: { subject: "asc" } });

/** Why a full re-judge cannot be asked for now, or null. */
function rejudgeBlocker(audits: RunAudits): string | null {
  if (!audits.enabled) return "The judge audit is off: no judge API is configured.";
  if (audits.audits.some((audit) => audit.scope === "full" && audit.status === "running"))
    return "A full re-judge is running.";
  return null;
}

/** An item of a results file as its subject and index: "math[12]". */
function itemLabel(record: RecordResultDetail): string {
  return `${record.subject}[${record.recordIndex}]`;
}

export const mrbenView = defineKindView<MrbenPages>({
  recordNoun: "item",
  ownPages: {
    "overall-board": () => import("./pages/overall-board-page"),
    "subject-board": () => import("./pages/subject-board-page"),
    "board-as-of": () => import("./pages/board-as-of-page"),
    "subject-board-as-of": () => import("./pages/subject-board-as-of-page"),
    about: () => import("./pages/about-page"),
    analyses: () => import("./pages/analyses-page"),
    compare: () => import("./pages/compare-page"),
    items: () => import("./pages/items-page"),
    item: () => import("./pages/item-page"),
    "reported-entries": () => import("./pages/reported-entries-page"),
    "new-reported-entry": () => import("./pages/new-reported-entry-page"),
  },

  UploadHelp: () => (
    <p className="text-sm text-slate-600">
      The files the official script writes after its judge stage, unmodified (plain or gzip-compressed). The portal
      rescores them against the benchmark&apos;s own ground truth.
    </p>
  ),

  SubmitGuide: MrbenSubmitGuide,

  modelPage: mrbenModelPage,

  HostedHelp: MrbenHostedHelp,

  async RunReport({ shots, scoring, claimedScores, provenance }) {
    const claims = ZClaimedScores.safeParse(claimedScores ?? {});
    const claimed = claims.success ? (claims.data[String(shots) as "0" | "1"] ?? null) : null;
    return (
      <>
        <ScoresTable subjects={await subjectsOf(scoring.id)} claimed={claimed} />
        {provenance}
        <h3 className="pt-2 text-base font-semibold text-slate-900">Validation report</h3>
        <ValidationReport report={scoring.report} />
      </>
    );
  },

  async RunPanels({ submissionId, shots, scoring, moderator }) {
    const [audits, subjects] = await Promise.all([loadRunAudits(scoring.id), subjectsOf(scoring.id)]);
    const submitted = submittedScores({ score: scoring.score, subjects });
    return (
      <>
        <JudgeAuditPanel
          shots={shots}
          audits={audits}
          submitted={submitted}
          refresher={<RefreshWhileProcessing everyMs={3000} />}
          actions={
            moderator
              ? (audit) =>
                  audit === null ? (
                    <RejudgeButton submissionId={submissionId} shots={shots} disabledReason={rejudgeBlocker(audits)} />
                  ) : audit.failed > 0 && audit.status !== "running" ? (
                    <RetryFailedButton submissionId={submissionId} auditId={audit.id} />
                  ) : null
              : undefined
          }
        />
        <AnalysesPanel
          shots={shots}
          analyses={storedAnalyses(scoring)}
          pending={moderator ? undefined : <RefreshWhileProcessing everyMs={3000} />}
        />
      </>
    );
  },

  RecordsTable: ({ rows, recordHref }) => (
    <RecordResultsTable rows={rows} recordHref={(id) => recordHref(id) as Route} />
  ),
  RecordDetail: ({ detail }) => <RecordDetail record={detail} />,
  recordTitle: itemLabel,
  recordLabel: itemLabel,

  spotCheck: mrbenSpotCheck,
});
