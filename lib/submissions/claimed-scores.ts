// Claimed scores checked against the benchmark they are for: only a kind that asks for claims
// takes them, and only for its own parts (MR-Ben's subjects).
import type { BenchmarkKind } from "@/lib/benchmarks/kind";
import type { FieldError, TClaimedScores } from "@/lib/validations/submission-meta";

export function refusedClaims(
  kind: Pick<BenchmarkKind, "label" | "asks" | "claimedParts">,
  claims: TClaimedScores | null | undefined,
): FieldError[] {
  if (!claims) return [];
  if (!kind.asks.claimedScores)
    return [
      { pointer: "claimedScores", detail: `claimedScores: ${kind.label} results are not compared with claimed scores` },
    ];
  const parts = kind.claimedParts ?? [];
  return (["0", "1"] as const).flatMap((shots) =>
    Object.keys(claims[shots]?.subjects ?? {})
      .filter((part) => !parts.includes(part))
      .map((part) => {
        const pointer = `claimedScores.${shots}.subjects.${part}`;
        return {
          pointer,
          detail: `${pointer}: ${kind.label} has no part "${part}" (expected one of: ${parts.join(", ")})`,
        };
      }),
  );
}
