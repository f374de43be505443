// Runs before each integration test file: the file gets a database of its own (tests/helpers/file-database.ts).
import { setUpFileDatabase } from "./file-database";
import { uniqueDatabaseName } from "./test-databases";

setUpFileDatabase(uniqueDatabaseName("mrben_test"), { keep: false });
// Tests make many uploads per user within seconds; the rate limit's own test sets a low one.
process.env.UPLOAD_RATE_LIMIT = "10000/hour";
