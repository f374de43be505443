// Reads a small JSON request body (metadata, not results files) with a size cap.
import { problemResponse } from "@/lib/http/problem";

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

export async function readJsonBody(
  request: Request,
  maxBytes = 64 * 1024,
  { emptyAs }: { emptyAs?: unknown } = {},
): Promise<JsonBody> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  const tooLarge = () => ({
    ok: false as const,
    response: problemResponse({
      status: 413,
      type: "body-too-large",
      title: "Request body too large",
      detail: `The JSON body must be at most ${maxBytes} bytes.`,
    }),
  });
  if (declared > maxBytes) return tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) return tooLarge();
  // A body that is optional may be left out altogether.
  if (emptyAs !== undefined && text.trim() === "") return { ok: true, value: emptyAs };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: problemResponse({
        status: 400,
        type: "invalid-json-body",
        title: "The request body is not JSON",
        detail: "Send the metadata as a JSON object with Content-Type: application/json.",
      }),
    };
  }
}
