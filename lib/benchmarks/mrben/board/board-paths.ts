// Where MR-Ben's board pages are: the overall board at `/`, each subject's at /subjects/<key>.
import type { BoardPaths } from "@/components/boards/subject-links";

export const MRBEN_BOARD_PATHS: BoardPaths = { overall: "/", subject: (key) => `/subjects/${key}` };
