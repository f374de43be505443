// Runs before each integration test file: the file gets a database of its own (tests/helpers/file-database.ts).
import { setUpFileDatabase } from "./file-database";
import { uniqueDatabaseName } from "./test-databases";

setUpFileDatabase(uniqueDatabaseName("mrben_test"), { keep: false });
// Tests make many uploads and hosted runs per user within seconds; the limits' own tests set low ones.
process.env.UPLOAD_RATE_LIMIT = "10000/hour";
process.env.HOSTED_RUN_START_LIMIT = "10000/hour";
process.env.HOSTED_MAX_ACTIVE_RUNS = "1000";
