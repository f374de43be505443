// One OPSIN process answering many batches, as a long-running server's does: its pipes must not
// gather a listener per batch (Node warns past 10 with MaxListenersExceededWarning).
import type { EventEmitter } from "node:events";
import { afterAll, describe, expect, it } from "vitest";
import { hasOpsin } from "@/tests/helpers/chemistry-references";
import { OpsinProcess } from "./opsin-process";

const JAR = process.env.OPSIN_JAR ?? "/usr/share/java/opsin.jar";
const running: OpsinProcess[] = [];

afterAll(async () => {
  for (const opsin of running) await opsin.close();
});

const listeners = (emitter: EventEmitter) =>
  emitter.eventNames().reduce((total, name) => total + emitter.listenerCount(name), 0);

describe.skipIf(!hasOpsin())("an OPSIN process over many batches", { timeout: 60_000 }, () => {
  it("keeps the same listeners on its pipes after 15 batches as after the first", async () => {
    const opsin = new OpsinProcess(JAR);
    running.push(opsin);
    const child = (opsin as unknown as { child: { stdin: EventEmitter; stdout: EventEmitter; stderr: EventEmitter } })
      .child;
    const pipes = [child.stdin, child.stdout, child.stderr];
    expect(await opsin.interpret(["ethanol"], 30_000)).toMatchObject([{ ok: true }]);
    const after = pipes.map(listeners);
    for (let batch = 0; batch < 15; batch++)
      expect(await opsin.interpret(["methanol", "propanol"], 30_000)).toMatchObject([{ ok: true }, { ok: true }]);
    expect(pipes.map(listeners)).toEqual(after);
  });
});
