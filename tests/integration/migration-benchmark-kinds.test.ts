// The migration that made benchmarks plural: submissions made before it belong to MR-Ben.
import type pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { applyAllMigrations, databaseBefore, dropDatabasesBefore, queryRows } from "../helpers/migrated-before";

afterAll(dropDatabasesBefore);

const databaseBeforeKinds = () => databaseBefore("_extraction_benchmarks");
const query = <T extends pg.QueryResultRow>(databaseUrl: string, sql: string) => queryRows<T>(databaseUrl, sql);

describe("the benchmark kinds migration", () => {
  it("gives every existing submission to MR-Ben, making MR-Ben's row when the data was never imported", async () => {
    const databaseUrl = await databaseBeforeKinds();
    await query(
      databaseUrl,
      `INSERT INTO "User" (id, email, "createdAt", "updatedAt") VALUES ('u1', 'a@example.org', now(), now());
       INSERT INTO "Submission" (id, "userId", "modelName", "modelSlug", "modelLink", description, organization,
         "openWeights", temperature, "judgeModel", notes, "createdAt", "updatedAt")
       VALUES ('s1', 'u1', 'M', 'm', 'https://example.org', 'd', 'o', true, 0, 'j', '', now(), now());`,
    );
    await applyAllMigrations(databaseUrl);
    const rows = await query<{ slug: string; kind: string }>(
      databaseUrl,
      `SELECT b.slug, b.kind FROM "Submission" s JOIN "Benchmark" b ON b.id = s."benchmarkId"`,
    );
    expect(rows).toEqual([{ slug: "mr-ben", kind: "mrben" }]);
  });

  it("keeps an imported MR-Ben's row and adds none when there is no submission", async () => {
    const databaseUrl = await databaseBeforeKinds();
    await query(
      databaseUrl,
      `INSERT INTO "Benchmark" (id, slug, name, "createdAt", "updatedAt") VALUES ('b1', 'mr-ben', 'MR-Ben', now(), now());`,
    );
    await applyAllMigrations(databaseUrl);
    expect(await query(databaseUrl, `SELECT id, slug, kind FROM "Benchmark"`)).toEqual([
      { id: "b1", slug: "mr-ben", kind: "mrben" },
    ]);
  });
});
