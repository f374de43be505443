import type { ServerResponse } from "node:http";

/** Writes a web Response (a problem document, say) to a Node response, head and body. */
export async function sendResponse(response: ServerResponse, answer: Response): Promise<void> {
  const body = await answer.text();
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(body);
}
