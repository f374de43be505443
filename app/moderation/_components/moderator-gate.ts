// Every moderation page starts here: anyone who may not moderate sees the 404 page.
import "server-only";
import { notFound } from "next/navigation";
import { getCurrentUser, type AuthUser } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/permissions";

export async function requireModerator(): Promise<AuthUser> {
  const user = await getCurrentUser();
  if (!user || !hasRole(user, "moderator")) notFound();
  return user;
}
