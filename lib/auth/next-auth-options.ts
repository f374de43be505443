// next-auth (v4): GitHub sign-in when GITHUB_ID/GITHUB_SECRET are set, sessions stored in
// PostgreSQL through the Prisma adapter and the portal's one client.
import "server-only";
import { PrismaAdapter } from "@next-auth/prisma-adapter";
import type { NextAuthOptions } from "next-auth";
import type { Adapter, AdapterAccount, AdapterUser } from "next-auth/adapters";
import GithubProvider from "next-auth/providers/github";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { refreshGithubUser, releaseGithubLoginForNewUser } from "@/lib/auth/github-accounts";
import { fetchGithubUser, toUserFields, ZGithubUserFields } from "@/lib/auth/github-profile";
import { SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "@/lib/auth/session-lifetime";

function githubProvider(clientId: string, clientSecret: string) {
  return GithubProvider({
    clientId,
    clientSecret,
    // Every endpoint follows GITHUB_URL / GITHUB_API_URL (GitHub Enterprise, or a test's mock).
    issuer: `${env.GITHUB_URL}/login/oauth`,
    authorization: { url: `${env.GITHUB_URL}/login/oauth/authorize`, params: { scope: "read:user user:email" } },
    token: `${env.GITHUB_URL}/login/oauth/access_token`,
    userinfo: {
      url: `${env.GITHUB_API_URL}/user`,
      request: ({ tokens }) => fetchGithubUser({ apiUrl: env.GITHUB_API_URL, accessToken: tokens.access_token ?? "" }),
    },
    profile: (profile) => toUserFields(profile),
  });
}

/** The Account columns of the schema: a GitHub App's extra token fields would make Prisma refuse the row. */
function accountRow(account: AdapterAccount): AdapterAccount {
  const { userId, type, provider, providerAccountId, refresh_token, access_token, expires_at, token_type, scope } =
    account;
  return { userId, type, provider, providerAccountId, refresh_token, access_token, expires_at, token_type, scope };
}

function adapter(): Adapter {
  // The adapter is typed against the default @prisma/client; ours is generated to lib/generated.
  const base = PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]);
  const { createUser, linkAccount } = base;
  if (!createUser || !linkAccount) throw new Error("The Prisma adapter lacks createUser or linkAccount.");
  return {
    ...base,
    async createUser(user: Omit<AdapterUser, "id">) {
      if (user.githubLogin) await releaseGithubLoginForNewUser({ githubLogin: user.githubLogin });
      return createUser(user);
    },
    linkAccount: (account: AdapterAccount) => linkAccount(accountRow(account)),
  };
}

export const authOptions: NextAuthOptions = {
  adapter: adapter(),
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
  pages: { signIn: "/signin", error: "/signin" },
  providers: env.GITHUB_ID && env.GITHUB_SECRET ? [githubProvider(env.GITHUB_ID, env.GITHUB_SECRET)] : [],
  callbacks: {
    session({ session, user }) {
      return {
        ...session,
        user: { ...session.user, id: user.id, role: user.role ?? "user", githubLogin: user.githubLogin ?? null },
      };
    },
  },
  events: {
    async signIn({ user, account, profile }) {
      if (account?.provider !== "github") return;
      const fields = ZGithubUserFields.safeParse(profile);
      if (fields.success) await refreshGithubUser({ userId: user.id, ...fields.data });
    },
  },
};
