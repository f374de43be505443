// "Must be signed in" for pages: the signed-in user, or a redirect to the sign-in page that
// comes back here afterwards.
import "server-only";
import type { Route } from "next";
import { redirect } from "next/navigation";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser, type AuthUser } from "@/lib/auth/current-user";

export async function requireSignedIn(callbackPath: string): Promise<AuthUser> {
  const user = await getCurrentUser();
  if (!user) redirect(signInPath(callbackPath) as Route);
  return user;
}
