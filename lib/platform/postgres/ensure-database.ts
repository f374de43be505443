// Creates the database a connection URL names when the server does not have it yet, so a
// fresh server (or the embedded one) needs no manual `CREATE DATABASE`.
import pg from "pg";

const DATABASE_DOES_NOT_EXIST = "3D000";

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The database, created when missing unless `create` is false: then a missing database is an error
 * naming it, so a typo in an explicit DATABASE_URL is not met with a new, empty database.
 */
export async function ensureDatabase(databaseUrl: string, { create = true } = {}): Promise<{ created: boolean }> {
  const target = new pg.Client({ connectionString: databaseUrl });
  try {
    await target.connect();
    return { created: false };
  } catch (error) {
    if ((error as { code?: string }).code !== DATABASE_DOES_NOT_EXIST) {
      throw new Error(`Cannot connect to PostgreSQL at ${new URL(databaseUrl).host}: ${reasonOf(error)}`);
    }
  } finally {
    await target.end().catch(() => {});
  }

  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (!create)
    throw new Error(
      `The database "${name}" does not exist on ${url.host} (DATABASE_URL). Check its name, or create it ` +
        "with `npm run db:migrate`, which creates and migrates it.",
    );
  url.pathname = "/postgres";
  const maintenance = new pg.Client({ connectionString: url.toString() });
  try {
    await maintenance.connect();
    await maintenance.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    return { created: true };
  } catch (error) {
    if ((error as { code?: string }).code === "42P04") return { created: false }; // created meanwhile
    throw new Error(`Database "${name}" does not exist and could not be created: ${reasonOf(error)}`);
  } finally {
    await maintenance.end().catch(() => {});
  }
}
