// Adds package-lock.json entries for optional, platform-specific binaries (macOS, Windows,
// Android... builds of Next's SWC, Tailwind's oxide, the resolver ESLint uses) that the npm
// registry mirror of our build machines does not carry. Without an entry `npm ci` refuses the
// lockfile as out of sync; with one, npm skips the package on a platform it does not fit and
// fetches it normally where it does. Run after changing dependencies:
//   npm install && node scripts/complete-lockfile.mjs [--check]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lockPath = path.join(root, "package-lock.json");
const check = process.argv.includes("--check");

const OS = ["darwin", "win32", "linux", "android", "freebsd", "openharmony", "sunos", "aix", "netbsd", "openbsd"];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

/** Platform fields read off names such as `@next/swc-darwin-arm64` or `...-linux-arm-musleabihf`. */
export function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libcPart = parts.find((part) => /^(gnu|musl)/.test(part));
  const fields = {};
  if (cpu) fields.cpu = [cpu];
  if (libcPart) fields.libc = [libcPart.startsWith("musl") ? "musl" : "glibc"];
  if (os) fields.os = [os];
  return fields;
}

function nodePathFor(lock, parentPath, name) {
  // Resolve like Node: nested node_modules first, then up towards the root.
  for (let dir = parentPath; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return { found: candidate };
    if (!dir) return { missing: `node_modules/${name}` };
  }
}

const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const added = [];
for (const [parentPath, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const resolved = nodePathFor(lock, parentPath, name);
    if (resolved.found) continue;
    lock.packages[resolved.missing] = {
      version: String(range).replace(/^[\^~=]/, ""),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added.push(`${name}@${range}`);
  }
}

if (check) {
  if (added.length > 0) {
    console.error(
      `package-lock.json lacks ${added.length} optional platform packages (${added.slice(0, 5).join(", ")}...): run node scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
} else if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${added.length} optional platform packages to package-lock.json.`);
} else {
  console.log("package-lock.json already lists every optional platform package.");
}
