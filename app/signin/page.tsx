import type { Metadata, Route } from "next";
import { redirect } from "next/navigation";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getSignInMethods } from "@/lib/auth/sign-in-methods";
import { DevSignInForm } from "./_components/dev-sign-in-form";
import { GithubSignInButton } from "./_components/github-sign-in-button";
import { SignInNotConfigured } from "./_components/sign-in-not-configured";
import { DEV_SIGN_IN_EMAIL_ERROR, signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { PageHeader } from "@/components/ui/page-header";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sign in" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const callbackPath = safeCallbackPath(first(query.callbackUrl));
  if (await getCurrentUser()) redirect(callbackPath as Route);

  const error = first(query.error);
  const errorMessage = signInErrorMessage(error);
  const methods = getSignInMethods();

  return (
    <div className="mx-auto max-w-sm space-y-6">
      <PageHeader
        title="Sign in"
        description={
          <p>Signing in lets you submit results and create API tokens for your pipelines. The leaderboard is public.</p>
        }
      />

      {errorMessage ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {errorMessage}
        </p>
      ) : null}

      <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-5">
        {methods.github ? <GithubSignInButton callbackUrl={callbackPath} /> : null}
        {methods.github && methods.devSignIn ? <hr className="border-slate-200" /> : null}
        {methods.devSignIn ? (
          <DevSignInForm callbackUrl={callbackPath} invalidEmail={error === DEV_SIGN_IN_EMAIL_ERROR} />
        ) : null}
        {!methods.github && !methods.devSignIn ? <SignInNotConfigured /> : null}
      </div>
    </div>
  );
}
