// Decides what an import does, from digests alone: nothing, add or refresh subjects in the
// current version, or start a new version because ground truth that scores rest on changed.
export type SubjectChange =
  | "new" // not in the current version: added to it
  | "unchanged"
  | "text-updated" // same items and truth, other fields differ: updated in place
  | "truth-changed"; // items or their truth differ: needs a new version

export interface StoredSubjectDigests {
  key: string;
  truthDigest: string;
  contentDigest: string;
}

export type IncomingSubjectDigests = StoredSubjectDigests;

export type ImportPlan =
  | { kind: "first-version"; changes: Record<string, SubjectChange> }
  | { kind: "nothing"; versionNumber: number; changes: Record<string, SubjectChange> }
  | { kind: "update-current"; versionNumber: number; changes: Record<string, SubjectChange> }
  | { kind: "new-version"; fromVersion: number; versionNumber: number; changes: Record<string, SubjectChange> };

export function planImport({
  current,
  incoming,
}: {
  current: { number: number; subjects: StoredSubjectDigests[] } | null;
  incoming: IncomingSubjectDigests[];
}): ImportPlan {
  if (current === null) {
    return {
      kind: "first-version",
      changes: Object.fromEntries(incoming.map((subject) => [subject.key, "new" as const])),
    };
  }
  const stored = new Map(current.subjects.map((subject) => [subject.key, subject]));
  const changes: Record<string, SubjectChange> = {};
  for (const subject of incoming) {
    const before = stored.get(subject.key);
    if (!before) changes[subject.key] = "new";
    else if (before.truthDigest !== subject.truthDigest) changes[subject.key] = "truth-changed";
    else if (before.contentDigest !== subject.contentDigest) changes[subject.key] = "text-updated";
    else changes[subject.key] = "unchanged";
  }
  const kinds = Object.values(changes);
  if (kinds.includes("truth-changed")) {
    return { kind: "new-version", fromVersion: current.number, versionNumber: current.number + 1, changes };
  }
  if (kinds.every((change) => change === "unchanged")) {
    return { kind: "nothing", versionNumber: current.number, changes };
  }
  return { kind: "update-current", versionNumber: current.number, changes };
}
