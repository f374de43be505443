// An address whose %-escapes do not decode (/models/%ff) is refused here with 400: Next.js meets it
// while matching the route, tries to render a /400 page an App Router app does not have, and answers
// a bare 500.
import type { IncomingMessage, ServerResponse } from "node:http";
import { problemResponse } from "../problem";
import { hasValidPercentEncoding } from "./request-path";
import { sendResponse } from "./send-response";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

export function refusingUndecodablePaths(listener: Listener): Listener {
  return (request, response) => {
    const url = request.url ?? "/";
    if (hasValidPercentEncoding(url)) {
      listener(request, response);
      return;
    }
    void sendResponse(response, undecodableProblem());
  };
}

function undecodableProblem(): Response {
  return problemResponse({
    status: 400,
    type: "undecodable-address",
    title: "The address does not decode",
    detail: "The address holds a %-escape that is not valid UTF-8 percent-encoding, such as %ff.",
  });
}
