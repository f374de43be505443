import { modelAnalysesResponse } from "@/lib/analyses/model-analyses";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ slug: string }> };

/** A model's analyses (difficulty, solution source, error position, flag P/R/F1, step offsets), JSON or CSV. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { slug } = await params;
  return modelAnalysesResponse(request, slug);
}
