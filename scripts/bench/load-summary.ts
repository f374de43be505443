// What `npm run bench:load` reports: per reader endpoint and time window, the throughput, latency
// percentiles and failures from the answers it logged; the uploads, the rescore and the server's
// memory; and the verdict against the targets (no errors, reader p99 under 250 ms during uploads).

/** One reader request's end: an answer (its status and latency) or a failure. Times in ms. */
export type ReaderEvent = { at: number; ms: number; status: number } | { at: number; failure: "timeout" | "error" };

export type TimeWindow = { name: string; from: number; to: number };

export type ReaderRow = {
  endpoint: string;
  window: string;
  answers: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  timeouts: number;
  connectionErrors: number;
};

export type UploadOutcome = { status: number; ms: number; detail?: string };
export type RescoreOutcome = {
  status: string;
  seconds: number;
  totalFiles: number;
  error?: string | null;
  /** Files done when the readers stopped (the rest ran without them). */
  doneWhileReading?: number;
};
export type MemoryFigures = { start: number; peak: number; end: number };

const MAX_P99_DURING_UPLOADS_MS = 250;
const MB = 1024 * 1024;

/** Nearest-rank percentile of ascending values (0 for none). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarizeEndpoint(endpoint: string, events: ReaderEvent[], window: TimeWindow): ReaderRow {
  const inside = events.filter((event) => event.at >= window.from && event.at <= window.to);
  const latencies: number[] = [];
  let non2xx = 0;
  let timeouts = 0;
  let connectionErrors = 0;
  for (const event of inside) {
    if ("failure" in event) {
      if (event.failure === "timeout") timeouts += 1;
      else connectionErrors += 1;
      continue;
    }
    latencies.push(event.ms);
    if (event.status < 200 || event.status > 299) non2xx += 1;
  }
  latencies.sort((a, b) => a - b);
  const seconds = Math.max(window.to - window.from, 1) / 1000;
  return {
    endpoint,
    window: window.name,
    answers: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    non2xx,
    timeouts,
    connectionErrors,
  };
}

const rowErrors = (row: ReaderRow) => row.non2xx + row.timeouts + row.connectionErrors;

export function formatReaderTable(rows: ReaderRow[]): string {
  const cells = (values: string[]) =>
    values.map((value, index) => (index < 2 ? value.padEnd(index === 0 ? 44 : 15) : value.padStart(8))).join(" ");
  const lines = [
    cells(["endpoint", "window", "answers", "req/s", "p50 ms", "p99 ms", "max ms", "non2xx", "timeout", "conn err"]),
  ];
  for (const row of rows) {
    lines.push(
      cells([
        row.endpoint,
        row.window,
        String(row.answers),
        row.perSecond.toFixed(0),
        row.p50.toFixed(0),
        row.p99.toFixed(0),
        row.max.toFixed(0),
        String(row.non2xx),
        String(row.timeouts),
        String(row.connectionErrors),
      ]),
    );
  }
  return lines.join("\n");
}

export type LoadReport = {
  /** Every endpoint over the whole run. */
  overall: ReaderRow[];
  /** Every endpoint while the uploads ran (empty without uploads). */
  duringUploads: ReaderRow[];
  uploads: UploadOutcome[];
  rescore: RescoreOutcome | null;
  memory: MemoryFigures | null;
};

export type LoadVerdict = { errors: number; p99Met: boolean; exitCode: 0 | 1; lines: string[] };

/** Errors fail the run (exit 1); a p99 over the target is reported, since it depends on the machine. */
export function loadVerdict(report: LoadReport): LoadVerdict {
  const readerErrors = report.overall.reduce((sum, row) => sum + rowErrors(row), 0);
  const failedUploads = report.uploads.filter((upload) => upload.status !== 201).length;
  const rescoreFailed = report.rescore !== null && report.rescore.status !== "completed";
  const errors = readerErrors + failedUploads + (rescoreFailed ? 1 : 0);
  const slow = report.duringUploads.filter((row) => row.p99 >= MAX_P99_DURING_UPLOADS_MS);
  const p99Met = report.duringUploads.length > 0 && slow.length === 0;
  const lines = [
    `errors: ${errors === 0 ? "none" : `${errors} (readers ${readerErrors}, failed uploads ${failedUploads}${rescoreFailed ? ", rescore not completed" : ""})`}`,
    report.duringUploads.length === 0
      ? "reader p99 during uploads: not measured (no uploads)"
      : `reader p99 during uploads < ${MAX_P99_DURING_UPLOADS_MS} ms: ${p99Met ? "MET" : `MISSED (${slow.map((row) => `${row.endpoint} ${row.p99.toFixed(0)} ms`).join(", ")})`}`,
    `target (zero errors, p99 < ${MAX_P99_DURING_UPLOADS_MS} ms during uploads): ${errors === 0 && p99Met ? "MET" : "NOT MET"}`,
  ];
  return { errors, p99Met, exitCode: errors === 0 ? 0 : 1, lines };
}

export function formatUploads(uploads: UploadOutcome[]): string {
  if (uploads.length === 0) return "uploads: none";
  return `uploads: ${uploads
    .map(
      (upload) => `${upload.status} in ${(upload.ms / 1000).toFixed(1)} s${upload.detail ? ` (${upload.detail})` : ""}`,
    )
    .join("; ")}`;
}

export function formatRescore(rescore: RescoreOutcome | null): string {
  if (!rescore) return "rescore: skipped";
  const whileReading =
    rescore.doneWhileReading === undefined ? "" : `, ${rescore.doneWhileReading} of them while the readers ran`;
  return `rescore: ${rescore.status}, ${rescore.totalFiles} files in ${rescore.seconds.toFixed(1)} s${whileReading}${rescore.error ? ` (${rescore.error})` : ""}`;
}

export function formatMemory(memory: MemoryFigures | null): string {
  if (!memory) return "server RSS: not sampled (the server's process was not found)";
  const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  return `server RSS: start ${mb(memory.start)}, peak ${mb(memory.peak)}, end ${mb(memory.end)}`;
}
