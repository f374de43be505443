// Renders the SQL that takes one Prisma schema to another, with Prisma's own schema engine in
// its WebAssembly build. Used to write migrations and to check that the committed migrations
// produce exactly what prisma/schema.prisma describes. Dev and test only: the running portal
// applies committed SQL files (see ./migrations.ts) and never needs this.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as SchemaEngineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlQuery,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";

type WasmBindings = typeof SchemaEngineBindings;
type SchemaEngine = Awaited<ReturnType<WasmBindings["SchemaEngine"]["new"]>>;

let engineModule: Promise<WasmBindings> | undefined;

// The package expects a bundler to wire its .wasm import; Node needs it done by hand.
async function loadEngineModule(): Promise<WasmBindings> {
  const require = createRequire(import.meta.url);
  const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const bindings: WasmBindings = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const bytes = readFileSync(gluePath.replace(/\.js$/, ".wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return bindings;
}

// Diffing two datamodels needs no database, but the engine insists on an adapter and probes the
// server version when it starts. This adapter answers that probe as PostgreSQL 15, the oldest
// server the portal supports (so the SQL suits 15 and newer), and refuses every other query, so
// rendering SQL can never touch a database.
const OLDEST_SUPPORTED_SERVER = { version: "PostgreSQL 15.0", numeric: 150000 };

function offlineAdapterFactory(): SqlMigrationAwareDriverAdapterFactory {
  const refuse = () => Promise.reject(new Error("schema-sql renders SQL only; it has no database"));
  const adapter: SqlDriverAdapter = {
    provider: "postgres",
    adapterName: "mrben-offline",
    queryRaw: (query: SqlQuery) => {
      if (!query.sql.includes("current_setting('server_version_num')")) return refuse();
      return Promise.resolve({
        columnNames: ["exists", "version", "numeric_version"],
        columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
        rows: [[true, OLDEST_SUPPORTED_SERVER.version, OLDEST_SUPPORTED_SERVER.numeric]],
      });
    },
    executeRaw: refuse,
    executeScript: refuse,
    startTransaction: refuse,
    dispose: () => Promise.resolve(),
  };
  return {
    provider: "postgres",
    adapterName: "mrben-offline",
    connect: () => Promise.resolve(adapter),
    connectToShadowDb: () => Promise.resolve(adapter),
  };
}

async function createEngine(schema: string): Promise<SchemaEngine> {
  engineModule ??= loadEngineModule();
  const { SchemaEngine } = await engineModule;
  const adapter = bindMigrationAwareSqlAdapterFactory(offlineAdapterFactory());
  return SchemaEngine.new({ datamodels: [["schema.prisma", schema]] }, () => {}, adapter);
}

/** SQL that migrates a database from `fromSchema` (or an empty database) to `toSchema`. */
export async function renderSchemaDiffSql({
  fromSchema,
  toSchema,
}: {
  fromSchema: string | null;
  toSchema: string;
}): Promise<string> {
  const engine = await createEngine(toSchema);
  try {
    const target = (content: string) => ({
      tag: "schemaDatamodel" as const,
      files: [{ path: "schema.prisma", content }],
    });
    const result = await engine.diff({
      from: fromSchema === null ? { tag: "empty" } : target(fromSchema),
      to: target(toSchema),
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.stdout ?? "";
  } finally {
    engine.free();
  }
}
