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
import { ok } from "@/lib/result";

export type ScoringReader<Input, Scored> = {
  scanner(shots: Shots): FileScanner<unknown>;
  parse(scanned: unknown, shots: Shots): ParsedFile<ScoredWhileScanning<Input, Scored>>;
};

/** The kind's one-pass reader for this truth and setting, or null when the kind has none. */
export function scoringReader<Settings, Truth, Input, Scored>(
  kind: Pick<BenchmarkKind<Settings, unknown, Truth, Input, Scored>, "scoringScanner">,
  input: { truth: Truth; settings: Settings; shots: Shots; storing: boolean },
): ScoringReader<Input, Scored> | null {
  const { scoringScanner } = kind;
  if (!scoringScanner) return null;
  return {
    scanner: () => scoringScanner(input),
    parse: (scanned) => ok(scanned as ScoredWhileScanning<Input, Scored>),
  };
}

/**
 * What a reader gave, as a scoring and the file storing reads: the one-pass reader's own, or the
 * read file scored by `score` (in process, or in the scoring thread).
 */
export async function scoredRead<Input, Scored>(
  oneGo: ScoringReader<Input, Scored> | null,
  read: unknown,
  score: (file: Input) => ScoreOutcome<Scored> | Promise<ScoreOutcome<Scored>>,
): Promise<ScoredWhileScanning<Input, Scored>> {
  if (oneGo) return read as ScoredWhileScanning<Input, Scored>;
  return { stored: read as Input, outcome: await score(read as Input) };
}
