// A row-level picture of the whole database (every table of the public schema): each row's
// key (primary or unique) and an MD5 of its full text, so a test can say exactly which rows a request
// added, changed or removed, and that nothing else moved.
import { db } from "@/lib/db";

/** Table -> primary key (as text) -> MD5 of the row's text. */
export type DbSnapshot = Map<string, Map<string, string>>;

interface TableChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

/** Only the tables where something changed. */
export type DbChanges = Record<string, TableChanges>;

interface TableQueries {
  table: string;
  /** Cheap: the row versions (xmin, ctid) without reading TOASTed values; any write changes it. */
  versions: string;
  /** Each row's key and the MD5 of its whole text. */
  rows: string;
}

let queries: TableQueries[] | null = null;
/** Per table: the versions fingerprint and the row hashes read with it, reused while the fingerprint holds. */
const cache = new Map<string, { versions: string; rows: Map<string, string> }>();

async function tableQueries(): Promise<TableQueries[]> {
  if (queries !== null) return queries;
  const tables = await db.$queryRaw<Array<{ table: string; keys: string[] | null }>>`
    SELECT c.relname AS "table",
      (SELECT array_agg(a.attname::text ORDER BY a.attnum)
         FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
         WHERE i.indexrelid = (
           SELECT x.indexrelid FROM pg_index x WHERE x.indrelid = c.oid AND x.indisunique
           ORDER BY x.indisprimary DESC, x.indexrelid LIMIT 1)) AS keys
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY c.relname`;
  queries = tables.map(({ table, keys }) => {
    // The primary key, else a unique key, else the row itself (equal rows then count once).
    const key = keys ? keys.map((column) => `t."${column}"::text`).join(` || '|' || `) : "t::text";
    return {
      table,
      versions: `SELECT '${table}' AS "table", md5(COALESCE(string_agg(t.xmin::text || t.ctid::text, ',' ORDER BY t.ctid), '')) AS versions FROM "${table}" t`,
      rows: `SELECT COALESCE(json_object_agg(${key}, md5(t::text)), '{}'::json) AS rows FROM "${table}" t`,
    };
  });
  return queries;
}

/**
 * Row counts and content hashes of every table. A table's rows are hashed again only when its
 * row versions moved since the last snapshot, so the benchmark's thousands of items cost a
 * scan of their versions, not a read of all their text, each time.
 */
export async function snapshotDatabase(): Promise<DbSnapshot> {
  const all = await tableQueries();
  const versions = await db.$queryRawUnsafe<Array<{ table: string; versions: string }>>(
    all.map((query) => query.versions).join("\nUNION ALL\n"),
  );
  const snapshot: DbSnapshot = new Map();
  for (const { table, versions: fingerprint } of versions) {
    let entry = cache.get(table);
    if (entry?.versions !== fingerprint) {
      const query = all.find((candidate) => candidate.table === table)!;
      const [read] = await db.$queryRawUnsafe<Array<{ rows: Record<string, string> }>>(query.rows);
      entry = { versions: fingerprint, rows: new Map(Object.entries(read!.rows)) };
      cache.set(table, entry);
    }
    snapshot.set(table, entry.rows);
  }
  return snapshot;
}

export function compareSnapshots(before: DbSnapshot, after: DbSnapshot): DbChanges {
  const changes: DbChanges = {};
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(table) ?? new Map<string, string>();
    const now = after.get(table) ?? new Map<string, string>();
    const entry: TableChanges = { added: [], changed: [], removed: [] };
    for (const [key, hash] of now) {
      const old = was.get(key);
      if (old === undefined) entry.added.push(key);
      else if (old !== hash) entry.changed.push(key);
    }
    for (const key of was.keys()) if (!now.has(key)) entry.removed.push(key);
    if (entry.added.length + entry.changed.length + entry.removed.length > 0) {
      for (const list of [entry.added, entry.changed, entry.removed]) list.sort();
      changes[table] = entry;
    }
  }
  return changes;
}

/** Row counts per table, for a short summary in a failure message. */
export function rowCounts(snapshot: DbSnapshot): Record<string, number> {
  return Object.fromEntries([...snapshot].map(([table, rows]) => [table, rows.size]));
}
