// An MR-Ben results file scored while it is scanned (uploads, the command line): each record is
// scored as soon as it is parsed, then dropped but for the fields its stored row keeps, so the file
// never stands in memory whole (a 22 MB file took ~130 MB of heap, and the collector's time with
// it). The result is scoreResultsFile's; `stored` reads in recordRows as the whole file would.
import type { FileScanner, ScanOutcome } from "@/lib/benchmarks/kind";
import type { ResultsFile } from "./kind";
import { ResultsFileScorer, type ScoreResult, type TruthSource } from "./mr-score";
import { storedPartOf } from "./record-rows";
import type { SubjectScorer } from "./mr-score/score-subject";
import { RecordScanner } from "./results-file/record-scanner";
import type { MemberSink } from "./results-file/scan-limits";
import { err, ok } from "@/lib/result";

export function scoreWhileScanning({
  truth,
  includeItemKeys,
  storing = true,
}: {
  truth: TruthSource;
  includeItemKeys: boolean;
  /** Keep what stored rows read (false: `stored` stays empty). */
  storing?: boolean;
}): FileScanner<{ scored: ScoreResult; stored: ResultsFile }> {
  const scorer = new ResultsFileScorer({ truth, includeItemKeys });
  // Only subjects are stored: they are the only records rows are made of.
  const stored: ResultsFile = {};
  let subject: SubjectScorer | null = null;
  let storedRecords: unknown[] = [];
  const sink: MemberSink = {
    arrayStarts: (key) => {
      subject = scorer.subject(key);
      storedRecords = [];
      if (subject !== null && storing) stored[key] = storedRecords;
    },
    record: (record) => {
      if (subject === null) return;
      subject.add(record);
      if (storing) storedRecords.push(storedPartOf(record));
    },
    arrayEnds: () => {
      if (subject !== null) scorer.endSubject(subject);
      subject = null;
    },
    member: (key, value) => scorer.member(key, value),
  };
  const scanner = new RecordScanner({ sink });
  return {
    push: (bytes) => scanner.push(bytes),
    end: (): ScanOutcome<{ scored: ScoreResult; stored: ResultsFile }> => {
      const scanned = scanner.end();
      if (!scanned.ok) return err(scanned.error);
      return ok({ content: { scored: scorer.finish(), stored }, jsonBytes: scanned.jsonBytes });
    },
  };
}
