// A test file's side of the run's services (tests/helpers/run-services.ts): asks vitest's main
// process for the PostgreSQL server, a template database, a shared portal or a browser.
import { inject } from "vitest";
import type { SharedPortalLease } from "./shared-portal-settings";

declare module "vitest" {
  export interface ProvidedContext {
    runServicesUrl: string;
  }
}

/**
 * The data a test file's database starts with: "empty" is migrated and nothing more; "benchmarks"
 * adds MR-Ben's six subjects with their demonstrations, the extraction fixture (benchmark
 * `ord-reactions`, 100 references) and the test-only kind's questions (`trivia-qa`).
 */
export type TestData = "empty" | "benchmarks";

export interface TestPostgres {
  /** The server's `postgres` database, to create and drop others. */
  maintenanceUrl: string;
  serverKind: "external" | "embedded";
  /** What every database of this run is named after. */
  runId: string;
}

export type RunServicesRequest =
  | { what: "postgres" }
  | { what: "template"; data: TestData }
  | { what: "portal"; pool: number; restart?: boolean }
  | { what: "browser"; pool: number };

type Answer<R extends RunServicesRequest> = R extends { what: "postgres" }
  ? TestPostgres
  : R extends { what: "template" }
    ? { database: string }
    : R extends { what: "portal" }
      ? SharedPortalLease
      : { wsEndpoint: string };

export async function askRunServices<R extends RunServicesRequest>(request: R): Promise<Answer<R>> {
  const response = await fetch(inject("runServicesUrl"), { method: "POST", body: JSON.stringify(request) });
  if (!response.ok) throw new Error(`The run's services could not give ${request.what}: ${await response.text()}`);
  return (await response.json()) as Answer<R>;
}

/** The vitest worker this file runs in (1..maxWorkers): what a shared portal and browser belong to. */
export function workerPool(): number {
  return Number(process.env.VITEST_POOL_ID ?? "1");
}
