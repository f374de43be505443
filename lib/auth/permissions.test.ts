import { describe, expect, it } from "vitest";
import type { Role } from "@/lib/generated/prisma/client";
import {
  canCopyAsNewVersion,
  canCreateApiToken,
  canModerate,
  canRevokeApiToken,
  canWithdrawSubmission,
  hasRole,
} from "./permissions";
import type { AuthUser } from "./users";

function user(id: string, role: Role = "user"): AuthUser {
  return { id, role, name: null, email: `${id}@example.org`, githubLogin: null, displayName: null, image: null };
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

describe("canModerate", () => {
  it("lets moderators and admins decide, and nobody else", () => {
    expect(canModerate(moderator)).toBe(true);
    expect(canModerate(admin)).toBe(true);
    expect(canModerate(alice)).toBe(false);
    expect(canModerate(null)).toBe(false);
  });
});

describe("canWithdrawSubmission", () => {
  it("lets the submitter withdraw while the entry is pending or changes were requested", () => {
    expect(canWithdrawSubmission(alice, { userId: "alice", status: "pending" })).toBe(true);
    expect(canWithdrawSubmission(alice, { userId: "alice", status: "changes_requested" })).toBe(true);
  });

  it("refuses anyone else, moderators included", () => {
    expect(canWithdrawSubmission(bob, { userId: "alice", status: "pending" })).toBe(false);
    expect(canWithdrawSubmission(moderator, { userId: "alice", status: "pending" })).toBe(false);
    expect(canWithdrawSubmission(null, { userId: "alice", status: "pending" })).toBe(false);
  });

  it("refuses a decided, draft or already withdrawn submission", () => {
    for (const status of ["draft", "approved", "rejected", "withdrawn", "unpublished"] as const)
      expect(canWithdrawSubmission(alice, { userId: "alice", status })).toBe(false);
  });
});

describe("canCopyAsNewVersion", () => {
  it("lets the submitter start a new version once the submission has left preparation and review", () => {
    for (const status of ["approved", "rejected", "changes_requested", "withdrawn", "unpublished"] as const)
      expect(canCopyAsNewVersion(alice, { userId: "alice", status }), status).toBe(true);
    for (const status of ["draft", "pending"] as const)
      expect(canCopyAsNewVersion(alice, { userId: "alice", status }), status).toBe(false);
  });

  it("is the submitter's alone, moderators included", () => {
    expect(canCopyAsNewVersion(bob, { userId: "alice", status: "rejected" })).toBe(false);
    expect(canCopyAsNewVersion(moderator, { userId: "alice", status: "rejected" })).toBe(false);
    expect(canCopyAsNewVersion(null, { userId: "alice", status: "rejected" })).toBe(false);
  });
});
