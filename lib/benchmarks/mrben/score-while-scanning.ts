// An MR-Ben results file scored while it is scanned (the command line): each record is scored as
// soon as it is parsed, then dropped, so the file never stands in memory whole (a 22 MB file took
// ~130 MB of heap, and the collector's time with it). The result is scoreResultsFile's.
import type { FileScanner, ScanOutcome } from "@/lib/benchmarks/kind";
import { ResultsFileScorer, type ScoreResult, type TruthSource } from "./mr-score";
import type { SubjectScorer } from "./mr-score/score-subject";
import { RecordScanner } from "./results-file/record-scanner";
import type { MemberSink } from "./results-file/scan-limits";

export function scoreWhileScanning({
  truth,
  includeItemKeys,
}: {
  truth: TruthSource;
  includeItemKeys: boolean;
}): FileScanner<ScoreResult> {
  const scorer = new ResultsFileScorer({ truth, includeItemKeys });
  let subject: SubjectScorer | null = null;
  const sink: MemberSink = {
    arrayStarts: (key) => {
      subject = scorer.subject(key);
    },
    record: (record) => subject?.add(record),
    arrayEnds: () => {
      if (subject !== null) scorer.endSubject(subject);
      subject = null;
    },
    member: (key, value) => scorer.member(key, value),
  };
  const scanner = new RecordScanner({ sink });
  return {
    push: (bytes) => scanner.push(bytes),
    end: (): ScanOutcome<ScoreResult> => {
      const scanned = scanner.end();
      return scanned.ok ? { ok: true, value: scorer.finish(), jsonBytes: scanned.jsonBytes } : scanned;
    },
  };
}
