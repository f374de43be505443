import { badgeResponse } from "@/lib/leaderboard/export-responses";

export const dynamic = "force-dynamic";

// The segment is the file name, `<slug>.svg`: Next.js has no dynamic segment with a suffix.
type Context = { params: Promise<{ file: string }> };

/** A model card badge: "MR-Ben | MR-Score 42.1 (#3)"; `?shots=1` for the 1-shot board. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { file } = await params;
  return badgeResponse(request, file);
}
