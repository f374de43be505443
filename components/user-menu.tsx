import Link from "next/link";
import type { AuthUser } from "@/lib/auth/users";
import { RoleBadge } from "./role-badge";
import { SignOutButton } from "./sign-out-button";

function displayName(user: Pick<AuthUser, "githubLogin" | "email" | "name">): string {
  return user.githubLogin ?? user.email ?? user.name ?? "Your account";
}

export function UserMenu({ user }: { user: AuthUser | null }) {
  if (!user) {
    return (
      <Link href="/signin" className="rounded-md bg-brand-600 px-3 py-1 font-medium text-white hover:bg-brand-700">
        Sign in
      </Link>
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
