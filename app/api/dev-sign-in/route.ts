// POST /api/dev-sign-in (form: email, callbackUrl): the development sign-in. 404 unless
// AUTH_DEV_SIGN_IN is on, which lib/env.ts refuses in production.
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { isDevSignInEnabled, signInForDevelopment, ZDevSignIn } from "@/lib/auth/dev-sign-in";
import { sessionSetCookie } from "@/lib/auth/sessions";
import { notFound, problemResponse } from "@/lib/http/problem";
import { isSameOriginRequest } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store", ...headers } });
}

export async function POST(request: Request): Promise<Response> {
  if (!isDevSignInEnabled()) return notFound();
  if (!isSameOriginRequest(request)) {
    return problemResponse({
      status: 403,
      type: "cross-site-request",
      title: "Cross-site request refused",
      detail: "Sign in from the portal's own sign-in page.",
    });
  }
  const form = await request.formData().catch(() => null);
  const callbackPath = safeCallbackPath(form?.get("callbackUrl"));
  const input = ZDevSignIn.safeParse({ email: form?.get("email") });
  if (!input.success) {
    const query = new URLSearchParams({ error: "DevSignInEmail", callbackUrl: callbackPath });
    return seeOther(`/signin?${query.toString()}`);
  }
  const session = await signInForDevelopment(input.data);
  return seeOther(callbackPath, { "set-cookie": sessionSetCookie(session) });
}
