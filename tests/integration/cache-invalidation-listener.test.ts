// The cache invalidation listener on a real PostgreSQL: announcements from one process reach the
// others (not the announcer itself), and a dropped connection is re-established and reported
// as a fresh connection, on which the page cache forgets everything it may have missed.
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { CacheInvalidation } from "@/lib/platform/cache/invalidation-channel";
import { startInvalidationListener, type InvalidationListener } from "@/lib/platform/cache/invalidation-listener";
import { waitFor } from "../helpers/wait-for";

const listeners: InvalidationListener[] = [];
const QUICKLY = { everyMs: 20, timeoutMs: 10_000 };

afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.close()));
});

function listen(origin: string) {
  const received: CacheInvalidation[] = [];
  let connections = 0;
  const listener = startInvalidationListener({
    databaseUrl: process.env.DATABASE_URL!,
    origin,
    onInvalidation: (invalidation) => received.push(invalidation),
    onConnected: () => (connections += 1),
    log: () => {},
    retryMs: 100,
  });
  listeners.push(listener);
  return { listener, received, connections: () => connections };
}

describe("the cache invalidation listener", () => {
  it("delivers one instance's expired tags to the others and not back to itself", async () => {
    const a = listen("instance-a");
    const b = listen("instance-b");
    await waitFor("both listen", async () => a.connections() === 1 && b.connections() === 1, QUICKLY);

    await a.listener.announce(["leaderboard"]);
    await waitFor("b hears a", async () => b.received.length === 1, QUICKLY);
    expect(b.received).toEqual([{ tags: ["leaderboard"], origin: "instance-a" }]);
    await b.listener.announce(["other"]);
    await waitFor("a hears b", async () => a.received.length === 1, QUICKLY);
    expect(a.received.map((message) => message.tags)).toEqual([["other"]]);
  });

  it("reconnects after its connection is killed and reports the new connection", async () => {
    const a = listen("instance-a");
    const b = listen("instance-b");
    await waitFor("both listen", async () => a.connections() === 1 && b.connections() === 1, QUICKLY);

    await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'mrben-cache-listener' AND datname = current_database()`;
    await waitFor("both reconnect", async () => a.connections() === 2 && b.connections() === 2, QUICKLY);

    await a.listener.announce(["leaderboard"]);
    await waitFor("b hears a after reconnecting", async () => b.received.length === 1, QUICKLY);
  });
});
