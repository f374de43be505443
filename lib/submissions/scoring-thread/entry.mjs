// The scoring thread's entry (score-off-thread.ts starts it): a worker thread loads plain
// JavaScript, so the TypeScript module comes in through tsx (a runtime dependency).
import { tsImport } from "tsx/esm/api";

await tsImport("./thread-main.ts", import.meta.url);
