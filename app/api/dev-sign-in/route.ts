// POST /api/dev-sign-in (form: email, callbackUrl): the development sign-in. 404 unless
// AUTH_DEV_SIGN_IN is on, which lib/env.ts refuses in production.
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { isDevSignInEnabled, signInForDevelopment, ZDevSignIn } from "@/lib/auth/dev-sign-in";
import { sessionSetCookie } from "@/lib/auth/sessions";
import { crossSiteProblem } from "@/lib/http/auth-problems";
import { notFound } from "@/lib/http/problem";
import { seeOther } from "@/lib/http/responses";
import { isSameOriginRequest } from "@/lib/http/same-origin";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  if (!isDevSignInEnabled()) return notFound();
  if (!isSameOriginRequest(request)) return crossSiteProblem("Sign in from the portal's own sign-in page.");
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
