// A kind that scores while it scans (BenchmarkKind.scoringScanner), as the reader readSubmittedFile
// and readFileAt take: what they call the parsed file is then the scoring and what storing needs.
import type {
  BenchmarkKind,
  FileScanner,
  ParsedFile,
  ScoredWhileScanning,
  ScoreOutcome,
  Shots,
} from "@/lib/benchmarks/kind";

export type ScoringReader<Input, Result> = {
  scanner(shots: Shots): FileScanner<unknown>;
  parse(scanned: unknown, shots: Shots): ParsedFile<ScoredWhileScanning<Input, Result>>;
};

/** The kind's one-pass reader for this truth and setting, or null when the kind has none. */
export function scoringReader<Settings, Truth, Input, Result>(
  kind: Pick<BenchmarkKind<Settings, unknown, Truth, Input, Result>, "scoringScanner">,
  input: { truth: Truth; settings: Settings; shots: Shots; storing: boolean },
): ScoringReader<Input, Result> | null {
  const { scoringScanner } = kind;
  if (!scoringScanner) return null;
  return {
    scanner: () => scoringScanner(input),
    parse: (scanned) => ({ ok: true, input: scanned as ScoredWhileScanning<Input, Result> }),
  };
}

/**
 * What a reader gave, as a scoring and the file storing reads: the one-pass reader's own, or the
 * read file scored by `score` (in process, or in the scoring thread).
 */
export async function scoredRead<Input, Result>(
  oneGo: ScoringReader<Input, Result> | null,
  read: unknown,
  score: (file: Input) => ScoreOutcome<Result> | Promise<ScoreOutcome<Result>>,
): Promise<ScoredWhileScanning<Input, Result>> {
  if (oneGo) return read as ScoredWhileScanning<Input, Result>;
  return { stored: read as Input, outcome: await score(read as Input) };
}
