// An account's public display name (User.displayName): what pages, mails and the API call its owner.
import "server-only";
import { db } from "@/lib/db";
import { err, ok, type Result } from "@/lib/result";

/**
 * Sets or clears (empty text) the display name. A name another account already shows, as its display
 * name or GitHub login, is refused: nobody may appear on the board as somebody else.
 */
export async function setDisplayName({
  userId,
  displayName,
}: {
  userId: string;
  displayName: string;
}): Promise<Result<{ displayName: string | null }, { code: "name-taken"; message: string }>> {
  const chosen = displayName === "" ? null : displayName;
  if (chosen !== null) {
    const taken = await db.user.findFirst({
      where: {
        id: { not: userId },
        OR: [
          { displayName: { equals: chosen, mode: "insensitive" } },
          { githubLogin: { equals: chosen, mode: "insensitive" } },
        ],
      },
      select: { id: true },
    });
    if (taken)
      return err({
        code: "name-taken",
        message: `Another account is already shown as "${chosen}": choose another name.`,
      });
  }
  await db.user.update({ where: { id: userId }, data: { displayName: chosen } });
  return ok({ displayName: chosen });
}
