// One running OPSIN command-line process, fed names one a line and read back in order.
// OPSIN writes, for each input line, its messages (why a name failed, warnings) on stderr and
// then one line "<SMILES or nothing>\t<the input line>" on stdout (flag -n), flushing after each.
// stderr is joined to stdout by the shell, so a name's messages arrive just before its answer line
// and belong to it; the echoed name tells answer lines from message lines.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import type { Socket } from "node:net";
import type { Readable, Writable } from "node:stream";

export type NameAnswer = { ok: true; smiles: string } | { ok: false; reason: string };

/** The command: OPSIN's CLI reading names from stdin, SMILES out, each answer line ending in its name. */
function opsinCommand(jar: string): { command: string; args: string[] } {
  return {
    command: "/bin/sh",
    args: ["-c", 'exec java -Djava.awt.headless=true -jar "$0" -osmi -n 2>&1', jar],
  };
}

/** A child's piped stdio is a socket at run time (Node's types declare only the stream). */
const pipeSocket = (pipe: Readable | Writable) => pipe as unknown as Pick<Socket, "ref" | "unref">;

/**
 * Refs or unrefs a pipe that is still open. A closed one (stderr, which the shell joined to stdout,
 * closes at once) has no handle, and Node's ref()/unref() on it add a "connect" listener each time.
 */
function setKeepsAlive(pipe: Readable | Writable, keeps: boolean): void {
  if (pipe.destroyed) return;
  if (keeps) pipeSocket(pipe).ref();
  else pipeSocket(pipe).unref();
}

/** The prompt OPSIN writes once when it reads stdin: no message about any name. */
const PROMPT = /^Run the jar using the -h flag for help\./;

export class OpsinProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffered = "";
  private lines: string[] = [];
  private waiter: (() => void) | null = null;
  private exit: string | null = null;
  /** Everything the process wrote that did not belong to a name (start-up errors, a crash's trace). */
  private orphanLines: string[] = [];

  constructor(jar: string) {
    const { command, args } = opsinCommand(jar);
    this.child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    this.child.stdout.setEncoding("utf8");
    this.child.stdout.on("data", (chunk: string) => {
      this.buffered += chunk;
      const parts = this.buffered.split("\n");
      this.buffered = parts.pop()!;
      this.lines.push(...parts.filter((line) => !PROMPT.test(line)));
      this.wake();
    });
    this.child.stdout.on("end", () => {
      if (this.buffered !== "") this.lines.push(this.buffered);
      this.buffered = "";
    });
    this.child.stderr.setEncoding("utf8");
    this.child.stderr.on("data", (chunk: string) => this.orphanLines.push(chunk));
    this.child.stdin.on("error", () => {
      // Writing to a process that died: its exit is reported below.
    });
    this.child.on("error", (error) => this.finish(`could not start OPSIN (${error.message})`));
    // "close": the process ended and its output has been read to the end.
    this.child.on("close", (code, signal) => this.finish(`OPSIN exited (${signal ?? `code ${code}`})`));
    this.idle();
  }

  get alive(): boolean {
    return this.exit === null;
  }

  private finish(why: string): void {
    this.exit ??= why;
    this.wake();
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }

  /** Keeps the parent process alive only while a batch is in flight. */
  private busy(): void {
    this.child.ref();
    setKeepsAlive(this.child.stdout, true);
  }
  private idle(): void {
    this.child.unref();
    for (const pipe of [this.child.stdout, this.child.stderr, this.child.stdin]) setKeepsAlive(pipe, false);
  }

  /** The next line of output, or null when the process is gone or the deadline passed. */
  private async nextLine(deadline: { expired: boolean }): Promise<string | null> {
    for (;;) {
      const line = this.lines.shift();
      if (line !== undefined) return line;
      if (this.exit !== null || deadline.expired) return null;
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
  }

  /**
   * Answers for the names, in order. Names must hold no line break or tab (the caller refuses
   * them). Throws nothing: a process that dies or hangs past the timeout fails the names it had
   * not answered yet (and is killed; the caller starts another).
   */
  async interpret(names: readonly string[], timeoutMs: number): Promise<NameAnswer[]> {
    const answers: NameAnswer[] = [];
    if (names.length === 0) return answers;
    const deadline = { expired: false };
    this.busy();
    const timer = setTimeout(() => {
      deadline.expired = true;
      this.wake();
    }, timeoutMs);
    try {
      if (this.exit === null) this.child.stdin.write(names.map((name) => `${name}\n`).join(""));
      for (const name of names) {
        const messages: string[] = [];
        for (;;) {
          const line = await this.nextLine(deadline);
          if (line === null) break;
          const answerLine = line.endsWith(`\t${name}`) ? line.slice(0, -name.length - 1) : null;
          if (answerLine === null) {
            messages.push(line);
            continue;
          }
          answers.push(
            answerLine === ""
              ? { ok: false, reason: messages.join(" ").trim() || `OPSIN could not interpret "${name}"` }
              : { ok: true, smiles: answerLine },
          );
          break;
        }
        if (answers.length < names.length && (this.exit !== null || deadline.expired)) {
          this.orphanLines.push(...messages);
          break;
        }
      }
    } finally {
      clearTimeout(timer);
      this.idle();
    }
    if (answers.length < names.length) {
      const why = deadline.expired && this.exit === null ? `OPSIN gave no answer within ${timeoutMs} ms` : this.exit;
      const output = this.orphanLines.join(" ").replace(/\s+/g, " ").trim().slice(0, 300);
      this.kill();
      const reason = `the batch of ${names.length} names failed: ${why}${output ? ` (${output})` : ""}`;
      while (answers.length < names.length) answers.push({ ok: false, reason });
    }
    return answers;
  }

  /** Ends the process: stdin closed (OPSIN stops at the end of its input), killed if it lingers. */
  async close(graceMs = 2_000): Promise<void> {
    if (this.exit !== null) return;
    this.busy();
    const exited = new Promise<void>((resolve) => this.child.once("close", () => resolve()));
    this.child.stdin.end();
    const timer = setTimeout(() => this.kill(), graceMs);
    await exited;
    clearTimeout(timer);
  }

  /** Synchronous, for the parent's exit. */
  kill(): void {
    if (this.exit !== null) return;
    this.child.kill("SIGKILL");
    this.finish("OPSIN was killed");
  }
}
