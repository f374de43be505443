// The shared structured-extraction data as a benchmark in the test database: the matextract
// book's 100 references (the same in every file and shot), ids rxn-001..rxn-100.
import { readFileSync } from "node:fs";
import path from "node:path";
import { extractionServer } from "@/lib/benchmarks/extraction/server";
import type {
  ExtractionReference,
  FieldRuleDescription,
  JsonObject,
  ListMode,
} from "@/lib/benchmarks/extraction/extraction-score";
import { SHARED_DIR } from "./shared-data";

const EXTRACTION_DIR = path.join(SHARED_DIR, "extraction");
export const EXTRACTION_SLUG = "ord-reactions";

type BookFile = Record<"0-shot" | "1-shot", { references: string[]; predictions: string[] }>;

export function readBookFile(name: "Llama_results.json" | "sft_results.json"): BookFile {
  return JSON.parse(readFileSync(path.join(EXTRACTION_DIR, name), "utf8")) as BookFile;
}

export const referenceId = (index: number) => `rxn-${String(index + 1).padStart(3, "0")}`;

export function bookReferences(): ExtractionReference[] {
  return readBookFile("Llama_results.json")["0-shot"].references.map((text, index) => ({
    id: referenceId(index),
    reference: JSON.parse(text) as JsonObject,
  }));
}

/** Predictions of one shot setting as JSON Lines of {"id", "prediction"}. */
export function predictionLines(name: "Llama_results.json" | "sft_results.json", shot: "0-shot" | "1-shot"): string {
  return readBookFile(name)
    [shot].predictions.map((prediction, index) => JSON.stringify({ id: referenceId(index), prediction }))
    .join("\n");
}

export async function importExtractionFixture(
  overrides: {
    matching?: "aligned" | "optimal";
    normalization?: string;
    lists?: ListMode;
    fields?: FieldRuleDescription[];
    references?: ExtractionReference[];
  } = {},
) {
  return extractionServer.importDataset({
    manifest: {
      slug: EXTRACTION_SLUG,
      name: "ORD reaction extraction",
      description: "Open Reaction Database records extracted from procedure text (matextract book).",
      matching: overrides.matching ?? "aligned",
      normalization: overrides.normalization ?? "none",
      lists: overrides.lists ?? "book",
      fields: overrides.fields ?? [],
    },
    references: overrides.references ?? bookReferences(),
  });
}
