// Chemical names to SMILES with OPSIN (Debian's libopsin-java on a headless Java runtime), offline:
// one OPSIN process per process, started on first use, fed names in batches, each batch with a
// timeout (a hung or dead process fails that batch and is replaced for the next). Optional for the
// portal: a benchmark whose normalization needs it is refused without it (opsinAvailability).
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { env } from "@/lib/env";
import { OpsinProcess, type NameAnswer } from "./opsin-process";

export type { NameAnswer } from "./opsin-process";

const DEBIAN_OPSIN_JAR = "/usr/share/java/opsin.jar";

const OPSIN_INSTALL_HINT =
  "install it with `apt-get install libopsin-java default-jre-headless` (Debian, as root), " +
  "or set OPSIN_JAR to an OPSIN command-line jar";

/** Names per batch: one batch is one write to OPSIN and one timeout. */
const OPSIN_BATCH_SIZE = 500;

/** A batch's time limit; the first also starts Java and loads OPSIN's grammar (1-3 s). */
const OPSIN_BATCH_TIMEOUT_MS = 60_000;

export type OpsinAvailability = { ok: true } | { ok: false; message: string };

const opsinJar = () => env.OPSIN_JAR ?? DEBIAN_OPSIN_JAR;

const availability = new Map<string, OpsinAvailability>();

/** Whether OPSIN can run here: its jar readable and a Java runtime on the PATH (asked once per jar). */
export function opsinAvailability(jar: string = opsinJar()): OpsinAvailability {
  let known = availability.get(jar);
  if (!known) {
    known = checkAvailability(jar);
    availability.set(jar, known);
  }
  return known;
}

function checkAvailability(jar: string): OpsinAvailability {
  const missing = (what: string): OpsinAvailability => ({
    ok: false,
    message: `OPSIN, which turns chemical names into structures, cannot run: ${what}; ${OPSIN_INSTALL_HINT}.`,
  });
  try {
    accessSync(jar, constants.R_OK);
  } catch {
    return missing(`its jar ${jar} is not there`);
  }
  const java = spawnSync("java", ["-version"], { stdio: "ignore", timeout: 30_000 });
  if (java.error || java.status !== 0) return missing("no Java runtime (`java`) on the PATH");
  return { ok: true };
}

/** Why a name is not sent to OPSIN, or null. */
function refusal(name: string): string | null {
  if (/[\n\r]/.test(name)) return "a name with a line break (OPSIN reads one name a line)";
  if (name.includes("\t")) return "a name with a tab (OPSIN reads a line up to its first tab)";
  if (name.trim() === "") return "an empty name";
  if (!name.isWellFormed()) return "a name with an unpaired surrogate (not valid Unicode)";
  return null;
}

let running: OpsinProcess | null = null;
let runningJar: string | null = null;
let queue: Promise<unknown> = Promise.resolve();

function killOnExit(): void {
  running?.kill();
}

function opsinProcess(jar: string): OpsinProcess {
  if (!running || !running.alive || runningJar !== jar) {
    running?.kill();
    running = new OpsinProcess(jar);
    runningJar = jar;
    process.removeListener("exit", killOnExit);
    process.once("exit", killOnExit);
  }
  return running;
}

export interface NamesToSmilesOptions {
  batchSize?: number;
  batchTimeoutMs?: number;
  /** OPSIN's jar; OPSIN_JAR or Debian's by default. */
  jar?: string;
}

/**
 * OPSIN's SMILES for each name, in order (not canonical: RDKit canonicalizes them). A name OPSIN
 * cannot interpret, a refused name, a failed batch and a missing OPSIN are answers with a reason;
 * this never throws and never looks anything up on the network.
 */
export async function namesToSmiles(
  names: readonly string[],
  options: NamesToSmilesOptions = {},
): Promise<NameAnswer[]> {
  const jar = options.jar ?? opsinJar();
  const batchSize = options.batchSize ?? OPSIN_BATCH_SIZE;
  const timeoutMs = options.batchTimeoutMs ?? OPSIN_BATCH_TIMEOUT_MS;
  const answers: NameAnswer[] = new Array<NameAnswer>(names.length);
  const sent: { name: string; index: number }[] = [];
  names.forEach((name, index) => {
    const refused = refusal(name);
    if (refused) answers[index] = { ok: false, reason: refused };
    else sent.push({ name, index });
  });
  if (sent.length > 0) {
    const available = opsinAvailability(jar);
    if (!available.ok) {
      for (const { index } of sent) answers[index] = { ok: false, reason: available.message };
      return answers;
    }
  }
  for (let start = 0; start < sent.length; start += batchSize) {
    const batch = sent.slice(start, start + batchSize);
    // One batch in flight at a time, across every caller of this process.
    const run = queue.then(() =>
      opsinProcess(jar).interpret(
        batch.map(({ name }) => name),
        timeoutMs,
      ),
    );
    queue = run.catch(() => undefined);
    const batchAnswers = await run;
    batch.forEach(({ index }, position) => (answers[index] = batchAnswers[position]!));
  }
  return answers;
}

/** Ends the OPSIN process, if one runs (tests; a process that exits kills it anyway). */
export async function closeOpsin(): Promise<void> {
  await queue;
  const closing = running;
  running = null;
  runningJar = null;
  process.removeListener("exit", killOnExit);
  await closing?.close();
}
