// The hosted endpoints' allow-list: addresses and CIDR ranges the address policy would refuse (a
// model server on the portal's own network) that hosted runs may reach all the same. Two sources,
// merged: HOSTED_ENDPOINT_ALLOW (read-only, set by whoever runs the server) and the entries admins
// add on /admin/hosted (HostedEndpointAllowEntry). Read when a run starts and by each worker before
// it connects, so a change applies to the next connection.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { parseAllowList, type AllowList } from "@/lib/hosted-endpoint/address-policy";

/** The admins' stored entries, oldest first. */
async function storedAllowEntries(): Promise<string[]> {
  const rows = await db.hostedEndpointAllowEntry.findMany({ orderBy: { createdAt: "asc" }, select: { entry: true } });
  return rows.map((row) => row.entry);
}

/** The allow-list now: the environment's entries and the admins'. */
export async function hostedEndpointAllowList(
  environment: readonly string[] = env.HOSTED_ENDPOINT_ALLOW,
): Promise<AllowList> {
  const parsed = parseAllowList([...environment, ...(await storedAllowEntries())]);
  // lib/env checked every environment entry at boot and the admin page every stored one; an entry
  // the policy refuses now is a bug.
  if (!parsed.ok) throw new Error(`the hosted endpoints' allow-list: ${parsed.error.detail}`);
  return parsed.value;
}
