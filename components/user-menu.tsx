"use client";

// The header's account links. The signed-in state is fetched after load (GET /api/v1/me) so
// that the pages around it can be served from the static cache to everyone.
import Link from "next/link";
import { useEffect, useState } from "react";
import type { Role } from "@/lib/generated/prisma/enums";
import { RoleBadge } from "./role-badge";
import { SignOutButton } from "./sign-out-button";

export type MenuUser = {
  name: string | null;
  email: string | null;
  githubLogin: string | null;
  role: Role;
  canModerate: boolean;
};

type MenuState = { status: "loading" } | { status: "ready"; user: MenuUser | null };

function displayName(user: MenuUser): string {
  return user.githubLogin ?? user.email ?? user.name ?? "Your account";
}

async function fetchMenuUser(signal: AbortSignal): Promise<MenuUser | null> {
  const response = await fetch("/api/v1/me", { cache: "no-store", credentials: "same-origin", signal });
  if (!response.ok) return null;
  const body = (await response.json()) as { user?: MenuUser | null };
  return body.user ?? null;
}

export function UserMenu() {
  const [state, setState] = useState<MenuState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetchMenuUser(controller.signal)
      .then((user) => setState({ status: "ready", user }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "ready", user: null });
      });
    return () => controller.abort();
  }, []);

  // Signed out (and until the state is known), "Submit" explains how to take part; signed in, it opens the form.
  const howTo = (
    <Link href="/how-to-submit" className="text-slate-700 hover:text-brand-700">
      Submit
    </Link>
  );
  if (state.status === "loading")
    return (
      <div className="flex flex-wrap items-center gap-3">
        {howTo}
        <span aria-hidden className="inline-block h-7 w-16" />
      </div>
    );
  const { user } = state;
  if (!user) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        {howTo}
        <Link href="/signin" className="rounded-md bg-brand-600 px-3 py-1 font-medium text-white hover:bg-brand-700">
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="user-menu">
      <Link href="/submit" className="text-slate-700 hover:text-brand-700">
        Submit
      </Link>
      <Link href="/submissions" className="text-slate-700 hover:text-brand-700">
        My submissions
      </Link>
      {/* Only a convenience: /moderation itself is gated and answers 404 to others. */}
      {user.canModerate && (
        <Link href="/moderation" className="text-slate-700 hover:text-brand-700">
          Moderation
        </Link>
      )}
      <Link href="/account" className="flex items-center gap-2 text-slate-900 hover:text-brand-700">
        <span className="font-medium" data-testid="user-name">
          {displayName(user)}
        </span>
        <RoleBadge role={user.role} />
      </Link>
      <SignOutButton />
    </div>
  );
}
