// Keeping User.githubLogin true to GitHub. Logins can be renamed and then taken by someone
// else, so a login is released from any other user before it is given to this one.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

async function releaseGithubLogin(
  client: Prisma.TransactionClient,
  { githubLogin, keepUserId }: { githubLogin: string; keepUserId?: string },
): Promise<void> {
  await client.user.updateMany({
    where: {
      githubLogin: { equals: githubLogin, mode: "insensitive" },
      ...(keepUserId ? { NOT: { id: keepUserId } } : {}),
    },
    data: { githubLogin: null },
  });
}

/** Before next-auth creates the user of a new GitHub account: no stale holder of its login. */
export async function releaseGithubLoginForNewUser({ githubLogin }: { githubLogin: string }): Promise<void> {
  await releaseGithubLogin(db, { githubLogin });
}

/** At each GitHub sign-in: the login, name and avatar as GitHub has them now. */
export async function refreshGithubUser({
  userId,
  githubLogin,
  name,
  image,
}: {
  userId: string;
  githubLogin: string;
  name: string;
  image: string | null;
}): Promise<void> {
  await db.$transaction(async (tx) => {
    await releaseGithubLogin(tx, { githubLogin, keepUserId: userId });
    await tx.user.update({ where: { id: userId }, data: { githubLogin, name, image } });
  });
}
