// Every moderation page starts here: anyone who may not moderate sees the 404 page.
import "server-only";
import { notFound } from "next/navigation";
import { getCurrentUser, type AuthUser } from "@/lib/auth/current-user";
import { canModerate } from "@/lib/auth/permissions";

export async function requireModerator(): Promise<AuthUser> {
  const user = await getCurrentUser();
  if (!user || !canModerate(user)) notFound();
  return user;
}
