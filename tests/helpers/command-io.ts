// A command's output captured in memory, for the tests that run a command-line tool in-process
// (scripts/commands/): stdout and stderr as the process would print them, a line per call.
import type { CommandIo } from "@/lib/platform/command-io";

export interface CapturedRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs `command` with an output that records what it prints. */
export async function captureCommand(command: (io: CommandIo) => Promise<number>): Promise<CapturedRun> {
  let stdout = "";
  let stderr = "";
  const status = await command({
    out: (text) => (stdout += `${text}\n`),
    err: (text) => (stderr += `${text}\n`),
  });
  return { status, stdout, stderr };
}
