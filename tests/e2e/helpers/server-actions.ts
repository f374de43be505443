// Calling a server action over HTTP the way the browser's router does, for any actor: the
// action id comes from the build's manifest (any visitor can read it from the page's scripts,
// so an attacker can call an action whose form they are never shown), and the arguments are
// encoded as React's encodeReply encodes `(previousState, formData)`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../../helpers/shared-data";

interface ManifestEntry {
  workers: Record<string, unknown>;
  filename: string;
  exportedName: string;
}

export interface ServerActionRef {
  id: string;
  /** The page whose bundle holds the action, e.g. "app/moderation/[id]/page". */
  worker: string;
}

/** "app/…/actions.ts#name" -> its id and the page that serves it, from the production build. */
export function serverActionRefs(): Map<string, ServerActionRef> {
  const manifest = JSON.parse(
    readFileSync(path.join(PROJECT_ROOT, ".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, ManifestEntry> };
  const refs = new Map<string, ServerActionRef>();
  for (const [id, entry] of Object.entries(manifest.node)) {
    const worker = Object.keys(entry.workers)[0];
    if (worker) refs.set(`${entry.filename}#${entry.exportedName}`, { id, worker });
  }
  return refs;
}

export interface ActionAnswer {
  status: number;
  /** The RSC payload: the action's return value is in it as JSON. */
  text: string;
  redirect: string | null;
}

/**
 * POSTs `fields` as the form of a `(previousState, formData)` action to `pagePath`. `headers`
 * add or override (a foreign Origin, say); by default the request is what the portal's own page sends.
 */
export async function callServerAction({
  baseUrl,
  pagePath,
  action,
  fields,
  cookie,
  headers = {},
}: {
  baseUrl: string;
  pagePath: string;
  action: ServerActionRef;
  fields: Record<string, string>;
  cookie?: string;
  /** Added or overriding; `undefined` leaves a header out. */
  headers?: Record<string, string | undefined>;
}): Promise<ActionAnswer> {
  const body = new FormData();
  // encodeReply: a FormData argument is "$K<part>" and its entries travel as "_<part>_<name>"
  // (React 19.3). The root, the argument list, goes last: the server decodes the multipart body
  // as it streams in and resolves "$K1" against the entries it has already seen.
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append("0", JSON.stringify([null, "$K1"]));
  const merged: Record<string, string | undefined> = {
    accept: "text/x-component",
    "next-action": action.id,
    origin: baseUrl,
    "sec-fetch-site": "same-origin",
    ...(cookie ? { cookie } : {}),
    ...headers,
  };
  const response = await fetch(`${baseUrl}${pagePath}`, {
    method: "POST",
    redirect: "manual",
    headers: Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    body,
  });
  return {
    status: response.status,
    text: await response.text(),
    redirect: response.headers.get("x-action-redirect") ?? response.headers.get("location"),
  };
}
