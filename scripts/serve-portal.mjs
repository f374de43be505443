// The production server of the portal (`npm start`, the browser tests, the benchmarks): Next.js's
// request handler, as `next start` runs it, behind the front cache (lib/http/front-cache). Plain
// JavaScript run by node, like `next start`: Next must load without tsx's hooks, and the TypeScript
// modules come in through tsx's scoped import. Usage: node scripts/serve-portal.mjs --port N [--hostname H]
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import next from "next";
import { tsImport } from "tsx/esm/api";

const { values: args } = parseArgs({
  options: { port: { type: "string" }, hostname: { type: "string", default: "0.0.0.0" } },
});
const port = Number(args.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error("serve-portal: --port must be a port number (1-65535)");
  process.exit(2);
}
// As `next start` does: the server and lib/env.ts must see a production build's setting.
process.env.NODE_ENV ??= "production";

const root = path.resolve(import.meta.dirname, "..");
// Listening comes first, as `next start` does: on a port already in use the server exits at once,
// before Next.js prepares and its instrumentation starts the rescore worker. Requests that arrive
// while Next.js prepares wait for it.
let listener = null;
let setListener;
const listenerReady = new Promise((resolve) => (setListener = resolve));
const server = http.createServer((request, response) => {
  if (listener) listener(request, response);
  else void listenerReady.then((ready) => ready(request, response));
});
const refuseToStart = (error) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `serve-portal: port ${port} is already in use (is the portal already running?). Stop what listens there, or choose another port.`
      : `serve-portal: cannot listen on ${args.hostname}:${port}: ${error.message}`,
  );
  process.exit(1);
};
server.once("error", refuseToStart);
await new Promise((resolve) => server.listen(port, args.hostname, resolve));
server.off("error", refuseToStart);

const app = next({ dev: false, dir: root, hostname: args.hostname, port });
await app.prepare();
const { portalRequestListener } = await tsImport("../lib/http/front-cache/portal-request-listener.ts", import.meta.url);
listener = portalRequestListener(app.getRequestHandler());
setListener(listener);
console.log(`[mrben] Ready on http://${args.hostname}:${port}`);

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  // Finish the requests under way, then Next's own clean-up (instrumentation's exit hooks run on exit).
  server.close(() => {
    app.close().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
  server.closeIdleConnections();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
