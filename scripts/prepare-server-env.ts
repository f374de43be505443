// Imported first by scripts/start.ts, before lib/env.ts validates the configuration: fills in
// the two settings a newcomer should not have to invent. NEXTAUTH_SECRET is generated once and
// kept in .data/auth-secret (git-ignored) so sessions survive restarts; NEXTAUTH_URL defaults to
// the local address.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

if (!process.env.NEXTAUTH_SECRET) {
  const file = path.join(root, ".data/auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.NEXTAUTH_SECRET = readFileSync(file, "utf8").trim();
}
process.env.NEXTAUTH_URL ??= `http://localhost:${process.env.PORT ?? "3000"}`;
