import { apiRoute } from "@/lib/http/api-route";
import { changesFeedResponse } from "@/lib/boards/changes-feed";

export const dynamic = "force-dynamic";

/** Every board's changes as an Atom feed, newest first. */
export const GET = apiRoute({}, ({ request }) => changesFeedResponse(request));
