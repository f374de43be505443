// Moderators' flags on board entries ("contamination suspected", "setup differs"), each with a note:
// added and removed by moderators, one standing flag of a kind per entry, every change in the audit
// log in the same transaction, the boards' cache dropped after it. Shown on the board, the model
// page and the exports while it stands.
import "server-only";
import { canModerate } from "@/lib/auth/permissions";
import type { AuthUser } from "@/lib/auth/users";
import { actorLabel, NAMED_ACCOUNT_SELECT } from "@/lib/audit-log/audit-log";
import { db } from "@/lib/db";
import type { EntryFlagKind } from "@/lib/generated/prisma/client";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import { err, ok, type Result } from "@/lib/result";
import { ENTRY_FLAG_LABELS, MAX_FLAG_NOTE_LENGTH, type EntryFlagFailure } from "@/lib/validations/entry-flag";

/** A flag's board entry: an approved submission, or a reported entry. */
export type FlagTarget = { submissionId: string } | { reportedEntryId: string };

type EntryFlagResult = Result<{ id: string }, EntryFlagFailure>;

const fail = (code: EntryFlagFailure["code"], message: string) => err({ code, message });

export const FLAGGING_REFUSAL = "Only moderators and admins flag entries.";
const FORBIDDEN = FLAGGING_REFUSAL;

export async function flagEntry({
  actor,
  target,
  kind,
  note,
}: {
  actor: AuthUser;
  target: FlagTarget;
  kind: EntryFlagKind;
  note: string;
}): Promise<EntryFlagResult> {
  if (!canModerate(actor)) return fail("forbidden", FORBIDDEN);
  const text = note.trim();
  if (text === "") return fail("invalid-note", "A flag needs a note saying why.");
  if (text.length > MAX_FLAG_NOTE_LENGTH)
    return fail("invalid-note", `The note is ${text.length} characters long; at most ${MAX_FLAG_NOTE_LENGTH}.`);
  const exists =
    "submissionId" in target
      ? await db.submission.count({ where: { id: target.submissionId } })
      : await db.reportedEntry.count({ where: { id: target.reportedEntryId } });
  if (exists === 0) return fail("not-found", "No such entry.");

  const created = await db.$transaction(async (tx) => {
    // One standing flag of a kind per entry, whichever moderator adds it at whatever moment.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`entry-flag:${JSON.stringify(target)}:${kind}`}, 0))`;
    const standing = await tx.entryFlag.count({ where: { ...target, kind, removedAt: null } });
    if (standing > 0) return null;
    const flag = await tx.entryFlag.create({ data: { ...target, kind, note: text, createdById: actor.id } });
    await tx.moderationEvent.create({
      data: {
        action: "flag_entry",
        actorId: actor.id,
        actorLabel: actorLabel(actor),
        ...target,
        reason: text,
        before: {},
        after: { flag: kind, flagId: flag.id },
      },
    });
    return flag;
  });
  if (!created) return fail("already-flagged", `This entry is already flagged "${ENTRY_FLAG_LABELS[kind]}".`);
  await invalidateBoard();
  return ok({ id: created.id });
}

export async function unflagEntry({
  actor,
  flagId,
  note,
}: {
  actor: AuthUser;
  flagId: string;
  note?: string | null;
}): Promise<EntryFlagResult> {
  if (!canModerate(actor)) return fail("forbidden", FORBIDDEN);
  const text = (note ?? "").trim();
  if (text.length > MAX_FLAG_NOTE_LENGTH)
    return fail("invalid-note", `The note is ${text.length} characters long; at most ${MAX_FLAG_NOTE_LENGTH}.`);
  const flag = await db.entryFlag.findUnique({ where: { id: flagId } });
  if (!flag) return fail("not-found", "No such flag.");
  const removed = await db.$transaction(async (tx) => {
    const { count } = await tx.entryFlag.updateMany({
      where: { id: flagId, removedAt: null },
      data: { removedAt: new Date(), removedById: actor.id },
    });
    if (count !== 1) return false;
    await tx.moderationEvent.create({
      data: {
        action: "unflag_entry",
        actorId: actor.id,
        actorLabel: actorLabel(actor),
        submissionId: flag.submissionId,
        reportedEntryId: flag.reportedEntryId,
        reason: text || `Removed the flag "${ENTRY_FLAG_LABELS[flag.kind]}"`,
        before: { flag: flag.kind, flagId },
        after: {},
      },
    });
    return true;
  });
  if (!removed) return fail("not-standing", "This flag was already removed.");
  await invalidateBoard();
  return ok({ id: flagId });
}

/** An entry's standing flags with who set them, for the moderators' pages. */
export async function flagsOn(target: FlagTarget) {
  const rows = await db.entryFlag.findMany({
    where: { ...target, removedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      kind: true,
      note: true,
      createdAt: true,
      createdBy: { select: NAMED_ACCOUNT_SELECT },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    label: ENTRY_FLAG_LABELS[row.kind],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    by: actorLabel(row.createdBy),
  }));
}

export type StandingFlag = Awaited<ReturnType<typeof flagsOn>>[number];
