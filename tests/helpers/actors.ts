// People for tests: a user with a role, a personal API token and a browser session cookie.
import { randomUUID } from "node:crypto";
import { createApiToken } from "@/lib/auth/api-tokens";
import { sessionCookieName } from "@/lib/auth/session-cookie";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/client";

export interface Actor {
  id: string;
  email: string;
  /** The account's name: what the log, the pages and mails call it (never its e-mail address). */
  name: string;
  role: Role;
  /** `Authorization` header value with a personal API token. */
  bearer: string;
  /** `Cookie` header value with a signed-in session. */
  cookie: string;
}

export async function createActor(role: Role = "user", name: string = role): Promise<Actor> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  const user = await db.user.create({ data: { email, name, role } });
  const { token } = await createApiToken({ userId: user.id, name: "tests" });
  const session = await startSession({ userId: user.id });
  return {
    id: user.id,
    email,
    name,
    role,
    bearer: `Bearer ${token}`,
    cookie: `${sessionCookieName()}=${session.sessionToken}`,
  };
}
