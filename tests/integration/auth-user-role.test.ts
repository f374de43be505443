// `npm run user:role -- <email-or-github-login> <role>` on this file's database: its body in-process,
// and once as a real process through the npm script; and the setUserRole service behind it.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { setUserRole } from "@/lib/auth/roles";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { runUserRole } from "@/scripts/commands/user-role";
import { captureCommand } from "../helpers/command-io";

const root = path.resolve(import.meta.dirname, "../..");

/** The command's body, in-process: what it prints and the status it exits with. */
const userRole = (...args: string[]) => captureCommand((io) => runUserRole(args, io));

const roleOf = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).role;

beforeAll(async () => {
  await db.user.createMany({
    data: [
      { email: "ada@example.org", githubLogin: "AdaLovelace" },
      { email: "grace@example.org" },
      { email: "linus@example.org", githubLogin: "torvalds" },
    ],
  });
});

describe("npm run user:role", () => {
  it("sets a role by e-mail address and prints before -> after", async () => {
    const result = await userRole("grace@example.org", "moderator");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe("grace@example.org: user -> moderator");
    expect(await roleOf("grace@example.org")).toBe("moderator");
  });

  it("finds a user by GitHub login, ignoring case as GitHub does", async () => {
    const result = await userRole("adalovelace", "admin");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe("AdaLovelace <ada@example.org>: user -> admin");
    expect(await roleOf("ada@example.org")).toBe("admin");
  });

  it("says so when the role is already the one asked for", async () => {
    const result = await userRole("ada@example.org", "admin");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("admin -> admin (unchanged)");
  });

  it("exits 1 naming an unknown user, and changes nobody", async () => {
    const before = await db.user.findMany({
      select: { id: true, role: true },
      orderBy: { id: "asc" },
    });
    const result = await userRole("nobody@example.org", "admin");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No user has the e-mail address or GitHub login "nobody@example.org"');
    expect(
      await db.user.findMany({
        select: { id: true, role: true },
        orderBy: { id: "asc" },
      }),
    ).toEqual(before);
  });

  it("exits 2 listing the roles when the role is not one of them", async () => {
    const result = await userRole("torvalds", "superuser");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown role "superuser": the roles are user, moderator, admin.');
    expect(await roleOf("linus@example.org")).toBe("user");
  });

  it("runs as an npm script, through the database wrapper", async () => {
    const result = spawnSync("npm", ["run", "--silent", "user:role", "--", "torvalds", "moderator"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("torvalds <linus@example.org>: user -> moderator");
    expect(await roleOf("linus@example.org")).toBe("moderator");
    await db.user.update({
      where: { email: "linus@example.org" },
      data: { role: "user" },
    });
  });

  it("exits 2 with the usage line when an argument is missing", async () => {
    const result = await userRole("torvalds");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage: npm run user:role -- <email-or-github-login> <user|moderator|admin>");
  });
});

describe("setUserRole", () => {
  it("returns the user and the role before and after, for the audit log", async () => {
    const result = await setUserRole({
      identifier: "linus@example.org",
      role: "moderator",
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        user: { email: "linus@example.org", githubLogin: "torvalds" },
        before: "user",
        after: "moderator",
      },
    });
    const back = await setUserRole({ identifier: "torvalds", role: "user" });
    expect(back).toMatchObject({
      ok: true,
      value: { before: "moderator", after: "user" },
    });
  });

  it("answers unknown-user for nobody", async () => {
    expect(await setUserRole({ identifier: "ghost", role: "admin" })).toEqual({
      ok: false,
      error: { code: "unknown-user" },
    });
  });
});
