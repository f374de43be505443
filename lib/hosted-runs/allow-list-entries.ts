// The admins' side of the hosted endpoints' allow-list (/admin/hosted): what is on it, adding
// entries (each checked by the address policy; one bad entry, named, adds none) and removing one,
// each change written to the audit log in the same transaction.
import "server-only";
import { actorLabel, recordAllowListChange } from "@/lib/audit-log/audit-log";
import { canManageHostedAllowList } from "@/lib/auth/permissions";
import type { AuthUser } from "@/lib/auth/users";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { parseAllowList } from "@/lib/hosted-endpoint/address-policy";
import { err, ok, type Result } from "@/lib/result";

export interface AllowListView {
  /** HOSTED_ENDPOINT_ALLOW's entries: shown, changed only where the server is configured. */
  environment: string[];
  stored: { id: string; entry: string; addedBy: string; createdAt: Date }[];
}

/** Why the list did not change (the admins' page shows the message; no API changes the list). */
type AllowListChangeFailure =
  | { code: "forbidden"; message: string }
  | { code: "invalid-entries"; message: string; entries: string[] }
  | { code: "no-such-entry"; message: string };

type AllowListChangeResult<T> = Result<T, AllowListChangeFailure>;

const FORBIDDEN = err({ code: "forbidden", message: "Only admins change the hosted endpoints' allow-list." } as const);

export async function getAllowListView(
  environment: readonly string[] = env.HOSTED_ENDPOINT_ALLOW,
): Promise<AllowListView> {
  const stored = await db.hostedEndpointAllowEntry.findMany({
    orderBy: { createdAt: "asc" },
    select: { id: true, entry: true, addedBy: true, createdAt: true },
  });
  return { environment: environment.filter((entry) => entry.trim() !== ""), stored };
}

/** Adds the entries not on the list yet; returns those added and those already there (here or in the environment). */
export async function addAllowEntries({
  actor,
  entries,
  environment = env.HOSTED_ENDPOINT_ALLOW,
}: {
  actor: AuthUser;
  entries: readonly string[];
  environment?: readonly string[];
}): Promise<AllowListChangeResult<{ added: string[]; alreadyListed: string[] }>> {
  if (!canManageHostedAllowList(actor)) return FORBIDDEN;
  const wanted = [...new Set(entries.map((entry) => entry.trim()).filter((entry) => entry !== ""))];
  const invalid = wanted.filter((entry) => !parseAllowList([entry]).ok);
  if (invalid.length > 0)
    return err({
      code: "invalid-entries",
      entries: invalid,
      message: `Nothing was added: ${invalid.map((entry) => `"${entry}"`).join(", ")} ${invalid.length === 1 ? "is not" : "are not"} an IP address or a CIDR range such as 10.0.0.0/8 or fd00::/8.`,
    });
  const label = actorLabel(actor);
  return db.$transaction(async (tx): Promise<AllowListChangeResult<{ added: string[]; alreadyListed: string[] }>> => {
    const stored = new Set(
      (await tx.hostedEndpointAllowEntry.findMany({ where: { entry: { in: wanted } }, select: { entry: true } })).map(
        (row) => row.entry,
      ),
    );
    const fromEnvironment = new Set(environment.map((entry) => entry.trim()));
    const added: string[] = [];
    const alreadyListed: string[] = [];
    for (const entry of wanted) {
      if (stored.has(entry) || fromEnvironment.has(entry)) {
        alreadyListed.push(entry);
        continue;
      }
      const created = await tx.hostedEndpointAllowEntry.createMany({
        data: [{ entry, addedBy: label }],
        skipDuplicates: true,
      });
      // Another admin added it in the meantime: it is listed, once.
      if (created.count === 0) {
        alreadyListed.push(entry);
        continue;
      }
      await recordAllowListChange(tx, { actor: { id: actor.id, label }, change: "allow_hosted_endpoint", entry });
      added.push(entry);
    }
    return ok({ added, alreadyListed });
  });
}

export async function removeAllowEntry({
  actor,
  id,
}: {
  actor: AuthUser;
  id: string;
}): Promise<AllowListChangeResult<{ entry: string }>> {
  if (!canManageHostedAllowList(actor)) return FORBIDDEN;
  return db.$transaction(async (tx): Promise<AllowListChangeResult<{ entry: string }>> => {
    const [removed] = await tx.$queryRaw<Array<{ entry: string }>>`
      DELETE FROM "HostedEndpointAllowEntry" WHERE "id" = ${id} RETURNING "entry"`;
    if (!removed) return err({ code: "no-such-entry", message: "That entry is no longer on the list." });
    await recordAllowListChange(tx, {
      actor: { id: actor.id, label: actorLabel(actor) },
      change: "disallow_hosted_endpoint",
      entry: removed.entry,
    });
    return ok({ entry: removed.entry });
  });
}
