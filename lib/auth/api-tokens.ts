// Personal API tokens: `mrb_` + 256 random bits, shown once and stored only as SHA-256.
// A pipeline sends one as `Authorization: Bearer <token>` (see authenticateRequest).
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { hashApiToken } from "@/lib/auth/users";
import { err, ok, type Result } from "@/lib/result";

const API_TOKEN_PREFIX = "mrb_";
/** How many leading characters are kept in clear, so a token can be recognised in a list. */
const VISIBLE_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 8;

/** What an account page may show of a token; never the token or its hash. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const SUMMARY_FIELDS = {
  id: true,
  name: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

function generateApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export async function createApiToken({
  userId,
  name,
}: {
  userId: string;
  name: string;
}): Promise<{ token: string; summary: ApiTokenSummary }> {
  const token = generateApiToken();
  const summary = await db.apiToken.create({
    data: { userId, name, tokenHash: hashApiToken(token), prefix: token.slice(0, VISIBLE_PREFIX_LENGTH) },
    select: SUMMARY_FIELDS,
  });
  return { token, summary };
}

/** A user's tokens, newest first, revoked ones included (they show as revoked). */
export async function listApiTokens({ userId }: { userId: string }): Promise<ApiTokenSummary[]> {
  return db.apiToken.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, select: SUMMARY_FIELDS });
}

/** Who owns a token, for the permission check before revoking it. */
export async function findApiTokenOwner({ tokenId }: { tokenId: string }): Promise<{ userId: string } | null> {
  return db.apiToken.findUnique({ where: { id: tokenId }, select: { userId: true } });
}

/**
 * Revokes one of the user's tokens; revoking it again keeps the first revocation time. The
 * caller checks canRevokeApiToken first; the owner is matched here too, so a token of another
 * user is "not found" whatever the caller did.
 */
export async function revokeApiToken({
  userId,
  tokenId,
}: {
  userId: string;
  tokenId: string;
}): Promise<Result<{ revokedAt: Date }, { code: "not-found" }>> {
  await db.apiToken.updateMany({ where: { id: tokenId, userId, revokedAt: null }, data: { revokedAt: new Date() } });
  const token = await db.apiToken.findFirst({ where: { id: tokenId, userId }, select: { revokedAt: true } });
  return token?.revokedAt ? ok({ revokedAt: token.revokedAt }) : err({ code: "not-found" });
}
