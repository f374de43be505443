// A plain HTML form posted to the route handler, so it works before (and without) JavaScript.
export function DevSignInForm({ callbackUrl, invalidEmail }: { callbackUrl: string; invalidEmail: boolean }) {
  return (
    <form method="post" action="/api/dev-sign-in" className="space-y-3" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <div className="space-y-1">
        <label htmlFor="dev-email" className="block text-sm font-medium text-slate-800">
          E-mail address
        </label>
        <input
          id="dev-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-invalid={invalidEmail || undefined}
          aria-describedby={invalidEmail ? "dev-email-error dev-email-hint" : "dev-email-hint"}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600 aria-invalid:border-red-600"
        />
        {invalidEmail ? (
          <p id="dev-email-error" className="text-sm text-red-700">
            Enter an e-mail address such as ada@example.org.
          </p>
        ) : null}
        <p id="dev-email-hint" className="text-xs text-slate-500">
          Development only: no password, no e-mail is sent. The account is created on first use.
        </p>
      </div>
      <button
        type="submit"
        className="w-full rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        Sign in with e-mail (development)
      </button>
    </form>
  );
}
