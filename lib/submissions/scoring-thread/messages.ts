// What the server and its scoring thread say to each other (score-off-thread.ts, thread-main.ts).
import type { Result } from "../../result";

export type ScoringThreadRequest =
  /** A benchmark version's truth as the kind's thread module takes it, sent once per thread, module and version. */
  | { op: "truth"; module: string; versionId: string; truth: unknown }
  /** One part of a file (a results file's top-level member), in file order. */
  | { op: "part"; jobId: number; key: string; value: unknown }
  /** Score the parts sent for `jobId` against the version's truth with the kind's module. */
  | { op: "score"; jobId: number; module: string; versionId: string; options: unknown };

/** The job's outcome, or the error that stopped it (thrown again on the server's side: a bug, not a refusal). */
export type ScoringThreadReply = { jobId: number } & Result<unknown, string>;
