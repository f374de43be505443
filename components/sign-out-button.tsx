"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";

// next-auth's sign-out (a CSRF-protected POST) ends the session row whichever way it began.
export function SignOutButton() {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void signOut({ callbackUrl: "/" });
      }}
      className="rounded-md border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-100 disabled:opacity-60"
    >
      Sign out
    </button>
  );
}
