// What the portal adds to next-auth's types: users carry a role and their GitHub login.
import type { DefaultSession } from "next-auth";
import type { Role } from "@/lib/generated/prisma/enums";

declare module "next-auth" {
  interface User {
    githubLogin?: string | null;
    role?: Role;
  }

  interface Session {
    user: DefaultSession["user"] & { id: string; role: Role; githubLogin: string | null };
  }
}
