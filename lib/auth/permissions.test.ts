import { describe, expect, it } from "vitest";
import type { Role } from "@/lib/generated/prisma/client";
import { canCreateApiToken, canRevokeApiToken, hasRole } from "./permissions";
import type { AuthUser } from "./users";

function user(id: string, role: Role = "user"): AuthUser {
  return { id, role, name: null, email: `${id}@example.org`, githubLogin: null, image: null };
}

const alice = user("alice");
const bob = user("bob");
const moderator = user("mod", "moderator");
const admin = user("admin", "admin");

describe("hasRole", () => {
  it("ranks admin above moderator above user", () => {
    expect(hasRole(admin, "moderator")).toBe(true);
    expect(hasRole(moderator, "moderator")).toBe(true);
    expect(hasRole(moderator, "admin")).toBe(false);
    expect(hasRole(alice, "moderator")).toBe(false);
    expect(hasRole(alice, "user")).toBe(true);
  });

  it("gives a visitor who is not signed in no role at all", () => {
    expect(hasRole(null, "user")).toBe(false);
  });
});

describe("canCreateApiToken", () => {
  it("lets any signed-in user create tokens, and no visitor", () => {
    expect(canCreateApiToken(alice)).toBe(true);
    expect(canCreateApiToken(null)).toBe(false);
  });
});

describe("canRevokeApiToken", () => {
  it("lets the owner revoke their token", () => {
    expect(canRevokeApiToken(alice, { userId: "alice" })).toBe(true);
  });

  it("refuses another user, a moderator, an admin and a visitor", () => {
    for (const someone of [bob, moderator, admin, null]) {
      expect(canRevokeApiToken(someone, { userId: "alice" })).toBe(false);
    }
  });
});
