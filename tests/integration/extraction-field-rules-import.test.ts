// A benchmark's scoring rules (field rules, list mode, record key) are part of its version: a changed
// rule imports as a new version, rescored like new references; the same rules change nothing; a
// benchmark.json with an unknown rule or path is refused, naming the key, and nothing is written.
// npm run db:import's body runs in-process (tests/integration/extraction-import.test.ts runs the command).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { readExtractionSettings } from "@/lib/benchmarks/extraction/settings";
import { runDbImport } from "@/scripts/commands/db-import";
import { runExtractionFromBook } from "@/lib/benchmarks/extraction/commands/from-book-command";
import { captureCommand } from "../helpers/command-io";
import { SHARED_DIR } from "../helpers/shared-data";

const temp = mkdtempSync(path.join(os.tmpdir(), "mrben-extraction-rules-"));
const dataset = path.join(temp, "ord");
const manifestFile = path.join(dataset, "benchmark.json");
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** npm run db:import's body, in-process. */
const importDir = () => captureCommand((io) => runDbImport(["--kind", "extraction", "--data", dataset], io));

let baseManifest: Record<string, unknown>;
const writeManifest = (extra: Record<string, unknown>) =>
  writeFileSync(manifestFile, JSON.stringify({ ...baseManifest, ...extra }, null, 2));

const versions = () =>
  db.benchmarkVersion.findMany({
    where: { benchmark: { slug: "ord-reactions" } },
    orderBy: { number: "asc" },
    select: { number: true, truthDigest: true, note: true },
  });

const RULES = {
  "**.identifiers[].value": {
    rule: "molecule",
    typeFrom: "type",
    types: { NAME: "name", SMILES: "smiles" },
  },
  "**.amount.mass": "quantity",
  "**.reaction_role": "case-insensitive",
};

beforeAll(async () => {
  const made = await captureCommand((io) =>
    runExtractionFromBook(["--results", path.join(SHARED_DIR, "extraction/Llama_results.json"), "--out", dataset], io),
  );
  expect(made.status, made.stderr).toBe(0);
  baseManifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, unknown>;
}, 60_000);

describe("field rules in benchmark.json", () => {
  it("without rules the version's digest is the references' alone, as before rules existed", async () => {
    const first = await importDir();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("as version 1 (100 references)");
    const [v1] = await versions();
    const benchmark = await db.benchmark.findUniqueOrThrow({
      where: { slug: "ord-reactions" },
    });
    // No scoring key is written at its default: older settings stay byte for byte.
    expect(Object.keys(benchmark.settings as object).sort()).toEqual(
      Object.keys({
        matching: 1,
        normalization: 1,
        ...pick(baseManifest, ["source", "license"]),
      }).sort(),
    );
    // The digest a version made before rules existed: sha256 over `"key":digest` lines (recomputed here).
    const records = await db.truthRecord.findMany({
      where: { version: { number: 1, benchmark: { slug: "ord-reactions" } } },
      orderBy: { position: "asc" },
      select: { key: true, digest: true },
    });
    const { createHash } = await import("node:crypto");
    const expected = createHash("sha256")
      .update(records.map((record) => `${JSON.stringify(record.key)}:${record.digest}`).join("\n"))
      .digest("hex");
    expect(v1!.truthDigest).toBe(expected);
  });

  it("adding rules makes a new version with the same references; the settings carry them in order", async () => {
    writeManifest({ fields: RULES, lists: "matched" });
    const result = await importDir();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "The scoring rules (list mode, field rules or record key) differ from what was stored",
    );
    expect(result.stdout).toContain("as version 2");
    const all = await versions();
    expect(all.map((version) => version.number)).toEqual([1, 2]);
    expect(all[1]!.note).toBe("Scoring rules changed; the references are unchanged.");
    expect(
      await db.truthRecord.count({
        where: { version: { number: 2, benchmark: { slug: "ord-reactions" } } },
      }),
    ).toBe(100);
    const benchmark = await db.benchmark.findUniqueOrThrow({
      where: { slug: "ord-reactions" },
    });
    const settings = readExtractionSettings(benchmark.settings);
    expect(settings.lists).toBe("matched");
    expect(settings.fields.map((field) => field.pattern)).toEqual(Object.keys(RULES));
    expect(settings.fields[1]).toEqual({
      pattern: "**.amount.mass",
      rule: "quantity",
      options: { relative: 1e-9 },
    });
  });

  it("the same rules again change nothing; the same rules written in long form neither", async () => {
    expect((await importDir()).stdout).toContain("Nothing changed");
    writeManifest({
      fields: {
        ...RULES,
        "**.amount.mass": { rule: "quantity", relative: 1e-9 },
      },
      lists: "matched",
    });
    expect((await importDir()).stdout).toContain("Nothing changed");
    expect(await versions()).toHaveLength(2);
  });

  it("changing one rule's option, or the rules' order, makes a new version", async () => {
    writeManifest({
      fields: {
        ...RULES,
        "**.amount.mass": { rule: "quantity", relative: 0.01 },
      },
      lists: "matched",
    });
    expect((await importDir()).stdout).toContain("as version 3");
    const [first, ...rest] = Object.entries(RULES);
    writeManifest({
      fields: Object.fromEntries([...rest, first!]),
      lists: "matched",
    });
    expect((await importDir()).stdout).toContain("as version 4");
  });

  it("an unknown rule and an unknown path are refused naming their keys, and nothing is written", async () => {
    const before = {
      versions: await versions(),
      records: await db.truthRecord.count(),
    };
    const settingsBefore = (await db.benchmark.findUniqueOrThrow({ where: { slug: "ord-reactions" } })).settings;
    writeManifest({
      fields: { "**.reaction_role": "fuzzzy", "inputs.m1.catalyst": "exact" },
    });
    const result = await importDir();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Nothing was imported: 2 problem(s) in the data.");
    expect(result.stderr).toMatch(/benchmark\.json: fields\["\*\*\.reaction_role"\]: "fuzzzy" is not a rule/);
    expect(result.stderr).toContain('benchmark.json: fields["inputs.m1.catalyst"]: matches no field of the references');
    expect({
      versions: await versions(),
      records: await db.truthRecord.count(),
    }).toEqual(before);
    expect(
      (
        await db.benchmark.findUniqueOrThrow({
          where: { slug: "ord-reactions" },
        })
      ).settings,
    ).toEqual(settingsBefore);
  });

  it("a chem-v1 benchmark is refused where OPSIN cannot run, saying how to install it, and nothing is written", async () => {
    const before = {
      versions: await versions(),
      records: await db.truthRecord.count(),
    };
    writeManifest({ normalization: "chem-v1", fields: RULES });
    // OPSIN_JAR as the command would read it from its environment, for this run only.
    const opsinJar = env.OPSIN_JAR;
    env.OPSIN_JAR = path.join(temp, "no-opsin.jar");
    const result = await importDir().finally(() => (env.OPSIN_JAR = opsinJar));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Nothing was imported: normalization chem-v1 needs OPSIN here.");
    expect(result.stderr).toContain("apt-get install libopsin-java default-jre-headless");
    expect({
      versions: await versions(),
      records: await db.truthRecord.count(),
    }).toEqual(before);
  });

  it("removing every rule goes back to the plain references' digest (a new version, equal to version 1's)", async () => {
    writeManifest({});
    const result = await importDir();
    expect(result.stdout).toContain("as version 5");
    const all = await versions();
    expect(all[4]!.truthDigest).toBe(all[0]!.truthDigest);
  });
});

function pick(object: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.filter((key) => object[key] !== undefined).map((key) => [key, object[key]]));
}
