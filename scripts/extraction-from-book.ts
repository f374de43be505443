// npm run extraction:from-book -- --results FILE --out DIR [--slug SLUG] [--name NAME] [--model NAME]
// Turns a matextract-book results file ({"0-shot": {"references", "predictions"}, "1-shot": ...})
// into an extraction benchmark folder (DIR/benchmark.json, DIR/references.jsonl, ids rxn-001...)
// and one predictions file per shot (DIR/predictions/<model>_<k>shot_predictions.jsonl).
// A folder that has references already must hold the same ones. The data stays out of the project.
import { runExtractionFromBook } from "./commands/extraction-from-book";
import { consoleIo } from "./commands/io";

process.exitCode = await runExtractionFromBook(process.argv.slice(2), consoleIo);
