import { apiRoute } from "@/lib/http/api-route";
import { changesFeedResponse } from "@/lib/benchmarks/mrben/board/changes-feed";

export const dynamic = "force-dynamic";

/** The board's changes as an Atom feed, newest first. */
export const GET = apiRoute({}, ({ request }) => changesFeedResponse(request));
