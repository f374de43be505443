// A server action's body (a POST with Next-Action, or a form posted to a page) is read here whole
// and checked (action-payload.ts) before Next.js sees it: a malformed one is refused with 400 and
// one larger than Next's limit with 413, where Next would answer both with a bare 500. A body that
// passes is handed to Next as the action's stashed body, the request metadata Next itself reads in
// place of a stream already consumed (app-render/action-handler.js, "actionBody").
import type { IncomingMessage, ServerResponse } from "node:http";
import { problemResponse } from "../problem";
import { checkActionPayload } from "./action-payload";
import { isMultipart, routesToPage } from "./request-path";
import { sendResponse } from "./send-response";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** Next's default `serverActions.bodySizeLimit` (1 MB), which the portal keeps. */
export const ACTION_BODY_MAX_BYTES = 1024 * 1024;
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

type StashableRequest = IncomingMessage & { [NEXT_REQUEST_META]?: Record<string, unknown> };

export function checkingActionBodies(listener: Listener): Listener {
  return (request, response) => {
    const fetchAction = request.headers["next-action"] !== undefined;
    if (request.method !== "POST" || !(fetchAction || isFormPostToPage(request))) {
      listener(request, response);
      return;
    }
    void readWhole(request)
      .then(async (body) => {
        if (body === "gone") return;
        if (body === "too large") return sendResponse(response, tooLargeProblem());
        const check = await checkActionPayload({ body, contentType: request.headers["content-type"], fetchAction });
        if (!check.ok) return sendResponse(response, malformedProblem(check.error.message));
        const stashable = request as StashableRequest;
        stashable[NEXT_REQUEST_META] = { ...stashable[NEXT_REQUEST_META], actionBody: body };
        listener(request, response);
      })
      .catch((error: unknown) => {
        // The checks catch what a body can throw at them; anything else is a bug, logged, and the request ended.
        console.error(
          `Checking a server action's body failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
        response.destroy();
      });
  };
}

/** A form posted to a page without JavaScript: Next.js decodes it as a server action if it names one. */
function isFormPostToPage(request: IncomingMessage): boolean {
  return isMultipart(request.headers["content-type"]) && routesToPage(request.url ?? "/");
}

/** The body, or why there is none to check: larger than the limit, or the client went away. */
function readWhole(request: IncomingMessage): Promise<Buffer | "too large" | "gone"> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > ACTION_BODY_MAX_BYTES) return Promise.resolve("too large");
  return new Promise((settle) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (outcome: "too large" | "gone") => {
      request.off("data", collect);
      request.pause();
      settle(outcome);
    };
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size > ACTION_BODY_MAX_BYTES) stop("too large");
      else chunks.push(chunk);
    };
    request.on("data", collect);
    request.once("end", () => settle(Buffer.concat(chunks)));
    request.once("error", () => stop("gone"));
    request.once("close", () => {
      if (!request.complete) stop("gone");
    });
  });
}

function malformedProblem(fault: string): Response {
  return problemResponse({
    status: 400,
    type: "malformed-action",
    title: "The server action's request is malformed",
    detail: `${fault} The portal's pages send server actions themselves; reload the page and try again.`,
  });
}

function tooLargeProblem(): Response {
  return problemResponse({
    status: 413,
    type: "action-too-large",
    title: "The server action's request is too large",
    detail: `A server action's body may be at most ${ACTION_BODY_MAX_BYTES} bytes. Upload results files through the API.`,
  });
}
