import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { logDatabaseError } from "@/lib/db";
import { answerDatabaseRefusalsWith503, answerRefusalWith503, answeringRefusals } from "./outage-answers";
import { OUTAGE_PAGE_TITLE } from "./outage-page";

/** What @prisma/adapter-pg throws when the database is not accepting connections. */
const refusal = () =>
  Object.assign(new Error("Invalid `prisma.user.findUnique()` invocation"), {
    code: "P2039",
    meta: { driverAdapterError: { cause: { kind: "postgres", code: "55000", severity: "FATAL" } } },
  });

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(listener: http.RequestListener): Promise<string> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A meeting point for `parties` callers: each call's promise resolves once all of them have called. */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived === parties) open();
    return opened;
  };
}

/** A failed render as Next.js answers it: its own headers, a length, and the body in pieces. */
function answer500(response: http.ServerResponse): void {
  response.setHeader("content-length", "27");
  response.writeHead(500, { "content-type": "text/html", "x-kept": "yes" });
  response.write("<html>Internal ");
  response.end("Error</html>");
}

describe("answerRefusalWith503", () => {
  it("answers a page's 500 with the outage page (503) when the database refused the request", async () => {
    const base = await serve((request, response) => {
      answerRefusalWith503(request, response, {
        errors: request.url === "/bug" ? [new TypeError("bug")] : [refusal()],
      });
      answer500(response);
    });
    const page = await get(`${base}/submissions`);
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-kept")).toBe("yes");
    expect(page.text).toContain(`<h1>${OUTAGE_PAGE_TITLE}</h1>`);
    expect(Number(page.headers.get("content-length"))).toBe(Buffer.byteLength(page.text));

    // A 500 of a request the database did not refuse is a bug, and stays one.
    expect(await get(`${base}/bug`)).toMatchObject({ status: 500, text: "<html>Internal Error</html>" });
  });

  it("answers with the database-unavailable problem under /api/, and leaves other statuses alone", async () => {
    const base = await serve((request, response) => {
      answerRefusalWith503(request, response, { errors: [refusal()] });
      if (request.url === "/api/v1/ok") {
        response.statusCode = 200;
        response.end("fine");
      } else {
        response.statusCode = 500; // through the implicit header, as res.end() alone sends it
        response.end("boom");
      }
    });
    const api = await get(`${base}/api/v1/things`);
    expect(api.status).toBe(503);
    expect(api.headers.get("content-type")).toBe("application/problem+json");
    expect(JSON.parse(api.text)).toMatchObject({ status: 503, type: expect.stringMatching(/\/database-unavailable$/) });
    expect(await get(`${base}/api/v1/ok`)).toMatchObject({ status: 200, text: "fine" });
  });
});

describe("answerDatabaseRefusalsWith503", () => {
  it("gives every request a log of its own as the server receives it, which the database's errors reach", async () => {
    answerDatabaseRefusalsWith503();
    // The errors come later, as a query's would: once both requests are in the server, and both are
    // logged before either answers. A log the two requests shared would give both the refusal.
    const bothArrived = barrier(2);
    const bothLogged = barrier(2);
    const base = await serve((request, response) => {
      void (async () => {
        await bothArrived();
        logDatabaseError(request.url === "/refused" ? refusal() : new TypeError("a bug, not a refusal"));
        await bothLogged();
        answer500(response);
      })();
    });
    const [refused, bug] = await Promise.all([get(`${base}/refused`), get(`${base}/bug`)]);
    expect(refused.status).toBe(503);
    expect(refused.text).toContain(OUTAGE_PAGE_TITLE);
    expect(bug.status).toBe(500);
  });
});

describe("answeringRefusals", () => {
  const request = new Request("http://portal.test/api/auth/session");

  it("answers 503 when the database refused a request the library answered as if nothing were stored", async () => {
    const swallowing = answeringRefusals(async () => {
      logDatabaseError(refusal()); // as the client does; the library logs it and carries on
      return Response.json({});
    });
    const answer = await swallowing(request, {});
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ type: expect.stringMatching(/\/database-unavailable$/) });

    const throwing = answeringRefusals(() => Promise.reject(refusal()));
    expect((await throwing(request, {})).status).toBe(503);
  });

  it("answers 503 database-error when the library swallowed a database error that is not an outage", async () => {
    const swallowing = answeringRefusals(async () => {
      logDatabaseError(Object.assign(new Error("relation does not exist"), { code: "42P01", severity: "ERROR" }));
      return Response.json({});
    });
    const answer = await swallowing(request, {});
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).not.toBeNull();
    expect(await answer.json()).toMatchObject({ type: expect.stringMatching(/\/database-error$/) });
  });

  it("leaves every other answer and error as it was", async () => {
    const fine = answeringRefusals(async () => Response.json({ user: "x" }));
    expect(await (await fine(request, {})).json()).toEqual({ user: "x" });
    const bug = answeringRefusals(() => Promise.reject(new TypeError("bug")));
    await expect(bug(request, {})).rejects.toThrow("bug");
  });
});
