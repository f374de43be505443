// The development sign-in: an e-mail address alone makes a session, so the portal can be
// tried without a GitHub OAuth app. lib/env.ts refuses AUTH_DEV_SIGN_IN in production; the
// check here repeats it so no configuration mistake can open it there.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { startSession, type StartedSession } from "@/lib/auth/sessions";

export function isDevSignInEnabled(): boolean {
  return env.AUTH_DEV_SIGN_IN && env.NODE_ENV !== "production";
}

export const ZDevSignIn = z.object({
  email: z
    .string({ message: "Enter an e-mail address." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "Enter an e-mail address such as ada@example.org." }).max(254)),
});

export type TDevSignIn = z.infer<typeof ZDevSignIn>;

/** Finds or creates the user with this e-mail address and starts a session for them. */
export async function signInForDevelopment({ email }: TDevSignIn): Promise<StartedSession & { userId: string }> {
  if (!isDevSignInEnabled()) throw new Error("The development sign-in is disabled.");
  const user = await db.user.upsert({ where: { email }, create: { email }, update: {}, select: { id: true } });
  return { userId: user.id, ...(await startSession({ userId: user.id })) };
}
