// npm run bench:ingest -- [--url http://localhost:3000] [--fixtures DIR] [--runs 3] [--concurrency 4]
// Uploads the 22 MB fixtures through HTTP to a running portal and prints, per upload, the wall
// time from the first byte sent to the scored answer, the throughput, and the server's memory
// (sampled from /proc while it works). Each upload is made byte-unique (trailing whitespace, or
// a different gzip header) so the server cannot reuse an earlier scoring. Runs through
// scripts/with-database.ts to give itself a user and a token in the portal's database.
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { db } from "@/lib/db";
import { benchToken, newSubmission, uniqueCopy, uploadResults } from "./bench/portal-uploads";
import { findListeningPid, MemorySampler } from "./bench/process-memory";

const { values: flags } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    fixtures: { type: "string", default: path.resolve(import.meta.dirname, "../../shared/fixtures") },
    runs: { type: "string", default: "3" },
    concurrency: { type: "string", default: "4" },
  },
});
const base = flags.url.replace(/\/+$/, "");
const MB = 1024 * 1024;

const token = await benchToken();
const pid = findListeningPid(Number(new URL(base).port || 80));
const fixtures = readdirSync(flags.fixtures).filter((name) => /^sim-.*_scored_eval_results\.json\.gz$/.test(name));
if (fixtures.length === 0) throw new Error(`no sim-*_scored_eval_results.json.gz fixtures in ${flags.fixtures}`);

console.log(
  `portal ${base} (server pid ${pid ?? "unknown: memory not sampled"}); ${os.cpus()[0]?.model ?? "?"}, ${os.cpus().length} cores; node ${process.version}`,
);
console.log("");
console.log(
  "file                                                  form   size      wall      server   throughput  RSS before  RSS peak  growth/size",
);
let counter = 0;
for (const name of fixtures) {
  const gz = readFileSync(path.join(flags.fixtures, name));
  const plain = gunzipSync(gz);
  for (const [form, bytes] of [
    ["gzip", gz],
    ["json", plain],
  ] as const) {
    for (let run = 0; run < Number(flags.runs); run += 1) {
      const id = await newSubmission(base, token, "bench:ingest");
      const body = uniqueCopy(bytes, form === "gzip", counter++);
      const sampler = pid ? new MemorySampler(pid) : null;
      sampler?.start();
      const result = await uploadResults(base, token, {
        id,
        shots: Number(/_(\d)shot_/.exec(name)?.[1] ?? 0),
        bytes: body,
        name: form === "gzip" ? name : name.replace(/\.gz$/, ""),
      });
      const memory = sampler?.stop();
      if (result.status !== 201) throw new Error(`${name}: ${result.status} ${result.detail}`);
      console.log(
        [
          name.padEnd(52),
          form.padEnd(5),
          `${(body.length / MB).toFixed(1)} MB`.padStart(8),
          `${result.ms.toFixed(0)} ms`.padStart(9),
          `${(result.serverMs ?? 0).toFixed(0)} ms`.padStart(9),
          `${(plain.length / MB / (result.ms / 1000)).toFixed(1)} MB/s`.padStart(11),
          memory ? `${(memory.before / MB).toFixed(0)} MB`.padStart(10) : "".padStart(10),
          memory ? `${(memory.peak / MB).toFixed(0)} MB`.padStart(9) : "".padStart(9),
          memory ? `${((memory.peak - memory.before) / plain.length).toFixed(2)}x`.padStart(12) : "",
        ].join(" "),
      );
    }
  }
}

const concurrency = Number(flags.concurrency);
const name = fixtures[0]!;
const gz = readFileSync(path.join(flags.fixtures, name));
const ids = await Promise.all(Array.from({ length: concurrency }, () => newSubmission(base, token, "bench:ingest")));
const sampler = pid ? new MemorySampler(pid) : null;
sampler?.start();
const started = performance.now();
const results = await Promise.all(
  ids.map((id, index) =>
    uploadResults(base, token, { id, shots: 0, bytes: uniqueCopy(gz, true, 10_000 + index), name }),
  ),
);
const memory = sampler?.stop();
console.log("");
console.log(
  `${concurrency} concurrent uploads of ${name}: ${results.map((result) => result.status).join(", ")} in ${(performance.now() - started).toFixed(0)} ms` +
    ` (each ${results.map((result) => `${result.ms.toFixed(0)} ms`).join(", ")})` +
    (memory ? `; server RSS ${(memory.before / MB).toFixed(0)} -> peak ${(memory.peak / MB).toFixed(0)} MB` : ""),
);
await db.$disconnect();
if (results.some((result) => result.status !== 201)) process.exit(1);
