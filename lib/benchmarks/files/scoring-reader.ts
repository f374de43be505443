// A kind that scores while it scans (BenchmarkKind.scoringScanner), as the reader readSubmittedFile
// and readFileAt take: what they call the parsed file is then the scoring and what storing needs.
import type { BenchmarkKind, FileScanner, ParsedFile, ScoredWhileScanning, Shots } from "@/lib/benchmarks/kind";

export type ScoringReader<Input, Result> = {
  scanner(shots: Shots): FileScanner<unknown>;
  parse(scanned: unknown, shots: Shots): ParsedFile<ScoredWhileScanning<Input, Result>>;
};

/** The kind's one-pass reader for this truth and setting, or null when the kind has none. */
export function scoringReader<Settings, Truth, Input, Result>(
  kind: Pick<BenchmarkKind<Settings, unknown, Truth, Input, Result>, "scoringScanner">,
  input: { truth: Truth; settings: Settings; shots: Shots },
): ScoringReader<Input, Result> | null {
  const { scoringScanner } = kind;
  if (!scoringScanner) return null;
  return {
    scanner: () => scoringScanner(input),
    parse: (scanned) => ({ ok: true, input: scanned as ScoredWhileScanning<Input, Result> }),
  };
}
