// Imports a published leaderboard as reported entries (npm run reported:import), in one transaction:
// a model the file names for the first time is added, one whose figures changed is updated, and
// each change writes its audit event with the actor "cli". Importing the same file again changes
// nothing. An entry a moderator unpublished stays unpublished: the import speaks for the figures only.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { invalidateBoard } from "@/lib/platform/cache/board-cache";
import type { PublishedBoard, PublishedRow } from "@/lib/benchmarks/mrben/published-board-file";

const CLI_ACTOR = "cli";

export interface ReportedBoardImport {
  added: string[];
  updated: string[];
  unchanged: number;
}

/** The figures an import owns, as stored: what is compared to tell an update from nothing. */
function storedFigures(row: PublishedRow, board: PublishedBoard) {
  return {
    modelName: row.modelName,
    modelLink: row.modelLink,
    organization: row.organization,
    description: row.description,
    parameterCount: row.parameterCount,
    openWeights: row.openWeights,
    sourceUrl: board.sourceUrl,
    judgeModel: board.judgeModel,
    meanScores: row.means,
    priceInputUsdPerMTok: row.price?.input ?? null,
    priceOutputUsdPerMTok: row.price?.output ?? null,
  };
}

type Figures = ReturnType<typeof storedFigures>;

/** The same entry in two sources is two entries; one source's model is found again by this key. */
const importKeyOf = (sourceUrl: string, slug: string) => `${sourceUrl}#${slug}`;

/** Whether this source has been imported before (npm start imports it on first start only). */
export async function hasImportedSource(sourceUrl: string): Promise<boolean> {
  return (await db.reportedEntry.count({ where: { importKey: { startsWith: `${sourceUrl}#` } } })) > 0;
}

export async function importReportedBoard(board: PublishedBoard): Promise<ReportedBoardImport> {
  const result: ReportedBoardImport = { added: [], updated: [], unchanged: 0 };
  await db.$transaction(async (tx) => {
    const keys = board.rows.map((row) => importKeyOf(board.sourceUrl, row.modelSlug));
    const existing = new Map(
      (await tx.reportedEntry.findMany({ where: { importKey: { in: keys } } })).map((entry) => [
        entry.importKey,
        entry,
      ]),
    );
    for (const row of board.rows) {
      const importKey = importKeyOf(board.sourceUrl, row.modelSlug);
      const figures = storedFigures(row, board);
      const entry = existing.get(importKey);
      if (!entry) {
        const created = await tx.reportedEntry.create({
          data: { ...figures, modelSlug: row.modelSlug, importKey, scores: {}, createdById: null },
          select: { id: true },
        });
        await tx.moderationEvent.create({
          data: {
            action: "import_reported",
            actorId: null,
            actorLabel: CLI_ACTOR,
            reportedEntryId: created.id,
            reason: `Imported from ${board.sourceUrl}`,
            before: {},
            after: { status: "published", revision: 0, ...auditFigures(figures) },
          },
        });
        result.added.push(row.modelName);
        continue;
      }
      const before = auditFigures({
        ...figures,
        modelName: entry.modelName,
        modelLink: entry.modelLink,
        organization: entry.organization,
        description: entry.description,
        parameterCount: entry.parameterCount,
        openWeights: entry.openWeights,
        sourceUrl: entry.sourceUrl,
        judgeModel: entry.judgeModel,
        meanScores: (entry.meanScores ?? {}) as Figures["meanScores"],
        priceInputUsdPerMTok: entry.priceInputUsdPerMTok,
        priceOutputUsdPerMTok: entry.priceOutputUsdPerMTok,
      });
      const after = auditFigures(figures);
      const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
      if (changed.length === 0) {
        result.unchanged++;
        continue;
      }
      await tx.reportedEntry.update({ where: { id: entry.id }, data: figures });
      await tx.moderationEvent.create({
        data: {
          action: "update_reported",
          actorId: null,
          actorLabel: CLI_ACTOR,
          reportedEntryId: entry.id,
          reason: `Imported again from ${board.sourceUrl}: ${changed.join(", ")} changed`,
          before: pick(before, changed),
          after: pick(after, changed),
        },
      });
      result.updated.push(row.modelName);
    }
  });
  if (result.added.length > 0 || result.updated.length > 0) await invalidateBoard();
  return result;
}

/** The figures as the audit log keeps them (JSON: the size as text). */
function auditFigures(figures: Figures): Record<string, Prisma.InputJsonValue | null> {
  return {
    ...figures,
    parameterCount: figures.parameterCount === null ? null : figures.parameterCount.toString(),
    meanScores: figures.meanScores,
  };
}

function pick(record: Record<string, Prisma.InputJsonValue | null>, keys: string[]): Prisma.InputJsonObject {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Prisma.InputJsonObject;
}
