import { healthResponse } from "@/lib/http/responses";
import { checkHealth } from "@/lib/platform/health";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  return healthResponse(await checkHealth());
}
