// The production server's listener, configured: the front cache sized by FRONT_CACHE_MAX_BYTES
// in front of Next.js's request handler. Loaded by scripts/serve-portal.mjs.
import { env } from "../../env";
import { frontCachedListener, type NextRequestHandler } from "./front-cached-listener";

export function portalRequestListener(handle: NextRequestHandler) {
  return frontCachedListener(handle, { maxBytes: env.FRONT_CACHE_MAX_BYTES });
}
