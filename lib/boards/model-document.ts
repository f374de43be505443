// A model's document (GET /api/v1/models/{slug}, docs/api.md), for a model on any board: the part a
// kind with a board of its own gives (MR-Ben's, its fields at the top, as they always were), then the
// model's entries on the shared boards, each as that board's export shows it, with its links.
import "server-only";
import { scoreKey, type Shots } from "@/lib/benchmarks/kind";
import type { BoardRow, OwnBoardModelDocument } from "@/lib/benchmarks/kind-server";
import { benchmarkKind, benchmarkKinds } from "@/lib/benchmarks/registry";
import { flagsExport, modelExport, scoreExport } from "./board-export";
import { boardExports, sharedBoardAddress } from "./export-links";
import { getModelBoardEntries, type ModelBoardEntries } from "./model-entries";

type SharedBoardJson = Awaited<ReturnType<typeof sharedBoardJson>>;

/** The document, or null when the model is on no board. */
export type ModelDocument =
  | (OwnBoardModelDocument & { sharedBoards?: SharedBoardJson[] })
  | { generatedAt: string; model: ReturnType<typeof modelExport>; sharedBoards: SharedBoardJson[] };

export async function getModelDocument(slug: string): Promise<ModelDocument | null> {
  const [own, entries] = await Promise.all([ownBoardPart(slug), getModelBoardEntries(slug)]);
  const sharedBoards = await Promise.all(entries.map(sharedBoardJson));
  // A model on a board of its kind's own keeps that document as it was; shared entries are added when it has some.
  if (own) return sharedBoards.length > 0 ? { ...own, sharedBoards } : own;
  const lead = newestRow(entries);
  if (!lead) return null;
  return { generatedAt: new Date().toISOString(), model: modelExport(lead.model), sharedBoards };
}

/** The part of the first kind, in the registry's order, whose own board has the model. */
async function ownBoardPart(slug: string): Promise<OwnBoardModelDocument | null> {
  for (const kind of benchmarkKinds()) {
    const part = await (await kind.server()).modelDocument?.(slug);
    if (part) return part;
  }
  return null;
}

/** The row approved last: its submission says who the model is now. */
function newestRow(entries: ModelBoardEntries[]): BoardRow | null {
  const rows = entries.flatMap(({ settings }) => settings.flatMap(({ rows }) => rows));
  return rows.reduce<BoardRow | null>(
    (newest, row) => (newest === null || (row.approvedAt ?? "") > (newest.approvedAt ?? "") ? row : newest),
    null,
  );
}

async function sharedBoardJson({ benchmark, settings }: ModelBoardEntries) {
  const kind = benchmarkKind(benchmark.kind);
  const { boardExport } = await kind.server();
  const key = scoreKey(kind.scoreLabel);
  return {
    benchmark: {
      slug: benchmark.slug,
      name: benchmark.name,
      kind: kind.name,
      scoreLabel: kind.scoreLabel,
      versionNumber: benchmark.versionNumber,
    },
    entries: settings.flatMap(({ shots, rows }) =>
      rows.map((row) => ({
        shots,
        rank: row.rank,
        rankBand: row.rankBand,
        submissionId: row.submissionId,
        ...scoreExport(row, { key, boardExport }),
        benchmarkVersion: row.benchmarkVersion,
        approvedAt: row.approvedAt,
        tier: row.tier,
        flags: flagsExport(row.flags),
        links: entryLinks(benchmark.slug, row, shots),
      })),
    ),
  };
}

/** The entry's page, its board's export in its shot setting, and its badge there. */
function entryLinks(slug: string, row: BoardRow, shots: Shots) {
  const benchmark = encodeURIComponent(slug);
  const oneShot = shots === 1 ? "?shots=1" : "";
  return {
    entry: `/benchmarks/${benchmark}/entries/${encodeURIComponent(row.submissionId)}?shots=${shots}`,
    export: boardExports(sharedBoardAddress(slug), { shots: String(shots) }).json,
    badge: `/api/v1/benchmarks/${benchmark}/badges/${encodeURIComponent(row.model.slug)}.svg${oneShot}`,
  };
}
