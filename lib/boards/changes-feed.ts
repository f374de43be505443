// Every board's changes as an Atom feed (RFC 4287): one entry per change, newest first, linking to
// the board it changed as it stood that day.
import "server-only";
import { env } from "@/lib/env";
import { getBoardChanges } from "./board-changes";
import { changeTitle, moveWords } from "./change-words";

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The feed's XML; its links on the portal's configured address, else on `requestOrigin`. */
export async function changesFeed(requestOrigin: string): Promise<string> {
  const origin = env.NEXTAUTH_URL ?? requestOrigin;
  const { changes } = await getBoardChanges(1);
  const updated = changes[0]?.at ?? new Date(0).toISOString();
  const entries = changes.map((change) => {
    const lines = [
      ...(change.detail ? [change.detail] : []),
      ...change.models.map((model) => `${model.name}: ${moveWords(model)}`),
    ];
    return [
      "  <entry>",
      `    <id>${escape(`${origin}/changes#${change.id}`)}</id>`,
      `    <title>${escape(changeTitle(change))}</title>`,
      `    <updated>${change.at}</updated>`,
      `    <link href="${escape(`${origin}${change.boardHref}`)}"/>`,
      ...change.models.map((model) => `    <link rel="related" href="${escape(`${origin}/models/${model.slug}`)}"/>`),
      `    <content type="text">${escape(lines.join("\n"))}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escape(`${origin}/changes`)}</id>`,
    "  <title>MR-Ben Portal leaderboards: what changed</title>",
    `  <updated>${updated}</updated>`,
    `  <link rel="self" href="${escape(`${origin}/changes.atom`)}"/>`,
    `  <link href="${escape(`${origin}/changes`)}"/>`,
    "  <author><name>MR-Ben Portal</name></author>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
