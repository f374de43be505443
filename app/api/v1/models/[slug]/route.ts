import { modelResponse } from "@/lib/leaderboard/export-responses";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ slug: string }> };

/** One model's board entry: runs, per-subject scores with intervals, ranks, original files. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { slug } = await params;
  return modelResponse(request, slug);
}
