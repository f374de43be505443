// The production server's listener, configured: refused bodies left half-read settled (unread-body.ts),
// then the front cache sized by FRONT_CACHE_MAX_BYTES in front of Next.js's request handler. Loaded by
// scripts/serve-portal.mjs.
import { env } from "../../env";
import { frontCachedListener, type NextRequestHandler } from "./front-cached-listener";
import { settlingUnreadBodies } from "./unread-body";

export function portalRequestListener(handle: NextRequestHandler) {
  return settlingUnreadBodies(frontCachedListener(handle, { maxBytes: env.FRONT_CACHE_MAX_BYTES }));
}
