// A comparable description of a database's public schema: tables, columns, constraints,
// indexes and enums. Two databases with equal snapshots have the same structure.
import pg from "pg";

export async function catalogSnapshot(databaseUrl: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lines = async (sql: string) => (await client.query<{ line: string }>(sql)).rows.map((row) => row.line).sort();
    return {
      columns: await lines(`
        SELECT concat_ws(' | ', table_name, column_name, data_type, udt_name, is_nullable, column_default,
                         character_maximum_length, numeric_precision, datetime_precision) AS line
        FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`),
      constraints: await lines(`
        SELECT concat_ws(' | ', rel.relname, con.conname, con.contype, pg_get_constraintdef(con.oid)) AS line
        FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
        JOIN pg_namespace ns ON ns.oid = rel.relnamespace
        WHERE ns.nspname = 'public' AND rel.relname <> '_prisma_migrations'`),
      indexes: await lines(`
        SELECT indexdef AS line FROM pg_indexes
        WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`),
      enums: await lines(`
        SELECT concat_ws(' | ', t.typname, e.enumsortorder, e.enumlabel) AS line
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
        JOIN pg_namespace ns ON ns.oid = t.typnamespace WHERE ns.nspname = 'public'`),
    };
  } finally {
    await client.end();
  }
}
