// The command-line tools' bodies are functions of their arguments and an output (scripts/commands/, a
// kind's own commands), so that the tests run them in-process; scripts/<tool>.ts (or, for a kind's
// command, scripts/kind-command.ts) wires one to the console and exits.

/** Where a command prints: `out` is its standard output, `err` its standard error, a line per call. */
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
}

export const consoleIo: CommandIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

/** A command's early end (a usage error, refused data): its exit status and the message for stderr. */
class CommandExit extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Ends the command with `status`, printing `message` on its standard error. */
export function fail(status: number, message: string): never {
  throw new CommandExit(status, message);
}

/** Runs a command's body and answers its exit status: the body's, or that of the `fail` that ended it. */
export async function runCommand(io: CommandIo, body: () => number | Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (!(error instanceof CommandExit)) throw error;
    io.err(error.message);
    return error.status;
  }
}
