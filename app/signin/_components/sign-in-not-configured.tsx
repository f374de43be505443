export function SignInNotConfigured() {
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">No way of signing in is configured on this portal.</p>
      <p>
        To sign in with GitHub, create an OAuth app whose callback URL is{" "}
        <code className="rounded bg-white px-1">&lt;portal URL&gt;/api/auth/callback/github</code> and set{" "}
        <code className="rounded bg-white px-1">GITHUB_ID</code> and{" "}
        <code className="rounded bg-white px-1">GITHUB_SECRET</code>. For local development, set{" "}
        <code className="rounded bg-white px-1">AUTH_DEV_SIGN_IN=true</code> to sign in with an e-mail address alone.
        See &ldquo;Accounts and sign-in&rdquo; in README.md.
      </p>
    </div>
  );
}
