// The rescore worker runs beside each server in a process of its own (lib/rescore/portal-worker.ts):
// started with the server, started again when it dies alone, and gone when the server dies even if
// only the server was killed (no orphan worker left behind).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../../helpers/wait-for";
import { startPortal, type Portal } from "../helpers/portal";
import { WORKER_ON } from "../helpers/portal-process";

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal({ env: WORKER_ON });
});

afterAll(async () => {
  await portal?.stop();
});

const STARTED = /\[rescore\] worker process (\d+) started/g;

function workerPids(): number[] {
  return [...portal.output().matchAll(STARTED)].map((match) => Number(match[1]));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the server's rescore worker process", () => {
  it("runs apart from the server and is started again when it dies alone", async () => {
    await waitFor("the worker has started", async () => workerPids().length === 1, { timeoutMs: 30_000 });
    const [first] = workerPids() as [number];
    expect(first).not.toBe(portal.pid);
    expect(isAlive(first)).toBe(true);

    process.kill(first, "SIGKILL");
    await waitFor("a new worker has started", async () => workerPids().length === 2, { timeoutMs: 30_000 });
    const second = workerPids()[1]!;
    expect(second).not.toBe(first);
    expect(isAlive(second)).toBe(true);
    expect(isAlive(portal.pid), "the server keeps running").toBe(true);
  });

  it("exits when the server is killed, although the kill was not sent to it", async () => {
    const worker = workerPids().at(-1)!;
    process.kill(portal.pid, "SIGKILL");
    await waitFor("the worker has exited", async () => !isAlive(worker), { timeoutMs: 30_000 });
  });
});
