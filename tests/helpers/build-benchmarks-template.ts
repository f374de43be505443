// Fills the database that DATABASE_URL names, a copy of the migrated template, with the test data
// set: MR-Ben's six subjects with their 1-shot demonstrations, the extraction fixture (the matextract
// book's 100 references) and the test-only kind's questions. The run's services
// (tests/helpers/run-services.ts) run it once per test run, with tsx, and make the result the
// template that test files copy (TEST_DATA "benchmarks").
import { db } from "@/lib/db";
import { importTheBenchmark } from "./benchmark";
import { importExtractionFixture } from "./extraction-benchmark";
import { importQaBenchmark } from "./qa-benchmark";

await importTheBenchmark();
await importExtractionFixture();
await importQaBenchmark();
await db.$disconnect();
