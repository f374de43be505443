// npm run extraction:from-book -- --results FILE --out DIR [--slug SLUG] [--name NAME] [--model NAME]
// (a command of the extraction kind's, run by scripts/kind-command.ts): a matextract-book results file
// ({"0-shot": {"references", "predictions"}, "1-shot": ...}) into an extraction benchmark folder
// (DIR/benchmark.json, DIR/references.jsonl, ids rxn-001...) and one predictions file per shot
// (DIR/predictions/<model>_<k>shot_predictions.jsonl). A folder that has references already must hold
// the same ones. The data stays out of the project.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { MANIFEST_FILE, readExtractionDatasetDir, REFERENCES_FILE } from "@/lib/benchmarks/extraction/dataset-dir";
import { isJsonObject, jsonText, parsePythonJson } from "@/lib/benchmarks/extraction/extraction-score";
import { BENCHMARK_SLUG } from "@/lib/validations/submission-meta";
import { fail, runCommand, type CommandIo } from "@/lib/platform/command-io";

const USAGE =
  "usage: npm run extraction:from-book -- --results FILE --out DIR [--slug SLUG] [--name NAME] [--model NAME]";

// The book's shape, parsed rather than trusted: other fields (precision, recall, f1_scores) pass.
const ZShot = z.looseObject({ references: z.array(z.string()), predictions: z.array(z.string()) });
const ZBook = z.looseObject({ "0-shot": ZShot.optional(), "1-shot": ZShot.optional() });

/** `npm run extraction:from-book -- --results FILE --out DIR ...`: 0 done, 1 refused file, 2 bad usage. */
export function runExtractionFromBook(args: string[], io: CommandIo): Promise<number> {
  return runCommand(io, () => {
    let flags: { results?: string; out?: string; slug?: string; name?: string; model?: string };
    try {
      flags = parseArgs({
        args,
        options: {
          results: { type: "string" },
          out: { type: "string" },
          slug: { type: "string" },
          name: { type: "string" },
          model: { type: "string" },
        },
      }).values;
    } catch (error) {
      fail(2, `${(error as Error).message}\n${USAGE}`);
    }
    if (!flags.results || !flags.out) fail(2, `--results FILE and --out DIR are required.\n${USAGE}`);
    if (flags.slug !== undefined && (!BENCHMARK_SLUG.test(flags.slug) || flags.slug === "mr-ben"))
      fail(2, `--slug must be lower-case letters, digits and dashes (2 to 63 characters, not mr-ben).\n${USAGE}`);
    if (flags.name !== undefined && flags.name.trim() === "") fail(2, `--name must not be empty.\n${USAGE}`);
    const model = flags.model ?? path.basename(flags.results).replace(/_results\.json$|\.json$/, "");
    // The model names a file inside DIR/predictions: nothing that could lead out of it.
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(model))
      fail(2, `--model must be letters, digits, ".", "_" and "-" (not "${model}").\n${USAGE}`);

    let json: unknown;
    try {
      json = JSON.parse(readFileSync(flags.results, "utf8"));
    } catch (error) {
      fail(1, `${flags.results}: cannot be read as JSON (${(error as Error).message})`);
    }
    const parsedBook = ZBook.safeParse(json);
    if (!parsedBook.success)
      fail(
        1,
        `${flags.results}: not a book results file ({"0-shot": {"references": [text], "predictions": [text]}, ...}):\n  ${parsedBook.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`)
          .join("\n  ")}`,
      );
    const book = parsedBook.data;
    const shots = (["0-shot", "1-shot"] as const).filter((key) => book[key] !== undefined);
    if (shots.length === 0) fail(1, `${flags.results}: no "0-shot" or "1-shot" with references and predictions.`);

    const references = book[shots[0]!]!.references;
    for (const shot of shots.slice(1)) {
      if (JSON.stringify(book[shot]!.references) !== JSON.stringify(references))
        fail(1, `${flags.results}: ${shot} has other references than ${shots[0]}; make one benchmark per set.`);
    }
    const referenceId = (index: number) => `rxn-${String(index + 1).padStart(3, "0")}`;
    if (references.length === 0) fail(1, `${flags.results}: ${shots[0]} has no references.`);
    const parsedReferences = references.map((text, index) => {
      const parsed = parsePythonJson({ text });
      if (!parsed.ok) fail(1, `${flags.results}: reference ${index} is not JSON (${parsed.message})`);
      if (!isJsonObject(parsed.value)) fail(1, `${flags.results}: reference ${index} is not a JSON object`);
      return parsed.value;
    });
    // jsonText keeps integers past 2^53 exact; the line is that text inside {"id", "reference"}.
    const lines = parsedReferences.map(
      (value, index) => `{"id":${JSON.stringify(referenceId(index))},"reference":${jsonText({ value })}}`,
    );

    const out = flags.out;
    if (existsSync(path.join(out, REFERENCES_FILE))) {
      const existing = readExtractionDatasetDir(out);
      if (!existing.ok) fail(1, `${out} holds an invalid benchmark:\n  ${existing.error.problems.join("\n  ")}`);
      const { references } = existing.value;
      const same =
        references.length === parsedReferences.length &&
        references.every(
          (reference, index) =>
            reference.id === referenceId(index) &&
            jsonText({ value: reference.reference, sortKeys: true }) ===
              jsonText({ value: parsedReferences[index]!, sortKeys: true }),
        );
      if (!same) fail(1, `${out} holds other references than ${flags.results}: choose another folder.`);
      io.out(`${out} already holds these references.`);
    } else {
      mkdirSync(out, { recursive: true });
      const manifest = {
        slug: flags.slug ?? "ord-reactions",
        name: flags.name ?? "ORD reaction extraction",
        description:
          "Open Reaction Database records (CC BY-SA 4.0) extracted from reaction procedure text, as in the matextract book's fine-tuning chapter.",
        matching: "aligned",
        normalization: "none",
        source: "https://github.com/lamalab-org/matextract-book",
        license: "CC BY-SA 4.0",
      };
      writeFileSync(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      writeFileSync(path.join(out, REFERENCES_FILE), `${lines.join("\n")}\n`);
      io.out(`Wrote ${out}/${MANIFEST_FILE} and ${REFERENCES_FILE} (${lines.length} references).`);
    }

    mkdirSync(path.join(out, "predictions"), { recursive: true });
    for (const shot of shots) {
      const predictions = book[shot]!.predictions;
      const file = path.join(out, "predictions", `${model}_${shot.replace("-shot", "")}shot_predictions.jsonl`);
      writeFileSync(
        file,
        `${predictions.map((prediction, index) => JSON.stringify({ id: referenceId(index), prediction })).join("\n")}\n`,
      );
      io.out(`Wrote ${file} (${predictions.length} predictions).`);
    }
    return 0;
  });
}
