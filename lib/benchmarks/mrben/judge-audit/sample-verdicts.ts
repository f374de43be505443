// Which verdicts the server re-judges: a random sample of those that count toward ACC_reason,
// stratified by subject (each subject's share of the sample is its share of the verdicts, at least
// one where it has any), drawn from a seed so a file's sample is the same every time.
import { fnv1a32 } from "../mr-score";

export interface Candidate {
  subject: string;
  /** A stable key of the record (its index in the subject), also the order drawn from. */
  key: string;
}

export function sampleVerdicts<T extends Candidate>({
  candidates,
  size,
  seed,
}: {
  candidates: readonly T[];
  size: number;
  /** E.g. the file's SHA-256: another file, another sample. */
  seed: string;
}): T[] {
  if (size >= candidates.length) return [...candidates];
  const bySubject = new Map<string, T[]>();
  for (const candidate of candidates) {
    const list = bySubject.get(candidate.subject) ?? [];
    list.push(candidate);
    bySubject.set(candidate.subject, list);
  }
  const quotas = allocate(
    [...bySubject].map(([subject, list]) => ({ subject, available: list.length })),
    size,
    candidates.length,
  );
  const picked: T[] = [];
  for (const [subject, list] of [...bySubject].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const quota = quotas.get(subject) ?? 0;
    // Rank by a hash of seed and key: a seeded shuffle that does not depend on the file's order.
    const ranked = [...list].sort(
      (a, b) =>
        fnv1a32(`${seed}:${a.subject}:${a.key}`) - fnv1a32(`${seed}:${b.subject}:${b.key}`) || (a.key < b.key ? -1 : 1),
    );
    picked.push(...ranked.slice(0, quota));
  }
  return picked;
}

/** Largest-remainder allocation of `size` over the subjects, at least one each where possible. */
function allocate(strata: { subject: string; available: number }[], size: number, total: number): Map<string, number> {
  const quotas = new Map<string, number>();
  const exact = strata.map((stratum) => ({ ...stratum, share: (stratum.available / total) * size }));
  let given = 0;
  for (const stratum of exact) {
    const quota = Math.min(stratum.available, Math.max(size >= strata.length ? 1 : 0, Math.floor(stratum.share)));
    quotas.set(stratum.subject, quota);
    given += quota;
  }
  const byRemainder = [...exact].sort((a, b) => b.share - Math.floor(b.share) - (a.share - Math.floor(a.share)));
  while (given < size) {
    const next = byRemainder.find((stratum) => quotas.get(stratum.subject)! < stratum.available);
    if (!next) break;
    quotas.set(next.subject, quotas.get(next.subject)! + 1);
    given++;
    byRemainder.push(byRemainder.splice(byRemainder.indexOf(next), 1)[0]!);
  }
  while (given > size) {
    const largest = [...quotas].sort((a, b) => b[1] - a[1])[0]!;
    quotas.set(largest[0], largest[1] - 1);
    given--;
  }
  return quotas;
}
