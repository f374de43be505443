// A request answered before its body was read whole (an upload refused at its first byte) must
// leave its connection usable. Node drains a body nobody read, but one a handler started reading
// and then cancelled (as Next.js's Request body does) is left half-read: the socket stops reading,
// and the client's next request on the kept-alive connection hangs until the socket is reset.
// Here the rest of such a body is read and dropped: a small rest with the connection kept; a
// larger or unknown one with `Connection: close` and a lingering close, so that a client still
// sending reads the answer rather than a reset.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** A refused body up to this size is read to its end and the connection kept for the next request. */
export const DRAIN_MAX_BYTES = 1024 * 1024;
/** A kept connection whose refused body has not arrived whole after this is closed. */
const DRAIN_MAX_MS = 30_000;
/** A closing connection keeps reading what the client still sends for at most this long. */
const LINGER_MS = 5_000;

/** Node's own way to pull an unread body off the wire: its parser then drops the body's bytes. */
type DumpableRequest = IncomingMessage & { _dump?: () => void };

export function settlingUnreadBodies(listener: Listener): Listener {
  return (request, response) => {
    // A request without a body is not complete yet either when it is answered at once (a front
    // cache hit answers before Node's parser has seen the end of its head): leave it alone.
    if (hasBody(request) && !request.complete) watchBody(request, response);
    listener(request, response);
  };
}

/** Whether the request carries a body at all (RFC 9112: a Transfer-Encoding, or a Content-Length but 0). */
function hasBody(request: IncomingMessage): boolean {
  if (request.headers["transfer-encoding"] !== undefined) return true;
  const length = request.headers["content-length"];
  return length !== undefined && Number(length) !== 0;
}

function watchBody(request: DumpableRequest, response: ServerResponse): void {
  const socket = request.socket;
  const writeHead = response.writeHead;
  // Every head goes through writeHead (an implicit one too); the decision must be in the head.
  response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    response.writeHead = writeHead;
    if (!request.complete && !(drainable(request) && typeof request._dump === "function")) {
      this.setHeader("connection", "close");
      lingerOnClose(socket);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  // Runs after Node's own clean-up of the finished response, which leaves a half-read body alone.
  response.once("finish", () => {
    if (request.complete || socket.destroyed) return;
    if (typeof request._dump !== "function") {
      socket.destroy();
      return;
    }
    request._dump();
    socket.resume();
    const limit = setTimeout(() => {
      if (!request.complete) socket.destroy();
    }, DRAIN_MAX_MS);
    limit.unref();
  });
}

function drainable(request: IncomingMessage): boolean {
  const declared = Number(request.headers["content-length"]);
  return Number.isSafeInteger(declared) && declared <= DRAIN_MAX_BYTES;
}

/**
 * Node ends a `Connection: close` answer with destroySoon(): the answer, then a close that, with
 * the client's bytes still unread, becomes a reset that can overtake the answer. Instead: the
 * answer and our end of the connection, then reading (and dropping) until the client closes
 * its end or LINGER_MS passes.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function (this: Socket) {
    this.end();
    const limit = setTimeout(() => this.destroy(), LINGER_MS);
    limit.unref();
    this.once("end", () => this.destroy());
    this.once("close", () => clearTimeout(limit));
  };
}
