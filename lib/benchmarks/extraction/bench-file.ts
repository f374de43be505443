// The file `npm run bench:extraction` times: made in memory from the matextract book's shared results
// (the folder `extraction/` of the shared data). The book's 100 references are repeated under new ids; a
// third of the predictions come from Llama's 1-shot file, a third from sft's (long texts that mostly do
// not parse), and a third are the reference itself with every fifth value changed (they parse and are
// walked in full).
import { readFileSync } from "node:fs";
import path from "node:path";
import type {
  ExtractionPrediction,
  ExtractionReference,
  JsonObject,
  JsonValue,
} from "@/lib/benchmarks/extraction/extraction-score";

/** The book's results, under the shared data folder. */
const BOOK_RESULTS_FOLDER = "extraction";

type BookResults = Record<"0-shot" | "1-shot", { references: string[]; predictions: string[] }>;

export interface BenchFile {
  references: ExtractionReference[];
  predictions: ExtractionPrediction[];
}

/** Every fifth scalar changed: a prediction as large as its reference, partly right. */
function perturbed(value: JsonValue, counter: { n: number }): JsonValue {
  if (Array.isArray(value)) return value.map((item) => perturbed(item, counter));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, perturbed(inner, counter)]));
  return ++counter.n % 5 === 0 ? `changed ${counter.n}` : value;
}

/** Reads the book's results once; `make(n, keyed)` builds a file of n records (keyed: with ORD reaction ids). */
export function benchFileMaker(sharedDir: string) {
  const read = (name: string) =>
    JSON.parse(readFileSync(path.join(sharedDir, BOOK_RESULTS_FOLDER, name), "utf8")) as BookResults;
  const llama = read("Llama_results.json")["1-shot"];
  const sft = read("sft_results.json")["1-shot"];
  const baseReferences = llama.references.map((text) => JSON.parse(text) as JsonObject);

  /** With `keyed`, each reference (and the predictions copied from it) carries its ORD reaction_id. */
  return function make(n: number, keyed = false): BenchFile {
    const references = Array.from({ length: n }, (_, i) => {
      const base = baseReferences[i % baseReferences.length]!;
      return { id: `rxn-${i}`, reference: keyed ? { reaction_id: `ord-${i}`, ...base } : base };
    });
    const predictions = references.map(({ id, reference }, i) => {
      const source = i % 3;
      const text =
        source === 0
          ? llama.predictions[i % 100]!
          : source === 1
            ? sft.predictions[i % 100]!
            : `Here is the record:\n\`\`\`json\n${JSON.stringify(perturbed(reference, { n: i }), null, 2)}\n\`\`\``;
      return { id, text };
    });
    return { references, predictions };
  };
}
