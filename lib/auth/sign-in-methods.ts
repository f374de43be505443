// Which ways of signing in this portal offers, for the sign-in page.
import "server-only";
import { isDevSignInEnabled } from "@/lib/auth/dev-sign-in";
import { env } from "@/lib/env";

export interface SignInMethods {
  github: boolean;
  devSignIn: boolean;
}

export function getSignInMethods(): SignInMethods {
  return { github: Boolean(env.GITHUB_ID && env.GITHUB_SECRET), devSignIn: isDevSignInEnabled() };
}
