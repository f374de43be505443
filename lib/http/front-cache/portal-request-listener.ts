// The production server's listener, configured: refused bodies left half-read settled (unread-body.ts),
// addresses that do not decode refused (undecodable-paths.ts), server actions from another site
// refused (cross-site-actions.ts), malformed server-action bodies refused (checked-action-bodies.ts),
// then the front cache sized by FRONT_CACHE_MAX_BYTES in front of Next.js's request handler.
// Loaded by scripts/serve-portal.mjs.
import { env } from "../../env";
import { portalOrigin } from "../same-origin";
import { checkingActionBodies } from "./checked-action-bodies";
import { refusingCrossSiteActions } from "./cross-site-actions";
import { frontCachedListener, type NextRequestHandler } from "./front-cached-listener";
import { refusingUndecodablePaths } from "./undecodable-paths";
import { settlingUnreadBodies } from "./unread-body";

export function portalRequestListener(handle: NextRequestHandler) {
  const frontCached = frontCachedListener(handle, { maxBytes: env.FRONT_CACHE_MAX_BYTES });
  return settlingUnreadBodies(
    refusingUndecodablePaths(
      refusingCrossSiteActions(checkingActionBodies(frontCached), { portalOrigin: portalOrigin() }),
    ),
  );
}
