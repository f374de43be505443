import { apiRoute } from "@/lib/http/api-route";
import { atomFeed } from "@/lib/http/responses";
import { changesFeed } from "@/lib/boards/changes-feed";

export const dynamic = "force-dynamic";

/** Every board's changes as an Atom feed, newest first. */
export const GET = apiRoute({}, async ({ request }) => atomFeed(await changesFeed(new URL(request.url).origin)));
