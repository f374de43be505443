// next.config.ts's `cacheHandler`: `next start` imports this file as it is, without the app's
// TypeScript build, so it loads the TypeScript handler through tsx (a runtime dependency).
import { tsImport } from "tsx/esm/api";

const { default: SharedCacheHandler } = await tsImport("./shared-cache-handler.ts", import.meta.url);

export default SharedCacheHandler;
