// Moderators' standing flags on board entries, as the boards, model pages and exports show them
// (lib/moderation/entry-flags.ts adds and removes them).
import "server-only";
import { db } from "@/lib/db";
import { shownFlag, type ShownFlag } from "@/lib/validations/entry-flag";

type FlagRow = {
  kind: ShownFlag["kind"];
  note: string;
  createdAt: Date;
  submissionId: string | null;
  reportedEntryId: string | null;
};

/** Per entry id (a submission's or a reported entry's), its flags standing now (or just before `at`), oldest first. */
export async function standingFlags(targets: {
  submissionIds: string[];
  reportedEntryIds: string[];
  at?: Date | null;
}): Promise<Map<string, ShownFlag[]>> {
  const byEntry = new Map<string, ShownFlag[]>();
  if (targets.submissionIds.length === 0 && targets.reportedEntryIds.length === 0) return byEntry;
  const entries = {
    OR: [{ submissionId: { in: targets.submissionIds } }, { reportedEntryId: { in: targets.reportedEntryIds } }],
  };
  const standing = targets.at
    ? { createdAt: { lt: targets.at }, OR: [{ removedAt: null }, { removedAt: { gte: targets.at } }] }
    : { removedAt: null };
  const rows: FlagRow[] = await db.entryFlag.findMany({
    where: { AND: [entries, standing] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { kind: true, note: true, createdAt: true, submissionId: true, reportedEntryId: true },
  });
  for (const row of rows) {
    const id = row.submissionId ?? row.reportedEntryId!;
    byEntry.set(id, [...(byEntry.get(id) ?? []), shownFlag(row)]);
  }
  return byEntry;
}
