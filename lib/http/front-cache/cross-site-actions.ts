// Server actions posted from another site are refused here, with 403, before Next.js sees them:
// Next's own origin check answers a mismatch with a 500 ("Invalid Server Actions request"), lets a
// post without Origin through and trusts X-Forwarded-Host. A write to a page is a server action
// (pages answer only reads), with JavaScript (Next-Action) or from a plain form. Each action's gate
// checks again (requireActionUser); this refusal is what gives the answer its status.
import type { IncomingMessage, ServerResponse } from "node:http";
import { crossSiteProblem } from "../auth-problems";
import { comesFromPortal } from "../same-origin";
import { routesToPage } from "./request-path";
import { sendResponse } from "./send-response";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function refusingCrossSiteActions(listener: Listener, { portalOrigin }: { portalOrigin: string }): Listener {
  return (request, response) => {
    if (isPageWrite(request) && !comesFromPortal((name) => headerOf(request, name), portalOrigin)) {
      void sendResponse(response, crossSiteProblem("Server actions run only from the portal's own pages."));
      return;
    }
    listener(request, response);
  };
}

/** A write that is not to an API route, by the path Next.js routes (/api/..%2faccount is /account), or any action. */
function isPageWrite(request: IncomingMessage): boolean {
  if (READS.has(request.method ?? "GET")) return false;
  if (request.headers["next-action"] !== undefined) return true;
  return routesToPage(request.url ?? "/");
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === "string" ? value : null;
}
