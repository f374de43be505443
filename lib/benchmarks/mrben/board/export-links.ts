// Where MR-Ben's board is exported: /api/v1/leaderboard, and its CSV at /api/v1/leaderboard.csv (docs/api.md).
import type { ExportAddress } from "@/lib/boards/export-links";

export const MRBEN_EXPORTS: ExportAddress = { path: "/api/v1/leaderboard", csvPath: "/api/v1/leaderboard.csv" };
